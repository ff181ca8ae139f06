#pragma once
// Rings are mostly their numbers and grants, folded by the Loadout while worn; nothing here knows which ring
// is which. The few that need a verb at the moment they go on or come off name it in `on_wear` (RingEvent),
// and the two functions below are where those verbs live, switched over with no default.

#include "sim/state/game.hpp"

namespace yoord {

// Called once `item` is worn by `wearer` / once it has come off. Anything not a ring with an event is ignored.
// May consume the item (a ring of adornment, which crumbles as it goes on and earns the player the adornment
// doubler of the score, once a run: sim/run/score.hpp): callers must not use `item` afterwards.
void on_wear(Game& game, ecs::Entity wearer, ecs::Entity item);
void on_remove(Game& game, ecs::Entity wearer, ecs::Entity item);

}  // namespace yoord
