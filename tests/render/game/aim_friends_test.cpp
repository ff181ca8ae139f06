// Never aim at a friend (issue 29, item 1) and out of range asks (item 4), through the play screen: the aim and
// look cursors start on the nearest hostile creature, never on a companion or a peaceful one; with nothing
// hostile in view a spell or a shot says so and opens no cursor; striking a friend by any means asks first; and
// a shot that falls short of its range asks before it spends anything.

#include <gtest/gtest.h>

#include "../game_session_support.hpp"
#include "render/game/fire_control.hpp"
#include "render/game/target_layer.hpp"
#include "render/game/view_model.hpp"
#include "core/stable_id.hpp"
#include "sim/rules/companions.hpp"
#include "sim/world/components.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

// A creature that stays where it is put and outlasts any number of blows.
ecs::Entity sturdy(Game& g, std::string_view id, Point at) {
    const ecs::Entity e = spawn(g, id, Place::at(at));
    g.world.get<Health>(e) = Health{500, 500};
    g.world.get<Mind>(e).movement = Movement::still;
    return e;
}

// The player at the west end of a long room with a bow and ten arrows; a companion jackal one cell east.
struct Friends {
    Session s{game_in_room({1, 4}, 16, 8)};
    ecs::Entity arrows;
    ecs::Entity jackal;

    Friends() {
        Game& g = s.game();
        arrows = spawn(g, "arrow", Place::in_pack(g.player));
        g.world.get<Stack>(arrows).count = 10;
        (void)spawn(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
        jackal = sturdy(g, "jackal", {3, 4});
        recruit(g, g.player, jackal);
        g.world.get<Mind>(jackal).movement = Movement::still;  // it stays where the test put it
    }
    int arrows_left() { return s.game().world.get<Stack>(arrows).count; }
    int hp(ecs::Entity e) { return s.game().world.get<Health>(e).hp; }
    void turn() { s.press(Key{U'.'}); }
};

TEST(AimFriends, TheAimCursorStartsOnTheNearestHostileNotTheNearerCompanion) {
    Friends f;
    (void)sturdy(f.s.game(), "rat", {7, 4});
    f.turn();
    f.s.play("f");
    EXPECT_NE(f.s.row(0).find("rat"), std::string::npos) << f.s.row(0);
    EXPECT_EQ(f.s.row(0).find("jackal"), std::string::npos) << f.s.row(0);
}

// A session's input runs out once: each question below is asked of a fresh one.
TEST(AimFriends, LookStartsOnTheHostileAndTabReachesTheCompanionAfter) {
    Friends f;
    (void)sturdy(f.s.game(), "rat", {7, 4});
    f.turn();
    f.s.play(";");
    EXPECT_NE(f.s.row(0).find("rat"), std::string::npos) << f.s.row(0);
    Friends tabbed;
    (void)sturdy(tabbed.s.game(), "rat", {7, 4});
    tabbed.turn();
    tabbed.s.play(";\t");
    EXPECT_NE(tabbed.s.row(0).find("jackal"), std::string::npos) << tabbed.s.row(0);
    const std::vector<Point> targets = visible_targets(f.s.game());
    ASSERT_EQ(targets.size(), 2U);
    EXPECT_EQ(targets.front(), (Point{7, 4})) << "the hostile come first in the Tab order, though farther";
}

TEST(AimFriends, WithOnlyACompanionInViewFireSaysNoTargetAndOpensNoCursor) {
    Friends f;
    f.turn();
    const std::string screen = f.s.play("f");
    EXPECT_NE(screen.find("No target in view."), std::string::npos);
    EXPECT_TRUE(f.s.stack.query_log().empty()) << "no cursor, no question";
    EXPECT_EQ(f.arrows_left(), 10);
}

TEST(AimFriends, WithOnlyACompanionInViewASpellSaysNoTargetAndCostsNothing) {
    Friends f;
    Game& g = f.s.game();
    ASSERT_NE(g.world.try_get<Spellbook>(g.player), nullptr);
    ASSERT_FALSE(g.world.get<Spellbook>(g.player).spells.empty());
    f.turn();
    const int ma = g.world.get<Magic>(g.player).ma;
    const std::uint32_t turn = g.turn;
    // The report: `!` then Enter four times killed a charmed wraith.
    const std::string screen = f.s.play("!\n\n\n\n");
    EXPECT_NE(screen.find("No target in view."), std::string::npos);
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, ma);
    EXPECT_EQ(g.turn, turn);
    EXPECT_EQ(f.hp(f.jackal), 500);
}

