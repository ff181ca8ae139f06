#include "sim/text/strings.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <filesystem>
// GCC 12 at -O1 (the sanitizer build) warns falsely inside std::regex's own std::function (-Wmaybe-uninitialized,
// GCC bug 105562); the warning is in the library header, not in this file's code.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <regex>
#pragma GCC diagnostic pop
#include <set>
#include <sstream>

#include "sim/text/language_check.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

Noun you() { return Noun{"you", "your", true}; }
Noun rat() { return Noun{"the rat", "the rat's", false}; }

std::string filled(std::string_view text, std::optional<Noun> subject, std::optional<Noun> object = std::nullopt) {
    Fill f;
    f.subject = std::move(subject);
    f.object = std::move(object);
    return fill_template(text, f);
}

TEST(FillTemplate, OneTemplateServesThePlayerAndAMonster) {
    EXPECT_EQ(filled("{subject} hit{s} {object}.", you(), rat()), "You hit the rat.");
    EXPECT_EQ(filled("{subject} hit{s} {object}.", rat(), you()), "The rat hits you.");
    EXPECT_EQ(filled("{subject} miss{es} {object}.", rat(), you()), "The rat misses you.");
    EXPECT_EQ(filled("{subject} miss{es} {object}.", you(), rat()), "You miss the rat.");
}

TEST(FillTemplate, AlternationPicksTheThirdPersonFirstAndYouSecond) {
    EXPECT_EQ(filled("{subject} {is|are} held fast.", rat()), "The rat is held fast.");
    EXPECT_EQ(filled("{subject} {is|are} held fast.", you()), "You are held fast.");
}

TEST(FillTemplate, PossessivesAndCapitalsAtSentenceStart) {
    EXPECT_EQ(filled("{subject's} armour corrodes.", you()), "Your armour corrodes.");
    EXPECT_EQ(filled("{subject's} armour corrodes.", rat()), "The rat's armour corrodes.");
    EXPECT_EQ(filled("A bear trap snaps shut on {subject's} leg!", you()), "A bear trap snaps shut on your leg!");
    EXPECT_EQ(filled("It bites. {subject} bleed{s}.", rat()), "It bites. The rat bleeds.");
}

TEST(FillTemplate, NamedArgumentsAndMissingOnesShow) {
    Fill f;
    f.args = {{"item", "a dagger"}, {"letter", "c"}};
    EXPECT_EQ(fill_template("You pick up {item} ({letter}).", f), "You pick up a dagger (c).");
    EXPECT_EQ(fill_template("{item} lies here.", f), "A dagger lies here.");
    EXPECT_EQ(fill_template("You see {n} things.", f), "You see {n} things.");
}

TEST(Strings, LoadsGroupsTonesAndReportsUnknownPlaceholdersWithTheirPlace) {
    Diagnostics problems;
    const auto ok = Strings::parse("[door]\nopen = \"{subject} open{s} the door.\"\n"
                                   "[harm]\nhurts = { text = \"It hurts!\", tone = \"danger\" }\n",
                                   "en.toml", problems);
    ASSERT_TRUE(ok.has_value());
    ASSERT_NE(ok->find("door.open"), nullptr);
    EXPECT_EQ(ok->tone("harm.hurts"), Tone::danger);
    EXPECT_EQ(ok->tone("door.open"), Tone::plain);

    Diagnostics bad;
    EXPECT_FALSE(Strings::parse("[door]\nopen = \"{subjct} opens it.\"\n", "en.toml", bad).has_value());
    ASSERT_EQ(bad.size(), 1u);
    const Diagnostic d = bad.sorted().front();
    EXPECT_EQ(d.path, "en.toml");
    EXPECT_EQ(d.line, 2);
    EXPECT_EQ(d.column, 9);  // the '{' of {subjct}
    EXPECT_NE(d.message.find("did you mean '{subject}'"), std::string::npos) << d.message;
}

TEST(Strings, RefusesAnUnknownToneAndAnUnclosedBlank) {
    Diagnostics bad;
    EXPECT_FALSE(Strings::parse("a = { text = \"x\", tone = \"loud\" }\nb = \"{item\"\n", "s.toml", bad).has_value());
    EXPECT_EQ(bad.error_count(), 2u);
}

