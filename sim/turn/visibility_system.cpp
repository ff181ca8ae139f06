#include "sim/turn/systems.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

// The player's field of view from where it stands now; monsters decide with it (it is symmetric).
void visibility_system(Game& g) {
    if (g.now.floor_changed) return;  // entering the floor computed it already
    update_view(g);
}

}  // namespace yoord