TEST(AimFriends, ACharmedLastTargetIsNoLongerWhereTheCursorStarts) {
    Friends f;
    Game& g = f.s.game();
    const ecs::Entity rat = sturdy(g, "rat", {7, 6});  // off the jackal's line
    f.turn();
    FireControl control(g);
    control.aimed_at({7, 6});
    ASSERT_EQ(control.last_target(), std::optional<Point>(Point{7, 6}));
    recruit(g, g.player, rat);  // the jackal is sent away: peaceful; the rat is now the companion
    EXPECT_EQ(control.last_target(), std::nullopt) << "a friend now: never the first target";
    EXPECT_EQ(nearest_hostile_in_view(g), std::nullopt);
}

TEST(AimFriends, ShootingTheCompanionAsksFirstAndNoKeepsTheArrow) {
    Friends f;
    (void)sturdy(f.s.game(), "rat", {7, 5});
    f.turn();
    // Tab from the rat to the jackal, Enter: the question, and `n`.
    f.s.play("f\t\n");
    EXPECT_NE(f.s.row(0).find("Really attack your jackal?"), std::string::npos) << f.s.row(0);
    Friends no;
    (void)sturdy(no.s.game(), "rat", {7, 5});
    no.turn();
    const std::uint32_t turn = no.s.game().turn;
    no.s.play("f\t\nn");
    EXPECT_EQ(no.arrows_left(), 10);
    EXPECT_EQ(no.hp(no.jackal), 500);
    EXPECT_EQ(no.s.game().turn, turn) << "no, and no turn passes";
}

TEST(AimFriends, ShootingTheCompanionAfterYesSpendsTheArrow) {
    Friends f;
    (void)sturdy(f.s.game(), "rat", {7, 5});
    f.turn();
    f.s.play("f\t\ny");
    EXPECT_EQ(f.arrows_left(), 9);
}

TEST(AimFriends, ACompanionInTheLineOfTheShotAsksToo) {
    Friends f;
    (void)sturdy(f.s.game(), "rat", {7, 4});  // straight behind the jackal
    f.turn();
    f.s.play("f\n");
    EXPECT_NE(f.s.row(0).find("Really attack your jackal?"), std::string::npos) << f.s.row(0);
    EXPECT_EQ(f.arrows_left(), 10);
}

TEST(AimFriends, APeacefulCreatureIsAskedAboutByName) {
    Friends f;
    Game& g = f.s.game();
    const ecs::Entity newt = sturdy(g, "newt", {3, 6});
    recruit(g, g.player, newt);
    recruit(g, g.player, f.jackal);  // the newt is sent away: peaceful
    (void)sturdy(g, "rat", {9, 4});
    g.world.get<Mind>(newt).movement = Movement::still;
    g.world.get<Mind>(f.jackal).movement = Movement::still;
    f.turn();
    ASSERT_EQ(g.world.get<Position>(newt).cell, (Point{3, 6}));
    ASSERT_EQ(g.world.get<Position>(f.jackal).cell, (Point{3, 4}));
    EXPECT_EQ(friend_struck(g, {3, 6}, ShotShape{}), newt);
    EXPECT_EQ(friend_struck(g, {9, 4}, ShotShape{}), f.jackal) << "the jackal stands in the line";
    EXPECT_EQ(friend_struck(g, {9, 1}, ShotShape{}), ecs::null_entity);
    // Tab goes from the rat (foes first) to the jackal and the newt (two cells each: the lower Uid first).
    f.s.play("f\t\t\n");
    EXPECT_NE(f.s.row(0).find("Really attack the newt?"), std::string::npos) << f.s.row(0);
}

