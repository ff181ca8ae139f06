#include "render/glyph.hpp"

#include <array>

namespace yoord {
namespace {

struct Fallback {
    char32_t glyph;
    char ascii;
};

constexpr std::array<Fallback, 47> kFallbacks = {{
    // Box drawing, light and heavy and double.
    {U'─', '-'}, {U'━', '-'}, {U'═', '='}, {U'│', '|'}, {U'┃', '|'}, {U'║', '|'},
    {U'┌', '+'}, {U'┐', '+'}, {U'└', '+'}, {U'┘', '+'}, {U'├', '+'}, {U'┤', '+'},
    {U'┬', '+'}, {U'┴', '+'}, {U'┼', '+'}, {U'╔', '+'}, {U'╗', '+'}, {U'╚', '+'},
    {U'╝', '+'},
    // Shades and blocks.
    {U'░', '#'}, {U'▒', '#'}, {U'▓', '#'}, {U'█', '#'},
    // Map and item symbols.
    {U'·', '.'}, {U'•', '*'}, {U'∙', '.'}, {U'≈', '~'}, {U'∩', '^'}, {U'♣', '&'},
    {U'♠', '&'}, {U'♥', '*'}, {U'♦', '*'}, {U'†', '+'}, {U'¤', '$'}, {U'Ω', '0'},
    // Arrows.
    {U'←', '<'}, {U'→', '>'}, {U'↑', '^'}, {U'↓', 'v'},
    // Typography.
    {U'×', 'x'}, {U'…', '.'}, {U'—', '-'}, {U'–', '-'}, {U'‘', '\''}, {U'’', '\''},
    {U'“', '"'}, {U'”', '"'},
}};

constexpr char32_t kFirstPrintable = 0x20;
constexpr char32_t kLastPrintable = 0x7e;

}  // namespace

char ascii_fallback(char32_t glyph) noexcept {
    if (glyph >= kFirstPrintable && glyph <= kLastPrintable) return static_cast<char>(glyph);
    for (const Fallback& f : kFallbacks) {
        if (f.glyph == glyph) return f.ascii;
    }
    return '?';
}

}  // namespace yoord
