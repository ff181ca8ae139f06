// The shipped languages (content/strings/pt.toml, es.toml, ht.toml) are complete: every English key is there and
// translated, no blank English does not fill, every content row named in [names]; and their grammar reads as the
// language does ("o goblin" / "a aranha", "3 flechas", "del", "al").

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "sim/tables/loader.hpp"
#include "sim/text/language_check.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// Keys whose text is rightly the same as English's in that language, each a word the two share.
const std::set<std::string, std::less<>>& same_in_both(std::string_view code) {
    static const std::set<std::string, std::less<>> none;
    static const std::set<std::string, std::less<>> pt = {
        "hud.ma", "hud.ma_short", "dump.ma",  // Ma: the game's unit of magic, a symbol in every language
        "dump.spell", "dump.date_value",      // "{spell} ({n} Ma)", "{text} UTC": a unit and a time zone
        "help.interface",                     // "Interface" is Portuguese too
        "wand_look.jade",                     // jade
        "hud.armour_short",                   // "Ar": armadura
    };
    static const std::set<std::string, std::less<>> es = {
        "hud.ma", "hud.ma_short", "dump.ma",  // Ma: the game's unit of magic, a symbol in every language
        "dump.spell", "dump.date_value",      // "{spell} ({n} Ma)", "{text} UTC": a unit and a time zone
        "effect_name.invisible", "effect_name.teleportitis",  // the same word in Spanish
        "wand_look.jade",                     // jade
        "hud.armour_short",                   // "Ar": armadura
    };
    static const std::set<std::string, std::less<>> ht = {
        "hud.ma", "hud.ma_short", "dump.ma",  // Ma: the game's unit of magic, a symbol in every language
        "dump.spell", "dump.date_value",      // "{spell} ({n} Ma)", "{text} UTC": a unit and a time zone
    };
    if (code == "pt") return pt;
    if (code == "es") return es;
    if (code == "ht") return ht;
    return none;
}

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
    check_language(*load.table, english_strings(), content(), path, same_in_both(GetParam()), check);
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
    check_language(*xx, english_strings(), content(), "xx.toml", {}, check);
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

}  // namespace
}  // namespace yoord
