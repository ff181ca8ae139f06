#pragma once
// A barter: two columns side by side, theirs on the left and yours on the right, one of each to choose. Tab
// (or a choice) moves between the columns, letters pick in the column that has the focus, the arrows move its
// cursor, Enter takes both once each column has a choice, Escape walks away. The left column may end with a
// line that is not a ware (a spirit's "strike it"): picking it answers at once, with nothing from the right.
//
// The layer only asks; what a barter does is sim's (sim/rules/spirits.hpp), and tests answer it through
// LayerStack::query() like any other layer.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "render/ui/layer.hpp"
#include "render/ui/menu_layer.hpp"

namespace yoord {

struct BarterChoice {
    std::size_t theirs = 0;              // a line of the left column
    std::optional<std::size_t> yours;    // a line of the right column; none for a left line that ends the barter
};

struct BarterColumns {
    std::string theirs_title;
    std::vector<MenuItem> theirs;
    std::size_t final_lines = 0;  // the left column's last lines that answer alone (strike it)
    std::string yours_title;
    std::vector<MenuItem> yours;
};

class BarterLayer final : public QueryLayer<BarterChoice> {
public:
    BarterLayer(std::string title, std::vector<std::string> header, BarterColumns columns, std::string name = "barter");

    [[nodiscard]] std::string_view name() const override { return name_; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] bool focus_on_yours() const noexcept { return focus_ == 1; }

private:
    [[nodiscard]] const std::vector<MenuItem>& column(int side) const;
    void choose(int side, std::size_t line);
    void draw_column(const Canvas& area, int side) const;

    std::string name_;
    std::string title_;
    std::vector<std::string> header_;
    BarterColumns columns_;
    int focus_ = 0;  // 0: theirs, 1: yours
    std::size_t cursor_[2] = {0, 0};
    std::optional<std::size_t> chosen_[2];
};

}  // namespace yoord
