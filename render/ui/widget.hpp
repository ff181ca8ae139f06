#pragma once
// HUD widgets: named pieces of the play screen (the map, the status line, the message log, the condition
// badges), each drawn into a rectangle from the HudView. A registry keeps them in draw order; each widget has a
// placement that computes its rectangle from the screen size, so the HUD reflows on a resize. Adding a widget
// is a registration, not an edit of the screen code.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "render/canvas.hpp"
#include "render/ui/hud_view.hpp"

namespace yoord {

class Widget {
public:
    virtual ~Widget() = default;
    virtual void draw(const Canvas& area, const HudView& view) const = 0;
};

using WidgetPlacement = std::function<Rect(Size screen)>;

class WidgetRegistry {
public:
    // Adds a widget, or replaces the one of that name in place (keeping its draw order).
    void add(std::string name, WidgetPlacement placement, std::unique_ptr<Widget> widget);
    bool remove(std::string_view name);
    [[nodiscard]] const Widget* find(std::string_view name) const;
    [[nodiscard]] std::optional<Rect> area_of(std::string_view name, Size screen) const;
    [[nodiscard]] std::vector<std::string> names() const;

    void draw(const Canvas& screen, const HudView& view) const;

private:
    struct Entry {
        std::string name;
        WidgetPlacement placement;
        std::unique_ptr<Widget> widget;
    };
    std::vector<Entry> entries_;
};

}  // namespace yoord
