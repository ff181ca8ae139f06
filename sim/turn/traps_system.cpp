#include "sim/rules/traps.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

// Hidden traps show: `sight` traps once their cell is in view, `adjacent` ones when the player stands next to
// them. `sprung` ones wait to go off.
void traps_system(Game& g) {
    if (g.outcome != Outcome::alive) return;
    const Point me = player_cell(g);
    for (const ecs::Entity e : g.world.view<Trap, Position>()) {
        const Trap& t = g.world.get<Trap>(e);
        if (t.revealed) continue;
        const Point cell = g.world.get<Position>(e).cell;
        switch (t.reveal) {
            case Reveal::sight:
                if (g.view.visible.at(cell)) reveal_trap(g, e, true);
                break;
            case Reveal::adjacent:
                if (chebyshev(cell, me) <= 1) reveal_trap(g, e, true);
                break;
            case Reveal::sprung:
                break;
        }
    }
}

}  // namespace yoord
