#pragma once
// A full-screen, scrollable page of styled lines with a title and a key hint: the base of the help screen and
// the message history. The lines are built for the current width on every draw, so a resize reflows them.
//
// Several pages (the help): Right, l or Tab turn to the next, Left, h or Shift-Tab back; the title says which
// page of how many. The hint names only what this page can do: scrolling when it is longer than the screen, the
// next page's title when there is one, going back when there is a page before it.
//
// Search: '/' opens a query on the hint row (type a word, Enter to search, Escape to drop it); 'n' and 'N' jump
// to the next and previous line that holds it (case does not matter). Every matching line is marked in the left
// margin ('*', and '>' on the current one) as well as highlighted, so a match never shows by colour alone.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "render/ui/layer.hpp"

namespace yoord {

struct Span {
    std::string text;
    Style style = styles::normal;
};
using StyledLine = std::vector<Span>;

class TextPagerLayer;
// A pager of plain lines, each wrapped to the screen's width (the panel of packs left out, a failed reload).
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_lines_layer(std::string name, std::string title,
                                                             std::vector<std::string> lines);

class TextPagerLayer : public Layer {
public:
    using Builder = std::function<std::vector<StyledLine>(int width)>;
    enum class Start { top, bottom };
    struct Page {
        std::string title;
        Builder lines;
    };

    TextPagerLayer(std::string name, std::string title, Builder lines, Start start = Start::top);
    // Pages turned with Left and Right, starting on the first. `pages` is not empty.
    TextPagerLayer(std::string name, std::vector<Page> pages);

    [[nodiscard]] std::string_view name() const override { return name_; }
    void draw(const Canvas& screen) override;
    // Up/Down/j/k a line, PageUp/PageDown/Space a page, Home/End/g/G the ends; Escape, q or Enter close.
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] int offset() const noexcept { return offset_; }
    // The page shown, from 0.
    [[nodiscard]] int page() const noexcept { return page_; }
    [[nodiscard]] int page_count() const noexcept { return static_cast<int>(pages_.size()); }
    [[nodiscard]] const std::string& query() const noexcept { return query_; }
    // The line (an index into the built lines) of the current match, or -1.
    [[nodiscard]] int current_match() const noexcept { return current_match_; }

private:
    void clamp(int line_count, int page);
    void turn_page(int step);
    [[nodiscard]] std::string hint_text(int room, int position_width) const;
    void type_query(Key key);
    // Moves to the next (`step` 1) or previous (-1) matching line from the current one, wrapping round.
    void jump(int step);
    [[nodiscard]] std::vector<int> matches(const std::vector<StyledLine>& lines) const;

    std::string name_;
    std::vector<Page> pages_;
    int page_ = 0;
    int offset_ = 0;
    bool at_bottom_;
    int last_page_ = 1;
    int last_count_ = 0;
    std::string query_;
    bool typing_ = false;
    bool needs_jump_ = false;
    int current_match_ = -1;
    std::vector<int> last_matches_;
};

}  // namespace yoord
