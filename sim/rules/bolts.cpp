#include "sim/rules/bolts.hpp"

#include "sim/rules/abilities.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/run/events.hpp"

namespace yoord {

BoltReach trace_burst(const Game& g, ecs::Entity source, Point at, int radius) {
    BoltReach reach;
    reach.shape = BoltShape::blast;
    reach.burst = at;
    reach.radius = radius;
    reach.caught = creatures_within(g, at, radius, source);
    return reach;
}

BoltReach trace_bolt(const Game& g, BoltShape shape, ecs::Entity source, Point from, Point aim, int range,
                     int radius) {
    std::vector<Point> path = flight_path(g.map(), from, aim, range);
    if (shape == BoltShape::blast) {
        Point at = path.empty() ? from : path.back();
        for (const Point p : path) {
            at = p;
            if (p == aim || creature_at(g, p) != ecs::null_entity) break;
        }
        BoltReach reach = trace_burst(g, source, at, radius);
        reach.path = std::move(path);
        return reach;
    }
    BoltReach reach;
    reach.shape = shape;
    reach.caught = creatures_on_path(g, path, shape == BoltShape::bolt);
    reach.burst = path.empty() ? from : path.back();
    reach.path = std::move(path);
    return reach;
}

namespace {

void record_reach(Game& g, ecs::Entity source, const BoltReach& reach, const BoltLook& look) {
    switch (reach.shape) {
        case BoltShape::bolt:
            record_shape(g, look.breath ? EventKind::breath : EventKind::bolt, source, bolt_cells(g, reach.path),
                         look.key, look.colour);
            return;
        case BoltShape::beam:
            record_shape(g, look.breath ? EventKind::breath : EventKind::beam, source, reach.path, look.key,
                         look.colour);
            return;
        case BoltShape::blast:
            if (!reach.path.empty()) {
                record_shape(g, EventKind::bolt, source, path_to(reach.path, reach.burst), look.key, look.colour);
            }
            record_shape(g, EventKind::blast, source, blast_cells(g.map(), reach.burst, reach.radius), look.key,
                         look.colour);
            return;
    }
}

}  // namespace

void release_bolt(Game& g, ecs::Entity source, const BoltReach& reach, const BoltLook& look,
                  const std::function<void(ecs::Entity)>& strike) {
    record_reach(g, source, reach, look);
    for (const ecs::Entity victim : reach.caught) {
        if (!alive(g, victim)) continue;
        fire_on_targeted(g, victim, source);
        if (alive(g, victim)) strike(victim);
    }
}

}  // namespace yoord
