#include "render/null_terminal.hpp"

#include <algorithm>

#include "core/assert.hpp"
#include "render/utf8.hpp"

namespace yoord {

NullTerminal::NullTerminal(Size size, GlyphMode glyphs, ColourMode colours)
    : size_(size),
      glyphs_(glyphs),
      colours_(colours),
      back_(static_cast<std::size_t>(size.width * size.height)),
      front_(back_) {
    YOORD_ASSERT(size.width >= 0 && size.height >= 0, "negative terminal size");
}

std::size_t NullTerminal::index(int x, int y) const { return static_cast<std::size_t>(y * size_.width + x); }

void NullTerminal::put_cell(int x, int y, const Cell& cell) {
    if (x < 0 || y < 0 || x >= size_.width || y >= size_.height) return;
    back_[index(x, y)] = cell;
}

void NullTerminal::clear() { std::fill(back_.begin(), back_.end(), Cell{}); }

void NullTerminal::present() {
    front_ = back_;
    front_cursor_ = back_cursor_;
    ++frames_;
}

std::optional<Key> NullTerminal::poll_key(std::chrono::milliseconds /*timeout*/) {
    if (script_.empty()) return Key{keys::hangup};
    const Scripted next = script_.front();
    script_.pop_front();
    if (next.key.code == keys::resize) {
        // Like a real terminal after a resize: the contents are gone until the next full redraw.
        size_ = next.size;
        back_.assign(static_cast<std::size_t>(size_.width * size_.height), Cell{});
        front_ = back_;
    }
    return next.key;
}

void NullTerminal::queue_key(Key k) { script_.push_back({k, {}}); }

void NullTerminal::type(std::string_view text) {
    for (const char32_t c : decode_utf8(text)) queue_key(Key{c});
}

void NullTerminal::queue_resize(Size size) { script_.push_back({Key{keys::resize}, size}); }

const Cell& NullTerminal::cell(int x, int y) const {
    YOORD_ASSERT(x >= 0 && y >= 0 && x < size_.width && y < size_.height, "cell outside the terminal");
    return front_[index(x, y)];
}

std::string NullTerminal::to_string() const {
    std::string out;
    for (int y = 0; y < size_.height; ++y) {
        std::string line;
        for (int x = 0; x < size_.width; ++x) {
            const char32_t glyph = front_[index(x, y)].glyph;
            if (glyphs_ == GlyphMode::ascii) {
                line.push_back(ascii_fallback(glyph));
            } else {
                append_utf8(line, glyph);
            }
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        if (y > 0) out.push_back('\n');
        out += line;
    }
    return out;
}

}  // namespace yoord
