#pragma once
// The closed sets a content row picks from by name: how a monster moves, how fast it is, what a potion,
// scroll, wand or trap does. Each set is one X-macro list giving the enum and its TOML names in one order,
// so a name can never drift from its value. Rules code switches over these enums with no `default:`, so a
// new name does not build until every switch has an arm for it.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace yoord {

#define YOORD_ENUM_VALUE(name) name,
#define YOORD_ENUM_NAME(name) std::string_view{#name},

// How a monster's mind picks its next step (issue 5 rule sets).
#define YOORD_MOVEMENTS(X) X(still) X(chaser) X(ambusher) X(fleer) X(staggerer) X(helper) X(wanderer)
// Which side a creature fights for. Two creatures fight when one is on the player's side and the other is
// hostile; peaceful creatures fight nobody until play changes their side (sim/rules/combat.hpp: hostile()).
#define YOORD_SIDES(X) X(player) X(hostile) X(peaceful)
// What a spirit trades (content/monsters.toml `trade`; sim/rules/spirits.cpp switches over it). `none`: the row
// is no spirit. An offer shows three things of one kind and the player takes one; a barter puts the player's
// items and known spells against the spirit's three, one of each changing hands.
#define YOORD_SPIRIT_TRADES(X) X(none) X(spells) X(weapons) X(armour) X(rings) X(barter)
// What a spirit's trade costs (`price`, an amount `cost`): maximum hit points, maximum magic, or a test (the
// spirit strikes the player for `cost` hit points through harm(); a test the player could not survive is refused).
#define YOORD_SPIRIT_PRICES(X) X(max_hp) X(max_magic) X(test)
// What a spell does (content/spells.toml; sim/rules/spells.cpp switches over it). Aimed at a target:
//   bolt     hurts the first creature on the line (a dragon's breath is one)
//   beam     hurts every creature on the line
//   blast    flies to the first creature (or the aimed cell, or a wall) and hurts everyone within `radius`
//   sleep, slow, confuse   a bolt that holds the condition for `turns`
//   weaken   a bolt that drains `amount` power (a potion of restore strength gives it back)
// Around the caster:
//   area     hurts every creature within `radius` but the caster
// On the caster:
//   heal     restores `amount` hit points
//   ward     lends `amount` armour bonus for `turns` (a timed modifier)
//   might    lends `amount` power bonus until the next floor (a timed modifier)
//   haste    hastes the caster for `turns`
//   detect   telepathy for `turns`
//   mapping  maps the floor within `radius`
//   blink    teleports the caster
#define YOORD_SPELL_MECHANICS(X)                                                                        \
    X(bolt) X(beam) X(blast) X(sleep) X(slow) X(confuse) X(weaken) X(area) X(heal) X(ward) X(might)      \
    X(haste) X(detect) X(mapping) X(blink) X(polymorph)
// Energy banked per player turn; haste and slow shift one notch.
#define YOORD_TEMPOS(X) X(slow) X(normal) X(quick) X(fast)

#define YOORD_POTION_KINDS(X)                                                                          \
    X(heal) X(greater_heal) X(haste) X(see_invisible) X(telepathy) X(levitation) X(might) X(toughness) \
    X(restore) X(raise_level) X(gain_strength) X(restore_strength) X(confusion) X(blindness) X(sleep) X(poison) X(paralysis) X(hallucination)              \
    X(detect_items) X(fruit_juice) X(water) X(adjustment) X(polymorph)

#define YOORD_SCROLL_KINDS(X)                                                                              \
    X(identify) X(teleport) X(remove_curse) X(enchant_weapon) X(enchant_armour) X(magic_mapping) X(light) \
    X(create_monster) X(aggravate) X(sleep) X(scare_monster) X(confuse_monster) X(protect_armour)        \
    X(hold_monster) X(recharge) X(teach_spell) X(blank) X(charm_monster) X(atonement)

#define YOORD_WAND_KINDS(X)                                                                                  \
    X(striking) X(fire) X(cold) X(lightning) X(magic_missile) X(slow_monster) X(haste_monster)             \
    X(teleport_other) X(polymorph) X(cancellation) X(sleep) X(confusion) X(make_invisible) X(drain_life)   \
    X(digging) X(nothing) X(charming)
// Bolt: stops at the first creature. Beam: passes through a line. Blast: bursts in a radius where it lands.
#define YOORD_WAND_SHAPES(X) X(bolt) X(beam) X(blast)

#define YOORD_TRAP_KINDS(X) X(trapdoor) X(bear_trap) X(sleeping_gas) X(teleport) X(arrow) X(dart) X(fire) X(rust)
// When a trap becomes visible: in plain sight, only from an adjacent cell, or only when sprung.
#define YOORD_REVEALS(X) X(sight) X(adjacent) X(sprung)

// What a coin does for whoever takes it (content/coins.toml). Money goes to the purse; the others help at once
// or promise help at the next staircase (sim/items/coins.hpp).
#define YOORD_COIN_KINDS(X) X(money) X(heal) X(cleanse) X(restore_power) X(promise_unhurt) X(promise_plus) X(magic) \
    X(teach_spell)

// What reading a charged rune does (content/runes.toml; sim/items/runes.hpp).
#define YOORD_RUNE_KINDS(X) X(recharge_wands) X(blink) X(smite) X(confuse_near) X(slow_near) X(frighten_near)

// What a card does when played (content/decks.toml; sim/items/decks.hpp). A card names one for upright and one
// for reversed.
#define YOORD_CARD_MECHANICS(X)                                                                        \
    X(heal) X(wound) X(riches) X(toll) X(smite) X(haste) X(slow) X(blink) X(map) X(sleep_near)        \
    X(confuse_self) X(summon)
