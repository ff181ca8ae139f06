// Wands: bolts, beams and blasts toward the aimed cell; charges; each kind's arm.

#include "sim/items/wands.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/items/pack.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

constexpr std::string_view kLine = R"(
    ###########
    #@..a.b...#
    #.........#
    ###########
)";

ecs::Entity charged(Game& g, std::string_view id) {
    const ecs::Entity w = put(g, id, Place::in_pack(g.player));
    g.world.get<Charges>(w).left = 5;
    return w;
}

std::vector<Mark> two_rats() { return {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}}; }

TEST(Wands, ABoltStopsAtTheFirstCreature) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_befuddlement");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('b'))).spent);
    EXPECT_TRUE(g.world.has<Confused>(s['a']));
    EXPECT_FALSE(g.world.has<Confused>(s['b']));
    EXPECT_EQ(g.world.get<Charges>(w).left, 4);
}

TEST(Wands, ABeamPassesThroughEveryCreatureInItsLine) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    for (const char r : {'a', 'b'}) g.world.get<Health>(s[r]) = Health{500, 500};
    const ecs::Entity w = charged(g, "wand_of_fire");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('a'))).spent);
    EXPECT_LT(g.world.get<Health>(s['a']).hp, 500);
    EXPECT_LT(g.world.get<Health>(s['b']).hp, 500);
}

TEST(Wands, FireSparesTheFireImmune) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    Grant::of<FireImmune>().attach(g.world, s['a']);
    const int hp = g.world.get<Health>(s['a']).hp;
    const ecs::Entity w = charged(g, "wand_of_fire");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('a'))).spent);
    EXPECT_EQ(g.world.get<Health>(s['a']).hp, hp);
}

TEST(Wands, ABlastBurstsOverEveryoneInItsRadius) {
    auto s = build_scenario(R"(
        ###########
        #@...a....#
        #....b....#
        ###########
    )", two_rats());
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_slumber");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('a'))).spent);
    EXPECT_TRUE(g.world.has<Asleep>(s['a']));
    EXPECT_TRUE(g.world.has<Asleep>(s['b']));
    EXPECT_FALSE(g.world.has<Asleep>(g.player)) << "out of the radius";
}

TEST(Wands, AnEmptyWandDoesNothingButTakesTheTurn) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    const ecs::Entity w = put(g, "wand_of_befuddlement", Place::in_pack(g.player));
    g.world.get<Charges>(w).left = 0;
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('a'))).spent);
    EXPECT_TRUE(logged(g, "no charges left"));
    EXPECT_FALSE(g.world.has<Confused>(s['a']));
}

TEST(Wands, AimingAtYourselfIsRefused) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_striking");
    EXPECT_FALSE(play_turn(g, Intent::zap(letter_of(g, w), player_cell(g))).spent);
    EXPECT_EQ(g.world.get<Charges>(w).left, 5);
}

TEST(Wands, CancellationStripsTheTargetsMagic) {
    auto s = build_scenario(R"(
        #######
        #@.W..#
        #######
    )", {Mark{'W', "wraith", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_cancellation");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('W'))).spent);
    EXPECT_TRUE(g.world.has<Undead>(s['W']));
    EXPECT_FALSE(g.world.has<Vampiric>(s['W']));
    EXPECT_FALSE(g.world.has<Flies>(s['W']));
}

TEST(Wands, CancellationStripsTheMagicOfItemsOnItsWayButNotWhatTheyAre) {
    auto s = build_scenario(R"(
        ########
        #@.....#
        ########
    )", {});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_cancellation");
    const ecs::Entity ring = put(g, "ring_of_protection", Place::at(Point{3, 1}));
    const ecs::Entity stealth = put(g, "ring_of_stealth", Place::at(Point{4, 1}));
    const ecs::Entity other = charged(g, "wand_of_fire");
    (void)move_to(g.world, g.places, other, Place::at(Point{5, 1}));
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), Point{6, 1})).spent);
    EXPECT_EQ(g.world.get<Modifiers>(ring).value, GearModifiers{});
    EXPECT_TRUE(g.world.get<Grants>(stealth).bits.empty());
    EXPECT_EQ(g.world.get<Charges>(other).left, 0);
    EXPECT_EQ(g.content->common({Category::ring, g.world.get<Identity>(ring).row}).id, "ring_of_protection")
        << "it is still what it was";
    EXPECT_TRUE(g.world.has<Cancelled>(ring));
    EXPECT_TRUE(logged(g, "shudders and goes dull"));
}

// The one cancellation-only row of a table, found by its flag (no test names a row it could be).
std::string cancelled_form(const Content& c, Category cat) {
    for (std::uint32_t i = 0; i < c.row_count(cat); ++i) {
        if (c.common({cat, i}).cancellation_only) return c.common({cat, i}).id;
    }
    return {};
}

