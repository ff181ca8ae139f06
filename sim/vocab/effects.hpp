#pragma once
// The effects registry: every yes/no property a creature or an item can carry, listed ONCE below.
//
// From the one list come (1) a unit marker struct per effect, (2) the `Markers` type_list the World is
// built on, one bit per effect, and (3) a runtime table pairing each marker bit with its stable id string
// and, for effects that wear off, the line the player reads when it does. Content rows name effects by id
// (`grants = ["fire_immune"]`); the loader rejects an id that is not in this table.
//
// Row: X(Type, "stable_id", "effect_end.stable_id", flags)
//   stable_id  what saves, recordings and TOML name; never rename it (content/ids.golden pins its hash).
//   end msg    read by the player when a timed effect ends on them; empty for effects that never time out.
//   flags      kInternal: set by the rules, never granted by a content row (the all-content test exempts it);
//              kIdentity: part of what a creature IS, so cancellation leaves it in place;
//              kPriority: a condition that never counts toward the max_conditions cap and is never shed (the
//              HUD always shows its badge): being held down outranks being dizzy;
//              kFiring: a launcher fires by it, and it is the only kind of effect an ammo row's `fired_by` may
//              name (the loader and the save reader refuse any other), so "can this creature fire anything at
//              all" is a question about these few bits (sim/rules/missiles.hpp).
//
// Adding an effect: one row at the END of the list, then `content/ids.golden` (the golden test prints the exact
// line) and `tests/golden/effects.golden`. The order is a format: the state hash reads marker bits by position
// (sim/io/state_hash.cpp), so a row put in the middle would change the hash of every recorded run; the golden
// list pins it (Effects.GoldenListPinsTheBitOrder).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "core/ecs/component_traits.hpp"
#include "core/ecs/type_list.hpp"
#include "core/stable_id.hpp"

