#pragma once
// The numeric modifiers, listed ONCE. From the two lists below come:
//   - GearModifiers, the numbers an item row lends (the payload of the Modifiers component);
//   - the cap components (MeleeCap ...), one per cap;
//   - the Loadout fields, one per modifier and one per cap;
//   - the single-pass fold (sim/rules/loadout.cpp), which cannot leave a modifier out because it is generated too.
//
// Row of YOORD_MODIFIERS: X(field, fold, range)
//   field  the GearModifiers / Loadout member and the TOML key of item rows (the schema's keys are generated
//          from this list too, sim/tables/schemas.cpp)
//   fold   largest: the biggest value worn wins (a sword's die replaces a bare fist's, it does not add to it)
//          sum:     every value worn adds up
//   range  the values a row may give it: die (0 to the largest die), bonus (plus or minus the largest bonus),
//          sight (plus or minus the largest sight bonus)
// Row of YOORD_CAPS: X(Component, field). Caps fold with min: the lowest ceiling worn wins.
//
// Adding a modifier: one row here, then read the Loadout field where it applies (combat reads the dice and
// bonuses, throwing the throw bonus, visibility the sight bonus). A field nobody reads is inert, not wrong.

#include <bitset>
#include <climits>
#include <cstddef>

#include "sim/vocab/effects.hpp"

namespace yoord {

// clang-format off
#define YOORD_MODIFIERS(X)          \
    X(power_die,    largest, die)   \
    X(power_bonus,  sum,     bonus) \
    X(armour_die,   largest, die)   \
    X(armour_bonus, sum,     bonus) \
    X(throw_bonus,  sum,     bonus) \
    X(sight_bonus,  sum,     sight)

#define YOORD_CAPS(X) \
    X(MeleeCap, melee_cap)
// clang-format on

enum class Fold : std::uint8_t { largest, sum };
enum class ModifierRange : std::uint8_t { die, bonus, sight };

// The numbers one item lends its wearer (zero lends nothing).
struct GearModifiers {
#define YOORD_MODIFIER_FIELD(field, fold, range) int field = 0;
    YOORD_MODIFIERS(YOORD_MODIFIER_FIELD)
#undef YOORD_MODIFIER_FIELD
    friend constexpr bool operator==(const GearModifiers&, const GearModifiers&) = default;
};

// A cap no item set: folding with min leaves it alone.
inline constexpr int kUncapped = INT_MAX;

// The item components: what an item lends while worn (copied from its row at spawn; enchantment changes it),
// and one component per cap.
struct Modifiers {
    GearModifiers value;
};
#define YOORD_CAP_COMPONENT(Component, field) \
    struct Component {                        \
        int value = kUncapped;                \
    };
YOORD_CAPS(YOORD_CAP_COMPONENT)
#undef YOORD_CAP_COMPONENT

// What a creature fights, throws and sees with: its base stats with everything it wears folded on top, and
// the effects its gear lends. Derived, never saved: sim/rules/loadout.hpp recomputes it when LoadoutDirty is set.
struct Loadout {
#define YOORD_LOADOUT_FIELD(field, fold, range) int field = 0;
    YOORD_MODIFIERS(YOORD_LOADOUT_FIELD)
#undef YOORD_LOADOUT_FIELD
#define YOORD_LOADOUT_CAP(Component, field) int field = kUncapped;
    YOORD_CAPS(YOORD_LOADOUT_CAP)
#undef YOORD_LOADOUT_CAP
    std::bitset<Markers::size> granted;  // effects lent by worn gear and carried charms (the Element ...)

    friend bool operator==(const Loadout&, const Loadout&) = default;
};

}  // namespace yoord

// The Loadout is a cache of the fold (a pure function of the world), so a const reader may fill it.
template <>
struct yoord::ecs::component_traits<yoord::Loadout> {
    static constexpr bool derived = true;
};

namespace yoord {

// The modifier list as data, for docs, the HUD and tests.
struct ModifierInfo {
    std::string_view field;
    Fold fold;
    ModifierRange range;
};
inline constexpr ModifierInfo kModifierTable[] = {
#define YOORD_MODIFIER_INFO(field, fold, range) {#field, Fold::fold, ModifierRange::range},
    YOORD_MODIFIERS(YOORD_MODIFIER_INFO)
#undef YOORD_MODIFIER_INFO
};
inline constexpr std::string_view kCapTable[] = {
#define YOORD_CAP_INFO(Component, field) #field,
    YOORD_CAPS(YOORD_CAP_INFO)
#undef YOORD_CAP_INFO
};

}  // namespace yoord
