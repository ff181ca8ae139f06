#pragma once
// `yoord --scores`: the leaderboard in the data directory (sim/io/records/leaderboard.hpp) as a table, best
// first, with the conducts each run kept. A missing leaderboard is "no runs yet"; a corrupt or newer one is
// reported with its reason and left alone (exit 1).

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

#include "render/cli.hpp"
#include "render/data_dir.hpp"
#include "sim/io/records/leaderboard.hpp"

namespace yoord {

// The table --scores prints: a header line, then one line per run; an empty board says so.
[[nodiscard]] std::string scores_table(const Leaderboard& board);

// Prints the leaderboard of the data directory `env` names. Returns the exit status.
int scores_command(std::ostream& out, std::ostream& err, const EnvLookup& env = process_env);

// The folder of the board `line` names (sim/io/records/board.hpp): --scores-dir DIR, else the data folder; with
// --daily, that folder's board of the day (YOORD_DATE, else today in UTC). nullopt with `error` set when there
// is no data folder or YOORD_DATE is not a date.
[[nodiscard]] std::optional<std::filesystem::path> board_folder(const CommandLine& line, const EnvLookup& env,
                                                                std::string& error);

// `yoord --scores [--scores-dir DIR] [--daily]`: that board as a table. Returns the exit status.
int scores_command(const CommandLine& line, std::ostream& out, std::ostream& err, const EnvLookup& env = process_env);

// `yoord --verify-scores [--scores-dir DIR] [--daily]`: replays the recording of every entry on that board and
// prints one line per entry, each marked verified or not with the reason; then how many verified. Returns 0
// when all did, 1 when any did not (or the board cannot be read).
int verify_scores_command(const CommandLine& line, std::ostream& out, std::ostream& err,
                          const EnvLookup& env = process_env);

}  // namespace yoord
