#pragma once
// The game's invariants, checked from outside the rules: what must hold between any two turns, whatever the
// player asked for. One checker shared by tests, the fuzzer (tests/sim/fuzz/) and debug builds.
//
//   - locations match the spatial index, packs and slots (check_locations in sim/places/location.hpp);
//   - no pack letter or equipment slot names a dead (stale) entity;
//   - no creature lives at 0 hp or less (the player may lie at 0 once the run is over);
//   - hp never exceeds max_hp, and max_hp is at least 1;
//   - no creature holds more conditions than the content's max_conditions (three by default).

#include <string>
#include <vector>

#include "sim/state/game.hpp"

namespace yoord {

// One line per broken invariant, each naming the entity by Uid; empty when all hold.
[[nodiscard]] std::vector<std::string> check_invariants(const Game& game);

}  // namespace yoord
