// The English table's compact form (sim/text/english_compact.hpp), written at build time, loads to exactly what
// the TOML parser loads from content/strings/en.toml; and its generator refuses a bad table at its place.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

Strings parsed_english() {
    Diagnostics problems;
    const auto text = embedded_strings_text("en.toml");
    EXPECT_TRUE(text.has_value());
    auto table = Strings::parse(text.value_or(""), "content/strings/en.toml", problems);
    std::ostringstream said;
    problems.write(said);
    EXPECT_TRUE(table.has_value()) << said.str();
    return table.value_or(Strings{});
}

TEST(EnglishCompact, LoadsEverySentenceAsTheTomlParserReadsIt) {
    const Strings toml = parsed_english();
    const Strings& compact = english_strings();
    ASSERT_EQ(compact.size(), toml.size());
    ASSERT_GT(compact.size(), 0U);
    for (const auto& [key, t] : toml.all()) {
        const Template* mine = compact.find(key);
        ASSERT_NE(mine, nullptr) << key;
        EXPECT_EQ(mine->text, t.text) << key;
        EXPECT_EQ(mine->tone, t.tone) << key;
    }
}

TEST(EnglishCompact, KeepsTheLineAndColumnOfEveryKeyAndGroup) {
    const Strings toml = parsed_english();
    EXPECT_EQ(english_strings().places(), toml.places());
    EXPECT_NE(english_strings().place_of("condition"), (std::pair<int, int>{0, 0}));
}

TEST(EnglishCompact, EqualsTheTomlParseWhole) {
    EXPECT_TRUE(english_strings() == parsed_english());
}

std::string run(const std::string& command) {
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen((command + " 2>&1").c_str(), "r"), pclose);
    std::string out;
    char buf[512];
    while (pipe && std::fgets(buf, sizeof buf, pipe.get()) != nullptr) out += buf;
    return out;
}

TEST(EnglishCompactGenerator, RefusesABadTableWithItsFileLineAndColumn) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "yoord_compact_strings_test";
    std::filesystem::create_directories(dir);
    const std::filesystem::path bad = dir / "en.toml";
    std::ofstream(bad) << "[door]\nopen = \"{subjct} opens it.\"\n";
    const std::string generator = std::string(YOORD_BINARY_DIR) + "/yoord_compact_strings";
    const std::string said = run(generator + " " + bad.string() + " " + (dir / "out.cpp").string());
    EXPECT_NE(said.find(bad.string() + ":2:"), std::string::npos) << said;
    EXPECT_NE(said.find("did you mean '{subject}'"), std::string::npos) << said;
    EXPECT_FALSE(std::filesystem::exists(dir / "out.cpp"));
    std::filesystem::remove_all(dir);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
