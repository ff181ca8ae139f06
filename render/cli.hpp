#pragma once
// The command line, driven by one table (kFlags): parsing, checking and `--help` all read it.
//
// A flag whose feature has not landed yet is in the table with FlagStatus::pending: the parser rejects it as
// unknown and --help leaves it out, exactly as if it were absent, but its spelling, argument and checks are
// written and tested (tests parse with include_pending). When the feature lands, its engineer flips the status
// to landed and fills in the dispatch arm in render/main.cpp; nothing else changes.
//
// Parse errors name the flag; main prints them with a usage hint and exits with kExitUsage. Every help line is a
// sentence key (content/strings/en.toml, [flag] and [environment]), so --help is in the player's language.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace yoord {

inline constexpr int kExitUsage = 2;

// What yoord does this run. Exactly one; `play` when no command flag is given.
enum class Command {
    play, help, man_page, version, check_content, list_content, seed_catalog, headless, scores, replay, verify, balance, balance_merge,
    check_lang, lang_skeleton, verify_scores, balance_page
};

struct SeedRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;  // inclusive
    friend constexpr bool operator==(SeedRange, SeedRange) = default;
};

// --shard I/N: the I-th of N shards (1 <= I <= N).
struct Shard {
    std::uint64_t index = 1;
    std::uint64_t count = 1;
    friend constexpr bool operator==(Shard, Shard) = default;
};

struct CommandLine {
    Command command = Command::play;
    std::optional<std::string> name;
    std::optional<std::uint64_t> seed;
    std::optional<int> generation;  // --generation N: the dungeon generation of a new run (else the newest)
    std::optional<std::string> level;  // --level ID: the level row forced on every floor (play: with --wizard)
    bool endless = false;  // --endless: the endless dungeon (no Element, no win, no floor the last); its own board
    std::optional<std::string> content_dir;
    std::optional<std::string> check_content_dir;  // --check-content DIR; unset checks the embedded set
    std::vector<std::string> packs;  // --pack DIR, in the order given
    bool data_packs = true;          // --no-data-packs turns off <data>/packs/
    bool watch = false;              // --watch: a wizard run reloads the tables and packs when a file is saved
    SeedRange seed_catalog;
    std::optional<int> depth;
    std::optional<std::int64_t> turns;
    bool bot = false;
    std::optional<std::string> bot_kind;    // --bot KIND: naive, careful, scummer or dancer
    SeedRange balance;                      // --balance A..B
    Shard shard;                            // --shard I/N: play only shard I of N of the --balance range
    std::vector<std::string> merge_files;   // --balance-merge FILE...
    std::optional<int> jobs;
    std::optional<std::string> csv;
    std::optional<std::string> balance_page;  // --balance-page PAGE
    std::optional<std::string> svg;
    bool no_bones = false;  // --no-bones: a death leaves no bones and the climb back meets none (sim/run/bones.hpp)
    bool wizard = false;  // --wizard: the run is a wizard run (the console on ~), never on the leaderboard
    std::optional<std::string> lang;  // --lang CODE: the sentence table (content/strings/CODE.toml); else LANG
    std::string check_lang;           // --check-lang CODE or FILE: the language file to check against English
    bool screen_reader = false;       // --screen-reader: the cursor rests on what to read; colours also in words
    std::optional<std::string> companion;  // --companion ID: a new run starts with this creature at its side
    std::optional<std::string> body;       // --body ID or --as ID: a new run plays this monster row's body
    std::optional<std::string> record;
    std::optional<std::string> replay;
    std::optional<std::string> export_path;  // --export FILE: with --replay, write an asciinema cast, no screen
    std::optional<double> speed;             // --speed X: with --export, X times the normal pace
    std::optional<std::string> scores_dir;   // --scores-dir DIR: a shared board; a run enters it with its recording
    bool daily = false;                      // --daily: the seed of the day, recorded, on the day's board
    std::optional<std::string> verify;
};

enum class FlagStatus { landed, pending };
// many: one value or more, up to the next flag (--balance-merge a.csv b.csv). repeated: one value, and the flag
// may be given again (--pack a --pack b).
enum class ArgKind { none, required, optional, many, repeated };

struct FlagSpec {
    std::string_view flag;     // "--seed"
    ArgKind arg;
    std::string_view metavar;  // "N"
    std::string_view help;     // the sentence key of its one line ("flag.seed"): --help and yoord(6) say it
    FlagStatus status;
    std::optional<Command> command;  // set for flags that choose the command
    unsigned applies_to;             // for the other flags: a mask of commands they modify (bit per Command)
    // Stores the value; false with `error` set when the value is bad.
    bool (*apply)(CommandLine& line, std::optional<std::string_view> value, std::string& error);
};

struct EnvSpec {
    std::string_view name;
    std::string_view help;  // the sentence key of its one line ("environment.lang")
    FlagStatus status;
};

[[nodiscard]] std::span<const FlagSpec> flag_table() noexcept;
[[nodiscard]] std::span<const EnvSpec> env_table() noexcept;
[[nodiscard]] const FlagSpec* find_flag(std::string_view flag, bool include_pending = false) noexcept;
// The one-letter spelling of a flag ("-V" for "--version"), or empty when it has none. The parser reads either;
// --help and the manual page show both.
[[nodiscard]] std::string_view short_flag_of(std::string_view flag) noexcept;

struct ParseResult {
    std::optional<CommandLine> line;  // set on success
    std::string error;                // set on failure: names the flag
};

// `args` excludes the program name.
[[nodiscard]] ParseResult parse_command_line(std::span<const std::string_view> args, bool include_pending = false);
[[nodiscard]] ParseResult parse_command_line(int argc, const char* const* argv);

// The whole --help text: usage, every landed flag and environment variable, one line each, in the active
// language (choose_language, render/app.hpp); the flags and variables themselves are never translated.
[[nodiscard]] std::string help_text(bool include_pending = false);
// "yoord: <error>\nTry 'yoord --help' for the list of options.\n"
// A language code --lang and LANG may name: [a-z]{2,3}([_-][A-Za-z]{2})?, or "pseudo". Never a path.
[[nodiscard]] bool is_language_code(std::string_view code);

[[nodiscard]] std::string usage_error(std::string_view error);

}  // namespace yoord
