#pragma once
// Scrolls: the mechanic is the row's kind (ScrollKind), switched over with no default. Reading needs sight.

#include <string>
#include <vector>

#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Why `reader` cannot read anything now (a scroll, a rune), or empty when it can: reading needs sight. The read
// actions refuse with this sentence, and a bot asks it before choosing to read.
[[nodiscard]] std::string read_refusal(const Game& game, ecs::Entity reader);

// `reader` reads `scroll` from its pack: refused (no turn) when read_refusal says so; otherwise used up and applied.
[[nodiscard]] ActionResult read_scroll(Game& game, ecs::Entity reader, ecs::Entity scroll);

// A monster row fit for this depth, picked by weight from GameRng; nullopt when the table has none. `except` (a
// polymorph's worn body) is never picked.
[[nodiscard]] std::optional<RowRef> random_monster_row(Game& game, StableId except = {});

// Verbs scrolls share with runes and cards:
// every monster within `radius` of `at` (Chebyshev), in Uid order;
[[nodiscard]] std::vector<ecs::Entity> monsters_near(Game& game, Point at, int radius);
// the whole floor's layout into the player's memory;
void map_floor(Game& game);
// a monster fit for this depth beside `reader` (false, said so, when none could come);
bool summon(Game& game, ecs::Entity reader);
// every wand `reader` carries recharged; returns how many.
int recharge_wands(Game& game, ecs::Entity reader);
// The player remembers every cell that is not solid rock within `radius` of `at` (a spell of mapping).
void map_around(Game& game, Point at, int radius);

}  // namespace yoord
