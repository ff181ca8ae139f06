#include <vector>

#include "sim/rules/abilities.hpp"
#include "sim/turn/systems.hpp"
#include "sim/state/uid_order.hpp"

namespace yoord {

// The passive each-turn abilities (regeneration, poison, teleportitis ...) for every creature on the map: the
// player first, then the others in Uid order, so the order is the same after a save and load.
void abilities_system(Game& g) {
    if (g.now.floor_changed || g.outcome != Outcome::alive) return;
    // The list is taken before anything fires (the player's abilities may move or kill others). It borrows the
    // minds' scratch list, whose turn is over by now, so a warm turn allocates nothing here.
    const std::vector<UidEntity>& order =
        entities_by_uid<Health, Position>(g.world, g.paths.monsters, g.paths.abilities_order, g.player);
    fire_each_turn(g, g.player);
    for (const auto& [uid, e] : order) fire_each_turn(g, e);
}

}  // namespace yoord
