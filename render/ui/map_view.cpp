#include "render/ui/map_view.hpp"

#include <algorithm>

namespace yoord {
namespace {

constexpr int kEdgeMarginDivisor = 5;

int axis_origin(int map, int view, int focus) noexcept {
    if (map <= view) return -(view - map) / 2;
    return std::clamp(focus - view / 2, 0, map - view);
}

int axis_follow(int map, int view, int focus, int previous) noexcept {
    if (map <= view) return axis_origin(map, view, focus);
    const int kept = std::clamp(previous, 0, map - view);
    const int margin = edge_margin(view);
    // Near a map edge the view cannot scroll further, so only a margin on a side that can scroll counts.
    const bool near_low = focus - kept < margin && kept > 0;
    const bool near_high = kept + view - 1 - focus < margin && kept < map - view;
    const bool outside = focus < kept || focus >= kept + view;
    return outside || near_low || near_high ? axis_origin(map, view, focus) : kept;
}

}  // namespace

void MapCanvas::put(MapPoint p, const Cell& cell) const {
    if (in_view(p)) area_->put(p.x - origin_.x, p.y - origin_.y, cell);
}

bool MapCanvas::in_view(MapPoint p) const noexcept {
    const int x = p.x - origin_.x;
    const int y = p.y - origin_.y;
    return x >= 0 && y >= 0 && x < area_->width() && y < area_->height();
}

void MapDrawLayers::add(int depth, std::string name, const MapDrawLayer& layer) {
    const auto at = std::upper_bound(entries_.begin(), entries_.end(), depth,
                                     [](int d, const Entry& e) { return d < e.depth; });
    entries_.insert(at, Entry{depth, std::move(name), &layer});
}

std::vector<std::string> MapDrawLayers::names() const {
    std::vector<std::string> out;
    for (const Entry& e : entries_) out.push_back(e.name);
    return out;
}

MapPoint viewport_origin(Size map, Size viewport, MapPoint focus) noexcept {
    return {axis_origin(map.width, viewport.width, focus.x), axis_origin(map.height, viewport.height, focus.y)};
}

int edge_margin(int viewport) noexcept { return std::max(1, viewport / kEdgeMarginDivisor); }

MapPoint follow_origin(Size map, Size viewport, MapPoint focus, std::optional<MapPoint> previous) noexcept {
    if (!previous) return viewport_origin(map, viewport, focus);
    return {axis_follow(map.width, viewport.width, focus.x, previous->x),
            axis_follow(map.height, viewport.height, focus.y, previous->y)};
}

namespace {

// A path cell keeps its glyph on a coloured ground, underlined for terminals without colour.
Cell on_path(Cell cell, bool warning) {
    cell.bg = warning ? colours::red : colours::blue;
    cell.attrs = cell.attrs | Attr::underline;
    return cell;
}

bool on(const MapPath* path, MapPoint p) {
    return path != nullptr && std::find(path->cells.begin(), path->cells.end(), p) != path->cells.end();
}

}  // namespace

void MapWidget::draw(const Canvas& area, const HudView& /*view*/) const {
    const Size map = source_->map_size();
    const Size viewport{area.width(), area.height()};
    if (map != drawn_map_ || viewport != drawn_area_) origin_.reset();
    drawn_map_ = map;
    drawn_area_ = viewport;
    const MapPoint origin = follow_origin(map, viewport, source_->focus(), origin_);
    origin_ = origin;
    const std::optional<MapPoint> cursor = source_->cursor();
    const MapPath* path = source_->path();
    for (int y = 0; y < area.height(); ++y) {
        for (int x = 0; x < area.width(); ++x) {
            const MapPoint p{origin.x + x, origin.y + y};
            if (p.x < 0 || p.y < 0 || p.x >= map.width || p.y >= map.height) continue;
            Cell cell = source_->cell_at(p);
            if (on(path, p)) cell = on_path(cell, path->falls_short && p == path->cells.back());
            if (cursor && *cursor == p) cell.attrs = cell.attrs | Attr::reverse;
            area.put(x, y, cell);
        }
    }
    if (const MapDrawLayers* layers = source_->draw_layers()) {
        const MapCanvas canvas(area, origin);
        layers->each([&](const MapDrawLayer& layer) { layer.draw(canvas); });
    }
}

}  // namespace yoord
