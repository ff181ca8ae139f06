#pragma once
// What the front end writes when a run stops: at death, win or quit, the run dump (morgue/) and the
// leaderboard entry (scores.txt); after an internal error, a crash report (crashes/). Each returns the lines
// the end panel shows, so the player always learns where a file went, or why it was not written.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

struct RecordsSetup {
    std::optional<std::filesystem::path> data_dir;  // nullopt: nothing is written (no data folder)
    std::uint64_t content_hash = 0;                  // the rules in play (sim/io/save/content_hash.hpp)
    // A board that keeps runs (--scores-dir, --daily: sim/io/records/board.hpp): the entry goes there instead of
    // the data folder's scores.txt, and only with the run's recording.
    std::optional<std::filesystem::path> board;
    std::optional<std::filesystem::path> recording;  // this run's recording, when it is being recorded
    bool recording_in_progress = false;               // the recording is the board's own runs/playing-* file
    // A death leaves its bones (sim/io/records/bones_files.hpp) in the data folder: play, but not --no-bones, --daily,
    // a wizard run or a run whose content was reloaded.
    bool bones = false;
};

// "2026-11-29 17:30:00": now, from the system clock, in UTC. Outside the simulation: it names when a run was
// played and never changes what happens in it.
[[nodiscard]] std::string utc_timestamp();

// Writes the dump and the leaderboard entry of a run that is over (or quit), and a death's bones when `setup` says
// so. Returns the end panel's notes.
[[nodiscard]] std::vector<std::string> record_finished_run(const Game& game, const RecordsSetup& setup,
                                                           const std::string& date);

// Writes the crash report of a turn that threw `what`. `saved` says what became of the run. Returns the crash
// panel's notes.
[[nodiscard]] std::vector<std::string> record_crash(const Game& game, const RecordsSetup& setup,
                                                    std::span<const Intent> recent, const std::string& what,
                                                    const std::string& saved, const std::string& date);

}  // namespace yoord
