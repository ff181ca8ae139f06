#include "render/ui/barter_layer.hpp"

#include <algorithm>

#include "render/screen_reader.hpp"
#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

constexpr int kBarterMargin = 2;       // inside the frame, each side
constexpr int kGutter = 3;       // between the two columns
constexpr int kBarterChromeRows = 5;   // frame top, column titles, blank, hint, frame bottom
constexpr int kMinColumn = 20;

constexpr std::string_view kContinued = "    ";  // a wrapped name's next rows, under its text

std::string line_text(const MenuItem& item, bool chosen) {
    std::string out = chosen ? "* " : "  ";  // the choice is marked, not only coloured
    if (item.letter != 0) append_utf8(out, item.letter);
    else out += ' ';
    return out + " - " + item.label;
}

// A line cut into rows of `width`, the rows after the first indented.
std::vector<std::string> wrapped(const std::string& line, int width) {
    std::vector<std::string> rows = wrap_text(line, width);
    if (rows.size() <= 1) return rows;
    std::vector<std::string> rest = wrap_text(line.substr(rows.front().size()), std::max(1, width - static_cast<int>(kContinued.size())));
    rows.resize(1);
    for (std::string& part : rest) {
        const std::size_t text = part.find_first_not_of(' ');
        rows.push_back(std::string(kContinued) + (text == std::string::npos ? part : part.substr(text)));
    }
    return rows;
}

}  // namespace

BarterLayer::BarterLayer(std::string title, std::vector<std::string> header, BarterColumns columns, std::string name)
    : name_(std::move(name)), title_(std::move(title)), header_(std::move(header)), columns_(std::move(columns)) {}

const std::vector<MenuItem>& BarterLayer::column(int side) const {
    return side == 0 ? columns_.theirs : columns_.yours;
}

void BarterLayer::choose(int side, std::size_t line) {
    const std::vector<MenuItem>& items = column(side);
    if (line >= items.size() || !items[line].enabled) return;
    cursor_[side] = line;
    if (side == 0 && line + columns_.final_lines >= items.size()) {
        finish(BarterChoice{line, std::nullopt});
        return;
    }
    chosen_[side] = line;
    if (chosen_[0] && chosen_[1]) {
        finish(BarterChoice{*chosen_[0], chosen_[1]});
        return;
    }
    focus_ = chosen_[0] ? 1 : 0;
}

void BarterLayer::on_key(Key key, LayerStack& /*stack*/) {
    const std::vector<MenuItem>& items = column(focus_);
    const int count = static_cast<int>(items.size());
    switch (key.code) {
        case keys::escape: cancel(); return;
        case keys::tab: focus_ = 1 - focus_; return;
        case keys::left: focus_ = 0; return;
        case keys::right: focus_ = 1; return;
        case keys::up:
        case keys::down:
            if (count > 0) {
                const int step = key.code == keys::up ? -1 : 1;
                cursor_[focus_] = static_cast<std::size_t>((static_cast<int>(cursor_[focus_]) + step + count) % count);
            }
            return;
        case keys::enter: choose(focus_, cursor_[focus_]); return;
        default: break;
    }
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].letter != 0 && items[i].letter == key.code) {
            choose(focus_, i);
            return;
        }
    }
}

void BarterLayer::draw_column(const Canvas& area, int side) const {
    const std::vector<MenuItem>& items = column(side);
    const bool focused = side == focus_;
    std::string title = side == 0 ? columns_.theirs_title : columns_.yours_title;
    if (focused && screen_reader_on()) title += phrase("barter.focused");  // the focus is not only a colour
    area.text(0, 0, title, focused ? styles::selected : styles::normal);
    // A long name wraps onto the next rows, indented, rather than losing its end.
    const auto lines_of = [&](std::size_t i) { return wrapped(line_text(items[i], chosen_[side] == i), area.width()); };
    const int rows = area.height() - 1;
    std::size_t first = std::min(cursor_[side], items.empty() ? 0 : items.size() - 1);
    for (int used = items.empty() ? 0 : static_cast<int>(lines_of(first).size()); first > 0;) {
        const int above = static_cast<int>(lines_of(first - 1).size());
        if (used + above > rows) break;
        used += above;
        --first;
    }
    int row = 1;
    for (std::size_t index = first; index < items.size() && row <= rows; ++index) {
        const MenuItem& item = items[index];
        Style style = item.enabled ? styles::normal : styles::dim;
        if (focused && index == cursor_[side] && item.enabled) style = styles::selected;
        if (focused && index == cursor_[side]) area.mark_cursor(0, row);
        for (const std::string& part : lines_of(index)) {
            if (row > rows) break;
            area.text(0, row++, part, style);
        }
    }
}

void BarterLayer::draw(const Canvas& screen) {
    int column_width = kMinColumn;
    for (int side = 0; side < 2; ++side) {
        column_width = std::max(column_width, text_width(side == 0 ? columns_.theirs_title : columns_.yours_title));
        for (const MenuItem& item : column(side)) column_width = std::max(column_width, text_width(line_text(item, true)));
    }
    const int widest = std::max(1, screen.width() - 2 * kBarterMargin - 2);
    column_width = std::min(column_width, (widest - kGutter) / 2);
    int width = std::max({2 * column_width + kGutter, text_width(title_) + 4, text_width(phrase("barter.hint"))});
    width = std::min(width, widest);
    std::vector<std::string> header;
    for (const std::string& line : header_) {
        for (std::string& part : wrap_text(line, width)) header.push_back(std::move(part));
    }
    if (!header.empty()) header.emplace_back();
    int longest = 0;  // rows, once long names wrap
    for (int side = 0; side < 2; ++side) {
        int rows = 0;
        for (const MenuItem& item : column(side)) rows += static_cast<int>(wrapped(line_text(item, true), column_width).size());
        longest = std::max(longest, rows);
    }
    // The details of the line under the focused cursor, below both columns, in rows kept for the longest.
    const std::vector<MenuItem>& focused = column(focus_);
    int details = std::max(details_height(columns_.theirs, width), details_height(columns_.yours, width));
    const Rect box = centred(screen.bounds(), width + 2 * kBarterMargin,
                             static_cast<int>(header.size()) + longest + details + kBarterChromeRows);
    const Canvas panel = screen.sub(box);
    panel.fill();
    panel.frame(title_);
    const int header_rows = std::min(static_cast<int>(header.size()), std::max(0, box.height - kBarterChromeRows - 1));
    const Canvas top = panel.sub(Rect{kBarterMargin, 1, width, header_rows});
    for (int row = 0; row < header_rows; ++row) top.text(0, row, header[static_cast<std::size_t>(row)]);
    if (box.height - 3 - header_rows - details < 2) details = 0;  // the columns first, on a short screen
    const int body_rows = std::max(2, box.height - 3 - header_rows - details);
    draw_column(panel.sub(Rect{kBarterMargin, 1 + header_rows, column_width, body_rows}), 0);
    draw_column(panel.sub(Rect{kBarterMargin + column_width + kGutter, 1 + header_rows, column_width, body_rows}), 1);
    if (details > 0 && cursor_[focus_] < focused.size()) {
        draw_details(panel.sub(Rect{kBarterMargin, 1 + header_rows + body_rows, width, details - 1}), focused[cursor_[focus_]]);
    }
    panel.sub(Rect{kBarterMargin, box.height - 2, width, 1}).text(0, 0, phrase("barter.hint"), styles::hint);
}

}  // namespace yoord
