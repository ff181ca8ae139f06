#include "sim/actions/explore.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/recovery.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/traps.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

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

enum class Traps : std::uint8_t { avoid, cross };

// Known traps are marked as already visited, so the search never enters them (the player's own cell excepted:
// standing on a trap does not stop it leaving).
void fence_off_known_traps(Game& g, PathScratch& s, Point start) {
    for (const ecs::Entity e : g.world.view<Trap, Position>()) {
        const Point cell = g.world.get<Position>(e).cell;
        if (cell != start && trap_revealed(g, e)) s.seen_stamp.at(cell) = s.stamp;
    }
}

// A hostile creature the player sees asleep: explore and travel never step into it (that would strike it awake).
bool seen_sleeper(Game& g, ecs::Entity e) {
    return e != g.player && has_effect<Asleep>(g.world, e) && hostile(g, g.player, e) && player_sees(g, e);
}

// Sleepers' cells are marked as already visited, as known traps are: the search walks round them.
void fence_off_sleepers(Game& g, PathScratch& s, Point start) {
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        const Point cell = g.world.get<Position>(e).cell;
        if (cell != start && seen_sleeper(g, e)) s.seen_stamp.at(cell) = s.stamp;
    }
}

void mark_around(PathScratch& s, Point centre) {
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const Point n{centre.x + dx, centre.y + dy};
            if (s.danger_stamp.in_bounds(n)) s.danger_stamp.at(n) = s.stamp;
        }
    }
}

// Stamps the cells beside (and under) every known stationary danger: the search's dear cells.
void mark_beside_known_dangers(Game& g, PathScratch& s) {
    if (s.danger_stamp.width() != s.seen_stamp.width() || s.danger_stamp.height() != s.seen_stamp.height()) {
        s.danger_stamp.reset(s.seen_stamp.width(), s.seen_stamp.height(), 0);
    }
    for (const ecs::Entity e : g.world.view<Trap, Position>()) {
        if (trap_revealed(g, e)) mark_around(s, g.world.get<Position>(e).cell);
    }
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (known_stationary_danger(g, e) || seen_sleeper(g, e)) mark_around(s, g.world.get<Position>(e).cell);
    }
}

// The one path cost of explore and travel: what entering cell `i` costs, in plain steps.
int step_cost(const PathScratch& s, std::uint32_t i) {
    return s.danger_stamp[i] == s.stamp ? kBesideDangerStepCost : 1;
}

// The search's ring of buckets by cost (Dial's algorithm), each a FIFO queue: a cell is queued under the cost
// of the cheapest walk to it. Every step costs 1 or kBesideDangerStepCost, so a ring one longer than the dearest
// step never writes the bucket being read, and the first time a cell is reached is by its cheapest walk.
std::vector<std::uint32_t>& bucket(PathScratch& s, int cost) {
    return s.step_buckets[static_cast<std::size_t>(cost) % s.step_buckets.size()];
}

