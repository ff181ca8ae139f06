#pragma once
// The one action path. Every creature acts through an Intent (sim/state/intent.hpp): the player's comes from a
// key or the bot, a monster's from its mind (sim/monsters/minds.hpp). try_intent() is the ONE function that
// says what an intent does, for any actor, so a door, a snare or an arrow obeys the same rule whoever meets
// it. apply_intent() is how both the player's turn and a monster's action run one: try, and follow the
// alternatives (walking into a door opens it, into a hostile creature strikes it).
//
// What differs between actors is only what they are, never a second copy of a rule: the player leads its side
// (walking into a creature it does not fight, it trades places; others wait for the way to clear), carries
// the purse (coins pay the score), and is the one whose floor it is (stairs, explore, travel and run read the
// player's map memory). Failure messages are for the one who asked, so only the player's are logged.

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

// What `actor`'s intent does, without following alternatives. No turn passes here.
[[nodiscard]] ActionResult try_intent(Game& game, ecs::Entity actor, const Intent& intent);

// Tries `actor`'s intent and follows its alternatives; returns the last result. A success spent the action;
// a failure did nothing (its message is logged when the actor is the player).
ActionResult apply_intent(Game& game, ecs::Entity actor, const Intent& intent);

// The item verbs (quaff, read, zap, throw, fire), in sim/actions/item_use.cpp.
[[nodiscard]] ActionResult try_item_use(Game& game, ecs::Entity actor, const Intent& intent);

// The item at `letter` in `holder`'s pack, or null.
[[nodiscard]] ecs::Entity pack_item(const Game& game, ecs::Entity holder, std::uint8_t letter);
// The pack letter `item` sits at in `holder`'s pack, or nullopt.
[[nodiscard]] std::optional<std::uint8_t> letter_of(const Game& game, ecs::Entity holder, ecs::Entity item);


}  // namespace yoord
