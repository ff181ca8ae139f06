#include "sim/monsters/minds.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "core/geom/fov.hpp"
#include "core/geom/line.hpp"
#include "sim/actions/actions.hpp"
#include "sim/actions/throwing.hpp"
#include "sim/rules/abilities.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/perception.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

constexpr std::size_t kMovementCount = Movement_names.size();
constexpr std::size_t kSideCount = Side_names.size();

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

int walk_cost(const FloorMap& map, Mobility m, int x, int y) { return can_stand_on(map.tiles.at(x, y), m) ? 1 : 0; }

bool free_cell(const Game& g, Mobility m, Point p) { return g.map().passable(p, m) && !creature_on(g, p); }

// The creatures on the map by side (PathScratch::by_side), gathered again only when the World's structure has
// moved (someone came, went, arrived on the map or left it), something arrived on a cell, or a side changed
// (forget_sides). Gathered once a turn, a crowd's lists cost a walk of every creature; they change far less often.
void gather_by_side(const Game& g, std::array<std::vector<ecs::Entity>, kSideCount>& by_side) {
    for (auto& list : by_side) list.clear();
    for (const ecs::Entity e : g.world.view<Allegiance, Position, Health>()) {
        by_side[static_cast<std::size_t>(g.world.get<Allegiance>(e).side)].push_back(e);
    }
}

// Whether `by_side` holds what gather_by_side would gather now, in its order. Allocates nothing (the allocation
// tests run with the debug checks on).
[[maybe_unused]] bool lists_by_side_agree(const Game& g, const std::array<std::vector<ecs::Entity>, kSideCount>& by_side) {
    std::array<std::size_t, kSideCount> next{};
    for (const ecs::Entity e : g.world.view<Allegiance, Position, Health>()) {
        const auto side = static_cast<std::size_t>(g.world.get<Allegiance>(e).side);
        if (next[side] >= by_side[side].size() || by_side[side][next[side]] != e) return false;
        ++next[side];
    }
    for (std::size_t side = 0; side < kSideCount; ++side) {
        if (next[side] != by_side[side].size()) return false;
    }
    return true;
}

const std::array<std::vector<ecs::Entity>, kSideCount>& creatures_by_side(Game& g) {
    PathScratch& s = g.paths;
    const std::uint64_t epoch = g.world.structure_epoch();
    const std::uint64_t arrivals = g.places.arrivals();
    if (s.sides_epoch == epoch && s.sides_arrivals == arrivals) {
        YOORD_ASSERT(lists_by_side_agree(g, s.by_side), "the kept lists by side disagree with the world (a side "
                                                        "changed without PathScratch::forget_sides?)");
        return s.by_side;
    }
    gather_by_side(g, s.by_side);
    s.sides_epoch = epoch;
    s.sides_arrivals = arrivals;
    return s.by_side;
}

// player_distance's map, computed: out of line, since every chaser asks and all but the first of a turn find it
// ready.
[[gnu::noinline]] const Grid<int>& fill_player_distance(Game& g, Mobility m, Point player, DistanceToPlayer& d) {
    const FloorMap& map = g.map();
    if (d.grid.width() != map.width() || d.grid.height() != map.height()) {
        d.grid.reset(map.width(), map.height(), kUnreachable);
    }
    const Point goals[] = {player};
    g.paths.finder.dijkstra_map(d.grid, goals, [&map, m](int x, int y) { return walk_cost(map, m, x, y); });
    d.turn = g.turn;
    d.from = player;
    return d.grid;
}

// The turn's Dijkstra map to the player for creatures of mobility `m`: computed on first use, shared by every
// monster of that mobility this turn (a floor with no swimmer or flyer never builds the second).
inline const Grid<int>& player_distance(Game& g, Mobility m, Point player) {
    DistanceToPlayer& d = g.paths.player_distance[static_cast<std::size_t>(m)];
    const FloorMap& map = g.map();
    if (d.turn == g.turn && d.from == player && d.grid.width() == map.width() && d.grid.height() == map.height()) {
        return d.grid;
    }
    return fill_player_distance(g, m, player, d);
}

