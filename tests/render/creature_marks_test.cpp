// How the map and the look line tell creatures apart: the companion's mark, and every creature's side.

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "render/game/map_source.hpp"
#include "render/game/view_model.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/score.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

Cell map_cell(Session& s, Point p) { return s.screen.map().cell_at(MapPoint{p.x, p.y}); }

TEST(CreatureMarks, TheCompanionIsDrawnBoldAndUnderlinedAndAMonsterOfItsRowIsNot) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity friendly = spawn(g, "jackal", Place::at({5, 4}));
    (void)spawn(g, "jackal", Place::at({7, 4}));
    recruit(g, g.player, friendly);
    s.press(Key{U'.'});
    const Cell mine = map_cell(s, g.world.get<Position>(friendly).cell);
    EXPECT_EQ(mine.glyph, U'd');
    EXPECT_TRUE(has(mine.attrs, Attr::underline));
    EXPECT_TRUE(has(mine.attrs, Attr::bold));
    for (const ecs::Entity e : g.world.view<Position, Mind>()) {
        if (e == friendly) continue;
        const Cell other = map_cell(s, g.world.get<Position>(e).cell);
        EXPECT_EQ(other.glyph, U'd');
        EXPECT_FALSE(has(other.attrs, Attr::underline));
    }
}

TEST(CreatureMarks, LookSaysEachCreaturesSide) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity friendly = spawn(g, "jackal", Place::at({5, 4}));
    const ecs::Entity foe = spawn(g, "rat", Place::at({7, 4}));
    g.world.get<Health>(foe) = Health{100, 100};  // it lives through the turn whoever bites it
    const ecs::Entity wisp = spawn(g, "will_o_wisp", Place::at({5, 6}));
    g.world.clear<Invisible>(wisp);
    const ecs::Entity left = spawn(g, "newt", Place::at({7, 6}));
    recruit(g, g.player, left);
    recruit(g, g.player, friendly);  // the newt is sent away: peaceful
    s.press(Key{U'.'});
    EXPECT_NE(describe_cell(g, g.world.get<Position>(friendly).cell).find(", your companion)"), std::string::npos);
    EXPECT_NE(describe_cell(g, g.world.get<Position>(foe).cell).find("hostile)"), std::string::npos);
    EXPECT_NE(describe_cell(g, g.world.get<Position>(wisp).cell).find(", on your side)"), std::string::npos);
    EXPECT_NE(describe_cell(g, g.world.get<Position>(left).cell).find(", peaceful)"), std::string::npos);
}

// Issue 31, item 5: a monster whose row carries a bounty says so, until the run has claimed its one bounty. Played
// on the shipped tables (the frozen session tables predate the bounty key).
TEST(CreatureMarks, LookSaysABountyIsOnAMonstersHeadUntilOneIsClaimed) {
    auto game = new_game(test::embedded_content(), test::kSessionSeed, "Tess");
    Game& g = *game;
    const MonsterDef* row = nullptr;
    for (const MonsterDef& m : g.content->monsters) {
        if (m.bounty && !m.is_abstract) row = &m;
    }
    ASSERT_NE(row, nullptr) << "no monster row carries a bounty";
    const ecs::Entity wanted = spawn(g, row->id, Place::at(nearest_free_cell(g, player_cell(g))));
    const ecs::Entity rat = spawn(g, "rat", Place::at(nearest_free_cell(g, player_cell(g))));
    g.world.clear<Invisible>(wanted);
    update_view(g);
    const auto look = [&](ecs::Entity e) { return describe_cell(g, g.world.get<Position>(e).cell); };
    EXPECT_NE(look(wanted).find("A bounty is on its head"), std::string::npos) << look(wanted);
    EXPECT_EQ(look(rat).find("bounty"), std::string::npos) << look(rat);
    (void)earn_doubler(g, Doubler::bounty);
    EXPECT_EQ(look(wanted).find("bounty"), std::string::npos) << "claimed once a run: " << look(wanted);
}