#define YOORD_CARD_SUITS(X) X(cups) X(swords) X(coins) X(wands)
// The shapes a thrown deck's hand is scored by (the [[hand]] rows of content/decks.toml).
#define YOORD_HAND_SHAPES(X) X(high_card) X(pair) X(two_pair) X(three_of_a_kind) X(run) X(flush) X(four_of_a_kind)
// The generators a level row may name (content/levels.toml `layout`; sim/dungeon/layout.cpp switches over it):
// Rogue's rooms, caves, a maze, and generation 2's special levels: a battlefield (one big lit room), a vault (a
// honeycomb of cells on a jittered hex lattice), a castle (walls, gate, keep, towers) and an island (land in deep
// water).
#define YOORD_LEVEL_LAYOUTS(X) X(rooms) X(caves) X(maze) X(battlefield) X(honeycomb) X(castle) X(island)
// What a special room is (content/rooms.toml `kind`; sim/dungeon/special_rooms.cpp switches over it): a dragon's
// hoard (its guardian asleep on the piles, at the room's centre), a zoo (the room full of sleeping monsters), a
// treasure hive (a guardian that always spawns, even on a floor restocked without loot) and a red room (its walls
// cannot be dug).
#define YOORD_ROOM_KINDS(X) X(hoard) X(zoo) X(hive) X(red)

// A glyph's colour by name. The simulation stores only the name; render/colour.hpp (colour_from_name) maps it
// to what a terminal shows. A test checks that render knows every name here.
#define YOORD_COLOURS(X)                                                                                  \
    X(black) X(red) X(green) X(yellow) X(blue) X(magenta) X(cyan) X(white) X(grey) X(brown) X(orange)       \
    X(pink) X(purple) X(gold) X(silver) X(dark_green) X(dark_red) X(bright_red) X(bright_green)             \
    X(bright_yellow) X(bright_blue) X(bright_magenta) X(bright_cyan) X(bright_white)

// A ring's one-off verb when worn or removed (most rings have none and are grants and modifiers only).
#define YOORD_RING_EVENTS(X) X(none) X(adornment)

#define YOORD_DECLARE_CONTENT_ENUM(Enum, LIST)                                               \
    enum class Enum : std::uint8_t { LIST(YOORD_ENUM_VALUE) };                               \
    inline constexpr std::array Enum##_names{LIST(YOORD_ENUM_NAME)};                          \
    [[nodiscard]] constexpr std::span<const std::string_view> enum_names(Enum) noexcept {     \
        return Enum##_names;                                                                  \
    }

YOORD_DECLARE_CONTENT_ENUM(Movement, YOORD_MOVEMENTS)
YOORD_DECLARE_CONTENT_ENUM(Tempo, YOORD_TEMPOS)
YOORD_DECLARE_CONTENT_ENUM(Side, YOORD_SIDES)
YOORD_DECLARE_CONTENT_ENUM(SpiritTrade, YOORD_SPIRIT_TRADES)
YOORD_DECLARE_CONTENT_ENUM(SpiritPrice, YOORD_SPIRIT_PRICES)
YOORD_DECLARE_CONTENT_ENUM(SpellMechanic, YOORD_SPELL_MECHANICS)
YOORD_DECLARE_CONTENT_ENUM(PotionKind, YOORD_POTION_KINDS)
YOORD_DECLARE_CONTENT_ENUM(ScrollKind, YOORD_SCROLL_KINDS)
YOORD_DECLARE_CONTENT_ENUM(WandKind, YOORD_WAND_KINDS)
YOORD_DECLARE_CONTENT_ENUM(WandShape, YOORD_WAND_SHAPES)
YOORD_DECLARE_CONTENT_ENUM(TrapKind, YOORD_TRAP_KINDS)
YOORD_DECLARE_CONTENT_ENUM(Reveal, YOORD_REVEALS)
YOORD_DECLARE_CONTENT_ENUM(RingEvent, YOORD_RING_EVENTS)
YOORD_DECLARE_CONTENT_ENUM(ColourName, YOORD_COLOURS)
YOORD_DECLARE_CONTENT_ENUM(CoinKind, YOORD_COIN_KINDS)
YOORD_DECLARE_CONTENT_ENUM(RuneKind, YOORD_RUNE_KINDS)
YOORD_DECLARE_CONTENT_ENUM(CardMechanic, YOORD_CARD_MECHANICS)
YOORD_DECLARE_CONTENT_ENUM(CardSuit, YOORD_CARD_SUITS)
YOORD_DECLARE_CONTENT_ENUM(HandShape, YOORD_HAND_SHAPES)
YOORD_DECLARE_CONTENT_ENUM(LevelLayout, YOORD_LEVEL_LAYOUTS)
YOORD_DECLARE_CONTENT_ENUM(RoomKind, YOORD_ROOM_KINDS)

#undef YOORD_DECLARE_CONTENT_ENUM

// The TOML name of a value ("chaser").
template <class E>
[[nodiscard]] constexpr std::string_view enum_name(E value) noexcept {
    return enum_names(E{})[static_cast<std::size_t>(value)];
}

// The value named `name`, or nullopt.
template <class E>
[[nodiscard]] constexpr std::optional<E> enum_from_name(std::string_view name) noexcept {
    const auto names = enum_names(E{});
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name) return static_cast<E>(i);
    }
    return std::nullopt;
}

}  // namespace yoord