// A step's direction, or none: one byte, returned in a register. The step functions answered with an optional
// cell, then an optional direction, and both came back through the stack, where the rule loop waited on the copy
// every step of every chaser (docs/explanation/performance/turn.md).
class Step {
public:
    constexpr Step() noexcept = default;
    constexpr Step(Direction d) noexcept : code_(static_cast<std::int8_t>(d)) {}  // NOLINT: a step is a direction
    constexpr Step(std::optional<Direction> d) noexcept : code_(d ? static_cast<std::int8_t>(*d) : kNone) {}  // NOLINT

    [[nodiscard]] constexpr explicit operator bool() const noexcept { return code_ != kNone; }
    [[nodiscard]] constexpr Direction operator*() const noexcept { return static_cast<Direction>(code_); }

private:
    static constexpr std::int8_t kNone = -1;
    std::int8_t code_ = kNone;
};

// The direction of the free neighbour of `self` that best improves `score` (lower is better), or none when none
// improves on `self`'s own score. Neighbours are tried in kAllDirections order, so ties go to the first.
// The score is asked first and "is it free" only of a cell that would improve: both are pure, so the result is
// the same as testing freedom first, and most neighbours of a creature walking downhill are not better (in a
// crowd, "is it free" was a fifth of a hunting turn; docs/explanation/performance.md).
template <class Score>
Step best_neighbour(const Game& g, Mobility m, Point self, Score&& score) {
    Step best;
    long best_score = score(self);
    for (const Direction d : kAllDirections) {
        const Point n = self + offset(d);
        if (!g.map().in_bounds(n)) continue;  // scores may read grids of the map's size
        const long s = score(n);
        if (s >= best_score || !free_cell(g, m, n)) continue;
        best_score = s;
        best = d;
    }
    return best;
}

// best_neighbour on a distance map: the same cell, chosen the same way (kNeighbours8 order, strictly lower
// distance, free). Off the map's edge the eight cells are read by index, with no bounds check per neighbour:
// every chaser of a hunting turn asks this, and the checks were a third of its cost.
Step downhill(const Game& g, Mobility m, Point self, const Grid<int>& dist) {
    const int width = dist.width();
    if (self.x < 1 || self.y < 1 || self.x >= width - 1 || self.y >= dist.height() - 1) {
        return best_neighbour(g, m, self, [&](Point n) { return static_cast<long>(dist.at(n)); });
    }
    const int* const here = &dist.at(self);
    int best_score = *here;
    int best = -1;
    for (int k = 0; k < static_cast<int>(kNeighbours8.size()); ++k) {
        const Point d = kNeighbours8[static_cast<std::size_t>(k)];
        const int s = here[static_cast<std::ptrdiff_t>(d.y) * width + d.x];
        if (s >= best_score || !free_cell(g, m, self + d)) continue;
        best_score = s;
        best = k;
    }
    if (best < 0) return {};
    return kAllDirections[static_cast<std::size_t>(best)];
}

// The step toward `goal` for a creature of mobility `m`: A* when near, or when the goal is not the player; else
// the turn's shared map.
Step step_toward(Game& g, Mobility m, Point self, Point goal) {
    const FloorMap& map = g.map();
    const int distance = chebyshev(self, goal);
    if (distance <= kShortChase || goal != player_cell(g)) {
        const auto found = g.paths.finder.find_path(map.width(), map.height(), self, goal,
                                                    [&map, m](int x, int y) { return walk_cost(map, m, x, y); },
                                                    g.paths.path);
        if (!found || g.paths.path.empty()) return {};
        const Point next = g.paths.path.front();
        if (next == goal) return {};  // already adjacent: nothing to walk
        if (free_cell(g, m, next)) return direction_to(self, next);
        // Someone stands in the way: any free neighbour that still closes the distance.
        return best_neighbour(g, m, self, [&](Point n) { return static_cast<long>(chebyshev(n, goal)); });
    }
    const Grid<int>& dist = player_distance(g, m, goal);
    if (dist.at(self) == kUnreachable) return {};
    return downhill(g, m, self, dist);
}

