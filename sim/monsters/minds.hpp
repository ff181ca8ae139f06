#pragma once
// Monster minds. A mind decides; it never acts: decide() returns an Intent, and the monster's action is that
// intent applied by the one action path every creature shares (sim/actions/actions.hpp), so a monster opens a
// door, is held by a snare and fires an arrow exactly as the player does.
//
// Stateless: each time a monster may act it builds a Percept (what it knows this instant), then walks the rule
// table below for its movement kind; the first rule whose condition holds AND whose move finds something to do
// gives the intent. Nothing is remembered between actions, so a save needs no mind state and a replay cannot
// drift.
//
// Targets. A creature fights the creatures its side fights (sim/rules/combat.hpp: hostile). Its target is the
// NEAREST enemy it perceives (Chebyshev distance; a tie goes to the lower Uid, so the same fight always picks
// the same one). It perceives a creature within its sight radius (halved when that one is stealthy) with a
// clear line between them, unless that one is invisible to it or it is blind; an enemy that aggravates is
// perceived from anywhere on the floor. With no target it idles.
//
// The movement kind comes from the row (Mind.movement), overridden by conditions: a confused creature
// staggers, a frightened one flees. A helper follows the one who leads its side (the player) and fights
// beside it: it strikes an enemy next to it and closes on one within kAmbushReach; a companion is a helper.
//
// Paths: a chaser near its target runs A* (core/geom/path.hpp) over the tiles; one chasing the player from
// beyond kShortChase cells walks downhill on the turn's shared Dijkstra map to the player, computed at most once
// per turn however many monsters use it, so a floor full of aggravated monsters costs one map plus one step
// each. Other creatures are not obstacles to planning, only to the step actually taken.

#include <cstdint>
#include <limits>
#include <optional>
#include <span>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"
#include "sim/rules/perception.hpp"  // perceives(): what a mind notices

namespace yoord {

// What a monster knows when it decides. Built fresh for every action.
struct Percept {
    Point self;
    Mobility mobility = Mobility::walks;  // what ground it can stand on (sim/rules/terrain.hpp)
    ecs::Entity target = ecs::null_entity;  // the enemy it means to fight, or null
    Point target_cell;
    int distance = 0;            // Chebyshev, to the target
    // Whether the target is in sight (not merely sensed through aggravation): asked through sees_target(), and
    // only when a rule needs it if the target aggravates (it is hunted either way; a chaser next to it strikes
    // without drawing a line of sight).
    std::optional<bool> sight;
    bool hunting = false;        // it has a target
    bool adjacent = false;       // next to the target
    int enemy_distance = std::numeric_limits<int>::max();  // Chebyshev, to the nearest living enemy, seen or not
    Point leader;                // the cell of the one who leads its side (the player)
    int leader_distance = 0;     // Chebyshev, to the leader
};

// When a rule applies.
enum class RuleWhen : std::uint8_t {
    always,
    adjacent_to_enemy,   // a creature it fights stands next to it
    hunting,             // it has a target
    target_near,         // it sees its target within kAmbushReach cells
    far_from_leader,     // more than kHelperLeash cells from the one who leads its side (helpers follow)
};

// What a rule does; a move may find nothing to do (a cornered fleer cannot flee), and then the next rule is tried.
enum class RuleMove : std::uint8_t {
    cast,             // cast a spell it knows (content/spells.toml) that would help, at the row's chance
    strike_enemy,     // attack the adjacent enemy (the target when it is adjacent)
    shoot,            // fire carried ammo it can fire at the target in sight, from 2+ cells away
    approach,         // step toward the target
    follow,           // step toward the leader
    flee,             // step away from the target
    stagger,          // step (or blunder into whoever is there) in a random direction
    wander,           // step to a free cell in a random direction, striking nobody (a peaceful spirit's stroll)
    wait,
};

struct Rule {
    Movement movement;
    RuleWhen when;
    RuleMove move;
};

// The one rule table: per movement kind, in priority order.
inline constexpr Rule kMindRules[] = {
    {Movement::still, RuleWhen::hunting, RuleMove::cast},
    {Movement::still, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::still, RuleWhen::always, RuleMove::wait},

    {Movement::chaser, RuleWhen::hunting, RuleMove::cast},
    {Movement::chaser, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::chaser, RuleWhen::hunting, RuleMove::shoot},
    {Movement::chaser, RuleWhen::hunting, RuleMove::approach},
    {Movement::chaser, RuleWhen::always, RuleMove::wait},

    {Movement::ambusher, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::ambusher, RuleWhen::target_near, RuleMove::approach},
    {Movement::ambusher, RuleWhen::always, RuleMove::wait},

    {Movement::fleer, RuleWhen::hunting, RuleMove::flee},
    {Movement::fleer, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::fleer, RuleWhen::always, RuleMove::wait},

    {Movement::staggerer, RuleWhen::always, RuleMove::stagger},

    {Movement::helper, RuleWhen::hunting, RuleMove::cast},
    {Movement::helper, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::helper, RuleWhen::target_near, RuleMove::approach},
    {Movement::helper, RuleWhen::far_from_leader, RuleMove::follow},
    {Movement::helper, RuleWhen::always, RuleMove::wait},

    // A wanderer strolls while it has nobody to fight (a peaceful spirit) and fights like a chaser once it has.
    {Movement::wanderer, RuleWhen::hunting, RuleMove::cast},
    {Movement::wanderer, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::wanderer, RuleWhen::hunting, RuleMove::approach},
    {Movement::wanderer, RuleWhen::always, RuleMove::wander},
};

// An ambusher springs when its target is this close (Chebyshev cells).
inline constexpr int kAmbushReach = 2;
// A helper keeps within this many cells of its leader.
inline constexpr int kHelperLeash = 2;
// Chasers within this many cells plan with A*; farther ones use the shared Dijkstra map.
inline constexpr int kShortChase = 10;

// The rules of one movement kind, in order.
[[nodiscard]] std::span<const Rule> rules_for(Movement m) noexcept;

// What `self` knows now: its target is the nearest enemy it sees or that aggravates (the lower Uid on a tie).
[[nodiscard]] Percept perceive(Game& game, ecs::Entity self);

// Whether `self` sees the target of its percept `p` (false without one); the answer is kept in `p`.
[[nodiscard]] bool sees_target(Game& game, ecs::Entity self, Percept& p);

// Runs the rules for `self` and returns the first intent found (wait when none). Draws from GameRng only to
// stagger and to roll an ability's chance.
[[nodiscard]] Intent decide(Game& game, ecs::Entity self);

}  // namespace yoord
