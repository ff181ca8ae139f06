#include "sim/state/message_log.hpp"

#include <gtest/gtest.h>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(MessageLog, KeepsMessagesInOrderWithTheirTurn) {
    MessageLog log;
    log.add("one");
    log.end_turn();
    log.add("two");
    ASSERT_EQ(log.size(), 2U);
    EXPECT_EQ(log.messages()[0].text, "one");
    EXPECT_EQ(log.messages()[0].turn, 0U);
    EXPECT_EQ(log.messages()[1].turn, 1U);
    EXPECT_LT(log.messages()[0].sequence, log.messages()[1].sequence);
}

TEST(MessageLog, RepeatsInOneTurnAreCounted) {
    MessageLog log;
    log.add("You miss the rat.");
    log.add("You miss the rat.");
    log.add("You miss the rat.");
    ASSERT_EQ(log.size(), 1U);
    EXPECT_EQ(display_text(log.messages().back()), "You miss the rat. (x3)");
}

TEST(MessageLog, RepeatsAcrossTurnsAndAfterBeingSeenAreCountedAndUnseenAgain) {
    MessageLog log;
    log.add("You cannot move.");
    log.end_turn();
    log.add("You cannot move.");
    log.mark_seen();
    log.end_turn();
    log.add("You cannot move.");
    ASSERT_EQ(log.size(), 1U);
    EXPECT_EQ(display_text(log.messages().back()), "You cannot move. (x3)");
    EXPECT_EQ(log.messages().back().turn, 2U) << "a folded message belongs to the turn it was last written in";
    EXPECT_EQ(log.unseen_count(), 1U) << "the new count is news";
}

TEST(MessageLog, OnlyTheNewestMessageFolds) {
    MessageLog log;
    log.add("You miss the rat.");
    log.add("The rat bites you.");
    log.add("You miss the rat.");
    EXPECT_EQ(log.size(), 3U);
}

TEST(MessageLog, FoldingKeepsSequencesIncreasing) {
    MessageLog log;
    log.add("one");
    log.add("two");
    log.add("two");
    ASSERT_EQ(log.size(), 2U);
    EXPECT_LT(log.messages()[0].sequence, log.messages()[1].sequence);
    EXPECT_EQ(log.next_sequence(), log.messages()[1].sequence + 1);
}

TEST(MessageLog, EmptyTextIsNotAMessage) {
    MessageLog log;
    log.add("");
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(log.next_sequence(), 0U);
}

TEST(MessageLog, UnseenAreTheMessagesSinceTheLastLook) {
    MessageLog log;
    log.add("old");
    log.mark_seen();
    log.add("new one");
    log.add("new two");
    ASSERT_EQ(log.unseen_count(), 2U);
    EXPECT_EQ(log.unseen().front().text, "new one");
    log.mark_seen();
    EXPECT_TRUE(log.unseen().empty());
}

TEST(MessageLog, DropsTheOldestBeyondItsCapacity) {
    MessageLog log(3);
    for (int i = 0; i < 5; ++i) log.add("m" + std::to_string(i));
    ASSERT_EQ(log.size(), 3U);
    EXPECT_EQ(log.messages().front().text, "m2");
    EXPECT_EQ(log.tail(2).front().text, "m3");
    EXPECT_EQ(log.tail(10).size(), 3U);
    EXPECT_EQ(log.unseen_count(), 3U);
}

#ifndef NDEBUG
TEST(MessageLogDeathTest, ZeroCapacityIsRefused) { EXPECT_DEATH(MessageLog(0), "at least one message"); }
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
