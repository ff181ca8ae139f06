#pragma once
// Runes: the mechanic is the row's kind (RuneKind), switched over with no default. A rune holds the row's
// `charges`; reading a charged rune spends one (and breaks the runes conduct, here and only here); a staircase
// fills every rune its arrival carries back to the row's charges (sim/run/floors.cpp, take_asked_floor_change). A
// spent rune reads "(inert)": reading it is refused, takes no turn and breaks nothing. A cancelled rune loses its
// charges and is never recharged.

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

// `reader` reads `rune` from its pack: refused (no turn) when blind or when the rune is inert.
[[nodiscard]] ActionResult read_rune(Game& game, ecs::Entity reader, ecs::Entity rune);

// Whether `rune` has no charge left.
[[nodiscard]] bool rune_inert(const Game& game, ecs::Entity rune);

// Every rune `holder` carries, but cancelled ones, back to its row's charges. Returns how many gained one.
int recharge_runes(Game& game, ecs::Entity holder);

}  // namespace yoord
