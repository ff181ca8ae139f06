#include "sim/dungeon/floor.hpp"
#include "sim/state/game.hpp"
#include "sim/run/patience.hpp"
#include "sim/turn/systems.hpp"
#include "sim/text/say.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

// One turn less on this floor, with a warning at a quarter and a tenth left (sim/run/patience.hpp); at zero a
// portal takes the player one floor on (down, or up with the Element). The turn that arrives on a depth new to the
// run leaves its patience whole; a staircase back to a depth already reached costs its turn like any other, so
// going up and down the stairs never stops the clock.
void patience_system(Game& g) {
    if (g.now.patience_refilled || g.outcome != Outcome::alive) return;
    const bool climbing = carries_element(g);
    if (climbing && g.depth() == 1) return;  // the last floor's way out is the stair, never a portal
    if (!climbing && !down_path_open(*g.content, g.descent)) return;  // nothing below the final floor
    if (--g.patience > 0) {
        g.log.add(patience_warning(g.patience, g.constants().patience_per_floor, climbing), Tone::danger);
        return;
    }
    say(g, climbing ? "patience.out_up" : "patience.out_down");
    ask_floor_change(g, {climbing ? FloorChange::stairs_up : FloorChange::portal, LeaveBy::portal});
}

}  // namespace yoord