TEST(Wands, CancellationTurnsEveryPotionToWaterAndEveryScrollToBlankPaper) {
    const Content& c = testing::shipped_content();
    for (const Category cat : {Category::potion, Category::scroll}) {
        const std::string form = cancelled_form(c, cat);
        ASSERT_FALSE(form.empty()) << enum_name(cat) << " has no cancellation-only row";
        for (std::uint32_t i = 0; i < c.row_count(cat); ++i) {
            const std::string id = c.common({cat, i}).id;
            SCOPED_TRACE(id);
            auto s = build_scenario(R"(
                #####
                #@..#
                #####
            )", {});
            Game& g = *s.game;
            const ecs::Entity item = put(g, id, Place::in_pack(g.player));
            EXPECT_EQ(cancel_item(g, item), id != form) << "the cancelled form has nothing left to lose";
            const Identity& now = g.world.get<Identity>(item);
            EXPECT_EQ(c.common({cat, now.row}).id, form);
            EXPECT_EQ(now.id, stable_id(form));
            EXPECT_EQ(g.world.get<Renderable>(item).colour, c.common({cat, now.row}).colour);
        }
    }
}

TEST(Wands, ACancellationBoltLeavesWaterWhereAPotionLay) {
    auto s = build_scenario(R"(
        ########
        #@.....#
        ########
    )", {});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_cancellation");
    const ecs::Entity potion = put(g, "potion_of_healing", Place::at(Point{3, 1}));
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), Point{6, 1})).spent);
    EXPECT_TRUE(g.content->common({Category::potion, g.world.get<Identity>(potion).row}).cancellation_only);
}

TEST(Wands, CancellingAnEnchantedWeaponTakesItsPlusBackOutButKeepsItsDie) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "dagger", Place::in_pack(g.player));
    const GearModifiers plain = g.world.get<Modifiers>(sword).value;
    ASSERT_TRUE(enchant(g, sword, 2));
    g.world.get<Item>(sword).cursed = true;
    ASSERT_TRUE(cancel_item(g, sword));
    EXPECT_EQ(g.world.get<Modifiers>(sword).value, plain);
    EXPECT_EQ(g.world.get<Item>(sword).plus, 0);
    EXPECT_FALSE(g.world.get<Item>(sword).cursed);
    EXPECT_FALSE(cancel_item(g, sword)) << "nothing left to lose";
}

TEST(Wands, DrainLifeWithersTheLivingButNotTheUndead) {
    auto s = build_scenario(R"(
        ########
        #@.a.W.#
        #......#
        ########
    )",
                            {Mark{'a', "rat", Movement::still}, Mark{'W', "wraith", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_withering");
    const int hp = g.world.get<Health>(s['W']).hp;
    g.world.get<Health>(s['a']) = Health{500, 500};
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('a'))).spent);
    EXPECT_LT(g.world.get<Health>(s['a']).hp, 500);
    (void)move_to(g.world, g.places, s['a'], Place::nowhere());
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), s.cell('W'))).spent);
    EXPECT_EQ(g.world.get<Health>(s['W']).hp, hp);
}

TEST(Wands, DiggingTunnelsThroughRock) {
    auto s = build_scenario(R"(
        #########
        #@.#....#
        #########
    )", {});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_tunnelling");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), {4, 1})).spent);
    EXPECT_TRUE(g.map().walkable({3, 1}));
    EXPECT_FALSE(g.map().walkable({8, 1})) << "the map's edge stays";
}

// The room on the right is a red room (content/rooms.toml): the beam digs the wall in its way, crosses the floor
// and stops at the red room's wall, which stays.
TEST(Wands, DiggingStopsAtARedRoomsWallAndDigsElsewhere) {
    auto s = build_scenario(R"(
        ################
        #@.#...#.....###
        #..#...#.....###
        ################
    )", {});
    Game& g = *s.game;
    std::size_t red = 0;
    while (red < g.content->rooms.size() && g.content->rooms[red].kind != RoomKind::red) ++red;
    ASSERT_LT(red, g.content->rooms.size()) << "the shipped rooms have a red room";
    g.floor.map.rooms = {Room{Rect{8, 1, 5, 2}}};
    g.floor.map.special = SpecialRoom{0, red, true};
    const ecs::Entity w = charged(g, "wand_of_tunnelling");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), {9, 1})).spent);
    EXPECT_TRUE(g.map().walkable({3, 1})) << "an ordinary wall is dug";
    EXPECT_EQ(g.map().at({7, 1}), Tile::wall) << "the red room's wall is not";
    EXPECT_TRUE(logged(g, "red wall"));
}

TEST(Wands, DiggingStopsAtTheMapsEdgeWithAWord) {
    auto s = build_scenario(R"(
        #######
        #@....#
        #######
    )", {});
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_tunnelling");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), {5, 1})).spent);
    EXPECT_EQ(g.map().at({6, 1}), Tile::wall);
    EXPECT_TRUE(logged(g, "bedrock"));
}

TEST(Wands, PolymorphTurnsAMonsterIntoAnother) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    const Point at = s.cell('a');
    const ecs::Entity w = charged(g, "wand_of_change");
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, w), at)).spent);
    EXPECT_FALSE(g.world.valid(s['a']));
    EXPECT_EQ(g.world.count<Mind>(), 2u) << "one creature for another (it may have moved since)";
    EXPECT_TRUE(logged(g, "turns into"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
