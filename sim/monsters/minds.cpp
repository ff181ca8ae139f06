#include "sim/monsters/minds.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "core/geom/fov.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/traps.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

constexpr std::size_t kMovementCount = Movement_names.size();

struct RuleSpan {
    std::size_t first = 0;
    std::size_t count = 0;
};

// Where each movement kind's rows sit in kMindRules. The table must keep each kind's rows together.
constexpr std::array<RuleSpan, kMovementCount> rule_spans() {
    std::array<RuleSpan, kMovementCount> spans{};
    for (std::size_t i = 0; i < std::size(kMindRules); ++i) {
        RuleSpan& s = spans[static_cast<std::size_t>(kMindRules[i].movement)];
        if (s.count == 0) s.first = i;
        ++s.count;
    }
    return spans;
}
constexpr auto kRuleSpans = rule_spans();

constexpr bool rules_grouped_and_complete() {
    for (std::size_t m = 0; m < kMovementCount; ++m) {
        const RuleSpan s = kRuleSpans[m];
        if (s.count == 0) return false;
        for (std::size_t i = s.first; i < s.first + s.count; ++i) {
            if (static_cast<std::size_t>(kMindRules[i].movement) != m) return false;
        }
    }
    return true;
}
static_assert(rules_grouped_and_complete(), "every movement kind needs rules, and its rows must sit together");

int walk_cost(const FloorMap& map, int x, int y) { return is_walkable(map.tiles.at(x, y)) ? 1 : 0; }

bool free_cell(const Game& g, Point p) { return g.map().walkable(p) && creature_at(g, p) == ecs::null_entity; }

// The turn's Dijkstra map to the player: computed on first use, shared by every monster this turn.
const Grid<int>& player_distance(Game& g, Point player) {
    PathScratch& s = g.paths;
    if (s.distance_turn == g.turn && s.distance_from == player && s.player_distance.width() == g.map().width() &&
        s.player_distance.height() == g.map().height()) {
        return s.player_distance;
    }
    if (s.player_distance.width() != g.map().width() || s.player_distance.height() != g.map().height()) {
        s.player_distance.reset(g.map().width(), g.map().height(), kUnreachable);
    }
    const FloorMap& map = g.map();
    const Point goals[] = {player};
    s.finder.dijkstra_map(s.player_distance, goals, [&map](int x, int y) { return walk_cost(map, x, y); });
    s.distance_turn = g.turn;
    s.distance_from = player;
    return s.player_distance;
}

// The cells from which a creature could see the player this turn (ignoring distance, which each creature's own
// sight adds). The shadowcast is symmetric, so this is the player's field of view, taken out to the farthest
// sight on the floor. The player's own view serves when it already reaches that far and the player is not
// blind (blindness narrows what the player sees, not what sees the player).
const Grid<bool>& player_sight_lines(Game& g, Point player) {
    PathScratch& s = g.paths;
    if (s.sight_lines_turn == g.turn && s.sight_lines_from == player) {
        return s.sight_lines_are_view ? g.view.visible : s.player_sight_lines;
    }
    s.sight_lines_turn = g.turn;
    s.sight_lines_from = player;
    int farthest = 0;
    g.world.view<Mind, Position>().each([&](const Mind& m, const Position&) { farthest = std::max(farthest, m.sight); });
    s.sight_lines_are_view = !has_effect<Blind>(g.world, g.player) && farthest <= player_sight_radius(g);
    if (s.sight_lines_are_view) return g.view.visible;
    if (s.player_sight_lines.width() != g.map().width() || s.player_sight_lines.height() != g.map().height()) {
        s.player_sight_lines.reset(g.map().width(), g.map().height(), false);
    }
    const FloorMap& map = g.map();
    compute_fov(s.player_sight_lines, player, farthest,
                [&map](int x, int y) { return blocks_sight(map.tiles.at(x, y)); });
    return s.player_sight_lines;
}

// The free neighbour of `self` that best improves `score` (lower is better), or nullopt when none improves on
// `self`'s own score. Neighbours are tried in kAllDirections order, so ties go to the first.
template <class Score>
std::optional<Point> best_neighbour(const Game& g, Point self, Score&& score) {
    std::optional<Point> best;
    long best_score = score(self);
    for (const Point d : kNeighbours8) {
        const Point n = self + d;
        if (!free_cell(g, n)) continue;
        const long s = score(n);
        if (s < best_score) {
            best_score = s;
            best = n;
        }
    }
    return best;
}

