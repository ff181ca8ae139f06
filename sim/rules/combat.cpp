#include "sim/rules/combat.hpp"

#include <algorithm>
#include <array>

#include "sim/items/armour.hpp"
#include "sim/rules/abilities.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/run/conducts.hpp"
#include "sim/tables/content.hpp"
#include "sim/run/events.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/promises.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

int roll_die(Rng& rng, int sides) { return Dice{1, sides}.roll(rng); }

}  // namespace

namespace {

// How hurt a creature looks, by the share of its hit points left: the first row whose floor it is above.
struct WoundWord {
    int above_percent;
    std::string_view key;  // in the sentence table
};
constexpr std::array<WoundWord, 5> kWoundWords = {{
    {80, "wound.light"},
    {60, "wound.moderate"},
    {40, "wound.bad"},
    {20, "wound.severe"},
    {0, "wound.almost_dead"},
}};

// A creature in a blow's sentence: its name, or "something" when the player cannot see it.
Noun who(Game& g, ecs::Entity e) {
    if (e != g.player && !player_sees(g, e)) return Noun{phrase("combat.something"), phrase("combat.something's"), false};
    return noun_of(g, e);
}

// "You hit the rat. The rat is badly wounded." / "Something hits you." / "The rat misses the kobold." /
// "The arrow hits the goblin." (a missile is the subject of its own blow). A lethal blow says the kill itself.
// A fight between two creatures the player cannot see says nothing (empty).
std::string blow_message(Game& g, ecs::Entity attacker, ecs::Entity target, int damage, bool lethal,
                         ecs::Entity missile) {
    if (attacker != g.player && target != g.player && !player_sees(g, attacker) && !player_sees(g, target)) return {};
    Fill fill;
    fill.subject = missile != ecs::null_entity ? noun_of(g, missile) : who(g, attacker);
    fill.object = who(g, target);
    std::string line = active_strings().format(lethal ? "combat.kill" : damage > 0 ? "combat.hit" : "combat.miss", fill);
    if (lethal || damage <= 0 || target == g.player || !player_sees(g, target)) return line;
    const Health& hp = g.world.get<Health>(target);
    return line + " " + sentence(g, "combat.wounded", {.subject = target, .args = {{"text", wound_word(hp.hp - damage, hp.max_hp, Fill{.subject = noun_of(g, target)})}}});
}

}  // namespace

std::string wound_word(int hp, int max_hp, const Fill& who) {
    const long long percent = max_hp > 0 ? 100LL * hp / max_hp : 0;
    for (const WoundWord& w : kWoundWords) {
        if (percent > w.above_percent) return phrase(w.key, who);
    }
    return phrase(kWoundWords.back().key, who);
}

BlowRoll roll_blow(Rng& rng, const Loadout& attacker, const Loadout& defender, bool melee) {
    BlowRoll r;
    r.attack = roll_die(rng, attacker.power_die) + attacker.power_bonus;
    r.defence = roll_die(rng, defender.armour_die) + defender.armour_bonus;
    r.damage = std::max(0, r.attack - r.defence);
    if (melee) r.damage = std::min(r.damage, attacker.melee_cap);
    return r;
}

namespace {

// What the attacker's weapon adds to this blow's attack roll: a heavy swing's weight and the momentum it carries.
int swing_power(Game& g, ecs::Entity attacker) {
    int power = 0;
    if (has_effect<HeavySwing>(g.world, attacker)) power += g.constants().heavy_swing_power;
    if (has_effect<BuildsMomentum>(g.world, attacker)) power += momentum_of(g, attacker) * g.constants().momentum_power;
    return power;
}

// A landed blow adds one to the momentum (up to momentum_max), dated this turn; a miss loses it.
void gather_momentum(Game& g, ecs::Entity attacker, bool landed) {
    if (!landed) {
        g.world.remove<Momentum>(attacker);
        return;
    }
    const int blows = std::min(momentum_of(g, attacker) + 1, g.constants().momentum_max);
    g.world.emplace_or_replace<Momentum>(attacker, Momentum{blows, g.turn});
}

// What a blow leaves its swinger with: a heavy swing to recover from, momentum gathered or lost.
void after_swing(Game& g, ecs::Entity attacker, int damage) {
    if (has_effect<HeavySwing>(g.world, attacker) && g.constants().heavy_swing_recovery > 0) {
        g.world.emplace_or_replace<Recovery>(attacker, Recovery{g.constants().heavy_swing_recovery});
    }
    if (has_effect<BuildsMomentum>(g.world, attacker)) gather_momentum(g, attacker, damage > 0);
}

// A fencer missed from a neighbouring cell strikes straight back, once, if it is awake and able to.
void riposte(Game& g, ecs::Entity fencer, ecs::Entity attacker) {
    if (!has_effect<Riposte>(g.world, fencer) || !alive(g, fencer) || !alive(g, attacker)) return;
    if (has_effect<Paralysed>(g.world, fencer) || has_effect<Asleep>(g.world, fencer)) return;
    if (!hostile(g, fencer, attacker)) return;
    const Position* from = g.world.try_get<Position>(fencer);
    const Position* to = g.world.try_get<Position>(attacker);
    if (from == nullptr || to == nullptr || chebyshev(from->cell, to->cell) != 1) return;  // no answer to a reach
    break_conduct(g, fencer, Conduct::attacking);
    const BlowRoll roll = roll_blow(g.rng, loadout(g.world, fencer), loadout(g.world, attacker), true);
    tell(g, fencer, "combat.riposte");
    (void)land_blow(g, fencer, attacker, roll.damage);
}

// Whether `attacker`'s blow beheads `target`: it holds a vorpal effect, the weapon in its hand names a condition
// (its row's `beheads`), and `target` is held by that condition.
bool beheads(Game& g, ecs::Entity attacker, ecs::Entity target) {
    if (!has_effect<Vorpal>(g.world, attacker)) return false;
    const ecs::Entity weapon = worn_in(g, attacker, EquipSlot::weapon);
    const Identity* id = weapon != ecs::null_entity ? g.world.try_get<Identity>(weapon) : nullptr;
    if (id == nullptr || id->category != Category::weapon) return false;
    const EffectRef& held_by = g.content->weapons[id->row].beheads;
    return !held_by.id.empty() && has_effect(g.world, target, held_by.bit);
}

}  // namespace

