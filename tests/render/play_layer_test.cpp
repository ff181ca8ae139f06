#include "render/ui/play_layer.hpp"

#include <gtest/gtest.h>

#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"

namespace yoord {
namespace {

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
    f.press(Key{U'@'});  // bound to nothing: ignored
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
    f.terminal.type("Qn");
    f.stack.step();
    EXPECT_TRUE(f.actions.empty());
    f.stack.queue_result<bool>(true);
    f.press(Key{U'Q'});
    EXPECT_EQ(f.actions, (std::vector<Action>{Action::quit}));
    EXPECT_EQ(f.stack.query_log(), (std::vector<std::string>{"confirm", "confirm"}));
}

TEST(PlayLayer, ReallyQuitAsksOnTheTopLine) {
    Fixture f;
    f.terminal.type("Q");
    f.stack.step();  // the script then runs out while the question waits
    EXPECT_EQ(f.terminal.to_string().rfind("Really quit? The run will be lost. [y]es / [n]o\n", 0), 0U);
}

TEST(PlayLayer, AfterTurnRefreshesTheHudAndPagesMessages) {
    Fixture f;
    for (int i = 0; i < 6; ++i) f.log.add("A long message number " + std::to_string(i) + " that fills a line of the log.");
    f.terminal.queue_key(Key{keys::space});
    HudView view;
    view.name = "Aldo";
    view.hp = 5;
    view.max_hp = 9;
    f.play->after_turn(f.stack, view);
    EXPECT_EQ(f.stack.query_log(), (std::vector<std::string>{"more"}));
    EXPECT_EQ(f.play->view().messages.size(), 3U);
    f.stack.draw();
    EXPECT_NE(f.terminal.to_string().find("Aldo  HP 5/9"), std::string::npos);
    EXPECT_NE(f.terminal.to_string().find("number 5"), std::string::npos);
}

}  // namespace
}  // namespace yoord
