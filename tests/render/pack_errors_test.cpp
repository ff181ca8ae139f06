// A broken pack never stops the game: play's content load leaves it out and the start-up panel lists its errors.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "render/app.hpp"
#include "render/game/play.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

fs::path broken_pack() {
    const fs::path dir = fs::path(YOORD_BINARY_DIR) / "render-test-scratch" / "broken-pack";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "pack.toml") << "id = \"broken\"\nversion = \"1\"\n";
    std::ofstream(dir / "monsters.toml") << "[[monster]]\nid = \"x\"\nbase = \"goblin\"\nname = 3\n";
    return dir;
}

TEST(PackErrors, ABrokenPackIsLeftOutAndTheRestLoads) {
    CommandLine line;
    line.packs = {broken_pack().string(), std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack"};
    const PackedLoad loaded = load_play_content(line, std::nullopt);
    ASSERT_TRUE(loaded.result.content);
    EXPECT_TRUE(loaded.result.content->find("goblin_quest.goblin_chief"));
    ASSERT_EQ(loaded.broken.size(), 1u);
    const std::vector<std::string> lines = broken_pack_lines(loaded.broken);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_NE(lines[0].find("broken-pack was left out; the game runs without it"), std::string::npos) << lines[0];
    EXPECT_NE(lines[1].find("broken-pack/monsters.toml:4:8: error: key 'name' must be a string"), std::string::npos)
        << lines[1];
}

TEST(PackErrors, ThePanelShowsEachErrorWrappedToTheScreen) {
    NullTerminal terminal({80, 24});
    LayerStack stack(terminal);
    stack.push(make_pack_errors_layer({"The pack in somewhere was left out; the game runs without it. Its errors:",
                                       "  p/monsters.toml:4:8: error: key 'name' must be a string, not an integer, "
                                       "and this line goes on past the edge of the screen to be wrapped"}));
    stack.draw();
    const std::string screen = terminal.to_string();
    EXPECT_NE(screen.find("Packs left out"), std::string::npos) << screen;
    EXPECT_NE(screen.find("p/monsters.toml:4:8:"), std::string::npos) << screen;
    EXPECT_NE(screen.find("must be a string"), std::string::npos) << screen;
    EXPECT_NE(screen.find("to be wrapped"), std::string::npos) << "the end of a long line is on the next row\n" << screen;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
