#include "sim/tools/catalog.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sim/dungeon/layout.hpp"
#include "sim/tables/loader.hpp"
#include "tests/support/golden_content.hpp"
#include "tests/support/golden_files.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

constexpr std::uint64_t kGoldenFirstSeed = 1;
constexpr std::uint64_t kGoldenLastSeed = 10;
constexpr std::string_view kRegenerateVariable = "YOORD_REGENERATE_GOLDEN";
constexpr const char* kGoldenPath = YOORD_SOURCE_DIR "/tests/golden/seed_catalog.txt";
constexpr const char* kGoldenGenerationTwoPath = YOORD_SOURCE_DIR "/tests/golden/seed_catalog_gen2.txt";
constexpr const char* kGoldenLevelsPath = YOORD_SOURCE_DIR "/tests/golden/seed_catalog_gen2_levels.txt";
// Every level kind forced on these seeds, every depth: the walls of each kind pinned, the rare ones included.
constexpr std::uint64_t kLevelsLastSeed = 3;
constexpr DungeonChoice kGenerationOne{1, {}};
constexpr DungeonChoice kGenerationTwo{2, {}};
constexpr const char* kRegenerateHint =
    "The golden catalog is made on the frozen tables in tests/golden/content/, so a row added to content/ does\n"
    "not change it: this is a change of the engine's rules. If it was meant, regenerate the golden files with\n"
    "    make regenerate-golden\n"
    "(the catalog alone: YOORD_REGENERATE_GOLDEN=1 ./build/tests/test_sim --gtest_filter='SeedCatalog.*')\n"
    "and commit the diff with a note on why every affected seed changed.";

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::string catalog(const Content& content, std::uint64_t first, std::uint64_t last,
                    std::optional<int> depth = std::nullopt, DungeonChoice dungeon = {}) {
    std::ostringstream out;
    write_seed_catalog(out, content, first, last, depth, dungeon);
    return out.str();
}

std::string catalog(std::uint64_t first, std::uint64_t last, std::optional<int> depth = std::nullopt) {
    return catalog(shipped(), first, last, depth);
}

std::vector<std::string> golden_lines(const char* path = kGoldenPath) {
    std::ifstream file(path);
    std::stringstream golden;
    golden << file.rdbuf();
    return lines_of(golden.str());
}

// A golden catalog against what this build makes of the frozen tables (`make_catalog`); with
// YOORD_REGENERATE_GOLDEN=1, rewrites it instead.
template <class MakeCatalog>
void expect_golden_catalog_of(const char* path, MakeCatalog&& make_catalog) {
    const test::GoldenWrite write = test::golden_write(kRegenerateVariable);
    if (write == test::GoldenWrite::refuse) FAIL() << test::golden_refusal(kRegenerateVariable);
    if (write == test::GoldenWrite::rewrite) test::refresh_golden_content();
    std::string why;
    const Content* frozen = test::golden_content(&why);
    ASSERT_NE(frozen, nullptr) << test::golden_content_refusal(why);
    const std::string now = make_catalog(*frozen);
    if (write == test::GoldenWrite::rewrite) {
        std::ofstream(path) << now;
        GTEST_SKIP() << "rewrote " << path << " from " << test::golden_content_dir();
    }
    ASSERT_TRUE(std::ifstream(path).good()) << "missing " << path << "\n" << kRegenerateHint;
    const std::vector<std::string> want = golden_lines(path);
    const std::vector<std::string> got = lines_of(now);
    for (std::size_t i = 0; i < want.size() && i < got.size(); ++i) {
        ASSERT_EQ(got[i], want[i]) << "line " << i + 1 << " of the seed catalog differs from " << path << "\n"
                                   << kRegenerateHint;
    }
    ASSERT_EQ(got.size(), want.size()) << kRegenerateHint;
}

// The golden catalog of one generation, seeds kGoldenFirstSeed..kGoldenLastSeed.
void expect_golden_catalog(const char* path, DungeonChoice dungeon) {
    expect_golden_catalog_of(path, [&](const Content& frozen) {
        return catalog(frozen, kGoldenFirstSeed, kGoldenLastSeed, std::nullopt, dungeon);
    });
}

TEST(SeedCatalog, MatchesTheGoldenFile) { expect_golden_catalog(kGoldenPath, kGenerationOne); }

TEST(SeedCatalog, MatchesTheGenerationTwoGoldenFile) {
    expect_golden_catalog(kGoldenGenerationTwoPath, kGenerationTwo);
}

// The generation-2 catalog meets a special level on few of its seeds (about one floor in ten, from depth 6), so
// each row of the level table is also forced (--level) on a few seeds at every depth: every kind's walls and
// what stands on them are pinned per seed, under a "level ID" heading each.
TEST(SeedCatalog, MatchesTheGenerationTwoGoldenFileOfEveryLevelKind) {
    expect_golden_catalog_of(kGoldenLevelsPath, [](const Content& frozen) {
        std::string out;
        for (const LevelDef& level : frozen.levels) {
            out += "level " + level.id + "\n";
            out += catalog(frozen, 1, kLevelsLastSeed, std::nullopt, DungeonChoice{.generation = 2, .level = level.stable});
        }
        return out;
    });
}

