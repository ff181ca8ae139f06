#pragma once
// A full-screen, scrollable page of styled lines with a title and a key hint: the base of the help screen and
// the message history. The lines are built for the current width on every draw, so a resize reflows them.
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

    TextPagerLayer(std::string name, std::string title, Builder lines, Start start = Start::top);

    [[nodiscard]] std::string_view name() const override { return name_; }
    void draw(const Canvas& screen) override;
    // Up/Down/j/k a line, PageUp/PageDown/Space a page, Home/End/g/G the ends; Escape, q or Enter close.
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] int offset() const noexcept { return offset_; }
    [[nodiscard]] const std::string& query() const noexcept { return query_; }
    // The line (an index into the built lines) of the current match, or -1.
    [[nodiscard]] int current_match() const noexcept { return current_match_; }

private:
    void clamp(int line_count, int page);
    void type_query(Key key);
    // Moves to the next (`step` 1) or previous (-1) matching line from the current one, wrapping round.
    void jump(int step);
    [[nodiscard]] std::vector<int> matches(const std::vector<StyledLine>& lines) const;

    std::string name_;
    std::string title_;
    Builder build_;
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
