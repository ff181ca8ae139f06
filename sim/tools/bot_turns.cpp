#include "sim/tools/bot_turns.hpp"

#include "sim/turn/schedule.hpp"

namespace yoord {

BotRun play_bot_turns(Game& g, const std::function<Intent(Game&)>& choose, int max_turns, const BotTurnHooks& hooks) {
    BotRun run;
    while (run.turns < max_turns && g.outcome == Outcome::alive) {
        const Intent intent = choose(g);
        if (hooks.chosen) hooks.chosen(intent);
        const bool spent = play_turn(g, intent).spent;
        if (hooks.played) hooks.played(intent, spent);
        if (!spent) {
            ++run.refusals;
            const bool waited = play_turn(g, Intent::wait()).spent;
            if (hooks.played) hooks.played(Intent::wait(), waited);
        }
        ++run.turns;
    }
    return run;
}

}  // namespace yoord
