#include "sim/state/game.hpp"
#include "sim/run/floor_feeling.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// A floor the player arrived on this turn, by any way, tells its feeling once, after the arrival's own lines.
void feelings_system(Game& g) {
    if (g.outcome != Outcome::alive || g.descent.floor_changes == g.now.floor_changes_at_start) return;
    tell_floor_feeling(g);
}

}  // namespace yoord
