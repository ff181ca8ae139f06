#include "render/ui/widget.hpp"

#include <algorithm>

#include "core/assert.hpp"

namespace yoord {

void WidgetRegistry::add(std::string name, WidgetPlacement placement, std::unique_ptr<Widget> widget) {
    YOORD_ASSERT(widget != nullptr && placement != nullptr, "a widget needs a placement and a body");
    for (Entry& e : entries_) {
        if (e.name == name) {
            e.placement = std::move(placement);
            e.widget = std::move(widget);
            return;
        }
    }
    entries_.push_back({std::move(name), std::move(placement), std::move(widget)});
}

bool WidgetRegistry::remove(std::string_view name) {
    const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.name == name; });
    if (it == entries_.end()) return false;
    entries_.erase(it);
    return true;
}

const Widget* WidgetRegistry::find(std::string_view name) const {
    for (const Entry& e : entries_) {
        if (e.name == name) return e.widget.get();
    }
    return nullptr;
}

std::optional<Rect> WidgetRegistry::area_of(std::string_view name, Size screen) const {
    for (const Entry& e : entries_) {
        if (e.name == name) return e.placement(screen);
    }
    return std::nullopt;
}

std::vector<std::string> WidgetRegistry::names() const {
    std::vector<std::string> out;
    for (const Entry& e : entries_) out.push_back(e.name);
    return out;
}

void WidgetRegistry::draw(const Canvas& screen, const HudView& view) const {
    const Size size{screen.width(), screen.height()};
    for (const Entry& e : entries_) e.widget->draw(screen.sub(e.placement(size)), view);
}

}  // namespace yoord
