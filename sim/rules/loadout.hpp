#pragma once
// The Loadout: what a creature fights, throws and sees with. Its base stats (CombatStats, saved) with every
// worn item's Modifiers and caps folded on top in ONE pass (sim/vocab/modifiers.hpp generates the pass), plus the
// effects its gear lends: worn items lend their Grants, and so do carried items that cannot be worn (the
// Element of Yoord lends its effects from the pack).
//
// Cached as a component and recomputed on demand when the creature's LoadoutDirty marker is set. move_to()
// sets it when anything enters or leaves a pack or slot; code that changes a base stat, an item's Modifiers,
// or anything else the fold reads calls mark_loadout_dirty(). Nothing else ever writes a Loadout, so there is
// no "remember to refresh" call scattered around: a stale Loadout is only ever one dirty bit away.
//
// Reading is const. Loadout and LoadoutDirty are declared derived (ecs::component_traits), so the World keeps
// the cache in a `mutable` column and World::cached() refreshes it from a `const GameWorld&` without a
// const_cast: what the world means does not change, only whether the fold is remembered (the Loadout is neither
// saved nor hashed: sim/io/component_traits.hpp). Why not fold afresh on every const read instead: the fold
// costs ~60-90 ns where the cached read costs a probe (docs/explanation/ecs.md, "Reads are const").
//
// Reading a Loadout may emplace the component, so a reference returned here may dangle after another entity's
// Loadout is computed (the column can grow); copy the fields you need.

#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "sim/world/world.hpp"

namespace yoord {

// A die and its bonus as a player reads them: "d6+2", "d4", "d8-1", "+1" (no die), "0" (neither). The status
// line, the item details and the run dump all write dice through this.
[[nodiscard]] std::string die_text(int die, int bonus);

// The fold itself, from scratch. Pure: reads the world, writes nothing.
[[nodiscard]] Loadout fold_loadout(const GameWorld& world, ecs::Entity e);

// The fold step by step, to explain it (the wizard console's `explain`): the Loadout after the base stats, then
// after each worn item and each carried item that lends its effects, in the fold's order. The same code as
// fold_loadout, so the last step always equals it.
struct LoadoutStep {
    ecs::Entity source = ecs::null_entity;  // null: the base stats
    Loadout after;
};
[[nodiscard]] std::vector<LoadoutStep> loadout_steps(const GameWorld& world, ecs::Entity e);

// The cached Loadout, recomputed first if it is missing or dirty. Inline, like has_effect below: both are asked
// many times per monster action (docs/explanation/performance.md); the fold behind a stale or missing Loadout
// stays out of line.
//
// Beside it the World keeps LendsNothing: set when the fold lends no effect, cleared when it lends one. While
// LoadoutDirty is clear it answers for the lent effects without reading the Loadout (lends_nothing below), and
// nearly every monster's gear lends nothing: a crowd's effect questions then read two marker bits, not a cache.
inline const Loadout& loadout(const GameWorld& world, ecs::Entity e) {
    return world.cached<Loadout, LoadoutDirty, LendsNothing>(
        e, [&world, e] { return fold_loadout(world, e); }, [](const Loadout& l) { return l.granted.none(); });
}

// Whether `e`'s gear is known to lend no effect: its last fold lent none and nothing has marked it dirty since. False
// only means "ask the Loadout". `e` must be valid.
[[nodiscard]] inline bool lends_nothing_of_valid(const GameWorld& world, ecs::Entity e) {
    return world.has_marker_of_valid(e, GameWorld::marker_bit<LendsNothing>) &&
           !world.has_marker_of_valid(e, GameWorld::marker_bit<LoadoutDirty>);
}

inline void mark_loadout_dirty(GameWorld& world, ecs::Entity e) { world.set<LoadoutDirty>(e); }

// Several effects of one creature asked in a row: each answer is has_effect's, and the Loadout is looked up once,
// on the first question a marker does not answer (where has_effect would first read it). Every creature asks
// several of these per action (tempo, conditions, sight), so the saved lookups count. Hold it only while nothing
// else reads a Loadout: another creature's Loadout computed meanwhile may move the column this one points into.
class EffectsOf {
public:
    EffectsOf(const GameWorld& world, ecs::Entity e) : world_(world), e_(e), valid_(world.valid(e)) {}
    [[nodiscard]] bool has(std::size_t bit) {
        if (valid_ && world_.has_marker_of_valid(e_, bit)) return true;  // the handle checked once, not per bit
        if (lent_ == Lent::unknown) lent_ = valid_ && lends_nothing_of_valid(world_, e_) ? Lent::nothing : Lent::ask;
        if (lent_ == Lent::nothing) return false;
        if (loadout_ == nullptr) loadout_ = &loadout(world_, e_);
        return loadout_->granted[bit];
    }
    template <class M>
    [[nodiscard]] bool has() {
        return has(GameWorld::marker_bit<M>);
    }
    // Whether it has any of `bits`: has() of each in turn, with the markers all asked before the gear.
    [[nodiscard]] bool has_any(std::span<const std::size_t> bits) {
        if (valid_) {
            for (const std::size_t bit : bits) {
                if (world_.has_marker_of_valid(e_, bit)) return true;
            }
        }
        if (lent_ == Lent::unknown) lent_ = valid_ && lends_nothing_of_valid(world_, e_) ? Lent::nothing : Lent::ask;
        if (lent_ == Lent::nothing) return false;
        if (loadout_ == nullptr) loadout_ = &loadout(world_, e_);
        return std::any_of(bits.begin(), bits.end(), [this](std::size_t bit) { return loadout_->granted[bit]; });
    }

private:
    // Whether the gear lends nothing (lends_nothing_of_valid), asked once: nothing of the creature changes while
    // it is held.
    enum class Lent : std::uint8_t { unknown, nothing, ask };

    const GameWorld& world_;
    ecs::Entity e_;
    bool valid_;
    Lent lent_ = Lent::unknown;
    const Loadout* loadout_ = nullptr;
};

// Whether `e` has the effect with this marker bit: born with it, given it, or lent it by its gear (EffectsOf's
// answer, for one question).
[[nodiscard]] inline bool has_effect(const GameWorld& world, ecs::Entity e, std::size_t bit) {
    return EffectsOf(world, e).has(bit);
}
template <class M>
[[nodiscard]] bool has_effect(const GameWorld& world, ecs::Entity e) {
    return has_effect(world, e, GameWorld::marker_bit<M>);
}

}  // namespace yoord