TEST(Strings, AnUnknownKeyShowsItselfRatherThanNothing) {
    EXPECT_EQ(english_strings().format("no.such_key", {}), "[no.such_key]");
}

TEST(Strings, AMissingKeyFallsBackToEnglishAndIsNamed) {
    Diagnostics problems;
    auto fr = Strings::parse("[door]\nopen = \"{subject} ouvre la porte.\"\n", "fr.toml", problems);
    ASSERT_TRUE(fr.has_value());
    const std::vector<std::string> missing = fr->fall_back_to(english_strings());
    EXPECT_EQ(missing.size(), english_strings().size() - 1);
    EXPECT_EQ(fr->format("door.open", Fill{.subject = you()}), "You ouvre la porte.");
    EXPECT_EQ(fr->format("door.close", Fill{.subject = you()}), "You close the door.");
}

TEST(Strings, LanguageOfALocale) {
    EXPECT_EQ(language_of_locale("fr_FR.UTF-8"), "fr");
    EXPECT_EQ(language_of_locale("de"), "de");
    EXPECT_EQ(language_of_locale("C.UTF-8"), "en");
    EXPECT_EQ(language_of_locale("POSIX"), "en");
    EXPECT_EQ(language_of_locale(""), "en");
}

TEST(Strings, LoadLanguageFindsAFolderFileAndFallsBack) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "yoord-strings-test";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "xx.toml") << "[door]\nopen = \"{subject} opens it (xx).\"\n";
    Diagnostics problems;
    const LanguageLoad xx = load_language("xx", dir.string(), problems);
    ASSERT_TRUE(xx.table.has_value());
    EXPECT_FALSE(xx.missing.empty());
    EXPECT_EQ(xx.table->size(), english_strings().size());
    const LanguageLoad none = load_language("zz", dir.string(), problems);
    EXPECT_FALSE(none.table.has_value());
    std::filesystem::remove_all(dir);
}

TEST(PseudoLocale, AccentsVowelsPadsAThirdAndKeepsBlanks) {
    const std::string out = pseudo_locale_text("{subject} hit{s} {object}.");
    EXPECT_NE(out.find("{subject}"), std::string::npos);
    EXPECT_NE(out.find("{s}"), std::string::npos);
    EXPECT_NE(out.find("{object}"), std::string::npos);
    EXPECT_NE(out.find("h\xc3\xadt"), std::string::npos) << out;  // "hít"
    const std::string plain = "You see here the dungeon floor.";
    const std::string longer = pseudo_locale_text(plain);
    std::size_t columns = 0;
    for (const char c : longer) columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    EXPECT_GE(columns * 3, plain.size() * 4);  // at least a third longer on screen
}

// --help and the manual page in the pseudo-locale: a reader still types what they read there.
TEST(PseudoLocale, LeavesFlagsAndNamesInCapitalsAsTheyAreTyped) {
    const std::string out = pseudo_locale_text("Without --lang or LC_ALL, read DIR (a folder).");
    EXPECT_NE(out.find("W\xc3\xadth\xc3\xb3\xc3\xbat --lang \xc3\xb3r LC_ALL, r\xc3\xa9\xc3\xa1" "d DIR (\xc3\xa1 f"),
              std::string::npos) << out;
    EXPECT_EQ(pseudo_locale_text("A hit"), "\xc3\x81 h\xc3\xadt ~") << "a lone capital is a word, not a name";
}

// Every key is there and transformed: a template with a letter outside its blanks reads differently in the
// pseudo-locale, so a screen that shows the English text shows a string that bypassed the table.
TEST(PseudoLocale, CoversAndTransformsEveryEnglishKey) {
    const Strings pseudo = pseudo_locale(english_strings());
    EXPECT_EQ(pseudo.size(), english_strings().size());
    for (const auto& [key, t] : english_strings().all()) {
        ASSERT_NE(pseudo.find(key), nullptr) << key;
        EXPECT_EQ(pseudo.find(key)->tone, t.tone) << key;
        if (has_words(t.text)) {
            EXPECT_NE(pseudo.find(key)->text, t.text) << key << " is not transformed";
        }
    }
}

