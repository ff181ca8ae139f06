#pragma once
// Shapeshifters. A creature carrying the `shapeshifter` effect (an identity effect: cancellation leaves it) may
// take a new form after each kill, at the `shapeshift_percent` constant: a monster row allowed on this floor
// (never one that is not placed, never the form it wears). The form gives its name, glyph, colour and dice
// (through assume_form, sim/rules/combat.hpp); the creature's Identity, hit points, side, mind and effects stay its
// own, and its Shape component names the form. When it dies the log shows what it truly was. The dog
// (content/monsters.toml) is one.

#include "sim/state/game.hpp"

namespace yoord {

// The monster row whose form `e` wears: its Shape's row, else null (it wears its own).
[[nodiscard]] const MonsterDef* worn_form(const Game& game, ecs::Entity e);

// After a kill by `killer`: a living shapeshifter takes a new form at the constant's chance (one draw from
// GameRng, made only for a shapeshifter). Returns whether it changed.
bool shift_after_kill(Game& game, ecs::Entity killer);

// `e` takes the form of monster row `form` now (the rule above without the roll). False when `form` is not a
// monster row.
bool take_form(Game& game, ecs::Entity e, RowRef form);

// A dying creature in another form shows what it truly was ("The jackal was really a dog!"), when seen.
void reveal_true_form(Game& game, ecs::Entity victim);

}  // namespace yoord
