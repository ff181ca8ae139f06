#include "sim/actions/actions.hpp"

#include <vector>

#include "sim/actions/auto_fight.hpp"
#include "sim/actions/cast.hpp"
#include "sim/actions/explore.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/actions/trade.hpp"
#include "sim/actions/wizard_acts.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/run/triggers.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/runes.hpp"
#include "sim/items/weapons.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/abilities.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/promises.hpp"
#include "sim/rules/recovery.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/traps.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/events.hpp"
#include "sim/run/score.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

namespace {

// Alternatives chain (run -> step -> open); a chain this long means two actions keep naming each other.
constexpr int kMaxAlternatives = 4;

constexpr char letter_char(std::uint8_t letter) { return static_cast<char>('a' + letter); }

Point toward(const Game& g, ecs::Entity actor, Direction d) { return cell_of(g, actor) + offset(d); }

// Trades places with a creature of a side it does not fight.
void swap_with(Game& g, ecs::Entity mover, ecs::Entity other, Point to) {
    const Point from = cell_of(g, mover);
    (void)move_to(g.world, g.places, other, Place::nowhere());
    (void)move_to(g.world, g.places, mover, Place::at(to));
    (void)move_to(g.world, g.places, other, Place::at(from));
}

// "You see here a dagger.", and on a pile, how many more lie under it (the pile screen lists them).
void describe_floor_here(Game& g, ecs::Entity actor) {
    if (actor != g.player) return;
    const ecs::Entity item = top_item_at(g, cell_of(g, actor));
    if (item == ecs::null_entity) return;
    const std::size_t more = items_at(g, cell_of(g, actor)).size() - 1;
    if (more == 0) {
        say(g, "item.see_here", {.args = {{"item", a_name_of(g, item)}}});
        return;
    }
    say(g, "item.see_here_more", {.args = {{"item", a_name_of(g, item)}, {"n", std::to_string(more)}}});
}

ActionResult step(Game& g, ecs::Entity actor, Direction d) {
    const Point to = toward(g, actor, d);
    if (!g.map().in_bounds(to)) return ActionResult::failure();
    // creature_on first: a byte the mover's mind has just read (is the cell free), where creature_at reads the
    // cell's first entity, which nothing has read this turn on a crowd's far-flung cells.
    if (const ecs::Entity other = creature_on(g, to) ? creature_at(g, to) : ecs::null_entity;
        other != ecs::null_entity) {
        if (actor == g.player && unmask(g, other)) return ActionResult::success();  // touching a mimic: the turn goes on it
        if (hostile(g, actor, other)) return ActionResult::alternative(Intent::strike(d));
        if (!leads_side(g, actor)) return ActionResult::failure(sentence(g, "refuse.in_the_way"));
        swap_with(g, actor, other, to);
        return ActionResult::success();
    }
    if (g.map().at(to) == Tile::door_closed) return ActionResult::alternative(Intent::open(d));
    if (!can_enter(g, actor, to)) {
        if (try_shatter(g, actor, d)) return ActionResult::success();  // a weapon that breaks stone walks through it
        if (g.map().at(to) == Tile::deep_water) return ActionResult::failure(sentence(g, "refuse.deep_water"));
        return ActionResult::failure();  // a wall: plain to see, so no message
    }
    // A snare, a lunge and a whirl each ask the stepper one effect; most steppers have none of the three, and
    // one question answers that for all (each rule still asks its own when one of them is there).
    constexpr std::size_t kStepEffects[] = {GameWorld::marker_bit<Snared>, GameWorld::marker_bit<Lunge>,
                                            GameWorld::marker_bit<Whirls>};
    const bool plain = !EffectsOf(g.world, actor).has_any(kStepEffects);
    if (!plain && has_effect<Snared>(g.world, actor)) {
        tell(g, actor, "condition.struggle_held");
        return ActionResult::success();
    }
    if (!plain && try_lunge(g, actor, d)) return ActionResult::success();
    (void)move_to(g.world, g.places, actor, Place::at(to));
    if (actor == g.player) (void)reveal_hidden_items_near(g, to, 0);  // a hidden item is found by stepping on it
    if (!plain) (void)whirl(g, actor);  // a whirling weapon strikes every foe next to the cell stepped onto
    (void)collect_coins_underfoot(g, actor);
    if (spring_trap_underfoot(g, actor)) return ActionResult::success();
    describe_floor_here(g, actor);
    return ActionResult::success();
}

ActionResult strike(Game& g, ecs::Entity actor, Direction d) {
    const ecs::Entity target = creature_at(g, toward(g, actor, d));
    if (target == ecs::null_entity && try_reach(g, actor, d)) return ActionResult::success();
    if (target == ecs::null_entity && try_shatter(g, actor, d)) return ActionResult::success();
    if (target == ecs::null_entity) return ActionResult::failure(sentence(g, "refuse.strike_air"));
    (void)melee_attack(g, actor, target);
    return ActionResult::success();
}

ActionResult open_door(Game& g, ecs::Entity actor, Direction d) {
    const Point at = toward(g, actor, d);
    if (!g.map().in_bounds(at) || !is_door(g.map().at(at))) return ActionResult::failure(sentence(g, "refuse.no_door"));
    if (g.map().at(at) == Tile::door_open) return ActionResult::failure(sentence(g, "refuse.door_open"));
    g.floor.map.tiles.at(at) = Tile::door_open;
    tell(g, actor, "door.open");
    record(g, make_event(EventKind::door, actor, ecs::null_entity, {at}, 1));
    return ActionResult::success();
}

ActionResult close_door(Game& g, ecs::Entity actor, Direction d) {
    const Point at = toward(g, actor, d);
    if (!g.map().in_bounds(at) || !is_door(g.map().at(at))) return ActionResult::failure(sentence(g, "refuse.no_door"));
    if (g.map().at(at) == Tile::door_closed) return ActionResult::failure(sentence(g, "refuse.door_closed"));
    if (!g.places.at(at).empty()) return ActionResult::failure(sentence(g, "refuse.in_the_way"));
    g.floor.map.tiles.at(at) = Tile::door_closed;
    tell(g, actor, "door.close");
    record(g, make_event(EventKind::door, actor, ecs::null_entity, {at}, 0));
    return ActionResult::success();
}

void take_element(Game& g) {
    g.descent.element_carried = true;
    if (!down_path_open(*g.content, g.descent)) close_down_path(g.floor);
    say(g, "descent.element_taken");
}

// Coins are the player's, and taken only when they would help (sim/items/coins.hpp): other creatures leave them lie.
ActionResult pick_up_coins(Game& g, ecs::Entity actor, ecs::Entity coins) {
    if (actor != g.player) return ActionResult::failure();
    if (std::string why = coin_refusal(g, actor, coins); !why.empty()) return ActionResult::failure(std::move(why));
    (void)offer_coin(g, actor, coins);
    return ActionResult::success();
}

// The rest of a stack lying underfoot comes up with the first of it: fired arrows that landed together are one
// pick-up, not one per arrow.
std::vector<ecs::Entity> same_stack_underfoot(const Game& g, ecs::Entity item, Point here) {
    std::vector<ecs::Entity> same;
    for (const ecs::Entity e : g.places.at(here)) {
        if (stacks_with(g, item, e)) same.push_back(e);
    }
    return same;
}

int count_of(const Game& g, ecs::Entity item) {
    const Stack* s = g.world.try_get<Stack>(item);
    return s != nullptr ? s->count : 1;
}

// "a dagger", or "6 arrows" for six arrows taken together.
std::string taken_name(const Game& g, ecs::Entity item, const std::vector<ecs::Entity>& with) {
    int total = count_of(g, item);
    for (const ecs::Entity e : with) total += count_of(g, e);
    return counted_name_of(g, item, total);
}

// Takes the item `from_top` places down the pile underfoot (0: the topmost), with the rest of its stack.
ActionResult pick_up(Game& g, ecs::Entity actor, std::uint8_t from_top) {
    const Point here = cell_of(g, actor);
    const std::vector<ecs::Entity> pile = items_at(g, here);
    if (pile.empty()) return ActionResult::failure(sentence(g, "refuse.nothing_to_pick_up"));
    if (from_top >= pile.size()) return ActionResult::failure(sentence(g, "refuse.no_such_item_here"));
    ecs::Entity item = pile[from_top];
    if (from_top == 0 && actor == g.player) {  // a plain pick-up reaches past coins that stay
        for (const ecs::Entity e : pile) {
            if (!g.world.has<Coins>(e) || coin_refusal(g, actor, e).empty()) {
                item = e;
                break;
            }
        }
    }
    if (g.world.has<Coins>(item)) return pick_up_coins(g, actor, item);
    const bool element = g.world.get<Identity>(item).category == Category::element;
    const StableId row = g.world.get<Identity>(item).id;
    const std::vector<ecs::Entity> rest = same_stack_underfoot(g, item, here);
    const std::string what = taken_name(g, item, rest);
    int taken = count_of(g, item);
    for (const ecs::Entity e : rest) taken += count_of(g, e);
    const Stowed stowed = stow(g, actor, item);  // ammo joins a stack it matches
    if (stowed.result == StowResult::pack_full) return ActionResult::failure(sentence(g, "refuse.pack_full"));
    for (const ecs::Entity e : rest) (void)stow(g, actor, e);  // they join the stack just stowed
    const std::uint8_t letter = g.world.get<Location>(stowed.in_pack).place.index;
    if (actor == g.player) {
        say(g, "item.pick_up_into", {.args = {{"item", what}, {"letter", std::string(1, letter_char(letter))}}});
    } else {
        tell(g, actor, "item.pick_up", {.args = {{"item", what}}});
    }
    record(g, make_event(EventKind::pick_up, actor, stowed.in_pack, {here}, taken));
    if (actor == g.player) note_pack_event(g, PackEvent{TriggerEvent::pick_up, row, 0});
    if (stowed.result == StowResult::merged || actor != g.player) return ActionResult::success();
    pay_treasure(g, item);
    if (element) take_element(g);
    return ActionResult::success();
}

ActionResult drop(Game& g, ecs::Entity actor, std::uint8_t letter) {
    const ecs::Entity item = pack_item(g, actor, letter);
    if (item == ecs::null_entity) return ActionResult::failure(sentence(g, "refuse.no_item_at_letter"));
    tell(g, actor, "item.drop", {.args = {{"item", the_name_of(g, item)}}});
    (void)lay_item(g, item, cell_of(g, actor));
    g.descent.element_carried = carries_element(g);
    return ActionResult::success();
}

bool welded(const Game& g, ecs::Entity item) {
    const Item* it = g.world.try_get<Item>(item);
    return it != nullptr && it->cursed;
}

ActionResult equip(Game& g, ecs::Entity actor, std::uint8_t letter) {
    const ecs::Entity item = pack_item(g, actor, letter);
    if (item == ecs::null_entity) return ActionResult::failure(sentence(g, "refuse.no_item_at_letter"));
    if (!g.world.has<Equippable>(item) || !g.world.has<Equipment>(actor)) {
        return ActionResult::failure(sentence(g, "refuse.cannot_wear"));
    }
    const EquipSlot slot = slot_for(g, actor, item);
    if (!body_can_wear(g, actor, slot)) return ActionResult::failure(sentence(g, "refuse.body_rings_only"));
    const ecs::Entity old = g.world.get<Equipment>(actor).slots[static_cast<std::size_t>(slot)];
    if (old != ecs::null_entity && welded(g, old)) {
        g.world.get<Item>(old).known = true;
        return ActionResult::failure(sentence(g, "refuse.welded", {.args = {{"item", name_of(g, old)}}}));
    }
    // Letters never change while carried: the old item (if any) goes back to the letter it kept, and the new one
    // goes on keeping its own (sim/places/location.hpp). Only an old item with no letter of its own and no free
    // one left takes the new item's letter, which the new one then cannot keep.
    if (old != ecs::null_entity && move_to(g.world, g.places, old, Place::in_pack(actor)) != MoveResult::moved) {
        (void)move_to(g.world, g.places, item, Place::nowhere());
        (void)move_to(g.world, g.places, old, Place::in_pack(actor, letter));
    }
    (void)move_to(g.world, g.places, item, Place::worn(actor, slot));
    const std::string what = the_name_of(g, item);
    const bool in_hand = slot == EquipSlot::weapon || slot == EquipSlot::launcher;  // wielded, not worn
    tell(g, actor, in_hand ? "item.wield" : "item.put_on", {.args = {{"item", what}}});
    if (slot != EquipSlot::armour) break_conduct(g, actor, Conduct::gear);  // armour: see harm()
    if (Item* it = g.world.try_get<Item>(item); it != nullptr && it->cursed && !it->known && actor == g.player) {
        it->known = true;
        say(g, "item.cursed_on");
    }
    gear_put_on(g, actor, item);  // reveals its plus; a ring's on-wear verb (may use the item up)
    return ActionResult::success();
}

ActionResult unequip(Game& g, ecs::Entity actor, EquipSlot slot) {
    const Equipment* eq = g.world.try_get<Equipment>(actor);
    const ecs::Entity item = eq != nullptr ? eq->slots[static_cast<std::size_t>(slot)] : ecs::null_entity;
    if (item == ecs::null_entity) return ActionResult::failure(sentence(g, "refuse.nothing_worn_there"));
    if (welded(g, item)) {
        g.world.get<Item>(item).known = true;
        return ActionResult::failure(sentence(g, "refuse.welded", {.args = {{"item", name_of(g, item)}}}));
    }
    if (move_to(g.world, g.places, item, Place::in_pack(actor)) != MoveResult::moved) {
        return ActionResult::failure(sentence(g, "refuse.pack_full"));
    }
    const std::string what = the_name_of(g, item);
    tell(g, actor, "item.take_off", {.args = {{"item", what}}});
    gear_taken_off(g, actor, item);
    return ActionResult::success();
}

// The floor is the player's: leaving it builds the next one around the player, once this action is over
// (sim/run/floors.hpp, ask_floor_change); what arriving by a staircase does is decided there too.
ActionResult take_stairs(Game& g, ecs::Entity actor) {
    if (actor != g.player) return ActionResult::failure();
    const Tile here = g.map().at(player_cell(g));
    if (here == Tile::stairs_down) {
        ask_floor_change(g, {FloorChange::stairs_down, LeaveBy::staircase});
        return ActionResult::success();
    }
    if (here != Tile::stairs_up) return ActionResult::failure(sentence(g, "refuse.no_stairs"));
    if (g.depth() == 1) {
        if (g.descent.endless) return ActionResult::failure(sentence(g, "refuse.endless_no_way_out"));
        if (!escape_wins(g)) return ActionResult::failure(sentence(g, "refuse.not_without_element"));
        g.outcome = Outcome::won;
        say(g, "descent.won");
        return ActionResult::success();
    }
    ask_floor_change(g, {FloorChange::stairs_up, LeaveBy::staircase});
    return ActionResult::success();
}

// Making room for a pending spell: the mind's work takes the turn, as reading the lesson did.
ActionResult forget(Game& g, ecs::Entity actor, std::uint8_t slot) {
    if (!forget_for_pending(g, actor, slot)) return ActionResult::failure(sentence(g, "refuse.no_spell_pending"));
    return ActionResult::success();
}

}  // namespace