// Every key the code asks for (a quoted "group.key" whose group the table has) exists in English: a key the
// table lacks would print as "[group.key]".
TEST(Strings, EveryKeyTheSourcesNameIsInTheEnglishTable) {
    std::set<std::string> groups;
    for (const auto& [key, t] : english_strings().all()) groups.insert(key.substr(0, key.find('.')));
    const std::regex quoted_key("\"([a-z_]+)\\.([a-z_0-9']+)\"");
    std::vector<std::string> missing;
    for (const char* top : {"sim", "render"}) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(std::filesystem::path(YOORD_SOURCE_DIR) / top)) {
            const auto ext = entry.path().extension();
            if (ext != ".cpp" && ext != ".hpp") continue;
            std::ifstream in(entry.path());
            std::string line;
            int number = 0;
            while (std::getline(in, line)) {
                ++number;
                for (auto it = std::sregex_iterator(line.begin(), line.end(), quoted_key); it != std::sregex_iterator(); ++it) {
                    const std::string group = (*it)[1];
                    const std::string rest = (*it)[2];
                    const std::string key = group + "." + rest;
                    const bool file_name = rest == "toml" || rest == "txt" || rest == "golden" || rest == "yrd";
                    if (file_name || !groups.contains(group) || english_strings().find(key) != nullptr) continue;
                    missing.push_back(entry.path().string() + ":" + std::to_string(number) + ": " + key);
                }
            }
        }
    }
    EXPECT_TRUE(missing.empty()) << [&] {
        std::string all;
        for (const std::string& m : missing) all += m + "\n";
        return all;
    }();
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(FillTemplate, AnAccentedFirstLetterIsCapitalisedToo) {
    Fill f;
    f.args = {{"name", "\xc3\xa1 rat"}};  // "á rat"
    EXPECT_EQ(fill_template("{name} is here.", f), "\xc3\x81 rat is here.");  // "Á rat is here."
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A small Portuguese: two classes, its plural rule, the article forms and a few names.
Strings portuguese() {
    Diagnostics problems;
    auto pt = Strings::parse(R"([grammar]
genders = ["m", "f"]
plurals = "one_is_0_or_1"
[grammar.forms]
the = { m = "o {name}", f = "a {name}", m_other = "os {name}", you = "você", it = "algo" }
of_the = { m = "do {name}", f = "da {name}", you = "de você" }
[names]
goblin = { text = "goblin", plural = "goblins", gender = "m" }
spider = { text = "aranha", plural = "aranhas", gender = "f" }
arrow = { text = "flecha", plural = "flechas", gender = "f" }
[t]
hit = "{subject} acerta {the:object}."
leg = "Uma armadilha fecha na perna {of_the:subject}!"
count = "{n} {n?one:flecha|other:flechas}"
hurt = "{subject} está ferid{subject?f:a|other:o}."
skin = "{A pele {of_the:subject} endurece.|Sua pele endurece!}"
item = "{the:item} cai."
)", "pt.toml", problems);
    std::ostringstream said;
    problems.write(said);
    EXPECT_TRUE(pt.has_value()) << said.str();
    return pt ? std::move(*pt) : Strings{};
}

Noun named(std::string bare, std::string article) { return Noun{.name = article + " " + bare, .possessive = "", .bare = bare}; }

TEST(Grammar, ArticlesAgreeWithTheNounsClass) {
    const Strings pt = portuguese();
    EXPECT_EQ(pt.format("t.hit", Fill{.subject = Noun{"você", "", true}, .object = named("goblin", "o")}), "Você acerta o goblin.");
    EXPECT_EQ(pt.format("t.hit", Fill{.subject = named("goblin", "o"), .object = named("aranha", "a")}), "O goblin acerta a aranha.");
    EXPECT_EQ(pt.format("t.hit", Fill{.subject = named("aranha", "a"), .object = Noun{"você", "", true}}), "A aranha acerta você.");
}

TEST(Grammar, ContractionsComeFromTheFormNotFromCode) {
    const Strings pt = portuguese();
    EXPECT_EQ(pt.format("t.leg", Fill{.subject = named("goblin", "o")}), "Uma armadilha fecha na perna do goblin!");
    EXPECT_EQ(pt.format("t.leg", Fill{.subject = named("aranha", "a")}), "Uma armadilha fecha na perna da aranha!");
    EXPECT_EQ(pt.format("t.leg", Fill{.subject = Noun{"você", "", true}}), "Uma armadilha fecha na perna de você!");
}

TEST(Grammar, PluralsFollowTheLanguagesRule) {
    const Strings pt = portuguese();
    const auto count = [&](int n) { return pt.format("t.count", Fill{.args = {{"n", std::to_string(n)}}}); };
    EXPECT_EQ(count(3), "3 flechas");
    EXPECT_EQ(count(1), "1 flecha");
    EXPECT_EQ(count(0), "0 flecha");  // CLDR pt: i = 0,1 is "one"
    EXPECT_EQ(plural_category(PluralRule::one_is_1, 0), "other");  // en, es: 0 is "other"
    EXPECT_EQ(plural_category(PluralRule::one_is_1, 1), "one");
    EXPECT_EQ(plural_category(PluralRule::no_plural, 1), "other");  // ht: the noun does not change
}

TEST(Grammar, AChoiceByClassAndNestedBlanksInABranch) {
    const Strings pt = portuguese();
    EXPECT_EQ(pt.format("t.hurt", Fill{.subject = named("aranha", "a")}), "A aranha está ferida.");
    EXPECT_EQ(pt.format("t.hurt", Fill{.subject = named("goblin", "o")}), "O goblin está ferido.");
    EXPECT_EQ(pt.format("t.skin", Fill{.subject = named("goblin", "o")}), "A pele do goblin endurece.");
    EXPECT_EQ(pt.format("t.skin", Fill{.subject = Noun{"você", "", true}}), "Sua pele endurece!");
}

TEST(Grammar, ANamedArgumentsClassIsFoundFromTheNames) {
    const Strings pt = portuguese();
    EXPECT_EQ(pt.format("t.item", Fill{.args = {{"item", "flecha"}}}), "A flecha cai.");
    EXPECT_EQ(pt.class_of("+1 flecha amaldiçoada").gender, "f");
    EXPECT_EQ(pt.plural_of("goblin"), "goblins");
}

TEST(Grammar, AnUnknownFormOrCaseIsAnErrorAtItsPlace) {
    Diagnostics bad;
    EXPECT_FALSE(Strings::parse("[grammar]\ngenders = [\"m\"]\n[grammar.forms]\nthe = { m = \"o {name}\" }\n"
                                "[t]\na = \"{of:item} cai.\"\nb = \"{n?uno:x|other:y}\"\n",
                                "pt.toml", bad)
                     .has_value());
    const std::vector<Diagnostic> all = bad.sorted();
    ASSERT_EQ(all.size(), 2U);
    EXPECT_EQ(all[0].line, 6);
    EXPECT_EQ(all[0].column, 6);
    EXPECT_NE(all[0].message.find("unknown form 'of'"), std::string::npos) << all[0].message;
    EXPECT_EQ(all[1].line, 7);
    EXPECT_NE(all[1].message.find("got 'uno:x'"), std::string::npos) << all[1].message;
}

TEST(Grammar, SpanishInvertedMarksOpenASentenceAndAnEmptyBlankLeavesNoSpace) {
    Diagnostics problems;
    const auto es = Strings::parse(R"([grammar]
genders = ["m", "f"]
[grammar.forms]
cl = { m = "", f = "", you = "te " }
obj = { m = "al {name}", f = "a la {name}", you = "" }
[t]
hit = "{{subject} {cl:object}golpea|Golpeas} {obj:object}."
falls = "¡{subject} cae!"
)", "es.toml", problems);
    ASSERT_TRUE(es.has_value());
    const Noun you{"tú", "", true};
    EXPECT_EQ(es->format("t.hit", Fill{.subject = named("rata", "la"), .object = you}), "La rata te golpea.");
    EXPECT_EQ(es->format("t.hit", Fill{.subject = you, .object = named("goblin", "el")}), "Golpeas al goblin.");
    EXPECT_EQ(es->format("t.falls", Fill{.subject = named("goblin", "el")}), "¡El goblin cae!");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
