#include "render/man_page.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "render/cli.hpp"
#include "render/game/guide.hpp"
#include "render/input/action.hpp"
#include "render/input/keymap.hpp"
#include "render/utf8.hpp"
#include "sim/tables/loader.hpp"
#include "sim/text/strings.hpp"
#include "tests/support/run_exe.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// The page's spelling of a text: roff prints "\-" as the '-' a user types.
std::string in_roff(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '-') out += "\\-";
        else out += c;
    }
    return out;
}

// A whole text as the page writes it: a backslash as "\e" too, and a leading '.' or '\'' guarded by "\&".
std::string roff_text(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\\') out += "\\e";
        else if (c == '-') out += "\\-";
        else out += c;
    }
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
    return out;
}

TEST(ManPage, IsSectionSixWithTheUsualSections) {
    const std::string page = man_page();
    EXPECT_EQ(page.rfind(".TH YOORD 6 ", 0), 0U) << page.substr(0, 80);
    for (const char* section : {".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH KEYS",
                                ".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS", ".SH SEE ALSO"}) {
        EXPECT_NE(page.find(std::string("\n") + section + "\n"), std::string::npos) << section;
    }
}

TEST(ManPage, ListsEveryFlagHelpListsWithItsHelpLine) {
    const std::string page = man_page();
    const std::string help = help_text();
    for (const FlagSpec& f : flag_table()) {
        const bool in_help = help.find("  " + std::string(f.flag)) != std::string::npos ||
                             help.find(", " + std::string(f.flag)) != std::string::npos;
        const bool in_page = page.find(in_roff(f.flag)) != std::string::npos &&
                             page.find(in_roff(phrase(f.help))) != std::string::npos;
        EXPECT_EQ(in_page, in_help) << f.flag << (in_help ? " is in --help but not in the man page"
                                                          : " is in the man page but --help leaves it out");
    }
}

TEST(ManPage, ListsEveryEnvironmentVariableAndEveryActionsKeys) {
    const std::string page = man_page();
    for (const EnvSpec& e : env_table()) {
        if (e.status != FlagStatus::landed) continue;
        EXPECT_NE(page.find(in_roff(e.name)), std::string::npos) << e.name;
    }
    for (const ActionInfo& a : kActionTable) {
        EXPECT_NE(page.find(in_roff(phrase(a.help))), std::string::npos) << a.name;
        EXPECT_EQ(page.find(in_roff(a.help)), std::string::npos) << a.name << ": the page shows its key, not its words";
        EXPECT_NE(page.find(in_roff(a.default_keys[0])), std::string::npos) << a.name;
    }
}

// One source for the help and the manual: each guide page the help shows after its keys is a section of the page,
// with the same words (issue 29, item 8).
TEST(ManPage, HasEveryPageOfTheHelpsGuideInTheSameWords) {
    const std::string page = man_page();
    const LoadResult loaded = load_embedded_content();
    ASSERT_TRUE(loaded.content.has_value());
    for (const GuidePage& guide : guide_pages(*loaded.content, Keymap::defaults())) {
        std::string title = guide.title;
        for (char& c : title) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        EXPECT_NE(page.find("\n.SH " + roff_text(title) + "\n"), std::string::npos) << title;
        for (const GuideEntry& entry : guide.entries) {
            EXPECT_NE(page.find(roff_text(entry.text)), std::string::npos) << entry.text;
            if (!entry.term.empty()) {
                EXPECT_NE(page.find(".B " + roff_text(entry.term) + "\n"), std::string::npos) << entry.term;
            }
        }
    }
    EXPECT_NE(page.find("every " + std::to_string(loaded.content->constants.rest_turns_per_hp) + " turns"), std::string::npos);
}

TEST(ManPage, ShowsTheShortSpellingBesideTheLongOne) {
    EXPECT_NE(man_page().find(".B \"\\-V, \\-\\-version\"\n"), std::string::npos);
}

TEST(ManPage, ShowsTheShortSpellingOfTheHelpToo) {
    EXPECT_NE(man_page().find(".B \"\\-h, \\-\\-help\"\n"), std::string::npos);
}

// An installed player has the binary and this page, not the source tree: the page says what it needs itself.
TEST(ManPage, PointsAtNoFileOfTheSourceTree) {
    const std::string page = man_page();
    EXPECT_EQ(page.find("docs/"), std::string::npos);
    EXPECT_EQ(page.find(".md"), std::string::npos);
    EXPECT_EQ(help_text().find("docs/"), std::string::npos);
}

// keymap.toml names actions: the page gives each key's action name, so a player can write the file from it.
TEST(ManPage, NamesEveryActionAKeymapCanBind) {
    const std::string page = man_page();
    for (const ActionInfo& a : kActionTable) {
        EXPECT_NE(page.find(" (" + in_roff(a.name) + ")\n"), std::string::npos) << a.name;
    }
}

