#pragma once
// Trick shots (issue 31): a missile (fired or thrown), a thrown wand or a blast that comes down on a trap the
// player has found (Trap::revealed) detonates it. The detonation is a chain of links, each burst once:
//   a found trap  bursts over trick_burst_radius (1: the 3x3 area), then sets itself off on everyone its burst
//                 caught, by the very rule that springs it underfoot (set_off_trap, sim/rules/traps.hpp);
//   a coin        lying in a burst bursts at coin_burst_radius (double the trap's) and is spent: the player who
//                 set the chain off takes its gift when it would help (offer_coin), otherwise it is lost;
//   the Element   of Yoord, lying on the floor, is the ultimate trick shot: a missile or a burst that reaches it
//                 makes it flare over element_burst_radius for element_burst_damage. The Element itself is never
//                 harmed, moved or spent, and it chains like a trap.
// Every burst takes its damage from everyone it catches, armour or not, through harm() (the one door), the
// shooter too; then it reaches for the found traps, coins and the Element in its area, in row-major cell order,
// and each of those bursts in turn. A link never bursts twice in one shot, so a chain always ends. A creature
// that flies or levitates takes the burst but not the trap's effect. The numbers are content/constants.toml's.
// Randomness is the trap's own (GameRng); the burst itself draws nothing.

#include <cstdint>
#include <string>

#include "sim/state/game.hpp"

namespace yoord {

// What came down on the trap: the log says each differently.
enum class TrickBy : std::uint8_t {
    ammo,    // ammunition, fired or thrown
    thrown,  // anything else thrown: a dagger, a boot, a wand
    blast,   // a wand's or a spell's blast, bursting there
};

// Whether a missile aimed at `at` comes down there to set it off: a found trap, or the Element lying there.
[[nodiscard]] bool trick_target_at(const Game& game, Point at);

// `what` (the missile's name; unused for a blast) came down on `at`, sent by `shooter` (may be null): when `at`
// holds a found trap or the Element, the chain goes off. Returns how many links burst (0: nothing there).
int trick_shot(Game& game, ecs::Entity shooter, Point at, TrickBy by, const std::string& what);

}  // namespace yoord
