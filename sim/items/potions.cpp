#include "sim/items/potions.hpp"

#include "sim/items/pack.hpp"

#include <algorithm>

#include "sim/rules/polymorph.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/run/conducts.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

bool restore_health(Game& g, const PotionDef& def, ecs::Entity e, bool greater) {
    const int healed = heal(g, e, def.amount.roll(g.rng));
    const int cured = greater ? cure_ailments(g, e) : (end_held(g, e, Grant::of<Blind>()) ? 1 : 0);
    if (healed == 0 && cured == 0) {
        tell_you(g, e, "heal.already");
        return false;
    }
    tell(g, e, greater ? "heal.much_better_seen" : "heal.better_seen");
    return true;
}

int amount_of(Game& g, const PotionDef& def) { return std::max(1, def.amount.roll(g.rng)); }

bool toughen(Game& g, const PotionDef& def, ecs::Entity e) {
    if (!g.world.has<CombatStats>(e)) return false;
    change_armour(g, e, amount_of(g, def));
    tell(g, e, "potion.toughen");
    return true;
}

bool gain_strength(Game& g, const PotionDef& def, ecs::Entity e) {
    if (!g.world.has<CombatStats>(e)) return false;
    (void)restore_power(g, e);
    change_power(g, e, amount_of(g, def));
    tell(g, e, "potion.strength");
    return true;
}

bool restore_strength(Game& g, ecs::Entity e) {
    const bool back = restore_power(g, e) > 0;
    tell(g, e, back ? "potion.strength_back" : "potion.strength_whole");
    return back;
}

// More maximum hit points; on depth 1 with the Element in hand, the way out opens (the seed's old rule).
bool raise_a_level(Game& g, const PotionDef& def, ecs::Entity e) {
    if (!g.world.has<Health>(e)) return false;
    raise_level(g, e, amount_of(g, def));
    tell(g, e, "potion.level");
    if (e == g.player && escape_wins(g) && g.outcome == Outcome::alive) {
        g.outcome = Outcome::won;
        say(g, "descent.won_by_rising");
    }
    return true;
}

bool sense_items(Game& g, ecs::Entity e) {
    if (e != g.player) return false;
    int sensed = 0;
    // A hidden item (generation 2) is sensed too, and so found: it is an ordinary item from now on.
    for (const ecs::Entity item : g.world.view<Item, Position>(ecs::with<Hidden>)) g.world.clear<Hidden>(item);
    for (const ecs::Entity item : g.world.view<Item, Position>()) {
        g.view.remembered.at(g.world.get<Position>(item).cell) = true;
        ++sensed;
    }
    say(g, sensed == 0 ? "potion.sense_none" : "potion.sense_items", {.args = {{"n", std::to_string(sensed)}}});
    return true;
}

}  // namespace

bool apply_potion(Game& g, const PotionDef& def, ecs::Entity e) {
    switch (def.kind) {
        case PotionKind::heal:
            return restore_health(g, def, e, false);
        case PotionKind::greater_heal:
            return restore_health(g, def, e, true);
        case PotionKind::haste:
            return haste(g, e, roll_held_turns(g, def.turns));
        case PotionKind::see_invisible:
            return sharpen_sight(g, e, roll_held_turns(g, def.turns));
        case PotionKind::telepathy:
            return open_mind(g, e, roll_held_turns(g, def.turns));
        case PotionKind::levitation:
            return levitate(g, e, roll_held_turns(g, def.turns));
        case PotionKind::might:
            return empower(g, e, amount_of(g, def));
        case PotionKind::toughness:
            return toughen(g, def, e);
        case PotionKind::raise_level:
            return raise_a_level(g, def, e);
        case PotionKind::gain_strength:
            return gain_strength(g, def, e);
        case PotionKind::restore_strength:
            return restore_strength(g, e);
        case PotionKind::restore: {
            // Restoration restores: the ailments, and what drains took (the one rule, sim/rules/combat.hpp).
            const bool cured = cure_ailments(g, e) > 0;
            const bool back = restore_power(g, e) > 0;
            tell(g, e, cured || back ? "potion.restored" : "potion.refreshed");
            return cured || back;
        }
        case PotionKind::confusion:
            return confuse(g, e, roll_held_turns(g, def.turns));
        case PotionKind::blindness:
            return blind(g, e, roll_held_turns(g, def.turns));
        case PotionKind::sleep:
            return put_to_sleep(g, e, roll_held_turns(g, def.turns));
        case PotionKind::poison:
            return poison(g, e, roll_held_turns(g, def.turns));
        case PotionKind::paralysis:
            return paralyse(g, e, roll_held_turns(g, def.turns));
        case PotionKind::hallucination:
            return hallucinate(g, e, roll_held_turns(g, def.turns));
        case PotionKind::detect_items:
            return sense_items(g, e);
        case PotionKind::fruit_juice:
            if (e == g.player) say(g, "potion.juice_tasted");
            else tell(g, e, "potion.juice_splashed");
            return true;  // the taste gives it away
        case PotionKind::water:
            if (e == g.player) say(g, "potion.water_tasted");
            else tell(g, e, "potion.water_splashed");
            return true;
        case PotionKind::adjustment:
            if (e != g.player) {
                tell(g, e, "potion.adjustment_splashed");
                return false;
            }
            reset_dial(g);
            say(g, "potion.adjustment");
            return true;
        case PotionKind::polymorph:
            return polymorph(g, e, ecs::null_entity);
    }
    return false;
}

void quaff(Game& g, ecs::Entity drinker, ecs::Entity potion) {
    const PotionDef& def = g.content->potions[g.world.get<Identity>(potion).row];
    tell(g, drinker, "potion.drink", {.args = {{"item", drinker == g.player ? kind_name(g, potion) : sentence(g, "potion.a_potion")}}});
    const RowRef row{Category::potion, g.world.get<Identity>(potion).row};
    break_conduct(g, drinker, Conduct::potions);
    g.world.destroy(take_one(g, potion));  // one off the stack; the rest keep their letter
    const bool shown = apply_potion(g, def, drinker);
    if (drinker == g.player) learn_from_use(g, row, shown, true);
}

}  // namespace yoord
