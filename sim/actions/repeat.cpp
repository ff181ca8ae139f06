#include "sim/actions/repeat.hpp"

#include <algorithm>
#include <optional>
#include <span>

#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/perception.hpp"
#include "sim/rules/recovery.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

template <class T>
bool contains(const std::vector<T>& sorted, const T& value) {
    return std::binary_search(sorted.begin(), sorted.end(), value);
}

// Floods the walkable cells from the player outward (creatures are no obstacle: they move) until every cell
// of `wanted` is reached or nothing is left; marks what it reached in the path scratch's stamp.
void flood_from_player(Game& g, std::span<const Point> wanted) {
    PathScratch& s = g.paths;
    const FloorMap& map = g.map();
    if (s.seen_stamp.width() != map.width() || s.seen_stamp.height() != map.height()) {
        s.seen_stamp.reset(map.width(), map.height(), 0);
        s.parent.reset(map.width(), map.height(), 0);
        s.stamp = 0;
    }
    if (++s.stamp == 0) {
        s.seen_stamp.fill(0);
        s.stamp = 1;
    }
    const Point start = player_cell(g);
    s.queue.clear();
    s.queue.push_back(static_cast<std::uint32_t>(map.tiles.index(start.x, start.y)));
    s.seen_stamp.at(start) = s.stamp;
    std::size_t found = 0;
    for (std::size_t head = 0; head < s.queue.size() && found < wanted.size(); ++head) {
        const Point p = map.tiles.point(s.queue[head]);
        if (std::find(wanted.begin(), wanted.end(), p) != wanted.end()) ++found;
        for (const Point d : kNeighbours8) {
            const Point n = p + d;
            if (!map.walkable(n) || s.seen_stamp.at(n) == s.stamp) continue;
            s.seen_stamp.at(n) = s.stamp;
            s.queue.push_back(static_cast<std::uint32_t>(map.tiles.index(n.x, n.y)));
        }
    }
}

bool reached(const Game& g, Point cell) { return g.paths.seen_stamp.at(cell) == g.paths.stamp; }

// Why the player cannot carry out any command now, or none.
StopReason helpless(Game& g) {
    if (has_effect<Asleep>(g.world, g.player) || has_effect<Paralysed>(g.world, g.player)) {
        return StopReason::cannot_move;
    }
    return has_effect<Snared>(g.world, g.player) ? StopReason::held : StopReason::none;
}

// Why a newly threatening monster stops the command.
StopReason new_threat_reason(Game& g, const Watch& before, ecs::Entity e) {
    const ecs::Uid uid = g.world.uid(e);
    const auto seen = std::find_if(before.creatures.begin(), before.creatures.end(),
                                   [&](const Watch::Seen& s) { return s.uid == uid; });
    if (seen == before.creatures.end()) return StopReason::monster_comes_into_view;
    if (seen->asleep) return StopReason::monster_wakes;
    return seen->noticed || !has_noticed_player(g, e) ? StopReason::monster_can_reach : StopReason::monster_notices;
}

// A run stops for an item that comes into view (the nearest new one, ties by Uid), or for one underfoot.
Stop run_stop_for_items(Game& g, const Watch& before) {
    const Point me = player_cell(g);
    if (top_item_at(g, me) != ecs::null_entity) return Stop{StopReason::item_here};
    ecs::Entity best = ecs::null_entity;
    for (const ecs::Entity e : g.world.view<Item, Position>(ecs::without<Hidden>)) {
        if (!g.view.visible.at(cell_of(g, e)) || contains(before.items, g.world.uid(e))) continue;
        const auto key = [&](ecs::Entity x) { return std::pair{chebyshev(cell_of(g, x), me), g.world.uid(x)}; };
        if (best == ecs::null_entity || key(e) < key(best)) best = e;
    }
    if (best == ecs::null_entity) return {};
    return Stop{StopReason::item_comes_into_view, best};
}

// Explore stops on an item it has just stepped onto for the first time (the step said "You see here ..."):
// a player is told of it and decides. An item on a cell the player had trodden was seen there before.
Stop explore_stop_for_items(Game& g, const Watch& before) {
    const Point me = player_cell(g);
    const ecs::Entity top = top_item_at(g, me);
    if (top == ecs::null_entity) return {};
    for (std::size_t i = 0; i < std::size(kNeighbours8); ++i) {
        if (before.cell + kNeighbours8[i] != me) continue;
        if ((before.trodden_around & (1U << i)) != 0) return {};
        return Stop{StopReason::item_here, top};
    }
    return {};  // not a step (a trap's teleport): nothing was walked past
}

