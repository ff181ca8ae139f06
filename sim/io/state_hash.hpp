#pragma once
// The state hash: XXH3-64 over the canonical form of a run. Two games with equal hashes are (to 64 bits) the
// same game: the same entities (visited in Uid order, never column or slot order), every component of each
// (the fields sim/io/component_traits.hpp lists, with entity handles written as Uids, so a save and load cannot
// change it), every marker bit, the game's random stream, the descent, the floor's live tiles, the player's
// memory of it, score, patience, outcome and turn. Derived data is left out: components whose traits say
// Saved::never (the Loadout cache), the cache's dirty bit, path scratch.
//
// Replays (issue 9) compare it turn by turn; the headless line prints it.

#include <cstdint>

#include "sim/state/game.hpp"

namespace yoord {

[[nodiscard]] std::uint64_t state_hash(const RunState& game);

}  // namespace yoord
