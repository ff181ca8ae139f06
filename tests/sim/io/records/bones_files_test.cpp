// Bones on disk (sim/io/records/bones_files.hpp): a death writes bones/depth-N.toml, an earlier death's bones are
// kept, a run takes a depth's file once, and a broken file is refused with its place and kept.

#include "sim/io/records/bones_files.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/effect_test_support.hpp"
#include "sim/run/bones.hpp"
#include "sim/run/floors.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using testing::put;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

class BonesFiles : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-bones-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }

    BonesFolder folder() {
        return BonesFolder(dir, [this](const std::string& said) { told.push_back(said); });
    }

    fs::path dir;
    std::vector<std::string> told;
};

TEST_F(BonesFiles, ADeathWritesItsGearForItsDepth) {
    auto g = new_game(content(), 9, "Ada");
    const ecs::Entity dagger = put(*g, "dagger", Place::in_pack(g->player));
    g->world.get<Item>(dagger).plus = 1;
    const BonesWrite wrote = write_bones(dir, *g);
    ASSERT_EQ(wrote.result, BonesWrite::Result::written) << wrote.reason;
    EXPECT_EQ(wrote.path, dir / "bones" / "depth-1.toml");
    const BonesParse parsed = parse_bones(read_text(wrote.path), wrote.path.string());
    ASSERT_TRUE(parsed.bones);
    EXPECT_EQ(*parsed.bones, bones_of(*g));
    ASSERT_EQ(parsed.bones->items.size(), 1U);
    EXPECT_EQ(parsed.bones->items[0].id, "dagger");
    EXPECT_EQ(parsed.bones->items[0].plus, 1);
}

TEST_F(BonesFiles, ASecondDeathAtTheSameDepthKeepsTheFirstBones) {
    auto first = new_game(content(), 9, "Ada");
    ASSERT_EQ(write_bones(dir, *first).result, BonesWrite::Result::written);
    const std::string kept = read_text(bones_path(dir, 1));
    auto second = new_game(content(), 10, "Bob");
    (void)put(*second, "dagger", Place::in_pack(second->player));
    EXPECT_EQ(write_bones(dir, *second).result, BonesWrite::Result::kept);
    EXPECT_EQ(read_text(bones_path(dir, 1)), kept);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir / "bones"), fs::directory_iterator{}), 1) << "no file left aside";
}

TEST_F(BonesFiles, ADepthsBonesAreTakenOnce) {
    auto g = new_game(content(), 9, "Ada");
    ASSERT_EQ(write_bones(dir, *g).result, BonesWrite::Result::written);
    const std::string text = read_text(bones_path(dir, 1));
    BonesFolder bones = folder();
    EXPECT_EQ(bones.take(2), std::nullopt) << "no bones for depth 2";
    EXPECT_EQ(bones.take(1), text);
    EXPECT_FALSE(fs::exists(bones_path(dir, 1)));
    EXPECT_EQ(bones.take(1), std::nullopt);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir / "bones"), fs::directory_iterator{}), 0);
    EXPECT_TRUE(told.empty());
}

TEST_F(BonesFiles, ABrokenBonesFileIsRefusedWithItsLineAndKept) {
    fs::create_directories(dir / "bones");
    const fs::path path = bones_path(dir, 3);
    std::ofstream(path) << "format = 1\ndepth = 3\n[[item]]\nid = \"dagger\"\ncount = 0\n";
    BonesFolder bones = folder();
    EXPECT_EQ(bones.take(3), std::nullopt);
    ASSERT_EQ(told.size(), 1U);
    EXPECT_EQ(told[0], path.string() + ":5:9: error: 'count' must be a whole number from 1 to 100000");
    EXPECT_TRUE(fs::exists(path)) << "kept for the player to look at";

    std::ofstream(path, std::ios::trunc) << "format = 1\ndepth = 4\n";
    EXPECT_EQ(bones.take(3), std::nullopt) << "the bones of another depth";
    EXPECT_NE(told.back().find("the bones of depth 4, in the file of depth 3"), std::string::npos) << told.back();
    EXPECT_TRUE(fs::exists(path));

    fs::remove(path);
    fs::create_directory(path);  // not a regular file
    EXPECT_EQ(bones.take(3), std::nullopt);
    EXPECT_TRUE(fs::exists(path));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
