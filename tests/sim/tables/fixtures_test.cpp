// Each tests/sim/tables/fixtures/<name>.toml is a broken content file, loaded on top of the shipped content
// (plus any <name>.part*.toml beside it). Its "# expect: " lines are the exact diagnostics the load must
// produce, in sorted order, and the load must refuse.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const fs::path kFixtureDir = fs::path(YOORD_SOURCE_DIR) / "tests/sim/tables/fixtures";
constexpr std::string_view kExpectPrefix = "# expect: ";

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> expected_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with(kExpectPrefix)) lines.push_back(line.substr(kExpectPrefix.size()));
    }
    return lines;
}

std::vector<fs::path> fixtures() {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(kFixtureDir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".toml" && name.find(".part") == std::string::npos) out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

struct FixtureRun {
    std::vector<std::string> expected;
    std::vector<std::string> actual;
    bool refused = false;
};

FixtureRun run_fixture(const fs::path& fixture) {
    std::vector<std::string> texts;  // owns the bytes the ContentFiles point at
    std::vector<std::string> names;
    const std::string stem = fixture.stem().string();
    texts.push_back(read_file(fixture));
    names.push_back("fixtures/" + fixture.filename().string());
    std::vector<fs::path> parts;
    for (const auto& entry : fs::directory_iterator(kFixtureDir)) {
        if (entry.path().filename().string().starts_with(stem + ".part")) parts.push_back(entry.path());
    }
    std::sort(parts.begin(), parts.end());
    for (const auto& p : parts) {
        texts.push_back(read_file(p));
        names.push_back("fixtures/" + p.filename().string());
    }
    std::vector<ContentFile> files(embedded_content_files().begin(), embedded_content_files().end());
    for (std::size_t i = 0; i < texts.size(); ++i) files.push_back(ContentFile{names[i], texts[i]});

    const LoadResult r = load_content(files);
    FixtureRun run;
    run.expected = expected_lines(texts.front());
    for (const Diagnostic& d : r.diagnostics.sorted()) run.actual.push_back(format(d));
    run.refused = !r.content.has_value();
    return run;
}

TEST(LoaderFixtures, EachBrokenFixtureGivesExactlyItsExpectedDiagnostics) {
    const auto all = fixtures();
    ASSERT_FALSE(all.empty());
    for (const fs::path& f : all) {
        SCOPED_TRACE(f.filename().string());
        const FixtureRun run = run_fixture(f);
        EXPECT_FALSE(run.expected.empty()) << "a fixture must list at least one '# expect: ' line";
        EXPECT_EQ(run.actual, run.expected);
        EXPECT_TRUE(run.refused) << "a load with errors must not produce Content";
    }
}

// The list of errors the loader must catch, each with its own fixture.
TEST(LoaderFixtures, EveryRequiredKindOfErrorHasAFixture) {
    for (const char* name : {"unknown_key", "wrong_type", "out_of_range", "missing_key", "duplicate_id",
                             "unknown_reference", "inheritance_cycle", "empty_table", "weight_not_positive",
                             "bad_dice"}) {
        EXPECT_TRUE(fs::exists(kFixtureDir / (std::string(name) + ".toml"))) << name;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
