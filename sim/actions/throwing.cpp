#include "sim/actions/throwing.hpp"

#include <cstdlib>

#include "sim/rules/abilities.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/events.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/decks.hpp"
#include "sim/items/potions.hpp"
#include "sim/items/wands.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/trick_shots.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

struct Flight {
    Point landed;                          // where the thing comes down
    ecs::Entity victim = ecs::null_entity; // the creature it reached, if any
};

// Everything thrown or fired leaves the hand here, so this is where the ranged conduct breaks. A missile aimed
// at a coin that would help the shooter comes down there, to burst it (sim/items/coins.hpp); one aimed at a found
// trap or the Element comes down there too, to set it off (sim/rules/trick_shots.hpp).
// `thing` is what flies: the turn's missile event keeps its look.
Flight fly(Game& g, ecs::Entity by, ecs::Entity thing, Point from, Point aim, int range) {
    break_conduct(g, by, Conduct::ranged);
    Flight f{from, ecs::null_entity};
    TurnEvent flew = make_event(EventKind::missile, by, thing);
    for (const Point p : flight_path(g.map(), from, aim, range)) {
        f.landed = p;
        flew.cells.push_back(p);
        if (const ecs::Entity c = creature_at(g, p); c != ecs::null_entity) {
            f.victim = c;
            break;
        }
        if (p == aim && (coin_would_burst_at(g, by, p) || trick_target_at(g, p))) break;
    }
    if (const Renderable* look = g.world.try_get<Renderable>(thing)) {
        flew.glyph = look->glyph;
        flew.colour = look->colour;
    }
    record(g, std::move(flew));
    return f;
}

// A missile's blow: its die and bonus against the victim's armour. Returns the damage done.
int missile_blow(Game& g, ecs::Entity by, ecs::Entity missile, ecs::Entity victim, int die, int bonus) {
    fire_on_targeted(g, victim, by);
    if (!g.world.valid(victim) || g.world.get<Health>(victim).hp <= 0) return 0;
    Loadout shot;
    shot.power_die = std::max(1, die);
    shot.power_bonus = bonus;
    const BlowRoll roll = roll_blow(g.rng, shot, loadout(g.world, victim), false);
    (void)land_blow(g, by, victim, roll.damage, missile);
    return roll.damage;
}

// A missile of the player's that reached nobody and came down before its mark says where: how far short, and of
// what ("The arrow falls short, 2 squares from the goblin."). On the mark, it just lies there, plain to see.
void tell_short(Game& g, ecs::Entity by, ecs::Entity missile, const Flight& f, Point aim) {
    if (by != g.player || f.victim != ecs::null_entity || f.landed == aim) return;
    const int gap = chebyshev(f.landed, aim);
    const ecs::Entity marked = creature_at(g, aim);
    const std::string mark = marked != ecs::null_entity && player_sees(g, marked) ? the_name_of(g, marked)
                                                                                  : sentence(g, "missile.where_aimed");
    say(g, gap == 1 ? "missile.short_one" : "missile.short",
        {.args = {{"item", name_of(g, missile)}, {"n", std::to_string(gap)}, {"target", mark}}});
}

// A thrown or fired thing comes to rest, or breaks on a hit.
void come_down(Game& g, ecs::Entity thing, Point at, bool may_break) {
    if (may_break && g.rng.percent(kMissileBreakPercent)) {
        g.world.destroy(thing);
        return;
    }
    (void)lay_item(g, thing, at);
}

void shatter(Game& g, ecs::Entity thrower, ecs::Entity potion, const Flight& f) {
    const PotionDef& def = g.content->potions[g.world.get<Identity>(potion).row];
    g.world.destroy(potion);
    if (f.victim == ecs::null_entity) {
        say(g, "missile.flask_shatters");
        return;
    }
    fire_on_targeted(g, f.victim, thrower);
    say(g, "missile.flask_shatters_over", {.object = f.victim});
    apply_potion(g, def, f.victim);
}

void burst(Game& g, ecs::Entity thrower, ecs::Entity wand, const Flight& f) {
    const WandDef& def = g.content->wands[g.world.get<Identity>(wand).row];
    const bool charged = g.world.get<Charges>(wand).left > 0;
    const std::string what = name_of(g, wand);
    g.world.destroy(wand);
    if (!charged) {
        say(g, "missile.wand_snaps");
    } else {
        say(g, "missile.wand_bursts");
        (void)wand_burst(g, def, thrower, f.landed, kBurstRadius);
    }
    (void)trick_shot(g, thrower, f.landed, TrickBy::thrown, what);
}

