#pragma once
// Combat: opposed dice. A blow rolls (1d power + power bonus) against (1d armour + armour bonus), both from
// the Loadouts; the difference is the damage, and nothing happens at or below zero. A melee blow is also
// held under the attacker's melee cap (a launcher in hand). Every blow the player can see (or takes part in)
// writes a message; a blow that hurts a creature says how hurt it now is (wound_word), and a lethal one says the
// kill (deaths_system tells every other death). A fight between two creatures out of sight writes nothing.
//
// Health's one door. After a creature is spawned, only this file writes its Health: harm() is the ONE way hit
// points (or, later, maximum hit points) go down, so every death knows its cause and the damage conduct sees
// every loss; heal() and split_health() are its siblings. deaths_system reads the causes harm() queues
// (game.now.dying) and removes the dead in the order they fell. tests/sim/rules/harm_door_test.cpp scans sim/ for
// Health writes anywhere else.

#include <string>
#include <string_view>

#include "core/rng.hpp"
#include "sim/state/game.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

struct BlowRoll {
    int attack = 0;   // 1d power + power bonus
    int defence = 0;  // 1d armour + armour bonus
    int damage = 0;   // attack - defence, at least 0, under the cap
};

// How hurt a creature with `hp` of `max_hp` looks: "lightly wounded", "moderately wounded", "badly wounded",
// "severely wounded", "almost dead" (one table, by the share of hit points left).
// `who` is the creature, for a language whose word agrees with it ("ferida").
[[nodiscard]] std::string wound_word(int hp, int max_hp, const Fill& who = {});

// Two draws from `rng`: the attack die, then the armour die (a 0-sided die still draws nothing: Dice rules).
[[nodiscard]] BlowRoll roll_blow(Rng& rng, const Loadout& attacker, const Loadout& defender, bool melee);

// `attacker` strikes `target` in melee: roll, message, harm. Returns the damage done.
int melee_attack(Game& game, ecs::Entity attacker, ecs::Entity target);

// Weapon tricks of the melee blow, for every attacker (docs/reference/effects.md):
//   heavy_swing  the blow adds heavy_swing_power (content/constants.toml) to the attack roll, and its swinger then
//                spends heavy_swing_recovery actions getting the weapon back up (a Recovery; recover_from_swing);
//   momentum     each landed blow in a row adds momentum_power (up to momentum_max blows) to the next one; a miss,
//                or a player turn with no blow, loses it (a Momentum);
//   vorpal       a landed blow on a creature held by the condition the weapon's row names (`beheads`) kills it
//                outright, whatever its hit points;
//   riposte      a melee blow that misses a fencer from a neighbouring cell is answered at once by one blow back
//                (rolled and dealt here, not through melee_attack, so ripostes never chain).
// `actor` is getting a heavy swing back up: true (one recovery action spent, and said) when it was, and then the
// action it chose does not happen. apply_intent asks before every action, for every actor, so the question of
// whether it holds a Recovery at all is answered here, inline.
bool spend_recovery(Game& game, ecs::Entity actor, Recovery& recovery);
inline bool recover_from_swing(Game& game, ecs::Entity actor) {
    Recovery* recovery = game.world.try_get<Recovery>(actor);
    return recovery != nullptr && spend_recovery(game, actor, *recovery);
}
// The momentum `e` carries into its next blow: landed blows in a row that still count (0 when none do).
[[nodiscard]] int momentum_of(const Game& game, ecs::Entity e);

// A blow of `damage` lands on `target`: its sentence (a kill, or a hit with how hurt the target now looks, or a
// miss; nothing for a fight out of sight), then harm(). `missile` is what struck, for a thrown or fired blow
// ("The arrow hits the goblin."); null for melee. Returns whether the blow was lethal. Melee and missiles both
// come through here, so every blow reads alike.
bool land_blow(Game& game, ecs::Entity attacker, ecs::Entity target, int damage,
               ecs::Entity missile = ecs::null_entity);

// Takes `amount` hit points from `victim` (nothing for amount <= 0 or a creature already dying). At 0 hp the
// victim is queued to die, `by` (may be null) and `cause` ("a sewer rat") recorded. Wakes a sleeper.
void harm(Game& game, ecs::Entity victim, int amount, ecs::Entity by, Wording cause);

// Heals `e` by up to `amount` (never past its maximum). Returns the hit points restored.
int heal(Game& game, ecs::Entity e, int amount);

