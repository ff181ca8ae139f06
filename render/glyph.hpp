#pragma once
// The ASCII fallback: when the locale is not UTF-8 (or the player asks for ascii_only), every glyph is drawn
// with a stand-in from printable ASCII, chosen to keep the look (box lines become - | +, shades become #).

namespace yoord {

enum class GlyphMode { unicode, ascii };

// Printable ASCII (0x20-0x7e) maps to itself; a known symbol to its stand-in; anything else to '?'.
[[nodiscard]] char ascii_fallback(char32_t glyph) noexcept;

}  // namespace yoord
