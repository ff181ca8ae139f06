#pragma once
// `yoord --scores`: the leaderboard in the data directory (sim/io/records/leaderboard.hpp) as a table, best
// first, with the conducts each run kept. A missing leaderboard is "no runs yet"; a corrupt or newer one is
// reported with its reason and left alone (exit 1).

#include <iosfwd>

#include "render/data_dir.hpp"
#include "sim/io/records/leaderboard.hpp"

namespace yoord {

// The table --scores prints: a header line, then one line per run; an empty board says so.
[[nodiscard]] std::string scores_table(const Leaderboard& board);

// Prints the leaderboard of the data directory `env` names. Returns the exit status.
int scores_command(std::ostream& out, std::ostream& err, const EnvLookup& env = process_env);

}  // namespace yoord
