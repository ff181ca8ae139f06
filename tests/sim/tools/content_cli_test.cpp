// The content commands, run as a user runs them: the real yoord binary (YOORD_EXE) through a shell.

#include "sim/tools/content_cli.hpp"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/stable_id.hpp"
#include "sim/tables/golden.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

struct ExeRun {
    int exit_code = -1;
    std::string output;
};

ExeRun run_exe(const std::string& args, const std::string& cwd = "/") {
    std::string command = "cd '" + cwd + "' && '";
    command += YOORD_EXE;
    command += "' ";
    command += args;
    ExeRun r;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return r;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.output.append(buffer, n);
    const int status = pclose(pipe);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

// A copy of the shipped content in a fresh folder, plus `extra` as extra.toml when given.
class ContentDir {
public:
    explicit ContentDir(const std::string& extra) {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        path_ = fs::temp_directory_path() /
                ("yoord-content-" + std::to_string(::getpid()) + "-" + test->test_suite_name() + "-" + test->name());
        fs::remove_all(path_);
        fs::create_directories(path_);
        for (const ContentFile& f : embedded_content_files()) std::ofstream(path_ / f.path) << f.text;
        if (!extra.empty()) std::ofstream(path_ / "extra.toml") << extra;
    }
    ~ContentDir() { fs::remove_all(path_); }
    [[nodiscard]] std::string arg() const {
        std::string quoted = "'";  // appended piecewise: GCC 12 warns falsely (-Wrestrict) on "'" + std::string
        quoted += path_.string();
        quoted += '\'';
        return quoted;
    }
    [[nodiscard]] std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    fs::path path_;
};

constexpr const char* kGnoll = R"([[monster]]
id = "gnoll"
name = "gnoll"
glyph = "G"
colour = "brown"
movement = "chaser"
hp = 9
power_die = 5
)";

TEST(CheckContent, OutsideASourceTreeChecksTheBuiltInSetAndSaysSo) {
    const LoadResult shipped = load_embedded_content();
    ASSERT_TRUE(shipped.content);
    const ExeRun r = run_exe("--check-content 2>&1");  // from /, as an installed yoord runs
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.output, "checking the tables built into yoord\n" + count_line(*shipped.content) + "\n");
}

// The top of a source tree: content/ with the shipped files (ids.golden among them) and `extra` as extra.toml.
class SourceTree {
public:
    explicit SourceTree(const std::string& extra) : content_(extra) {
        top_ = fs::path(content_.file("")).parent_path().string() + "-tree";
        fs::remove_all(top_);
        fs::create_directories(top_);
        fs::create_directory_symlink(content_.file(""), fs::path(top_) / "content");
    }
    ~SourceTree() { fs::remove_all(top_); }
    [[nodiscard]] const std::string& top() const { return top_; }

private:
    ContentDir content_;
    std::string top_;
};

TEST(CheckContent, InASourceTreeChecksContentOnDiskSoAnEditNeedsNoRebuild) {
    // The row an author saved a second ago, with a typo: the built-in tables would say "content ok".
    const SourceTree tree(R"([[monster]]
id = "cave_troll"
name = "cave troll"
glyph = "T"
colour = "grey"
movement = "chasr"
hp = 40
power_die = 9
)");
    const ExeRun r = run_exe("--check-content 2>&1", tree.top());
    EXPECT_EQ(r.exit_code, kExitContentError) << r.output;
    const auto lines = lines_of(r.output);
    ASSERT_EQ(lines.size(), 3u) << r.output;
    EXPECT_EQ(lines[0], "checking content/ (on disk: this is a source tree)");
    EXPECT_EQ(lines[1], "content/extra.toml:6:12: error: unknown movement 'chasr'; did you mean 'chaser'?");
}

