#include "sim/run/dungeon_notes.hpp"
#include "sim/state/game.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// What the player saw of the floor it ends the turn on goes into the dungeon overview's notes, after every floor
// change of the turn (stairs in the action, the portal in patience).
void overview_system(Game& g) { note_floor(g); }

}  // namespace yoord
