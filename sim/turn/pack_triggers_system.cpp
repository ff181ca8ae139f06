#include "sim/run/triggers.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Packs' triggers answer what happened this turn: after deaths (kills are known) and before the clock (a `turn`
// trigger fires on the turn the clock is about to count).
void pack_triggers_system(Game& g) { answer_pack_triggers(g); }

}  // namespace yoord