// Growth, through the same door: every change to maximum hit points or to base power and armour is one of these.
// raise_max_hp: maximum hit points up by `by` (at least 1), and as many hit points with them.
void raise_max_hp(Game& game, ecs::Entity e, int by);
// Maximum hit points down by `by` (a spirit's price): false, and nothing changes, when that would leave none.
// Hit points above the new maximum are lost with it, which breaks the damage conduct.
bool lower_max_hp(Game& game, ecs::Entity e, int by);
// Base power bonus up by `by` (down for a negative `by`: a drain, remembered in the creature's Growth, a monster's
// made at its first drain, so that restore_power can give it back). Marks the Loadout dirty.
void change_power(Game& game, ecs::Entity e, int by);
// Base armour bonus up by `by`. Marks the Loadout dirty.
void change_armour(Game& game, ecs::Entity e, int by);
// Gives back what drains took: the one rule every restoration calls (potions of restoration, restore strength and
// gain strength, the coin of restoration), for the player and a monster alike (a flask thrown at it). Returns how
// much came back. A drain takes base power only (change_power with a negative `by`: the weaken spells); what
// else lowers a creature for good is not a drain and stays: maximum hit points and magic are a spirit's price,
// paid by choice (sim/rules/spirits.hpp), and corroded armour is the armour's, mended by enchanting it.
int restore_power(Game& game, ecs::Entity e);
// The power `e` has lost to drains and not had back (0 for a creature that keeps no Growth).
[[nodiscard]] int power_lost(const Game& game, ecs::Entity e);
// A kept promise of vigour: `e`'s power die grows by `sides`. Marks the Loadout dirty.
void grow_power_die(Game& game, ecs::Entity e, int sides);
// A shapeshifter's new form (sim/rules/shapes.hpp): its base power and armour dice become the form's; bonuses,
// hit points and growth stay its own. Marks the Loadout dirty.
void assume_form(Game& game, ecs::Entity e, int power_die, int armour_die);
// What a body gives the creature made from it (sim/rules/polymorph.hpp): a monster row's numbers, or the human's.
struct BodyNumbers {
    int hp = 1;
    int power_die = 0;
    int power_bonus = 0;
    int armour_die = 0;
    int armour_bonus = 0;
};
// A polymorphed player's new body: what the old body gave is taken away and what the new one gives is put in its
// place, so what `e` grew stays its own: base dice and bonuses move by the difference (a die at least 0), maximum
// hit points too (at least 1), and hit points keep their share of the maximum (at least 1). Not harm: nothing is
// hurt and no conduct breaks (the system shock that comes with it is harm). Marks the Loadout dirty.
void assume_body(Game& game, ecs::Entity e, const BodyNumbers& from, const BodyNumbers& to);
// A wizard's act: `e`'s hit points set outright to `hp` (at least 1), its maximum raised to fit. Not harm or
// healing: no conduct breaks and nobody dies, so only the console (sim/actions/wizard_acts.cpp) calls it.
void set_hit_points(Game& game, ecs::Entity e, int hp);
// One level more (the player's Growth): `hp` more maximum hit points.
void raise_level(Game& game, ecs::Entity e, int hp);

// A creature splitting in two: `half` (just spawned) takes half of `from`'s hit points (rounded down), which
// `from` loses. Not harm: nothing was hurt, nobody dies, and no conduct breaks (only monsters split).
void split_health(Game& game, ecs::Entity from, ecs::Entity half);

// Whether creatures of sides `a` and `b` fight each other: the player's side and the hostile side do;
// peaceful creatures fight nobody. These three are inline: minds ask them for every neighbour of every monster.
[[nodiscard]] constexpr bool sides_fight(Side a, Side b) noexcept {
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

// The side `e` fights for (its Allegiance); a thing with no side is peaceful.
[[nodiscard]] inline Side side_of(const Game& game, ecs::Entity e) {
    const Allegiance* a = game.world.try_get<Allegiance>(e);  // null for a stale handle too
    return a != nullptr ? a->side : Side::peaceful;           // a thing with no side (an item) fights nobody
}

// Whether `a` and `b` fight each other: a function of their sides alone (the player's side against the hostile
// side; peaceful creatures fight nobody), never of which one is the player.
[[nodiscard]] inline bool hostile(const Game& game, ecs::Entity a, ecs::Entity b) {
    return a != b && sides_fight(side_of(game, a), side_of(game, b));
}

// Whether `e` leads its side: walking into a creature it does not fight trades places with it; companions follow
// it. The player.
[[nodiscard]] inline bool leads_side(const Game& game, ecs::Entity e) { return e == game.player; }

}  // namespace yoord
