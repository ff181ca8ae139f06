#include "render/ui/text_pager.hpp"

#include "render/utf8.hpp"

#include <algorithm>

namespace yoord {
namespace {

constexpr int kTitleRows = 1;
constexpr int kHintRows = 1;
constexpr std::string_view kHint = "↑↓ jk scroll · PgUp PgDn Space page · Esc q Enter close";

}  // namespace

TextPagerLayer::TextPagerLayer(std::string name, std::string title, Builder lines, Start start)
    : name_(std::move(name)), title_(std::move(title)), build_(std::move(lines)), at_bottom_(start == Start::bottom) {}

void TextPagerLayer::clamp(int line_count, int page) {
    const int max_offset = std::max(0, line_count - page);
    if (at_bottom_) offset_ = max_offset;
    offset_ = std::clamp(offset_, 0, max_offset);
    at_bottom_ = false;
}

void TextPagerLayer::draw(const Canvas& screen) {
    screen.fill();
    screen.text(1, 0, title_, styles::heading);
    const Canvas body = screen.sub(Rect{2, kTitleRows, screen.width() - 4, screen.height() - kTitleRows - kHintRows});
    const std::vector<StyledLine> lines = build_(body.width());
    last_page_ = std::max(1, body.height());
    last_count_ = static_cast<int>(lines.size());
    clamp(last_count_, last_page_);
    for (int row = 0; row < body.height() && offset_ + row < last_count_; ++row) {
        int x = 0;
        for (const Span& span : lines[static_cast<std::size_t>(offset_ + row)]) x += body.text(x, row, span.text, span.style);
    }
    const Canvas hint = screen.sub(Rect{1, screen.height() - kHintRows, screen.width() - 2, kHintRows});
    std::string position;
    if (last_count_ > last_page_) {
        position = "  (" + std::to_string(offset_ + 1) + "-" + std::to_string(std::min(last_count_, offset_ + last_page_)) +
                   " of " + std::to_string(last_count_) + ")";
    }
    const int drawn = hint.text(0, 0, kHint, styles::hint);
    hint.text(drawn, 0, position, styles::dim);
}

void TextPagerLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case keys::up:
        case U'k': --offset_; break;
        case keys::down:
        case U'j': ++offset_; break;
        case keys::page_up: offset_ -= last_page_; break;
        case keys::page_down:
        case keys::space: offset_ += last_page_; break;
        case keys::home:
        case U'g': offset_ = 0; break;
        case keys::end:
        case U'G': offset_ = last_count_; break;
        case keys::escape:
        case keys::enter:
        case U'q': close(); break;
        default: break;
    }
    clamp(last_count_, last_page_);
}

std::unique_ptr<TextPagerLayer> make_lines_layer(std::string name, std::string title, std::vector<std::string> lines) {
    return std::make_unique<TextPagerLayer>(std::move(name), std::move(title), [lines = std::move(lines)](int width) {
        std::vector<StyledLine> out;
        for (const std::string& line : lines) {
            if (line.empty()) {
                out.emplace_back();
                continue;
            }
            for (std::string& part : wrap_text(line, std::max(1, width - 2))) out.push_back(StyledLine{Span{std::move(part)}});
        }
        return out;
    });
}

}  // namespace yoord