// Where down the pile underfoot the first item the options want lies, or nullopt: a wanted arrow under an
// unwanted dagger is still picked up.
std::optional<std::uint8_t> wanted_here(Game& g, const Intent& command, const AutoPickup& pickup) {
    if (command.kind != IntentKind::explore) return std::nullopt;
    const std::vector<ecs::Entity> pile = items_at(g, player_cell(g));
    for (std::size_t i = 0; i < pile.size() && i <= UINT8_MAX; ++i) {
        if (auto_pickup_wants(g, pickup, pile[i])) return static_cast<std::uint8_t>(i);
    }
    return std::nullopt;
}

}  // namespace

std::string_view pickup_kind_name(PickupKind kind) noexcept {
    switch (kind) {
        case PickupKind::ammo: return "ammo";
        case PickupKind::identified: return "identified";
        case PickupKind::all: return "all";
    }
    return "";
}

bool auto_pickup_wants(Game& g, const AutoPickup& pickup, ecs::Entity item) {
    for (const PickupKind kind : pickup.kinds) {
        switch (kind) {
            case PickupKind::ammo:
                if (can_fire(g, g.player, item)) return true;
                break;
            case PickupKind::identified:
                if (const Identity* id = g.world.try_get<Identity>(item);
                    id != nullptr && has_appearances(id->category) && kind_known(g, item)) {
                    return true;
                }
                break;
            case PickupKind::all: return true;
        }
    }
    return false;
}

bool has_noticed_player(Game& g, ecs::Entity monster) {
    return monster != g.player && !has_effect<Asleep>(g.world, monster) && notices(g, monster, g.player);
}

bool can_reach_player(Game& g, ecs::Entity creature) {
    const Position* pos = g.world.try_get<Position>(creature);
    if (pos == nullptr) return false;
    flood_from_player(g, std::span<const Point>(&pos->cell, 1));
    return reached(g, pos->cell);
}

namespace {

// The threats in view, in no order, into g.paths.threats: the lists live in the Game, so the stop rule that the
// bots and the repeat commands ask every turn allocates nothing once warm.
void gather_threats(Game& g) {
    const Point me = player_cell(g);
    auto& threats = g.paths.threats;
    auto& movers = g.paths.threat_movers;  // awake and hostile, and they walk: threats if they can reach the player
    auto& cells = g.paths.threat_cells;
    threats.clear();
    movers.clear();
    cells.clear();
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (!creature_in_view(g, e) || !hostile(g, g.player, e) || has_effect<Asleep>(g.world, e)) continue;
        if (!has_noticed_player(g, e) && chebyshev(cell_of(g, e), me) > kUnnoticedThreatReach) continue;
        if (movement_now(g, e) != Movement::still) {
            movers.push_back(e);
        } else if (chebyshev(cell_of(g, e), me) <= 1) {
            threats.push_back(e);  // rooted, but it strikes whoever stands next to it
        }
    }
    if (movers.empty()) return;
    for (const ecs::Entity e : movers) cells.push_back(cell_of(g, e));
    flood_from_player(g, cells);
    for (const ecs::Entity e : movers) {
        if (reached(g, cell_of(g, e))) threats.push_back(e);
    }
}

// Nearer first, then by Uid: the order every caller shows and names threats in.
bool nearer_threat(Game& g, Point me, ecs::Entity a, ecs::Entity b) {
    return std::pair{chebyshev(cell_of(g, a), me), g.world.uid(a)} <
           std::pair{chebyshev(cell_of(g, b), me), g.world.uid(b)};
}

}  // namespace

std::vector<ecs::Entity> threats_in_view(Game& g) {
    gather_threats(g);
    std::vector<ecs::Entity> threats = g.paths.threats;
    const Point me = player_cell(g);
    std::sort(threats.begin(), threats.end(), [&](ecs::Entity a, ecs::Entity b) { return nearer_threat(g, me, a, b); });
    return threats;
}

Stop may_start_any(Game& g) {
    if (const StopReason why = helpless(g); why != StopReason::none) return Stop{why};
    gather_threats(g);
    const auto& threats = g.paths.threats;
    if (threats.empty()) return {};
    const Point me = player_cell(g);
    const auto nearest = std::min_element(threats.begin(), threats.end(),
                                          [&](ecs::Entity a, ecs::Entity b) { return nearer_threat(g, me, a, b); });
    return Stop{StopReason::monster_in_view, *nearest};
}

