#include <gtest/gtest.h>

#include <algorithm>

#include "render/null_terminal.hpp"
#include "render/ui/hud_widgets.hpp"
#include "render/ui/message_layers.hpp"
#include "render/utf8.hpp"
#include "snapshot_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::matches_snapshot;

constexpr Rect kMessageArea{0, 0, 80, kMessageRows};

void busy_turn(MessageLog& log) {
    log.add("The goblin archer fires an arrow. It hits you.");
    log.add("The cave troll hits you. You feel the blow in your bones.");
    log.add("Your potion of healing shatters!");
    log.add("The goblin archer fires an arrow. It misses.");
    log.add("You hear a door open somewhere to the north.");
    log.add("The cave troll misses you.");
    log.add("You feel weaker.");
}

TEST(Messages, PagesFitTheAreaAndLeaveRoomForMore) {
    const std::vector<std::string> texts = {"aaaa bbbb cccc", "dddd", "eeee ffff", "gggg"};
    const auto pages = paginate(texts, 18, 2);
    ASSERT_EQ(pages.size(), 3U);
    for (std::size_t p = 0; p + 1 < pages.size(); ++p) {
        for (const std::string& line : pages[p]) EXPECT_LE(text_width(line) + 1 + text_width(kMore), 18) << line;
    }
    EXPECT_EQ(paginate({"one", "two"}, 18, 2).size(), 1U);  // fits: no --more--, full width kept
}

TEST(Messages, ATurnThatFitsShowsNoMore) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    log.add("You hit the rat.");
    log.add("The rat dies.");
    EXPECT_EQ(show_new_messages(stack, log, kMessageArea), 0);
    EXPECT_EQ(log.unseen_count(), 0U);
    EXPECT_EQ(terminal.frames(), 0);
}

TEST(Messages, AnOverflowingTurnWaitsAtMore) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    busy_turn(log);
    terminal.queue_key(Key{U'j'});  // not a dismissal: a held movement key must not skip messages
    terminal.queue_key(Key{keys::space});
    // Then the script runs out while the second page waits, so the screen shows it.
    const int prompts = show_new_messages(stack, log, kMessageArea);
    EXPECT_EQ(prompts, 2);
    EXPECT_TRUE(matches_snapshot("more_second_page", terminal.to_string()));
    EXPECT_EQ(log.unseen_count(), 0U);
}

TEST(Messages, EscapeSkipsTheRestOfTheTurn) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    busy_turn(log);
    busy_turn(log);
    terminal.queue_key(Key{keys::escape});
    EXPECT_EQ(show_new_messages(stack, log, kMessageArea), 1);
    EXPECT_EQ(terminal.pending_keys(), 0U);
    EXPECT_FALSE(stack.hung_up());
}

TEST(Messages, TheFirstPageShowsMoreAfterItsLastLine) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    busy_turn(log);
    (void)stack.query(std::make_unique<MoreLayer>(paginate({"one", "two", "three", "four"}, 80, 3)[0], kMessageArea));
    EXPECT_EQ(terminal.to_string().substr(0, 22), "one\ntwo\nthree --more--");
}

TEST(Messages, HistoryShowsTheNewestAtTheBottom) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    for (int turn = 1; turn <= 40; ++turn) {
        log.add("Turn " + std::to_string(turn) + ": you wait.");
        if (turn % 10 == 0) {
            log.add("You hear a distant rumble.");
            log.add("You hear a distant rumble.");
        }
        log.end_turn();
    }
    stack.push(make_history_layer(log));
    stack.draw();
    EXPECT_TRUE(matches_snapshot("history_80x24", terminal.to_string()));
    terminal.queue_key(Key{keys::home});
    stack.step();
    stack.draw();
    EXPECT_NE(terminal.to_string().find("Turn 1: you wait."), std::string::npos);
}

TEST(Messages, HistoryOfAnEmptyLogSaysSo) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    const MessageLog log;
    stack.push(make_history_layer(log));
    stack.draw();
    EXPECT_NE(terminal.to_string().find("No messages yet."), std::string::npos);
}

TEST(Messages, TheHudShowsTheLatestLines) {
    MessageLog log;
    busy_turn(log);
    HudView view;
    fill_messages(view, log, kMessageRows);
    NullTerminal terminal({80, 3});
    MessageWidget().draw(Canvas(terminal), view);
    terminal.present();
    EXPECT_EQ(terminal.to_string(),
              "You hear a door open somewhere to the north.\nThe cave troll misses you.\nYou feel weaker.");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// The row of the screen that holds `text`, or -1.
int row_holding(const NullTerminal& terminal, std::string_view text) {
    const std::string screen = terminal.to_string();
    const std::size_t at = screen.find(text);
    if (at == std::string::npos) return -1;
    return static_cast<int>(std::count(screen.begin(), screen.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

TEST(MessageHistory, EachMessageKeepsItsTonesColour) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    log.add("You feel better.", Tone::good);
    log.add("A trapdoor opens beneath you!", Tone::danger);
    log.add("You open the door.");
    stack.push(make_history_layer(log));
    stack.draw();
    const int good = row_holding(terminal, "You feel better.");
    const int danger = row_holding(terminal, "A trapdoor opens");
    const int plain = row_holding(terminal, "You open the door.");
    ASSERT_GE(good, 0);
    ASSERT_GE(danger, 0);
    ASSERT_GE(plain, 0);
    EXPECT_EQ(terminal.cell(2, good).fg, tone_style(Tone::good).fg);
    EXPECT_EQ(terminal.cell(2, danger).fg, tone_style(Tone::danger).fg);
    EXPECT_EQ(terminal.cell(2, plain).fg, styles::normal.fg);
    EXPECT_NE(tone_style(Tone::good).fg, tone_style(Tone::danger).fg);
}

TEST(MessageHistory, SlashSearchesAndNJumpsBetweenMatchesMarkedInTheMargin) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    MessageLog log;
    for (int turn = 1; turn <= 60; ++turn) {
        log.add(turn % 20 == 5 ? "The goblin hits you." : "Turn " + std::to_string(turn) + ": you wait.");
        log.end_turn();
    }
    stack.push(make_history_layer(log));
    stack.draw();
    terminal.type("/gob");
    terminal.queue_key(Key{keys::enter});
    while (terminal.pending_keys() > 0) {
        stack.step();
        stack.draw();
    }
    // Three lines hold it: each is marked '*' in the margin, the current one '>' and drawn highlighted.
    const auto* pager = dynamic_cast<const TextPagerLayer*>(stack.top());
    ASSERT_NE(pager, nullptr);
    EXPECT_EQ(pager->query(), "gob");
    const int first = pager->current_match();
    ASSERT_GE(first, 0);
    const int row = row_holding(terminal, "The goblin hits you.");
    ASSERT_GE(row, 0) << terminal.to_string();
    EXPECT_EQ(terminal.cell(0, row).glyph, U'>') << terminal.to_string();
    EXPECT_NE(terminal.cell(2, row).bg, styles::normal.bg);  // highlighted as well as marked
    terminal.queue_key(Key{U'N'});  // the one before
    stack.step();
    stack.draw();
    EXPECT_LT(pager->current_match(), first);
    terminal.queue_key(Key{U'n'});  // and back
    stack.step();
    stack.draw();
    EXPECT_EQ(pager->current_match(), first);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
