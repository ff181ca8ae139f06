#include "render/ui/layer_stack.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "render/null_terminal.hpp"
#include "render/ui/confirm_layer.hpp"
#include "render/ui/menu_layer.hpp"
#include "snapshot_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::matches_snapshot;

// A layer that writes its letter at a spot and records the keys it was given.
class Marker final : public Layer {
public:
    Marker(char32_t letter, int x, std::vector<std::string>& log) : letter_(letter), x_(x), log_(&log) {}
    [[nodiscard]] std::string_view name() const override { return "marker"; }
    void draw(const Canvas& screen) override {
        screen.put(x_, 0, Cell{letter_});
        screen.put(0, 1, Cell{letter_});  // every marker draws here too: the top one must win
    }
    void on_key(Key key, LayerStack& /*stack*/) override {
        std::string entry;
        entry += static_cast<char>(letter_);
        entry += ':';
        entry += key_name(key);
        log_->push_back(entry);
        if (key.code == U'x') close();
    }

private:
    char32_t letter_;
    int x_;
    std::vector<std::string>* log_;
};

TEST(NullTerminal, ShowsOnlyWhatWasPresented) {
    NullTerminal terminal({4, 2});
    terminal.put_cell(1, 0, Cell{U'@'});
    EXPECT_EQ(terminal.to_string(), "\n");
    terminal.present();
    EXPECT_EQ(terminal.to_string(), " @\n");
    EXPECT_EQ(terminal.frames(), 1);
}

TEST(NullTerminal, IgnoresCellsOutsideTheScreen) {
    NullTerminal terminal({2, 2});
    terminal.put_cell(-1, 0, Cell{U'a'});
    terminal.put_cell(2, 0, Cell{U'b'});
    terminal.put_cell(0, 2, Cell{U'c'});
    terminal.present();
    EXPECT_EQ(terminal.to_string(), "\n");
}

TEST(NullTerminal, ScriptedKeysThenAResizeThenHangup) {
    NullTerminal terminal({80, 24});
    terminal.type("hé");
    terminal.queue_resize({100, 30});
    EXPECT_EQ(terminal.poll_key(kWaitForever), Key{U'h'});
    EXPECT_EQ(terminal.poll_key(kWaitForever), Key{U'é'});
    EXPECT_EQ(terminal.size(), (Size{80, 24}));
    EXPECT_EQ(terminal.poll_key(kWaitForever), Key{keys::resize});
    EXPECT_EQ(terminal.size(), (Size{100, 30}));
    EXPECT_EQ(terminal.poll_key(kWaitForever), Key{keys::hangup});
    EXPECT_EQ(terminal.poll_key(kWaitForever), Key{keys::hangup});
}

TEST(LayerStack, OnlyTheTopLayerGetsKeys) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    std::vector<std::string> log;
    stack.push(std::make_unique<Marker>(U'a', 5, log));
    stack.push(std::make_unique<Marker>(U'b', 6, log));
    terminal.type("kx");
    stack.step();
    stack.step();
    EXPECT_EQ(log, (std::vector<std::string>{"b:k", "b:x"}));
    EXPECT_EQ(stack.depth(), 1U);  // b closed itself and was popped
    terminal.type("j");
    stack.step();
    EXPECT_EQ(log.back(), "a:j");
}

TEST(LayerStack, AllLayersDrawBottomToTop) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    std::vector<std::string> log;
    stack.push(std::make_unique<Marker>(U'a', 5, log));
    stack.push(std::make_unique<Marker>(U'b', 6, log));
    stack.draw();
    EXPECT_EQ(terminal.cell(5, 0).glyph, U'a');
    EXPECT_EQ(terminal.cell(6, 0).glyph, U'b');
    EXPECT_EQ(terminal.cell(0, 1).glyph, U'b');
}

TEST(LayerStack, QueryResolvesFromKeysOnTheNullTerminal) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type("y");
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Really?")), std::optional<bool>(true));
    EXPECT_EQ(stack.depth(), 0U);
    EXPECT_EQ(terminal.pending_keys(), 0U);
}

