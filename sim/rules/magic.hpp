#pragma once
// Magic: a creature's pool (Magic: Ma of max Ma) and the door every change to it goes through. Casting pays
// here (pay_for_spell, the one site that breaks the spells conduct); what refills it (a staircase to a new
// depth, resting) is decided in sim/rules/recovery.hpp and written through restore_magic here. Nothing else
// writes a Magic.

#include "sim/state/game.hpp"

namespace yoord {

struct SpellDef;

// What `spell` costs `caster`: its row's cost, less spell_focus_discount (content/constants.toml) when the caster
// holds a spell focus (a staff granting spell_focus), never below 1. Every price of a spell is read here.
[[nodiscard]] int spell_cost(const Game& game, ecs::Entity caster, const SpellDef& spell);
// Whether `caster` has the magic for `spell`.
[[nodiscard]] bool can_pay_for_spell(const Game& game, ecs::Entity caster, const SpellDef& spell);

// Takes the spell's cost from `caster`'s pool and breaks the spells conduct (for the player). False, and
// nothing taken, when the pool is short.
bool pay_for_spell(Game& game, ecs::Entity caster, const SpellDef& spell);

// Adds up to `amount` magic (never past the maximum). Returns what was added.
int restore_magic(Game& game, ecs::Entity e, int amount);

// Maximum magic down by `by` (a spirit's price), magic above it lost with it. False, and nothing changes, when
// the maximum is short of `by` or `e` has no pool.
bool lower_max_magic(Game& game, ecs::Entity e, int by);

// A wizard's act: `e`'s magic set outright to `amount` (at least 0), its maximum raised to fit. Casting nothing,
// it breaks no conduct, so only the console (sim/actions/wizard_acts.cpp) calls it. False when `e` has no pool.
bool set_magic_points(Game& game, ecs::Entity e, int amount);

}  // namespace yoord
