#include "sim/tools/headless.hpp"

#include <cinttypes>
#include <cstdio>
#include <limits>
#include <ostream>

#include "sim/tools/bot.hpp"
#include "sim/tools/content_cli.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

namespace {
constexpr const char* kHeadlessName = "bot";
}  // namespace

HeadlessResult run_headless(const Content& content, std::uint64_t seed, std::int64_t turns, BotKind bot,
                            DungeonChoice dungeon) {
    StartChoices start;
    start.dungeon = dungeon;
    const auto game = new_game(content, seed, kHeadlessName, {}, start);
    const int limit = static_cast<int>(std::min<std::int64_t>(turns, std::numeric_limits<int>::max()));
    HeadlessResult r;
    r.seed = seed;
    r.turns = run_bot_kind(*game, bot, limit);
    r.depth = game->depth();
    r.outcome = game->outcome;
    r.score = game->score.points;
    r.hash = state_hash(*game);
    return r;
}

std::string headless_line(const HeadlessResult& r) {
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016" PRIx64, r.hash);
    return "seed=" + std::to_string(r.seed) + " turns=" + std::to_string(r.turns) + " depth=" +
           std::to_string(r.depth) + " outcome=" + std::string(outcome_name(r.outcome)) +
           " score=" + std::to_string(r.score) + " hash=" + hash;
}

int headless_command(std::uint64_t seed, std::int64_t turns, const std::optional<std::string>& content_dir,
                     std::ostream& out, std::ostream& err, BotKind bot, DungeonChoice dungeon) {
    const LoadResult loaded = content_dir ? load_content_dir(*content_dir) : load_embedded_content();
    if (!loaded.content) {
        loaded.diagnostics.write(err);
        return 1;
    }
    if (!check_dungeon_choice(*loaded.content, dungeon, err)) return 1;
    out << headless_line(run_headless(*loaded.content, seed, turns, bot, dungeon)) << '\n';
    return 0;
}

}  // namespace yoord
