#include "sim/rules/promises.hpp"

#include <string>

#include "sim/state/game.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

void keep_vigour(Game& g, ecs::Entity e, int sides) {
    const CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr || sides <= 0) return;
    grow_power_die(g, e, sides);
    tell_you(g, e, "promise.vigour_kept", {.args = {{"die", std::to_string(stats->power_die)}}});
}

void keep_gear_plus(Game& g, ecs::Entity e, int plus) {
    if (plus <= 0) return;
    for (const EquipSlot slot : {EquipSlot::weapon, EquipSlot::armour}) {
        const ecs::Entity item = worn_in(g, e, slot);
        if (item == ecs::null_entity || !enchant(g, item, plus)) continue;
        tell_you(g, e, "promise.gear_kept", {.args = {{"item", name_of(g, item)}}});
        return;
    }
    tell_you(g, e, "promise.gear_fades");
}

}  // namespace

void forfeit_unhurt_promise(Game& g, ecs::Entity victim) {
    Promises* p = g.world.try_get<Promises>(victim);
    if (p == nullptr || p->power_dice == 0) return;
    p->power_dice = 0;
    tell_you(g, victim, "promise.vigour_broken");
}

void keep_promises(Game& g, ecs::Entity e) {
    Promises* p = g.world.try_get<Promises>(e);
    if (p == nullptr) return;
    const Promises owed = *p;
    g.world.remove<Promises>(e);
    keep_vigour(g, e, owed.power_dice);
    keep_gear_plus(g, e, owed.gear_plus);
}

}  // namespace yoord