TEST(LayerStack, AKeyThatIsNotAnAnswerDropsTheQuestionAndGoesToTheLayerBelow) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    std::vector<std::string> log;
    stack.push(std::make_unique<Marker>(U'a', 5, log));
    terminal.type("hy");  // h is a direction, not an answer
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Really?")), std::nullopt);
    EXPECT_EQ(stack.depth(), 1U);
    EXPECT_TRUE(stack.step());  // the unread h, before the terminal's y
    EXPECT_EQ(log, std::vector<std::string>{"a:h"});
}

TEST(LayerStack, QueryIsCancelledByEscapeAndByHangup) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.queue_key(Key{keys::escape});
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Really?")), std::nullopt);
    EXPECT_FALSE(stack.hung_up());
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Really?")), std::nullopt);  // no keys left
    EXPECT_TRUE(stack.hung_up());
    EXPECT_EQ(stack.depth(), 0U);
}

TEST(LayerStack, QueuedResultsResolveQueriesWithNoTerminalInput) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    stack.queue_result<std::size_t>(2);
    stack.queue_result<bool>(std::nullopt);
    std::vector<MenuItem> items = {{U'a', "one"}, {U'b', "two"}, {U'c', "three"}};
    EXPECT_EQ(stack.query(std::make_unique<MenuLayer>("Pick", items)), std::optional<std::size_t>(2));
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Really?")), std::nullopt);
    EXPECT_EQ(stack.query_log(), (std::vector<std::string>{"menu", "confirm"}));
    EXPECT_EQ(terminal.frames(), 0);  // nothing was drawn or read
    EXPECT_EQ(stack.depth(), 0U);
}

TEST(LayerStack, AQueuedResultOfTheWrongTypeIsALogicError) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    stack.queue_result<int>(3);
    EXPECT_THROW((void)stack.query(std::make_unique<ConfirmLayer>("Really?")), std::logic_error);
}

TEST(LayerStack, NestedQueriesUnwindInOrder) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    std::vector<std::string> log;
    stack.push(std::make_unique<Marker>(U'a', 5, log));
    terminal.type("by");
    std::vector<MenuItem> items = {{U'a', "one"}, {U'b', "two"}};
    // A menu whose answer leads to a confirmation, as the pack's item actions will.
    const auto picked = stack.query(std::make_unique<MenuLayer>("Pick", items));
    ASSERT_EQ(picked, std::optional<std::size_t>(1));
    EXPECT_EQ(stack.query(std::make_unique<ConfirmLayer>("Sure?")), std::optional<bool>(true));
    EXPECT_EQ(stack.depth(), 1U);
    EXPECT_TRUE(log.empty());  // the layer underneath never saw the menu's keys
}

TEST(LayerStack, TooSmallTerminalSaysSo) {
    NullTerminal terminal({60, 20});
    LayerStack stack(terminal);
    std::vector<std::string> log;
    stack.push(std::make_unique<Marker>(U'a', 5, log));  // not drawn while the terminal is too small
    stack.draw();
    EXPECT_TRUE(matches_snapshot("too_small_60x20", terminal.to_string()));
}

TEST(LayerStack, TooSmallMessageWrapsOnAVeryNarrowTerminal) {
    NullTerminal terminal({20, 6});
    LayerStack stack(terminal);
    stack.draw();
    EXPECT_TRUE(matches_snapshot("too_small_20x6", terminal.to_string()));
}

TEST(LayerStack, ResumesWithStateIntactWhenEnlarged) {
    NullTerminal terminal({80, 24});
    LayerStack stack(terminal);
    std::vector<MenuItem> items = {{U'a', "one"}, {U'b', "two"}, {U'c', "three"}};
    auto menu = std::make_unique<MenuLayer>("Pick", items);
    MenuLayer& raw = *menu;
    stack.push(std::move(menu));
    terminal.queue_key(Key{keys::down});
    terminal.queue_resize({70, 20});
    terminal.type("a");  // ignored while too small
    terminal.queue_resize({80, 24});
    for (int i = 0; i < 4; ++i) {
        stack.step();
        stack.draw();
        if (i == 2) {
            EXPECT_NE(terminal.to_string().find("Yoord needs 80×24; this terminal is 70×20"), std::string::npos);
        }
    }
    EXPECT_FALSE(raw.closed());
    EXPECT_EQ(raw.cursor(), 1U);
    EXPECT_NE(terminal.to_string().find("b - two"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
