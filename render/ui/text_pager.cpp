#include "render/ui/text_pager.hpp"

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

#include <algorithm>

namespace yoord {
namespace {

constexpr int kTitleRows = 1;
constexpr int kHintRows = 1;
constexpr int kMarginColumn = 0;  // the search mark's column, left of the text
constexpr Style kMatchStyle{colours::black, colours::bright_yellow, Attr::none};

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// A line wider than `width` continues on the next rows, indented two columns (a longer language's help row);
// a line that fits is left alone.
std::vector<StyledLine> fitted(std::vector<StyledLine> lines, int width) {
    constexpr int kIndent = 2;
    if (width <= kIndent) return lines;
    std::vector<StyledLine> out;
    for (StyledLine& line : lines) {
        int total = 0;
        for (const Span& s : line) total += text_width(s.text);
        if (total <= width) {
            out.push_back(std::move(line));
            continue;
        }
        StyledLine row;
        int used = 0;
        for (const Span& s : line) {
            std::string piece;
            for (const char32_t c : decode_utf8(s.text)) {
                if (used == width) {
                    if (!piece.empty()) row.push_back(Span{std::move(piece), s.style});
                    out.push_back(std::move(row));
                    row = StyledLine{Span{std::string(kIndent, ' ')}};
                    piece.clear();
                    used = kIndent;
                }
                append_utf8(piece, c);
                ++used;
            }
            if (!piece.empty()) row.push_back(Span{std::move(piece), s.style});
        }
        if (!row.empty()) out.push_back(std::move(row));
    }
    return out;
}

std::string line_text(const StyledLine& line) {
    std::string out;
    for (const Span& s : line) out += s.text;
    return out;
}

}  // namespace

TextPagerLayer::TextPagerLayer(std::string name, std::string title, Builder lines, Start start)
    : name_(std::move(name)), pages_{Page{std::move(title), std::move(lines)}}, at_bottom_(start == Start::bottom) {}

TextPagerLayer::TextPagerLayer(std::string name, std::vector<Page> pages)
    : name_(std::move(name)), pages_(std::move(pages)), at_bottom_(false) {}

void TextPagerLayer::turn_page(int step) {
    const int next = page_ + step;
    if (next < 0 || next >= page_count()) return;
    page_ = next;
    offset_ = 0;
    current_match_ = -1;
}

// The keys this page answers, joined; the short spelling of each when the long ones leave no room.
std::string TextPagerLayer::hint_text(int room, int position_width) const {
    const bool scrolls = last_count_ > last_page_;
    const bool has_next = page_ + 1 < page_count();
    const bool has_previous = page_ > 0;
    const auto join = [&](bool short_form) {
        std::vector<std::string> parts;
        const auto say = [&](std::string_view key, std::string_view short_key,
                             std::vector<std::pair<std::string_view, std::string>> args = {}) {
            parts.push_back(phrase(short_form ? short_key : key, std::move(args)));
        };
        if (scrolls) say("pager.scroll", "pager.scroll_short");
        if (has_next) say("pager.next_page", "pager.next_page_short", {{"text", pages_[static_cast<std::size_t>(page_ + 1)].title}});
        if (has_previous) say("pager.previous_page", "pager.previous_page_short");
        say("pager.search", "pager.search_short");
        say("pager.close", "pager.close_short");
        std::string out;
        for (const std::string& part : parts) out += (out.empty() ? "" : phrase("pager.separator")) + part;
        return out;
    };
    std::string full = join(false);
    if (text_width(full) + position_width <= room) return full;
    return join(true);
}

void TextPagerLayer::clamp(int line_count, int page) {
    const int max_offset = std::max(0, line_count - page);
    if (at_bottom_) offset_ = max_offset;
    offset_ = std::clamp(offset_, 0, max_offset);
    at_bottom_ = false;
}

void TextPagerLayer::draw(const Canvas& screen) {
    screen.fill();
    const Page& shown = pages_[static_cast<std::size_t>(page_)];
    const std::string title = page_count() == 1 ? shown.title
                                                : phrase("pager.page_title", {{"text", shown.title},
                                                                              {"n", std::to_string(page_ + 1)},
                                                                              {"total", std::to_string(page_count())}});
    screen.text(1, 0, title, styles::heading);
    const Canvas body = screen.sub(Rect{2, kTitleRows, screen.width() - 4, screen.height() - kTitleRows - kHintRows});
    const std::vector<StyledLine> lines = fitted(shown.lines(body.width()), body.width());
    last_page_ = std::max(1, body.height());
    last_count_ = static_cast<int>(lines.size());
    clamp(last_count_, last_page_);
    last_matches_ = matches(lines);
    if (needs_jump_) {  // a query just given: show its first match from here on
        needs_jump_ = false;
        jump(1);
        clamp(last_count_, last_page_);
    }
    const Canvas margin = screen.sub(Rect{kMarginColumn, kTitleRows, 1, body.height()});
    body.mark_cursor(0, 0);  // the top line, unless a search match is shown (marked below, later wins)
    for (int row = 0; row < body.height() && offset_ + row < last_count_; ++row) {
        const int index = offset_ + row;
        const bool matched = std::binary_search(last_matches_.begin(), last_matches_.end(), index);
        const bool current = matched && index == current_match_;
        if (matched) margin.text(0, row, current ? ">" : "*", styles::heading);
        int x = 0;
        for (const Span& span : lines[static_cast<std::size_t>(index)]) {
            x += body.text(x, row, span.text, current ? kMatchStyle : span.style);
        }
        if (current) body.mark_cursor(0, row);
    }
    const Canvas hint = screen.sub(Rect{1, screen.height() - kHintRows, screen.width() - 2, kHintRows});
    if (typing_) {
        const int drawn = hint.text(0, 0, phrase("pager.search_prompt", {{"word", query_}}), styles::heading);
        hint.mark_cursor(drawn, 0);
        return;
    }
    std::string position;
    if (last_count_ > last_page_) {
        position = phrase("pager.position", {{"n", std::to_string(offset_ + 1)},
                                             {"count", std::to_string(std::min(last_count_, offset_ + last_page_))},
                                             {"total", std::to_string(last_count_)}});
    }
    if (!query_.empty()) {
        position += phrase(last_matches_.empty() ? "pager.no_match" : "pager.matches",
                           {{"word", query_}, {"n", std::to_string(last_matches_.size())}});
    }
    // The keys' hint, then where the reader is.
    const std::string keys = hint_text(hint.width(), text_width(position));
    const int drawn = hint.text(0, 0, keys, styles::hint);
    hint.text(drawn, 0, position, styles::dim);
}

std::vector<int> TextPagerLayer::matches(const std::vector<StyledLine>& lines) const {
    std::vector<int> out;
    if (query_.empty()) return out;
    const std::string want = lower(query_);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lower(line_text(lines[i])).find(want) != std::string::npos) out.push_back(static_cast<int>(i));
    }
    return out;
}

