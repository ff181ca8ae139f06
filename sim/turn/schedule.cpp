#include "sim/turn/schedule.hpp"

#include <array>

#include "sim/run/floors.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

namespace {

// clang-format off
constexpr std::array kSchedule{
    ScheduledSystem{"player_action",  player_action_system},   // the player's intent: move, fight, use, stairs
    ScheduledSystem{"visibility",     visibility_system},      // field of view from where the player now stands
    ScheduledSystem{"traps",          traps_system},           // traps in view or next to the player show
    ScheduledSystem{"energy",         energy_system},          // every monster banks energy by its tempo
    ScheduledSystem{"monster_minds",  monster_minds_system},   // monsters act while they can pay, in Uid order
    ScheduledSystem{"abilities",      abilities_system},       // each-turn abilities: regeneration, poison, breath
    ScheduledSystem{"memory",         memory_system},          // what the player saw monsters do is remembered
    ScheduledSystem{"deaths",         deaths_system},          // the dead fall in order; gear drops; kills counted
    ScheduledSystem{"conditions",     conditions_system},      // held effects count down; ended ones say so
    ScheduledSystem{"footing",        footing_system},         // who can no longer cross deep water gets ashore
    ScheduledSystem{"score",          score_system},           // the turn's kills are paid, with the combo
    ScheduledSystem{"patience",       patience_system},        // one turn less on this floor; the portal at zero
    ScheduledSystem{"feelings",       feelings_system},        // a floor arrived on this turn says how it feels
    ScheduledSystem{"pack_triggers",  pack_triggers_system},   // packs' triggers answer the turn's events
    ScheduledSystem{"overview",       overview_system},        // the floor the turn ends on goes into the overview
    ScheduledSystem{"clock",          clock_system},           // the turn is over: count it, close the log's turn
};
// clang-format on

// The player's action decides whether a turn passes at all.
static_assert(kSchedule.front().name == std::string_view{"player_action"}, "the player acts first");

}  // namespace

std::span<const ScheduledSystem> schedule() noexcept { return kSchedule; }

namespace {

// A floor change a system asked for is taken here, right after it returns, and nowhere else: the one step at
// which the player leaves a floor, whichever system asked (sim/run/floors.hpp).
void run_system(Game& g, const ScheduledSystem& s) {
    s.run(g);
    take_asked_floor_change(g);
}

TurnResult run_turn(Game& g, const Intent& intent) {
    g.now.intent = intent;
    g.now.spent = false;
    g.now.leaving.reset();
    g.now.floor_changed = false;
    g.now.patience_refilled = false;
    g.now.events.clear();
    g.now.bones_met.reset();
    g.now.floor_changes_at_start = g.descent.floor_changes;
    const auto systems = schedule();
    run_system(g, systems.front());
    if (!g.now.spent) return {false, g.now.events};
    for (const ScheduledSystem& s : systems.subspan(1)) run_system(g, s);
    return {true, g.now.events};
}

}  // namespace

TurnResult play_turn(Game& g, const Intent& intent, IntentWatchers watchers) {
    if (g.outcome != Outcome::alive) return {};  // no turn: no events
    const TurnResult result = run_turn(g, intent);
    for (IntentObserver* w : watchers) w->after_intent(g, intent);
    return result;
}

}  // namespace yoord
