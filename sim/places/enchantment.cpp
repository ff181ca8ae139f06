#include "sim/places/enchantment.hpp"

namespace yoord {

namespace {

// The bonus a plus raises on an item worn in `slot`, or null for a slot whose items hold no plus.
int GearModifiers::*plus_bonus(EquipSlot slot) {
    switch (slot) {
        case EquipSlot::weapon: return &GearModifiers::power_bonus;
        case EquipSlot::armour: return &GearModifiers::armour_bonus;
        case EquipSlot::left_ring:
        case EquipSlot::right_ring:
        case EquipSlot::launcher:
            return nullptr;
    }
    return nullptr;
}

}  // namespace

bool holds_plus(const GameWorld& world, ecs::Entity item) {
    const Equippable* eq = world.try_get<Equippable>(item);
    if (eq == nullptr || !world.has<Modifiers>(item) || !world.has<Item>(item)) return false;
    return plus_bonus(eq->slot) != nullptr;
}

bool add_plus(GameWorld& world, ecs::Entity item, int by) {
    if (!holds_plus(world, item)) return false;
    world.get<Modifiers>(item).value.*plus_bonus(world.get<Equippable>(item).slot) += by;
    world.get<Item>(item).plus += by;
    return true;
}

GearModifiers known_modifiers(const GameWorld& world, ecs::Entity item) {
    const Modifiers* mods = world.try_get<Modifiers>(item);
    if (mods == nullptr) return GearModifiers{};
    GearModifiers m = mods->value;
    const Item* it = world.try_get<Item>(item);
    const Equippable* eq = world.try_get<Equippable>(item);
    if (it == nullptr || it->known || eq == nullptr) return m;
    if (int GearModifiers::*bonus = plus_bonus(eq->slot)) m.*bonus -= it->plus;
    return m;
}

}  // namespace yoord