namespace yoord {

namespace effect_flag {
inline constexpr std::uint8_t kNone = 0;
inline constexpr std::uint8_t kInternal = 1u << 0;
inline constexpr std::uint8_t kIdentity = 1u << 1;
inline constexpr std::uint8_t kPriority = 1u << 2;
inline constexpr std::uint8_t kFiring = 1u << 3;
[[nodiscard]] constexpr bool firing(std::uint8_t flags) noexcept { return (flags & kFiring) != 0; }
}  // namespace effect_flag

// How long a grant holds (sim/rules/grant.hpp). Permanent and while-equipped effects are plain marker bits (on the
// creature, or lent through its gear's Grants); the other three are records in the bearer's Conditions.
enum class Lifetime : std::uint8_t {
    permanent,       // until revoked or cancelled
    while_equipped,  // lent by a worn item: ends when the item comes off (the Loadout fold)
    this_floor,      // ends when the bearer's floor changes
    turns,           // ends after N player turns: a condition, counted against max_conditions
    next_action,     // ends once the bearer's next action is over
};

// clang-format off
#define YOORD_EFFECTS(X)                                                                                      \
    /* immunities and senses */                                                                               \
    X(FireImmune,        "fire_immune",        "",                                  effect_flag::kNone)     \
    X(ColdImmune,        "cold_immune",        "",                                  effect_flag::kNone)     \
    X(PoisonImmune,      "poison_immune",      "",                                  effect_flag::kNone)     \
    X(ShockImmune,       "shock_immune",       "",                                  effect_flag::kNone)     \
    X(SleepImmune,       "sleep_immune",       "",                                  effect_flag::kNone)     \
    X(SeesInvisible,     "sees_invisible",     "effect_end.sees_invisible", effect_flag::kNone) \
    X(Telepathic,        "telepathic",         "effect_end.telepathic",       effect_flag::kNone)     \
    X(Searching,         "searching",          "",                                  effect_flag::kNone)     \
    /* bodies and ways of moving */                                                                           \
    X(Invisible,         "invisible",          "effect_end.invisible",       effect_flag::kNone)     \
    X(Flies,             "flies",              "effect_end.flies", effect_flag::kNone)   \
    X(Swims,             "swims",              "",                                  effect_flag::kIdentity) \
    X(Stealthy,          "stealthy",           "",                                  effect_flag::kNone)     \
    X(Regenerates,       "regenerates",        "",                                  effect_flag::kNone)     \
    X(Teleportitis,      "teleportitis",       "",                                  effect_flag::kNone)     \
    X(Aggravates,        "aggravates",         "",                                  effect_flag::kNone)     \
    X(Sluggish,          "sluggish",           "",                                  effect_flag::kNone)     \
    X(Mindless,          "mindless",           "",                                  effect_flag::kIdentity) \
    X(Undead,            "undead",             "",                                  effect_flag::kIdentity) \
    X(Splits,            "splits",             "",                                  effect_flag::kIdentity) \
    X(Lurks,             "lurks",              "",                                  effect_flag::kIdentity) \
    X(UsesItems,         "uses_items",         "",                                  effect_flag::kIdentity) \
    X(Shapeshifter,      "shapeshifter",       "",                                  effect_flag::kIdentity) \
    X(RingsOnly,         "rings_only",         "",                                  effect_flag::kIdentity) \
    X(Grows,             "grows",              "",                                  effect_flag::kIdentity) \
    /* launchers and what answers them */                                                                     \
    X(FiresArrows,       "fires_arrows",       "",                                  effect_flag::kFiring)   \
    X(FiresQuarrels,     "fires_quarrels",     "",                                  effect_flag::kFiring)   \
    X(FiresStones,       "fires_stones",       "",                                  effect_flag::kFiring)   \
    /* weapon tricks */                                                                                       \
    X(Reach,             "reach",              "",                                  effect_flag::kNone)     \
    X(Cleave,            "cleave",             "",                                  effect_flag::kNone)     \
    X(Lunge,             "lunge",              "",                                  effect_flag::kNone)     \
    /* touches and attacks (abilities drive them) */                                                          \
    X(Venomous,          "venomous",           "",                                  effect_flag::kNone)     \
    X(Vampiric,          "vampiric",           "",                                  effect_flag::kNone)     \
    X(RustsArmour,       "rusts_armour",       "",                                  effect_flag::kNone)     \
    X(StealsGold,        "steals_gold",        "",                                  effect_flag::kNone)     \
    X(StealsItems,       "steals_items",       "",                                  effect_flag::kNone)     \
    X(PetrifyingGaze,    "petrifying_gaze",    "",                                  effect_flag::kNone)     \
    X(ConfusingTouch,    "confusing_touch",    "",                                  effect_flag::kNone)     \
    X(ParalysingTouch,   "paralysing_touch",   "",                                  effect_flag::kNone)     \
    X(Spiked,            "spiked",             "",                                  effect_flag::kNone)     \
    /* conditions: timed, set by the rules */                                                                 \
    X(Confused,          "confused",           "effect_end.confused",                 effect_flag::kInternal) \
    X(Blind,             "blind",              "effect_end.blind",                effect_flag::kInternal) \
    X(Paralysed,         "paralysed",          "effect_end.paralysed",               effect_flag::kInternal | effect_flag::kPriority) \
    X(Asleep,            "asleep",             "effect_end.asleep",                      effect_flag::kInternal | effect_flag::kPriority) \
    X(Hasted,            "hasted",             "effect_end.hasted",      effect_flag::kInternal) \
    X(Slowed,            "slowed",             "effect_end.slowed",       effect_flag::kInternal) \
    X(Poisoned,          "poisoned",           "effect_end.poisoned",    effect_flag::kInternal) \
    X(Snared,            "snared",             "effect_end.snared",        effect_flag::kInternal | effect_flag::kPriority) \
    X(Hallucinating,     "hallucinating",      "effect_end.hallucinating",  effect_flag::kInternal) \
    X(Afraid,            "afraid",             "effect_end.afraid",           effect_flag::kInternal) \
    X(Levitating,        "levitating",         "effect_end.levitating",            effect_flag::kInternal) \
    X(Warded,            "warded",             "effect_end.warded",                  effect_flag::kInternal) \
    X(Mighty,            "mighty",             "effect_end.mighty",  effect_flag::kInternal) \
    /* bookkeeping the rules set */                                                                           \
    X(Cancelled,         "cancelled",          "",                                  effect_flag::kInternal) \
    X(RustProof,         "rust_proof",         "",                                  effect_flag::kInternal) \
    X(LoadoutDirty,      "loadout_dirty",      "",                                  effect_flag::kInternal) \
    /* the player's companion (sim/rules/companions.hpp): one at a time; cancellation leaves it one */         \
    X(Companion,         "companion",          "",                                  effect_flag::kInternal | effect_flag::kIdentity) \
    /* added since: at the end, whatever their kind (see the top of this file) */                             \
    X(LurkBody,          "lurk_body",          "",                                  effect_flag::kIdentity) \
    /* the weapon tricks (issue 31; sim/items/weapons.hpp, sim/rules/combat.hpp) */                           \
    X(HeavySwing,        "heavy_swing",        "",                                  effect_flag::kNone)     \
    X(Riposte,           "riposte",            "",                                  effect_flag::kNone)     \
    X(Whirls,            "whirl",              "",                                  effect_flag::kNone)     \
    X(BuildsMomentum,    "momentum",           "",                                  effect_flag::kNone)     \
    X(BitesWielder,      "bites_wielder",      "",                                  effect_flag::kNone)     \
    X(SpellFocus,        "spell_focus",        "",                                  effect_flag::kNone)     \
    X(Vorpal,            "vorpal",             "",                                  effect_flag::kNone)     \
    X(ShattersStone,     "shatters_stone",     "",                                  effect_flag::kNone)     \
    /* generation 2's floor rules: an item lying hidden until found (sim/rules/traps.hpp), a creature looking */ \
    /* like an item until touched or struck (a mimic: sim/rules/disguise.hpp) */                                \
    X(Hidden,            "hidden",             "",                                  effect_flag::kInternal)  \
    X(Disguised,         "disguised",          "",                                  effect_flag::kIdentity) \
    /* polymorph (sim/rules/polymorph.hpp): fits of it, a ring's gift */                                     \
    X(Polymorphitis,     "polymorphitis",      "",                                  effect_flag::kNone)     \
    /* cache bookkeeping beside LoadoutDirty: the last fold of the Loadout lent no effect (sim/rules/loadout.hpp) */ \
    X(LendsNothing,      "lends_nothing",      "",                                  effect_flag::kInternal)
// clang-format on

#define YOORD_EFFECT_STRUCT(Type, id, end_message, flags) \
    struct Type {};
YOORD_EFFECTS(YOORD_EFFECT_STRUCT)
#undef YOORD_EFFECT_STRUCT

#define YOORD_EFFECT_TYPE(Type, id, end_message, flags) , Type
namespace detail {
struct EffectsListHead {};
template <class Head, class... T>
using drop_head = ecs::type_list<T...>;
}  // namespace detail
// The leading placeholder lets every row emit ", Type" uniformly; drop_head removes it.
using Markers = detail::drop_head<detail::EffectsListHead YOORD_EFFECTS(YOORD_EFFECT_TYPE)>;
#undef YOORD_EFFECT_TYPE

}  // namespace yoord

