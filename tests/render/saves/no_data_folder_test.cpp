// Without HOME (and no XDG_DATA_HOME or YOORD_DATA_DIR) there is no data folder: the run says at its start
// that it cannot be saved and where saves would go, rather than first at S or at a stop.

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "render/cli.hpp"
#include "render/game/play.hpp"
#include "render/null_terminal.hpp"
#include "render/stop_signal.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// Unsets a variable for one test and puts it back.
class UnsetEnv {
public:
    explicit UnsetEnv(const char* name) : name_(name) {
        if (const char* v = std::getenv(name)) old_ = v;
        ::unsetenv(name);
    }
    ~UnsetEnv() {
        if (old_) ::setenv(name_, old_->c_str(), 1);
    }
    UnsetEnv(const UnsetEnv&) = delete;
    UnsetEnv& operator=(const UnsetEnv&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

TEST(NoDataFolder, TheRunSaysAtItsStartThatItCannotBeSavedAndWhere) {
    static const LoadResult loaded = load_embedded_content();
    const UnsetEnv home("HOME");
    const UnsetEnv xdg("XDG_DATA_HOME");
    const UnsetEnv data("YOORD_DATA_DIR");
    clear_stop_request_for_tests();
    NullTerminal terminal;
    terminal.type(".");  // one turn, then input runs out: a hangup, whose save has nowhere to go
    CommandLine line;
    line.seed = 7;
    std::vector<std::string> said_at_exit;
    EXPECT_EQ(play_game(terminal, Keymap::defaults(), *loaded.content, line, {}, {}, &said_at_exit), 0);
    const std::string screen = terminal.to_string();
    EXPECT_NE(screen.find("This run cannot be saved: HOME is not set"), std::string::npos) << screen;
    ASSERT_EQ(said_at_exit.size(), 1u);
    EXPECT_NE(said_at_exit.front().find("the turns since the last save are lost: There is nowhere to save"),
              std::string::npos)
        << said_at_exit.front();
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
