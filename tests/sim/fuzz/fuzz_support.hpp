#pragma once
// The fuzzer's scale and its random player. The scale is read from the environment once:
//   YOORD_FUZZ_SEEDS  how many seeds (one test case each, so GoogleTest's sharding spreads them)
//   YOORD_FUZZ_TURNS  how many turns each seed plays at most
//   YOORD_FUZZ_BASE   the first seed (the cases play BASE, BASE+1, ...)
// The run itself (packs, body, companion) is read from the environment too: run_setup() below.
// The defaults finish in about a minute in a Release build on two cores; a sanitizer build plays less.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "sim/state/game.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord::fuzz {

struct Scale {
    int seeds = 0;
    int turns = 0;
    std::uint64_t base = 0;
};
[[nodiscard]] const Scale& scale();

// One intent a careless player might submit: `bot_percent` of the time the bot's sensible choice (so runs go
// deep and fight), otherwise any kind with any arguments: walls, letters past the pack, stairs where there are
// none, targets off the map.
[[nodiscard]] Intent random_intent(Rng& rng, Game& game, std::uint32_t bot_percent);

// Each seed plays with one of these shares of bot intents: mostly careless, or mostly sensible and deep.
inline constexpr std::uint32_t kBotPercents[] = {50, 80, 95};

// The run every case plays, read from the environment once, as the command line's flags are read in every
// other mode (sim/tools/run_setup.hpp):
//   YOORD_FUZZ_PACKS      pack folders, ':'-separated, loaded in that order on the built-in tables (--pack)
//   YOORD_FUZZ_BODY       the creature row the player is made from (--as, --body)
//   YOORD_FUZZ_COMPANION  the creature row at the player's side from the first turn (--companion)
// A pack with an error, or a row the content lacks, stops the program with the reason.
[[nodiscard]] const RunSetup& run_setup();

// The content every fuzz case plays on (the built-in tables with the setup's packs), and its core hash.
[[nodiscard]] const Content& content();
[[nodiscard]] std::uint64_t content_hash_of_content();

// A new game on `seed` named `name`, started as run_setup() says.
[[nodiscard]] std::unique_ptr<Game> new_case_game(std::uint64_t seed, const std::string& name);

// Writes `recording` where a failing case can point at it, and returns the lines to print: the seed, the
// file and the command that replays it.
[[nodiscard]] std::string report_failure(const Recording& recording, const std::string& what);

}  // namespace yoord::fuzz
