#include "sim/loadout.hpp"

#include <algorithm>

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

void absorb_modifiers(Loadout& out, const GearModifiers& m) {
#define YOORD_FOLD_MODIFIER(field, fold) out.field = fold_one(Fold::fold, out.field, m.field);
    YOORD_MODIFIERS(YOORD_FOLD_MODIFIER)
#undef YOORD_FOLD_MODIFIER
}

void absorb_caps(Loadout& out, const GameWorld& world, ecs::Entity item) {
#define YOORD_FOLD_CAP(Component, field) \
    if (const Component* cap = world.try_get<Component>(item)) out.field = std::min(out.field, cap->value);
    YOORD_CAPS(YOORD_FOLD_CAP)
#undef YOORD_FOLD_CAP
}

void absorb_grants(Loadout& out, const GameWorld& world, ecs::Entity item) {
    if (const Grants* g = world.try_get<Grants>(item)) {
        for (const std::uint16_t bit : g->bits) out.granted.set(bit);
    }
}

void absorb_worn(Loadout& out, const GameWorld& world, ecs::Entity item) {
    if (const Modifiers* m = world.try_get<Modifiers>(item)) absorb_modifiers(out, m->value);
    absorb_caps(out, world, item);
    absorb_grants(out, world, item);
}

}  // namespace

Loadout fold_loadout(const GameWorld& world, ecs::Entity e) {
    Loadout out;
    if (const CombatStats* base = world.try_get<CombatStats>(e)) {
        out.power_die = base->power_die;
        out.power_bonus = base->power_bonus;
        out.armour_die = base->armour_die;
        out.armour_bonus = base->armour_bonus;
    }
    if (const Equipment* eq = world.try_get<Equipment>(e)) {
        for (const ecs::Entity item : eq->slots) {
            if (item != ecs::null_entity) absorb_worn(out, world, item);
        }
    }
    // Carried things that cannot be worn lend their effects from the pack; gear in the pack lends nothing.
    if (const Pack* pack = world.try_get<Pack>(e)) {
        for (const ecs::Entity item : pack->letters) {
            if (item != ecs::null_entity && !world.has<Equippable>(item)) absorb_grants(out, world, item);
        }
    }
    return out;
}

const Loadout& loadout(GameWorld& world, ecs::Entity e) {
    if (!world.has<LoadoutDirty>(e)) {
        if (const Loadout* cached = world.try_get<Loadout>(e)) return *cached;
    }
    world.clear<LoadoutDirty>(e);
    return world.emplace_or_replace<Loadout>(e, fold_loadout(world, e));
}

bool has_effect(GameWorld& world, ecs::Entity e, std::size_t bit) {
    return world.has_marker(e, bit) || loadout(world, e).granted.test(bit);
}

}  // namespace yoord
