#pragma once
// The one loop every bot plays by: choose an intent, play it; if the game refuses it, let the turn pass with a
// wait rather than stall. The naive and careful bots, the balance report, --record and the tests all play
// through here, so a bot's run is the same game whoever drives it, and refusals are counted in one place.

#include <functional>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

// What the caller may watch of each turn. `chosen` sees the bot's intent before it is played (the game as the
// bot saw it); `played` sees every intent submitted, in order, and whether it spent the turn: the chosen one,
// and the wait that follows a refusal.
struct BotTurnHooks {
    std::function<void(const Intent& chosen)> chosen;
    std::function<void(const Intent& played, bool spent)> played;
};

struct BotRun {
    int turns = 0;     // bot turns played (a refused intent and its wait are one)
    int refusals = 0;  // intents the game refused (each followed by a wait)
};

// Plays `choose`'s intents for up to `max_turns` turns, or until the run ends.
BotRun play_bot_turns(Game& game, const std::function<Intent(Game&)>& choose, int max_turns,
                      const BotTurnHooks& hooks = {});

}  // namespace yoord
