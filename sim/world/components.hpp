#pragma once
// The nouns of the game: plain data an entity may carry, and the closed `Components` list the World is built
// on. Nothing here says what happens; systems read these. Yes/no properties are not here but in
// sim/vocab/effects.hpp (one marker bit each). A spawned entity's components come from its content row
// (sim/places/spawn.cpp); saves store the row id plus what play changed.

#include <array>
#include <cstdint>
#include <vector>

#include "core/ecs/entity.hpp"
#include "core/ecs/type_list.hpp"
#include "core/geom/point.hpp"
#include "core/stable_id.hpp"
#include "sim/vocab/modifiers.hpp"
#include "sim/vocab/place.hpp"
#include "sim/tables/category.hpp"
#include "sim/tables/item_defs.hpp"

namespace yoord {

// The cell of an entity that is on the map. Present exactly when Location's place is a cell, and equal to it:
// move_to() keeps the two in step, so systems can view<Position, ...> map things without asking Location.
struct Position {
    Point cell;
};

// Where the entity is: a cell, a pack, an equipment slot, or nowhere. Changed only by move_to().
struct Location {
    Place place;
};

// What the entity is: its content row. `row` indexes the Content the entity was spawned from.
struct Identity {
    StableId id;
    Category category = Category::monster;
    std::uint32_t row = 0;
};

// How it looks. A colour name, never a terminal attribute: render/ decides what a name looks like.
struct Renderable {
    char glyph = '?';
    ColourName colour = ColourName::white;
};

struct Health {
    int hp = 1;
    int max_hp = 1;
};

// A creature's magic pool (Ma): casting spends it (sim/rules/magic.hpp: pay_for_spell, the one place that does),
// a staircase refills the player's.
struct Magic {
    int ma = 0;
    int max_ma = 0;
};

// The spells a creature knows, by stable id of content/spells.toml, in quick-cast order (key 1 casts the first).
// A monster's come from its row; the player's from its start and from what teaches it. `pending` is a spell
// the player was taught while its book was full: it waits (0: none) until the player forgets one for it.
struct Spellbook {
    std::vector<StableId> spells;
    StableId pending{};
};

// What growth has done to the player: its level (potions of raise level), and power lost to a drain that a
// restoration gives back (a monster gets one at its first drain, for that alone). Written only by
// sim/rules/combat.cpp (the one door).
struct Growth {
    int level = 1;
    int power_lost = 0;
};

// Base combat numbers (saved). The Loadout folds worn gear and conditions on top of them.
struct CombatStats {
    int power_die = 1;
    int power_bonus = 0;
    int armour_die = 0;
    int armour_bonus = 0;
};

// Energy banked per player turn by tempo; a creature acts while it can pay.
struct Energy {
    Tempo tempo = Tempo::normal;
    int banked = 0;
};

// How a monster decides (issue 5 rule sets) and how far it notices things.
struct Mind {
    Movement movement = Movement::chaser;
    int sight = 8;
};

// The side a creature fights for (sim/rules/combat.hpp: hostile). From its row, or set by play.
struct Allegiance {
    Side side = Side::hostile;
};

// An item's state that play changes: its enchantment, whether it is cursed, whether the player knows both.
struct Item {
    int plus = 0;
    bool cursed = false;
    bool known = false;
};

struct Stack {
    int count = 1;
};

struct Charges {
    int left = 0;
};

struct Coins {
    int amount = 0;
};

// Which slot an item goes in when worn or wielded (rings take either ring slot).
struct Equippable {
    EquipSlot slot = EquipSlot::weapon;
};

// Modifiers (what an item lends its wearer), the cap components (MeleeCap: the most damage a melee blow does
// while a launcher is worn) and Loadout (the derived fold, never saved) are generated from the modifier list
// in sim/vocab/modifiers.hpp.

// Effects an item lends while worn or carried, as marker bits (indices into `Markers`).
struct Grants {
    std::vector<std::uint16_t> bits;
};

// A missile: fired by a launcher that grants the `fired_by` marker.
struct Ammo {
    std::uint16_t fired_by = 0;
    int power_die = 1;
    int power_bonus = 0;
};

struct Launcher {
    int range = 8;
};

// A creature's pack: one entity (or null) per letter. Its size is the pack_size constant.
struct Pack {
    std::vector<ecs::Entity> letters;
};

// The pack letter a worn item keeps while it is worn: no other item is given that letter meanwhile, and taken
// off the item goes back to it, so a letter never changes while the item is carried (sim/places/location.hpp).
// Only on an item worn from its wearer's own pack; move_to() gives and takes it.
struct KeptLetter {
    std::uint8_t letter = 0;
};

// What a creature wears and wields: one entity (or null) per EquipSlot.
struct Equipment {
    std::array<ecs::Entity, kEquipSlotCount> slots{ecs::null_entity, ecs::null_entity, ecs::null_entity,
                                                   ecs::null_entity, ecs::null_entity};
};

// Effects a creature holds for a while rather than for good (sim/rules/grant.hpp): the marker bit is set while a
// record is here, and the record says when it ends. Saved as the records are.
struct HeldEffect {
    std::uint16_t bit = 0;
    Lifetime lifetime = Lifetime::turns;
    int turns_left = 0;       // Lifetime::turns
    std::uint32_t since = 0;  // this_floor: floor changes when granted; next_action: the turn it was granted
    std::uint32_t order = 0;  // grant order, so the oldest condition is the one shed
    GearModifiers lends;      // numbers it lends while held (a ward's armour bonus), folded by the Loadout
};
struct Conditions {
    std::vector<HeldEffect> held;
    std::uint32_t next_order = 0;
};

// The item kinds the player has learnt (sim/rules/identify.hpp), by stable id, sorted. Carried by the player.
struct Discoveries {
    std::vector<StableId> kinds;
};

// One face in a deck, by the card row's stable id, and whether it lies reversed.
struct DrawnCard {
    StableId card;
    bool reversed = false;
};

// A deck's faces, top first (sim/items/decks.hpp). Drawn from the content stream when the deck is made.
struct Deck {
    std::vector<DrawnCard> cards;
};

// What the coins of promise owe their taker at the next staircase (sim/rules/promises.hpp).
struct Promises {
    int power_dice = 0;  // power die sides owed if the taker arrives unhurt; harm forfeits them
    int gear_plus = 0;   // pluses owed to the weapon (or else armour) worn then
};

// The form a shapeshifter wears now (sim/rules/shapes.hpp): a monster row's stable id. Its Identity stays what it
// truly is; its name, glyph and dice are the form's until it dies, when the log shows what it truly was.
struct Shape {
    StableId row;
};

// The body the player plays (--body lurk, --as ID; sim/rules/bodies.hpp): the monster row it was made from, by
// stable id. Absent for the plain human body.
struct Body {
    StableId row;
};

// A polymorphed player (sim/rules/polymorph.hpp): the body the run began in (`own`: a monster row's stable id, or 0
// for the human), to go home to and to name the run by; and a chimera's second row, whose grants the body holds
// too (0: none). Absent until the first polymorph, and again once home.
struct Polymorphed {
    StableId own;
    StableId chimera;
};

// A spirit: what it trades and what that costs (sim/rules/spirits.hpp). From its monster row's trade keys, never
// changed by play.
struct Spirit {
    SpiritTrade trade = SpiritTrade::spells;
    SpiritPrice price = SpiritPrice::max_hp;
    int cost = 0;
    int pulls = 0;
};

// A heavy swing's aftermath (sim/rules/combat.hpp, swing_recovery): the actions its swinger must spend getting its
// weapon back up before it can do anything else. Absent once recovered.
struct Recovery {
    int actions = 0;
};

// Momentum a weapon that builds it has gathered (sim/rules/combat.hpp): landed blows in a row, and the player turn
// of the last one. A miss, or a turn with no blow after the last, loses it.
struct Momentum {
    int blows = 0;
    std::uint32_t last_turn = 0;
};

struct Trap {
    TrapKind kind = TrapKind::dart;
    Reveal reveal = Reveal::adjacent;
    bool revealed = false;
};

// The closed list. Adding a component is one line here; its column and index come from the position.
using Components = ecs::type_list<Position, Location, Identity, Renderable, Health, CombatStats, Energy, Mind, Allegiance, Item,
                                  Stack, Charges, Coins, Equippable, Modifiers, MeleeCap, Grants, Ammo, Launcher,
                                  Pack, Equipment, Trap, Loadout, Conditions, Discoveries, KeptLetter, Deck,
                                  Promises, Magic, Spellbook, Growth, Shape, Body, Spirit, Recovery,
                                  Momentum, Polymorphed>;

}  // namespace yoord
