#pragma once
// The schedule: the systems of one player turn, in order, listed once in sim/turn/schedule.cpp. Each system is a
// free function over the Game in its own file under sim/turn/. The order is data (schedule()), a test pins
// it, and docs/reference/schedule.md lists the same names in the same order (the test reads that page).
//
// play_turn() is the only way time passes. It records the intent, runs the player's action, and stops there
// when the action was refused (a wall bump, an empty pack): no turn passes and no monster moves. Otherwise
// every later system runs once, in order.

#include <span>
#include <string_view>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

struct ScheduledSystem {
    std::string_view name;
    void (*run)(Game&);
};

// Every system of a turn, in the order they run.
[[nodiscard]] std::span<const ScheduledSystem> schedule() noexcept;

// Sees every intent submitted to a game, right after play_turn applied it (spent or refused): how a recording
// (sim/io/replay/recorder.hpp) and the run's journal (sim/io/save/journal.hpp) capture a run whoever drives it (keys,
// run, explore, travel, the bot). Nothing an observer does can change the game: it gets a const Game.
class IntentObserver {
public:
    virtual ~IntentObserver() = default;
    virtual void after_intent(const Game& game, const Intent& intent) = 0;
};

// The observers a driver hands each turn it plays (the screen: its recording and journal; `--record`: its
// recording). Handed to the turn, not registered anywhere: saving, hashing and copying a run never see them, and
// a game is watched exactly while its driver says so.
using IntentWatchers = std::span<IntentObserver* const>;

struct TurnResult {
    bool spent = false;  // false: the action was refused and nothing else happened
    // What happened, in order (sim/state/turn_events.hpp): valid until the next play_turn on this game.
    std::span<const TurnEvent> events;
};

// Submits the player's intent and, if it takes the turn, runs the rest of the schedule; then hands the intent to
// each of `watchers`. Does nothing once the run is over (won or dead).
TurnResult play_turn(Game& game, const Intent& intent, IntentWatchers watchers = {});

}  // namespace yoord
