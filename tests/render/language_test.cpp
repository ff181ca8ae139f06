// Choosing the sentence table at start-up (render/app.hpp choose_language): --lang, else LANG; a folder's
// strings/ beside the built-in ones; a missing key said once and read in English.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "render/app.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

class Language : public ::testing::Test {
protected:
    void SetUp() override {
        // One folder per test process: ctest runs these tests side by side.
        data_ = std::filesystem::temp_directory_path() / ("yoord-language-test-" + std::to_string(::getpid()));
        std::filesystem::remove_all(data_);
        std::filesystem::create_directories(data_ / "strings");
        std::ofstream(data_ / "strings" / "xx.toml") << "[door]\nopen = \"{subject} open{s} it (xx).\"\n";
    }
    void TearDown() override {
        use_strings(english_strings());
        std::filesystem::remove_all(data_);
    }
    static EnvLookup lang(std::string value) {
        return [value](const char* name) -> std::optional<std::string> {
            if (std::string_view(name) == "LANG") return value;
            return std::nullopt;
        };
    }
    std::filesystem::path data_;
};

TEST_F(Language, LangPicksTheDataFoldersFileAndMissingKeysAreCountedInOneLine) {
    std::ostringstream err;
    ASSERT_TRUE(choose_language(CommandLine{}, data_, lang("xx_YY.UTF-8"), err));
    Fill you;
    you.subject = Noun{"you", "your", true};
    EXPECT_EQ(active_strings().format("door.open", you), "You open it (xx).");
    EXPECT_EQ(active_strings().format("door.close", you), "You close the door.");  // English stands in
    const std::string said = err.str();
    EXPECT_EQ(said, "yoord: " + std::to_string(english_strings().size() - 1) + " keys missing in xx.toml; English used\n");
}

TEST_F(Language, TheLangFlagWinsOverLangAndAnUnknownOneIsEnglish) {
    CommandLine line;
    line.lang = "zz";
    std::ostringstream err;
    ASSERT_TRUE(choose_language(line, data_, lang("xx_YY.UTF-8"), err));
    EXPECT_NE(err.str().find("no sentences for language 'zz'"), std::string::npos) << err.str();
    EXPECT_EQ(active_strings().format("door.close", {}), english_strings().format("door.close", {}));
}

TEST_F(Language, ALangWithNoFileIsQuietlyEnglish) {
    std::ostringstream err;
    ASSERT_TRUE(choose_language(CommandLine{}, data_, lang("de_DE.UTF-8"), err));
    EXPECT_TRUE(err.str().empty()) << err.str();
}

TEST_F(Language, ABrokenFileIsAnErrorAtItsPlace) {
    std::ofstream(data_ / "strings" / "xx.toml") << "[door]\nopen = \"{subjct} opens it.\"\n";
    std::ostringstream err;
    EXPECT_FALSE(choose_language(CommandLine{}, data_, lang("xx"), err));
    EXPECT_NE(err.str().find("xx.toml:2:9: error: unknown placeholder '{subjct}'"), std::string::npos) << err.str();
}

TEST(LanguageOfEnvironment, LanguageThenLcAllThenLang) {
    const auto env = [](std::map<std::string, std::string> vars) {
        return [vars](const char* name) -> std::optional<std::string> {
            const auto it = vars.find(name);
            if (it == vars.end()) return std::nullopt;
            return it->second;
        };
    };
    EXPECT_EQ(language_of_environment(env({{"LANGUAGE", "pt_BR:en"}, {"LC_ALL", "es_ES.UTF-8"}, {"LANG", "ht_HT"}})), "pt");
    EXPECT_EQ(language_of_environment(env({{"LC_ALL", "es_ES.UTF-8"}, {"LANG", "ht_HT"}})), "es");
    EXPECT_EQ(language_of_environment(env({{"LANG", "ht_HT.UTF-8"}})), "ht");
    EXPECT_EQ(language_of_environment(env({})), "en");
}

TEST_F(Language, EachShippedLanguageIsChosenByItsCodeWithNothingMissing) {
    for (const char* code : {"pt", "es", "ht"}) {
        CommandLine line;
        line.lang = code;
        std::ostringstream err;
        ASSERT_TRUE(choose_language(line, std::nullopt, lang(""), err));
        EXPECT_TRUE(err.str().empty()) << code << ": " << err.str();
        EXPECT_NE(active_strings().format("door.close", {}), english_strings().format("door.close", {})) << code;
    }
}

TEST_F(Language, ThePseudoLocaleIsThere) {
    CommandLine line;
    line.lang = "pseudo";
    std::ostringstream err;
    ASSERT_TRUE(choose_language(line, std::nullopt, lang(""), err));
    EXPECT_EQ(active_strings().size(), english_strings().size());
    EXPECT_NE(active_strings().format("door.close", {}), english_strings().format("door.close", {}));
}

TEST_F(Language, TwentyThousandDottedLevelsInALanguageFileAreALocatedErrorNotACrash) {
    std::string key = "a";
    for (int i = 1; i < 20000; ++i) key += ".a";
    // Under [door], one level already: the dot that opens level 65 is the key's 63rd, at column 126.
    std::ofstream(data_ / "strings" / "xx.toml") << "[door]\nopen = \"x\"\n" << key << " = \"deep\"\n";
    std::ostringstream err;
    EXPECT_FALSE(choose_language(CommandLine{}, data_, lang("xx_YY.UTF-8"), err));
    EXPECT_NE(err.str().find("strings/xx.toml:3:126: error: nested more than 64 levels"), std::string::npos)
        << err.str();
}

TEST_F(Language, ALangThatIsAPathIsEnglishNotAFileOutsideTheLanguageFolders) {
    std::filesystem::create_directories(data_ / "elsewhere");
    std::ofstream(data_ / "elsewhere" / "evil.toml") << "[door]\nopen = \"{subject} open{s} it (evil).\"\n";
    std::ostringstream err;
    // An absolute path has none of the '_', '.' or '@' that end a locale's language part.
    const std::string path = (data_ / "elsewhere" / "evil").string();
    ASSERT_EQ(path.find_first_of("_.@"), std::string::npos);
    ASSERT_TRUE(choose_language(CommandLine{}, data_, lang(path), err));
    Fill you;
    you.subject = Noun{"you", "your", true};
    EXPECT_EQ(active_strings().format("door.open", you), english_strings().format("door.open", you));
    EXPECT_EQ(err.str(), "");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
