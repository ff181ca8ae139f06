#pragma once
// Small helpers for the items and effects tests: put a row somewhere, and look for a line in the log.

#include <string_view>

#include "sim/state/game.hpp"

namespace yoord::testing {

// Spawns row `id` at `where` from the game's own stream; fails the test when it cannot.
ecs::Entity put(Game& game, std::string_view id, Place where);

// Whether any message in the log contains `text`.
[[nodiscard]] bool logged(const Game& game, std::string_view text);

// The pack letter `item` sits at.
[[nodiscard]] std::uint8_t letter_of(const Game& game, ecs::Entity item);

}  // namespace yoord::testing
