#pragma once
// Auto-fight (Tab, as in DCSS): the player's choice among the actions it already has, against the nearest foe in
// view (nearest_foe_in_view, sim/rules/visibility.hpp). One press is one action:
//   fire    when the quivered ammo is one the worn launcher fires, the foe is within the launcher's range and no
//           creature the player sees and does not fight stands in the line before it (the fire intent);
//   strike  when the foe stands next to the player, or two cells off in a straight line with a reach weapon
//           in hand and the cell between clear (the strike intent);
//   step    otherwise, the first step of the way travel would walk to the foe's cell (approach_direction,
//           sim/actions/explore.hpp: round known traps and beside known dangers, the straightest of equally
//           short ways), which a lunge weapon may carry into a strike (the step intent).
// It refuses, and no time passes, when the player is confused (a staggering blow could land anywhere), has
// fewer than kAutoFightMinHpPercent of its hit points (fighting on should be a choice, not a key held down), sees
// no foe, or knows no way to it.
//
// Why one action per press and not a repeated command: a blow changes what the player should do next (the foe
// dies, flees, breathes; another arrives), and each press decides afresh from what the player sees now, so the
// repeat stop rules (sim/actions/repeat.hpp) have nothing to watch between turns. A new threat, or being hurt,
// is what auto-fight is for; the refusal below a quarter of the hit points stands in for the "hurt" stop.
//
// It decides only from what the player knows (creatures it sees, cells it remembers), so a recording of it
// replays exactly: the intent carries the quivered ammo's letter, the front end's memory
// (render/game/fire_control.hpp).

#include <cstdint>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Below this share of its maximum hit points (percent) the player's auto-fight refuses.
inline constexpr int kAutoFightMinHpPercent = 25;

// Why auto-fight refuses now, or none.
enum class FightRefusal : std::uint8_t {
    none,      // it may fight
    confused,  // "You are too confused to fight."
    too_hurt,  // "You are too hurt to fight recklessly."
    no_foe,    // "No foe in view."
};
[[nodiscard]] FightRefusal why_no_fight(const Game& game);

// What one press of auto-fight does, with the ammo at pack letter `quivered` (kNothingQuivered: none): the fire,
// strike or step intent it stands for, or a failure saying why not. The player only; any other actor is refused.
[[nodiscard]] ActionResult auto_fight_action(Game& game, std::uint8_t quivered);

}  // namespace yoord
