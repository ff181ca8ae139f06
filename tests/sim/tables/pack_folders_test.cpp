// Pack and content folders read from disk (sim/tables/loader.hpp read_pack_folder, read_content_folder,
// pack_dirs_in, load_content_dir) through the file guard (core/io/untrusted_file.hpp): link loops, FIFOs,
// devices, unreadable folders and deep nesting are errors that name the place, never a throw or a hang.

#include <gtest/gtest.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

std::string all_diagnostics(const Diagnostics& d) {
    std::ostringstream out;
    d.write(out);
    return out.str();
}

std::string dotted_key(int levels) {
    std::string key = "a";
    for (int i = 1; i < levels; ++i) key += ".a";
    return key;
}

const std::string kLoop = std::strerror(ELOOP);

class PackFolders : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-pack-folders-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir / "packs" / "good");
        write(dir / "packs" / "good" / "pack.toml", "id = \"good\"\nversion = \"1\"\n");
    }
    void TearDown() override {
        std::error_code ec;
        for (const auto& p : {dir / "packs" / "locked", dir / "packs", dir}) ::chmod(p.c_str(), 0755);
        fs::remove_all(dir, ec);
    }
    static void write(const fs::path& p, std::string_view text) { std::ofstream(p, std::ios::binary) << text; }
    static void loop(const fs::path& a, const fs::path& b) {
        fs::create_symlink(b, a);
        fs::create_symlink(a, b);
    }

    fs::path dir;
};

TEST_F(PackFolders, ALinkLoopInThePacksFolderIsListedSoReadingItSaysWhy) {
    loop(dir / "packs" / "loop", dir / "packs" / "loop2");
    const std::vector<fs::path> dirs = pack_dirs_in(dir / "packs");
    ASSERT_EQ(dirs.size(), 3u);
    EXPECT_EQ(dirs[0].filename(), "good");
    EXPECT_EQ(dirs[1].filename(), "loop");
    Diagnostics problems;
    EXPECT_FALSE(read_pack_folder(dirs[1], problems));
    EXPECT_NE(all_diagnostics(problems).find("packs/loop: error: not a pack folder: " + kLoop),
              std::string::npos)
        << all_diagnostics(problems);
    EXPECT_TRUE(read_pack_folder(dirs[0], problems));
}

TEST_F(PackFolders, ALinkLoopInAPackIsAnErrorNamingTheFile) {
    loop(dir / "packs" / "good" / "monsters.toml", dir / "packs" / "good" / "other.toml");
    Diagnostics problems;
    EXPECT_FALSE(read_pack_folder(dir / "packs" / "good", problems));
    EXPECT_NE(all_diagnostics(problems).find("good/monsters.toml: error: cannot read this file: " + kLoop),
              std::string::npos)
        << all_diagnostics(problems);
}

TEST_F(PackFolders, ALinkLoopAsPackTomlSaysSo) {
    fs::remove(dir / "packs" / "good" / "pack.toml");
    loop(dir / "packs" / "good" / "pack.toml", dir / "packs" / "good" / "x");
    Diagnostics problems;
    EXPECT_FALSE(read_pack_folder(dir / "packs" / "good", problems));
    EXPECT_NE(all_diagnostics(problems).find("good/pack.toml: error: cannot read pack.toml: " + kLoop),
              std::string::npos)
        << all_diagnostics(problems);
}

TEST_F(PackFolders, ALinkLoopAsTheContentFolderIsAnErrorNotACrash) {
    loop(dir / "content", dir / "content2");
    Diagnostics problems;
    EXPECT_FALSE(read_content_folder(dir / "content", problems));
    EXPECT_NE(all_diagnostics(problems).find("content: error: not a folder of content files: " + kLoop),
              std::string::npos)
        << all_diagnostics(problems);
    const LoadResult r = load_content_dir(dir / "content");
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find(kLoop), std::string::npos);
}

