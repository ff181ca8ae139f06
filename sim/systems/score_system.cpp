#include "sim/score.hpp"
#include "sim/systems/systems.hpp"

namespace yoord {

// Pays the turn's kills, with the combo for more than one; a win is then paid for its conducts, once.
void score_system(Game& g) {
    settle_kills(g);
    (void)pay_conducts(g);
}

}  // namespace yoord
