#include "sim/turn/energy.hpp"

#include <algorithm>

#include "sim/rules/loadout.hpp"

namespace yoord {

namespace {

// `base` shifted by what `e` holds now: one notch up when hasted, one down when slowed or sluggish.
Tempo shifted_tempo(const GameWorld& world, ecs::Entity e, Tempo base) {
    constexpr std::size_t kShifters[] = {GameWorld::marker_bit<Hasted>, GameWorld::marker_bit<Slowed>,
                                         GameWorld::marker_bit<Sluggish>};
    EffectsOf effects(world, e);
    if (!effects.has_any(kShifters)) return base;  // nearly every creature: each is asked only when one holds
    int notches = 0;
    if (effects.has<Hasted>()) ++notches;
    if (effects.has<Slowed>()) --notches;
    if (effects.has<Sluggish>()) --notches;  // heavy armour
    return shift_tempo(base, notches);
}

}  // namespace

Tempo effective_tempo(GameWorld& world, ecs::Entity e) {
    const Energy* energy = world.try_get<Energy>(e);
    return shifted_tempo(world, e, energy != nullptr ? energy->tempo : Tempo::normal);
}

int action_cost(GameWorld& world, ecs::Entity player) { return energy_gain(effective_tempo(world, player)); }

void bank_energy(GameWorld& world, ecs::Entity e, Energy& energy, int cost) {
    const int gain = energy_gain(shifted_tempo(world, e, energy.tempo));
    energy.banked = std::min(energy.banked + gain, std::max(gain, cost) * kMaxBankedActions);
}

bool can_pay_action(const GameWorld& world, ecs::Entity e, int cost) {
    const Energy* energy = world.try_get<Energy>(e);  // null for a creature gone since the turn began
    return energy != nullptr && energy->banked >= cost;
}

bool pay_action(GameWorld& world, ecs::Entity e, int cost) {
    Energy& energy = world.get<Energy>(e);
    if (energy.banked < cost) return false;
    energy.banked -= cost;
    return true;
}

}  // namespace yoord
