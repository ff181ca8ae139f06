// The real binary under a pseudo-terminal: SIGTERM saves the run and exits cleanly, the next `yoord` for the
// same player resumes it ("Welcome back") and consumes the save, and --seed starts afresh keeping the save.

#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
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

namespace yoord {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// yoord on a pseudo-terminal, its screen output collected.
class Pty {
public:
    Pty(const fs::path& data_dir, const std::vector<std::string>& args) {
        pid_ = ::forkpty(&master_, nullptr, nullptr, nullptr);
        if (pid_ == 0) {
            ::setenv("YOORD_DATA_DIR", data_dir.c_str(), 1);
            ::setenv("TERM", "xterm", 1);
            ::unsetenv("YOORD_SPAWN");
            std::vector<char*> argv{const_cast<char*>(YOORD_EXE)};
            for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
            argv.push_back(nullptr);
            ::execv(YOORD_EXE, argv.data());
            ::_exit(127);
        }
    }
    ~Pty() {
        if (pid_ > 0 && !reaped_) {
            ::kill(pid_, SIGKILL);
            (void)wait_exit();
        }
        if (master_ >= 0) ::close(master_);
    }
    Pty(const Pty&) = delete;
    Pty& operator=(const Pty&) = delete;

    [[nodiscard]] bool started() const { return pid_ > 0; }

    // Reads output until `text` has appeared or `limit` has passed.
    bool wait_for(std::string_view text, std::chrono::milliseconds limit = 10s) {
        const auto until = std::chrono::steady_clock::now() + limit;
        while (output_.find(text) == std::string::npos) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until -
                                                                                    std::chrono::steady_clock::now());
            if (left.count() <= 0 || !read_some(left)) return false;
        }
        return true;
    }
    void signal(int sig) { ::kill(pid_, sig); }
    // The exit status, or -1 when it did not exit normally.
    int wait_exit() {
        int status = 0;
        // Drain output while waiting so the child never blocks writing to the terminal.
        const auto until = std::chrono::steady_clock::now() + 20s;
        while (std::chrono::steady_clock::now() < until) {
            const pid_t done = ::waitpid(pid_, &status, WNOHANG);
            if (done == pid_) {
                reaped_ = true;
                return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            }
            if (!read_some(10ms)) ::usleep(10000);  // the terminal may already be closed: poll says so at once
        }
        return -2;  // still running
    }
    [[nodiscard]] const std::string& output() const { return output_; }

private:
    bool read_some(std::chrono::milliseconds wait) {
        pollfd p{master_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(wait.count())) <= 0) return false;
        char buf[4096];
        const ssize_t n = ::read(master_, buf, sizeof buf);
        if (n <= 0) return false;
        output_.append(buf, static_cast<std::size_t>(n));
        return true;
    }

    int master_ = -1;
    pid_t pid_ = -1;
    bool reaped_ = false;
    std::string output_;
};

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

TEST_F(StopSignal, SigtermSavesTheRunAndTheNextStartResumesAndConsumesIt) {
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
        // Consumed once the game is up.
        for (int i = 0; i < 100 && fs::exists(save); ++i) ::usleep(20000);
        EXPECT_FALSE(fs::exists(save));
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

}  // namespace
}  // namespace yoord
