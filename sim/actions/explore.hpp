#pragma once
// Auto-explore, travel and run: each is one step per turn, worked out afresh from what the player knows (the
// remembered cells of this floor visit), so it never uses knowledge the player lacks and replays exactly.
//
//   explore  walk to the nearest visible item the player has not yet stood on, else to the nearest frontier
//            (a remembered walkable cell next to an unknown one);
//   travel   walk to a remembered cell (the front end offers the stairs);
//   run      keep stepping in one direction.
// repeat_intent() drives any of them until it is done or something interrupts: a monster comes into view, an
// item appears, or the player's hp drops.

#include <optional>

#include "sim/turn/action.hpp"
#include "sim/game.hpp"

namespace yoord {

// The direction of explore's next step, or nullopt when nothing is left to explore. Changes only scratch.
[[nodiscard]] std::optional<Direction> explore_direction(Game& game);
// The direction of the next step toward `to` over remembered cells, or nullopt when there is no known way.
[[nodiscard]] std::optional<Direction> travel_direction(Game& game, Point to);

// The three as actions: an alternative (a step) or a failure saying why not.
[[nodiscard]] ActionResult explore_action(Game& game);
[[nodiscard]] ActionResult travel_action(Game& game, Point to);
[[nodiscard]] ActionResult run_action(Game& game, Direction d);

// What the player could see before a turn, to tell whether the turn should interrupt a repeated command.
struct Watch {
    int monsters_seen = 0;
    int items_seen = 0;
    int hp = 0;
    std::uint32_t floor_changes = 0;
};
[[nodiscard]] Watch watch(Game& game);
// True when, compared with `before`, a new monster or item is in view, hp dropped, or the floor changed.
[[nodiscard]] bool interrupted(Game& game, const Watch& before);

// Submits `intent` turn after turn, at most `max_turns` times, stopping when a turn is refused (done, or no
// way) or interrupted. Returns the number of turns spent.
int repeat_intent(Game& game, const Intent& intent, int max_turns);

}  // namespace yoord
