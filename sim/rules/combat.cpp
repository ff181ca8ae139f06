#include "sim/rules/combat.hpp"

#include <algorithm>

#include "sim/rules/abilities.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/run/conducts.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {

namespace {

int roll_die(Rng& rng, int sides) { return Dice{1, sides}.roll(rng); }

}  // namespace

bool sides_fight(Side a, Side b) {
    switch (a) {
        case Side::player:
            return b == Side::hostile;
        case Side::hostile:
            return b == Side::player;
        case Side::peaceful:
            return false;
    }
    return false;
}

namespace {

// "You hit the rat." / "The rat hits you." / "The rat misses the kobold."
std::string blow_message(const Game& g, ecs::Entity attacker, ecs::Entity target, int damage, bool lethal) {
    const bool you = attacker == g.player;
    const char* verb = lethal ? (you ? " kill " : " kills ") : damage > 0 ? (you ? " hit " : " hits ")
                                                                          : (you ? " miss " : " misses ");
    return subject_of(g, attacker) + verb + the_name_of(g, target) + ".";
}

}  // namespace

BlowRoll roll_blow(Rng& rng, const Loadout& attacker, const Loadout& defender, bool melee) {
    BlowRoll r;
    r.attack = roll_die(rng, attacker.power_die) + attacker.power_bonus;
    r.defence = roll_die(rng, defender.armour_die) + defender.armour_bonus;
    r.damage = std::max(0, r.attack - r.defence);
    if (melee) r.damage = std::min(r.damage, attacker.melee_cap);
    return r;
}

int melee_attack(Game& g, ecs::Entity attacker, ecs::Entity target) {
    break_conduct(g, attacker, Conduct::attacking);  // every swing, lunge and reach comes through here
    fire_on_targeted(g, target, attacker);  // a gaze meets the eyes of whoever turns on it
    const Loadout a = loadout(g.world, attacker);
    const Loadout d = loadout(g.world, target);
    const BlowRoll roll = roll_blow(g.rng, a, d, true);
    const Health& hp = g.world.get<Health>(target);
    const bool lethal = roll.damage > 0 && roll.damage >= hp.hp;
    g.log.add(blow_message(g, attacker, target, roll.damage, lethal));
    std::string cause = attacker == g.player ? std::string("you") : "a " + name_of(g, attacker);
    harm(g, target, roll.damage, attacker, std::move(cause));
    fire_on_hit(g, attacker, target, roll.damage, lethal);  // the attacker's magic, whatever it is
    fire_on_struck(g, target, attacker, roll.damage);       // and the target's answer to being struck
    return roll.damage;
}

void harm(Game& g, ecs::Entity victim, int amount, ecs::Entity by, std::string cause) {
    Health* hp = g.world.try_get<Health>(victim);
    if (amount <= 0 || hp == nullptr || hp->hp <= 0) return;
    wake(g, victim);
    break_conduct(g, victim, Conduct::damage);
    hp->hp -= amount;
    if (hp->hp > 0) {
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
    hp->hp = std::min(hp->max_hp, hp->hp + amount);
    return hp->hp - before;
}

void split_health(Game& g, ecs::Entity from, ecs::Entity half) {
    Health& mine = g.world.get<Health>(from);
    const int given = mine.hp / 2;
    mine.hp -= given;
    g.world.get<Health>(half).hp = given;  // re-read after the write above: both live in one column
}

Side side_of(const Game& g, ecs::Entity e) {
    const Allegiance* a = g.world.valid(e) ? g.world.try_get<Allegiance>(e) : nullptr;
    return a != nullptr ? a->side : Side::peaceful;  // a thing with no side (an item) fights nobody
}

bool hostile(const Game& g, ecs::Entity a, ecs::Entity b) {
    return a != b && sides_fight(side_of(g, a), side_of(g, b));
}

}  // namespace yoord
