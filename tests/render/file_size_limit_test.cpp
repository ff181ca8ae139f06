// A file-size limit (ulimit -f) during play (render/stop_signal.hpp ignore_file_size_signal): the write that
// passes it fails with EFBIG and the ordinary "cannot write" message, and the process goes on. Each case runs
// in a child with RLIMIT_FSIZE set, since the limit and the signal's disposition belong to the process.

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <vector>

#include "core/io/atomic_file.hpp"
#include "render/stop_signal.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

constexpr rlim_t kLimit = 1024;

// Runs a child that writes 4 KiB under a 1 KiB limit; returns its wait status. The child exits 0 when the
// write failed with "cannot write <path>: File too large", 1 when it failed otherwise, 2 when it succeeded.
int write_past_the_limit(const fs::path& path, bool ignore_signal) {
    const pid_t child = ::fork();
    if (child == 0) {
        if (ignore_signal) ignore_file_size_signal();
        const rlimit limit{kLimit, kLimit};
        if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(3);
        const std::vector<std::byte> bytes(4096, std::byte{'x'});
        const auto error = io::write_file_atomically(path, bytes);
        if (!error) ::_exit(2);
        const std::string said = error->message("write");
        const bool ordinary = said.starts_with("cannot write ") && said.ends_with(std::strerror(EFBIG));
        ::_exit(ordinary ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return status;
}

class FileSizeLimit : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-fsize-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path dir;
};

TEST_F(FileSizeLimit, WithTheSignalIgnoredTheWriteFailsWithTheOrdinaryMessageAndTheProcessGoesOn) {
    const int status = write_past_the_limit(dir / "save.yrd", true);
    ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_FALSE(fs::exists(dir / "save.yrd"));  // nothing half-written left in place of a save
}

TEST_F(FileSizeLimit, WithoutItTheSignalKillsTheProcess) {
    const int status = write_past_the_limit(dir / "save.yrd", false);
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(WTERMSIG(status), SIGXFSZ);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
