// Each conduct broken by its act played through the real key path (issue 31, item 6): keys on the play screen,
// through the key table, the menus and the aim cursor, to the one action every actor takes. The sim tests
// (tests/sim/run/conducts_test.cpp) call the actions directly; these show that what a player types reaches the
// same site. `lurk` is no act: it is read off the body (tests/sim/rules/bodies_test.cpp).

#include <gtest/gtest.h>

#include <string>

#include "../game_session_support.hpp"
#include "core/stable_id.hpp"
#include "sim/items/armour.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/world/components.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

constexpr Point kPlayerAt{3, 4};
constexpr Point kEastOfPlayer{4, 4};

// The key that names `item` in its owner's pack.
std::string key_of(const Game& g, ecs::Entity item) {
    return std::string(1, static_cast<char>('a' + g.world.get<Location>(item).place.index));
}

// A creature that stays where it is put, outlasts any number of blows and, unless told, never strikes back.
ecs::Entity still(Game& g, std::string_view id, Point at) {
    const ecs::Entity e = spawn(g, id, Place::at(at));
    g.world.get<Health>(e) = Health{500, 500};
    g.world.get<Mind>(e).movement = Movement::still;
    return e;
}

struct Room {
    Session s{game_in_room(kPlayerAt, 12, 8)};
    Game& g() { return s.game(); }
    ecs::Entity carry(std::string_view id) { return spawn(g(), id, Place::in_pack(g().player)); }
    [[nodiscard]] ConductMask broken() { return s.game().conducts_broken; }
};

TEST(ConductKeys, QuaffingAPotionWithQBreaksPotionsOnly) {
    Room r;
    const ecs::Entity potion = r.carry("potion_of_healing");
    r.s.play("q" + key_of(r.g(), potion));
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::potions));
}

TEST(ConductKeys, ReadingAScrollWithRBreaksScrollsOnly) {
    Room r;
    const ecs::Entity scroll = r.carry("scroll_of_light");
    r.s.play("r" + key_of(r.g(), scroll));
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::scrolls));
}

TEST(ConductKeys, ZappingAWandAtACreatureWithZBreaksWandsOnly) {
    Room r;
    (void)still(r.g(), "rat", {7, 4});
    const ecs::Entity wand = r.carry("wand_of_striking");
    r.s.play("z" + key_of(r.g(), wand) + "\n");  // the aim cursor starts on the rat; Enter zaps
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::wands));
}

TEST(ConductKeys, ReadingAChargedRuneWithRBreaksRunesOnly) {
    Room r;
    const ecs::Entity rune = r.carry("rune_of_ice");
    r.g().world.get<Charges>(rune).left = 1;
    r.s.play("r" + key_of(r.g(), rune));
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::runes));
}

TEST(ConductKeys, CastingASpellFromTheMenuBreaksSpellsOnly) {
    Room r;
    Game& g = r.g();
    (void)still(g, "rat", {7, 4});
    g.world.emplace_or_replace<Spellbook>(g.player).spells = {stable_id("magic_dart")};
    g.world.emplace_or_replace<Magic>(g.player) = Magic{10, 10};
    const std::string screen = r.s.play("Za\n\n");  // the first spell of the menu, then Enter on the rat
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::spells)) << screen;
    EXPECT_LT(g.world.get<Magic>(g.player).ma, 10) << "the spell was paid for";
}

TEST(ConductKeys, WalkingOntoCoinsBreaksCoinsOnly) {
    Room r;
    (void)spawn(r.g(), "gold_coins", Place::at(kEastOfPlayer));
    r.s.play("l");
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::coins));
}

TEST(ConductKeys, ThrowingWithTBreaksRangedOnly) {
    Room r;
    (void)still(r.g(), "rat", {7, 4});
    const ecs::Entity dagger = r.carry("dagger");
    r.s.play("t" + key_of(r.g(), dagger) + "\n");
    EXPECT_EQ(r.broken() & conduct_bit(Conduct::ranged), conduct_bit(Conduct::ranged));
    EXPECT_EQ(r.broken() & ~conduct_bit(Conduct::ranged), 0) << "nothing else";
}

