#include "sim/run/monster_memory.hpp"
#include "sim/state/game.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// What the player saw monsters do this turn goes into the monster memory, before the dead are removed.
void memory_system(Game& g) { remember_seen_monsters(g); }

}  // namespace yoord
