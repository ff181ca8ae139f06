#pragma once
// Spells: a creature casts one it knows (its Spellbook) as its action, through the one action path
// (Intent::cast, sim/actions/actions.hpp), paying the spell's cost from its own pool (sim/rules/magic.hpp:
// pay_for_spell). The player and a monster cast the same way and obey the same rules; only where the spell
// comes from differs (the player learns it; a monster's row lists it). What a spell does is its row's mechanic
// (SpellMechanic), switched over with no default; its numbers are the row's. No C++ names a spell.
//
// Aimed spells travel like a wand's zap (flight_path, sim/actions/throwing.hpp): a bolt stops at the first
// creature, a beam passes through the line, a blast bursts where it stops. Damage goes through harm(), the one
// door; a creature holding the row's `resisted_by` effect takes none of it. Ward and might lend numbers through
// held conditions (timed modifiers) that the Loadout folds.

#include <cstdint>
#include <optional>

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

// Whether a spell of this mechanic needs a target cell (the target cursor); the others act on the caster or
// around it.
[[nodiscard]] bool spell_is_aimed(SpellMechanic m) noexcept;

// The spell at `slot` of `caster`'s book, or nullptr.
[[nodiscard]] const SpellDef* known_spell(const Game& game, ecs::Entity caster, std::uint8_t slot);

// The spell's effect, without the payment: what cast_spell (sim/actions/cast.hpp) does once paid (benchmarks and tests call it too).
void spell_takes_effect(Game& game, ecs::Entity caster, const SpellDef& spell, Point target);

enum class LearnResult : std::uint8_t {
    learned,        // now in the book
    already_known,  // nothing changes
    not_learnable,  // a breath: the player cannot learn it
    book_full,      // kept as the book's pending spell: the player is asked which spell to forget for it
};
// Teaches `e` the spell with this id. A full book keeps it pending (Spellbook::pending) for forget_for_pending.
LearnResult learn_spell(Game& game, ecs::Entity e, StableId spell);

// Settles a pending spell: forgets the spell at `slot` and learns the pending one in its place, or, for a slot
// past the book (kKeepSpells), lets the pending spell go. False when nothing was pending.
inline constexpr std::uint8_t kKeepSpells = 0xff;
bool forget_for_pending(Game& game, ecs::Entity e, std::uint8_t slot);

// Whether some learnable spell is still unknown to `e` (what a lesson could teach it).
[[nodiscard]] bool has_unknown_spell(const Game& game, ecs::Entity e);

// A random learnable spell `e` does not know yet (GameRng), or nullopt.
[[nodiscard]] std::optional<StableId> random_unknown_spell(Game& game, ecs::Entity e);

}  // namespace yoord