// The step away from the target: uphill on the player's map, or simply farther from anyone else.
Step step_away(Game& g, const Percept& p) {
    if (p.target == g.player) {
        const Grid<int>& dist = player_distance(g, p.mobility, p.target_cell);
        return best_neighbour(g, p.mobility, p.self, [&](Point n) {
            const int d = dist.at(n);
            return d == kUnreachable ? 0L : -static_cast<long>(d);
        });
    }
    return best_neighbour(g, p.mobility, p.self, [&](Point n) { return -static_cast<long>(chebyshev(n, p.target_cell)); });
}

// The enemy next to `self`: its target when adjacent, else the first in kNeighbours8 order. The percept's
// nearest enemy, seen or not, says first whether any stands that close (a crowd of its own side around it does
// not: their cells need not be asked).
ecs::Entity adjacent_enemy(Game& g, ecs::Entity self, const Percept& p) {
    if (p.adjacent) return p.target;
    if (p.enemy_distance > 1) return ecs::null_entity;
    const Side mine = side_of(g, self);  // hostile(self, other), with self's side read once for the eight
    for (const Point d : kNeighbours8) {
        const ecs::Entity other = creature_at(g, p.self + d);
        if (other != ecs::null_entity && other != self && sides_fight(mine, side_of(g, other))) return other;
    }
    return ecs::null_entity;
}

// The direction of the enemy next to `self` (adjacent_enemy), if any.
std::optional<Direction> direction_to_enemy(Game& g, ecs::Entity self, const Percept& p) {
    const ecs::Entity enemy = adjacent_enemy(g, self, p);
    if (enemy == ecs::null_entity) return std::nullopt;
    return direction_to(p.self, cell_of(g, enemy));
}

// The pack letter of ammo `self` can fire (it has the effect the ammo answers to), or nullopt.
std::optional<std::uint8_t> fireable_ammo(Game& g, ecs::Entity self) {
    const Pack* pack = g.world.try_get<Pack>(self);
    if (pack == nullptr) return std::nullopt;
    for (std::size_t i = 0; i < pack->letters.size(); ++i) {
        if (can_fire(g, self, pack->letters[i])) return static_cast<std::uint8_t>(i);
    }
    return std::nullopt;
}

std::optional<Intent> shoot(Game& g, ecs::Entity self, Percept& p) {
    // The cheap questions first (all are pure): next to its target a creature draws no line of sight to shoot;
    // one with no firing effect could fire nothing in its pack (its markers answer, or LendsNothing for its gear:
    // a few bits), so it draws no line either; sight is next, and the pack is read last.
    if (p.distance < 2 || !fires_at_all(g, self) || !sees_target(g, self, p)) return std::nullopt;
    if (p.distance > fire_range(g, self)) return std::nullopt;
    const auto letter = fireable_ammo(g, self);
    if (!letter) return std::nullopt;
    return Intent::fire(*letter, p.target_cell);
}

// Whether casting `spell` now would do `self` any good (a bolt must reach its target first; a heal wants wounds).
bool worth_casting(Game& g, ecs::Entity self, const Percept& p, const SpellDef& spell) {
    const auto reaches = [&] {
        return p.distance <= spell.range && first_in_line(g, p.self, p.target_cell, spell.range) == p.target;
    };
    const Health& hp = g.world.get<Health>(self);
    switch (spell.mechanic) {
        case SpellMechanic::bolt:
        case SpellMechanic::beam:
        case SpellMechanic::sleep:
        case SpellMechanic::slow:
        case SpellMechanic::confuse:
        case SpellMechanic::weaken:
        case SpellMechanic::polymorph:
            return reaches();
        case SpellMechanic::blast:
            return p.distance > spell.radius && reaches();
        case SpellMechanic::area:
            return p.distance <= spell.radius;
        case SpellMechanic::heal:
            return hp.hp * 2 < hp.max_hp;
        case SpellMechanic::blink:
            return hp.hp * 3 < hp.max_hp;
        case SpellMechanic::ward:
            return !has_effect<Warded>(g.world, self);
        case SpellMechanic::might:
            return !has_effect<Mighty>(g.world, self);
        case SpellMechanic::haste:
            return !has_effect<Hasted>(g.world, self);
        case SpellMechanic::detect:
        case SpellMechanic::mapping:
            return false;  // nothing a mind needs to know
    }
    return false;
}

