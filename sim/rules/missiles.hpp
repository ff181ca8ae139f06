#pragma once
// What every missile, bolt and burst asks, for any actor: the line it flies, where a shooter really aims, how far
// it fires, whether it can fire this ammo at all, and which creatures a path or a radius reaches. Throwing, firing,
// wands, spells, breath, minds and the front end all ask here; nothing else decides it.

#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

#include "sim/rules/loadout.hpp"
#include "sim/state/game.hpp"
#include "sim/vocab/effects.hpp"

namespace yoord {

inline constexpr int kThrowRange = 8;  // cells, for anything thrown by hand (and the range without a launcher)

// The cells a missile passes from `from` toward `to` (from excluded), continuing past `to` in the same line,
// at most `range` cells, stopping before the first cell that blocks movement. Deterministic (Bresenham).
[[nodiscard]] std::vector<Point> flight_path(const FloorMap& map, Point from, Point to, int range);

// The same line, ignoring walls (a digging beam goes through them).
[[nodiscard]] std::vector<Point> straight_line(Point from, Point to, int range);

// Where `e` actually aims when it means `target`: the same cell, unless it hallucinates (then a random
// neighbour of it, from GameRng).
[[nodiscard]] Point aim_point(Game& game, ecs::Entity e, Point target);

// How far `shooter` fires: its worn launcher's range, else as far as a throw.
[[nodiscard]] int fire_range(const Game& game, ecs::Entity shooter);

// Whether `shooter` can fire `ammo` now: it is ammunition, and something `shooter` wears grants the marker the
// ammo answers to (an arrow answers to fires_arrows).
[[nodiscard]] bool can_fire(const Game& game, ecs::Entity shooter, ecs::Entity ammo);

// The firing effects' bits, from the registry's flags.
inline constexpr std::size_t kFiringCount = static_cast<std::size_t>(
    std::count_if(std::begin(kEffectFlags), std::end(kEffectFlags), effect_flag::firing));
inline constexpr std::array<std::size_t, kFiringCount> kFiringBits = [] {
    std::array<std::size_t, kFiringCount> bits{};
    std::size_t n = 0;
    for (std::size_t bit = 0; bit < std::size(kEffectFlags); ++bit) {
        if (effect_flag::firing(kEffectFlags[bit])) bits[n++] = bit;
    }
    return bits;
}();

// Whether `shooter` could fire any ammo at all: it holds a firing effect (effect_flag::kFiring), the only kind an
// ammo answers to. No for it means can_fire is no for every ammo, without reading a pack (a mind asks it of every
// creature that might shoot, before it looks for a line of sight, so it is inline: a few bits for most).
[[nodiscard]] inline bool fires_at_all(const Game& game, ecs::Entity shooter) {
    return EffectsOf(game.world, shooter).has_any(kFiringBits);
}

// The living creatures on `path`, in the order it reaches them; only the first when `first_only` (a bolt).
[[nodiscard]] std::vector<ecs::Entity> creatures_on_path(const Game& game, const std::vector<Point>& path,
                                                         bool first_only);

// The living creatures within `radius` (Chebyshev) of `at`, but `except` (may be null), in Uid order.
[[nodiscard]] std::vector<ecs::Entity> creatures_within(const Game& game, Point at, int radius,
                                                        ecs::Entity except = ecs::null_entity);

}  // namespace yoord
