#pragma once
// Throwing and firing. Anything can be thrown: it flies along a line toward the aimed cell, up to its range,
// and stops at the first creature (which it may hit) or before a wall. What lands depends on what it is:
// a weapon hits with its own die and throw bonus, ammo thrown by hand is a poor missile, a potion shatters
// over whoever it hits (its effect, as if drunk), a wand bursts where it lands (its effect on everyone around,
// and it is gone), and anything else thuds for a little damage. Firing needs the worn launcher's grant that
// the ammo answers to (an arrow answers to fires_arrows); a fired missile uses its own die and the launcher's
// range. A hallucinating thrower's aim wanders one cell.

#include <vector>

#include "sim/turn/action.hpp"
#include "sim/game.hpp"

namespace yoord {

inline constexpr int kThrowRange = 8;              // cells, for anything thrown by hand
inline constexpr int kImprovisedDie = 2;           // die sides of a thrown thing that is not a weapon
inline constexpr int kHandThrownAmmoDivisor = 2;   // ammo thrown by hand: its die divided by this
inline constexpr int kMissileBreakPercent = 25;    // chance a fired or thrown missile breaks on a hit
inline constexpr int kBurstRadius = 1;             // a thrown wand's burst

// The cells a missile passes from `from` toward `to` (from excluded), continuing past `to` in the same line,
// at most `range` cells, stopping before the first cell that blocks movement. Deterministic (Bresenham).
[[nodiscard]] std::vector<Point> flight_path(const FloorMap& map, Point from, Point to, int range);

// The same line, ignoring walls (a digging beam goes through them).
[[nodiscard]] std::vector<Point> straight_line(Point from, Point to, int range);

// Where `e` actually aims when it means `target`: the same cell, unless it hallucinates (then a random
// neighbour of it, from GameRng).
[[nodiscard]] Point aim_point(Game& game, ecs::Entity e, Point target);

// `thrower` throws the pack item `item` at `target`.
[[nodiscard]] ActionResult throw_item(Game& game, ecs::Entity thrower, ecs::Entity item, Point target);

// How far `shooter` fires: its worn launcher's range, else as far as a throw.
[[nodiscard]] int fire_range(const Game& game, ecs::Entity shooter);

// `shooter` fires the ammo `ammo` from its worn launcher at `target`: the ammo's die and bonus plus the
// shooter's power bonus, against the victim's armour. Whoever shoots, the same arrow does the same damage.
[[nodiscard]] ActionResult fire_ammo(Game& game, ecs::Entity shooter, ecs::Entity ammo, Point target);

}  // namespace yoord
