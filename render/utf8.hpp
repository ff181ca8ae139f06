#pragma once
// UTF-8 in and out, and word wrapping by terminal columns. Yoord's glyphs are all one column wide, so a
// column is a code point here; text with wide (CJK) characters is not supported by the screens.

#include <string>
#include <string_view>
#include <vector>

namespace yoord {

// Decodes UTF-8; a malformed byte becomes U+FFFD so bad text shows as a mark rather than vanishing.
[[nodiscard]] std::u32string decode_utf8(std::string_view text);
[[nodiscard]] std::string encode_utf8(std::u32string_view text);
void append_utf8(std::string& out, char32_t c);

// Columns `text` takes on screen.
[[nodiscard]] int text_width(std::string_view text);

// `text` in capitals: ASCII and the Latin-1 letters the shipped languages use (ç -> Ç, ò -> Ò, ñ -> Ñ); any
// other character as it is. For headings such as a manual page's sections.
[[nodiscard]] std::string upper_case(std::string_view text);

// Splits `text` into lines of at most `width` columns, breaking at spaces; a word longer than the width is cut.
// An empty text gives one empty line.
[[nodiscard]] std::vector<std::string> wrap_text(std::string_view text, int width);

}  // namespace yoord
