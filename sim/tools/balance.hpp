#pragma once
// The balance report: `yoord --balance A..B` lets a bot play every seed from A to B and prints what its runs
// tell about the game's difficulty (docs/explanation/balance.md reads one).
//
// A seed range is the unit of work. Each run becomes one RunRecord, a function of (content, seed, bot, and the
// run's start: --as, --companion, --generation; sim/tools/run_setup.hpp) only,
// so the records do not depend on how many threads (`--jobs`) played them or in which order they finished.
// The report is a function of the records alone, sorted by seed: `--csv FILE` writes them one line per run, and
// `--balance-merge a.csv b.csv` reads shards back and prints exactly the report one run over their union
// would have printed. `--shard I/N` plays the I-th of N shards of the range (seed_shard), so N machines or
// processes can each play one and a merge of their CSVs prints, and writes, exactly what one run over the range
// would have (docs/how-to/run-at-scale.md). Its last line is always
//
//   runs=N wins=W win_rate=P median_deepest=D
//
// with P the share of runs won, in percent with one decimal, and D the lower median of the deepest depths.

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/tools/careful_bot.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord {

// A run never plays more than this many turns: every floor's patience twice over (down and back up), and then
// some; a run still going then counts as alive.
inline constexpr int kBalanceTurnCap = 40000;

struct RunRecord {
    std::uint64_t seed = 0;
    BotKind bot = BotKind::careful;
    Outcome outcome = Outcome::alive;
    int deepest = 1;
    int depth = 1;               // where the run ended
    std::string killer;          // the death's cause ("a sewer rat"), empty unless dead
    int turns = 0;
    std::int64_t score = 0;
    std::vector<int> floor_turns;           // turns spent at each depth, index depth - 1
    std::map<std::string, int> uses;        // item row id -> times quaffed, read, zapped, thrown or fired
    int rested = 0;                         // turns spent resting (the rest intent)
    int refusals = 0;                       // choices the game refused (the runner waited instead)
    std::string death_floor;                // the floor of a death: its level row (generation 2 on, content/
                                            // levels.toml) or generation 1's layout kind; empty unless dead

    friend bool operator==(const RunRecord&, const RunRecord&) = default;
};

// Plays one run, started as `start` says (the dungeon: the newest generation by default; the body; the companion).
[[nodiscard]] RunRecord play_balance_run(const Content& content, std::uint64_t seed, BotKind bot,
                                         int turn_cap = kBalanceTurnCap, StartChoices start = {});

// Plays seeds first..last in `jobs` threads; the result is sorted by seed and independent of `jobs`.
[[nodiscard]] std::vector<RunRecord> play_balance_runs(const Content& content, std::uint64_t first,
                                                       std::uint64_t last, BotKind bot, int jobs,
                                                       int turn_cap = kBalanceTurnCap, StartChoices start = {});

// CSV: a header line, then one line per record. The runs of a report played other than plain (run_label in
// sim/tools/run_setup.hpp: a body, a companion, packs) say so first, in a line "# played LABEL".
void write_balance_csv(std::ostream& out, const std::vector<RunRecord>& records, const std::string& label = {});
// Reads what write_balance_csv wrote, appending to `records`; false with `error` ("file:line: ...") on a bad line.
// `label`, when given, receives the runs' label ("" for plain runs).
[[nodiscard]] bool read_balance_csv(std::istream& in, const std::string& name, std::vector<RunRecord>& records,
                                    std::string& error, std::string* label = nullptr);

// The report (tables, bar histograms, the last line), from the records in seed order; its title names the
// runs' label, when they have one ("... 5 runs, as lurk").
void write_balance_report(std::ostream& out, std::vector<RunRecord> records, const std::string& label = {});
// "runs=N wins=W win_rate=P median_deepest=D"
[[nodiscard]] std::string balance_summary_line(const std::vector<RunRecord>& records);
// The charts (deepest depth, deaths by depth) as one SVG picture.
void write_balance_svg(std::ostream& out, std::vector<RunRecord> records);

// Shard `index` (1 to `count`) of the seeds first..last: the range cut into `count` runs of consecutive seeds
// whose sizes differ by one at most, the longer ones first, so every seed is in exactly one shard. nullopt when
// the shard is empty (more shards than seeds).
struct SeedSpan {
    std::uint64_t first = 0;
    std::uint64_t last = 0;  // inclusive
    friend bool operator==(const SeedSpan&, const SeedSpan&) = default;
};
[[nodiscard]] std::optional<SeedSpan> seed_shard(std::uint64_t first, std::uint64_t last, std::uint64_t index,
                                                 std::uint64_t count);

struct BalanceOptions {
    std::uint64_t first = 1;
    std::uint64_t last = 1;
    std::uint64_t shard = 1;   // --shard I/N: play shard I of N of first..last (1/1: all of it)
    std::uint64_t shards = 1;
    BotKind bot = BotKind::careful;
    int jobs = 1;
    std::optional<std::string> csv;
    std::optional<std::string> svg;
    RunSetup setup;  // the content with its packs, the dungeon, the body and the companion of every run
};

// `yoord --balance A..B`: plays, prints the report to `out`, writes the CSV and SVG files asked for. An endless
// dungeon (setup.dungeon.endless) is refused with the reason: the report's band counts wins, and it has none.
int balance_command(const BalanceOptions& options, std::ostream& out, std::ostream& err);
// `yoord --balance-merge a.csv b.csv ...`: the report over every file's records, and their CSV (`csv`), the one
// a single run over their union would have written. A run (seed and bot) found twice is refused: a shard given
// twice would count its runs twice.
int balance_merge_command(const std::vector<std::string>& files, const std::optional<std::string>& svg,
                          const std::optional<std::string>& csv, std::ostream& out, std::ostream& err);

}  // namespace yoord
