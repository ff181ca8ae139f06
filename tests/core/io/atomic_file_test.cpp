#include "core/io/atomic_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace yoord::io {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

// A fresh, empty folder per test, removed afterwards.
class AtomicFile : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() /
              ("yoord-atomic-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override {
        ::chmod(dir.c_str(), 0755);
        fs::remove_all(dir);
    }

    static std::vector<std::byte> bytes_of(std::string_view text) {
        std::vector<std::byte> out;
        for (char c : text) out.push_back(static_cast<std::byte>(c));
        return out;
    }
    std::vector<fs::path> entries() const {
        std::vector<fs::path> out;
        for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename());
        std::sort(out.begin(), out.end());
        return out;
    }

    fs::path dir;
};

TEST_F(AtomicFile, WriteThenReadGivesTheSameBytes) {
    const auto data = bytes_of("hello, yoord\n\0binary");
    ASSERT_FALSE(write_file_atomically(dir / "a.bin", data));
    auto back = read_file(dir / "a.bin");
    ASSERT_TRUE(back.has_value()) << back.error().reason;
    EXPECT_EQ(*back, data);
}

TEST_F(AtomicFile, WriteReplacesAnExistingFileAndLeavesNoTemporary) {
    ASSERT_FALSE(write_file_atomically(dir / "save.yrd", bytes_of("old contents, longer")));
    ASSERT_FALSE(write_file_atomically(dir / "save.yrd", bytes_of("new")));
    EXPECT_EQ(*read_file(dir / "save.yrd"), bytes_of("new"));
    EXPECT_EQ(entries(), std::vector<fs::path>{"save.yrd"});
}

TEST_F(AtomicFile, EmptyFileRoundTrips) {
    ASSERT_FALSE(write_file_atomically(dir / "empty", {}));
    auto back = read_file(dir / "empty");
    ASSERT_TRUE(back.has_value());
    EXPECT_TRUE(back->empty());
}

TEST_F(AtomicFile, LargeFileRoundTrips) {
    std::vector<std::byte> data(3 << 20);
    for (std::size_t i = 0; i < data.size(); ++i) data[i] = static_cast<std::byte>(i * 131 % 251);
    ASSERT_FALSE(write_file_atomically(dir / "big", data));
    EXPECT_EQ(*read_file(dir / "big"), data);
}

TEST_F(AtomicFile, WriteIntoAMissingFolderIsAnErrorNamingThePath) {
    auto error = write_file_atomically(dir / "nope" / "save.yrd", bytes_of("x"));
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->path.find("nope"), std::string::npos);
    EXPECT_FALSE(error->reason.empty());
    EXPECT_NE(error->message("write").find("cannot write"), std::string::npos);
}

TEST_F(AtomicFile, FailedWriteLeavesTheOldFileIntact) {
    // A name just under the file-system limit: the file itself fits, its temporary ("<name>.tmp-...") does
    // not, so the write fails before touching the old file, for root as for anyone (folder permissions
    // would not stop root).
    const fs::path path = dir / std::string(250, 's');
    std::ofstream(path, std::ios::binary) << "keep me";  // written plainly: its own temporary would not fit
    ASSERT_TRUE(fs::exists(path));
    const auto failed = write_file_atomically(path, bytes_of("lost"));
    ASSERT_TRUE(failed.has_value());
    EXPECT_FALSE(failed->reason.empty());
    EXPECT_EQ(*read_file(path), bytes_of("keep me"));
    EXPECT_EQ(entries(), std::vector<fs::path>{path.filename()});
}

TEST_F(AtomicFile, FailedRenameLeavesNoTemporaryBehind) {
    // Renaming a file over a non-empty folder fails even for root.
    fs::create_directories(dir / "target");
    ASSERT_FALSE(write_file_atomically(dir / "target" / "inside", bytes_of("x")));
    EXPECT_TRUE(write_file_atomically(dir / "target", bytes_of("y")).has_value());
    EXPECT_EQ(entries(), std::vector<fs::path>{"target"});
    EXPECT_TRUE(fs::is_directory(dir / "target"));
}

TEST_F(AtomicFile, ReadingAMissingFileIsAnError) {
    auto back = read_file(dir / "absent");
    ASSERT_FALSE(back.has_value());
    EXPECT_NE(back.error().path.find("absent"), std::string::npos);
}

TEST_F(AtomicFile, ReadingAFolderIsAnError) {
    auto back = read_file(dir);
    ASSERT_FALSE(back.has_value());
    EXPECT_EQ(back.error().reason, "not a regular file (a folder)");
}

TEST_F(AtomicFile, ReadRefusesAFileLargerThanTheLimit) {
    ASSERT_FALSE(write_file_atomically(dir / "f", bytes_of("0123456789")));
    EXPECT_FALSE(read_file(dir / "f", 9).has_value());
    EXPECT_TRUE(read_file(dir / "f", 10).has_value());
}

TEST_F(AtomicFile, MoveAsideNumbersFromOneAndNeverOverwrites) {
    ASSERT_FALSE(write_file_atomically(dir / "save.yrd", bytes_of("first")));
    auto one = move_aside(dir / "save.yrd");
    ASSERT_TRUE(one.has_value()) << one.error().reason;
    EXPECT_EQ(one->filename(), "save.yrd.bad-1");

    ASSERT_FALSE(write_file_atomically(dir / "save.yrd", bytes_of("second")));
    auto two = move_aside(dir / "save.yrd");
    ASSERT_TRUE(two.has_value());
    EXPECT_EQ(two->filename(), "save.yrd.bad-2");

    EXPECT_EQ(*read_file(dir / "save.yrd.bad-1"), bytes_of("first"));
    EXPECT_EQ(*read_file(dir / "save.yrd.bad-2"), bytes_of("second"));
    EXPECT_FALSE(fs::exists(dir / "save.yrd"));
}

TEST_F(AtomicFile, MoveAsideSkipsAGapTakenByAnotherFile) {
    ASSERT_FALSE(write_file_atomically(dir / "s.bad-1", bytes_of("someone else's")));
    ASSERT_FALSE(write_file_atomically(dir / "s", bytes_of("mine")));
    auto aside = move_aside(dir / "s");
    ASSERT_TRUE(aside.has_value());
    EXPECT_EQ(aside->filename(), "s.bad-2");
    EXPECT_EQ(*read_file(dir / "s.bad-1"), bytes_of("someone else's"));
}

TEST_F(AtomicFile, MoveAsideTakesATag) {
    ASSERT_FALSE(write_file_atomically(dir / "s", bytes_of("x")));
    auto aside = move_aside(dir / "s", "newer");
    ASSERT_TRUE(aside.has_value());
    EXPECT_EQ(aside->filename(), "s.newer-1");
}

TEST_F(AtomicFile, MoveAsideOfAMissingFileIsAnError) {
    EXPECT_FALSE(move_aside(dir / "absent").has_value());
}

TEST_F(AtomicFile, RemoveFileRemovesAndAMissingFileIsFine) {
    ASSERT_FALSE(write_file_atomically(dir / "s", bytes_of("x")));
    EXPECT_FALSE(remove_file(dir / "s"));
    EXPECT_FALSE(fs::exists(dir / "s"));
    EXPECT_FALSE(remove_file(dir / "s"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::io
