#include "sim/turn/energy.hpp"
#include "sim/state/game.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Every monster on the floor banks one player turn's worth of energy by its tempo.
void energy_system(Game& g) {
    if (g.now.floor_changed) return;  // the new floor's monsters wait for the player's first move there
    const int cost = action_cost(g.world, g.player);
    g.world.view<Mind, Energy, Position>().each(
        [&g, cost](ecs::Entity e, const Mind&, Energy& energy, const Position&) { bank_energy(g.world, e, energy, cost); });
}

}  // namespace yoord
