#pragma once
// Casting, the action: any actor casts a spell it knows at a cell. The spell's effect is the verb
// spell_takes_effect (sim/rules/spells.hpp); this decides only whether the cast happens and pays for it.

#include <cstdint>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// `caster` casts the spell at `slot` of its book toward `target` (ignored by unaimed spells). Refused (no
// action spent) when it knows no such spell, lacks the magic, or aims an aimed spell at itself.
[[nodiscard]] ActionResult cast_spell(Game& game, ecs::Entity caster, std::uint8_t slot, Point target);

}  // namespace yoord
