#include "sim/tools/bot.hpp"
#include "sim/tools/bot_turns.hpp"
#include "sim/items/pack.hpp"

#include <optional>

#include "sim/rules/combat.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/actions/actions.hpp"
#include "sim/actions/explore.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/items/coins.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {

namespace {

// Bonuses count double: a +1 is worth about two faces of a die's average.
constexpr int kBonusWeight = 2;

std::optional<Intent> strike_adjacent(Game& g) {
    const Point at = player_cell(g);
    for (const Direction d : kAllDirections) {
        const ecs::Entity other = creature_at(g, at + offset(d));
        if (other != ecs::null_entity && player_sees(g, other) && hostile(g, g.player, other)) return Intent::strike(d);
    }
    return std::nullopt;
}

}  // namespace

bool pack_has_room(const Game& g) { return has_free_letter(g, g.player); }

namespace {

std::optional<Intent> pick_up_here(Game& g) {
    const ecs::Entity item = top_item_at(g, player_cell(g));
    if (item == ecs::null_entity) return std::nullopt;
    if (!g.world.has<Coins>(item) && !pack_has_room(g)) return std::nullopt;
    if (g.world.has<Coins>(item) && !coin_refusal(g, g.player, item).empty()) return std::nullopt;  // it stays
    return Intent::pick_up();
}

bool known_cursed(const Game& g, ecs::Entity item) {
    const Item* it = g.world.try_get<Item>(item);
    return it != nullptr && it->known && it->cursed;
}

// The worn item the new one would replace (the weaker ring when both hands are full), or null.
ecs::Entity replaced_by(const Game& g, ecs::Entity item) {
    const Equipment& eq = g.world.get<Equipment>(g.player);
    const EquipSlot slot = g.world.get<Equippable>(item).slot;
    if (slot != EquipSlot::left_ring && slot != EquipSlot::right_ring) return eq.slots[static_cast<std::size_t>(slot)];
    const ecs::Entity left = eq.slots[static_cast<std::size_t>(EquipSlot::left_ring)];
    const ecs::Entity right = eq.slots[static_cast<std::size_t>(EquipSlot::right_ring)];
    if (left == ecs::null_entity || right == ecs::null_entity) return ecs::null_entity;
    return left;
}

}  // namespace

bool would_wear(const Game& g, ecs::Entity item) {
    if (item == ecs::null_entity || !g.world.has<Equippable>(item) || known_cursed(g, item)) return false;
    const int value = gear_value(g, item);
    if (value <= 0) return false;
    const ecs::Entity worn = replaced_by(g, item);
    if (worn == ecs::null_entity) return true;
    if (known_cursed(g, worn) || gear_value(g, worn) >= value) return false;
    return !g.world.get<Item>(worn).cursed;  // it would refuse
}

std::optional<Intent> wear_better(Game& g) {
    const Pack& pack = g.world.get<Pack>(g.player);
    for (std::size_t letter = 0; letter < pack.letters.size(); ++letter) {
        if (would_wear(g, pack.letters[letter])) return Intent::equip(static_cast<std::uint8_t>(letter));
    }
    return std::nullopt;
}

std::optional<Intent> head_for(Game& g, Point stair) {
    if (player_cell(g) == stair) return Intent::take_stairs();
    if (const auto d = travel_direction(g, stair)) return Intent::step(*d);
    return std::nullopt;
}

namespace {

// Explores while the stop rule lets a player start a command (sim/actions/repeat.hpp). A monster in view
// that threatens it is met instead: the bot walks toward it (and strike_adjacent fights it once next to it).
// Nothing left to explore, a known trap in the way, or helpless: nullopt, and the bot looks to the stairs.
std::optional<Intent> explore_or_meet(Game& g) {
    const Stop stop = may_start_any(g);
    if (!stop) {
        if (const auto d = explore_direction(g)) return Intent::step(*d);
        return std::nullopt;
    }
    if (stop.reason != StopReason::monster_in_view) return std::nullopt;
    if (const auto d = travel_direction(g, g.world.get<Position>(stop.about).cell)) return Intent::step(*d);
    return Intent::wait();  // no way round the traps to it: let it come
}

}  // namespace

int gear_value(const Game& g, ecs::Entity item) {
    const Equippable* eq = g.world.try_get<Equippable>(item);
    if (eq == nullptr || !g.world.has<Modifiers>(item)) return 0;
    const GearModifiers m = known_modifiers(g.world, item);  // an unidentified plus is not the bot's to know
    switch (eq->slot) {
        case EquipSlot::weapon:
            return m.power_die + kBonusWeight * m.power_bonus + m.armour_die + kBonusWeight * m.armour_bonus;
        case EquipSlot::armour:
            return m.armour_die + kBonusWeight * m.armour_bonus;
        case EquipSlot::left_ring:
        case EquipSlot::right_ring:
            return kBonusWeight * (m.power_bonus + m.armour_bonus) + m.sight_bonus;
        case EquipSlot::launcher:
            return 0;
    }
    return 0;
}

Intent bot_intent(Game& g) {
    if (const auto strike = strike_adjacent(g)) return *strike;
    if (const auto take = pick_up_here(g)) return *take;
    if (const auto wear = wear_better(g)) return *wear;
    if (carries_element(g)) {
        if (const auto up = head_for(g, g.map().stairs_up)) return *up;
    }
    if (const auto explore = explore_or_meet(g)) return *explore;
    if (g.floor.down_open) {
        if (const auto down = head_for(g, g.map().stairs_down)) return *down;
    }
    if (const auto up = head_for(g, g.map().stairs_up); up && carries_element(g)) return *up;
    return Intent::wait();
}

int run_bot(Game& g, int max_turns) { return play_bot_turns(g, bot_intent, max_turns).turns; }

}  // namespace yoord