// The cheapest walk over the cells the player remembers it can stand on (deep water only while it can cross it) (a closed door counts: stepping opens it),
// from the player outward, neighbours in kAllDirections order, each bucket first in first out (so with no danger
// in sight it is the plain breadth-first search); the first step toward the first cell `is_goal` accepts.
// `first_ring` is the order the player's own neighbours are queued in: among equally cheap walks the first step
// is the one earliest in it (the queue stays grouped by first step, each cell claimed by the earliest).
template <class Goal>
std::optional<Point> first_step_toward(Game& g, Traps traps, Goal&& is_goal,
                                       const std::array<Point, 8>& first_ring = kNeighbours8) {
    PathScratch& s = g.paths;
    const FloorMap& map = g.map();
    prepare(s, map.width(), map.height());
    const Point start = player_cell(g);
    const Mobility mobility = mobility_of(g.world, g.player);  // levitating, it plans over the water
    if (traps == Traps::avoid) fence_off_known_traps(g, s, start);
    fence_off_sleepers(g, s, start);
    mark_beside_known_dangers(g, s);
    // The ring of buckets is one longer than the dearest step (sim/state/turn_scratch.hpp sizes it).
    static_assert(kExploreStepBuckets == static_cast<std::size_t>(kBesideDangerStepCost) + 1);
    s.step_buckets.resize(kExploreStepBuckets);
    for (std::vector<std::uint32_t>& b : s.step_buckets) b.clear();
    const auto start_index = static_cast<std::uint32_t>(map.tiles.index(start.x, start.y));
    bucket(s, 0).push_back(start_index);
    s.seen_stamp[start_index] = s.stamp;
    s.parent[start_index] = start_index;
    std::size_t queued = 1;
    for (int cost = 0; queued > 0; ++cost) {
        std::vector<std::uint32_t>& cells = bucket(s, cost);
        for (std::size_t head = 0; head < cells.size(); ++head) {
            const std::uint32_t here = cells[head];
            --queued;
            const Point p = map.tiles.point(here);
            if (here != start_index && is_goal(p)) {
                std::uint32_t step = here;
                while (s.parent[step] != start_index) step = s.parent[step];
                return map.tiles.point(step);
            }
            for (const Point d : here == start_index ? first_ring : kNeighbours8) {
                const Point n = p + d;
                if (!map.in_bounds(n)) continue;
                const auto i = static_cast<std::uint32_t>(map.tiles.index(n.x, n.y));
                if (s.seen_stamp[i] == s.stamp || !g.view.remembered[i] || !can_stand_on(map.tiles[i], mobility)) continue;
                s.seen_stamp[i] = s.stamp;
                s.parent[i] = here;
                bucket(s, cost + step_cost(s, i)).push_back(i);
                ++queued;
            }
        }
        cells.clear();
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

// Cells holding an item on a cell the player can see or remembers (a wizard's reveal remembers the floor) and
// has never stood on, in the game's scratch list (no allocation once warm).
const std::vector<Point>& visible_loot(Game& g) {
    std::vector<Point>& cells = g.paths.loot;
    cells.clear();
    // The remembered cells, not the memory of what lay on them (View::items): that memory is not saved, and a
    // step must be the same in a game loaded from a save.
    g.world.view<Item, Position>(ecs::without<Hidden>).each([&](const Item&, const Position& pos) {
        if (!g.view.trodden.at(pos.cell) && g.view.remembered.at(pos.cell)) cells.push_back(pos.cell);
    });
    // A mimic passes for loot: explore walks to it, and so touches it (sim/rules/disguise.hpp).
    for (const ecs::Entity e : g.world.view<Mind, Position>(ecs::with<Disguised>)) {
        const Point cell = g.world.get<Position>(e).cell;
        if (disguised(g, e) && !g.view.trodden.at(cell) && g.view.visible.at(cell) && player_sees(g, e)) cells.push_back(cell);
    }
    // Loot beside a sleeper is left where it lies: fetching it would walk into a sleeping zoo.
    if (cells.empty()) return cells;
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (!seen_sleeper(g, e)) continue;
        const Point sleeper = g.world.get<Position>(e).cell;
        std::erase_if(cells, [&](Point c) { return chebyshev(c, sleeper) <= 1; });
    }
    return cells;
}

// The first step of explore: toward visible loot, else toward the nearest frontier.
std::optional<Point> explore_step(Game& g, Traps traps) {
    const std::vector<Point>& loot = visible_loot(g);
    if (!loot.empty()) {
        const auto to_loot = first_step_toward(g, traps, [&](Point p) {
            for (const Point c : loot) {
                if (c == p) return true;
            }
            return false;
        });
        if (to_loot) return to_loot;
    }
    return first_step_toward(g, traps, [&](Point p) { return is_frontier(g, p); });
}

std::optional<Point> travel_step(Game& g, Point to, Traps traps) {
    if (!g.map().in_bounds(to) || !g.view.remembered.at(to)) return std::nullopt;
    return first_step_toward(g, traps, [to](Point p) { return p == to; });
}

// The eight steps ordered by how straight each heads from `from` at `to` (the squared distance left), ties in
// kNeighbours8 order.
std::array<Point, 8> straightest_first(Point from, Point to) {
    std::array<Point, 8> ring = kNeighbours8;
    const auto left = [&](Point d) {
        const int dx = to.x - from.x - d.x;
        const int dy = to.y - from.y - d.y;
        return dx * dx + dy * dy;
    };
    std::stable_sort(ring.begin(), ring.end(), [&](Point a, Point b) { return left(a) < left(b); });
    return ring;
}

std::optional<Direction> step_direction(Game& g, const std::optional<Point>& next) {
    if (!next) return std::nullopt;
    return direction_between(player_cell(g), *next);
}

}  // namespace

bool known_stationary_danger(Game& g, ecs::Entity e) {
    const Health* hp = g.world.try_get<Health>(e);
    const Position* pos = g.world.try_get<Position>(e);
    if (e == g.player || hp == nullptr || hp->hp <= 0 || pos == nullptr) return false;
    if (!hostile(g, g.player, e) || movement_now(g, e) != Movement::still) return false;
    if (player_sees(g, e)) return true;
    // It never moves: it stands where the player saw it, on a cell the player remembers.
    const bool hidden = has_effect<Invisible>(g.world, e) && !has_effect<SeesInvisible>(g.world, g.player);
    return g.view.remembered.at(pos->cell) && !hidden;
}

