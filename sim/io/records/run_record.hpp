#pragma once
// What a finished run leaves behind, taken from the Game once it is over (or given up): its leaderboard
// entry and its run dump (sim/io/records/run_dump.hpp). The date comes from the caller's clock: it describes
// when the run was played and is never part of the game's state.

#include <string>

#include "sim/state/game.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_end.hpp"

namespace yoord {

// won / died from the game's outcome; a run still alive when it stops was quit.
[[nodiscard]] RunEnd run_end_of(const Game& game) noexcept;

// The deepest floor the run reached.
[[nodiscard]] int deepest_depth(const Game& game) noexcept;

// How the run ended, kept as words of the table so each reader reads it in their language:
// death.cause{cause=@sewer_rat, depth=3}, end.escaped, end.quit{depth=2} (sim/state/wording.hpp).
[[nodiscard]] Wording end_wording(const Game& game);
// end_wording() in the active language: "killed by a sewer rat on depth 3", "escaped with the Element of Yoord".
[[nodiscard]] std::string end_cause(const Game& game);

// The run's leaderboard line.
[[nodiscard]] ScoreEntry score_entry(const Game& game, std::string date);

}  // namespace yoord
