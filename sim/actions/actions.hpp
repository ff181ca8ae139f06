#pragma once
// Trying the player's intent: each kind is one function returning an ActionResult (sim/turn/action.hpp). No turn
// passes here; player_action_system applies the result (follows alternatives, logs failures, marks the turn
// spent).

#include "sim/turn/action.hpp"
#include "sim/game.hpp"

namespace yoord {

[[nodiscard]] ActionResult try_intent(Game& game, const Intent& intent);

// The item verbs (quaff, read, zap, throw, fire), in sim/actions/item_use.cpp.
[[nodiscard]] ActionResult try_item_use(Game& game, const Intent& intent);

// The pack item at `letter`, or null.
[[nodiscard]] ecs::Entity pack_item(const Game& game, std::uint8_t letter);

}  // namespace yoord
