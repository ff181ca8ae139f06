#pragma once
// Filling the monster memory (sim/state/monster_memory.hpp) from a turn's events: only those the player saw,
// only monsters (never the player, a companion counts as the kind it is). Reads the world, writes only
// Game::memory, draws no random number.

namespace yoord {

struct Game;

// Folds this turn's seen events into the memory. Call before the dead are removed, so a creature killed this
// turn can still say what it was.
void remember_seen_monsters(Game& game);

}  // namespace yoord