TEST(ConductKeys, SteppingIntoACreatureBreaksAttackingOnly) {
    Room r;
    (void)still(r.g(), "rat", kEastOfPlayer);
    r.s.play("l");
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::attacking));
}

TEST(ConductKeys, ReadingAScrollOfCharmingBreaksCharmingAndScrolls) {
    Room r;
    (void)still(r.g(), "jackal", kEastOfPlayer);
    const ecs::Entity scroll = r.carry("scroll_of_charming");
    r.s.play("r" + key_of(r.g(), scroll));
    EXPECT_NE(r.broken() & conduct_bit(Conduct::charming), 0);
    EXPECT_NE(r.broken() & conduct_bit(Conduct::scrolls), 0);
    EXPECT_EQ(r.broken() & ~(conduct_bit(Conduct::charming) | conduct_bit(Conduct::scrolls) |
                             conduct_bit(Conduct::companion)),
              0)
        << "a charm that takes also wins a companion; nothing else breaks";
}

TEST(ConductKeys, ThrowingTreatsUntilOneIsTakenBreaksCompanion) {
    Room r;
    Game& g = r.g();
    (void)still(g, "jackal", {6, 4});
    for (int throws = 0; throws < 40 && (r.broken() & conduct_bit(Conduct::companion)) == 0; ++throws) {
        const ecs::Entity bone = r.carry("meaty_bone");
        r.s.play("t" + key_of(g, bone) + "\n");
    }
    EXPECT_NE(r.broken() & conduct_bit(Conduct::companion), 0) << "the jackal took a bone";
    EXPECT_EQ(r.broken() & conduct_bit(Conduct::charming), 0) << "a treat charms nobody";
}

TEST(ConductKeys, WaitingBesideAFoeUntilItHitsBreaksDamageOnly) {
    Room r;
    Game& g = r.g();
    const ecs::Entity orc = still(g, "orc", kEastOfPlayer);
    g.world.get<Mind>(orc).movement = Movement::chaser;  // it strikes whoever stands beside it
    g.world.get<Health>(g.player) = Health{500, 500};
    for (int turn = 0; turn < 40 && r.broken() == 0; ++turn) r.s.press(Key{U'.'});
    EXPECT_EQ(r.broken(), conduct_bit(Conduct::damage));
}

// A session's input runs out once, so each part plays in its own room.
TEST(ConductKeys, WieldingAWeaponWithWBreaksGearAndWearingArmourNothing) {
    Room armour;
    const ecs::Entity mail = armour.carry("leather_armour");
    armour.s.play("w" + key_of(armour.g(), mail));
    EXPECT_EQ(worn_in(armour.g(), armour.g().player, EquipSlot::armour), mail);
    EXPECT_EQ(armour.broken(), 0) << "armour put on breaks nothing";
    Room weapon;
    const ecs::Entity dagger = weapon.carry("dagger");
    const std::string screen = weapon.s.play("w" + key_of(weapon.g(), dagger));
    EXPECT_EQ(weapon.broken(), conduct_bit(Conduct::gear)) << screen;
}

// Armour breaks when worn body armour takes the killing blow: the orc's blow lands on a player at 2 hit points (at 1
// a suit makes no stand: sim/items/armour.hpp), the suit takes it, and the next blow kills.
TEST(ConductKeys, AKillingBlowWhileWearingArmourBreaksArmour) {
    Room r;
    Game& g = r.g();
    (void)spawn(g, "leather_armour", Place::worn(g.player, EquipSlot::armour));  // worn already: no act of gear
    const ecs::Entity orc = still(g, "orc", kEastOfPlayer);
    g.world.get<Mind>(orc).movement = Movement::chaser;
    g.world.get<CombatStats>(orc).power_bonus = 20;  // any blow that lands is a killing one
    mark_loadout_dirty(g.world, orc);
    g.world.get<Health>(g.player).hp = 2;
    for (int turn = 0; turn < 40 && g.world.get<Health>(g.player).hp > 0; ++turn) r.s.press(Key{U'.'});
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 0);
    EXPECT_NE(r.broken() & conduct_bit(Conduct::armour), 0);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
