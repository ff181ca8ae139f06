#pragma once
// How close the portal is. Each floor gives the player patience_per_floor turns (constants.toml); at zero a
// portal moves it on (sim/turn/patience_system.cpp). The player is warned twice, once when a quarter of the
// floor's patience is left and once at a tenth, in the log; the status line shows the same two levels in its
// colour, so the rule for "running low" lives here once.

#include <cstdint>
#include <string>

namespace yoord {

enum class PatienceLevel : std::uint8_t {
    calm,     // more than a quarter left
    low,      // a quarter or less
    urgent,   // a tenth or less
};

// The level for `left` turns of `per_floor`.
[[nodiscard]] PatienceLevel patience_level(int left, int per_floor) noexcept;

// The warning to log when patience has just come down to `left` (one turn less than before): a line at the
// turn it reaches a quarter and at the turn it reaches a tenth, else empty. `climbing`: the portal takes the
// player up (it carries the Element).
[[nodiscard]] std::string patience_warning(int left, int per_floor, bool climbing);

}  // namespace yoord
