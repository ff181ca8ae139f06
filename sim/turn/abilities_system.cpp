#include <algorithm>
#include <vector>

#include "sim/rules/abilities.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// The passive each-turn abilities (regeneration, poison, teleportitis ...) for every creature on the map: the
// player first, then the others in Uid order, so the order is the same after a save and load.
void abilities_system(Game& g) {
    if (g.now.floor_changed || g.outcome != Outcome::alive) return;
    std::vector<std::pair<ecs::Uid, ecs::Entity>> order;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (e != g.player) order.emplace_back(g.world.uid(e), e);
    }
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    order.insert(order.begin(), {g.world.uid(g.player), g.player});
    for (const auto& [uid, e] : order) fire_each_turn(g, e);
}

}  // namespace yoord
