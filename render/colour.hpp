#pragma once
// Colours as the front end sees them: an index into the xterm 256-colour palette (0-15 are the sixteen named
// ANSI colours). sim/ stores colour *names*; colour_from_name() is the one place a name becomes a Colour.
//
// A terminal may show fewer colours than the palette has. resolve() maps a (fg, bg) pair to what a terminal in a
// given ColourMode can show, and guarantees the glyph stays visible: the resolved foreground is never the
// resolved background (or too close to it), because a glyph drawn in its background's colour is invisible.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace yoord {

struct Colour {
    std::uint8_t index = 7;
    friend constexpr bool operator==(Colour, Colour) = default;
};

namespace colours {
inline constexpr Colour black{0}, red{1}, green{2}, yellow{3}, blue{4}, magenta{5}, cyan{6}, white{7};
inline constexpr Colour bright_black{8}, bright_red{9}, bright_green{10}, bright_yellow{11}, bright_blue{12},
    bright_magenta{13}, bright_cyan{14}, bright_white{15};
}  // namespace colours

struct Rgb {
    int r = 0, g = 0, b = 0;
    friend constexpr bool operator==(Rgb, Rgb) = default;
};

// The xterm default RGB of a palette index (the same values the sixteen ANSI colours show in xterm).
[[nodiscard]] Rgb palette_rgb(Colour c) noexcept;

// "red", "bright_blue", "grey", "orange", "#ff8800" ... ; nullopt for a name the front end does not know.
[[nodiscard]] std::optional<Colour> colour_from_name(std::string_view name) noexcept;

// What the terminal can show. Ordered from richest to poorest.
enum class ColourMode { c256, c16, c8, mono };

[[nodiscard]] std::string_view colour_mode_name(ColourMode m) noexcept;
[[nodiscard]] std::optional<ColourMode> colour_mode_from_name(std::string_view name) noexcept;
// The poorer of the two: a forced mode never exceeds what the terminal can do.
[[nodiscard]] ColourMode poorer(ColourMode a, ColourMode b) noexcept;

// A colour pair as the terminal will draw it. fg/bg are palette indices valid in the mode (0-255, 0-15, 0-7),
// or -1 for the terminal's default colour (mono). bold lights an 8-colour foreground; reverse swaps the pair.
struct ResolvedColours {
    int fg = -1;
    int bg = -1;
    bool bold = false;
    bool reverse = false;
};

// The nearest of the sixteen ANSI colours to a palette index.
[[nodiscard]] Colour nearest16(Colour c) noexcept;

// Maps (fg, bg) into the mode and keeps the glyph visible (see the header comment). In mono there is no colour:
// a non-black background becomes reverse video, so highlighted cells stay highlighted.
[[nodiscard]] ResolvedColours resolve(Colour fg, Colour bg, ColourMode mode) noexcept;

// The RGB a resolved pair shows as (xterm defaults), fg then bg, after bold and reverse. Mono uses white on
// black for the terminal default. Used by tests to check that every glyph stays visible.
[[nodiscard]] std::array<Rgb, 2> shown_rgb(const ResolvedColours& r) noexcept;

// Squared distance between two colours, weighted for the eye (red 2, green 4, blue 3).
[[nodiscard]] int colour_distance(Rgb a, Rgb b) noexcept;

// Below this distance a glyph is considered drawn in its background's colour.
inline constexpr int kMinVisibleDistance = 3 * 64 * 64;

}  // namespace yoord
