#include "sim/state/dungeon_notes.hpp"

#include <gtest/gtest.h>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(DungeonNotes, TheNotesOfDepthsStayInDepthOrder) {
    DungeonNotes notes;
    notes.of(5).turns = 5;
    notes.of(2).turns = 2;
    notes.of(9).turns = 9;
    notes.of(2).turns += 1;
    ASSERT_EQ(notes.floors.size(), 3U);
    EXPECT_EQ(notes.floors[0].depth, 2);
    EXPECT_EQ(notes.floors[0].turns, 3U);
    EXPECT_EQ(notes.floors[2].depth, 9);
    EXPECT_EQ(notes.find(4), nullptr);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
