#include "sim/actions/actions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/turn/systems.hpp"
#include "sim/text/say.hpp"

namespace yoord {

// Applies the player's intent through the one action path. A refused action spends no turn.
void player_action_system(Game& g) {
    if (has_effect<Paralysed>(g.world, g.player) || has_effect<Asleep>(g.world, g.player)) {
        say(g, "stop.cannot_move");
        g.now.spent = true;
        return;
    }
    g.now.spent = apply_intent(g, g.player, g.now.intent).spent_turn();
}

}  // namespace yoord
