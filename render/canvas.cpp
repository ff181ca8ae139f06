#include "render/canvas.hpp"

#include <algorithm>

#include "render/utf8.hpp"
#include "render/screen_reader.hpp"

namespace yoord {

Rect centred(Rect outer, int width, int height) noexcept {
    width = std::min(width, outer.width);
    height = std::min(height, outer.height);
    return {outer.x + (outer.width - width) / 2, outer.y + (outer.height - height) / 2, width, height};
}

void Canvas::mark_cursor(int x, int y) const {
    if (!screen_reader_on() || x < 0 || y < 0 || x >= area_.width || y >= area_.height) return;
    terminal_->rest_cursor(CursorAt{area_.x + x, area_.y + y});
}

Canvas::Canvas(Terminal& terminal) : Canvas(terminal, Rect{0, 0, terminal.size().width, terminal.size().height}) {}

Canvas::Canvas(Terminal& terminal, Rect area)
    : terminal_(&terminal), area_(area.intersection(Rect{0, 0, terminal.size().width, terminal.size().height})) {}

Canvas Canvas::sub(Rect area) const {
    Canvas out = *this;
    out.area_ = Rect{area_.x + area.x, area_.y + area.y, area.width, area.height}.intersection(area_);
    return out;
}

void Canvas::put(int x, int y, const Cell& cell) const {
    if (!bounds().contains(Point{x, y})) return;
    terminal_->put_cell(area_.x + x, area_.y + y, cell);
}

namespace {
std::size_t g_cut_texts = 0;
}  // namespace

std::size_t cut_text_count() noexcept { return g_cut_texts; }

int Canvas::text(int x, int y, std::string_view utf8, Style style) const {
    int drawn = 0;
    for (const char32_t c : decode_utf8(utf8)) {
        if (x + drawn >= area_.width) {
            if (c != U' ') ++g_cut_texts;  // trailing blanks lost at the edge are no loss
            if (c != U' ') break;
            continue;
        }
        put(x + drawn, y, Cell{c, style.fg, style.bg, style.attrs});
        ++drawn;
    }
    return drawn;
}

void Canvas::centred_text(int y, std::string_view utf8, Style style) const {
    const int width = text_width(utf8);
    text(std::max(0, (area_.width - width) / 2), y, utf8, style);
}

void Canvas::fill(Rect area, Style style) const {
    const Rect clipped = area.intersection(bounds());
    for (int y = clipped.y; y < clipped.y + clipped.height; ++y) {
        for (int x = clipped.x; x < clipped.x + clipped.width; ++x) put(x, y, Cell{U' ', style.fg, style.bg, style.attrs});
    }
}

void Canvas::frame(std::string_view title, Style style) const {
    const int right = area_.width - 1;
    const int bottom = area_.height - 1;
    if (right < 1 || bottom < 1) return;
    auto line = [&](int x, int y, char32_t glyph) { put(x, y, Cell{glyph, style.fg, style.bg, style.attrs}); };
    for (int x = 1; x < right; ++x) {
        line(x, 0, U'─');
        line(x, bottom, U'─');
    }
    for (int y = 1; y < bottom; ++y) {
        line(0, y, U'│');
        line(right, y, U'│');
    }
    line(0, 0, U'┌');
    line(right, 0, U'┐');
    line(0, bottom, U'└');
    line(right, bottom, U'┘');
    if (!title.empty()) {
        const Canvas top = sub(Rect{2, 0, area_.width - 4, 1});
        const int drawn = top.text(0, 0, " ", style);
        const int title_width = top.text(drawn, 0, title, styles::heading);
        top.text(drawn + title_width, 0, " ", style);
    }
}

}  // namespace yoord
