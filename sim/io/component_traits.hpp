#pragma once
// How the save and the state hash see each component, written ONCE: a ComponentTraits specialisation per
// component gives its tag, whether it is saved, and its fields in order, each marked
//
//   play  what play changes (hit points, a plus, a place ...): every save writes it;
//   row   what the entity's content row gives it (a glyph, a sword's dice ...): rebuilt from the row at load
//         (sim/places/spawn.hpp's add_row_components), written only when play made it differ from the row.
//
// The save (sim/io/save/component_io.cpp) writes and reads exactly these fields, and the state hash
// (sim/io/state_hash.cpp) hashes exactly these, in this order; neither names a field anywhere else. A
// component added to sim/world/components.hpp without traits stops the build at a static_assert in both.
//
// Adding a component is one specialisation here. A play-state component with one field:
//
//   template <> struct ComponentTraits<Side> : SavedAs<"side"> {
//       static void fields(auto& v, auto&... c) { v(play("side"), c.side...); }
//   };
//
// (`c...` is one component when saving, loading or hashing, and two, the entity's and the row's, when the save
// asks which row fields changed.) Never rename a tag: saves name components by it. Reordering or appending fields
// changes the save's layout (a new format, docs/reference/save-format.md) and the state hash.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sim/world/world.hpp"

