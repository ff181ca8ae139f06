#include "sim/rules/terrain.hpp"

#include <algorithm>
#include <vector>

#include "sim/places/location.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

bool dry(const FloorMap& map, Point p) { return map.walkable(p); }

bool player_sees_cell(const Game& g, Point p) { return g.map().in_bounds(p) && g.view.visible.at(p.x, p.y); }

}  // namespace

// Any of the three effects that cross water (EffectsOf::has_any): every monster's percept asks this.
Mobility mobility_of(const GameWorld& world, ecs::Entity e) {
    constexpr std::size_t kCrossers[] = {GameWorld::marker_bit<Swims>, GameWorld::marker_bit<Flies>,
                                         GameWorld::marker_bit<Levitating>};
    return EffectsOf(world, e).has_any(kCrossers) ? Mobility::crosses_water : Mobility::walks;
}

bool can_enter(const Game& g, ecs::Entity e, Point to) {
    const FloorMap& map = g.map();
    if (!map.in_bounds(to)) return false;
    // Only deep water asks who is stepping (can_stand_on): anywhere else the creature's mobility, a handful of
    // effect questions on every step of every creature, cannot change the answer.
    if (map.at(to) != Tile::deep_water) return is_walkable(map.at(to));
    return can_stand_on(Tile::deep_water, mobility_of(g.world, e));
}

Landing lay_item(Game& g, ecs::Entity item, Point cell) {
    const FloorMap& map = g.map();
    if (!map.in_bounds(cell) || map.at(cell) != Tile::deep_water) {
        (void)move_to(g.world, g.places, item, Place::at(cell));
        return Landing::lies;
    }
    const Identity* id = g.world.try_get<Identity>(item);
    const bool seen = player_sees_cell(g, cell);
    if (id == nullptr || id->category != Category::element) {
        if (seen) say(g, "terrain.sinks", {.args = {{"item", the_name_of(g, item)}}});
        (void)move_to(g.world, g.places, item, Place::nowhere());
        g.world.destroy(item);
        return Landing::sank;
    }
    const Point shore = nearest_cell_where(map, cell, [&map](Point p) { return dry(map, p); }).value_or(cell);
    (void)move_to(g.world, g.places, item, Place::at(shore));
    if (seen || player_sees_cell(g, shore)) say(g, "terrain.washes_ashore", {.args = {{"item", the_name_of(g, item)}}});
    return Landing::washed_ashore;
}

void bring_the_stranded_ashore(Game& g) {
    auto& stranded = g.now.stranded;  // kept in the Game: a warm turn allocates nothing
    stranded.clear();
    const FloorMap& map = g.map();
    // Nobody stands in deep water on a floor that has none: one scan of the tiles (a byte each) instead of every
    // creature's cell, which on a crowded floor cost as much as a twentieth of the turn.
    if (!has_deep_water(map)) return;
    for (const ecs::Entity e : g.world.view<Position, Health>()) {
        const Point at = g.world.get<Position>(e).cell;
        if (map.in_bounds(at) && map.at(at) == Tile::deep_water && mobility_of(g.world, e) == Mobility::walks) {
            stranded.emplace_back(g.world.uid(e), e);
        }
    }
    if (stranded.empty()) return;
    // Uid order: two creatures making for one shore cell settle it the same way before and after a load.
    std::sort(stranded.begin(), stranded.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [uid, e] : stranded) {
        const Point at = cell_of(g, e);
        const Point shore = nearest_free_cell(g, at);
        if (shore == at) continue;  // no dry cell free anywhere: it treads water until one is
        (void)move_to(g.world, g.places, e, Place::at(shore));
        tell(g, e, "terrain.struggles_ashore");
    }
}

}  // namespace yoord
