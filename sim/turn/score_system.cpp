#include "sim/run/score.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Pays the turn's kills, with the combo for more than one; a win is then paid for its conducts, once, and
// earns the Element's doubler.
void score_system(Game& g) {
    settle_kills(g);
    (void)pay_conducts(g);
    earn_escape_doubler(g);
}

}  // namespace yoord
