#include "sim/rules/loadout.hpp"

#include <algorithm>
#include <cstdint>

#include "core/assert.hpp"

namespace yoord {

namespace {

constexpr int fold_one(Fold fold, int have, int lent) noexcept {
    switch (fold) {
        case Fold::largest:
            return std::max(have, lent);
        case Fold::sum:
            return have + lent;
    }
    return have;
}

// The columns the fold reads, looked up once per fold rather than once per item. An item is probed by its
// index alone: the fold checks once that the handle is live (a stale handle lends nothing), so the probes
// need not each repeat the check as try_get() does.
class ItemColumns {
public:
    explicit ItemColumns(const GameWorld& world)
        : world(world),
          modifiers(world.storage<Modifiers>()),
          grants(world.storage<Grants>()),
          equippable(world.storage<Equippable>().entities()) {}

    // Folds what a worn item lends: its modifiers, its caps and its grants.
    void absorb_worn(Loadout& out, ecs::Entity item) const {
        if (!world.valid(item)) return;
        const std::uint32_t index = ecs::entity_to_index(item);
        if (const std::uint32_t pos = modifiers.entities().position_of_index(index); pos != ecs::SparseSet::absent) {
            absorb_modifiers(out, modifiers.values()[pos].value);
        }
#define YOORD_FOLD_CAP(Component, field)                                                                      \
    if (const std::uint32_t pos = world.storage<Component>().entities().position_of_index(index);            \
        pos != ecs::SparseSet::absent) {                                                                      \
        out.field = std::min(out.field, world.storage<Component>().values()[pos].value);                     \
    }
        YOORD_CAPS(YOORD_FOLD_CAP)
#undef YOORD_FOLD_CAP
        absorb_grants(out, grants.entities().position_of_index(index));
    }

    // A carried item lends its grants only if it cannot be worn (gear in the pack lends nothing). Grants are
    // probed first: most of a pack (potions, scrolls, gear) has none, and then one probe settles it.
    void absorb_carried(Loadout& out, ecs::Entity item) const {
        if (!world.valid(item)) return;
        const std::uint32_t index = ecs::entity_to_index(item);
        const std::uint32_t pos = grants.entities().position_of_index(index);
        if (pos == ecs::SparseSet::absent) return;
        if (equippable.position_of_index(index) != ecs::SparseSet::absent) return;
        absorb_grants(out, pos);
    }

    // Folds a set of lent numbers: a worn item's, or a held condition's (a ward).
    static void absorb_modifiers(Loadout& out, const GearModifiers& m) {
#define YOORD_FOLD_MODIFIER(field, fold, range) out.field = fold_one(Fold::fold, out.field, m.field);
        YOORD_MODIFIERS(YOORD_FOLD_MODIFIER)
#undef YOORD_FOLD_MODIFIER
    }

private:
    // Sets the bits of the Grants at `pos` in its column (or nothing for `absent`).
    void absorb_grants(Loadout& out, std::uint32_t pos) const {
        if (pos == ecs::SparseSet::absent) return;
        for (const std::uint16_t bit : grants.values()[pos].bits) {
            YOORD_ASSERT(bit < out.granted.size(), "a Grants bit names no marker");
            out.granted[bit] = true;
        }
    }

    const GameWorld& world;
    const ecs::Storage<Modifiers>& modifiers;
    const ecs::Storage<Grants>& grants;
    const ecs::SparseSet& equippable;
};

// The fold, calling `step(source, loadout so far)` after the base stats and after each item that can lend
// something (fold_loadout passes a step that does nothing, and the compiler drops it).
template <class Step>
Loadout fold_with(const GameWorld& world, ecs::Entity e, Step&& step) {
    Loadout out;
    if (const CombatStats* base = world.try_get<CombatStats>(e)) {
        out.power_die = base->power_die;
        out.power_bonus = base->power_bonus;
        out.armour_die = base->armour_die;
        out.armour_bonus = base->armour_bonus;
    }
    step(ecs::null_entity, out);
    const ItemColumns items(world);
    if (const Equipment* eq = world.try_get<Equipment>(e)) {
        for (const ecs::Entity item : eq->slots) {
            if (item == ecs::null_entity) continue;
            items.absorb_worn(out, item);
            step(item, out);
        }
    }
    // Carried things that cannot be worn lend their effects from the pack; gear in the pack lends nothing.
    if (const Pack* pack = world.try_get<Pack>(e)) {
        for (const ecs::Entity item : pack->letters) {
            if (item == ecs::null_entity) continue;
            const Loadout before = out;
            items.absorb_carried(out, item);
            if (!(out == before)) step(item, out);
        }
    }
    // Held conditions lend their numbers the same way (timed modifiers: a ward, might).
    if (const Conditions* held = world.try_get<Conditions>(e)) {
        for (const HeldEffect& h : held->held) ItemColumns::absorb_modifiers(out, h.lends);
    }
    return out;
}

}  // namespace

Loadout fold_loadout(const GameWorld& world, ecs::Entity e) {
    return fold_with(world, e, [](ecs::Entity, const Loadout&) {});
}

std::vector<LoadoutStep> loadout_steps(const GameWorld& world, ecs::Entity e) {
    std::vector<LoadoutStep> steps;
    (void)fold_with(world, e, [&](ecs::Entity source, const Loadout& now) { steps.push_back({source, now}); });
    return steps;
}

std::string die_text(int die, int bonus) {
    // Appends rather than operator+ chains: GCC 12 warns falsely (-Wrestrict) on "x" + std::to_string(n).
    std::string out;
    if (die > 0) out.append("d").append(std::to_string(die));
    if (bonus > 0) out.append("+").append(std::to_string(bonus));
    if (bonus < 0) out.append(std::to_string(bonus));
    return out.empty() ? "0" : out;
}

}  // namespace yoord
