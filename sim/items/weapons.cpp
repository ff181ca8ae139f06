#include "sim/items/weapons.hpp"

#include <vector>

#include "sim/rules/abilities.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// The creature hostile to `self` two cells from it toward `d` with a clear cell between, or null.
ecs::Entity foe_two_away(Game& g, ecs::Entity self, Direction d) {
    const Point here = g.world.get<Position>(self).cell;
    const Point between = here + offset(d);
    const Point beyond = between + offset(d);
    if (!g.map().open(between)) return ecs::null_entity;  // a blade reaches over water, never through a door
    if (creature_at(g, between) != ecs::null_entity) return ecs::null_entity;
    const ecs::Entity foe = creature_at(g, beyond);
    return foe != ecs::null_entity && hostile(g, self, foe) ? foe : ecs::null_entity;
}

}  // namespace

bool try_reach(Game& g, ecs::Entity attacker, Direction d) {
    if (!has_effect<Reach>(g.world, attacker)) return false;
    const ecs::Entity foe = foe_two_away(g, attacker, d);
    if (foe == ecs::null_entity) return false;
    (void)melee_attack(g, attacker, foe);
    return true;
}

bool reach_strikes(Game& g, ecs::Entity attacker, Direction d, ecs::Entity foe) {
    return has_effect<Reach>(g.world, attacker) && foe != ecs::null_entity && foe_two_away(g, attacker, d) == foe;
}

bool try_lunge(Game& g, ecs::Entity walker, Direction d) {
    if (!has_effect<Lunge>(g.world, walker)) return false;
    const ecs::Entity foe = foe_two_away(g, walker, d);
    if (foe == ecs::null_entity) return false;
    if (!can_enter(g, walker, g.world.get<Position>(walker).cell + offset(d))) return false;  // a lunge is a step
    (void)move_to(g.world, g.places, walker, Place::at(g.world.get<Position>(walker).cell + offset(d)));
    tell(g, walker, "combat.lunge");
    (void)melee_attack(g, walker, foe);
    return true;
}

bool try_shatter(Game& g, ecs::Entity actor, Direction d) {
    if (!has_effect<ShattersStone>(g.world, actor)) return false;
    const Point at = g.world.get<Position>(actor).cell + offset(d);
    FloorMap& map = g.floor.map;
    const bool edge = at.x <= 0 || at.y <= 0 || at.x >= map.width() - 1 || at.y >= map.height() - 1;
    if (edge || (map.tiles.at(at) != Tile::wall && map.tiles.at(at) != Tile::rock)) return false;
    map.tiles.at(at) = Tile::corridor;
    g.paths.forget_distances();  // the map changed: the shared distance maps are stale
    tell(g, actor, "combat.shatter");
    return true;
}

bool whirl(Game& g, ecs::Entity walker) {
    if (!has_effect<Whirls>(g.world, walker) || !alive(g, walker)) return false;
    const Point here = g.world.get<Position>(walker).cell;
    std::vector<ecs::Entity> foes;
    for (const Point d : kNeighbours8) {
        const ecs::Entity other = creature_at(g, here + d);
        if (other != ecs::null_entity && alive(g, other) && hostile(g, walker, other)) foes.push_back(other);
    }
    if (foes.empty()) return false;
    break_conduct(g, walker, Conduct::attacking);
    tell(g, walker, "combat.whirl");
    for (const ecs::Entity foe : foes) {
        const BlowRoll roll = roll_blow(g.rng, loadout(g.world, walker), loadout(g.world, foe), true);
        (void)land_blow(g, walker, foe, roll.damage);  // said as any blow: a kill, a wound or a miss
    }
    return true;
}

}  // namespace yoord
