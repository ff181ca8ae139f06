#include "sim/items/armour.hpp"

#include "sim/places/location.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/say.hpp"

namespace yoord {

ecs::Entity worn_in(const Game& g, ecs::Entity wearer, EquipSlot slot) {
    const Equipment* eq = g.world.try_get<Equipment>(wearer);
    return eq == nullptr ? ecs::null_entity : eq->slots[static_cast<std::size_t>(slot)];
}

bool corrode_armour(Game& g, ecs::Entity wearer) {
    const ecs::Entity armour = worn_in(g, wearer, EquipSlot::armour);
    if (armour == ecs::null_entity || !g.world.has<Modifiers>(armour)) return false;
    if (g.world.has<RustProof>(armour)) {
        tell_you(g, wearer, "armour.rust_shrugged");
        return false;
    }
    g.world.get<Modifiers>(armour).value.armour_bonus -= 1;
    if (Item* it = g.world.try_get<Item>(armour)) it->plus -= 1;
    mark_loadout_dirty(g.world, wearer);
    tell(g, wearer, "armour.corrodes");
    return true;
}

bool has_last_stand(const Game& g, ecs::Entity wearer) {
    const Health* hp = g.world.try_get<Health>(wearer);
    if (hp == nullptr || hp->hp <= 1) return false;  // at its last hit point a wearer has no stand left to make
    return worn_in(g, wearer, EquipSlot::armour) != ecs::null_entity;
}

bool armour_takes_last_stand(Game& g, ecs::Entity wearer) {
    const ecs::Entity armour = worn_in(g, wearer, EquipSlot::armour);
    if (armour == ecs::null_entity) return false;
    tell(g, wearer, "armour.last_stand");
    (void)move_to(g.world, g.places, armour, Place::nowhere());  // off the wearer: its Loadout is marked dirty
    g.world.destroy(armour);
    return true;
}

bool rustproof_armour(Game& g, ecs::Entity wearer) {
    const ecs::Entity armour = worn_in(g, wearer, EquipSlot::armour);
    if (armour == ecs::null_entity) return false;
    g.world.set<RustProof>(armour);
    return true;
}

}  // namespace yoord
