#include "sim/score.hpp"
#include "sim/systems/systems.hpp"

namespace yoord {

// Pays the turn's kills, with the combo for more than one.
void score_system(Game& g) { settle_kills(g); }

}  // namespace yoord