ecs::Entity pack_item(const Game& g, ecs::Entity holder, std::uint8_t letter) {
    const Pack* pack = g.world.try_get<Pack>(holder);
    if (pack == nullptr || letter >= pack->letters.size()) return ecs::null_entity;
    return pack->letters[letter];
}

std::optional<std::uint8_t> letter_of(const Game& g, ecs::Entity holder, ecs::Entity item) {
    const Pack* pack = g.world.try_get<Pack>(holder);
    if (pack == nullptr || item == ecs::null_entity) return std::nullopt;
    for (std::size_t i = 0; i < pack->letters.size(); ++i) {
        if (pack->letters[i] == item) return static_cast<std::uint8_t>(i);
    }
    return std::nullopt;
}

ActionResult try_intent(Game& g, ecs::Entity actor, const Intent& intent) {
    switch (intent.kind) {
        case IntentKind::wait:
            return ActionResult::success();
        case IntentKind::step:
            return step(g, actor, intent.direction);
        case IntentKind::strike:
            return strike(g, actor, intent.direction);
        case IntentKind::open:
            return open_door(g, actor, intent.direction);
        case IntentKind::close:
            return close_door(g, actor, intent.direction);
        case IntentKind::pick_up:
            return pick_up(g, actor, intent.letter);
        case IntentKind::drop:
            return drop(g, actor, intent.letter);
        case IntentKind::equip:
            return equip(g, actor, intent.letter);
        case IntentKind::unequip:
            return unequip(g, actor, intent.slot);
        case IntentKind::quaff:
        case IntentKind::read:
        case IntentKind::zap:
        case IntentKind::throw_item:
        case IntentKind::fire:
            return try_item_use(g, actor, intent);
        case IntentKind::take_stairs:
            return take_stairs(g, actor);
        case IntentKind::cast:
            return cast_spell(g, actor, intent.letter, intent.target);
        case IntentKind::forget:
            return forget(g, actor, intent.letter);
        case IntentKind::wizard:
            return wizard_act(g, actor, intent);
        case IntentKind::trade:
            return trade(g, actor, intent.direction, intent.letter, intent.amount);
        // Explore, travel and run are worked out from the player's memory of the floor: no one else has one.
        case IntentKind::explore:
            return actor == g.player ? explore_action(g) : ActionResult::failure();
        case IntentKind::travel:
            return actor == g.player ? travel_action(g, intent.target) : ActionResult::failure();
        case IntentKind::run:
            return actor == g.player ? run_action(g, intent.direction) : ActionResult::failure();
        case IntentKind::rest:
            return actor == g.player ? rest_action(g) : ActionResult::failure();
        // Auto-fight picks from what the player sees, with the front end's quiver: a monster's mind chooses its
        // own blows (sim/monsters/minds.hpp).
        case IntentKind::fight:
            return actor == g.player ? auto_fight_action(g, intent.letter) : ActionResult::failure();
    }
    return ActionResult::failure();
}

