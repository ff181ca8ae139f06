#include "sim/state/game.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// The turn is over: count it and close the message log's turn.
void clock_system(Game& g) {
    ++g.turn;
    g.log.end_turn();
}

}  // namespace yoord
