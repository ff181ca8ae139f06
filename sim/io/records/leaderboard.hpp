#pragma once
// The leaderboard: the best runs played with this data directory, best first, at most kLeaderboardSize.
//
// File format (scores.txt in the data directory), plain text so a player can read it:
//   line 1     "yoord-scores <version>"; this build writes kLeaderboardVersion and reads versions up to it
//   then       one run per line, fields separated by a tab:
//              score  end  deepest  turns  conducts  seed  date  name  cause  body  generation  section
//              (version 1 lines have no body: the human; versions 1 and 2 no generation: generation 1;
//              versions 1 to 4 no section: the descent)
//              end is won/died/quit (sim/io/records/run_end.hpp); conducts is the kept mask in hex, by the bit
//              order of sim/run/conducts.hpp (tests/golden/conducts.golden); date is "YYYY-MM-DD HH:MM:SS"
//              UTC; name and cause never hold a tab or a line break (they are replaced by spaces); cause is
//              the end of the run as a wording ("=death.cause{cause=@sewer_rat\"sewer rat\",depth=\"3\"}"),
//              written in the reader's language when shown; section is the board the run is ranked on
//              (descent or endless: board_section_name)
//   "#" lines and blank lines are ignored.
// Each section is a board of its own: an entry is ranked among its section's runs and each section keeps its best
// kLeaderboardSize, so an endless run (--endless: no Element, no win, scored on the way down) never pushes a
// descent off the board, nor the other way round.
// A file that does not parse, or was written by a newer version, is refused with the reason and left alone:
// the game never rewrites what it does not understand.

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/expected.hpp"
#include "sim/io/records/run_end.hpp"
#include "sim/state/wording.hpp"

namespace yoord {

// Version 2 (issue 18): the conducts mask holds `armour` and `lurk` under their new meanings, and a tenth field
// names the body played; a version 1 file is read with its masks migrated (leaderboard.cpp:
// migrate_kept_from_v1) and every body the human, and becomes version 2 when next written.
// Version 3 (issue 30): an eleventh field names the run's dungeon generation; older lines are generation 1.
// Version 4 (issue 29): the cause is a wording's encoding (sim/state/wording.hpp), shown in the reader's language;
// an older line's cause is the English text it was written in, and stays so.
// Version 5 (issue 31): a twelfth field names the run's section (descent or endless); older lines are descents.
inline constexpr int kLeaderboardVersion = 5;
inline constexpr std::size_t kLeaderboardSize = 100;
inline constexpr std::string_view kLeaderboardMagic = "yoord-scores";
inline constexpr std::string_view kLeaderboardFileName = "scores.txt";

// The board a run is ranked on: the descent for the Element, or the endless dungeon (--endless).
enum class BoardSection : std::uint8_t { descent, endless };
inline constexpr std::array kBoardSections{BoardSection::descent, BoardSection::endless};

// "descent", "endless": the words the leaderboard file stores (a file format: never change one).
[[nodiscard]] constexpr std::string_view board_section_name(BoardSection section) noexcept {
    switch (section) {
        case BoardSection::descent: return "descent";
        case BoardSection::endless: return "endless";
    }
    return "descent";
}

[[nodiscard]] constexpr std::optional<BoardSection> parse_board_section(std::string_view word) noexcept {
    for (const BoardSection s : kBoardSections) {
        if (board_section_name(s) == word) return s;
    }
    return std::nullopt;
}

struct ScoreEntry {
    std::int64_t score = 0;
    RunEnd end = RunEnd::died;
    int deepest = 1;                  // the deepest floor reached
    std::uint32_t turns = 0;
    std::uint16_t conducts = 0;       // kept, as a ConductMask
    std::uint64_t seed = 0;
    std::string date;                 // "2026-11-29 17:30:00" (UTC); from the clock, never from the game
    std::string name;
    Wording cause;                    // how the run ended, in words of the table (run_record.hpp: end_wording);
                                      // plain text on lines before version 4
    std::string body = "human";       // the body played: a monster row id (--body, --as), or "human"
    int generation = 1;               // the dungeon generation (sim/dungeon/generation.hpp); 1 on older lines
    BoardSection section = BoardSection::descent;  // the board it is ranked on; the descent on older lines

    friend bool operator==(const ScoreEntry&, const ScoreEntry&) = default;
};

struct Leaderboard {
    std::vector<ScoreEntry> entries;  // best first
};

// The entries of one section, best first (the order they have on the board).
[[nodiscard]] std::vector<ScoreEntry> section_entries(const Leaderboard& board, BoardSection section);

// Parses a leaderboard file's text; the error names the line and what is wrong with it.
[[nodiscard]] Expected<Leaderboard, std::string> parse_leaderboard(std::string_view text);
// The file's text for `board` (kLeaderboardVersion).
[[nodiscard]] std::string format_leaderboard(const Leaderboard& board);

// Puts `entry` in its place (higher score first; an equal score goes below those already there) and keeps the
// best kLeaderboardSize of its section. Returns its rank from 1 among its section's runs, or 0 when it did not
// make the board.
std::size_t insert_entry(Leaderboard& board, ScoreEntry entry);

// Reads the leaderboard at `path`. A missing file is an empty board; an unreadable, corrupt or newer one is
// an error saying why.
[[nodiscard]] Expected<Leaderboard, std::string> read_leaderboard(const std::filesystem::path& path);

struct RecordResult {
    bool written = false;
    std::size_t rank = 0;  // from 1; 0 when written but not among the best (or not written)
    std::string error;     // when not written: why, for the player
};

// Adds `entry` to the leaderboard at `path`, under an exclusive lock on `<path>.lock` so two games ending at
// once both get in: read, insert, write atomically (core/io/atomic_file.hpp), unlock. A corrupt or newer
// file is left alone and the entry is not written (the error says so). The folder must exist.
[[nodiscard]] RecordResult record_score(const std::filesystem::path& path, const ScoreEntry& entry);

}  // namespace yoord
