#pragma once
// Wands: the mechanic is the row's kind (WandKind), switched over with no default; the row's shape says how
// a zap travels toward the aimed cell (the intent's target): a bolt stops at the first creature, a beam passes
// through every creature in its line, a blast flies to the first creature (or the aimed cell, or a wall) and
// bursts over everyone within its radius. Every zap uses a charge; an empty wand does nothing but still takes
// the turn. A thrown wand bursts where it lands (sim/actions/throwing.hpp) with its own kind. Zapping a wand of an
// unknown kind teaches it when the player sees what it did (sim/rules/identify.hpp).

#include <span>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Charges a scroll of recharging adds.
inline constexpr int kRechargeAmount = 2;

// `zapper` zaps `wand` (from its pack) at `target`.
[[nodiscard]] ActionResult zap_wand(Game& game, ecs::Entity zapper, ecs::Entity wand, Point target);

// The wand row's effect on one creature, from `source` (the zapper; null for a burst).
void wand_strikes(Game& game, const WandDef& def, ecs::Entity source, ecs::Entity victim);

// The wand's burst at `at`: its effect on every creature within `radius`, digging walls for a digging wand.
// Returns whether the player saw it do something (a creature it saw caught, rock dug).
bool wand_burst(Game& game, const WandDef& def, ecs::Entity source, Point at, int radius);

// Whether a zap of `kind` harms or hinders the creature it reaches (what asks before it strikes a friend): a
// wand of quickening, charming, vanishing, digging or nothing does not.
[[nodiscard]] bool wand_harms(WandKind kind) noexcept;

// Adds kRechargeAmount charges to `wand`.
void recharge(Game& game, ecs::Entity wand);

}  // namespace yoord