TEST(CheckContent, InASourceTreeANewRowIsListedAsNewAndCounted) {
    const SourceTree tree(kGnoll);
    const ExeRun check = run_exe("--check-content 2>&1", tree.top());
    EXPECT_EQ(check.exit_code, 0) << check.output;
    EXPECT_NE(check.output.find("new id: monster gnoll\n"), std::string::npos) << check.output;
    const ExeRun list = run_exe("--list-content", tree.top());
    EXPECT_EQ(list.exit_code, 0);
    EXPECT_NE(list.output.find("monster gnoll gnoll\n"), std::string::npos);
}

TEST(CheckContent, BrokenFolderExitsOneAndPrintsEveryDiagnostic) {
    const ContentDir dir(R"([[monster]]
id = "broken"
name = "broken"
glyph = "b"
colour = "red"
movement = "chasr"
hp = 0
power_die = 2
)");
    const ExeRun r = run_exe("--check-content " + dir.arg() + " 2>&1");
    EXPECT_EQ(r.exit_code, kExitContentError);
    const auto lines = lines_of(r.output);
    ASSERT_EQ(lines.size(), 3u) << r.output;
    EXPECT_EQ(lines[0], dir.file("extra.toml") + ":6:12: error: unknown movement 'chasr'; did you mean 'chaser'?");
    EXPECT_EQ(lines[1], dir.file("extra.toml") + ":7:6: error: key 'hp' is 0; it must be between 1 and 10000");
    EXPECT_EQ(lines[2], "yoord: 2 errors in the content; nothing was loaded");
}

TEST(CheckContent, ModdedFolderListsItsNewIdsAndNeedsNoGoldenChange) {
    const ContentDir dir(kGnoll);
    const ExeRun r = run_exe("--check-content " + dir.arg() + " 2>&1");
    EXPECT_EQ(r.exit_code, 0) << r.output;
    const auto lines = lines_of(r.output);
    ASSERT_GE(lines.size(), 2u) << r.output;
    // The shipped monsters and the gnoll: counted, not written down, and a shipped row that content/ids.golden
    // does not list yet is the golden-id test's to report, not this one's: adding a row to content/ fails only
    // the golden-id test.
    const LoadResult shipped = load_embedded_content();
    ASSERT_TRUE(shipped.content);
    const std::vector<std::string> new_ids(lines.begin(), lines.end() - 1);
    EXPECT_NE(std::find(new_ids.begin(), new_ids.end(), "new id: monster gnoll"), new_ids.end()) << r.output;
    for (const std::string& line : new_ids) {
        if (line == "new id: monster gnoll") continue;
        const std::string id = line.substr(line.rfind(' ') + 1);
        // A spell is a row too, kept apart from the spawnable ones (Content::find_spell).
        const bool shipped_row =
            shipped.content->find(id).has_value() || shipped.content->find_spell(stable_id(id)) != nullptr;
        EXPECT_TRUE(line.starts_with("new id: ") && shipped_row)
            << line << ": only the gnoll, or a shipped row not yet in ids.golden, is new";
    }
    const std::string monsters = std::to_string(shipped.content->monsters.size() + 1);
    EXPECT_TRUE(lines.back().starts_with("content ok: " + monsters + " monster,")) << lines.back();
}

TEST(CheckContent, TwoPacksSettingOneKeyAreSaidOnceWithTheWinner) {
    const auto setter = [](std::string id, int hp, std::string depends) {
        PackFolder p;
        p.dir = id;
        p.paths = {id + "/pack.toml", id + "/p.toml"};
        p.texts = {"id = \"" + id + "\"\nversion = \"1\"\n" + depends,
                   "[[patch]]\ntarget = \"goblin\"\nset = { hp = " + std::to_string(hp) + " }\n"};
        return p;
    };
    const std::vector<PackFolder> packs{setter("early", 3, ""), setter("late", 30, "depends = [\"early\"]\n"),
                                        setter("last", 9, "depends = [\"late\"]\n")};
    const LoadResult r = load_content(embedded_content_files(), packs);
    ASSERT_TRUE(r.content);
    const std::vector<std::string> lines = pack_report(*r.content);
    const auto conflicts = std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("conflict:"); });
    EXPECT_EQ(conflicts, 1);
    EXPECT_NE(std::find(lines.begin(), lines.end(), "conflict: goblin hp is set by early, late, last; last wins (it loads later)"),
              lines.end());
    EXPECT_NE(std::find(lines.begin(), lines.end(), "  patches goblin hp at late/p.toml:3:9"), lines.end());
}

