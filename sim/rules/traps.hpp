#pragma once
// Traps: a Trap entity on a cell, sprung by any creature stepping onto it (the player or a monster). What it
// does is its kind (an enum, switched over with no default); how hard it hits grows with depth
// (damage + damage_per_depth x depth).
//
// When a trap shows: `sight` traps are seen like any feature once their cell is in view; `adjacent` ones
// are spotted only from a neighbouring cell; `sprung` ones show only when they go off under the player or in
// the player's sight (a searching creature finds any trap within kSearchRadius). Creatures that fly or
// levitate pass over traps without springing them.

#include "sim/state/game.hpp"

namespace yoord {

// A searching creature finds hidden traps this close (Chebyshev cells).
inline constexpr int kSearchRadius = 3;
// Chance in percent that an arrow or dart trap misses outright, before armour.
inline constexpr int kTrapMissPercent = 20;

// Springs the trap under `victim` (the player or a monster, after a step), if there is one. Returns whether one
// went off. A monster takes the same verbs the player does (a trapdoor takes it off the floor for good, with
// what it carries); the player reads about it, and the trap shows, only when the player sees it happen.
bool spring_trap_underfoot(Game& game, ecs::Entity victim);

// The trap's effect on `victim`, as if it had stepped on it (the same go_off, by kind): a trick shot's burst
// (sim/rules/trick_shots.hpp) sets `trap` off over everyone it catches. A creature that flies or levitates is
// above it and unharmed by it, as when it passes over. Returns whether the effect reached `victim`.
bool set_off_trap(Game& game, ecs::Entity trap, ecs::Entity victim);

// Reveals the traps on cells within `radius` of `at` that are still hidden; returns how many.
int reveal_traps_near(Game& game, Point at, int radius);

// Generation 2's hidden items (the Hidden effect, sim/dungeon/population.hpp): an item so marked is absent from every
// view (items_at, the map, look, explore, pick-up) until found. The player finds those within `radius` of `at` by
// searching (the search ability, with the traps), one underfoot by stepping onto it, and all of a floor's with a
// potion of detect items. Each found item is told, becomes an ordinary item, and returns how many were found.
int reveal_hidden_items_near(Game& game, Point at, int radius);

// Whether the trap entity `trap` shows on the map now.
[[nodiscard]] bool trap_revealed(const Game& game, ecs::Entity trap);

// Shows a hidden trap; `announce` tells the player they spotted it.
void reveal_trap(Game& game, ecs::Entity trap, bool announce);

}  // namespace yoord
