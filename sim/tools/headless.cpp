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
#include "sim/run/score.hpp"

namespace yoord {

HeadlessResult run_headless(const Content& content, std::uint64_t seed, std::int64_t turns, BotKind bot,
                            StartChoices start) {
    const auto game = new_game(content, seed, std::string(kToolRunName), {}, start);
    return play_headless(*game, turns, bot);
}

HeadlessResult play_headless(Game& game, std::int64_t turns, BotKind bot) {
    const int limit = static_cast<int>(std::min<std::int64_t>(turns, std::numeric_limits<int>::max()));
    HeadlessResult r;
    r.seed = game.descent.seed;
    r.turns = run_bot_kind(game, bot, limit);
    r.depth = game.depth();
    r.outcome = game.outcome;
    r.score = final_score(game.score);
    r.hash = state_hash(game);
    return r;
}

std::string headless_line(const HeadlessResult& r) {
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016" PRIx64, r.hash);
    return "seed=" + std::to_string(r.seed) + " turns=" + std::to_string(r.turns) + " depth=" +
           std::to_string(r.depth) + " outcome=" + std::string(outcome_name(r.outcome)) +
           " score=" + std::to_string(r.score) + " hash=" + hash;
}

int headless_command(std::uint64_t seed, std::int64_t turns, const RunSetup& setup, std::ostream& out,
                     std::ostream& err, BotKind bot) {
    const RunContent run = load_run_content(setup);
    if (!run.loaded.content) {
        run.loaded.diagnostics.write(err);
        return 1;
    }
    const std::optional<StartChoices> start = start_choices_of(*run.loaded.content, setup, err);
    if (!start) return 1;
    const auto game = start_run(*run.loaded.content, seed, setup, *start);
    out << headless_line(play_headless(*game, turns, bot)) << '\n';
    return 0;
}

}  // namespace yoord
