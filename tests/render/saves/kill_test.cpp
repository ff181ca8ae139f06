// A crash never costs the run: the real binary under a pseudo-terminal is killed at random moments, many
// times (SIGKILL mid-play, and SIGKILL soon after SIGTERM, which may land inside the SIGTERM save), and every
// next start comes back to the same run from its last commit: never an older one, never a new run, and any
// temporary an interrupted commit left is settled (offered back or set aside) rather than left for ever.

#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core/io/atomic_file.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/save/save_file.hpp"
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

// The test's own schedule of keys, pauses and signals: fixed, so a failure names a repeatable iteration
// (the moment each signal lands still depends on the machine, which is the point).
struct Schedule {
    std::uint64_t state = 0x5eed;
    std::uint32_t next(std::uint32_t bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(state >> 33) % bound;
    }
};

std::vector<fs::path> strays_of(const fs::path& save) {
    std::vector<fs::path> out;
    const std::string prefix = save.filename().string() + ".tmp-";
    for (const auto& e : fs::directory_iterator(save.parent_path())) {
        const std::string name = e.path().filename().string();
        if (name.starts_with(prefix) && name.find(".bad-") == std::string::npos) out.push_back(e.path());
    }
    return out;
}

// The turn of the save at `path`; fails the test when there is none or it does not load.
std::uint32_t saved_turn(const fs::path& path, std::uint64_t seed) {
    auto bytes = io::read_file(path);
    EXPECT_TRUE(bytes.has_value()) << path;
    if (!bytes) return 0;
    auto loaded = save::load_save(*bytes, content());
    EXPECT_TRUE(loaded.has_value()) << loaded.error().message;
    if (!loaded) return 0;
    EXPECT_EQ((*loaded)->descent.seed, seed) << "the same run, never a new one";
    return (*loaded)->turn;
}

class KillTheGame : public ::testing::Test {
protected:
    void SetUp() override {
        dir = fs::temp_directory_path() / ("yoord-kill-" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path dir;
};

TEST_F(KillTheGame, AtRandomMomentsTheRunAlwaysComesBackFromItsLastCommit) {
    constexpr std::uint64_t kSeed = 77;
    constexpr int kKills = 12;
    const fs::path save = save::save_path(dir, "Kip");
    Schedule schedule;
    std::uint32_t last_turn = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        SCOPED_TRACE("kill " + std::to_string(kill));
        std::vector<std::string> args{"--name", "Kip"};
        if (kill == 0) args = {"--seed", std::to_string(kSeed), "--name", "Kip"};
        Pty yoord(dir, args);
        ASSERT_TRUE(yoord.started());
        // A commit cut short may have left a complete, newer save: the game takes it back without asking.
        const std::string_view up = kill == 0 ? "Kip" : "Welcome back, Kip.";
        ASSERT_TRUE(yoord.wait_for(up)) << yoord.output();
        for (const fs::path& stray : strays_of(save)) {
            ADD_FAILURE() << "every stray is settled at start, but " << stray.filename() << " is left ("
                          << fs::file_size(stray) << " bytes)";
        }
        // The run on disk now is the one the last kill left: never older than the last one seen.
        const std::uint32_t turn = saved_turn(save, kSeed);
        EXPECT_GE(turn, last_turn);
        last_turn = turn;
        static constexpr std::string_view kKeys = "hjklyubn..o";
        std::string keys;
        for (std::uint32_t i = 0, n = 1 + schedule.next(12); i < n; ++i) keys += kKeys[schedule.next(kKeys.size())];
        yoord.type(keys);
        ::usleep(1000 * schedule.next(40));
        if (schedule.next(2) == 0) {
            yoord.signal(SIGTERM);  // the save it starts may be cut anywhere by the kill that follows
            ::usleep(schedule.next(3000));
        }
        yoord.signal(SIGKILL);
        (void)yoord.wait_exit();
        // Whatever the kill interrupted, a complete save is on disk.
        (void)saved_turn(save, kSeed);
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
