#pragma once
// Throwing and firing. Anything can be thrown: it flies along a line toward the aimed cell, up to its range,
// and stops at the first creature (which it may hit) or before a wall. What lands depends on what it is:
// a weapon hits with its own die and throw bonus, ammo thrown by hand is a poor missile, a potion shatters
// over whoever it hits (its effect, as if drunk), a wand bursts where it lands (its effect on everyone around,
// and it is gone), and anything else thuds for a little damage. Firing needs the worn launcher's grant that
// the ammo answers to (an arrow answers to fires_arrows); a fired missile uses its own die and the launcher's
// range. A hallucinating thrower's aim wanders one cell. The line, the aim and the range are the missile rules'
// (sim/rules/missiles.hpp). A missile or a thrown wand that comes down on a found trap sets it off (a trick shot,
// sim/rules/trick_shots.hpp).

#include <vector>

#include "sim/state/action.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/state/game.hpp"

namespace yoord {

inline constexpr int kImprovisedDie = 2;           // die sides of a thrown thing that is not a weapon
inline constexpr int kHandThrownAmmoDivisor = 2;   // ammo thrown by hand: its die divided by this
inline constexpr int kMissileBreakPercent = 25;    // chance a fired or thrown missile breaks on a hit
inline constexpr int kBurstRadius = 1;             // a thrown wand's burst

// `thrower` throws the pack item `item` at `target`.
[[nodiscard]] ActionResult throw_item(Game& game, ecs::Entity thrower, ecs::Entity item, Point target);

// `shooter` fires the ammo `ammo` from its worn launcher at `target`: the ammo's die and bonus plus the
// shooter's power bonus, against the victim's armour. Whoever shoots, the same arrow does the same damage.
[[nodiscard]] ActionResult fire_ammo(Game& game, ecs::Entity shooter, ecs::Entity ammo, Point target);

}  // namespace yoord