std::optional<Point> approach(Game& g, const Percept& p) {
    const FloorMap& map = g.map();
    if (p.distance <= kShortChase) {
        const auto found = g.paths.finder.find_path(map.width(), map.height(), p.self, p.player,
                                                    [&map](int x, int y) { return walk_cost(map, x, y); }, g.paths.path);
        if (!found || g.paths.path.empty()) return std::nullopt;
        const Point next = g.paths.path.front();
        if (next == p.player) return std::nullopt;  // already adjacent: nothing to walk
        if (free_cell(g, next)) return next;
        // Someone stands in the way: any free neighbour that still closes the distance.
        return best_neighbour(g, p.self, [&](Point n) { return static_cast<long>(chebyshev(n, p.player)); });
    }
    const Grid<int>& dist = player_distance(g, p.player);
    if (dist.at(p.self) == kUnreachable) return std::nullopt;
    return best_neighbour(g, p.self, [&](Point n) { return static_cast<long>(dist.at(n)); });
}

std::optional<Point> flee(Game& g, const Percept& p) {
    const Grid<int>& dist = player_distance(g, p.player);
    return best_neighbour(g, p.self, [&](Point n) {
        const int d = dist.at(n);
        return d == kUnreachable ? 0L : -static_cast<long>(d);
    });
}

// The hostile creature next to `self`: the player for monsters (helpers first scan their neighbours).
ecs::Entity adjacent_enemy(Game& g, ecs::Entity self, const Percept& p) {
    const Mind* mind = g.world.try_get<Mind>(self);
    if (mind == nullptr || mind->movement != Movement::helper) return p.adjacent ? g.player : ecs::null_entity;
    for (const Point d : kNeighbours8) {
        const ecs::Entity other = creature_at(g, p.self + d);
        if (other != ecs::null_entity && hostile(g, self, other)) return other;
    }
    return ecs::null_entity;
}

// Ammo in `self`'s pack that it can fire (it has the effect the ammo answers to), or null.
ecs::Entity fireable_ammo(Game& g, ecs::Entity self) {
    const Pack* pack = g.world.try_get<Pack>(self);
    if (pack == nullptr) return ecs::null_entity;
    for (const ecs::Entity item : pack->letters) {
        const Ammo* ammo = g.world.try_get<Ammo>(item);
        if (ammo != nullptr && has_effect(g.world, self, ammo->fired_by)) return item;
    }
    return ecs::null_entity;
}

// How far `self` can shoot: its carried launcher's range, else its sight.
int shot_range(const Game& g, ecs::Entity self) {
    if (const Pack* pack = g.world.try_get<Pack>(self)) {
        for (const ecs::Entity item : pack->letters) {
            if (const Launcher* l = g.world.try_get<Launcher>(item)) return l->range;
        }
    }
    const Mind* mind = g.world.try_get<Mind>(self);
    return mind != nullptr ? mind->sight : 0;
}

std::optional<Decision> shoot(Game& g, ecs::Entity self, const Percept& p) {
    if (!p.sees_player || p.distance < 2) return std::nullopt;
    const ecs::Entity ammo = fireable_ammo(g, self);
    if (ammo == ecs::null_entity || p.distance > shot_range(g, self)) return std::nullopt;
    return Decision{MindAction::shoot, p.player, g.player, ammo};
}

Decision stagger(Game& g, ecs::Entity self, const Percept& p) {
    const Point to = p.self + kNeighbours8[g.rng.below(static_cast<std::uint32_t>(kNeighbours8.size()))];
    const ecs::Entity there = creature_at(g, to);
    if (there != ecs::null_entity && there != self) return Decision{MindAction::strike, to, there, ecs::null_entity};
    if (g.map().walkable(to) && there == ecs::null_entity) return Decision{MindAction::step, to};
    return Decision{};
}

bool holds(Game& g, ecs::Entity self, const Percept& p, RuleWhen when) {
    switch (when) {
        case RuleWhen::always:
            return true;
        case RuleWhen::adjacent_to_enemy:
            return adjacent_enemy(g, self, p) != ecs::null_entity;
        case RuleWhen::hunting:
            return p.hunting;
        case RuleWhen::player_near:
            return p.sees_player && p.distance <= kAmbushReach;
        case RuleWhen::far_from_player:
            return p.distance > kHelperLeash;
    }
    return false;
}

