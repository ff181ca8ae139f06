#pragma once
// Playing a multi-turn command (run, travel, auto-explore) turn after turn. When it may start and why it stops
// are the rules of sim/actions/repeat.hpp; this is the loop that asks them between the turns it plays, for the
// screen (which draws every step through the hooks), the bots and tests alike.

#include <functional>

#include "sim/actions/repeat.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {

// What a repeated command did: the turns it spent and why it stopped.
struct Repeated {
    int turns = 0;
    Stop stop;
};

// The front end's part in a repeated command: `before` sees each intent just before it is submitted (the
// screen snapshots it); `between` runs after each turn that did not stop the command and says whether to go on
// (the screen draws the step and stops on a key press); `watchers` are handed every turn (the recording, the
// journal).
struct RepeatHooks {
    std::function<void(const Intent&)> before;
    std::function<bool()> between;
    IntentWatchers watchers;
};

// Submits `command` turn after turn until it stops (may_start, should_stop, a step that made no progress
// (made_progress), a refusal, a hook, or `max_turns` turns), and logs why it stopped (stop_sentence; a refusal was already logged by the turn). Exploring, it
// first picks up what `pickup` wants from where it stands, one item a turn.
Repeated repeat_intent(Game& game, const Intent& command, int max_turns, const AutoPickup& pickup = {},
                       const RepeatHooks& hooks = {});

}  // namespace yoord
