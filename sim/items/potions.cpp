#include "sim/items/potions.hpp"

#include <algorithm>

#include "sim/combat.hpp"
#include "sim/conditions.hpp"
#include "sim/conducts.hpp"
#include "sim/grant.hpp"
#include "sim/loadout.hpp"

namespace yoord {

namespace {

int turns_of(Game& g, const PotionDef& def) { return std::max(1, def.turns.roll(g.rng)); }

void restore_health(Game& g, const PotionDef& def, ecs::Entity e, bool greater) {
    const int healed = heal(g, e, def.amount.roll(g.rng));
    const int cured = greater ? cure_ailments(g, e) : (end_held(g, e, Grant::of<Blind>()) ? 1 : 0);
    if (healed == 0 && cured == 0) {
        tell(g, e, "You feel healthy already.", "");
        return;
    }
    tell(g, e, greater ? "You feel much better." : "You feel better.", "%s looks healthier.");
}

void raise_stat(Game& g, const PotionDef& def, ecs::Entity e, bool power) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr) return;
    const int by = std::max(1, def.amount.roll(g.rng));
    (power ? stats->power_bonus : stats->armour_bonus) += by;
    mark_loadout_dirty(g.world, e);
    tell(g, e, power ? "You feel strong!" : "Your skin hardens like stone.",
         power ? "%s looks stronger." : "%s's hide hardens.");
}

void sense_items(Game& g, ecs::Entity e) {
    if (e != g.player) return;
    int sensed = 0;
    for (const ecs::Entity item : g.world.view<Item, Position>()) {
        g.view.remembered.at(g.world.get<Position>(item).cell) = true;
        ++sensed;
    }
    g.log.add(sensed == 0 ? "You sense no objects on this floor."
                          : "You sense " + std::to_string(sensed) + " objects on this floor.");
}

}  // namespace

void apply_potion(Game& g, const PotionDef& def, ecs::Entity e) {
    switch (def.kind) {
        case PotionKind::heal:
            restore_health(g, def, e, false);
            return;
        case PotionKind::greater_heal:
            restore_health(g, def, e, true);
            return;
        case PotionKind::haste:
            (void)haste(g, e, turns_of(g, def));
            return;
        case PotionKind::see_invisible:
            (void)sharpen_sight(g, e, turns_of(g, def));
            return;
        case PotionKind::telepathy:
            (void)open_mind(g, e, turns_of(g, def));
            return;
        case PotionKind::levitation:
            (void)levitate(g, e, turns_of(g, def));
            return;
        case PotionKind::might:
            raise_stat(g, def, e, true);
            return;
        case PotionKind::toughness:
            raise_stat(g, def, e, false);
            return;
        case PotionKind::restore:
            tell(g, e, cure_ailments(g, e) > 0 ? "You feel restored." : "You feel refreshed, though nothing ailed you.",
                 "%s looks refreshed.");
            return;
        case PotionKind::confusion:
            (void)confuse(g, e, turns_of(g, def));
            return;
        case PotionKind::blindness:
            (void)blind(g, e, turns_of(g, def));
            return;
        case PotionKind::sleep:
            (void)put_to_sleep(g, e, turns_of(g, def));
            return;
        case PotionKind::poison:
            (void)poison(g, e, turns_of(g, def));
            return;
        case PotionKind::paralysis:
            (void)paralyse(g, e, turns_of(g, def));
            return;
        case PotionKind::hallucination:
            (void)hallucinate(g, e, turns_of(g, def));
            return;
        case PotionKind::detect_items:
            sense_items(g, e);
            return;
        case PotionKind::fruit_juice:
            tell(g, e, "This tastes like fruit juice. Nothing else happens.", "%s is splashed with juice.");
            return;
    }
}

void quaff(Game& g, ecs::Entity drinker, ecs::Entity potion) {
    const PotionDef& def = g.content->potions[g.world.get<Identity>(potion).row];
    tell(g, drinker, "You drink the " + def.name + ".", "%s drinks a potion.");
    break_conduct(g, drinker, Conduct::potions);
    (void)move_to(g.world, g.places, potion, Place::nowhere());
    g.world.destroy(potion);
    apply_potion(g, def, drinker);
}

}  // namespace yoord
