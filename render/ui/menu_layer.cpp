#include "render/ui/menu_layer.hpp"

#include <algorithm>

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"
#include "render/screen_reader.hpp"

namespace yoord {
namespace {

constexpr int kMinMenuWidth = 30;
constexpr int kMenuMargin = 2;      // inside the frame, each side
constexpr int kMenuChromeRows = 4;  // frame top, blank, hint, frame bottom
std::string hint() { return phrase("menu.hint"); }

std::string item_text(const MenuItem& item) {
    if (item.letter == 0) return "    " + item.label;
    std::string out;
    append_utf8(out, item.letter);
    return out + " - " + item.label;
}

std::vector<std::string> detail_rows(const MenuItem& item, int width) {
    std::vector<std::string> rows;
    for (const std::string& line : item.details) {
        for (std::string& part : wrap_text(line, width)) {
            if (static_cast<int>(rows.size()) == kMaxDetailRows) return rows;
            rows.push_back(std::move(part));
        }
    }
    return rows;
}

}  // namespace

int details_height(const std::vector<MenuItem>& items, int width) {
    int rows = 0;
    for (const MenuItem& item : items) rows = std::max(rows, static_cast<int>(detail_rows(item, width).size()));
    return rows == 0 ? 0 : rows + 1;
}

void draw_details(const Canvas& area, const MenuItem& item) {
    const std::vector<std::string> rows = detail_rows(item, area.width());
    for (int row = 0; row < area.height() && row < static_cast<int>(rows.size()); ++row) {
        area.text(0, row, rows[static_cast<std::size_t>(row)]);
    }
}

MenuLayer::MenuLayer(std::string title, std::vector<MenuItem> items, std::string name)
    : MenuLayer(std::move(title), {}, std::move(items), std::move(name)) {}

MenuLayer::MenuLayer(std::string title, std::vector<std::string> header, std::vector<MenuItem> items, std::string name)
    : name_(std::move(name)), title_(std::move(title)), header_(std::move(header)), items_(std::move(items)) {
    const auto first = std::find_if(items_.begin(), items_.end(), [](const MenuItem& i) { return i.enabled; });
    cursor_ = first == items_.end() ? 0 : static_cast<std::size_t>(first - items_.begin());
}

void MenuLayer::draw(const Canvas& screen) {
    int width = std::max({kMinMenuWidth, text_width(title_) + 4, text_width(hint())});
    for (const MenuItem& item : items_) width = std::max(width, text_width(item_text(item)));
    for (const std::string& line : header_) width = std::max(width, text_width(line));
    width = std::min(width, std::max(1, screen.width() - 2 * kMenuMargin));
    std::vector<std::string> header;
    for (const std::string& line : header_) {
        for (std::string& part : wrap_text(line, width)) header.push_back(std::move(part));
    }
    if (!header.empty()) header.emplace_back();  // a blank row between what it is and what to do
    const int header_rows = static_cast<int>(header.size());
    int details = details_height(items_, width);
    const int wanted_rows = header_rows + static_cast<int>(items_.size()) + details + kMenuChromeRows;
    const Rect box = centred(screen.bounds(), width + 2 * kMenuMargin, wanted_rows);
    const Canvas panel = screen.sub(box);
    panel.fill();
    panel.frame(title_);
    const int shown_header = std::min(header_rows, std::max(0, box.height - kMenuChromeRows - 1));
    const Canvas top = panel.sub(Rect{kMenuMargin, 1, box.width - 2 * kMenuMargin, shown_header});
    for (int row = 0; row < shown_header; ++row) top.text(0, row, header[static_cast<std::size_t>(row)]);
    if (box.height - kMenuChromeRows - shown_header - details < 1) details = 0;  // the list first, on a short screen
    page_ = std::max(1, box.height - kMenuChromeRows - shown_header - details);
    const int cursor = static_cast<int>(cursor_);
    scroll_ = std::clamp(scroll_, std::max(0, cursor - page_ + 1), cursor);
    const Canvas body = panel.sub(Rect{kMenuMargin, 1 + shown_header, box.width - 2 * kMenuMargin, page_});
    for (int row = 0; row < page_ && scroll_ + row < static_cast<int>(items_.size()); ++row) {
        const auto index = static_cast<std::size_t>(scroll_ + row);
        const MenuItem& item = items_[index];
        Style style = item.enabled ? styles::normal : styles::dim;
        if (index == cursor_ && item.enabled) style = styles::selected;
        if (index == cursor_) body.fill(Rect{0, row, body.width(), 1}, style);
        std::string text = item_text(item);
        if (!item.enabled && screen_reader_on()) text += phrase("menu.unavailable");  // dim is colour alone
        body.text(0, row, text, style);
        if (index == cursor_) body.mark_cursor(0, row);
    }
    if (details > 0 && cursor_ < items_.size()) {
        draw_details(panel.sub(Rect{kMenuMargin, 2 + shown_header + page_, box.width - 2 * kMenuMargin, details - 1}),
                     items_[cursor_]);
    }
    panel.sub(Rect{kMenuMargin, box.height - 2, box.width - 2 * kMenuMargin, 1}).text(0, 0, hint(), styles::hint);
}

void MenuLayer::move_cursor(int delta) {
    if (items_.empty()) return;
    const int count = static_cast<int>(items_.size());
    int at = static_cast<int>(cursor_);
    for (int tries = 0; tries < count; ++tries) {
        at = (at + delta + count) % count;
        if (items_[static_cast<std::size_t>(at)].enabled) break;
    }
    cursor_ = static_cast<std::size_t>(at);
}

void MenuLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case keys::escape: cancel(); return;
        case keys::up: move_cursor(-1); return;
        case keys::down: move_cursor(1); return;
        case keys::page_up: move_cursor(-page_); return;
        case keys::page_down: move_cursor(page_); return;
        case keys::enter:
            if (cursor_ < items_.size() && items_[cursor_].enabled) finish(cursor_);
            return;
        default: break;
    }
    for (std::size_t i = 0; i < items_.size(); ++i) {
        if (items_[i].letter != 0 && items_[i].letter == key.code && items_[i].enabled) {
            finish(i);
            return;
        }
    }
}

}  // namespace yoord