// A spell `self` knows from `book`, has the magic for and would gain by, at the row's chance: the first in its book.
// Out of line, and asked only of a creature with a book (most have none, and the rule is every chaser's first).
[[gnu::noinline]] std::optional<Intent> cast(Game& g, ecs::Entity self, Percept& p, const Spellbook& book) {
    if (!sees_target(g, self, p) || g.world.has<Cancelled>(self)) return std::nullopt;
    for (std::size_t i = 0; i < book.spells.size(); ++i) {
        const SpellDef* spell = g.content->find_spell(book.spells[i]);
        if (spell == nullptr || !can_pay_for_spell(g, self, *spell) || !worth_casting(g, self, p, *spell)) continue;
        if (!g.rng.percent(spell->chance)) continue;
        return Intent::cast(static_cast<std::uint8_t>(i), p.target_cell);
    }
    return std::nullopt;
}

Intent stagger(Game& g, ecs::Entity self, const Percept& p) {
    const Direction d = kAllDirections[g.rng.below(static_cast<std::uint32_t>(kAllDirections.size()))];
    const Point to = p.self + offset(d);
    const ecs::Entity there = creature_at(g, to);
    if (there != ecs::null_entity && there != self) return Intent::strike(d);  // blunders into whoever is there
    if (g.map().passable(to, p.mobility) && there == ecs::null_entity) return Intent::step(d);
    return Intent::wait();
}

// One draw: a direction; the step is taken only onto a free cell it can stand on, so a wanderer bumps into nobody.
std::optional<Intent> wander(Game& g, const Percept& p) {
    const Direction d = kAllDirections[g.rng.below(static_cast<std::uint32_t>(kAllDirections.size()))];
    const Point to = p.self + offset(d);
    if (!free_cell(g, p.mobility, to)) return std::nullopt;
    return Intent::step(d);
}

[[gnu::always_inline]] inline bool holds(Game& g, ecs::Entity self, Percept& p, RuleWhen when) {
    switch (when) {
        case RuleWhen::always:
            return true;
        case RuleWhen::adjacent_to_enemy:
            return adjacent_enemy(g, self, p) != ecs::null_entity;
        case RuleWhen::hunting:
            return p.hunting;
        case RuleWhen::target_near:
            return sees_target(g, self, p) && p.distance <= kAmbushReach;
        case RuleWhen::far_from_leader:
            return p.leader_distance > kHelperLeash;
    }
    return false;
}

}  // namespace

std::span<const Rule> rules_for(Movement m) noexcept {
    const RuleSpan s = kRuleSpans[static_cast<std::size_t>(m)];
    return std::span<const Rule>(kMindRules).subspan(s.first, s.count);
}

Percept perceive(Game& g, ecs::Entity self) {
    Percept p;
    p.self = cell_of(g, self);
    p.mobility = mobility_of(g.world, self);
    p.leader = player_cell(g);
    p.leader_distance = chebyshev(p.self, p.leader);
    const Side mine = side_of(g, self);
    const auto& sides = creatures_by_side(g);
    for (std::size_t s = 0; s < kSideCount; ++s) {
        if (!sides_fight(mine, static_cast<Side>(s))) continue;
        for (const ecs::Entity other : sides[s]) {
            // The list is this turn's; the live side, health and place are what count (a charm, a death, a
            // creature gone from the map this turn).
            const Position* there = g.world.try_get<Position>(other);
            if (there == nullptr || !alive(g, other) || !sides_fight(mine, side_of(g, other))) continue;
            const Point cell = there->cell;  // copied: sight below may fill a Loadout, and columns can move
            const int distance = chebyshev(p.self, cell);
            p.enemy_distance = std::min(p.enemy_distance, distance);
            if (p.target != ecs::null_entity &&
                (distance > p.distance || (distance == p.distance && g.world.uid(other) > g.world.uid(p.target)))) {
                continue;  // no nearer than the one chosen: not worth a look
            }
            // An enemy that aggravates is hunted seen or not: whether it is seen waits for a rule that asks.
            std::optional<bool> sees;
            if (!has_effect<Aggravates>(g.world, other)) {
                sees = in_sight(g, self, other);
                if (!*sees) continue;
            }
            p.target = other;
            p.target_cell = cell;
            p.distance = distance;
            p.sight = sees;
        }
    }
    if (p.target == ecs::null_entity) return p;
    p.hunting = true;
    p.adjacent = p.distance == 1;
    return p;
}

