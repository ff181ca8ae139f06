#include "sim/rules/terrain.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Whoever stands in deep water without the means to cross it (a levitation that just ran out, a flyer cancelled)
// struggles ashore before anyone acts on the next turn.
void footing_system(Game& g) { bring_the_stranded_ashore(g); }

}  // namespace yoord
