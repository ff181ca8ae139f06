#include "fuzz_support.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>

#include "sim/tools/bot.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/tables/loader.hpp"
#include "tests/support/sanitized.hpp"

namespace yoord::fuzz {
namespace {

// A sanitizer build runs several times slower: play less so `make sanitize` stays short.
using test::kSanitized;

constexpr int kDefaultSeeds = kSanitized ? 16 : 400;
constexpr int kDefaultTurns = kSanitized ? 600 : 3000;
constexpr std::uint64_t kDefaultBase = 1;

constexpr std::uint32_t kLetterSpan = 32;      // pack letters a-z and a few past the end
constexpr std::uint32_t kTargetReach = 12;     // aimed targets near the player ...
constexpr std::uint32_t kOffMapPercent = 10;   // ... or anywhere, off the map included
constexpr int kOffMapMargin = 8;

constexpr std::uint32_t kIntentKindCount = 0
#define YOORD_FUZZ_COUNT(name) +1
    YOORD_INTENT_KINDS(YOORD_FUZZ_COUNT)
#undef YOORD_FUZZ_COUNT
    ;

std::uint64_t env_number(const char* name, std::uint64_t fallback, std::uint64_t max) {
    const char* text = std::getenv(name);
    if (text == nullptr || *text == '\0') return fallback;
    char* end = nullptr;
    const unsigned long long value = std::strtoull(text, &end, 10);
    if (*end != '\0' || value > max) return fallback;
    return value;
}

int signed_below(Rng& rng, int reach) {
    return static_cast<int>(rng.below(static_cast<std::uint32_t>(2 * reach + 1))) - reach;
}

Point random_target(Rng& rng, const Game& game) {
    if (rng.below(100) < kOffMapPercent) {
        const int w = game.map().width() + 2 * kOffMapMargin;
        const int h = game.map().height() + 2 * kOffMapMargin;
        return {static_cast<int>(rng.below(static_cast<std::uint32_t>(w))) - kOffMapMargin,
                static_cast<int>(rng.below(static_cast<std::uint32_t>(h))) - kOffMapMargin};
    }
    const Point at = player_cell(game);
    const int reach = static_cast<int>(kTargetReach);
    return {at.x + signed_below(rng, reach), at.y + signed_below(rng, reach)};
}

}  // namespace

const Scale& scale() {
    static const Scale s{
        static_cast<int>(env_number("YOORD_FUZZ_SEEDS", kDefaultSeeds, 1'000'000)),
        static_cast<int>(env_number("YOORD_FUZZ_TURNS", kDefaultTurns, 100'000'000)),
        env_number("YOORD_FUZZ_BASE", kDefaultBase, std::numeric_limits<std::uint64_t>::max() / 2),
    };
    return s;
}

Intent random_intent(Rng& rng, Game& game, std::uint32_t bot_percent) {
    if (rng.below(100) < bot_percent) return bot_intent(game);
    Intent i;
    i.kind = static_cast<IntentKind>(rng.below(kIntentKindCount));
    i.direction = kAllDirections[rng.below(static_cast<std::uint32_t>(kAllDirections.size()))];
    i.letter = static_cast<std::uint8_t>(rng.below(kLetterSpan));
    i.slot = static_cast<EquipSlot>(rng.below(static_cast<std::uint32_t>(kEquipSlotCount)));
    i.target = random_target(rng, game);
    return i;
}

const RunSetup& run_setup() {
    static const RunSetup setup = [] {
        RunSetup s;
        const auto text = [](const char* name) -> std::optional<std::string> {
            const char* value = std::getenv(name);
            if (value == nullptr || *value == '\0') return std::nullopt;
            return std::string(value);
        };
        if (const auto packs = text("YOORD_FUZZ_PACKS")) {
            std::size_t start = 0;
            while (start <= packs->size()) {
                const std::size_t colon = std::min(packs->find(':', start), packs->size());
                if (colon > start) s.packs.push_back(packs->substr(start, colon - start));
                start = colon + 1;
            }
        }
        s.body = text("YOORD_FUZZ_BODY");
        s.companion = text("YOORD_FUZZ_COMPANION");
        return s;
    }();
    return setup;
}

namespace {

const RunContent& run_content() {
    static const RunContent loaded = [] {
        RunContent c = load_run_content(run_setup());
        if (!c.loaded.content) {
            c.loaded.diagnostics.write(std::cerr);
            std::cerr << "fuzz: the run's content does not load (YOORD_FUZZ_PACKS)\n";
            std::exit(1);
        }
        return c;
    }();
    return loaded;
}

const StartChoices& start_choices() {
    static const StartChoices start = [] {
        const std::optional<StartChoices> s = start_choices_of(content(), run_setup(), std::cerr);
        if (!s) std::exit(1);  // the reason is on stderr (YOORD_FUZZ_BODY, YOORD_FUZZ_COMPANION)
        return *s;
    }();
    return start;
}

}  // namespace

const Content& content() { return *run_content().loaded.content; }

std::uint64_t content_hash_of_content() { return run_content().core_hash; }

std::unique_ptr<Game> new_case_game(std::uint64_t seed, const std::string& name) {
    RunSetup named = run_setup();
    named.name = name;
    return start_run(content(), seed, named, start_choices());
}

namespace {

// The --pack flags that give --verify the case's packs.
std::string pack_flags() {
    std::string flags;
    for (const std::string& dir : run_setup().packs) flags += " --pack '" + dir + "'";
    return flags;
}

}  // namespace

std::string report_failure(const Recording& recording, const std::string& what) {
    const std::filesystem::path dir = std::filesystem::path(YOORD_BINARY_DIR) / "fuzz-failures";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::filesystem::path file = dir / ("seed-" + std::to_string(recording.header.seed) + ".yrec");
    std::ofstream(file) << format_recording(recording);
    return what + "\n  seed " + std::to_string(recording.header.seed) + ", " +
           std::to_string(recording.turns.size()) + " intents written to " + file.string() +
           "\n  reproduce: " + std::string(YOORD_EXE) + " --verify " + file.string() + pack_flags();
}

}  // namespace yoord::fuzz
