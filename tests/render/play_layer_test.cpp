#include "render/ui/play_layer.hpp"

#include <gtest/gtest.h>

#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/message_layers.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

struct Fixture {
    NullTerminal terminal;
    LayerStack stack{terminal};
    Keymap keymap = Keymap::defaults();
    MessageLog log;
    std::vector<Action> actions;
    PlayLayer* play = nullptr;

    Fixture() {
        auto layer = std::make_unique<PlayLayer>(keymap, log, nullptr,
                                                 [this](Action a, LayerStack& /*stack*/) { actions.push_back(a); });
        play = layer.get();
        stack.push(std::move(layer));
    }
    void press(Key k) {
        terminal.queue_key(k);
        stack.step();
    }
};

TEST(PlayLayer, KeysBecomeActionsForTheGame) {
    Fixture f;
    f.press(Key{U'h'});
    f.press(Key{keys::shift_left});
    f.press(Key{U'5'});
    f.press(Key{U'>'});
    f.press(Key{U'%'});  // bound to nothing: ignored
    EXPECT_EQ(f.actions, (std::vector<Action>{Action::move_west, Action::run_west, Action::wait, Action::descend}));
}

TEST(PlayLayer, HelpAndHistoryNeedNoGame) {
    Fixture f;
    f.press(Key{keys::f1});
    EXPECT_EQ(f.stack.top()->name(), "help");
    f.press(Key{keys::escape});
    f.press(ctrl('p'));
    EXPECT_EQ(f.stack.top()->name(), "history");
    EXPECT_TRUE(f.actions.empty());
}

TEST(PlayLayer, QuitReachesTheGameOnlyWhenConfirmed) {
    Fixture f;
    f.terminal.type("\x11n");  // Ctrl-Q
    f.stack.step();
    EXPECT_TRUE(f.actions.empty());
    f.stack.queue_result<bool>(true);
    f.press(ctrl('q'));
    EXPECT_EQ(f.actions, (std::vector<Action>{Action::quit}));
    EXPECT_EQ(f.stack.query_log(), (std::vector<std::string>{"confirm", "confirm"}));
}

TEST(PlayLayer, ReallyQuitAsksOnTheTopLine) {
    Fixture f;
    f.press(ctrl('q'));  // the script then runs out while the question waits
    EXPECT_EQ(f.terminal.to_string().rfind("Really quit? The run will be lost. [y]es / [n]o\n", 0), 0U);
}

HudView aldo(int hp) {
    HudView view;
    view.name = "Aldo";
    view.hp = hp;
    view.max_hp = 9;
    return view;
}

TEST(PlayLayer, ARoutineTurnNeverStopsForMore) {
    Fixture f;
    f.play->refresh(aldo(9));
    for (int i = 0; i < 6; ++i) f.log.add("You open door number " + std::to_string(i) + ".");
    f.play->after_turn(f.stack, aldo(9));
    EXPECT_TRUE(f.stack.query_log().empty());
    EXPECT_EQ(f.log.unseen_count(), 0U);
    EXPECT_EQ(f.play->view().messages.back(), "You open door number 5.") << "the newest lines stay in view";
}

TEST(PlayLayer, TurnsThatHurtAfflictOrMoveThePlayerMatter) {
    const HudView before = aldo(9);
    EXPECT_FALSE(turn_mattered(before, aldo(9)));
    EXPECT_FALSE(turn_mattered(aldo(5), before)) << "healing is good news, not an alarm";
    EXPECT_TRUE(turn_mattered(before, aldo(8)));
    HudView poisoned = before;
    poisoned.badges.push_back({"Poisoned", colours::bright_yellow});
    EXPECT_TRUE(turn_mattered(before, poisoned));
    EXPECT_FALSE(turn_mattered(poisoned, before)) << "a condition ending is not an alarm";
    HudView deeper = before;
    deeper.depth = 2;
    EXPECT_TRUE(turn_mattered(before, deeper));
    HudView thin = before;
    thin.patience_alert = Alert::warning;
    EXPECT_TRUE(turn_mattered(before, thin));
}

TEST(PlayLayer, AfterTurnRefreshesTheHudAndPagesMessages) {
    Fixture f;
    f.play->refresh(aldo(9));
    for (int i = 0; i < 6; ++i) f.log.add("A long message number " + std::to_string(i) + " that fills a line of the log.");
    f.terminal.queue_key(Key{keys::space});
    const HudView view = aldo(5);  // hurt: the turn matters
    f.play->after_turn(f.stack, view);
    EXPECT_EQ(f.stack.query_log(), (std::vector<std::string>{"more"}));
    EXPECT_EQ(f.play->view().messages.size(), 3U);
    f.stack.draw();
    EXPECT_NE(f.terminal.to_string().find("Aldo  HP 5/9"), std::string::npos);
    EXPECT_NE(f.terminal.to_string().find("number 5"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
