#pragma once
// Armour's one verb: rust. A suit is otherwise its numbers (Modifiers) and its grants, folded by the Loadout.

#include "sim/state/game.hpp"

namespace yoord {

// The armour `wearer` has on loses a point of armour bonus (its plus drops too), unless it is rust-proof.
// Returns whether it corroded. Rust monsters and rust traps both call it.
bool corrode_armour(Game& game, ecs::Entity wearer);

// Makes the armour `wearer` has on proof against rust (the rust_proof marker on the item). False when it
// wears none.
bool rustproof_armour(Game& game, ecs::Entity wearer);

// What `wearer` wears in `slot`, or null.
[[nodiscard]] ecs::Entity worn_in(const Game& game, ecs::Entity wearer, EquipSlot slot);

}  // namespace yoord
