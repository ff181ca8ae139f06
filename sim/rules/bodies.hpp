#pragma once
// Bodies. A run plays the human (the player numbers of content/constants.toml) or a body made from a monster row:
// `--body lurk` plays the lurk, a row made for it; `--as ID` plays any monster row. The body gives the player the
// row's hit points, dice, tempo, grants, spells and magic (sim/state/game.cpp: make_player) and is remembered by the
// row's stable id in the player's Body component, which the save keeps and the dump and the leaderboard show.
// What a body can do beyond its numbers is its grants: `rings_only` wears nothing but rings; `grows` gains a
// random stat after a kill; `lurks` keeps the lurk conduct (sim/run/conducts.hpp).

#include <string>

#include "sim/rules/combat.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// The monster row the player's body was made from, or null for the human.
[[nodiscard]] const MonsterDef* body_of(const Game& game);
// The body the run is played as, for the dump and the leaderboard: the row's id, or "human". A polymorph does not
// change it: it names the run's own body (sim/rules/polymorph.hpp), not the one worn now.
[[nodiscard]] std::string body_id(const Game& game);

// What a body gives the player made from it: the monster row's hit points, dice and bonuses, or for the human
// (null) the player numbers of the constants. make_player builds from it and a polymorph swaps one for another.
[[nodiscard]] BodyNumbers body_numbers(const Game& game, const MonsterDef* body);

// Whether `wearer`'s body can wear something in `slot` (a body with rings_only wears only rings).
[[nodiscard]] bool body_can_wear(const Game& game, ecs::Entity wearer, EquipSlot slot);

// After a kill by `killer`: a creature that grows gains one random stat (1 maximum hp, base power or base armour,
// through the one door in sim/rules/combat.hpp) at the grow_percent constant. Draws from GameRng only for a
// creature that grows. Returns whether it grew.
bool grow_after_kill(Game& game, ecs::Entity killer);

}  // namespace yoord
