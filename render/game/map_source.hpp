#pragma once
// The game's floor as the map widget draws it (render/ui/map_view.hpp): what the player knows of each cell.
// Visible cells are bright and show the creatures the player sees, items and revealed traps; remembered cells
// show only their terrain, dimmed; cells never seen are blank. A look or aim cursor can be set on a cell.

#include <optional>

#include "render/ui/map_view.hpp"
#include "sim/game.hpp"

namespace yoord {

class GameMapSource final : public MapSource {
public:
    explicit GameMapSource(Game& game) : game_(&game) {}

    [[nodiscard]] Size map_size() const override;
    [[nodiscard]] Cell cell_at(MapPoint p) const override;
    [[nodiscard]] MapPoint focus() const override;
    [[nodiscard]] std::optional<MapPoint> cursor() const override { return cursor_; }

    void set_cursor(std::optional<MapPoint> at) noexcept { cursor_ = at; }

private:
    Game* game_;
    std::optional<MapPoint> cursor_;
};

// The colour a content colour name shows in.
[[nodiscard]] Colour glyph_colour(ColourName name) noexcept;

}  // namespace yoord