std::optional<Decision> try_move(Game& g, ecs::Entity self, const Percept& p, RuleMove move) {
    switch (move) {
        case RuleMove::strike_enemy: {
            const ecs::Entity enemy = adjacent_enemy(g, self, p);
            if (enemy == ecs::null_entity) return std::nullopt;
            return Decision{MindAction::strike, g.world.get<Position>(enemy).cell, enemy, ecs::null_entity};
        }
        case RuleMove::shoot:
            return shoot(g, self, p);
        case RuleMove::approach:
            if (const auto to = approach(g, p)) return Decision{MindAction::step, *to};
            return std::nullopt;
        case RuleMove::flee:
            if (const auto to = flee(g, p)) return Decision{MindAction::step, *to};
            return std::nullopt;
        case RuleMove::stagger:
            return stagger(g, self, p);
        case RuleMove::wait:
            return Decision{};
    }
    return std::nullopt;
}

void fire(Game& g, ecs::Entity self, const Decision& d) {
    const Ammo ammo = g.world.get<Ammo>(d.item);
    Loadout shot;
    shot.power_die = ammo.power_die;
    shot.power_bonus = ammo.power_bonus;
    const BlowRoll roll = roll_blow(g.rng, shot, loadout(g.world, d.target), false);
    g.log.add(subject_of(g, self) + (roll.damage > 0 ? " shoots " : " shoots at and misses ") +
              the_name_of(g, d.target) + ".");
    if (Stack* stack = g.world.try_get<Stack>(d.item); stack != nullptr && stack->count > 1) {
        --stack->count;
    } else {
        (void)move_to(g.world, g.places, d.item, Place::nowhere());
        g.world.destroy(d.item);
    }
    harm(g, d.target, roll.damage, self, "an arrow from a " + name_of(g, self));
}

}  // namespace

std::string_view mind_action_name(MindAction a) noexcept {
    switch (a) {
        case MindAction::strike:
            return "strike";
        case MindAction::shoot:
            return "shoot";
        case MindAction::step:
            return "step";
        case MindAction::wait:
            return "wait";
    }
    return "wait";
}

std::span<const Rule> rules_for(Movement m) noexcept {
    const RuleSpan s = kRuleSpans[static_cast<std::size_t>(m)];
    return std::span<const Rule>(kMindRules).subspan(s.first, s.count);
}

Movement movement_now(Game& g, ecs::Entity e) {
    if (has_effect<Confused>(g.world, e)) return Movement::staggerer;
    if (has_effect<Afraid>(g.world, e)) return Movement::fleer;
    const Mind* mind = g.world.try_get<Mind>(e);
    return mind != nullptr ? mind->movement : Movement::still;
}

Percept perceive(Game& g, ecs::Entity self) {
    Percept p;
    p.self = g.world.get<Position>(self).cell;
    p.player = player_cell(g);
    p.distance = chebyshev(p.self, p.player);
    p.adjacent = p.distance == 1;
    const Mind* mind = g.world.try_get<Mind>(self);
    const int sight = (mind != nullptr ? mind->sight : 0) /
                      (has_effect<Stealthy>(g.world, g.player) ? kStealthSightDivisor : 1);
    const bool in_view =
        distance_squared(p.self, p.player) <= sight * sight && player_sight_lines(g, p.player).at(p.self);
    const bool hidden = has_effect<Invisible>(g.world, g.player) && !has_effect<SeesInvisible>(g.world, self);
    p.sees_player = in_view && !hidden && !has_effect<Blind>(g.world, self);
    p.hunting = p.sees_player || has_effect<Aggravates>(g.world, g.player);
    return p;
}

Decision decide(Game& g, ecs::Entity self) {
    const Percept p = perceive(g, self);
    for (const Rule& rule : rules_for(movement_now(g, self))) {
        if (!holds(g, self, p, rule.when)) continue;
        if (const auto d = try_move(g, self, p, rule.move)) return *d;
    }
    return Decision{};
}

void act(Game& g, ecs::Entity self, const Decision& d) {
    switch (d.action) {
        case MindAction::strike:
            (void)melee_attack(g, self, d.target);
            return;
        case MindAction::shoot:
            fire(g, self, d);
            return;
        case MindAction::step:
            if (g.map().at(d.cell) == Tile::door_closed) {
                g.floor.map.tiles.at(d.cell) = Tile::door_open;  // walking into a door opens it
                return;
            }
            if (has_effect<Snared>(g.world, self)) return;  // held fast: the step is spent struggling
            (void)move_to(g.world, g.places, self, Place::at(d.cell));
            (void)spring_trap_underfoot(g, self);
            return;
        case MindAction::wait:
            return;
    }
}

}  // namespace yoord
