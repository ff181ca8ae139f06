#pragma once
// Abilities: effects that act on their own. ONE table (kAbilities in sim/rules/abilities.cpp) of rows
// (effect, moment, chance, glancing, lethal, player_only, action, flavour). The row names its effect with a
// Grant, so it never learns what lent it: a ring, a monster's birth, a potion or a cursed blade.
//
// Those are passive: they cost their bearer nothing. What a creature CHOOSES to do with its action (a dragon's
// breath) is a spell (content/spells.toml, sim/rules/spells.hpp), cast through the one action path.
//
// Moments:
//   each_turn    the bearer has the effect: at `chance` percent per player turn, the action runs on it.
//                abilities_system drives these rows, after the monsters have moved. Only what is passive
//                (regeneration, poison, teleportitis, aggravation, searching).
//   on_hit       the bearer's blow did damage to `other`. `glancing`: does a scrape (kGlancingDamage or less)
//                count; `lethal`: does the killing blow count. Combat fires these without knowing them.
//   on_damaged   the bearer lost hit points and lived (harm() fires it).
//   on_struck    a blow landed on the bearer; `other` is the attacker.
//   on_targeted  the player turned on the bearer (struck, zapped, threw or fired at it), hit or not.
// `player_only` rows are the player's own trick: a monster holding the same effect fights plainly.
// `flavour` (a sentence key) is said when the bearer is the player and the action returned true (it did something).
// A cancelled creature's abilities are silent.

#include <span>
#include <string_view>

#include "sim/state/game.hpp"
#include "sim/rules/grant.hpp"
#include "sim/state/action.hpp"

namespace yoord {

enum class Moment : std::uint8_t { each_turn, on_hit, on_damaged, on_struck, on_targeted };
[[nodiscard]] std::string_view moment_name(Moment m) noexcept;

// A blow of this much damage or less is a glancing one.
inline constexpr int kGlancingDamage = 1;

// What an action is told: who bears the effect, the other party (the one hit, the attacker, the one who
// targeted it; null for each_turn and on_damaged), and the damage of the blow or the hurt (0 otherwise).
struct AbilityEvent {
    ecs::Entity bearer = ecs::null_entity;
    ecs::Entity other = ecs::null_entity;
    int damage = 0;
};

// Runs the ability; true when it did something the player should hear about.
using AbilityAction = bool (*)(Game&, const AbilityEvent&);

struct Ability {
    Grant effect;
    Moment moment;
    int chance = 100;      // percent, per turn for each_turn rows; per event otherwise
    bool glancing = true;  // on_hit: fires on a glancing blow
    bool lethal = false;   // on_hit: fires on the killing blow
    bool player_only = false;
    AbilityAction action = nullptr;
    std::string_view flavour;
};

// The table, in the order rows fire.
[[nodiscard]] std::span<const Ability> abilities() noexcept;

// The first creature on the line from `from` toward `aim` within `range` (walls and closed doors stop the line),
// or null: what a bolt reaches, and what a mind checks before it casts one.
[[nodiscard]] ecs::Entity first_in_line(const Game& game, Point from, Point aim, int range);

// The each-turn rows `bearer` holds, in table order. The abilities system (sim/turn/abilities_system.cpp) runs
// it for every creature on the map once per turn.
void fire_each_turn(Game& game, ecs::Entity bearer);

// Combat's hooks: each fires every matching row and knows nothing about what is in them.
void fire_on_hit(Game& game, ecs::Entity attacker, ecs::Entity target, int damage, bool lethal);
void fire_on_damaged(Game& game, ecs::Entity victim, int damage);
void fire_on_struck(Game& game, ecs::Entity victim, ecs::Entity attacker, int damage);
void fire_on_targeted(Game& game, ecs::Entity target, ecs::Entity by);

}  // namespace yoord
