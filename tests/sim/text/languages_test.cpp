// The shipped languages (content/strings/pt.toml, es.toml, ht.toml) are complete: every English key is there and
// translated, no blank English does not fill, every content row named in [names]; and their grammar reads as the
// language does ("o goblin" / "a aranha", "3 flechas", "del", "al").

#include <gtest/gtest.h>

#include <sstream>

#include "sim/tables/loader.hpp"
#include "sim/text/language_check.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

class ShippedLanguage : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedLanguage, HasEveryKeyTranslatedAndEveryRowNamed) {
    Diagnostics problems;
    const LanguageLoad load = load_language(GetParam(), "", problems);
    std::ostringstream said;
    problems.write(said);
    ASSERT_TRUE(load.table.has_value()) << said.str();
    // Missing keys fall back to English in play; here the file is read as written.
    const std::string path = "content/strings/" + GetParam() + ".toml";
    EXPECT_TRUE(load.missing.empty()) << load.missing.size() << " missing, the first '" << load.missing.front() << "'";
    Diagnostics check;
    check_language(*load.table, english_strings(), content(), path, check);
    // The words a language shares with English are a short list, each one named in the file.
    EXPECT_LE(load.table->grammar().same_as_english.size(), 10U);
    std::ostringstream listed;
    check.write(listed);
    EXPECT_EQ(check.error_count(), 0U) << listed.str();
}

INSTANTIATE_TEST_SUITE_P(Languages, ShippedLanguage, ::testing::Values("pt", "es", "ht"));

TEST(LanguageCheck, NamesAMissingKeyAStillEnglishOneAndAStrayPlaceholderAtTheirPlaces) {
    Diagnostics problems;
    const auto xx = Strings::parse("[door]\nopen = \"{subject} open{s} the door.\"\nclose = \"{subject} fecha {item}.\"\n",
                                   "xx.toml", problems);
    ASSERT_TRUE(xx.has_value());
    Diagnostics check;
    check_language(*xx, english_strings(), content(), "xx.toml", check);
    std::ostringstream said;
    check.write(said);
    EXPECT_NE(said.str().find("xx.toml:2:8: error: 'door.open' is still the English text"), std::string::npos) << said.str();
    EXPECT_NE(said.str().find("xx.toml:3:9: error: 'door.close' uses the placeholder '{item}'"), std::string::npos) << said.str();
    EXPECT_NE(said.str().find("xx.toml:1:1: error: missing key 'combat.hit'"), std::string::npos) << said.str();
}

TEST(LanguageCheck, TheSkeletonHasEveryKeyWithItsEnglishAsAComment) {
    const std::string skeleton = language_skeleton(english_strings(), content());
    EXPECT_NE(skeleton.find("# {subject} hit{s} {object}.\nhit = \"\""), std::string::npos);
    EXPECT_NE(skeleton.find("# sewer rat\nrat = { text = \"\""), std::string::npos);
    EXPECT_NE(skeleton.find("\"something's\" = \"\""), std::string::npos);
    // It parses: a translator starts from a file that loads.
    Diagnostics problems;
    const auto parsed = Strings::parse(skeleton, "skeleton.toml", problems);
    std::ostringstream said;
    problems.write(said);
    ASSERT_TRUE(parsed.has_value()) << said.str();
    EXPECT_EQ(parsed->size(), english_strings().size());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
