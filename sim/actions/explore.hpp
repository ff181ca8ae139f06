#pragma once
// Auto-explore, travel and run: each is one step per turn, worked out afresh from what the player knows (the
// remembered cells of this floor visit, the traps it has found), so it never uses knowledge the player lacks
// and replays exactly.
//
//   explore  walk to the nearest visible item the player has not yet stood on, else to the nearest frontier
//            (a remembered walkable cell next to an unknown one);
//   travel   walk to a remembered cell (the front end offers the stairs, and a cursor over the map);
//   run      keep stepping in one direction.
// None of them ever steps onto a known trap: explore and travel path round it, a run stops before it.
// Explore and travel share one path cost (first_step_toward in explore.cpp): a step costs 1, and a step onto a
// cell beside a known stationary danger (a trap the player has found, a hostile creature it has seen that never
// moves, such as a mould) costs kBesideDangerStepCost: they take a detour rather than pass it, and pass it
// when there is no other way (a cost, not a wall). A hostile creature the player sees asleep (a zoo's) is a wall
// to them, and a danger beside: stepping into it would strike it awake, so they walk round a sleeping zoo, and
// explore leaves the loot lying beside a sleeper. The player wakes it on purpose, never by exploring.
// When they start, go on and stop (and what explore picks up on its way) is sim/actions/repeat.hpp; the
// reasons they stop, and the sentence the player reads for each, are here.

#include <optional>
#include <string>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// What a step onto a cell beside a known stationary danger costs explore and travel, in plain steps: they take
// a detour up to that much longer for each such cell they would otherwise enter.
inline constexpr int kBesideDangerStepCost = 10;

// Whether `creature` is a stationary danger the player knows of: alive, hostile to the player, it never moves
// (movement "still" now, sim/rules/conditions.hpp: a confused mould staggers), and the player sees it or has
// seen it where it stands (a cell it remembers, the creature not hidden from it). Derived from what a save
// keeps, so a loaded game paths as the one it was saved from.
[[nodiscard]] bool known_stationary_danger(Game& game, ecs::Entity creature);

// Why a run, travel or auto-explore stops, or may not start. Each has one sentence for the log
// (stop_sentence); an empty sentence means the game has already said why, or there is nothing to say.
enum class StopReason : std::uint8_t {
    none,                     // go on
    monster_in_view,          // "A goblin is in view." (may not start)
    monster_comes_into_view,  // "A goblin comes into view."
    monster_wakes,            // "The goblin wakes up." (it was in view, asleep)
    monster_can_reach,        // "The goblin can reach you now." (in view, harmless until now)
    monster_notices,          // "The goblin notices you." (in view, awake, and had not noticed the player)
    hurt,                     // "You are hurt."
    item_comes_into_view,     // "You see a dagger." (a run)
    item_here,                // a run, or explore, stopped on an item it leaves; the step said "You see here ..."
    floor_changed,            // stairs, a trapdoor, a portal: the game said so
    cannot_move,              // "You cannot move." (asleep, paralysed)
    held,                     // "You are held fast."
    explored,                 // "There is nothing left to explore here."
    trap_in_the_way,          // "A known trap is in the way."
    already_there,            // "You are already there."
    arrived,                  // travel reached its goal
    no_way,                   // "You know no way there."
    blocked,                  // a run met a wall or a creature
    refused,                  // the game refused the turn and said why
    interrupted,              // the player pressed a key
    turn_limit,               // "You stop after a long walk."
    no_progress,              // "You stop: you are going round in circles." (a step back onto a cell it already
                              // walked since it last learnt anything: sim/actions/repeat.hpp made_progress)
    rested,                   // rest: "You feel rested." (hit points and magic full)
};

// A stop and what it is about: the monster or item a sentence names, else null.
struct Stop {
    StopReason reason = StopReason::none;
    ecs::Entity about = ecs::null_entity;

    [[nodiscard]] explicit operator bool() const noexcept { return reason != StopReason::none; }
};

// The sentence the player reads for `stop`, or empty.
[[nodiscard]] std::string stop_sentence(Game& game, const Stop& stop);

// The direction of explore's next step, or nullopt when nothing is left to explore (or every way on crosses
// a known trap). Changes only scratch.
[[nodiscard]] std::optional<Direction> explore_direction(Game& game);
// The direction of the next step toward `to` over remembered cells round known traps, or nullopt when there is
// no such way.
[[nodiscard]] std::optional<Direction> travel_direction(Game& game, Point to);

// Travel's step toward `to` (the same walk, the same cost), and among equally short ways the one whose first step
// heads most nearly straight at it: auto-fight's approach, so a foe due west is walked at due west (and a lunge
// weapon's straight line kept) rather than by a zigzag of the same length.
[[nodiscard]] std::optional<Direction> approach_direction(Game& game, Point to);

// Why `command` (explore, travel or run) cannot take a step now (explored, trap_in_the_way, already_there,
// no_way, blocked), or none when it can. Any other kind of intent: none.
[[nodiscard]] StopReason why_no_step(Game& game, const Intent& command);

// The three as actions: an alternative (a step) or a failure saying why not (why_no_step's sentence).
[[nodiscard]] ActionResult explore_action(Game& game);
[[nodiscard]] ActionResult travel_action(Game& game, Point to);
[[nodiscard]] ActionResult run_action(Game& game, Direction d);

}  // namespace yoord
