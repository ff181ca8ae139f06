#pragma once
// The map as the screen sees it: a MapSource the game implements (its size, a Cell for each coordinate, the
// point to keep in view), and a widget that draws a viewport of it. The game engineer implements MapSource and
// nothing else to get the map on screen.

#include <optional>
#include <string>
#include <vector>

#include "render/ui/widget.hpp"

namespace yoord {

struct MapPoint {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(MapPoint, MapPoint) = default;
};

// A line drawn over the map (an aimed shot's flight): its cells in order, and whether it ends short of the
// aimed cell (the last cell is then drawn as a warning).
struct MapPath {
    std::vector<MapPoint> cells;
    bool falls_short = false;
};

// Where a map draw layer draws: map coordinates, translated to the viewport and clipped to it.
class MapCanvas {
public:
    MapCanvas(const Canvas& area, MapPoint origin) : area_(&area), origin_(origin) {}
    // Draws `cell` at map point `p` when it is in view; nothing otherwise.
    void put(MapPoint p, const Cell& cell) const;
    // Whether `p` shows in the viewport.
    [[nodiscard]] bool in_view(MapPoint p) const noexcept;

private:
    const Canvas* area_;
    MapPoint origin_;
};

// A layer the map widget draws over the floor's cells (an animation, a highlight). Layers are registered by
// depth and drawn lowest first, so a deeper effect (a hit's flash) shows over a shallower one (a blast).
class MapDrawLayer {
public:
    virtual ~MapDrawLayer() = default;
    virtual void draw(const MapCanvas& canvas) const = 0;
};

// The map's draw layers by depth. Holds them by address: their owner outlives the registry's readers.
class MapDrawLayers {
public:
    void add(int depth, std::string name, const MapDrawLayer& layer);
    // Every layer, lowest depth first (equal depths in the order added).
    template <class F>
    void each(F&& f) const {
        for (const Entry& e : entries_) f(*e.layer);
    }
    [[nodiscard]] std::vector<std::string> names() const;

private:
    struct Entry {
        int depth;
        std::string name;
        const MapDrawLayer* layer;
    };
    std::vector<Entry> entries_;
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
    // A path to highlight (the aim line), or null.
    [[nodiscard]] virtual const MapPath* path() const { return nullptr; }
    // The layers drawn over the floor's cells (animations), or null for none.
    [[nodiscard]] virtual const MapDrawLayers* draw_layers() const { return nullptr; }
};

// The map coordinate shown at the viewport's top-left: `focus` centred, but never scrolling past an edge of the
// map; a map smaller than the viewport is centred in it (the origin is then negative).
[[nodiscard]] MapPoint viewport_origin(Size map, Size viewport, MapPoint focus) noexcept;

// How close (in cells) the focus may come to a viewport edge before the view recentres: a fifth of the
// viewport on that axis, at least one cell.
[[nodiscard]] int edge_margin(int viewport) noexcept;

// The origin that keeps a map still: `previous` while `focus` stays at least edge_margin() inside the viewport
// on an axis, else that axis recentres on `focus` (viewport_origin). A map that fits is centred, as always.
// Without a previous origin the view centres.
[[nodiscard]] MapPoint follow_origin(Size map, Size viewport, MapPoint focus,
                                     std::optional<MapPoint> previous) noexcept;

// Draws the part of the map around the source's focus. The view stays put while the focus moves inside it and
// recentres only when the focus comes near an edge (follow_origin), so the map does not slide under the
// player one column per step; a new map size or viewport size centres it afresh.
class MapWidget final : public Widget {
public:
    explicit MapWidget(const MapSource& source) : source_(&source) {}
    void draw(const Canvas& area, const HudView& view) const override;

private:
    const MapSource* source_;
    // Where the view was last drawn, and for which sizes: drawing is const, the view's memory is not state.
    mutable std::optional<MapPoint> origin_;
    mutable Size drawn_map_;
    mutable Size drawn_area_;
};

}  // namespace yoord
