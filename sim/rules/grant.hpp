#pragma once
// Grant: a runtime handle to one effect of the registry (sim/vocab/effects.hpp), so that a row, an ability or a
// potion can lend an effect without knowing its type. It attaches, probes and revokes.
//
// Lifetimes (sim/vocab/effects.hpp, Lifetime):
//   permanent       attach(): the marker bit on the creature, until revoke() or cancellation;
//   while_equipped  the bit is in a worn item's Grants; the Loadout lends it while the item is worn;
//   this_floor      hold(): ends when the bearer's floor changes;
//   turns           hold(): a condition, ends after N player turns; a creature carries at most
//                   max_conditions of them (constants.toml), and a new one sheds the oldest, except that
//                   priority effects (paralysed, asleep, snared) neither count nor are ever shed;
//   next_action     hold(): ends once the bearer's next action is over.
// A held effect sets the same marker bit a permanent one does, so every question ("is it asleep?") is asked
// one way. Holding an effect the creature already has for good changes nothing, and its expiry never takes
// away the permanent one. When a held effect ends on the player, the registry's end message is logged.
//
// Cancellation strips every effect (held or permanent) except identity ones, and sets Cancelled.

#include <cstddef>
#include <optional>
#include <string_view>

#include "core/rng.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/world/world.hpp"

namespace yoord {

struct Game;

class Grant {
public:
    constexpr explicit Grant(std::size_t bit) noexcept : bit_(bit) {}
    template <class M>
    [[nodiscard]] static constexpr Grant of() noexcept {
        return Grant(GameWorld::marker_bit<M>);
    }
    // The grant of the effect with this stable id, or nullopt.
    [[nodiscard]] static std::optional<Grant> named(std::string_view id) noexcept;

    [[nodiscard]] constexpr std::size_t bit() const noexcept { return bit_; }
    [[nodiscard]] const EffectInfo& info() const;

    // Whether `e` has the effect: born with it, given it, holding it, or lent it by its gear.
    [[nodiscard]] bool probe(const GameWorld& world, ecs::Entity e) const { return has_effect(world, e, bit_); }
    // Gives `e` the effect for good.
    void attach(GameWorld& world, ecs::Entity e) const;
    // Takes the effect off `e`: the marker and any held record (gear keeps lending what it lends).
    void revoke(GameWorld& world, ecs::Entity e) const;

    friend constexpr bool operator==(Grant, Grant) = default;

private:
    std::size_t bit_;
};

enum class HoldResult : std::uint8_t {
    added,            // a new held effect
    extended,         // it was already held: the longer of the two lengths stands
    already_had,      // the creature has it for good: nothing changes
};

// Gives `e` the effect for a while. `turns` is read for Lifetime::turns (at least 1); permanent and
// while_equipped are not held lifetimes (use attach() and an item's Grants). `lends`: numbers the effect lends
// while it is held (a ward's armour bonus: a timed modifier), folded by the one Loadout pass like a worn item's;
// holding it again replaces them.
HoldResult hold(Game& game, ecs::Entity e, Grant grant, Lifetime lifetime, int turns = 0, const GearModifiers& lends = {});

// How many turns before a held effect ends the player is warned of it, for the effects the sentence table has a
// waning line for ([effect_waning]: levitation, flight).
inline constexpr int kWaningTurns = 3;

// How long an effect a row holds lasts: the row's `turns` dice rolled on the game's stream, at least one turn (a
// potion's, a scroll's, a rune's or a wand's).
[[nodiscard]] int roll_held_turns(Game& game, const Dice& turns);

// Whether `e` holds `grant` for a while (not for good), and how many turns are left (0 for other lifetimes).
[[nodiscard]] std::optional<int> held_turns(const GameWorld& world, ecs::Entity e, Grant grant);

// Ends a held effect early (a cure), with its end message for the player. False when it was not held.
bool end_held(Game& game, ecs::Entity e, Grant grant);

// The conditions (Lifetime::turns, not priority) `e` holds now: what the cap counts.
[[nodiscard]] int condition_count(const GameWorld& world, ecs::Entity e);

// One player turn passes for every effect `e` holds: counts down, ends what is over (oldest first), logs end
// messages for the player. The conditions system (sim/turn/conditions_system.cpp) runs it once per turn.
void tick_held_effects(Game& game, ecs::Entity e);

// Strips every effect from `e` except identity ones, ends every held one silently, and sets Cancelled.
void cancel(Game& game, ecs::Entity e);

}  // namespace yoord
