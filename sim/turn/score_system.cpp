#include "sim/run/score.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Pays the turn's kills, with the combo for more than one; a win is then paid for its conducts, once.
void score_system(Game& g) {
    settle_kills(g);
    (void)pay_conducts(g);
}

}  // namespace yoord
