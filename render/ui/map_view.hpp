#pragma once
// The map as the screen sees it: a MapSource the game implements (its size, a Cell for each coordinate, the
// point to keep in view), and a widget that draws a viewport of it. The game engineer implements MapSource and
// nothing else to get the map on screen.

#include <optional>

#include "render/ui/widget.hpp"

namespace yoord {

struct MapPoint {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(MapPoint, MapPoint) = default;
};

class MapSource {
public:
    virtual ~MapSource() = default;
    [[nodiscard]] virtual Size map_size() const = 0;
    // Only called for points inside map_size(). What the player knows of the cell: a remembered wall, a seen
    // monster, blank for never seen.
    [[nodiscard]] virtual Cell cell_at(MapPoint p) const = 0;
    // The point the view follows (the player).
    [[nodiscard]] virtual MapPoint focus() const = 0;
    // A highlighted cell (the look or aim cursor), drawn in reverse video.
    [[nodiscard]] virtual std::optional<MapPoint> cursor() const { return std::nullopt; }
};

// The map coordinate shown at the viewport's top-left: `focus` centred, but never scrolling past an edge of the
// map; a map smaller than the viewport is centred in it (the origin is then negative).
[[nodiscard]] MapPoint viewport_origin(Size map, Size viewport, MapPoint focus) noexcept;

class MapWidget final : public Widget {
public:
    explicit MapWidget(const MapSource& source) : source_(&source) {}
    void draw(const Canvas& area, const HudView& view) const override;

private:
    const MapSource* source_;
};

}  // namespace yoord
