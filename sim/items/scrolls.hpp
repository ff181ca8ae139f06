#pragma once
// Scrolls: the mechanic is the row's kind (ScrollKind), switched over with no default. Reading needs sight.

#include "sim/turn/action.hpp"
#include "sim/game.hpp"

namespace yoord {

// `reader` reads `scroll` from its pack: refused (no turn) when blind; otherwise used up and applied.
[[nodiscard]] ActionResult read_scroll(Game& game, ecs::Entity reader, ecs::Entity scroll);

// A monster row fit for this depth, picked by weight from GameRng; nullopt when the table has none.
[[nodiscard]] std::optional<RowRef> random_monster_row(Game& game);

// The player remembers every cell that is not solid rock within `radius` of `at` (a spell of mapping).
void map_around(Game& game, Point at, int radius);

}  // namespace yoord
