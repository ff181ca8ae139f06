#include "sim/actions/actions.hpp"

#include "sim/rules/combat.hpp"
#include "sim/run/conducts.hpp"
#include "sim/actions/explore.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/weapons.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/places/pack.hpp"
#include "sim/run/score.hpp"
#include "sim/rules/traps.hpp"

namespace yoord {

namespace {

constexpr char letter_char(std::uint8_t letter) { return static_cast<char>('a' + letter); }

Point target_cell(const Game& g, Direction d) { return player_cell(g) + offset(d); }

// Trades places with an ally standing in the way.
void swap_with(Game& g, ecs::Entity ally, Point to) {
    const Point from = player_cell(g);
    (void)move_to(g.world, g.places, ally, Place::nowhere());
    (void)move_to(g.world, g.places, g.player, Place::at(to));
    (void)move_to(g.world, g.places, ally, Place::at(from));
}

void describe_floor_here(Game& g) {
    const ecs::Entity item = top_item_at(g, player_cell(g));
    if (item != ecs::null_entity) g.log.add("You see here " + a_name_of(g, item) + ".");
}

ActionResult step(Game& g, Direction d) {
    const Point to = target_cell(g, d);
    if (!g.map().in_bounds(to)) return ActionResult::failure();
    if (const ecs::Entity other = creature_at(g, to); other != ecs::null_entity) {
        if (hostile(g, g.player, other)) return ActionResult::alternative(Intent::strike(d));
        swap_with(g, other, to);
        return ActionResult::success();
    }
    if (g.map().at(to) == Tile::door_closed) return ActionResult::alternative(Intent::open(d));
    if (!g.map().walkable(to)) return ActionResult::failure();  // a wall: plain to see, so no message
    if (has_effect<Snared>(g.world, g.player)) {
        g.log.add("You struggle, but you are held fast.");
        return ActionResult::success();
    }
    if (try_lunge(g, d)) return ActionResult::success();
    (void)move_to(g.world, g.places, g.player, Place::at(to));
    (void)collect_coins_underfoot(g);
    if (spring_trap_underfoot(g, g.player)) return ActionResult::success();
    describe_floor_here(g);
    return ActionResult::success();
}

ActionResult strike(Game& g, Direction d) {
    const ecs::Entity target = creature_at(g, target_cell(g, d));
    if (target == ecs::null_entity && try_reach(g, d)) return ActionResult::success();
    if (target == ecs::null_entity) return ActionResult::failure("You strike at empty air and think better of it.");
    (void)melee_attack(g, g.player, target);
    return ActionResult::success();
}

ActionResult open_door(Game& g, Direction d) {
    const Point at = target_cell(g, d);
    if (!g.map().in_bounds(at) || !is_door(g.map().at(at))) return ActionResult::failure("There is no door there.");
    if (g.map().at(at) == Tile::door_open) return ActionResult::failure("That door is already open.");
    g.floor.map.tiles.at(at) = Tile::door_open;
    g.log.add("You open the door.");
    return ActionResult::success();
}

ActionResult close_door(Game& g, Direction d) {
    const Point at = target_cell(g, d);
    if (!g.map().in_bounds(at) || !is_door(g.map().at(at))) return ActionResult::failure("There is no door there.");
    if (g.map().at(at) == Tile::door_closed) return ActionResult::failure("That door is already closed.");
    if (!g.places.at(at).empty()) return ActionResult::failure("Something is in the way.");
    g.floor.map.tiles.at(at) = Tile::door_closed;
    g.log.add("You close the door.");
    return ActionResult::success();
}

void take_element(Game& g) {
    g.descent.element_carried = true;
    if (!down_path_open(*g.content, g.depth(), true)) close_down_path(g.floor);
    g.log.add("The Element of Yoord is yours. Now climb back out!");
}

ActionResult pick_up(Game& g) {
    const ecs::Entity item = top_item_at(g, player_cell(g));
    if (item == ecs::null_entity) return ActionResult::failure("There is nothing here to pick up.");
    if (const Coins* coins = g.world.try_get<Coins>(item)) {
        g.log.add("You pick up " + std::to_string(coins->amount) + " " + name_of(g, item) + ".");
        pay_treasure(g, item);
        (void)move_to(g.world, g.places, item, Place::nowhere());
        g.world.destroy(item);
        return ActionResult::success();
    }
    const std::string what = a_name_of(g, item);
    const bool element = g.world.get<Identity>(item).category == Category::element;
    const Stowed stowed = stow(g, g.player, item);  // ammo joins a stack it matches
    if (stowed.result == StowResult::pack_full) return ActionResult::failure("Your pack is full.");
    const std::uint8_t letter = g.world.get<Location>(stowed.in_pack).place.index;
    g.log.add("You pick up " + what + " (" + letter_char(letter) + ").");
    if (stowed.result == StowResult::merged) return ActionResult::success();
    pay_treasure(g, item);
    if (element) take_element(g);
    return ActionResult::success();
}

ActionResult drop(Game& g, std::uint8_t letter) {
    const ecs::Entity item = pack_item(g, letter);
    if (item == ecs::null_entity) return ActionResult::failure("You carry nothing at that letter.");
    (void)move_to(g.world, g.places, item, Place::at(player_cell(g)));
    g.descent.element_carried = carries_element(g);
    g.log.add("You drop " + the_name_of(g, item) + ".");
    return ActionResult::success();
}

bool welded(const Game& g, ecs::Entity item) {
    const Item* it = g.world.try_get<Item>(item);
    return it != nullptr && it->cursed;
}

// The slot an item goes to: its own, or the free ring hand (the left one when both are full).
EquipSlot slot_for(const Game& g, ecs::Entity item) {
    const EquipSlot slot = g.world.get<Equippable>(item).slot;
    if (slot != EquipSlot::left_ring && slot != EquipSlot::right_ring) return slot;
    const Equipment& eq = g.world.get<Equipment>(g.player);
    if (eq.slots[static_cast<std::size_t>(EquipSlot::left_ring)] == ecs::null_entity) return EquipSlot::left_ring;
    if (eq.slots[static_cast<std::size_t>(EquipSlot::right_ring)] == ecs::null_entity) return EquipSlot::right_ring;
    return EquipSlot::left_ring;
}

ActionResult equip(Game& g, std::uint8_t letter) {
    const ecs::Entity item = pack_item(g, letter);
    if (item == ecs::null_entity) return ActionResult::failure("You carry nothing at that letter.");
    if (!g.world.has<Equippable>(item)) return ActionResult::failure("You cannot wear or wield that.");
    const EquipSlot slot = slot_for(g, item);
    const ecs::Entity old = g.world.get<Equipment>(g.player).slots[static_cast<std::size_t>(slot)];
    if (old != ecs::null_entity && welded(g, old)) {
        g.world.get<Item>(old).known = true;
        return ActionResult::failure("Your " + name_of(g, old) + " is welded to you!");
    }
    // The new item leaves its letter, the old one (if any) takes it, and the new one goes on.
    (void)move_to(g.world, g.places, item, Place::nowhere());
    if (old != ecs::null_entity) (void)move_to(g.world, g.places, old, Place::in_pack(g.player, letter));
    (void)move_to(g.world, g.places, item, Place::worn(g.player, slot));
    g.log.add("You put on " + the_name_of(g, item) + ".");
    break_conduct(g, g.player, slot == EquipSlot::armour ? Conduct::armour : Conduct::gear);
    if (Item* it = g.world.try_get<Item>(item); it != nullptr && it->cursed && !it->known) {
        it->known = true;
        g.log.add("It tightens around you: it is cursed!");
    }
    gear_put_on(g, g.player, item);  // reveals its plus; a ring's on-wear verb (may use the item up)
    return ActionResult::success();
}

ActionResult unequip(Game& g, EquipSlot slot) {
    const ecs::Entity item = g.world.get<Equipment>(g.player).slots[static_cast<std::size_t>(slot)];
    if (item == ecs::null_entity) return ActionResult::failure("You wear nothing there.");
    if (welded(g, item)) {
        g.world.get<Item>(item).known = true;
        return ActionResult::failure("Your " + name_of(g, item) + " is welded to you!");
    }
    if (move_to(g.world, g.places, item, Place::in_pack(g.player)) != MoveResult::moved) {
        return ActionResult::failure("Your pack is full.");
    }
    g.log.add("You take off " + the_name_of(g, item) + ".");
    gear_taken_off(g, g.player, item);
    return ActionResult::success();
}

ActionResult take_stairs(Game& g) {
    const Tile here = g.map().at(player_cell(g));
    if (here == Tile::stairs_down) {
        enter_floor(g, FloorChange::stairs_down);
        g.now.floor_changed = true;
        g.log.add("You go down to depth " + std::to_string(g.depth()) + ".");
        pay_stairs(g, false);
        return ActionResult::success();
    }
    if (here != Tile::stairs_up) return ActionResult::failure("There are no stairs here.");
    if (g.depth() == 1) {
        if (!carries_element(g)) return ActionResult::failure("You will not leave without the Element of Yoord.");
        g.outcome = Outcome::won;
        g.log.add("You climb out into the daylight with the Element of Yoord. You win!");
        return ActionResult::success();
    }
    enter_floor(g, FloorChange::stairs_up);
    g.now.floor_changed = true;
    g.log.add("You climb up to depth " + std::to_string(g.depth()) + ".");
    pay_stairs(g, true);
    return ActionResult::success();
}

}  // namespace

ecs::Entity pack_item(const Game& g, std::uint8_t letter) {
    const Pack* pack = g.world.try_get<Pack>(g.player);
    if (pack == nullptr || letter >= pack->letters.size()) return ecs::null_entity;
    return pack->letters[letter];
}

ActionResult try_intent(Game& g, const Intent& intent) {
    switch (intent.kind) {
        case IntentKind::wait:
            break_conduct(g, g.player, Conduct::lurk);
            return ActionResult::success();
        case IntentKind::step:
            return step(g, intent.direction);
        case IntentKind::strike:
            return strike(g, intent.direction);
        case IntentKind::open:
            return open_door(g, intent.direction);
        case IntentKind::close:
            return close_door(g, intent.direction);
        case IntentKind::pick_up:
            return pick_up(g);
        case IntentKind::drop:
            return drop(g, intent.letter);
        case IntentKind::equip:
            return equip(g, intent.letter);
        case IntentKind::unequip:
            return unequip(g, intent.slot);
        case IntentKind::quaff:
        case IntentKind::read:
        case IntentKind::zap:
        case IntentKind::throw_item:
        case IntentKind::fire:
            return try_item_use(g, intent);
        case IntentKind::take_stairs:
            return take_stairs(g);
        case IntentKind::explore:
            return explore_action(g);
        case IntentKind::travel:
            return travel_action(g, intent.target);
        case IntentKind::run:
            return run_action(g, intent.direction);
    }
    return ActionResult::failure();
}

}  // namespace yoord
