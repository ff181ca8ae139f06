// The dungeon overview's notes (issue 29, item 7): what the player saw of each depth, kept across visits,
// saved, and read by no rule.

#include "sim/run/dungeon_notes.hpp"

#include <gtest/gtest.h>

#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::Mark;
using testing::shipped_content;

TEST(DungeonNotes, EachTurnNotesTheDepthItEndsOnAndAnArrivalOncePerVisit) {
    auto g = new_game(shipped_content(), 7, "Tess");
    EXPECT_TRUE(g->notes.floors.empty()) << "nothing before the first turn";
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    const FloorNote* first = g->notes.find(1);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->visits, 1);
    EXPECT_EQ(first->turns, 2U);
    EXPECT_TRUE(first->stairs_up) << "the player arrives on them";

    enter_floor(*g, FloorChange::stairs_down);
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    enter_floor(*g, FloorChange::stairs_up);
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    ASSERT_EQ(g->notes.floors.size(), 2U);
    EXPECT_EQ(g->notes.find(1)->visits, 2) << "back on depth 1: a second visit";
    EXPECT_EQ(g->notes.find(1)->turns, 3U);
    EXPECT_EQ(g->notes.find(2)->visits, 1);
    EXPECT_TRUE(g->notes.find(2)->stairs_up);
    EXPECT_TRUE(g->notes.find(1)->stairs_down) << "arrived on depth 1 by its stairs down";
}

TEST(DungeonNotes, ASpiritInViewIsNotedOnceAndOneOutOfSightIsNot) {
    auto s = build_scenario(R"(
        ##########
        #@s......#
        ##########
    )", {Mark{'s', "lantern_wisp", Movement::still}});
    Game& g = *s.game;
    note_floor(g);
    note_floor(g);
    const FloorNote* note = g.notes.find(g.depth());
    ASSERT_NE(note, nullptr);
    EXPECT_EQ(note->spirits, std::vector<std::string>{"lantern_wisp"});

    auto hidden = build_scenario(R"(
        ##########
        #@#.....s#
        ##########
    )", {Mark{'s', "lantern_wisp", Movement::still}});
    note_floor(*hidden.game);
    EXPECT_TRUE(hidden.game->notes.find(hidden.game->depth())->spirits.empty());
}

TEST(DungeonNotes, NotesSurviveASaveAndAreNoPartOfTheStateHash) {
    auto g = new_game(shipped_content(), 7, "Tess");
    const std::uint64_t before = state_hash(*g);
    note_floor(*g);
    g->notes.of(1).spirits = {"lantern_wisp"};
    EXPECT_EQ(state_hash(*g), before) << "the overview is the player's: no rule reads it";
    auto loaded = save::load_save(save::save_bytes(*g), *g->content);
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ((*loaded)->notes.floors, g->notes.floors);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