TEST(AimFriends, ATreatThrownAtACompanionAsksNothing) {
    Friends f;
    Game& g = f.s.game();
    const ecs::Entity treat = spawn(g, "meaty_bone", Place::in_pack(g.player));
    EXPECT_FALSE(known_shot(g, Action::throw_item, treat).strikes);
    EXPECT_TRUE(known_shot(g, Action::throw_item, f.arrows).strikes);
    EXPECT_EQ(friend_struck(g, {3, 4}, known_shot(g, Action::throw_item, treat)), ecs::null_entity);
}

TEST(AimFriends, WithNothingHostileAZapAsksBeforeOpeningTheCursor) {
    Friends f;
    Game& g = f.s.game();
    const ecs::Entity wand = spawn(g, "wand_of_tunnelling", Place::in_pack(g.player));
    f.turn();
    const auto letter = static_cast<char>('a' + g.world.get<Location>(wand).place.index);
    const std::string screen = f.s.play(std::string("z") + letter);
    EXPECT_NE(f.s.row(0).find("No target in view. Aim anyway?"), std::string::npos) << screen;
    Friends yes;
    const ecs::Entity same = spawn(yes.s.game(), "wand_of_tunnelling", Place::in_pack(yes.s.game().player));
    yes.turn();
    const auto its_letter = static_cast<char>('a' + yes.s.game().world.get<Location>(same).place.index);
    yes.s.play(std::string("z") + its_letter + "y");
    EXPECT_NE(yes.s.row(0).find("Zap where?"), std::string::npos) << yes.s.row(0);
}

// A sling, five stones and a rat one cell beyond the sling's range.
struct OutOfRange {
    Session s{game_in_room({1, 4}, 16, 8)};
    ecs::Entity stones;
    OutOfRange() {
        Game& g = s.game();
        stones = spawn(g, "sling_stone", Place::in_pack(g.player));
        g.world.get<Stack>(stones).count = 5;
        (void)spawn(g, "sling", Place::worn(g.player, EquipSlot::launcher));
        (void)sturdy(g, "rat", {9, 4});
        s.press(Key{U'.'});
    }
    int left() { return s.game().world.get<Stack>(stones).count; }
};

TEST(AimFriends, AShotBeyondItsRangeAsksBeforeItSpendsAnything) {
    OutOfRange asked;
    asked.s.play("f\n");  // input runs out at the question: nothing spent
    EXPECT_NE(asked.s.row(0).find("it falls 1 cell short. Aim there anyway?"), std::string::npos) << asked.s.row(0);
    EXPECT_EQ(asked.left(), 5);
    OutOfRange no;
    no.s.play("f\nn");
    EXPECT_EQ(no.left(), 5);
    OutOfRange yes;
    yes.s.play("f\ny");
    EXPECT_EQ(yes.left(), 4);
}

TEST(AimFriends, ASpellBeyondItsRangeAsksBeforeSpendingMagic) {
    Session s(game_in_room({1, 4}, 16, 8));
    Game& g = s.game();
    g.world.get<Spellbook>(g.player).spells = {stable_id("fire_breath")};  // a bolt of range 6
    g.world.get<Magic>(g.player) = Magic{20, 20};
    const int ma = g.world.get<Magic>(g.player).ma;
    (void)sturdy(g, "rat", {8, 4});  // 7 cells: in sight, out of range
    s.press(Key{U'.'});
    s.play("!\n");  // input runs out at the question
    EXPECT_NE(s.row(0).find("Aim there anyway?"), std::string::npos) << s.row(0);
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, ma);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
