// The quiver and the last target (render/game/fire_control.hpp), through the play screen: `f` fires the
// quivered ammo at the last target and Enter confirms; `Q` chooses the quiver; aiming shows the path and reach.

#include "render/game/fire_control.hpp"

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "snapshot_support.hpp"
#include "render/game/target_layer.hpp"
#include "sim/world/components.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

// The map cells of the screen (below the message rows, above the status rows) that match `pred`, as screen
// points.
template <class Pred>
std::vector<Point> screen_cells(const NullTerminal& t, Pred pred) {
    std::vector<Point> out;
    for (int y = kMessageRows; y < t.size().height - 2; ++y) {
        for (int x = 0; x < t.size().width; ++x) {
            if (pred(t.cell(x, y))) out.push_back(Point{x, y});
        }
    }
    return out;
}

// A rat that stays where it is put and outlasts any number of arrows.
ecs::Entity sturdy_rat(Game& g, Point at) {
    const ecs::Entity rat = spawn(g, "rat", Place::at(at));
    g.world.get<Health>(rat) = Health{500, 500};
    g.world.get<Mind>(rat).movement = Movement::still;
    return rat;
}

// The player at the west end of a long room with a bow, ten arrows and a dagger; a sturdy rat to the east.
struct Range {
    Session s{game_in_room({1, 4}, 16, 8)};
    ecs::Entity arrows;
    ecs::Entity rat;

    Range() {
        Game& g = s.game();
        (void)spawn(g, "dagger", Place::in_pack(g.player));
        arrows = spawn(g, "arrow", Place::in_pack(g.player));
        g.world.get<Stack>(arrows).count = 10;
        (void)spawn(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
        rat = sturdy_rat(g, {6, 4});
        s.press(Key{U'.'});  // a turn, so the rat is in view
    }
    int arrows_left() { return s.game().world.get<Stack>(arrows).count; }
};

TEST(FireControl, FFiresTheQuiveredAmmoAtTheNearestCreatureAndEnterConfirms) {
    Range r;
    r.s.play("f\n");
    EXPECT_EQ(r.arrows_left(), 9);
    EXPECT_EQ(r.s.game().turn, 2U);
}

TEST(FireControl, TheNextShotStartsOnTheLastTarget) {
    Range r;
    Game& g = r.s.game();
    (void)sturdy_rat(g, {3, 6});
    r.s.press(Key{U'.'});
    // Tab from the nearest rat to the far one, fire; then f again, and input runs out with the cursor up.
    r.s.play("f\t\nf");
    ASSERT_EQ(r.arrows_left(), 9);
    const std::vector<Point> rats = screen_cells(r.s.terminal, [](const Cell& c) { return c.glyph == U'r'; });
    const std::vector<Point> cursor =
        screen_cells(r.s.terminal, [](const Cell& c) { return has(c.attrs, Attr::reverse); });
    ASSERT_EQ(rats.size(), 2U);
    ASSERT_EQ(cursor.size(), 1U);
    const Point far = rats[0].x > rats[1].x ? rats[0] : rats[1];
    EXPECT_EQ(cursor.front(), far) << "the cursor starts on the last target, not the nearest creature";
}

TEST(FireControl, WithoutALauncherFSaysWhyAndAsksNothing) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "arrow", Place::in_pack(g.player));
    const std::string screen = s.play("f");
    EXPECT_TRUE(s.stack.query_log().empty());
    EXPECT_NE(screen.find("You wear no launcher: wear a bow or sling to fire, or throw (t)."), std::string::npos);
}

TEST(FireControl, ALauncherWithNothingItFiresSaysSo) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "arrow", Place::in_pack(g.player));
    (void)spawn(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_NE(s.play("f").find("You carry nothing your sling fires."), std::string::npos);
}

TEST(FireControl, QChoosesTheQuiverFromWhatTheLauncherFires) {
    Range r;
    const std::string screen = r.s.play("Qb");
    EXPECT_NE(screen.find("You will fire the arrow with f."), std::string::npos);
    EXPECT_EQ(r.s.stack.query_log(), std::vector<std::string>{"pack"});
}

TEST(FireControl, TheQuiverMenuListsOnlyWhatTheLauncherFires) {
    Range r;
    const std::string screen = r.s.play("Q");
    EXPECT_NE(screen.find("Quiver what?"), std::string::npos);
    EXPECT_NE(screen.find("arrow ×10 (quivered)"), std::string::npos);
    EXPECT_EQ(screen.find("dagger"), std::string::npos) << "a dagger is not ammo";
}

TEST(FireControl, AimingDrawsThePathAndSaysTheRange) {
    Range r;
    const std::string screen = r.s.play("f");
    EXPECT_TRUE(test::matches_snapshot("aim_80x24", screen));
    EXPECT_EQ(r.s.row(2), "5 cells away, in range 9.");
    EXPECT_EQ(screen_cells(r.s.terminal, [](const Cell& c) { return c.bg == colours::blue; }).size(), 5U);
    EXPECT_TRUE(screen_cells(r.s.terminal, [](const Cell& c) { return c.bg == colours::red; }).empty());
    const AimPreview preview = preview_aim(r.s.game(), {6, 4}, 9);
    EXPECT_EQ(preview.path.size(), 5U);
    EXPECT_FALSE(preview.falls_short);
}

TEST(FireControl, AShotOutOfRangeSaysWhereItFallsShort) {
    Session s(game_in_room({1, 4}, 16, 8));
    Game& g = s.game();
    const ecs::Entity stones = spawn(g, "sling_stone", Place::in_pack(g.player));
    g.world.get<Stack>(stones).count = 5;
    (void)spawn(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    (void)sturdy_rat(g, {9, 4});
    s.press(Key{U'.'});
    s.play("f");
    EXPECT_EQ(s.row(2), "8 cells away, out of range 7: it falls 1 cell short.");
    EXPECT_EQ(screen_cells(s.terminal, [](const Cell& c) { return c.bg == colours::blue; }).size(), 6U);
    EXPECT_EQ(screen_cells(s.terminal, [](const Cell& c) { return c.bg == colours::red; }).size(), 1U)
        << "where it comes down";
    const AimPreview preview = preview_aim(g, {9, 4}, 7);
    ASSERT_FALSE(preview.path.empty());
    EXPECT_TRUE(preview.falls_short);
    EXPECT_EQ(preview.path.back(), (Point{8, 4}));
}

TEST(FireControl, AWallInTheWaySaysTheShotStopsShort) {
    Session s(game_in_room({1, 4}, 16, 8));
    const AimPreview preview = preview_aim(s.game(), {6, 0}, 9);
    EXPECT_TRUE(preview.falls_short);
    EXPECT_NE(preview.words.find("stops"), std::string::npos) << preview.words;
}

TEST(FireControl, TheQuiverIsTaggedInThePack) {
    Range r;
    std::vector<PackEntry> pack{{U'b', "arrow", 10, false, {}, "", {}}, {U'a', "dagger", 1, false, {}, "", {}}};
    FireControl control(r.s.game());
    control.tag(pack);
    EXPECT_EQ(pack[0].tag, "quivered");
    EXPECT_EQ(pack[1].tag, "");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
