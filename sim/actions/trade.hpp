#pragma once
// Trading, the action: the player takes a spirit's ware (sim/rules/spirits.hpp has the spirits' rules and the
// settling of a trade; this decides only whether the trade happens).

#include <cstdint>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// `trader` (only the player trades) takes ware `theirs` of the spirit in direction `d`, giving its barter good
// `yours` (a place in barter_goods; ignored by an offer). Refused, with the reason and no turn spent, when there
// is no trading spirit there, no such ware or good, the price cannot be paid or the pack has no room.
[[nodiscard]] ActionResult trade(Game& game, ecs::Entity trader, Direction d, std::uint8_t theirs,
                                 std::int32_t yours);

}  // namespace yoord
