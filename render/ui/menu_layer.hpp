#pragma once
// A generic menu: a centred box listing items, each with an optional letter. A letter picks its item at once;
// the arrows move a cursor and Enter picks the item under it; Escape cancels. The result is the item's index.
// Long menus scroll. Disabled items are shown dimmed and cannot be picked. Optional header lines (what an item
// is, before what to do with it) stand above the items, wrapped to the box, which grows to the screen's width.
// An item may carry details (what the player knows of it: its dice, armour, charges); those of the item under the
// cursor stand below the list, in rows kept for the longest, so the box does not jump as the cursor moves.

#include <string>
#include <vector>

#include "render/ui/layer.hpp"

namespace yoord {

struct MenuItem {
    char32_t letter = 0;  // 0: no letter, reachable with the cursor only
    std::string label;
    bool enabled = true;
    std::vector<std::string> details{};  // shown below the list while the cursor is on it
};

// The rows a list's details need below it at `width`: the longest item's (wrapped, at most kMaxDetailRows) and a
// blank row above them; 0 when no item has details. The barter's columns keep them too.
inline constexpr int kMaxDetailRows = 5;
[[nodiscard]] int details_height(const std::vector<MenuItem>& items, int width);
// Draws `item`'s details into `area` (the rows details_height kept, less the blank one), wrapped.
void draw_details(const Canvas& area, const MenuItem& item);

class MenuLayer : public QueryLayer<std::size_t> {
public:
    MenuLayer(std::string title, std::vector<MenuItem> items, std::string name = "menu");
    MenuLayer(std::string title, std::vector<std::string> header, std::vector<MenuItem> items,
              std::string name = "menu");

    [[nodiscard]] std::string_view name() const override { return name_; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] std::size_t cursor() const noexcept { return cursor_; }

private:
    void move_cursor(int delta);

    std::string name_;
    std::string title_;
    std::vector<std::string> header_;
    std::vector<MenuItem> items_;
    std::size_t cursor_ = 0;
    int scroll_ = 0;
    int page_ = 1;
};

}  // namespace yoord
