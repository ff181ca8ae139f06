#include "sim/turn/repeat.hpp"

#include "sim/text/say.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {

Repeated repeat_intent(Game& g, const Intent& command, int max_turns, const AutoPickup& pickup,
                       const RepeatHooks& hooks) {
    Repeated r;
    r.stop = may_start_any(g);
    bool pick_up_refused = false;  // here: the pack is full, so explore stops or walks on
    bool stop_after_pickups = false;  // explore stepped onto items: take the wanted ones, then stop for the rest
    Walk walk;                        // where it has walked since it last learnt anything
    start_walk(g, walk);
    while (!r.stop && g.outcome == Outcome::alive) {
        const std::optional<std::uint8_t> wanted = pick_up_refused ? std::nullopt : wanted_pick_up(g, command, pickup);
        const bool pick_up = wanted.has_value();
        if (!pick_up && stop_after_pickups) {
            stop_after_pickups = false;
            const ecs::Entity left = top_item_at(g, player_cell(g));
            if (left != ecs::null_entity) {
                r.stop = Stop{StopReason::item_here, left};
                break;
            }
        }
        if (!pick_up) {
            const StopReason why = why_no_step(g, command);
            if (why != StopReason::none) {
                r.stop = Stop{why == StopReason::already_there && r.turns > 0 ? StopReason::arrived : why};
                break;
            }
        }
        if (r.turns >= max_turns) {
            r.stop = Stop{StopReason::turn_limit};
            break;
        }
        const Intent next = pick_up ? Intent::pick_up(*wanted) : command;
        const Watch before = watch(g, command);
        if (hooks.before) hooks.before(next);
        if (!play_turn(g, next, hooks.watchers).spent) {
            pick_up_refused = pick_up;
            if (!pick_up) r.stop = Stop{StopReason::refused};
            continue;
        }
        ++r.turns;
        if (!pick_up) pick_up_refused = false;
        r.stop = should_stop(g, before);
        if (!r.stop && !pick_up && !made_progress(g, walk)) r.stop = Stop{StopReason::no_progress};
        if (r.stop.reason == StopReason::item_here && command.kind == IntentKind::explore) {
            stop_after_pickups = true;  // decided at the top of the loop, once the wanted items are up
            r.stop = {};
        }
        if (!r.stop && hooks.between && !hooks.between()) r.stop = Stop{StopReason::interrupted};
    }
    if (const std::string why = stop_sentence(g, r.stop); !why.empty()) g.log.add(why);
    return r;
}

}  // namespace yoord
