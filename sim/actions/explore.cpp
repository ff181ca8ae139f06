#include "sim/actions/explore.hpp"

#include <vector>

#include "sim/turn/schedule.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

std::optional<Direction> direction_between(Point from, Point to) {
    for (const Direction d : kAllDirections) {
        if (from + offset(d) == to) return d;
    }
    return std::nullopt;
}

void prepare(PathScratch& s, int width, int height) {
    if (s.seen_stamp.width() != width || s.seen_stamp.height() != height) {
        s.seen_stamp.reset(width, height, 0);
        s.parent.reset(width, height, 0);
        s.stamp = 0;
    }
    if (++s.stamp == 0) {
        s.seen_stamp.fill(0);
        s.stamp = 1;
    }
}

// Breadth-first over the cells the player remembers as walkable (a closed door counts: stepping opens it),
// from the player outward in kAllDirections order; the first step toward the first cell `is_goal` accepts.
template <class Goal>
std::optional<Point> first_step_toward(Game& g, Goal&& is_goal) {
    PathScratch& s = g.paths;
    const FloorMap& map = g.map();
    prepare(s, map.width(), map.height());
    const Point start = player_cell(g);
    const auto start_index = static_cast<std::uint32_t>(map.tiles.index(start.x, start.y));
    s.queue.clear();
    s.queue.push_back(start_index);
    s.seen_stamp[start_index] = s.stamp;
    s.parent[start_index] = start_index;
    for (std::size_t head = 0; head < s.queue.size(); ++head) {
        const std::uint32_t here = s.queue[head];
        const Point p = map.tiles.point(here);
        if (here != start_index && is_goal(p)) {
            std::uint32_t step = here;
            while (s.parent[step] != start_index) step = s.parent[step];
            return map.tiles.point(step);
        }
        for (const Point d : kNeighbours8) {
            const Point n = p + d;
            if (!map.in_bounds(n)) continue;
            const auto i = static_cast<std::uint32_t>(map.tiles.index(n.x, n.y));
            if (s.seen_stamp[i] == s.stamp || !g.view.remembered[i] || !is_walkable(map.tiles[i])) continue;
            s.seen_stamp[i] = s.stamp;
            s.parent[i] = here;
            s.queue.push_back(i);
        }
    }
    return std::nullopt;
}

bool is_frontier(const Game& g, Point p) {
    for (const Point d : kNeighbours8) {
        const Point n = p + d;
        if (g.map().in_bounds(n) && !g.view.remembered.at(n)) return true;
    }
    return false;
}

// Cells holding an item the player can see and has never stood on.
std::vector<Point> visible_loot(Game& g) {
    std::vector<Point> cells;
    g.world.view<Item, Position>().each([&](const Item&, const Position& pos) {
        if (g.view.visible.at(pos.cell) && !g.view.trodden.at(pos.cell)) cells.push_back(pos.cell);
    });
    return cells;
}

std::optional<Direction> step_direction(Game& g, const std::optional<Point>& next) {
    if (!next) return std::nullopt;
    return direction_between(player_cell(g), *next);
}

}  // namespace

std::optional<Direction> explore_direction(Game& g) {
    const std::vector<Point> loot = visible_loot(g);
    if (!loot.empty()) {
        const auto to_loot = first_step_toward(g, [&](Point p) {
            for (const Point c : loot) {
                if (c == p) return true;
            }
            return false;
        });
        if (to_loot) return step_direction(g, to_loot);
    }
    return step_direction(g, first_step_toward(g, [&](Point p) { return is_frontier(g, p); }));
}

std::optional<Direction> travel_direction(Game& g, Point to) {
    if (!g.map().in_bounds(to) || !g.view.remembered.at(to)) return std::nullopt;
    return step_direction(g, first_step_toward(g, [to](Point p) { return p == to; }));
}

ActionResult explore_action(Game& g) {
    if (const auto d = explore_direction(g)) return ActionResult::alternative(Intent::step(*d));
    return ActionResult::failure("There is nothing left to explore here.");
}

ActionResult travel_action(Game& g, Point to) {
    if (player_cell(g) == to) return ActionResult::failure("You are already there.");
    if (const auto d = travel_direction(g, to)) return ActionResult::alternative(Intent::step(*d));
    return ActionResult::failure("You know no way there.");
}

ActionResult run_action(Game& g, Direction d) {
    const Point next = player_cell(g) + offset(d);
    if (!g.map().walkable(next) || creature_at(g, next) != ecs::null_entity) return ActionResult::failure();
    return ActionResult::alternative(Intent::step(d));
}

Watch watch(Game& g) {
    Watch w;
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (player_sees(g, e)) ++w.monsters_seen;
    }
    g.world.view<Item, Position>().each([&](const Item&, const Position& pos) {
        if (g.view.visible.at(pos.cell)) ++w.items_seen;
    });
    w.hp = g.world.get<Health>(g.player).hp;
    w.floor_changes = g.descent.floor_changes;
    return w;
}

bool interrupted(Game& g, const Watch& before) {
    const Watch now = watch(g);
    return now.monsters_seen > before.monsters_seen || now.items_seen > before.items_seen || now.hp < before.hp ||
           now.floor_changes != before.floor_changes;
}

int repeat_intent(Game& g, const Intent& intent, int max_turns) {
    int spent = 0;
    while (spent < max_turns && g.outcome == Outcome::alive) {
        const Watch before = watch(g);
        if (!play_turn(g, intent).spent) break;
        ++spent;
        if (interrupted(g, before)) break;
    }
    return spent;
}

}  // namespace yoord