bool spend_recovery(Game& g, ecs::Entity actor, Recovery& r) {
    const bool recovering = r.actions > 0;
    if (--r.actions <= 0) g.world.remove<Recovery>(actor);
    if (recovering) tell(g, actor, "combat.recover");
    return recovering;
}

int momentum_of(const Game& g, ecs::Entity e) {
    const Momentum* m = g.world.try_get<Momentum>(e);
    return m != nullptr && g.turn - m->last_turn <= 1 ? m->blows : 0;
}

int melee_attack(Game& g, ecs::Entity attacker, ecs::Entity target) {
    break_conduct(g, attacker, Conduct::attacking);  // every swing, lunge and reach comes through here
    (void)unmask(g, target);  // a mimic struck at, hit or missed, shows itself
    fire_on_targeted(g, target, attacker);  // a gaze meets the eyes of whoever turns on it
    Loadout a = loadout(g.world, attacker);
    a.power_bonus += swing_power(g, attacker);
    const Loadout d = loadout(g.world, target);
    BlowRoll roll = roll_blow(g.rng, a, d, true);
    if (roll.damage > 0 && beheads(g, attacker, target)) {
        roll.damage = std::max(roll.damage, g.world.get<Health>(target).hp);  // whatever its hit points
        tell(g, attacker, "combat.behead", {.object = target});
    }
    const bool lethal = land_blow(g, attacker, target, roll.damage);
    after_swing(g, attacker, roll.damage);
    fire_on_hit(g, attacker, target, roll.damage, lethal);  // the attacker's magic, whatever it is
    fire_on_struck(g, target, attacker, roll.damage);       // and the target's answer to being struck
    if (roll.damage <= 0) riposte(g, target, attacker);     // or its answer to a miss
    return roll.damage;
}

bool land_blow(Game& g, ecs::Entity attacker, ecs::Entity target, int damage, ecs::Entity missile) {
    // Lethal as harm() will find it: a blow its armour's last stand takes is no kill.
    const bool lethal = damage > 0 && damage >= g.world.get<Health>(target).hp && !has_last_stand(g, target);
    g.log.add(blow_message(g, attacker, target, damage, lethal, missile));
    if (damage <= 0) record_blow(g, attacker, target, 0);  // a hit is recorded by harm(), as every hurt is
    harm(g, target, damage, attacker, attacker == g.player ? Wording::of_key("cause.you") : a_name_wording(g, attacker));
    if (lethal && !g.now.dying.empty() && g.now.dying.back().victim == target) g.now.dying.back().told = true;
    return lethal;
}

void harm(Game& g, ecs::Entity victim, int amount, ecs::Entity by, Wording cause) {
    Health* hp = g.world.try_get<Health>(victim);
    if (amount <= 0 || hp == nullptr || hp->hp <= 0) return;
    record_blow(g, by, victim, amount);
    wake(g, victim);
    (void)unmask(g, victim);  // a mimic struck shows itself
    spirit_attacked(g, victim, by);  // a spirit hurt by the player's side, by whatever means
    break_conduct(g, victim, Conduct::damage);
    forfeit_unhurt_promise(g, victim);
    const bool may_stand = has_last_stand(g, victim);  // asked of the hit points before the blow, as land_blow asks
    hp->hp -= amount;
    if (hp->hp > 0) {
        fire_on_damaged(g, victim, amount);
        return;
    }
    // The last stand: worn body armour takes the killing blow and falls apart, and the wearer lives at 1 hit
    // point. That breaks the armour conduct (kept by a run whose armour never took one, whatever it wore).
    if (may_stand && armour_takes_last_stand(g, victim)) {
        hp->hp = 1;
        break_conduct(g, victim, Conduct::armour);
        fire_on_damaged(g, victim, amount);
        return;
    }
    hp->hp = 0;
    g.now.dying.push_back(Dying{victim, by, std::move(cause)});
}

