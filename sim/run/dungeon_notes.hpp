#pragma once
// Filling the dungeon overview's notes (sim/state/dungeon_notes.hpp) from what the player sees: the depth it
// stands on, an arrival counted once per floor change, its stairs once remembered, the spirits in view. Reads the
// world and the view, writes only Game::notes, draws no random number; a quiet turn allocates nothing.

namespace yoord {

struct Game;

// Notes this turn on the player's depth. Call once per turn that passed, after every floor change of the turn.
void note_floor(Game& game);

}  // namespace yoord