std::string stop_sentence(Game& g, const Stop& stop) {
    const bool named = stop.about != ecs::null_entity && g.world.valid(stop.about);
    switch (stop.reason) {
        case StopReason::monster_in_view:
            return named ? phrase("stop.monster_in_view", {{"name", a_name_of(g, stop.about)}}) : "";
        case StopReason::monster_comes_into_view:
            return named ? phrase("stop.monster_comes_into_view", {{"name", a_name_of(g, stop.about)}}) : "";
        case StopReason::monster_wakes:
            return named ? sentence(g, "stop.monster_wakes", {.subject = stop.about}) : "";
        case StopReason::monster_can_reach:
            return named ? sentence(g, "stop.monster_can_reach", {.subject = stop.about}) : "";
        case StopReason::monster_notices:
            return named ? sentence(g, "stop.monster_notices", {.subject = stop.about}) : "";
        case StopReason::hurt: return phrase("stop.hurt");
        case StopReason::item_comes_into_view:
            return named ? phrase("stop.item_comes_into_view", {{"item", a_name_of(g, stop.about)}}) : "";
        case StopReason::cannot_move: return phrase("stop.cannot_move");
        case StopReason::held: return phrase("stop.held");
        case StopReason::explored: return phrase("stop.explored");
        case StopReason::trap_in_the_way: return phrase("stop.trap_in_the_way");
        case StopReason::already_there: return phrase("stop.already_there");
        case StopReason::no_way: return phrase("stop.no_way");
        case StopReason::turn_limit: return phrase("stop.turn_limit");
        case StopReason::no_progress: return phrase("stop.no_progress");
        case StopReason::rested: return phrase("stop.rested");
        case StopReason::none:
        case StopReason::item_here:
        case StopReason::floor_changed:
        case StopReason::arrived:
        case StopReason::blocked:
        case StopReason::refused:
        case StopReason::interrupted: return "";
    }
    return "";
}

std::optional<Direction> explore_direction(Game& g) { return step_direction(g, explore_step(g, Traps::avoid)); }

std::optional<Direction> travel_direction(Game& g, Point to) {
    return step_direction(g, travel_step(g, to, Traps::avoid));
}

std::optional<Direction> approach_direction(Game& g, Point to) {
    if (!g.map().in_bounds(to) || !g.view.remembered.at(to)) return std::nullopt;
    const Point me = player_cell(g);
    return step_direction(g, first_step_toward(g, Traps::avoid, [to](Point p) { return p == to; },
                                               straightest_first(me, to)));
}

StopReason why_no_step(Game& g, const Intent& command) {
    switch (command.kind) {
        case IntentKind::explore:
            if (explore_step(g, Traps::avoid)) return StopReason::none;
            return explore_step(g, Traps::cross) ? StopReason::trap_in_the_way : StopReason::explored;
        case IntentKind::travel:
            if (player_cell(g) == command.target) return StopReason::already_there;
            if (travel_step(g, command.target, Traps::avoid)) return StopReason::none;
            return travel_step(g, command.target, Traps::cross) ? StopReason::trap_in_the_way : StopReason::no_way;
        case IntentKind::run: {
            const Point next = player_cell(g) + offset(command.direction);
            if (!can_enter(g, g.player, next) || creature_at(g, next) != ecs::null_entity) return StopReason::blocked;
            return known_trap_at(g, next) != ecs::null_entity ? StopReason::trap_in_the_way : StopReason::none;
        }
        case IntentKind::wait:
        case IntentKind::step:
        case IntentKind::strike:
        case IntentKind::open:
        case IntentKind::close:
        case IntentKind::pick_up:
        case IntentKind::drop:
        case IntentKind::equip:
        case IntentKind::unequip:
        case IntentKind::quaff:
        case IntentKind::read:
        case IntentKind::cast:
        case IntentKind::forget:
        case IntentKind::wizard:
        case IntentKind::trade:
        case IntentKind::zap:
        case IntentKind::throw_item:
        case IntentKind::fire:
        case IntentKind::take_stairs:
        case IntentKind::fight: return StopReason::none;
        case IntentKind::rest: return needs_rest(g, g.player) ? StopReason::none : StopReason::rested;
    }
    return StopReason::none;
}

namespace {

ActionResult step_or_why_not(Game& g, const Intent& command, std::optional<Direction> d) {
    if (d) return ActionResult::alternative(Intent::step(*d));
    return ActionResult::failure(stop_sentence(g, Stop{why_no_step(g, command)}));
}

}  // namespace

ActionResult explore_action(Game& g) { return step_or_why_not(g, Intent::explore(), explore_direction(g)); }

ActionResult travel_action(Game& g, Point to) {
    if (player_cell(g) == to) return ActionResult::failure(stop_sentence(g, Stop{StopReason::already_there}));
    return step_or_why_not(g, Intent::travel(to), travel_direction(g, to));
}

ActionResult run_action(Game& g, Direction d) {
    const StopReason why = why_no_step(g, Intent::run(d));
    if (why != StopReason::none) return ActionResult::failure(stop_sentence(g, Stop{why}));
    return ActionResult::alternative(Intent::step(d));
}

}  // namespace yoord
