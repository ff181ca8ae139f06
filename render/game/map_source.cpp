#include "render/game/map_source.hpp"

#include "render/game/tile_look.hpp"
#include "sim/components.hpp"
#include "sim/visibility.hpp"

namespace yoord {
namespace {

Cell renderable_cell(const Renderable& r) {
    return Cell{static_cast<char32_t>(static_cast<unsigned char>(r.glyph)), glyph_colour(r.colour)};
}

// The thing drawn on a visible cell, in order: a creature the player sees, the top item, a revealed trap.
std::optional<Cell> thing_on(Game& g, Point p) {
    if (p == player_cell(g)) return renderable_cell(g.world.get<Renderable>(g.player));
    if (const ecs::Entity c = creature_at(g, p); c != ecs::null_entity && (c == g.player || player_sees(g, c))) {
        if (const Renderable* r = g.world.try_get<Renderable>(c)) return renderable_cell(*r);
    }
    if (const ecs::Entity item = top_item_at(g, p); item != ecs::null_entity) {
        if (const Renderable* r = g.world.try_get<Renderable>(item)) return renderable_cell(*r);
    }
    for (const ecs::Entity e : g.places.at(p)) {
        const Trap* t = g.world.try_get<Trap>(e);
        const Renderable* r = g.world.try_get<Renderable>(e);
        if (t != nullptr && t->revealed && r != nullptr) return renderable_cell(*r);
    }
    return std::nullopt;
}

}  // namespace

Colour glyph_colour(ColourName name) noexcept {
    return colour_from_name(enum_name(name)).value_or(colours::white);
}

Size GameMapSource::map_size() const { return {game_->map().width(), game_->map().height()}; }

Cell GameMapSource::cell_at(MapPoint mp) const {
    Game& g = *game_;
    const Point p{mp.x, mp.y};
    if (!g.view.remembered.at(p)) return Cell{};
    const TileLook look = tile_look(g.map().at(p));
    if (!g.view.visible.at(p)) return Cell{look.glyph, kRememberedColour};
    if (const std::optional<Cell> thing = thing_on(g, p)) return *thing;
    return Cell{look.glyph, look.colour};
}

MapPoint GameMapSource::focus() const {
    if (cursor_) return *cursor_;
    const Point p = player_cell(*game_);
    return {p.x, p.y};
}

}  // namespace yoord
