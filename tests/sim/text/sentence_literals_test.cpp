// Every sentence a player reads lives in content/strings/en.toml. This test reads the sources of sim/ and
// render/ and fails on a string literal that looks like English (two words, or one capitalised word) outside
// the allowlist below, naming its file:line, so a new g.log.add("You see a thing.") cannot slip in.
//
// What it skips: #include lines, comments, YOORD_ASSERT and static_assert messages (developer output), a line
// that says why with a "// not player text: ..." comment (a layer's name, an id), and sentence keys themselves
// ("combat.hit": no space, lower case).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
// GCC 12 at -O1 (the sanitizer build) warns falsely inside std::regex's own std::function (-Wmaybe-uninitialized,
// GCC bug 105562); the warning is in the library header, not in this file's code.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <regex>
#pragma GCC diagnostic pop
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// Files and folders whose English is not player text, each with the reason. A path ending in '/' is a folder.
struct Allowed {
    std::string_view path;
    std::string_view reason;
};
constexpr Allowed kAllowlist[] = {
    // Diagnostics for the people who write the game's files, at file:line:col, in English like a compiler's.
    {"sim/text/strings.cpp", "the sentence table's own load errors: author-facing, at file:line:col"},
    {"sim/text/language_check.cpp", "--check-lang's findings and the skeleton's header: translator-facing, at file:line:col"},
    {"sim/tables/", "content loader and schema errors: author-facing (--check-content, TOML errors)"},
    // File formats and their diagnostics (another floor's code, which names the file it cannot read).
    {"sim/io/component_traits.hpp", "component names for save and state-hash diagnostics: developer output"},
    {"sim/io/game_traits.hpp", "the run fields' tags: names a save file holds and its refusals quote, not sentences"},
    {"sim/io/save/", "what in a save or journal file is wrong (a field, a count), in parentheses after a keyed "
                     "sentence (save.*, journal.*): for whoever opens the file"},
    {"sim/io/replay/", "recording format errors and replay divergence reports: developer output"},
    {"sim/io/records/crash_report.cpp", "the crash report is written for a bug report: developer output"},
    {"sim/io/records/leaderboard.cpp", "leaderboard file-format errors: a file-format diagnostic"},
    {"sim/run/bones.cpp", "the bones file's format and its errors at file:line:col: a file-format diagnostic"},
    {"sim/io/records/bones_files.cpp", "a refused bones file's reason at file:line:col: a file-format diagnostic"},
    {"sim/io/records/file_lock.cpp", "file-lock errors with the OS's own message: developer output"},
    // The developer's tools: reports and consoles read by whoever builds or balances the game, not a player.
    {"sim/tools/balance.cpp", "the balance report (--balance): a designer's table and its CSV columns"},
    {"sim/tools/balance_page.cpp", "the balance page's figures (--balance-page), written into English documentation"},
    {"sim/tools/balance_page.hpp", "the markers of the balance page's figures block: a file format"},
    {"sim/tools/content_cli.cpp", "--check-content and --list-content: the content author's report"},
    {"sim/tools/invariants.cpp", "broken invariants, for the fuzzer and the wizard's check: developer output"},
    {"sim/tools/recordings.cpp", "--verify and --record's reports: a recording's divergence, developer output"},
    {"sim/tools/run_setup.cpp", "the bot modes' run setup (--headless, --balance): its refusals and run labels"},
    {"sim/tools/spawn_env.cpp", "YOORD_SPAWN's errors: a testing variable, developer output"},
    {"sim/places/location.cpp", "place invariant violations: developer output"},
    {"sim/places/spawn.cpp", "spawn errors for YOORD_SPAWN and tests (an unknown row id): developer output"},
    // Names that are typed, not read: identifiers of a file format.
    {"render/key.cpp", "key names are identifiers the keymap file uses, not words to translate"},
    {"render/input/action.hpp", "default key names (identifiers of the keymap file); the help words are sentence keys"},
    {"render/input/key_reference.cpp", "writes docs/reference/keys.md, the English documentation"},
};

bool allowed(std::string_view rel) {
    for (const Allowed& a : kAllowlist) {
        if (a.path.ends_with('/') ? rel.starts_with(a.path) : rel == a.path) return true;
    }
    return false;
}

struct Literal {
    int line;
    std::string text;
};

