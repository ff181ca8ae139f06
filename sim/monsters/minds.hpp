#pragma once
// Monster minds. Stateless: each time a monster may act it builds a Percept (what it knows this instant),
// then walks the rule table below for its movement kind; the first rule whose condition holds AND whose move
// finds something to do gives the action (strike, shoot, step, wait). Nothing is remembered between actions,
// so a save needs no mind state and a replay cannot drift.
//
// The movement kind comes from the row (Mind.movement), overridden by conditions: a confused creature
// staggers, a frightened one flees. Monsters that do not see the player idle, unless the player aggravates
// them (carrying the Element does), in which case they hunt from anywhere on the floor.
//
// Paths: a chaser near its quarry runs A* (core/geom/path.hpp) over the tiles; beyond kShortChase cells it
// walks downhill on the turn's shared Dijkstra map to the player, computed at most once per turn however many
// monsters use it, so a floor full of aggravated monsters costs one map plus one step each. A fleer walks
// uphill on the same map. Other creatures are not obstacles to planning, only to the step actually taken.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "sim/game.hpp"

namespace yoord {

enum class MindAction : std::uint8_t { strike, shoot, step, wait };
[[nodiscard]] std::string_view mind_action_name(MindAction a) noexcept;

struct Decision {
    MindAction action = MindAction::wait;
    Point cell;                              // step: where to; strike, shoot: where the target stands
    ecs::Entity target = ecs::null_entity;   // strike, shoot
    ecs::Entity item = ecs::null_entity;     // shoot: the ammo
};

// What a monster knows when it decides. Built fresh for every action.
struct Percept {
    Point self;
    Point player;
    int distance = 0;            // Chebyshev, to the player
    bool sees_player = false;    // the player is within its sight, in the open and not invisible to it
    bool hunting = false;        // sees the player, or is aggravated
    bool adjacent = false;       // next to the player
};

// When a rule applies.
enum class RuleWhen : std::uint8_t {
    always,
    adjacent_to_enemy,   // a hostile creature stands next to it
    hunting,             // it sees the player or is aggravated
    player_near,         // it sees the player within kAmbushReach cells
    far_from_player,     // more than kHelperLeash cells from the player (helpers follow)
};

// What a rule does; a move may find nothing to do (a cornered fleer cannot flee), and then the next rule is tried.
enum class RuleMove : std::uint8_t {
    strike_enemy,     // attack the adjacent hostile creature
    shoot,            // fire carried ammo it can fire at the player in sight, from 2+ cells away
    approach,         // step toward the player
    flee,             // step away from the player
    stagger,          // step (or blunder into whoever is there) in a random direction
    wait,
};

struct Rule {
    Movement movement;
    RuleWhen when;
    RuleMove move;
};

// The one rule table: per movement kind, in priority order.
inline constexpr Rule kMindRules[] = {
    {Movement::still, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::still, RuleWhen::always, RuleMove::wait},

    {Movement::chaser, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::chaser, RuleWhen::hunting, RuleMove::shoot},
    {Movement::chaser, RuleWhen::hunting, RuleMove::approach},
    {Movement::chaser, RuleWhen::always, RuleMove::wait},

    {Movement::ambusher, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::ambusher, RuleWhen::player_near, RuleMove::approach},
    {Movement::ambusher, RuleWhen::always, RuleMove::wait},

    {Movement::fleer, RuleWhen::hunting, RuleMove::flee},
    {Movement::fleer, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::fleer, RuleWhen::always, RuleMove::wait},

    {Movement::staggerer, RuleWhen::always, RuleMove::stagger},

    {Movement::helper, RuleWhen::adjacent_to_enemy, RuleMove::strike_enemy},
    {Movement::helper, RuleWhen::far_from_player, RuleMove::approach},
    {Movement::helper, RuleWhen::always, RuleMove::wait},
};

// An ambusher springs when the player is this close (Chebyshev cells).
inline constexpr int kAmbushReach = 2;
// A stealthy player is noticed only within a creature's sight divided by this.
inline constexpr int kStealthSightDivisor = 2;
// A helper keeps within this many cells of the player.
inline constexpr int kHelperLeash = 2;
// Chasers within this many cells plan with A*; farther ones use the shared Dijkstra map.
inline constexpr int kShortChase = 10;

// The rules of one movement kind, in order.
[[nodiscard]] std::span<const Rule> rules_for(Movement m) noexcept;

// The movement kind `e` decides by now: its row's, unless confused (staggerer) or afraid (fleer).
[[nodiscard]] Movement movement_now(Game& game, ecs::Entity e);

[[nodiscard]] Percept perceive(Game& game, ecs::Entity self);

// Runs the rules for `self` and returns the first action found. Draws from GameRng only to stagger.
[[nodiscard]] Decision decide(Game& game, ecs::Entity self);

// Carries out a decision (moving, opening a door, striking, shooting).
void act(Game& game, ecs::Entity self, const Decision& d);

}  // namespace yoord
