// A kill costs at most the turn in flight (sim/io/save/journal.hpp): the real binary under a pseudo-terminal
// is killed with SIGKILL at random moments of play, 100 times, and every next start comes back at the last
// turn the journal holds complete (its hash), replayed on top of the last commit, saying so.

#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "core/io/atomic_file.hpp"
#include "sim/io/save/journal.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/save/save_file.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "tests/support/pty_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using test::Pty;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

struct Schedule {
    std::uint64_t state = 0x10a7;
    std::uint32_t next(std::uint32_t bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(state >> 33) % bound;
    }
};

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The state hash the journal holds last, complete: its last whole turn line's, else its base's. Nothing when
// the journal's own header was cut short (the kill landed in a restart; the save is then the truth).
std::optional<std::uint64_t> last_complete_hash(const std::string& text) {
    const std::size_t turns = text.find("\nturns\n");
    const std::size_t base = text.find("\nbase ");
    if (turns == std::string::npos || base == std::string::npos) return std::nullopt;
    const std::size_t body = turns + 7;
    const std::size_t last_newline = text.rfind('\n');
    if (last_newline + 1 > body) {
        const std::size_t line_start = text.rfind('\n', last_newline - 1) + 1;
        const std::string line = text.substr(line_start, last_newline - line_start);
        return std::stoull(line.substr(line.size() - 16), nullptr, 16);
    }
    return std::stoull(text.substr(base + 6, 16), nullptr, 16);
}

std::uint64_t saved_hash(const fs::path& path) {
    auto bytes = io::read_file(path);
    EXPECT_TRUE(bytes.has_value()) << path;
    if (!bytes) return 0;
    auto loaded = save::load_save(*bytes, content());
    EXPECT_TRUE(loaded.has_value()) << loaded.error().message;
    return loaded ? state_hash(**loaded) : 0;
}

class JournalKill : public ::testing::Test {
protected:
    void SetUp() override {
        dir = fs::temp_directory_path() / ("yoord-journal-kill-" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path dir;
};

TEST_F(JournalKill, AHundredKillsAtRandomMomentsEachResumeAtTheLastCompletedTurn) {
    constexpr int kKills = 100;
    const fs::path save = save::save_path(dir, "Kip");
    const fs::path journal = save::journal_path(save);
    Schedule schedule;
    std::optional<std::uint64_t> expected;
    int checked = 0;
    int replayed_rounds = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        SCOPED_TRACE("kill " + std::to_string(kill));
        // A run that ended (the wandering can be fatal) removed its save: a new one begins.
        const bool fresh = !fs::exists(save);
        if (fresh) expected.reset();
        std::vector<std::string> args{"--name", "Kip"};
        if (fresh) args = {"--seed", std::to_string(77 + kill), "--name", "Kip"};
        Pty yoord(dir, args);
        ASSERT_TRUE(yoord.started());
        ASSERT_TRUE(yoord.wait_for(fresh ? "Kip" : "Welcome back, Kip.")) << yoord.output();
        if (expected) {
            // Up means committed: a replayed journal is committed at once, so the save is where play resumes.
            EXPECT_EQ(saved_hash(save), *expected) << "the run came back somewhere else than its last turn";
            ++checked;
        }
        if (yoord.output().find("turns were replayed") != std::string::npos) ++replayed_rounds;
        static constexpr std::string_view kKeys = "hjklyubn..";
        std::string keys;
        for (std::uint32_t i = 0, n = 1 + schedule.next(12); i < n; ++i) keys += kKeys[schedule.next(kKeys.size())];
        yoord.type(keys);
        ::usleep(1000 * schedule.next(40));
        yoord.signal(SIGKILL);
        (void)yoord.wait_exit();
        expected = last_complete_hash(read_text(journal));
    }
    EXPECT_GE(checked, kKills * 9 / 10) << "most kills leave a whole journal header";
    EXPECT_GT(replayed_rounds, kKills / 4) << "kills mostly land after some turns were journaled";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
