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

#include <cstddef>
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
inline const Loadout& loadout(const GameWorld& world, ecs::Entity e) {
    return world.cached<Loadout, LoadoutDirty>(e, [&world, e] { return fold_loadout(world, e); });
}

inline void mark_loadout_dirty(GameWorld& world, ecs::Entity e) { world.set<LoadoutDirty>(e); }

// Whether `e` has the effect with this marker bit: born with it, given it, or lent it by its gear.
[[nodiscard]] inline bool has_effect(const GameWorld& world, ecs::Entity e, std::size_t bit) {
    return world.has_marker(e, bit) || loadout(world, e).granted[bit];
}
template <class M>
[[nodiscard]] bool has_effect(const GameWorld& world, ecs::Entity e) {
    return has_effect(world, e, GameWorld::marker_bit<M>);
}

// Several effects of one creature asked in a row: each answer is has_effect's, and the Loadout is looked up once,
// on the first question a marker does not answer (where has_effect would first read it). Every creature asks
// several of these per action (tempo, conditions, sight), so the saved lookups count. Hold it only while nothing
// else reads a Loadout: another creature's Loadout computed meanwhile may move the column this one points into.
class EffectsOf {
public:
    EffectsOf(const GameWorld& world, ecs::Entity e) : world_(world), e_(e), valid_(world.valid(e)) {}
    [[nodiscard]] bool has(std::size_t bit) {
        if (valid_ && world_.has_marker_of_valid(e_, bit)) return true;  // the handle checked once, not per bit
        if (loadout_ == nullptr) loadout_ = &loadout(world_, e_);
        return loadout_->granted[bit];
    }
    template <class M>
    [[nodiscard]] bool has() {
        return has(GameWorld::marker_bit<M>);
    }

private:
    const GameWorld& world_;
    ecs::Entity e_;
    bool valid_;
    const Loadout* loadout_ = nullptr;
};

}  // namespace yoord