// LoadoutDirty says the Loadout cache is stale: cache bookkeeping, not state, so a const reader refreshing the
// Loadout may clear it (ecs::World::cached).
template <>
struct yoord::ecs::component_traits<yoord::LoadoutDirty> {
    static constexpr bool derived = true;
};

// LendsNothing says the Loadout last folded lends no effect (kept by World::cached beside it): bookkeeping of the
// same cache, not state.
template <>
struct yoord::ecs::component_traits<yoord::LendsNothing> {
    static constexpr bool derived = true;
};

namespace yoord {

// One row of the runtime table. `bit` is the marker's index in `Markers`, the same as its position here.
struct EffectInfo {
    std::string_view id;
    StableId stable;
    std::size_t bit = 0;
    std::string_view end_message;  // a sentence key (effect_end.<id>); empty when it never wears off on its own
    std::uint8_t flags = effect_flag::kNone;

    [[nodiscard]] bool internal() const noexcept { return (flags & effect_flag::kInternal) != 0; }
    [[nodiscard]] bool identity() const noexcept { return (flags & effect_flag::kIdentity) != 0; }
    [[nodiscard]] bool priority() const noexcept { return (flags & effect_flag::kPriority) != 0; }
    [[nodiscard]] bool firing() const noexcept { return effect_flag::firing(flags); }
};

// Every effect's flags, in bit order, for questions answered at compile time (the firing effects' bits).
#define YOORD_EFFECT_FLAGS(Type, id, end_message, flags) std::uint8_t{flags},
inline constexpr std::uint8_t kEffectFlags[] = {YOORD_EFFECTS(YOORD_EFFECT_FLAGS)};
#undef YOORD_EFFECT_FLAGS

// Every effect, in registry order (bit order).
[[nodiscard]] std::span<const EffectInfo> effect_table();
// The row with this stable id string, or nullptr.
[[nodiscard]] const EffectInfo* find_effect(std::string_view id) noexcept;
[[nodiscard]] const EffectInfo* find_effect(StableId stable) noexcept;
// The row of marker M, resolved at compile time.
template <class M>
[[nodiscard]] const EffectInfo& effect_of() {
    return effect_table()[ecs::index_of<M, Markers>];
}

}  // namespace yoord
