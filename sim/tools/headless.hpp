#pragma once
// Headless play: `yoord --headless --seed N --turns T --bot` plays with no terminal and prints one line,
//
//   seed=N turns=T depth=D outcome=O score=S hash=H
//
// where T is the number of turns actually played (at most the T asked for; fewer when the run ended), D the
// depth reached, O alive, won or dead, S the score and H the state hash (sim/io/state_hash.hpp) in 16 hex digits.
// The same arguments always print the same line: the run is a function of content, seed and the bot.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "sim/state/game.hpp"
#include "sim/tools/careful_bot.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord {

struct HeadlessResult {
    std::uint64_t seed = 0;
    int turns = 0;
    int depth = 1;
    Outcome outcome = Outcome::alive;
    std::int64_t score = 0;
    std::uint64_t hash = 0;
};

// The bot plays a new game on `seed` for up to `turns` turns (the naive bot unless `bot` says otherwise), started
// as `start` says (the dungeon: --generation, --level, the newest generation by default; the body; the companion).
[[nodiscard]] HeadlessResult run_headless(const Content& content, std::uint64_t seed, std::int64_t turns,
                                          BotKind bot = BotKind::naive, StartChoices start = {});

// The bot plays `game` (a run just started) for up to `turns` turns.
[[nodiscard]] HeadlessResult play_headless(Game& game, std::int64_t turns, BotKind bot = BotKind::naive);

[[nodiscard]] std::string headless_line(const HeadlessResult& r);

// The whole command: loads the run's content (sim/tools/run_setup.hpp: the built-in set or --content-dir, with
// its --pack folders), plays the run it describes, prints the line to `out`. Content errors, or a level, body or
// companion the content lacks, go to `err` with exit code 1; otherwise 0.
int headless_command(std::uint64_t seed, std::int64_t turns, const RunSetup& setup, std::ostream& out,
                     std::ostream& err, BotKind bot = BotKind::naive);

// The seed a headless run uses when the command line names none.
inline constexpr std::uint64_t kDefaultHeadlessSeed = 1;

}  // namespace yoord
