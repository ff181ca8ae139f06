#include <vector>

#include "sim/actions/actions.hpp"
#include "sim/monsters/minds.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/turn/energy.hpp"
#include "sim/turn/systems.hpp"
#include "sim/state/uid_order.hpp"

namespace yoord {

namespace {

bool can_act(Game& g, ecs::Entity e) {
    const Health* hp = g.world.try_get<Health>(e);
    if (hp == nullptr || hp->hp <= 0 || !g.world.has<Position>(e)) return false;
    // A disguised creature (a mimic, sim/rules/disguise.hpp) waits until it is touched or struck. Its marker is
    // asked here first: disguised() asks it too, out of line, and hardly any creature has it.
    constexpr std::size_t kHeld[] = {GameWorld::marker_bit<Asleep>, GameWorld::marker_bit<Paralysed>};
    EffectsOf effects(g.world, e);
    return !effects.has_any(kHeld) && !(g.world.has<Disguised>(e) && disguised(g, e));
}

bool player_down(const Game& g) { return g.world.get<Health>(g.player).hp <= 0; }

}  // namespace

// Each monster, in Uid order, acts while it can pay for an action: its mind decides an intent
// (sim/monsters/minds.hpp) and the one action path applies it (sim/actions/actions.hpp), one action per
// payment. An intent that fails (a step into a creature that will not make way) spends the action all the same:
// it was paid for.
void monster_minds_system(Game& g) {
    if (g.now.floor_changed) return;
    const int cost = action_cost(g.world, g.player);
    // Uid order, not column order: the same after a save and load, whatever order things were created in.
    const std::vector<UidEntity>& order =
        entities_by_uid<Mind, Energy, Position>(g.world, g.paths.monsters, g.paths.minds_order);
    // The energy is asked before can_act (both are pure, and the action is paid only when both hold): a monster
    // stops when its bank runs dry, and that one subtraction is cheaper than its conditions.
    // The player's fall ends the system: asked before each monster and after each action (the only moments it
    // can have changed).
    for (const auto& [uid, e] : order) {
        if (player_down(g)) return;
        while (can_pay_action(g.world, e, cost) && can_act(g, e)) {
            (void)pay_action(g.world, e, cost);
            (void)apply_intent(g, e, decide(g, e));
            ++g.monster_actions;
            if (player_down(g)) return;
        }
    }
}

}  // namespace yoord
