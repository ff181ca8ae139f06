#include "sim/items/weapons.hpp"

#include "sim/rules/abilities.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {

namespace {

// The hostile creature two cells from the player toward `d` with a clear cell between, or null.
ecs::Entity foe_two_away(Game& g, Direction d) {
    const Point here = player_cell(g);
    const Point between = here + offset(d);
    const Point beyond = between + offset(d);
    if (!g.map().walkable(between) || g.map().at(between) == Tile::door_closed) return ecs::null_entity;
    if (creature_at(g, between) != ecs::null_entity) return ecs::null_entity;
    const ecs::Entity foe = creature_at(g, beyond);
    return foe != ecs::null_entity && hostile(g, g.player, foe) ? foe : ecs::null_entity;
}

}  // namespace

bool try_reach(Game& g, Direction d) {
    if (!has_effect<Reach>(g.world, g.player)) return false;
    const ecs::Entity foe = foe_two_away(g, d);
    if (foe == ecs::null_entity) return false;
    (void)melee_attack(g, g.player, foe);
    return true;
}

bool try_lunge(Game& g, Direction d) {
    if (!has_effect<Lunge>(g.world, g.player)) return false;
    const ecs::Entity foe = foe_two_away(g, d);
    if (foe == ecs::null_entity) return false;
    (void)move_to(g.world, g.places, g.player, Place::at(player_cell(g) + offset(d)));
    g.log.add("You lunge!");
    (void)melee_attack(g, g.player, foe);
    return true;
}

}  // namespace yoord
