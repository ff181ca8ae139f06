#include "render/ui/map_view.hpp"

#include <algorithm>

namespace yoord {
namespace {

int axis_origin(int map, int view, int focus) noexcept {
    if (map <= view) return -(view - map) / 2;
    return std::clamp(focus - view / 2, 0, map - view);
}

}  // namespace

MapPoint viewport_origin(Size map, Size viewport, MapPoint focus) noexcept {
    return {axis_origin(map.width, viewport.width, focus.x), axis_origin(map.height, viewport.height, focus.y)};
}

void MapWidget::draw(const Canvas& area, const HudView& /*view*/) const {
    const Size map = source_->map_size();
    const MapPoint origin = viewport_origin(map, {area.width(), area.height()}, source_->focus());
    const std::optional<MapPoint> cursor = source_->cursor();
    for (int y = 0; y < area.height(); ++y) {
        for (int x = 0; x < area.width(); ++x) {
            const MapPoint p{origin.x + x, origin.y + y};
            if (p.x < 0 || p.y < 0 || p.x >= map.width || p.y >= map.height) continue;
            Cell cell = source_->cell_at(p);
            if (cursor && *cursor == p) cell.attrs = cell.attrs | Attr::reverse;
            area.put(x, y, cell);
        }
    }
}

}  // namespace yoord
