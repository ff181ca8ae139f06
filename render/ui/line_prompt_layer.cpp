#include "render/ui/line_prompt_layer.hpp"

#include <algorithm>

#include "render/utf8.hpp"

namespace yoord {

namespace {

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

void pop_character(std::string& line) {
    while (!line.empty() && is_continuation(line.back())) line.pop_back();
    if (!line.empty()) line.pop_back();
}

}  // namespace

LinePromptLayer::LinePromptLayer(std::string question, std::string line, std::size_t max_bytes)
    : question_(std::move(question)), line_(std::move(line)), max_bytes_(max_bytes) {}

void LinePromptLayer::draw(const Canvas& screen) {
    const Canvas row = screen.sub(Rect{0, 0, screen.width(), 1});
    row.fill();
    const int asked = row.text(0, 0, question_ + " ", styles::warning);
    // A long line scrolls: its end, where the typing is, stays in view.
    const int room = std::max(1, row.width() - asked - 1);
    std::u32string shown = decode_utf8(line_);
    if (static_cast<int>(shown.size()) > room) shown.erase(0, shown.size() - static_cast<std::size_t>(room));
    const int typed = row.text(asked, 0, encode_utf8(shown), styles::normal);
    row.mark_cursor(std::min(asked + typed, row.width() - 1), 0);
}

void LinePromptLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case keys::escape:
        case keys::hangup: cancel(); return;
        case keys::enter:
        case U'\r': finish(line_); return;
        case keys::backspace:
        case U'\b': pop_character(line_); return;
        default: break;
    }
    if (key.code < 0x20 || key.code == 0x7f || key.code >= keys::kNamedBase) return;
    std::string typed;
    append_utf8(typed, key.code);
    if (line_.size() + typed.size() <= max_bytes_) line_ += typed;
}

}  // namespace yoord
