#pragma once
// A leaderboard folder whose entries carry their runs: scores.txt (leaderboard.hpp), its lock, and runs/ holding
// the recording (sim/io/replay/recording.hpp) of each entry. A shared board (--scores-dir DIR, for a machine many
// players share) and the daily boards (<board>/daily/YYYY-MM-DD/) are such folders: a run enters one only with
// its recording stored beside it, and --verify-scores replays every entry, so a score on the board is a run
// that was played, not a line that was typed.
//
// An entry finds its recording by name, with no field added to scores.txt: runs/<run_file_name(entry)>, made of
// the entry's date, seed and a hash of its name (the three say which run it was, and no two runs of one player
// end in the same second on the same seed).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "sim/io/records/leaderboard.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

inline constexpr std::string_view kRunsFolderName = "runs";
inline constexpr std::string_view kDailyFolderName = "daily";

// "20261201-173000-42-1f2e3d4c5b6a7988.yrec": the entry's date (digits only), seed and XXH3 of its name.
[[nodiscard]] std::string run_file_name(const ScoreEntry& entry);
// <board>/runs/<run_file_name(entry)>
[[nodiscard]] std::filesystem::path run_path(const std::filesystem::path& board, const ScoreEntry& entry);
// <board>/daily/<date>: the board of one day's seed (date "YYYY-MM-DD").
[[nodiscard]] std::filesystem::path daily_board(const std::filesystem::path& board, std::string_view date);

// Enters `entry` on the board in folder `board` with the recording at `recording`: the recording is copied to
// run_path(board, entry) (a temporary renamed into place: a name no other run has, so no lock is needed), then
// the entry is recorded under the board's lock (leaderboard.hpp record_score). If the recording cannot be
// stored, the entry is not written and the error says why. Folders are made as needed.
[[nodiscard]] RecordResult record_score_with_run(const std::filesystem::path& board, const ScoreEntry& entry,
                                                 const std::filesystem::path& recording);

// One entry of a board, replayed.
struct EntryCheck {
    ScoreEntry entry;
    bool verified = false;
    std::string why;  // when not verified: the recording is missing or unreadable, made on other content, a turn
                      // differs, or the replayed run ends other than the entry says (score, turns, depth ...)
};

// Replays every entry of the board in `board` on `content` (hashed `content_hash`), best first. Fails only when
// scores.txt cannot be read.
[[nodiscard]] Expected<std::vector<EntryCheck>, std::string> verify_board(const std::filesystem::path& board,
                                                                          const Content& content,
                                                                          std::uint64_t content_hash);

}  // namespace yoord