// The seed contract: a seed is one dungeon forever within its generation. Generation 1's walls depend on no table,
// so whatever rows content/ has now, every seed of the golden catalog keeps, under --generation 1, its layout
// kind, hash and room count: generation 1 is exactly the dungeon of before generations.
TEST(SeedCatalog, GenerationOneKeepsEveryLayoutOfTheGoldenCatalog) {
    const std::vector<std::string> want = golden_lines();
    ASSERT_FALSE(want.empty()) << "missing " << kGoldenPath;
    for (const std::string& line : want) {
        std::istringstream words(line);
        std::string seed_word, depth_word;
        std::uint64_t seed = 0;
        int depth = 0;
        words >> seed_word >> seed >> depth_word >> depth;
        ASSERT_EQ(seed_word, "seed") << line;
        const std::string got = seed_catalog_line(shipped(), seed, depth, kGenerationOne);
        const std::string layout = line.substr(0, line.find(" monsters "));
        EXPECT_EQ(got.substr(0, got.find(" monsters ")), layout)
            << "seed " << seed << " depth " << depth << " no longer has the walls the golden catalog records: "
            << "a change that moves a wall of an existing seed is a bug (docs/explanation/seed-contract.md)";
    }
}

TEST(SeedCatalog, HasOneLinePerSeedAndDepthInOrder) {
    const std::vector<std::string> lines = lines_of(catalog(4, 6));
    const int depths = shipped().constants.final_depth;
    ASSERT_EQ(lines.size(), static_cast<std::size_t>(3 * depths));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string prefix = "seed " + std::to_string(4 + i / static_cast<std::size_t>(depths)) + " depth " +
                                   std::to_string(1 + i % static_cast<std::size_t>(depths)) + " ";
        EXPECT_EQ(lines[i].rfind(prefix, 0), 0U) << lines[i];
        for (const char* field : {" layout ", " rooms ", " monsters ", " items ", " traps "}) {
            EXPECT_NE(lines[i].find(field), std::string::npos) << field << " missing from " << lines[i];
        }
    }
}

TEST(SeedCatalog, DepthSelectsOneLinePerSeed) {
    const std::vector<std::string> lines = lines_of(catalog(1, 3, 5));
    ASSERT_EQ(lines.size(), 3U);
    EXPECT_EQ(lines[1], seed_catalog_line(shipped(), 2, 5));
}

TEST(SeedCatalog, LineCarriesTheLayoutHashKindAndRoomCount) {
    for (int depth = 1; depth <= shipped().constants.final_depth; ++depth) {
        const FloorMap map = generate_layout(3, depth);  // generation 1's walls
        char hash[17];
        std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(layout_hash(map)));
        const std::string line = seed_catalog_line(shipped(), 3, depth, kGenerationOne);
        EXPECT_NE(line.find(std::string(layout_kind_name(map.kind)) + " layout " + hash), std::string::npos) << line;
        EXPECT_NE(line.find(" rooms " + std::to_string(map.rooms.size()) + " "), std::string::npos) << line;
    }
}

TEST(SeedCatalog, FinalFloorListsTheElementFirstAmongItems) {
    const std::string line = seed_catalog_line(shipped(), 8, shipped().constants.final_depth);
    const std::size_t items = line.find(" items ");
    ASSERT_NE(items, std::string::npos) << line;
    const std::size_t first = items + std::string_view(" items ").size();
    const std::string id = line.substr(first, line.find_first_of(", ", first) - first);
    const std::optional<RowRef> row = shipped().find(id);
    ASSERT_TRUE(row.has_value()) << line;
    EXPECT_EQ(row->category, Category::element) << "the first item, " << id << ", is no element row: " << line;
}

TEST(SeedCatalog, AnEndlessCatalogHasNoElementOnTheFinalFloorAndGoesPastIt) {
    DungeonChoice endless;
    endless.endless = true;
    const int final_depth = shipped().constants.final_depth;
    const std::string line = seed_catalog_line(shipped(), 8, final_depth, endless);
    EXPECT_EQ(line.find("element_of_yoord"), std::string::npos) << line;
    const std::string ordinary = seed_catalog_line(shipped(), 8, final_depth);
    const auto walls = [](const std::string& l) { return l.substr(0, l.find(" monsters ")); };
    EXPECT_EQ(walls(line), walls(ordinary)) << "the same walls: endless changes what a floor holds";
    const std::string deep = seed_catalog_line(shipped(), 8, 20, endless);
    EXPECT_EQ(deep.rfind("seed 8 depth 20 ", 0), 0U) << deep;
    EXPECT_EQ(deep.find(" monsters  items"), std::string::npos) << "floor 20 is populated: " << deep;
}

TEST(SeedCatalog, CommandLinePrintsWhatTheFunctionDoes) {
    const std::string command = std::string(YOORD_EXE) + " --seed-catalog 2..3 --depth 4";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::string output;
    char buffer[4096];
    for (std::size_t n = 0; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) {
        output.append(buffer, n);
    }
    EXPECT_EQ(pclose(pipe), 0);
    EXPECT_EQ(output, catalog(2, 3, 4));
}

std::string command_output(const std::string& arguments) {
    const std::string command = std::string(YOORD_EXE) + " " + arguments;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return {};
    std::string output;
    char buffer[4096];
    for (std::size_t n = 0; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, n);
    (void)pclose(pipe);
    return output;
}

// --generation N chooses the generation the catalog describes; without it, the newest (what new runs get).
TEST(SeedCatalog, TheGenerationFlagChoosesTheGenerationAndTheNewestIsTheDefault) {
    EXPECT_EQ(command_output("--seed-catalog 1..2 --depth 7 --generation 1"),
              catalog(shipped(), 1, 2, 7, kGenerationOne));
    EXPECT_EQ(command_output("--seed-catalog 1..2 --depth 7 --generation 2"),
              catalog(shipped(), 1, 2, 7, kGenerationTwo));
    EXPECT_EQ(command_output("--seed-catalog 1..2 --depth 7"), catalog(shipped(), 1, 2, 7, DungeonChoice{}));
    EXPECT_EQ(DungeonChoice{}.generation, kNewestGeneration);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
