#include "sim/run/pack_layers.hpp"

#include <algorithm>

#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

bool item_carries(const GameWorld& world, ecs::Entity item, std::size_t bit) {
    if (world.has_marker(item, bit)) return true;
    const Grants* grants = world.try_get<Grants>(item);
    return grants != nullptr && std::find(grants->bits.begin(), grants->bits.end(), bit) != grants->bits.end();
}

}  // namespace

bool cell_carries_effect(const Game& g, Point p, std::size_t bit) {
    if (!g.map().in_bounds(p) || !g.view.visible.in_bounds(p) || !g.view.visible.at(p)) return false;
    // The mark takes the cell's glyph: it never hides the player, nor a seen creature behind what lies under it.
    if (const ecs::Entity c = creature_at(g, p); c != ecs::null_entity && (c == g.player || player_sees(g, c))) {
        return c != g.player && has_effect(g.world, c, bit);
    }
    for (const ecs::Entity e : g.places.at(p)) {
        if (g.world.has<Item>(e) && item_carries(g.world, e, bit)) return true;
    }
    return false;
}

}  // namespace yoord