// A text line that starts with '.' or '\'' would be read as a request and vanish from the page.
TEST(ManPage, NoTextLineIsMistakenForARequest) {
    std::istringstream lines(man_page());
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || (line[0] != '.' && line[0] != '\'')) continue;
        const std::string request = line.substr(0, line.find(' '));
        const bool comment = line.starts_with(".\\\"");
        EXPECT_TRUE(comment || request == ".TH" || request == ".SH" || request == ".SS" || request == ".TP" ||
                    request == ".PP" || request == ".B" || request == ".BI" || request == ".I" || request == ".nh")
            << "unknown request in: " << line;
    }
}

TEST(ManPage, TheBinaryPrintsIt) {
    const test::RunResult r = test::run_exe("--man-page --lang en");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.output, man_page());
}

// make install PREFIX=...: the binary and its page, which is all a player needs (the content is embedded).
TEST(ManPage, InstallPutsTheBinaryAndThePageUnderThePrefix) {
    const std::filesystem::path prefix =
        std::filesystem::temp_directory_path() / ("yoord-install-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(prefix);
    const test::RunResult installed = test::run_command(std::string(YOORD_CMAKE_COMMAND) + " --install " +
                                                        YOORD_BINARY_DIR + " --prefix " + prefix.string());
    ASSERT_EQ(installed.status, 0) << installed.output;
    const std::filesystem::path exe = prefix / "bin/yoord";
    const std::filesystem::path page = prefix / "share/man/man6/yoord.6";
    ASSERT_TRUE(std::filesystem::exists(exe)) << installed.output;
    ASSERT_TRUE(std::filesystem::exists(page)) << installed.output;
    std::stringstream text;
    text << std::ifstream(page).rdbuf();
    EXPECT_EQ(text.str(), man_page());
    // And the page of each shipped language, where man(1) looks for a reader in that locale.
    for (const char* code : {"pt", "es", "ht"}) {
        const std::filesystem::path translated = prefix / "share/man" / code / "man6/yoord.6";
        ASSERT_TRUE(std::filesystem::exists(translated)) << code << "\n" << installed.output;
        std::stringstream words;
        words << std::ifstream(translated).rdbuf();
        EXPECT_EQ(words.str(), test::run_exe("--man-page --lang " + std::string(code)).output) << code;
    }
    // The installed game runs from anywhere with no content folder beside it.
    const test::RunResult runs = test::run_command("cd / && " + exe.string() + " --check-content");
    EXPECT_EQ(runs.status, 0) << runs.output;
    std::filesystem::remove_all(prefix);
}

// Issue 34, item 3: `--man-page --lang CODE` is the whole page in that language: every heading, every flag's and
// variable's line and the page's own prose from the table; the flags, keys and file names stay as they are.
class ManPageLanguage : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        Diagnostics problems;
        LanguageLoad language = load_language(GetParam(), "", problems);
        ASSERT_TRUE(language.table.has_value()) << GetParam();
        use_strings(std::move(*language.table));
    }
    void TearDown() override { use_strings(english_strings()); }
};

TEST_P(ManPageLanguage, EveryWordOfThePageIsInTheChosenLanguage) {
    const std::string page = man_page();
    for (const auto& [key, english] : english_strings().all()) {
        const bool page_key = key.starts_with("man.") || key.starts_with("flag.") || key.starts_with("environment.");
        if (!page_key) continue;
        const std::string said = phrase(key);
        if (key.ends_with("_heading")) {
            EXPECT_NE(page.find(".SH " + roff_text(upper_case(said)) + "\n"), std::string::npos) << key;
            continue;
        }
        // The prose fills blanks and sets its flags in bold: look for its first words, which have neither.
        const std::string opening = said.substr(0, said.find_first_of("{-"));
        EXPECT_NE(page.find(roff_text(opening)), std::string::npos) << key << ": " << opening;
        const std::string english_opening = english.text.substr(0, english.text.find_first_of("{-"));
        if (english_opening.size() > 8) {
            EXPECT_EQ(page.find(roff_text(english_opening)), std::string::npos) << key << " is still English";
        }
    }
    for (const char* english_heading : {"\n.SH NAME\n", "\n.SH OPTIONS\n", "\n.SH FILES\n", "\n.SH SEE ALSO\n"}) {
        EXPECT_EQ(page.find(english_heading), std::string::npos) << english_heading;
    }
}

TEST_P(ManPageLanguage, TheBinaryPrintsThePageOfTheLanguageItIsGiven) {
    const test::RunResult r = test::run_exe("--man-page --lang " + GetParam());
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.output, man_page());
}

INSTANTIATE_TEST_SUITE_P(Languages, ManPageLanguage, ::testing::Values("pt", "es", "ht"));

TEST(ManPage, SaysItIsUtf8AndIsNotHyphenatedByEnglishRules) {
    std::istringstream lines(man_page());
    std::string first;
    std::string second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_EQ(second, ".\\\" -*- coding: UTF-8 -*-") << "preconv reads the tag on the first two lines only";
    EXPECT_NE(man_page().find("\n.nh\n"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