// A treat hurts nobody: the creature it reaches takes it (and is won) or leaves it lying where it landed.
void toss_treat(Game& g, ecs::Entity thrower, ecs::Entity treat, const Flight& f, Point aim) {
    tell_short(g, thrower, treat, f, aim);
    if (f.victim != ecs::null_entity && offer_treat(g, thrower, treat, f.victim)) return;
    come_down(g, treat, f.landed, false);
}

// The die a thrown thing strikes with, by what it is.
int thrown_die(const Game& g, ecs::Entity thing) {
    if (const Ammo* a = g.world.try_get<Ammo>(thing)) return std::max(1, a->power_die / kHandThrownAmmoDivisor);
    const Modifiers* m = g.world.try_get<Modifiers>(thing);
    const Equippable* eq = g.world.try_get<Equippable>(thing);
    if (m != nullptr && eq != nullptr && eq->slot == EquipSlot::weapon && m->value.power_die > 0) return m->value.power_die;
    return kImprovisedDie;
}

}  // namespace

ActionResult throw_item(Game& g, ecs::Entity thrower, ecs::Entity item, Point target) {
    const Point from = g.world.get<Position>(thrower).cell;
    if (target == from) return ActionResult::failure(sentence(g, "refuse.throw_at_self"));
    const ecs::Entity thing = take_one(g, item);
    g.descent.element_carried = carries_element(g);
    const std::string what = the_name_of(g, thing);
    tell(g, thrower, "missile.throw", {.args = {{"item", what}}});
    const Flight f = fly(g, thrower, thing, from, aim_point(g, thrower, target), kThrowRange);
    switch (g.world.get<Identity>(thing).category) {
        case Category::potion:
            shatter(g, thrower, thing, f);
            return ActionResult::success();
        case Category::wand:
            burst(g, thrower, thing, f);
            return ActionResult::success();
        case Category::deck:
            play_hand(g, thrower, thing);
            return ActionResult::success();
        case Category::treat:
            toss_treat(g, thrower, thing, f, target);
            return ActionResult::success();
        case Category::monster:
        case Category::scroll:
        case Category::ring:
        case Category::weapon:
        case Category::armour:
        case Category::launcher:
        case Category::ammo:
        case Category::coin:
        case Category::element:
        case Category::trap:
        case Category::rune:
        case Category::card:
            break;
    }
    int bonus = loadout(g.world, thrower).throw_bonus;
    if (const Modifiers* m = g.world.try_get<Modifiers>(thing)) bonus += m->value.throw_bonus;
    tell_short(g, thrower, thing, f, target);
    const bool hit = f.victim != ecs::null_entity && missile_blow(g, thrower, thing, f.victim, thrown_die(g, thing), bonus) > 0;
    if (f.victim == ecs::null_entity) (void)burst_coins_at(g, thrower, f.landed);
    const TrickBy by = g.world.has<Ammo>(thing) ? TrickBy::ammo : TrickBy::thrown;
    const std::string name = name_of(g, thing);
    come_down(g, thing, f.landed, hit && g.world.has<Ammo>(thing));
    if (f.victim == ecs::null_entity) (void)trick_shot(g, thrower, f.landed, by, name);
    return ActionResult::success();
}

ActionResult fire_ammo(Game& g, ecs::Entity shooter, ecs::Entity ammo, Point target) {
    const Ammo* a = g.world.try_get<Ammo>(ammo);
    if (a == nullptr) return ActionResult::failure(sentence(g, "refuse.not_ammunition"));
    if (!can_fire(g, shooter, ammo)) return ActionResult::failure(sentence(g, "refuse.no_launcher"));
    const Point from = g.world.get<Position>(shooter).cell;
    if (target == from) return ActionResult::failure(sentence(g, "refuse.shoot_self"));
    const int range = fire_range(g, shooter);
    const int die = a->power_die;
    const int bonus = a->power_bonus + loadout(g.world, shooter).power_bonus;
    const ecs::Entity shot = take_one(g, ammo);
    const std::string what = the_name_of(g, shot);
    tell(g, shooter, "missile.fire", {.args = {{"item", what}}});
    const Flight f = fly(g, shooter, shot, from, aim_point(g, shooter, target), range);
    tell_short(g, shooter, shot, f, target);
    const bool hit = f.victim != ecs::null_entity && missile_blow(g, shooter, shot, f.victim, die, bonus) > 0;
    if (f.victim == ecs::null_entity) (void)burst_coins_at(g, shooter, f.landed);
    const std::string name = name_of(g, shot);
    come_down(g, shot, f.landed, hit);
    if (f.victim == ecs::null_entity) (void)trick_shot(g, shooter, f.landed, TrickBy::ammo, name);
    return ActionResult::success();
}

}  // namespace yoord
