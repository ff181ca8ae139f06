#pragma once
// The fuzzer's scale and its random player. The scale is read from the environment once:
//   YOORD_FUZZ_SEEDS  how many seeds (one test case each, so GoogleTest's sharding spreads them)
//   YOORD_FUZZ_TURNS  how many turns each seed plays at most
//   YOORD_FUZZ_BASE   the first seed (the cases play BASE, BASE+1, ...)
// The defaults finish in about a minute in a Release build on two cores; a sanitizer build plays less.

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "sim/state/game.hpp"
#include "sim/io/replay/recording.hpp"

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

// The content every fuzz case plays on, and its hash.
[[nodiscard]] const Content& content();
[[nodiscard]] std::uint64_t content_hash_of_content();

// Writes `recording` where a failing case can point at it, and returns the lines to print: the seed, the
// file and the command that replays it.
[[nodiscard]] std::string report_failure(const Recording& recording, const std::string& what);

}  // namespace yoord::fuzz
