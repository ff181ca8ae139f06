// The real binary under a pseudo-terminal: SIGTERM saves the run and exits cleanly, the next `yoord` for the
// same player resumes it ("Welcome back") and keeps the save on disk while it plays, and --seed starts afresh
// keeping the save.

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
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

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

using test::Pty;

class StopSignal : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-stop-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path dir;
};

TEST_F(StopSignal, SigtermSavesTheRunAndTheNextStartResumesItKeepingTheSave) {
    const fs::path save = save::save_path(dir, "Sig");
    {
        Pty yoord(dir, {"--seed", "42", "--name", "Sig"});
        ASSERT_TRUE(yoord.started());
        ASSERT_TRUE(yoord.wait_for("Sig")) << "the game screen came up:\n" << yoord.output();
        yoord.signal(SIGTERM);
        EXPECT_EQ(yoord.wait_exit(), 0);
    }
    ASSERT_TRUE(fs::exists(save)) << "SIGTERM wrote " << save;
    {
        auto bytes = io::read_file(save);
        ASSERT_TRUE(bytes.has_value());
        auto loaded = save::load_save(*bytes, content());
        ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
        EXPECT_EQ((*loaded)->descent.seed, 42u);
        EXPECT_EQ((*loaded)->player_name, "Sig");
    }
    {
        Pty yoord(dir, {"--name", "Sig"});
        ASSERT_TRUE(yoord.wait_for("Welcome back, Sig.")) << yoord.output();
        EXPECT_TRUE(fs::exists(save)) << "the save stays while the run is played (a kill now loses nothing)";
        yoord.signal(SIGHUP);
        EXPECT_EQ(yoord.wait_exit(), 0);
    }
    EXPECT_TRUE(fs::exists(save)) << "SIGHUP saved the resumed run again";
}

TEST_F(StopSignal, ANewSeedKeepsTheSaveAndSaysSo) {
    const fs::path save = save::save_path(dir, "Kim");
    {
        Pty yoord(dir, {"--seed", "5", "--name", "Kim"});
        ASSERT_TRUE(yoord.wait_for("Kim"));
        yoord.signal(SIGTERM);
        ASSERT_EQ(yoord.wait_exit(), 0);
    }
    ASSERT_TRUE(fs::exists(save));
    const auto before = io::read_file(save);
    {
        Pty yoord(dir, {"--seed", "6", "--name", "Kim"});
        ASSERT_TRUE(yoord.wait_for("saved game is kept")) << yoord.output();
        EXPECT_EQ(io::read_file(save).value(), before.value()) << "the save is untouched";
        yoord.signal(SIGKILL);
        (void)yoord.wait_exit();
    }
}

TEST_F(StopSignal, ABadSaveIsMovedAsideAndANewRunSaysWhy) {
    const fs::path save = save::save_path(dir, "Bo");
    fs::create_directories(save.parent_path());
    const std::vector<std::byte> junk(100, std::byte{0x41});
    ASSERT_FALSE(io::write_file_atomically(save, junk));
    Pty yoord(dir, {"--name", "Bo"});
    ASSERT_TRUE(yoord.wait_for("not a Yoord save")) << yoord.output();
    EXPECT_TRUE(fs::exists(save.string() + ".bad-1"));
    yoord.signal(SIGKILL);
    (void)yoord.wait_exit();
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
