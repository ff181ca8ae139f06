#pragma once
// A floor's feeling: a word on arrival about what the floor holds, read from what was placed on it against the
// population band of its depth (content/population.toml). Teeming when the hostile count is in the top quarter
// of the band, quiet at its floor, rich when loot on the floor reaches the band's most; otherwise nothing is
// said. It reads the floor and draws no random number, so telling it changes nothing.

#include <string_view>

#include "sim/state/game.hpp"

namespace yoord {

enum class FloorFeeling : std::uint8_t { ordinary, quiet, teeming, rich };

// The feeling of the floor the player stands on now.
[[nodiscard]] FloorFeeling floor_feeling(const Game& game);
// Its stable word for events and tests: "ordinary", "quiet", "teeming", "rich".
[[nodiscard]] std::string_view feeling_id(FloorFeeling feeling) noexcept;

// Logs the feeling's line (none for an ordinary floor) and records the floor_feeling event.
void tell_floor_feeling(Game& game);

}  // namespace yoord