int heal(Game& g, ecs::Entity e, int amount) {
    Health* hp = g.world.try_get<Health>(e);
    if (hp == nullptr || hp->hp <= 0 || amount <= 0) return 0;
    const int before = hp->hp;
    hp->hp = hp->hp >= hp->max_hp ? hp->max_hp : hp->hp + std::min(amount, hp->max_hp - hp->hp);  // no overflow
    return hp->hp - before;
}

void raise_max_hp(Game& g, ecs::Entity e, int by) {
    Health* hp = g.world.try_get<Health>(e);
    if (hp == nullptr || hp->hp <= 0) return;
    by = std::max(1, by);
    hp->max_hp += by;
    hp->hp += by;
}

bool lower_max_hp(Game& g, ecs::Entity e, int by) {
    Health* hp = g.world.try_get<Health>(e);
    if (hp == nullptr || hp->hp <= 0 || by <= 0 || hp->max_hp <= by) return false;
    hp->max_hp -= by;
    if (hp->hp > hp->max_hp) {
        hp->hp = hp->max_hp;
        break_conduct(g, e, Conduct::damage);  // hit points were lost, if not to a blow
    }
    return true;
}

void change_power(Game& g, ecs::Entity e, int by) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr || by == 0) return;
    stats->power_bonus += by;
    if (by < 0) {
        // A drain is remembered on whoever suffers it, so that any restoration can give it back.
        if (!g.world.has<Growth>(e)) g.world.emplace<Growth>(e);
        g.world.get<Growth>(e).power_lost -= by;
    }
    mark_loadout_dirty(g.world, e);
}

void change_armour(Game& g, ecs::Entity e, int by) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr || by == 0) return;
    stats->armour_bonus += by;
    mark_loadout_dirty(g.world, e);
}

int restore_power(Game& g, ecs::Entity e) {
    Growth* growth = g.world.try_get<Growth>(e);
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (growth == nullptr || stats == nullptr || growth->power_lost <= 0) return 0;
    const int back = growth->power_lost;
    growth->power_lost = 0;
    stats->power_bonus += back;
    mark_loadout_dirty(g.world, e);
    return back;
}

int power_lost(const Game& g, ecs::Entity e) {
    const Growth* growth = g.world.try_get<Growth>(e);
    return growth != nullptr ? growth->power_lost : 0;
}

void grow_power_die(Game& g, ecs::Entity e, int sides) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr || sides <= 0) return;
    stats->power_die += sides;
    mark_loadout_dirty(g.world, e);
}

void assume_form(Game& g, ecs::Entity e, int power_die, int armour_die) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    if (stats == nullptr) return;
    stats->power_die = std::max(0, power_die);
    stats->armour_die = std::max(0, armour_die);
    mark_loadout_dirty(g.world, e);
}

void assume_body(Game& g, ecs::Entity e, const BodyNumbers& from, const BodyNumbers& to) {
    CombatStats* stats = g.world.try_get<CombatStats>(e);
    Health* health = g.world.try_get<Health>(e);
    if (stats == nullptr || health == nullptr) return;
    stats->power_die = std::max(0, stats->power_die - from.power_die + to.power_die);
    stats->power_bonus += to.power_bonus - from.power_bonus;
    stats->armour_die = std::max(0, stats->armour_die - from.armour_die + to.armour_die);
    stats->armour_bonus += to.armour_bonus - from.armour_bonus;
    const int max_hp = std::max(1, health->max_hp - from.hp + to.hp);
    const long long kept = static_cast<long long>(health->hp) * max_hp / std::max(1, health->max_hp);
    health->max_hp = max_hp;
    health->hp = std::clamp(static_cast<int>(kept), 1, max_hp);
    mark_loadout_dirty(g.world, e);
}

void set_hit_points(Game& g, ecs::Entity e, int hp) {
    Health* health = g.world.try_get<Health>(e);
    if (health == nullptr) return;
    health->hp = std::max(1, hp);
    health->max_hp = std::max(health->max_hp, health->hp);
}

void raise_level(Game& g, ecs::Entity e, int hp) {
    if (Growth* growth = g.world.try_get<Growth>(e)) ++growth->level;
    raise_max_hp(g, e, hp);
}

void split_health(Game& g, ecs::Entity from, ecs::Entity half) {
    Health& mine = g.world.get<Health>(from);
    const int given = mine.hp / 2;
    mine.hp -= given;
    g.world.get<Health>(half).hp = given;  // re-read after the write above: both live in one column
}

}  // namespace yoord