namespace {

// `intent` tried, then each alternative it offers, at most `alternatives_left` more. Every return names `result`,
// so it is built in the caller's own slot: a returned copy of an ActionResult (an Intent and a string) waited on
// the stores that had just written it, on every action of every creature.
ActionResult settle(Game& g, ecs::Entity actor, const Intent& intent, int alternatives_left) {
    ActionResult result = try_intent(g, actor, intent);
    if (result.status == ActionStatus::alternative) {
        YOORD_ASSERT(alternatives_left > 0, "an intent's alternatives went round in a circle");
        const Intent next = result.instead;
        if (alternatives_left == 0) {
            result = ActionResult::failure();
        } else {
            result = settle(g, actor, next, alternatives_left - 1);
        }
        return result;
    }
    if (result.status == ActionStatus::failure && actor == g.player && !result.message.empty()) {
        g.log.add(result.message);
    }
    return result;
}

}  // namespace

ActionResult apply_intent(Game& g, ecs::Entity actor, const Intent& intent) {
    // A heavy swing's swinger spends its next action getting the weapon back up, whatever it chose (not a wizard's
    // act, which takes no time).
    if (intent.kind != IntentKind::wizard && recover_from_swing(g, actor)) return ActionResult::success();
    return settle(g, actor, intent, kMaxAlternatives);
}

}  // namespace yoord
