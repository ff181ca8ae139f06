#include "core/io/untrusted_file.hpp"

#include <gtest/gtest.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

namespace yoord::io {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

class UntrustedFile : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-untrusted-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override {
        ::chmod(dir.c_str(), 0755);
        fs::remove_all(dir);
    }
    void write(const fs::path& p, std::string_view text) const { std::ofstream(p, std::ios::binary) << text; }

    fs::path dir;
};

TEST_F(UntrustedFile, ARegularFileReadsWhole) {
    write(dir / "a.toml", "x = 1\n");
    const auto text = read_untrusted_file(dir / "a.toml");
    ASSERT_TRUE(text);
    EXPECT_EQ(*text, "x = 1\n");
}

TEST_F(UntrustedFile, ALinkToARegularFileReads) {
    write(dir / "real.toml", "x = 1\n");
    fs::create_symlink(dir / "real.toml", dir / "link.toml");
    EXPECT_TRUE(read_untrusted_file(dir / "link.toml"));
}

TEST_F(UntrustedFile, AFifoIsRefusedWithoutWaitingForAWriter) {
    ASSERT_EQ(::mkfifo((dir / "pack.toml").c_str(), 0644), 0);
    const auto text = read_untrusted_file(dir / "pack.toml");
    ASSERT_FALSE(text);
    EXPECT_EQ(text.error().reason, "not a regular file (a FIFO)");
}

TEST_F(UntrustedFile, ALinkToDevZeroIsRefusedNotReadForever) {
    fs::create_symlink("/dev/zero", dir / "pack.toml");
    const auto text = read_untrusted_file(dir / "pack.toml");
    ASSERT_FALSE(text);
    EXPECT_EQ(text.error().reason, "not a regular file (a device)");
}

TEST_F(UntrustedFile, ALinkLoopIsAnErrorWithItsReason) {
    fs::create_symlink(dir / "b.toml", dir / "a.toml");
    fs::create_symlink(dir / "a.toml", dir / "b.toml");
    const auto text = read_untrusted_file(dir / "a.toml");
    ASSERT_FALSE(text);
    EXPECT_EQ(text.error().reason, std::strerror(ELOOP));
}

TEST_F(UntrustedFile, AFileOverTheLimitIsRefused) {
    write(dir / "big.toml", std::string(100, 'x'));
    const auto text = read_untrusted_file(dir / "big.toml", 99);
    ASSERT_FALSE(text);
    EXPECT_EQ(text.error().reason, "larger than 99 bytes");
}

TEST_F(UntrustedFile, AFolderListsEveryEntryWithWhatItIsAndNeverThrows) {
    write(dir / "b.toml", "");
    fs::create_directories(dir / "sub");
    fs::create_symlink(dir / "loop1", dir / "loop2");
    fs::create_symlink(dir / "loop2", dir / "loop1");
    fs::create_symlink(dir / "nowhere", dir / "dangling");
    const auto entries = list_folder(dir);
    ASSERT_TRUE(entries);
    ASSERT_EQ(entries->size(), 5u);
    EXPECT_EQ((*entries)[0].path.filename(), "b.toml");
    EXPECT_EQ((*entries)[0].kind, EntryKind::file);
    EXPECT_EQ((*entries)[1].path.filename(), "dangling");
    EXPECT_EQ((*entries)[1].kind, EntryKind::broken);
    EXPECT_EQ((*entries)[2].path.filename(), "loop1");
    EXPECT_EQ((*entries)[2].kind, EntryKind::broken);
    EXPECT_EQ((*entries)[2].reason, std::strerror(ELOOP));
    EXPECT_EQ((*entries)[4].kind, EntryKind::folder);
}

TEST_F(UntrustedFile, AFolderThatIsALinkLoopIsAnErrorNotAThrow) {
    fs::create_symlink(dir / "d2", dir / "d1");
    fs::create_symlink(dir / "d1", dir / "d2");
    const auto entries = list_folder(dir / "d1");
    ASSERT_FALSE(entries);
    EXPECT_EQ(entries.error().reason, std::strerror(ELOOP));
    EXPECT_FALSE(is_folder(dir / "d1"));
    EXPECT_TRUE(exists_at(dir / "d1"));
}

// chmod 000 binds everyone but root, so the check runs in a child that drops to 'nobody' when run as root.
TEST_F(UntrustedFile, AnUnreadableFolderSaysPermissionDenied) {
    fs::create_directories(dir / "locked");
    ::chmod(dir.c_str(), 0755);
    ::chmod((dir / "locked").c_str(), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (::geteuid() == 0) {
            const passwd* nobody = ::getpwnam("nobody");
            if (nobody == nullptr || ::setgid(nobody->pw_gid) != 0 || ::setuid(nobody->pw_uid) != 0) ::_exit(3);
        }
        const auto entries = list_folder(dir / "locked");
        if (entries) ::_exit(4);
        ::_exit(entries.error().reason == std::strerror(EACCES) ? 0 : 5);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ::chmod((dir / "locked").c_str(), 0755);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "3: could not drop to nobody, 4: listed, 5: another reason";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::io
