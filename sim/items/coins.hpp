#pragma once
// Coins are applied on contact: stepping onto one (or picking it up) gives it to its taker at once, with no pack
// letter. What it gives is the row's kind (CoinKind), switched over with no default: money goes to the purse (the
// player's score); the others heal, cleanse, restore power, or promise something at the next staircase
// (sim/rules/promises.hpp). A coin is taken only when it would help: one that would do nothing stays where it is
// and says why. A missile fired or thrown at a coin bursts it for the shooter, by the same rule.
// The pile's `Coins::amount` (rolled at spawn) is the coin's number: coins, hit points, power die sides, pluses.

#include <string>

#include "sim/state/game.hpp"

namespace yoord {

// Why `coin` would do nothing for `taker` now ("You are unhurt."), or empty when it would help. Only the player
// takes coins: for anyone else the answer is never empty.
[[nodiscard]] std::string coin_refusal(const Game& game, ecs::Entity taker, ecs::Entity coin);

// Gives `coin` to `taker` when it would help (and then destroys it); otherwise tells the player why it stays.
// Returns whether it was taken.
bool offer_coin(Game& game, ecs::Entity taker, ecs::Entity coin);

// Offers every coin on `walker`'s cell to it; returns how many were taken.
int collect_coins_underfoot(Game& game, ecs::Entity walker);

// A missile came down at `at` without reaching a creature: every coin there bursts for `shooter` (when it
// would help). Returns how many burst.
int burst_coins_at(Game& game, ecs::Entity shooter, Point at);
// Whether a coin at `at` would burst for `shooter` (a missile aimed there stops there).
[[nodiscard]] bool coin_would_burst_at(const Game& game, ecs::Entity shooter, Point at);

}  // namespace yoord
