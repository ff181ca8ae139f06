#include "render/colour.hpp"

#include <array>
#include <utility>

namespace yoord {
namespace {

constexpr std::array<Rgb, 16> kAnsi = {{{0, 0, 0},
                                        {205, 0, 0},
                                        {0, 205, 0},
                                        {205, 205, 0},
                                        {0, 0, 238},
                                        {205, 0, 205},
                                        {0, 205, 205},
                                        {229, 229, 229},
                                        {127, 127, 127},
                                        {255, 0, 0},
                                        {0, 255, 0},
                                        {255, 255, 0},
                                        {92, 92, 255},
                                        {255, 0, 255},
                                        {0, 255, 255},
                                        {255, 255, 255}}};

constexpr std::array<int, 6> kCubeLevels = {0, 95, 135, 175, 215, 255};
constexpr int kCubeStart = 16;
constexpr int kGreyStart = 232;

struct NamedColour {
    std::string_view name;
    std::uint8_t index;
};

// Names a content author may write. The sixteen ANSI names first, then a few 256-palette names.
constexpr std::array<NamedColour, 27> kNames = {{
    {"black", 0},          {"red", 1},           {"green", 2},         {"yellow", 3},
    {"blue", 4},           {"magenta", 5},       {"cyan", 6},          {"white", 7},
    {"bright_black", 8},   {"bright_red", 9},    {"bright_green", 10}, {"bright_yellow", 11},
    {"bright_blue", 12},   {"bright_magenta", 13}, {"bright_cyan", 14}, {"bright_white", 15},
    {"grey", 8},           {"gray", 8},          {"orange", 208},      {"brown", 130},
    {"pink", 218},         {"purple", 93},       {"gold", 220},        {"silver", 250},
    {"dark_green", 22},    {"dark_red", 88},     {"violet", 177},
}};

constexpr int kLuminanceSplit = 128;

int hex_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<Rgb> parse_hex(std::string_view text) noexcept {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    std::array<int, 3> parts{};
    for (std::size_t i = 0; i < 3; ++i) {
        const int hi = hex_digit(text[1 + 2 * i]);
        const int lo = hex_digit(text[2 + 2 * i]);
        if (hi < 0 || lo < 0) return std::nullopt;
        parts[i] = hi * 16 + lo;
    }
    return Rgb{parts[0], parts[1], parts[2]};
}

// Nearest palette entry in [first, last), by colour_distance; the first of equals wins.
Colour nearest_in(Rgb rgb, int first, int last) noexcept {
    int best = first;
    int best_distance = colour_distance(rgb, palette_rgb(Colour{static_cast<std::uint8_t>(first)}));
    for (int i = first + 1; i < last; ++i) {
        const int d = colour_distance(rgb, palette_rgb(Colour{static_cast<std::uint8_t>(i)}));
        if (d < best_distance) {
            best = i;
            best_distance = d;
        }
    }
    return Colour{static_cast<std::uint8_t>(best)};
}

int luminance(Rgb c) noexcept { return (299 * c.r + 587 * c.g + 114 * c.b) / 1000; }

// The glyph colour to use when the wanted one would vanish into `bg`: the palette's white or black,
// whichever stands out from the background.
int contrasting_fg(Rgb bg, ColourMode mode) noexcept {
    if (luminance(bg) >= kLuminanceSplit) return colours::black.index;
    return mode == ColourMode::c8 ? colours::white.index : colours::bright_white.index;
}

}  // namespace

Rgb palette_rgb(Colour c) noexcept {
    const int i = c.index;
    if (i < kCubeStart) return kAnsi[static_cast<std::size_t>(i)];
    if (i >= kGreyStart) {
        const int level = 8 + 10 * (i - kGreyStart);
        return {level, level, level};
    }
    const int cube = i - kCubeStart;
    return {kCubeLevels[static_cast<std::size_t>(cube / 36)], kCubeLevels[static_cast<std::size_t>(cube / 6 % 6)],
            kCubeLevels[static_cast<std::size_t>(cube % 6)]};
}

int colour_distance(Rgb a, Rgb b) noexcept {
    const int dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b;
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db;
}

std::optional<Colour> colour_from_name(std::string_view name) noexcept {
    for (const NamedColour& n : kNames) {
        if (n.name == name) return Colour{n.index};
    }
    // Hex colours map into the cube and grey ramp only: 0-15 change with the user's theme, those do not.
    if (const auto rgb = parse_hex(name)) return nearest_in(*rgb, kCubeStart, 256);
    return std::nullopt;
}

std::string_view colour_mode_name(ColourMode m) noexcept {
    switch (m) {
        case ColourMode::c256: return "256";
        case ColourMode::c16: return "16";
        case ColourMode::c8: return "8";
        case ColourMode::mono: return "mono";
    }
    return "mono";
}

std::optional<ColourMode> colour_mode_from_name(std::string_view name) noexcept {
    for (const ColourMode m : {ColourMode::c256, ColourMode::c16, ColourMode::c8, ColourMode::mono}) {
        if (colour_mode_name(m) == name) return m;
    }
    return std::nullopt;
}

ColourMode poorer(ColourMode a, ColourMode b) noexcept { return static_cast<int>(a) > static_cast<int>(b) ? a : b; }

Colour nearest16(Colour c) noexcept {
    if (c.index < kCubeStart) return c;
    return nearest_in(palette_rgb(c), 0, kCubeStart);
}

std::array<Rgb, 2> shown_rgb(const ResolvedColours& r) noexcept {
    // Bold is not counted as brightening: many terminals draw bold black as black.
    Rgb fg = r.fg < 0 ? kAnsi[7] : palette_rgb(Colour{static_cast<std::uint8_t>(r.fg)});
    Rgb bg = r.bg < 0 ? kAnsi[0] : palette_rgb(Colour{static_cast<std::uint8_t>(r.bg)});
    if (r.reverse) std::swap(fg, bg);
    return {fg, bg};
}

ResolvedColours resolve(Colour fg, Colour bg, ColourMode mode) noexcept {
    ResolvedColours out;
    switch (mode) {
        case ColourMode::mono:
            out.reverse = nearest16(bg) != colours::black;
            return out;
        case ColourMode::c256:
            out.fg = fg.index;
            out.bg = bg.index;
            break;
        case ColourMode::c16:
            out.fg = nearest16(fg).index;
            out.bg = nearest16(bg).index;
            break;
        case ColourMode::c8: {
            const int fg16 = nearest16(fg).index;
            out.fg = fg16 % 8;
            out.bold = fg16 >= 8;
            out.bg = nearest16(bg).index % 8;
            break;
        }
    }
    const auto shown = shown_rgb(out);
    if (out.fg == out.bg || colour_distance(shown[0], shown[1]) < kMinVisibleDistance) {
        out.fg = contrasting_fg(shown[1], mode);
        out.bold = false;
    }
    return out;
}

}  // namespace yoord
