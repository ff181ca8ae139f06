#pragma once
// The game's floor as the map widget draws it (render/ui/map_view.hpp): what the player knows of each cell.
// Visible cells are bright and show the creatures the player sees (tinted by their state, the companion marked),
// items and revealed traps. Remembered cells
// are dimmed and show, in order: a creature seen there and then lost from sight (like DCSS and Brogue, until
// the cell is seen again without it), the item last seen lying there (the View's memory, sim/state/game.hpp), a trap
// the player knows of, the terrain. Cells never seen are blank. The creature memory is the front end's, per
// floor visit: it is not game state and never saved. A look, aim or travel cursor can be set on a cell.

#include <cstdint>
#include <map>
#include <optional>

#include "core/geom/grid.hpp"

#include "render/ui/map_view.hpp"
#include "sim/state/game.hpp"

namespace yoord {

class GameMapSource final : public MapSource {
public:
    explicit GameMapSource(Game& game) : game_(&game) {}

    [[nodiscard]] Size map_size() const override;
    [[nodiscard]] Cell cell_at(MapPoint p) const override;
    [[nodiscard]] MapPoint focus() const override;
    [[nodiscard]] std::optional<MapPoint> cursor() const override { return cursor_; }

    void set_cursor(std::optional<MapPoint> at) noexcept { cursor_ = at; }
    [[nodiscard]] const MapPath* path() const override { return path_.cells.empty() ? nullptr : &path_; }
    // The aim line to draw (render/game/target_layer.hpp); an empty path draws none.
    void set_path(MapPath path) { path_ = std::move(path); }
    [[nodiscard]] const MapDrawLayers* draw_layers() const override { return &layers_; }
    // Where the screen registers the layers drawn over the map (render/game/animations.hpp).
    [[nodiscard]] MapDrawLayers& layers() noexcept { return layers_; }

private:
    // Brings the creature memory up to date with what the player sees now (once per turn and floor visit).
    void remember_creatures() const;
    // The glyph of a remembered cell out of view; `terrain` when nothing is remembered on it.
    [[nodiscard]] char32_t remembered_glyph(Point p, char32_t terrain) const;

    Game* game_;
    std::optional<MapPoint> cursor_;
    MapPath path_;
    MapDrawLayers layers_;
    // The glyph of the creature last seen on each cell, 0 for none; refreshed lazily from cell_at().
    mutable Grid<char32_t> last_seen_;
    mutable std::uint64_t seen_at_ = UINT64_MAX;  // the (floor visit, turn, player cell) it was refreshed for
    mutable std::uint32_t seen_floor_ = UINT32_MAX;
    mutable std::map<std::uint64_t, Point> where_seen_;  // by Uid: a creature is remembered in one place only
};

// A creature's state at a glance (docs/reference/map.md): the tint behind its glyph, with an attribute cue for
// those who cannot tell colours apart: paralysed (reverse), held in a snare (underline), asleep (dim),
// confused (bold). The companion is drawn bold and underlined.
inline constexpr Colour kParalysedTint = colours::magenta;
inline constexpr Colour kHeldTint = colours::yellow;
inline constexpr Colour kAsleepTint = colours::blue;
inline constexpr Colour kConfusedTint = colours::cyan;

// The colour a content colour name shows in.
[[nodiscard]] Colour glyph_colour(ColourName name) noexcept;

}  // namespace yoord
