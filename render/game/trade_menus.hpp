#pragma once
// The menus a spirit opens when the player walks into it (sim/rules/spirits.hpp has the rule). Every question is
// a UI layer asked through LayerStack::query(), so tests answer them headless by queueing results:
//
//   "offer"          an offer's wares (a, b, c), each at the spirit's price; X strikes the spirit instead
//   "barter"         a barter on one screen: the spirit's wares (a, b, c; X strikes it instead) in the left
//                    column, what the player gives (pack items, then known spells) in the right
//   "strike spirit"  the confirmation before striking it (every spirit turns hostile for the run)
//
// The answer is an intent for the one action path (Intent::trade or Intent::strike), so a trade is recorded,
// replayed and saved like any turn; nothing here changes the game.

#include <optional>

#include "render/ui/layer_stack.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Asks the player what to do with the spirit in direction `d` (a trading spirit must stand there). nullopt when
// the player walks away (a cancel anywhere) or there is nothing to trade.
[[nodiscard]] std::optional<Intent> ask_trade(LayerStack& stack, Game& game, Direction d);

}  // namespace yoord
