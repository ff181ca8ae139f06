#pragma once
// The narrow seam between Yoord and a screen. Everything above it (layers, widgets, screens) draws cells and
// reads keys through this interface only, so the same code runs on ncurses, in tests on the null back end,
// and under the bot and replays with no screen at all.
//
// Contract: put_cell writes into a back buffer (a cell outside size() is ignored); present() shows the back
// buffer; clear() blanks the back buffer. poll_key waits up to `timeout` (negative: forever) and returns
// nullopt on timeout. A change of size arrives as keys::resize, after which size() reports the new size.
// When input is gone for good, poll_key returns keys::hangup (and keeps returning it).

#include <chrono>
#include <cstdint>
#include <optional>

#include "render/colour.hpp"
#include "render/glyph.hpp"
#include "render/key.hpp"

namespace yoord {

struct Size {
    int width = 0;
    int height = 0;
    friend constexpr bool operator==(Size, Size) = default;
};

enum class Attr : std::uint8_t { none = 0, bold = 1, underline = 2, reverse = 4, dim = 8 };
[[nodiscard]] constexpr Attr operator|(Attr a, Attr b) noexcept {
    return static_cast<Attr>(static_cast<std::uint8_t>(a) | static_cast<std::uint8_t>(b));
}
[[nodiscard]] constexpr bool has(Attr set, Attr flag) noexcept {
    return (static_cast<std::uint8_t>(set) & static_cast<std::uint8_t>(flag)) != 0;
}

// A cell of the screen, for where the terminal's own cursor rests.
struct CursorAt {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(CursorAt, CursorAt) = default;
};

struct Cell {
    char32_t glyph = U' ';
    Colour fg = colours::white;
    Colour bg = colours::black;
    Attr attrs = Attr::none;
    friend constexpr bool operator==(const Cell&, const Cell&) = default;
};

class Terminal {
public:
    virtual ~Terminal() = default;

    [[nodiscard]] virtual Size size() const = 0;
    virtual void put_cell(int x, int y, const Cell& cell) = 0;
    virtual void clear() = 0;
    virtual void present() = 0;
    [[nodiscard]] virtual std::optional<Key> poll_key(std::chrono::milliseconds timeout) = 0;

    // Where the terminal's own cursor rests once the frame is presented (a screen reader reads from it), or
    // nowhere (hidden). Screen-reader mode sets it while drawing (render/screen_reader.hpp); the layer stack
    // clears it before each frame. A back end with no cursor ignores it.
    virtual void rest_cursor(std::optional<CursorAt> at) { (void)at; }

    // How glyphs reach the screen; widgets never need to ask, the back end maps them.
    [[nodiscard]] virtual GlyphMode glyph_mode() const = 0;
    [[nodiscard]] virtual ColourMode colour_mode() const = 0;
};

inline constexpr std::chrono::milliseconds kWaitForever{-1};

}  // namespace yoord
