#pragma once
// The pack and gear. A creature's pack has one letter per slot (a-z by default, pack_size in constants.toml);
// an item keeps its letter while it stays in the pack, so 'f' is the same potion all game however much else
// comes and goes. Ammo, potions and scrolls of one row (in one state) stack under one letter; using one takes
// it off the stack (take_one). A full pack refuses an item and nothing changes.
//
// Gear goes in five slots: weapon, armour, two rings, launcher (sim/vocab/place.hpp). Cursed gear welds on: it
// cannot be taken off until the curse is removed. An item's plus and its curse are unknown (Item::known
// false) until it is worn or identified; a potion's, scroll's or wand's kind is unknown until learnt
// (sim/rules/identify.hpp). item_name() shows only what is known: it is the one place item names come from.

#include <string>

#include "sim/state/game.hpp"

namespace yoord {

enum class StowResult : std::uint8_t {
    stowed,     // under a free letter
    merged,     // added to a stack already carried (the item entity is destroyed)
    pack_full,  // no letter and no stack: nothing changed
};

struct Stowed {
    StowResult result = StowResult::pack_full;
    ecs::Entity in_pack = ecs::null_entity;  // the pack entity now holding it (the stack it joined), or null
};

// Puts `item` (from wherever it is) into `holder`'s pack, merging stacks of the same row.
Stowed stow(Game& game, ecs::Entity holder, ecs::Entity item);

// Whether `a` and `b` are one kind of stackable thing (ammo, potions or scrolls of one row, in one state), so
// they share a letter when carried.
[[nodiscard]] bool stacks_with(const Game& game, ecs::Entity a, ecs::Entity b);

// Takes one item off `item`'s stack: a new entity (nowhere) copying the row's components with a count of 1,
// or `item` itself moved nowhere when it is the last one (or not a stack).
ecs::Entity take_one(Game& game, ecs::Entity item);

// The name the player reads: "+1 long sword", "cursed -2 ring of might", "arrow (x7)", "wand of fire [3]",
// "murky potion", "oak wand [3]". Plus, curse and charges show only once known; the kind only once learnt.
// A view that shows a stack's count in its own column asks for the name without it.
enum class StackCount : std::uint8_t { shown, hidden };
[[nodiscard]] std::string item_name(const Game& game, ecs::Entity item, StackCount count = StackCount::shown);

// The name with everything known, as if identified: kind, plus, curse, charges. The run dump lists the pack so
// (a morgue file tells the truth); nothing in play shows it.
[[nodiscard]] std::string identified_name(const Game& game, ecs::Entity item);

// The slot `item` goes to on `wearer`: its own, or the free ring hand (the left one when both are full).
[[nodiscard]] EquipSlot slot_for(const Game& game, ecs::Entity wearer, ecs::Entity item);

// Whether `item` is welded to its wearer (worn and cursed).
[[nodiscard]] bool is_welded(const Game& game, ecs::Entity item);

// What happens the moment gear goes on or comes off: wearing reveals its plus and curse, says what a melee cap
// (a launcher) now limits, and a ring's on-wear / on-remove verb runs (sim/items/rings.hpp). gear_put_on may
// consume the item.
void gear_put_on(Game& game, ecs::Entity wearer, ecs::Entity item);
void gear_taken_off(Game& game, ecs::Entity wearer, ecs::Entity item);

// Reveals an item's plus, curse and charges.
void identify(Game& game, ecs::Entity item);
// Identifies everything `holder` carries and wears (and, for the player, learns their kinds:
// sim/rules/identify.hpp); returns how many items were unknown in either way.
int identify_all(Game& game, ecs::Entity holder);

// Lifts the curse from everything `holder` carries and wears; returns how many curses were lifted.
int remove_curses(Game& game, ecs::Entity holder);

// Raises a weapon's power bonus or an armour's armour bonus by `by` (its plus follows) and lifts its curse.
// False for an item that is neither.
bool enchant(Game& game, ecs::Entity item, int by);

// Cancels an item: it keeps what it is (its row, its dice, a weapon's or launcher's tricks, identity effects)
// and loses its magic: its plus (taken back out of its bonus), its curse, its charges, a ring's numbers, and
// the effects a ring or armour lends. It is marked Cancelled. A potion or scroll becomes its table's
// cancellation-only row (`cancellation_only = true`: water, blank paper). Returns false when it had no magic to lose.
bool cancel_item(Game& game, ecs::Entity item);

// Every item in `holder`'s pack (letter order) and then its slots (slot order).
[[nodiscard]] std::vector<ecs::Entity> carried_items(const Game& game, ecs::Entity holder);

// Whether `owner` has a pack with a free letter for a new item.
[[nodiscard]] bool has_free_letter(const Game& game, ecs::Entity owner);

}  // namespace yoord