bool sees_target(Game& g, ecs::Entity self, Percept& p) {
    if (p.target == ecs::null_entity) return false;
    if (!p.sight) p.sight = in_sight(g, self, p.target);
    return *p.sight;
}

namespace {

// The rules of one movement kind, from its row at kRuleSpans[m].first + I on: the first rule that holds and whose
// move finds something to do. The table is walked at compile time: each rule's `when` and `move` are constants
// here, so holds() and the switch below fold to the one test and the one move the row names, and a chaser's
// decision runs straight through its five rows. Walked at run time, the two switches per row were two indirect
// jumps a row, which a crowd where half the rats cannot move sent the wrong way often enough to cost a quarter
// of the decision (docs/explanation/performance/turn.md). Each choice is returned as it is built, so it is built
// in the caller's own Intent: a choice built first and copied out (an optional, or a variable) went through the
// stack, and every action of every creature waited on that copy.
template <Movement M, std::size_t I = 0>
Intent decide_as(Game& g, ecs::Entity self, Percept& p) {
    constexpr RuleSpan span = kRuleSpans[static_cast<std::size_t>(M)];
    if constexpr (I == span.count) {
        return Intent::wait();
    } else {
        constexpr Rule rule = kMindRules[span.first + I];
        if (holds(g, self, p, rule.when)) {
            switch (rule.move) {
                case RuleMove::cast:
                    if (const Spellbook* book = g.world.try_get<Spellbook>(self)) {
                        if (const auto intent = cast(g, self, p, *book)) return *intent;
                    }
                    break;
                case RuleMove::strike_enemy:
                    if (const auto d = direction_to_enemy(g, self, p)) return Intent::strike(*d);
                    break;
                case RuleMove::shoot:
                    if (const auto intent = shoot(g, self, p)) return *intent;
                    break;
                case RuleMove::approach:
                    if (const Step step = step_toward(g, p.mobility, p.self, p.target_cell)) {
                        return Intent::step(*step);
                    }
                    break;
                case RuleMove::follow:
                    if (const Step step = step_toward(g, p.mobility, p.self, p.leader)) return Intent::step(*step);
                    break;
                case RuleMove::flee:
                    if (const Step step = step_away(g, p)) return Intent::step(*step);
                    break;
                case RuleMove::stagger:
                    return stagger(g, self, p);
                case RuleMove::wander:
                    if (const auto intent = wander(g, p)) return *intent;
                    break;
                case RuleMove::wait:
                    return Intent::wait();
            }
        }
        return decide_as<M, I + 1>(g, self, p);
    }
}

using Decider = Intent (*)(Game&, ecs::Entity, Percept&);

template <std::size_t... M>
constexpr std::array<Decider, kMovementCount> deciders(std::index_sequence<M...>) {
    return {&decide_as<static_cast<Movement>(M)>...};
}

// One decider per movement kind, every kind of Movement_names: a kind added to the enum gets its own.
constexpr auto kDeciders = deciders(std::make_index_sequence<kMovementCount>{});

}  // namespace

Intent decide(Game& g, ecs::Entity self) {
    Percept p = perceive(g, self);
    return kDeciders[static_cast<std::size_t>(movement_now(g, self))](g, self, p);
}

}  // namespace yoord
