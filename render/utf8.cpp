#include "render/utf8.hpp"

namespace yoord {
namespace {

constexpr char32_t kReplacement = 0xFFFD;
constexpr char32_t kMaxCodePoint = 0x10FFFF;

// Length of a UTF-8 sequence from its lead byte; 0 for a byte that cannot start one.
int sequence_length(unsigned char lead) noexcept {
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 0;
}

}  // namespace

std::u32string decode_utf8(std::string_view text) {
    std::u32string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const int length = sequence_length(lead);
        if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        bool ok = true;
        for (int k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) {
                ok = false;
                break;
            }
            c = (c << 6) | (next & 0x3F);
        }
        if (!ok || c > kMaxCodePoint) {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        out.push_back(c);
        i += static_cast<std::size_t>(length);
    }
    return out;
}

void append_utf8(std::string& out, char32_t c) {
    if (c > kMaxCodePoint) c = kReplacement;
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

std::string encode_utf8(std::u32string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char32_t c : text) append_utf8(out, c);
    return out;
}

std::string upper_case(std::string_view text) {
    std::u32string chars = decode_utf8(text);
    for (char32_t& c : chars) {
        const bool ascii_lower = c >= U'a' && c <= U'z';
        // U+00E0..U+00FE are the capitals U+00C0..U+00DE moved by 0x20, except the division sign U+00F7.
        const bool latin1_lower = c >= 0xE0 && c <= 0xFE && c != 0xF7;
        if (ascii_lower || latin1_lower) c -= 0x20;
    }
    return encode_utf8(chars);
}

int text_width(std::string_view text) { return static_cast<int>(decode_utf8(text).size()); }

namespace {

// Where a word too long for the line may break without cutting a name: just after the last path separator in
// chars[start, cut), else after the last hyphen or underscore; `start` when there is none.
std::size_t break_after_separator(const std::u32string& chars, std::size_t start, std::size_t cut) {
    for (const std::u32string_view separators : {std::u32string_view(U"/"), std::u32string_view(U"-_")}) {
        for (std::size_t i = cut; i > start + 1; --i) {
            if (separators.find(chars[i - 1]) != std::u32string_view::npos) return i;
        }
    }
    return start;
}

}  // namespace

std::vector<std::string> wrap_text(std::string_view text, int width) {
    std::vector<std::string> lines;
    if (width < 1) width = 1;
    const std::u32string chars = decode_utf8(text);
    const auto w = static_cast<std::size_t>(width);
    std::size_t start = 0;
    while (chars.size() - start > w) {
        // Break at the last space that keeps the line within the width; cut the word if there is none.
        std::size_t cut = start + w;
        std::size_t space = cut;
        while (space > start && chars[space] != U' ') --space;
        std::size_t next = cut;
        if (space > start) {
            cut = space;
            next = space + 1;
        } else if (const std::size_t after = break_after_separator(chars, start, cut); after > start) {
            cut = after;  // a path or a long name: keep the separator on this line, the next name whole
            next = after;
        }
        lines.push_back(encode_utf8(std::u32string_view(chars).substr(start, cut - start)));
        start = next;
        while (start < chars.size() && chars[start] == U' ') ++start;
    }
    lines.push_back(encode_utf8(std::u32string_view(chars).substr(start)));
    return lines;
}

}  // namespace yoord
