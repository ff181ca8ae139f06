#include "sim/rules/missiles.hpp"

#include <algorithm>

#include "core/geom/line.hpp"
#include "sim/items/armour.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {

std::vector<Point> straight_line(Point from, Point to, int range) {
    std::vector<Point> out;
    trace_line(from, to, range, [&out](Point p) {
        out.push_back(p);
        return true;
    });
    return out;
}

std::vector<Point> flight_path(const FloorMap& map, Point from, Point to, int range) {
    std::vector<Point> out;
    for (const Point p : straight_line(from, to, range)) {
        if (!map.open(p)) break;  // a wall or a closed door stops it; deep water does not
        out.push_back(p);
    }
    return out;
}

Point aim_point(Game& g, ecs::Entity e, Point target) {
    if (!has_effect<Hallucinating>(g.world, e)) return target;
    return target + kNeighbours8[g.rng.below(static_cast<std::uint32_t>(kNeighbours8.size()))];
}

int fire_range(const Game& g, ecs::Entity shooter) {
    const ecs::Entity launcher = worn_in(g, shooter, EquipSlot::launcher);
    const Launcher* l = launcher == ecs::null_entity ? nullptr : g.world.try_get<Launcher>(launcher);
    return l != nullptr ? l->range : kThrowRange;
}

bool can_fire(const Game& g, ecs::Entity shooter, ecs::Entity ammo) {
    const Ammo* a = ammo == ecs::null_entity ? nullptr : g.world.try_get<Ammo>(ammo);
    return a != nullptr && has_effect(g.world, shooter, a->fired_by);
}

std::vector<ecs::Entity> creatures_on_path(const Game& g, const std::vector<Point>& path, bool first_only) {
    std::vector<ecs::Entity> out;
    for (const Point p : path) {
        const ecs::Entity c = creature_at(g, p);
        if (c == ecs::null_entity) continue;
        out.push_back(c);
        if (first_only) break;
    }
    return out;
}

std::vector<ecs::Entity> creatures_within(const Game& g, Point at, int radius, ecs::Entity except) {
    std::vector<UidEntity> caught;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (e == except || g.world.get<Health>(e).hp <= 0) continue;
        if (chebyshev(g.world.get<Position>(e).cell, at) <= radius) caught.emplace_back(g.world.uid(e), e);
    }
    std::sort(caught.begin(), caught.end(), [](const UidEntity& a, const UidEntity& b) { return a.first < b.first; });
    std::vector<ecs::Entity> out;
    out.reserve(caught.size());
    for (const auto& [uid, e] : caught) out.push_back(e);
    return out;
}

}  // namespace yoord