// Issue 29, item 3: look says whether a foe sleeps, wanders (awake, but it has not noticed the player) or has
// noticed the player: the same rule that decides whether it stops explore (sim/actions/repeat.hpp).
TEST(CreatureMarks, LookSaysWhetherAFoeIsAsleepWanderingOrHasNoticedYou) {
    Session s(game_in_room({1, 4}, 20, 8));
    Game& g = s.game();
    const ecs::Entity sleeper = spawn(g, "rat", Place::at({4, 2}));
    const ecs::Entity wanderer = spawn(g, "rat", Place::at({8, 4}));
    const ecs::Entity watcher = spawn(g, "rat", Place::at({4, 6}));
    for (const ecs::Entity e : {sleeper, wanderer, watcher}) g.world.get<Mind>(e).movement = Movement::still;
    g.world.get<Mind>(wanderer).sight = 2;
    g.world.get<Mind>(watcher).sight = 12;
    s.press(Key{U'.'});
    ASSERT_TRUE(put_to_sleep(g, sleeper, 100));
    const auto look = [&](ecs::Entity e) { return describe_cell(g, g.world.get<Position>(e).cell); };
    EXPECT_NE(look(sleeper).find(", asleep,"), std::string::npos) << look(sleeper);
    EXPECT_NE(look(wanderer).find(", wandering,"), std::string::npos) << look(wanderer);
    EXPECT_NE(look(watcher).find(", has noticed you,"), std::string::npos) << look(watcher);
}

// The other two cases of the same line: a paralysed foe says so (it neither wanders nor watches), and a creature
// that is not hostile (a companion, a peaceful one) is only "awake": noticing matters for foes alone.
TEST(CreatureMarks, LookSaysParalysedForAHelplessFoeAndAwakeForACreatureThatIsNotHostile) {
    Session s(game_in_room({1, 4}, 20, 8));
    Game& g = s.game();
    const ecs::Entity frozen = spawn(g, "rat", Place::at({4, 2}));
    const ecs::Entity friendly = spawn(g, "jackal", Place::at({4, 6}));
    for (const ecs::Entity e : {frozen, friendly}) g.world.get<Mind>(e).movement = Movement::still;
    recruit(g, g.player, friendly);
    s.press(Key{U'.'});
    ASSERT_TRUE(paralyse(g, frozen, 100));
    const auto look = [&](ecs::Entity e) { return describe_cell(g, g.world.get<Position>(e).cell); };
    EXPECT_NE(look(frozen).find(", paralysed,"), std::string::npos) << look(frozen);
    EXPECT_NE(look(friendly).find(", awake,"), std::string::npos) << look(friendly);
}

// Monster status at a glance: each state tints the cell behind the glyph and adds its own attribute, so a
// player who cannot tell the tints apart (or a terminal without colour) still sees which.
TEST(CreatureMarks, AsleepParalysedHeldAndConfusedCreaturesAreTintedWithAnAttributeCueEach) {
    Session s(game_in_room({2, 1}, 14, 8));
    Game& g = s.game();
    struct Case {
        const char* what;
        Point at;
        bool (*lay)(Game&, ecs::Entity, int);
        Colour tint;
        Attr cue;
    };
    const Case cases[] = {
        {"asleep", {4, 3}, put_to_sleep, kAsleepTint, Attr::dim},
        {"paralysed", {6, 3}, paralyse, kParalysedTint, Attr::reverse},
        {"held", {8, 3}, snare, kHeldTint, Attr::underline},
        {"confused", {5, 5}, confuse, kConfusedTint, Attr::bold},
    };
    std::vector<ecs::Entity> made;
    for (const Case& c : cases) {
        const ecs::Entity e = spawn(g, "kobold", Place::at(c.at));
        ASSERT_TRUE(c.lay(g, e, 50)) << c.what;
        made.push_back(e);
    }
    const ecs::Entity plain = spawn(g, "kobold", Place::at({8, 6}));
    s.press(Key{U'.'});  // a turn, so all five are in view
    for (std::size_t i = 0; i < made.size(); ++i) {
        const Cell cell = map_cell(s, g.world.get<Position>(made[i]).cell);
        EXPECT_EQ(cell.glyph, U'k') << cases[i].what;
        EXPECT_EQ(cell.bg, cases[i].tint) << cases[i].what;
        EXPECT_TRUE(has(cell.attrs, cases[i].cue)) << cases[i].what;
        for (std::size_t j = 0; j < made.size(); ++j) {
            if (j == i) continue;
            EXPECT_FALSE(has(cell.attrs, cases[j].cue)) << cases[i].what << " shows " << cases[j].what;
        }
    }
    const Cell awake = map_cell(s, g.world.get<Position>(plain).cell);
    EXPECT_EQ(awake.bg, colours::black);
    EXPECT_EQ(awake.attrs, Attr::none);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
