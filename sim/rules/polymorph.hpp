#pragma once
// Polymorph: one rule behind every door to it (a wand or a spell at a creature, a potion drunk or splashed, the fits
// of a ring of polymorph through the `polymorphitis` effect), for every kind of creature.
//
//   A monster becomes a fresh creature of another monster row allowed on this floor (random_monster_row); what it
//   carried falls where it stood.
//   The player stays itself (its pack, spells and magic, level, conducts) and takes a new body, as `--as` makes one
//   at the start (sim/rules/bodies.hpp): the row's hit points, dice, bonuses, tempo, colour and grants replace the old
//   body's, and what the player grew stays (assume_body, sim/rules/combat.hpp). The change shocks the system first,
//   in the body it leaves: 1d polymorph_shock_max of harm, through the one door, so the damage conduct sees it; a
//   shock that kills ends the run there, in the old body. Already in a body not its own, the player goes home to the
//   run's own body at polymorph_home_percent (a coin flip at 50), else takes another, never the one worn. At
//   polymorph_chimera_percent the new body is a chimera: a second row's grants with the first's. Worn gear the new
//   body cannot wear falls to the floor. The run's own body is remembered (Polymorphed) while the player wears
//   another, so the save keeps both, the dump shows both and the leaderboard names the run by its own.
//
// Randomness: GameRng only: the coin (when already polymorphed), else the row and the chimera's roll (and its row);
// then the shock.

#include "sim/state/game.hpp"

namespace yoord {

// Polymorphs `victim` (the rule above); `by` is who did it (may be null: a potion drunk, a ring's fit), charged with
// the system shock should it kill. Returns whether anything changed.
bool polymorph(Game& game, ecs::Entity victim, ecs::Entity by);

// The monster row of the second body a chimera player holds the grants of, or null.
[[nodiscard]] const MonsterDef* chimera_of(const Game& game);
// The monster row the run began as (null: the human), whatever body the player wears now.
[[nodiscard]] const MonsterDef* own_body_of(const Game& game);

}  // namespace yoord