namespace yoord {

enum class Saved : std::uint8_t {
    fields,   // written field by field (the default)
    row_key,  // Identity: names the row the entity is rebuilt from; the save writes it once, before the records
    never,    // derived from the rest (the Loadout cache): neither saved nor hashed; rebuilt when first asked for
};

// The range a loaded number must lie in, so that a hostile save cannot make a rule overflow; for a list, how
// many elements it may hold. Far beyond anything play makes.
struct Bounds {
    std::int64_t lo = INT32_MIN;
    std::int64_t hi = INT32_MAX;
};
namespace bounds {
inline constexpr Bounds kAmount{-1'000'000, 1'000'000};  // hit points, bonuses, charges, coins
inline constexpr Bounds kCount{0, 1'000'000};            // a stack
inline constexpr Bounds kDie{0, 1000};                   // sides of a die
inline constexpr Bounds kReach{0, 1000};                 // sight and launcher range, in cells
inline constexpr Bounds kPackLetters{0, 256};            // letters of a pack: far above any pack_size
}  // namespace bounds

// A field's name (for the loader's error messages) and bounds; its type says who decides it.
struct PlayField {
    std::string_view name;
    Bounds bounds{};
};
struct RowField {
    std::string_view name;
    Bounds bounds{};
};

// A marker bit kept in a component (an index into Markers): the save writes the effect's stable id, so a
// reordered effects registry does not break saves; the hash writes the bit. Bit is std::uint16_t, maybe const.
template <class Bit>
struct EffectBit {
    Bit& bit;
};
template <class Bit>
EffectBit(Bit&) -> EffectBit<Bit>;
// A list of them (a Grants component).
template <class Bits>
struct EffectBits {
    Bits& bits;
};
template <class Bits>
EffectBits(Bits&) -> EffectBits<Bits>;

// A tag as a template argument: SavedAs<"health">.
template <std::size_t N>
struct TagText {
    char text[N]{};
    constexpr TagText(const char (&s)[N]) { std::copy_n(s, N, text); }  // NOLINT: implicit on purpose
};

// What every specialisation inherits: the field markers, used as play("hit points", bounds::kAmount).
struct FieldRoles {
    static constexpr PlayField play(std::string_view name, Bounds b = {}) { return {name, b}; }
    static constexpr RowField row(std::string_view name, Bounds b = {}) { return {name, b}; }
};
// How the state hash meets an entity without the component:
//   always      a zero word says it is absent (every component the golden recordings were pinned with);
//   if_present  nothing at all: a component added since, so that a run that never made one (every golden
//               recording) hashes exactly as it did. Present, it is hashed as any other.
enum class HashedAbsent : std::uint8_t { always, if_present };

template <TagText Tag, Saved How = Saved::fields, HashedAbsent Absent = HashedAbsent::always>
struct SavedAs : FieldRoles {
    static constexpr std::string_view tag{Tag.text, sizeof(Tag.text) - 1};
    static constexpr Saved saved = How;
    static constexpr HashedAbsent hashed_absent = Absent;
};

template <class T>
struct ComponentTraits;  // one per component below; a struct held in a component's list (HeldEffect) too

template <class T>
concept Described = requires { ComponentTraits<T>::saved; };

// ---- one per component, in Components order ----------------------------------------------------------------

template <>
struct ComponentTraits<Position> : SavedAs<"position"> {
    static void fields(auto& v, auto&... c) { v(play("cell"), c.cell...); }
};
template <>
struct ComponentTraits<Location> : SavedAs<"location"> {
    static void fields(auto& v, auto&... c) {
        v(play("place kind"), c.place.kind...);
        v(play("place cell"), c.place.cell...);
        v(play("owner"), c.place.owner...);
        v(play("place index"), c.place.index...);
    }
};
// The row's stable id and category are the entity's header in a save; the row index is found again there.
template <>
struct ComponentTraits<Identity> : SavedAs<"identity", Saved::row_key> {
    static void fields(auto& v, auto&... c) {
        v(row("id"), c.id...);
        v(row("category"), c.category...);
        v(row("row index"), c.row...);
    }
};
template <>
struct ComponentTraits<Renderable> : SavedAs<"renderable"> {
    static void fields(auto& v, auto&... c) {
        v(row("glyph"), c.glyph...);
        v(row("colour"), c.colour...);
    }
};
template <>
struct ComponentTraits<Health> : SavedAs<"health"> {
    static void fields(auto& v, auto&... c) {
        v(play("hit points", bounds::kAmount), c.hp...);
        v(play("maximum hit points", bounds::kAmount), c.max_hp...);
    }
};
// Base numbers: from the row, until a potion of might or toughness raises them.
template <>
struct ComponentTraits<CombatStats> : SavedAs<"combat_stats"> {
    static void fields(auto& v, auto&... c) {
        v(row("power die", bounds::kDie), c.power_die...);
        v(row("power bonus", bounds::kAmount), c.power_bonus...);
        v(row("armour die", bounds::kDie), c.armour_die...);
        v(row("armour bonus", bounds::kAmount), c.armour_bonus...);
    }
};
template <>
struct ComponentTraits<Energy> : SavedAs<"energy"> {
    static void fields(auto& v, auto&... c) {
        v(row("tempo"), c.tempo...);
        v(play("banked energy", bounds::kAmount), c.banked...);
    }
};
template <>
struct ComponentTraits<Mind> : SavedAs<"mind"> {
    static void fields(auto& v, auto&... c) {
        v(row("movement"), c.movement...);
        v(row("sight", bounds::kReach), c.sight...);
    }
};
// The row gives a creature its side; play (a charm) may change it, and then the save keeps the change.
template <>
struct ComponentTraits<Allegiance> : SavedAs<"allegiance"> {
    static void fields(auto& v, auto&... c) { v(row("side"), c.side...); }
};
template <>
struct ComponentTraits<Item> : SavedAs<"item"> {
    static void fields(auto& v, auto&... c) {
        v(play("enchantment", bounds::kAmount), c.plus...);
        v(play("cursed"), c.cursed...);
        v(play("known"), c.known...);
    }
};
template <>
struct ComponentTraits<Stack> : SavedAs<"stack"> {
    static void fields(auto& v, auto&... c) { v(play("stack", bounds::kCount), c.count...); }
};
template <>
struct ComponentTraits<Charges> : SavedAs<"charges"> {
    static void fields(auto& v, auto&... c) { v(play("charges", bounds::kAmount), c.left...); }
};
template <>
struct ComponentTraits<Coins> : SavedAs<"coins"> {
    static void fields(auto& v, auto&... c) { v(play("coins", bounds::kAmount), c.amount...); }
};
template <>
struct ComponentTraits<Equippable> : SavedAs<"equippable"> {
    static void fields(auto& v, auto&... c) { v(row("equipment slot"), c.slot...); }
};
// From the row; enchantment, rust and cancellation move a number, and only that number is then saved.
template <>
struct ComponentTraits<Modifiers> : SavedAs<"modifiers"> {
    static void fields(auto& v, auto&... c) {
#define YOORD_MODIFIER_TRAIT(field, fold, range) v(row(#field, bounds::kAmount), c.value.field...);
        YOORD_MODIFIERS(YOORD_MODIFIER_TRAIT)
#undef YOORD_MODIFIER_TRAIT
    }
};
#define YOORD_CAP_TRAITS(Component, field)                                             \
    template <>                                                                        \
    struct ComponentTraits<Component> : SavedAs<#field> {                              \
        static void fields(auto& v, auto&... c) { v(row(#field), c.value...); }       \
    };
YOORD_CAPS(YOORD_CAP_TRAITS)
#undef YOORD_CAP_TRAITS
template <>
struct ComponentTraits<Grants> : SavedAs<"grants"> {
    static void fields(auto& v, auto&... c) { v(row("granted effects"), EffectBits{c.bits}...); }
};
template <>
struct ComponentTraits<Ammo> : SavedAs<"ammo"> {
    static void fields(auto& v, auto&... c) {
        v(row("fired by"), EffectBit{c.fired_by}...);
        v(row("ammo power die", bounds::kDie), c.power_die...);
        v(row("ammo power bonus", bounds::kAmount), c.power_bonus...);
    }
};
template <>
struct ComponentTraits<Launcher> : SavedAs<"launcher"> {
    static void fields(auto& v, auto&... c) { v(row("range", bounds::kReach), c.range...); }
};
template <>
struct ComponentTraits<Pack> : SavedAs<"pack"> {
    static void fields(auto& v, auto&... c) { v(play("pack letters", bounds::kPackLetters), c.letters...); }
};
template <>
struct ComponentTraits<Equipment> : SavedAs<"equipment"> {
    static void fields(auto& v, auto&... c) { v(play("worn"), c.slots...); }
};
template <>
struct ComponentTraits<KeptLetter> : SavedAs<"kept_letter"> {
    static void fields(auto& v, auto&... c) { v(play("kept letter", bounds::kPackLetters), c.letter...); }
};
template <>
struct ComponentTraits<Trap> : SavedAs<"trap"> {
    static void fields(auto& v, auto&... c) {
        v(row("trap kind"), c.kind...);
        v(row("trap reveal"), c.reveal...);
        v(play("revealed"), c.revealed...);
    }
};
// Derived (sim/rules/loadout.hpp): folded again from gear, conditions and base stats when first asked for.
template <>
struct ComponentTraits<Loadout> : SavedAs<"loadout", Saved::never> {};
template <>
struct ComponentTraits<Conditions> : SavedAs<"conditions"> {
    static void fields(auto& v, auto&... c) {
        v(play("condition order"), c.next_order...);
        v(play("held effects"), c.held...);
    }
};
// An element of Conditions' list, described the same way (its tag is never written).
template <>
struct ComponentTraits<HeldEffect> : SavedAs<"held_effect"> {
    static void fields(auto& v, auto&... c) {
        v(play("held effect"), EffectBit{c.bit}...);
        v(play("lifetime"), c.lifetime...);
        v(play("turns left", bounds::kAmount), c.turns_left...);
        v(play("held since"), c.since...);
        v(play("held order"), c.order...);
#define YOORD_HELD_MODIFIER_TRAIT(field, fold, range) v(play("lends " #field, bounds::kAmount), c.lends.field...);
        YOORD_MODIFIERS(YOORD_HELD_MODIFIER_TRAIT)
#undef YOORD_HELD_MODIFIER_TRAIT
    }
};
// The kinds the player has learnt. An id the content no longer has is kept and simply never asked about.
template <>
struct ComponentTraits<Discoveries> : SavedAs<"discoveries"> {
    static void fields(auto& v, auto&... c) { v(play("discoveries"), c.kinds...); }
    static void after_load(Discoveries& c) { std::sort(c.kinds.begin(), c.kinds.end()); }  // kept sorted
};
template <>
struct ComponentTraits<Magic> : SavedAs<"magic"> {
    static void fields(auto& v, auto&... c) {
        v(play("magic", bounds::kAmount), c.ma...);
        v(play("maximum magic", bounds::kAmount), c.max_ma...);
    }
};
template <>
struct ComponentTraits<Spellbook> : SavedAs<"spellbook"> {
    static void fields(auto& v, auto&... c) {
        v(play("known spells"), c.spells...);
        v(play("pending spell"), c.pending...);
    }
};
template <>
struct ComponentTraits<Growth> : SavedAs<"growth"> {
    static void fields(auto& v, auto&... c) {
        v(play("level", bounds::kAmount), c.level...);
        v(play("power lost", bounds::kAmount), c.power_lost...);
    }
};
// A shapeshifter's current form, by the monster row's stable id (a row this build lacks: it plays in its true form).
template <>
struct ComponentTraits<Shape> : SavedAs<"shape"> {
    static void fields(auto& v, auto&... c) { v(play("form"), c.row...); }
};
// The player's body, by the monster row's stable id (only on a player that is not the plain human).
template <>
struct ComponentTraits<Body> : SavedAs<"body"> {
    static void fields(auto& v, auto&... c) { v(play("body row"), c.row...); }
};

template <>
struct ComponentTraits<Spirit> : SavedAs<"spirit"> {
    static void fields(auto& v, auto&... c) {
        v(row("trade"), c.trade...);
        v(row("price"), c.price...);
        v(row("cost", bounds::kAmount), c.cost...);
        v(row("pulls", bounds::kAmount), c.pulls...);
    }
};
// A heavy swing's recovery and a weapon's momentum: what play made, so the save keeps them (sim/rules/combat.hpp).
// Added after the golden recordings were pinned, and only ever made by weapons those runs never met: hashed only
// where present.
template <>
struct ComponentTraits<Recovery> : SavedAs<"recovery", Saved::fields, HashedAbsent::if_present> {
    static void fields(auto& v, auto&... c) { v(play("recovery actions", bounds::kCount), c.actions...); }
};
// Added after the golden recordings were pinned, and made only by a polymorph of the player: hashed only where present.
template <>
struct ComponentTraits<Polymorphed> : SavedAs<"polymorphed", Saved::fields, HashedAbsent::if_present> {
    static void fields(auto& v, auto&... c) {
        v(play("own body row"), c.own...);
        v(play("chimera row"), c.chimera...);
    }
};
template <>
struct ComponentTraits<Momentum> : SavedAs<"momentum", Saved::fields, HashedAbsent::if_present> {
    static void fields(auto& v, auto&... c) {
        v(play("momentum blows", bounds::kCount), c.blows...);
        v(play("last blow turn"), c.last_turn...);
    }
};

template <>
struct ComponentTraits<Deck> : SavedAs<"deck"> {
    static void fields(auto& v, auto&... c) { v(play("cards", bounds::kPackLetters), c.cards...); }
};
// An element of Deck's list, described the same way (its tag is never written).
template <>
struct ComponentTraits<DrawnCard> : SavedAs<"drawn_card"> {
    static void fields(auto& v, auto&... c) {
        v(play("card"), c.card...);
        v(play("reversed"), c.reversed...);
    }
};
template <>
struct ComponentTraits<Promises> : SavedAs<"promises"> {
    static void fields(auto& v, auto&... c) {
        v(play("promised power dice", bounds::kDie), c.power_dice...);
        v(play("promised gear plus", bounds::kAmount), c.gear_plus...);
    }
};

// The marker bits that are state: every bit but the derived ones (LoadoutDirty, LendsNothing), which only say
// what the Loadout cache holds.
[[nodiscard]] inline GameWorld::marker_set state_markers(const GameWorld& w, ecs::Entity e) {
    GameWorld::marker_set bits = w.markers(e);
    GameWorld::for_each_marker_type([&bits]<class M>() {
        if constexpr (ecs::is_derived<M>) bits.reset(GameWorld::marker_bit<M>);
    });
    return bits;
}

}  // namespace yoord