TEST_F(PackFolders, PackTomlAsAFifoIsRefusedWithoutWaitingForAWriter) {
    fs::remove(dir / "packs" / "good" / "pack.toml");
    ASSERT_EQ(::mkfifo((dir / "packs" / "good" / "pack.toml").c_str(), 0644), 0);
    Diagnostics problems;
    EXPECT_FALSE(read_pack_folder(dir / "packs" / "good", problems));
    EXPECT_NE(all_diagnostics(problems).find("cannot read pack.toml: not a regular file (a FIFO)"), std::string::npos)
        << all_diagnostics(problems);
}

TEST_F(PackFolders, PackTomlLinkedToDevZeroIsRefusedNotReadWithoutLimit) {
    fs::remove(dir / "packs" / "good" / "pack.toml");
    fs::create_symlink("/dev/zero", dir / "packs" / "good" / "pack.toml");
    Diagnostics problems;
    EXPECT_FALSE(read_pack_folder(dir / "packs" / "good", problems));
    EXPECT_NE(all_diagnostics(problems).find("cannot read pack.toml: not a regular file (a device)"),
              std::string::npos)
        << all_diagnostics(problems);
}

TEST_F(PackFolders, FiftyThousandDottedLevelsInPackTomlAreALocatedErrorNotACrash) {
    write(dir / "packs" / "good" / "pack.toml", "id = \"good\"\n" + dotted_key(50000) + " = 1\n");
    Diagnostics problems;
    const auto folder = read_pack_folder(dir / "packs" / "good", problems);
    ASSERT_TRUE(folder) << all_diagnostics(problems);
    const PackedLoad loaded = load_content_skipping_broken(embedded_content_files(), std::vector{*folder});
    ASSERT_TRUE(loaded.result.content);  // the pack is left out, the game goes on
    ASSERT_EQ(loaded.broken.size(), 1u);
    EXPECT_NE(all_diagnostics(loaded.broken[0].diagnostics).find("good/pack.toml:2:128: error: nested more than 64"),
              std::string::npos)
        << all_diagnostics(loaded.broken[0].diagnostics);
}

TEST_F(PackFolders, FiftyThousandDottedLevelsInATableAreALocatedError) {
    const std::string deep = "[" + dotted_key(50000) + "]\n";
    const std::vector<ContentFile> files{ContentFile{"deep.toml", deep}};
    const LoadResult r = load_content(files, "deep");
    EXPECT_FALSE(r.content);
    EXPECT_NE(all_diagnostics(r.diagnostics).find("deep.toml:1:129: error: nested more than 64"), std::string::npos)
        << all_diagnostics(r.diagnostics);
}

// chmod 000 binds everyone but root, so the check runs in a child that drops to 'nobody' when run as root.
TEST_F(PackFolders, AnUnreadablePackFolderIsListedAndSaysPermissionDenied) {
    fs::create_directories(dir / "packs" / "locked");
    write(dir / "packs" / "locked" / "pack.toml", "id = \"locked\"\nversion = \"1\"\n");
    ::chmod(dir.c_str(), 0755);
    ::chmod((dir / "packs").c_str(), 0755);
    ::chmod((dir / "packs" / "locked").c_str(), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (::geteuid() == 0) {
            const passwd* nobody = ::getpwnam("nobody");
            if (nobody == nullptr || ::setgid(nobody->pw_gid) != 0 || ::setuid(nobody->pw_uid) != 0) ::_exit(3);
        }
        const std::vector<fs::path> dirs = pack_dirs_in(dir / "packs");
        if (dirs.size() != 2 || dirs[1].filename() != "locked") ::_exit(4);
        Diagnostics problems;
        if (read_pack_folder(dirs[1], problems)) ::_exit(5);
        const std::string said = all_diagnostics(problems);
        const bool named = said.find("packs/locked: error: cannot read this folder: " +
                                     std::string(std::strerror(EACCES))) != std::string::npos;
        ::_exit(named ? 0 : 6);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "3: could not drop to nobody, 4: not listed, 5: read, 6: wrong words";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
