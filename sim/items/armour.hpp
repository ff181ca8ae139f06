#pragma once
// Armour's two verbs: rust, and the last stand. A suit is otherwise its numbers (Modifiers) and its grants, folded by the Loadout.

#include "sim/state/game.hpp"

namespace yoord {

// The armour `wearer` has on loses a point of armour bonus (its plus drops too), unless it is rust-proof.
// Returns whether it corroded. Rust monsters and rust traps both call it.
bool corrode_armour(Game& game, ecs::Entity wearer);

// Makes the armour `wearer` has on proof against rust (the rust_proof marker on the item). False when it
// wears none.
bool rustproof_armour(Game& game, ecs::Entity wearer);

// The last stand (seed 002's "armour takes a killing blow"): the body armour `wearer` has on takes a blow that
// would have killed it and falls apart, destroyed. Returns false, changing nothing, when it wears none. harm()
// calls it for every creature that had a last stand before the blow (has_last_stand, below), so a monster's suit saves it once as the player's does; the wearer lives on at
// 1 hit point (harm() sets that) and, for the player, the armour conduct is broken.
bool armour_takes_last_stand(Game& game, ecs::Entity wearer);

// Whether `wearer` has a last stand left: it wears body armour and has more than one hit point, and then a blow
// that would kill it lands on its armour instead. At 1 hit point there is none: otherwise a wearer left at 1 by a
// last stand could put on a spare suit after each lethal blow and never die while its pack held one (the swapper
// bot of the balance report played exactly that). What a blow's sentence asks before harm() decides ("hits", not
// "kills").
[[nodiscard]] bool has_last_stand(const Game& game, ecs::Entity wearer);

// What `wearer` wears in `slot`, or null.
[[nodiscard]] ecs::Entity worn_in(const Game& game, ecs::Entity wearer, EquipSlot slot);

}  // namespace yoord