void TextPagerLayer::jump(int step) {
    if (last_matches_.empty()) {
        current_match_ = -1;
        return;
    }
    const int from = current_match_ >= 0 ? current_match_ : (step > 0 ? offset_ - 1 : offset_ + last_page_);
    int found = step > 0 ? last_matches_.front() : last_matches_.back();  // wrapping round
    if (step > 0) {
        for (const int m : last_matches_) {
            if (m > from) {
                found = m;
                break;
            }
        }
    } else {
        for (auto it = last_matches_.rbegin(); it != last_matches_.rend(); ++it) {
            if (*it < from) {
                found = *it;
                break;
            }
        }
    }
    current_match_ = found;
    if (found < offset_ || found >= offset_ + last_page_) offset_ = found - last_page_ / 2;
}

void TextPagerLayer::type_query(Key key) {
    switch (key.code) {
        case keys::escape:
            typing_ = false;
            query_.clear();
            current_match_ = -1;
            return;
        case keys::enter:
            typing_ = false;
            current_match_ = -1;
            needs_jump_ = !query_.empty();
            return;
        case keys::backspace:
            if (!query_.empty()) query_.pop_back();
            return;
        default:
            if (key.code >= U' ' && key.code < 0x7F) query_.push_back(static_cast<char>(key.code));
            return;
    }
}

void TextPagerLayer::on_key(Key key, LayerStack& /*stack*/) {
    if (typing_) {
        type_query(key);
        return;
    }
    switch (key.code) {
        case U'/':
            typing_ = true;
            query_.clear();
            current_match_ = -1;
            return;
        case keys::right:
        case keys::tab:
        case U'l': turn_page(1); break;
        case keys::left:
        case keys::back_tab:
        case U'h': turn_page(-1); break;
        case U'n': jump(1); break;
        case U'N': jump(-1); break;
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
