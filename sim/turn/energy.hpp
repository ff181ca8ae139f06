#pragma once
// The energy model. The player is the clock: every player turn, each monster banks the energy its tempo
// earns and then acts while it can pay for an action. One action costs what the PLAYER's tempo earns in a
// turn, so a creature as fast as the player acts once per player turn, a creature twice as fast twice, and a
// hasted player makes every monster look slower. Haste and slow shift a tempo one notch along the table.
// docs/explanation/turn-and-energy.md says why.

#include <array>
#include <cstddef>

#include "sim/world/world.hpp"

namespace yoord {

// Energy earned per player turn, by Tempo (slow, normal, quick, fast). Only the ratios matter.
inline constexpr std::array<int, 4> kEnergyPerTurn{50, 100, 150, 200};
static_assert(kEnergyPerTurn.size() == Tempo_names.size(), "one energy gain per tempo");
// A creature never banks more than this many of its own actions: a monster that could not act (asleep,
// paralysed) does not wake up with a burst of moves.
inline constexpr int kMaxBankedActions = 2;

[[nodiscard]] constexpr int energy_gain(Tempo t) noexcept { return kEnergyPerTurn[static_cast<std::size_t>(t)]; }

// One notch faster (positive) or slower (negative), clamped to the table's ends.
[[nodiscard]] constexpr Tempo shift_tempo(Tempo t, int notches) noexcept {
    const int last = static_cast<int>(kEnergyPerTurn.size()) - 1;
    int i = static_cast<int>(t) + notches;
    i = i < 0 ? 0 : (i > last ? last : i);
    return static_cast<Tempo>(i);
}

// A creature's tempo now: its Energy's (normal without one), one notch up when hasted, one down when slowed.
[[nodiscard]] Tempo effective_tempo(GameWorld& world, ecs::Entity e);

// What one action costs this turn: the energy the player's tempo earns per turn.
[[nodiscard]] int action_cost(GameWorld& world, ecs::Entity player);

// Banks one turn's energy for `e`, whose Energy is `energy` (capped at kMaxBankedActions actions).
void bank_energy(GameWorld& world, ecs::Entity e, Energy& energy, int cost);

// Whether `e` has banked enough for one action (false for a stale handle or a creature with no Energy).
[[nodiscard]] bool can_pay_action(const GameWorld& world, ecs::Entity e, int cost);

// Spends one action if `e` can pay for it; false (nothing spent) when it cannot.
bool pay_action(GameWorld& world, ecs::Entity e, int cost);

}  // namespace yoord
