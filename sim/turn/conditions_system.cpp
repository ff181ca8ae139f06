#include <algorithm>
#include <utility>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/rules/grant.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// One player turn passes for every creature's held effects; those that end say so to the player. Creatures are
// taken in Uid order, so two endings in one turn are always logged in the same order, after a load too.
void conditions_system(Game& g) {
    auto& holders = g.now.holders;  // kept in the Game: a warm turn allocates nothing
    holders.clear();
    for (const ecs::Entity e : g.world.view<Conditions>()) holders.emplace_back(g.world.uid(e), e);
    std::sort(holders.begin(), holders.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [uid, e] : holders) {
        if (g.world.valid(e) && g.world.has<Conditions>(e)) tick_held_effects(g, e);
    }
}

}  // namespace yoord