TEST(CheckContent, MissingFolderIsAnError) {
    const ExeRun r = run_exe("--check-content /nonexistent/yoord/content 2>&1");
    EXPECT_EQ(r.exit_code, kExitContentError);
    EXPECT_NE(r.output.find("/nonexistent/yoord/content: error: not a folder of content files"), std::string::npos);
}

TEST(ListContent, PrintsEveryRowSortedByTableThroughAPipe) {
    const LoadResult shipped = load_embedded_content();
    ASSERT_TRUE(shipped.content);
    const Content& c = *shipped.content;
    const ExeRun r = run_exe("--list-content | cat");
    EXPECT_EQ(r.exit_code, 0);
    const auto lines = lines_of(r.output);
    EXPECT_EQ(lines, content_listing(c));
    // Every spawnable row as "category id name", in id order within its table.
    std::vector<std::string> row_lines;
    for (const RowRef ref : c.all_rows()) {
        row_lines.push_back(std::string(enum_name(ref.category)) + " " + c.common(ref).id + " " + c.common(ref).name);
    }
    std::vector<std::string> listed_rows;
    for (const std::string& l : lines) {
        if (std::find(row_lines.begin(), row_lines.end(), l) != row_lines.end()) listed_rows.push_back(l);
    }
    EXPECT_EQ(listed_rows, row_lines);
    std::vector<std::string> tables;
    for (const std::string& l : lines) tables.push_back(l.substr(0, l.find(' ')));
    EXPECT_TRUE(std::is_sorted(tables.begin(), tables.end()));
}

// The listing's tables are the loader's: a table added to the loader and left out here fails.
TEST(ListContent, ListsTheRowsOfEveryTableTheLoaderReads) {
    const LoadResult shipped = load_embedded_content();
    ASSERT_TRUE(shipped.content);
    std::set<std::string> listed;
    for (const std::string& l : content_listing(*shipped.content)) listed.insert(l.substr(0, l.find(' ')));
    std::set<std::string> loaded;
    for (const TableSchema& t : content_schemas()) {
        if (t.table != "constants") loaded.insert(std::string(t.table));  // one set of numbers, not rows
    }
    EXPECT_EQ(listed, loaded);
    const std::vector<std::string> lines = content_listing(*shipped.content);
    const auto count = [&](std::string_view table) {
        return static_cast<std::size_t>(std::count_if(lines.begin(), lines.end(), [&](const std::string& l) {
            return l.starts_with(std::string(table) + " ");
        }));
    };
    const Content& c = *shipped.content;
    EXPECT_EQ(count("spell"), c.spells.size());
    EXPECT_EQ(count("hand"), c.hands.size());
    EXPECT_EQ(count("drop"), c.drops.size());
    EXPECT_EQ(count("population"), c.population.size());
    for (const SpellDef& sp : c.spells) {
        EXPECT_NE(std::find(lines.begin(), lines.end(), "spell " + sp.id + " " + sp.name), lines.end()) << sp.id;
    }
}

TEST(ListContent, NeverListsAbstractRows) {
    const ExeRun r = run_exe("--list-content");
    EXPECT_EQ(r.output.find("monster vermin "), std::string::npos);
    EXPECT_EQ(r.output.find("weapon blade "), std::string::npos);
    EXPECT_NE(r.output.find("monster rat sewer rat\n"), std::string::npos);
}

TEST(ListContent, ContentDirLoadsThatFolderInstead) {
    const ContentDir dir(kGnoll);
    const ExeRun r = run_exe("--content-dir " + dir.arg() + " --list-content");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.output.find("monster gnoll gnoll\n"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