// The string literals of a C++ source, with the line each starts on; comments and character literals skipped.
std::vector<Literal> literals_of(std::string_view src) {
    std::vector<Literal> out;
    int line = 1;
    std::size_t i = 0;
    const auto count_lines = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < src.size(); ++k) line += src[k] == '\n' ? 1 : 0;
    };
    while (i < src.size()) {
        const char c = src[i];
        if (c == '\n') {
            ++line;
            ++i;
        } else if (src.substr(i, 2) == "//") {
            i = src.find('\n', i);
            if (i == std::string_view::npos) break;
        } else if (src.substr(i, 2) == "/*") {
            const std::size_t end = src.find("*/", i);
            count_lines(i, end);
            i = end == std::string_view::npos ? src.size() : end + 2;
        } else if (c == '\'') {
            std::size_t j = i + 1;
            while (j < src.size() && src[j] != '\'') j += src[j] == '\\' ? 2 : 1;
            i = j + 1;
        } else if (src.substr(i, 2) == "R\"") {
            const std::size_t open = src.find('(', i);
            const std::string close = ")" + std::string(src.substr(i + 2, open - i - 2)) + "\"";
            const std::size_t end = src.find(close, open);
            out.push_back({line, std::string(src.substr(open + 1, end - open - 1))});
            count_lines(i, end);
            i = end + close.size();
        } else if (c == '"') {
            std::string text;
            std::size_t j = i + 1;
            while (j < src.size() && src[j] != '"') {
                if (src[j] == '\\') {
                    text += src.substr(j, 2);
                    j += 2;
                } else {
                    text += src[j++];
                }
            }
            out.push_back({line, text});
            i = j + 1;
        } else {
            ++i;
        }
    }
    return out;
}

bool looks_like_english(const std::string& s) {
    static const std::regex word("[A-Za-z]{2,}");
    static const std::regex capitalised_word("\\s*[A-Z][a-z]+[:.!?]?\\s*");
    const auto words = std::distance(std::sregex_iterator(s.begin(), s.end(), word), std::sregex_iterator());
    const bool has_space = s.find(' ') != std::string::npos && s.find_first_not_of(' ') != std::string::npos;
    if (has_space && words >= 2) return true;
    return std::regex_match(s, capitalised_word);
}

bool skipped_line(std::string_view line) {
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line.substr(first).starts_with("#include")) return true;
    return line.find("YOORD_ASSERT") != std::string_view::npos || line.find("static_assert") != std::string_view::npos ||
           line.find("// not player text") != std::string_view::npos;
}

std::vector<std::string> english_literals(const std::filesystem::path& root, std::string_view top) {
    std::vector<std::string> found;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / top)) {
        const auto ext = entry.path().extension();
        if (ext == ".cpp" || ext == ".hpp") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        const std::string rel = std::filesystem::relative(path, root).generic_string();
        if (allowed(rel)) continue;
        std::ifstream in(path);
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string src = buffer.str();
        std::vector<std::string_view> lines;
        for (std::size_t at = 0; at <= src.size();) {
            const std::size_t end = std::min(src.find('\n', at), src.size());
            lines.push_back(std::string_view(src).substr(at, end - at));
            at = end + 1;
        }
        for (const Literal& l : literals_of(src)) {
            const auto at = static_cast<std::size_t>(l.line - 1);
            // An assertion's message may sit on the line after the macro's name.
            if (skipped_line(lines[at]) || (at > 0 && skipped_line(lines[at - 1]) &&
                                            lines[at - 1].find("YOORD_ASSERT") != std::string_view::npos)) {
                continue;
            }
            if (looks_like_english(l.text)) found.push_back(rel + ":" + std::to_string(l.line) + ": \"" + l.text + "\"");
        }
    }
    return found;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

TEST(SentenceLiterals, TheDetectorFindsASentenceAndPassesAKey) {
    const std::vector<Literal> found = literals_of("g.log.add(\"You see a thing.\");  // \"not this\"\n"
                                                   "say(g, \"item.see_here\");\nx = 'a';\n/* \"nor\nthis\" */ y(\"Inventory\");");
    ASSERT_EQ(found.size(), 3u);
    EXPECT_EQ(found[0].line, 1);
    EXPECT_TRUE(looks_like_english(found[0].text));
    EXPECT_FALSE(looks_like_english(found[1].text));
    EXPECT_EQ(found[2].line, 5);
    EXPECT_TRUE(looks_like_english(found[2].text));
    EXPECT_FALSE(looks_like_english("%d/%d"));
    EXPECT_FALSE(looks_like_english("ids.golden"));
}

TEST(SentenceLiterals, ANewLogLineInAConvertedFileFails) {
    const std::filesystem::path root = std::filesystem::temp_directory_path() / "yoord-literals-test";
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root / "sim" / "rules");
    std::ofstream(root / "sim" / "rules" / "combat.cpp") << "void f(Game& g) {\n    g.log.add(\"You see a thing.\");\n}\n";
    const std::vector<std::string> found = english_literals(root, "sim");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0], "sim/rules/combat.cpp:2: \"You see a thing.\"");
    std::filesystem::remove_all(root);
}

TEST(SentenceLiterals, NoPlayerSentenceBypassesTheTable) {
    const std::filesystem::path root(YOORD_SOURCE_DIR);
    std::vector<std::string> found = english_literals(root, "sim");
    const std::vector<std::string> render = english_literals(root, "render");
    found.insert(found.end(), render.begin(), render.end());
    EXPECT_TRUE(found.empty()) << "these literals look like player text; move them to content/strings/en.toml "
                                  "(or, if no player reads them, allowlist the file with a reason):\n"
                               << joined(found);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