Stop may_start(Game& g, const Intent& command) {
    if (const Stop stop = may_start_any(g)) return stop;
    return Stop{why_no_step(g, command)};
}

ActionResult rest_action(Game& g) {
    if (const Stop stop = may_start(g, Intent::rest())) return ActionResult::failure(stop_sentence(g, stop));
    (void)rest_turn(g, g.player);
    return ActionResult::success();
}

Watch watch(Game& g, const Intent& command) {
    Watch w;
    w.command = command;
    for (const ecs::Entity e : g.world.view<Mind, Position>()) {
        if (creature_in_view(g, e)) {
            w.creatures.push_back({g.world.uid(e), has_effect<Asleep>(g.world, e), has_noticed_player(g, e)});
        }
    }
    std::sort(w.creatures.begin(), w.creatures.end(), [](const Watch::Seen& a, const Watch::Seen& b) {
        return a.uid < b.uid;
    });
    for (const ecs::Entity e : threats_in_view(g)) w.threats.push_back(g.world.uid(e));
    std::sort(w.threats.begin(), w.threats.end());
    if (command.kind == IntentKind::run) {
        for (const ecs::Entity e : g.world.view<Item, Position>(ecs::without<Hidden>)) {
            if (g.view.visible.at(cell_of(g, e))) w.items.push_back(g.world.uid(e));
        }
        std::sort(w.items.begin(), w.items.end());
    }
    w.cell = player_cell(g);
    if (command.kind == IntentKind::explore) {
        for (std::size_t i = 0; i < std::size(kNeighbours8); ++i) {
            const Point n = w.cell + kNeighbours8[i];
            if (g.map().in_bounds(n) && g.view.trodden.at(n)) w.trodden_around |= static_cast<std::uint16_t>(1U << i);
        }
    }
    w.player_hp = g.world.get<Health>(g.player).hp;
    w.floor_changes = g.descent.floor_changes;
    return w;
}

Stop should_stop(Game& g, const Watch& before) {
    if (g.descent.floor_changes != before.floor_changes) return Stop{StopReason::floor_changed};
    if (g.world.get<Health>(g.player).hp < before.player_hp) return Stop{StopReason::hurt};
    if (const StopReason why = helpless(g); why != StopReason::none) return Stop{why};
    for (const ecs::Entity e : threats_in_view(g)) {
        if (!contains(before.threats, g.world.uid(e))) return Stop{new_threat_reason(g, before, e), e};
    }
    if (before.command.kind == IntentKind::run) return run_stop_for_items(g, before);
    if (before.command.kind == IntentKind::explore) return explore_stop_for_items(g, before);
    return {};
}

namespace {

std::size_t remembered_cells(const Game& g) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < g.view.remembered.size(); ++i) n += g.view.remembered[i] ? 1 : 0;
    return n;
}

}  // namespace

void start_walk(Game& g, Walk& walk) {
    walk.cells.assign(1, player_cell(g));
    walk.known = remembered_cells(g);
}

bool made_progress(Game& g, Walk& walk) {
    const Point here = player_cell(g);
    if (walk.cells.empty() || remembered_cells(g) != walk.known) {
        start_walk(g, walk);
        return true;
    }
    if (here == walk.cells.back()) return true;
    if (std::find(walk.cells.begin(), walk.cells.end(), here) != walk.cells.end()) return false;
    walk.cells.push_back(here);
    return true;
}

std::optional<std::uint8_t> wanted_pick_up(Game& g, const Intent& command, const AutoPickup& pickup) {
    return wanted_here(g, command, pickup);
}

bool turn_passes_by_itself(Game& g, bool struggled, int hp_before) {
    switch (helpless(g)) {
        case StopReason::cannot_move:
            return true;  // asleep or paralysed: no key can do anything
        case StopReason::held:
            // Held fast after a struggle: the hold's turns pass on their own while nothing threatens the player
            // and nothing hurts it; otherwise each turn is the player's to spend (fight, quaff, read).
            return struggled && g.world.get<Health>(g.player).hp >= hp_before && threats_in_view(g).empty();
        default:
            return false;
    }
}

bool may_pick_up_more(Game& g, std::uint32_t turn_before, int hp_before) {
    if (g.outcome != Outcome::alive || items_at(g, player_cell(g)).empty()) return false;
    return g.turn != turn_before && g.world.get<Health>(g.player).hp >= hp_before;
}

}  // namespace yoord
