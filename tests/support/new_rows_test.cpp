// Issue 35, item 9: a new row fails only the golden-id test, at any depth. This test adds one row at depth 1 to each
// table an author adds rows to, in a scratch copy of content/, then runs the other test programs on that copy (the
// seam of sim/tables/embedded.hpp: YOORD_TEST_CONTENT_DIR, honoured by the test programs only) and checks that the
// one failure is GoldenIds.ShippedContentMatchesTheGoldenList, naming each new id.
//
// The rows follow the how-to pages (docs/how-to/add-a-monster.md, add-an-item.md): each copies the first concrete
// row of its table under a new id and name, at min_depth 1 where the table has one, and each shipped language names
// it. Its line in content/ids.golden is the step left undone, so the golden-id test must fail. The tables come from
// the loader's own list (content_schemas()): every table whose rows carry an id the golden list pins, so a new
// table is covered the day it is added. Levels, special rooms and vaults are not among them: they shape a floor's
// walls, and a new one comes with a new dungeon generation (docs/reference/seeds.md), not as a row alone.
//
// Which tests run: the programs whose tests hold expectations that can depend on which rows exist: test_sim,
// test_render and test_sim_turn_allocations, side by side: about 8 seconds alone, 16 beside the suite's other
// shards on two cores. Left out: test_core (it knows no
// content); test_sim_fuzz (random play checked against invariants, which hold for any rows, and two minutes of the
// suite's time); test_docs (the pages' commands run the game's binary, and this test is one of its tests).
// Within them, kNotOnTheCopy leaves out the tests that cannot see the copy: those that run the game's binary (it
// plays the tables built into it, whatever this test sets) or compare the compiled-in set with content/ on disk,
// and those that compare a reference page (read from the source tree) with the rows, which the how-to asks an
// author to extend with a new coin, rune, card or spell. A real build with such rows added in content/ failed none
// of them but CheckContent.ModdedFolderListsItsNewIdsAndNeedsNoGoldenChange, since fixed (git log of this file's
// first commit and the one before it).

#include <gtest/gtest.h>

#include <toml++/toml.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

#include "sim/tables/golden.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

struct Program {
    std::string name;
    bool own_tmpdir = false;  // TMPDIR of its own: some of its tests use fixed scratch names under it
};

const std::vector<Program> kPrograms = {{"test_sim", true}, {"test_render", false}, {"test_sim_turn_allocations", true}};

// A negative --gtest_filter, the same for each program: see the file's comment.
const std::string kNotOnTheCopy =
    "-"
    // the reference pages, read from the source tree
    "TrinketsReference.*:Spells.TheReferencePageListsEverySpellWithItsTierAndCost:"
    // the game's binary, which plays its own tables
    "CheckContent.*:ListContent.*:Replay.ARunOfAutoFightVerifiesThroughTheBinary:ReplayCli.*:SameResult.*:"
    "SeedCatalog.CommandLinePrintsWhatTheFunctionDoes:"
    "SeedCatalog.TheGenerationFlagChoosesTheGenerationAndTheNewestIsTheDefault:"
    "CastExport.TheBinaryWritesACastThatAsciinemaCatShowsToTheLastFrame:"
    // the compiled-in set against content/ on disk
    "Loader.EmbeddedCopyMatchesTheContentFolder:Replay.TheContentFolderHashesLikeTheEmbeddedSet:"
    // the compiled-in tables' parsed form (their comment lines blanked), which a folder read at run time has not
    "Loader.EmbeddedTablesAreParsedWithTheirCommentLinesBlanked:"
    // the compiled-in tables' compact form, made from the tables built in (the copy's start parses its TOML)
    "CompactContent.HoldsWhatTheLoaderMakesOfTheTablesItWasMadeFrom";

const std::string kExpectedFailure = "GoldenIds.ShippedContentMatchesTheGoldenList";

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void append_text(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::app);
    out << text;
}

// The tables an author adds rows to: the loader's tables whose ids the golden list pins (effects are code).
std::vector<TableSchema> row_tables() {
    const LoadResult shipped = load_embedded_content();
    std::set<std::string, std::less<>> pinned;
    for (const IdRecord& r : current_ids(*shipped.content)) {
        if (r.kind != kEffectKind) pinned.insert(r.kind);
    }
    std::vector<TableSchema> out;
    for (TableSchema& schema : content_schemas()) {
        const auto it = pinned.find(schema.table);
        if (it == pinned.end()) continue;
        pinned.erase(it);
        out.push_back(std::move(schema));
    }
    EXPECT_TRUE(pinned.empty()) << "a kind of id the golden list pins has no table in content_schemas(): "
                                << *pinned.begin();
    return out;
}

bool has_key(const TableSchema& schema, std::string_view key) {
    return std::any_of(schema.keys.begin(), schema.keys.end(), [&](const SchemaKey& k) { return k.key == key; });
}

struct AddedRow {
    std::string table;
    std::string copied;  // the id of the row it copies
    std::string id;
};

// Appends to the file holding `schema`'s table a copy of its first concrete row, with a new id and name, at
// depth 1. nullopt when no file holds a concrete row of it.
std::optional<AddedRow> add_row(const fs::path& dir, const TableSchema& schema) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() == ".toml") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    const std::string table(schema.table);
    for (const fs::path& file : files) {
        const toml::table doc = toml::parse_file(file.string());
        const toml::array* rows = doc[table].as_array();
        if (rows == nullptr) continue;
        for (const toml::node& node : *rows) {
            const toml::table* row = node.as_table();
            if (row == nullptr || (*row)["abstract"].value_or(false)) continue;
            AddedRow added{table, (*row)["id"].value_or(std::string()), "new_" + table};
            toml::table copy = *row;
            copy.insert_or_assign("id", added.id);
            copy.insert_or_assign("name", "new " + table);
            if (has_key(schema, "min_depth")) copy.insert_or_assign("min_depth", 1);
            toml::table wrapper;
            wrapper.insert(table, toml::array{std::move(copy)});
            std::ostringstream text;
            text << toml::toml_formatter{wrapper};
            append_text(file, "\n" + text.str() + "\n");
            return added;
        }
    }
    return std::nullopt;
}

// Each language other than English names the new row as it names the row it copies (English reads the row).
void name_in_languages(const fs::path& dir, const std::vector<AddedRow>& added) {
    for (const auto& entry : fs::directory_iterator(dir / "strings")) {
        if (entry.path().extension() != ".toml" || entry.path().filename() == "en.toml") continue;
        const toml::table doc = toml::parse_file(entry.path().string());
        const toml::table* names = doc["names"].as_table();
        ASSERT_NE(names, nullptr) << entry.path() << " has no [names]";
        std::string lines;
        for (const AddedRow& row : added) {
            const toml::node* name = names->get(row.copied);
            if (name == nullptr) continue;  // the language test says what is missing
            toml::table wrapper;
            wrapper.insert(row.id, *name);
            std::ostringstream line;
            line << toml::toml_formatter{wrapper};
            lines += line.str() + "\n";
        }
        std::string text = read_text(entry.path());
        const std::size_t header = text.find("\n[names]\n");
        ASSERT_NE(header, std::string::npos) << entry.path();
        text.insert(header + std::string_view("\n[names]\n").size(), lines);
        std::ofstream(entry.path(), std::ios::binary | std::ios::trunc) << text;
    }
}

// The tests a program's output says failed ("[  FAILED  ] Suite.Name (12 ms)", "... Name/0, where GetParam() ...").
std::set<std::string> failed_tests(const std::string& output) {
    std::set<std::string> out;
    std::istringstream lines(output);
    const std::string marker = "[  FAILED  ] ";
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind(marker, 0) != 0) continue;
        const std::string rest = line.substr(marker.size());
        const std::string name = rest.substr(0, rest.find_first_of(" ,"));
        if (name.find('.') != std::string::npos) out.insert(name);
    }
    return out;
}

struct Scratch {
    fs::path root;
    Scratch() {
        root = fs::temp_directory_path() / ("yoord-new-rows-" + std::to_string(::getpid()));
        fs::remove_all(root);
        fs::create_directories(root);
        fs::copy(fs::path(YOORD_SOURCE_DIR) / "content", root / "content", fs::copy_options::recursive);
    }
    ~Scratch() {
        std::error_code ignored;
        fs::remove_all(root, ignored);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
};

TEST(NewRows, ADepthOneRowInEveryTableFailsOnlyTheGoldenIdTest) {
    const Scratch scratch;
    const fs::path content = scratch.root / "content";
    std::vector<AddedRow> added;
    for (const TableSchema& schema : row_tables()) {
        const std::optional<AddedRow> row = add_row(content, schema);
        ASSERT_TRUE(row) << "no concrete row of table '" << schema.table << "' to copy";
        added.push_back(*row);
    }
    ASSERT_GE(added.size(), 2U);
    name_in_languages(content, added);

    // The programs run side by side on the scratch copy, each in a folder of its own. The ctest shard variables
    // are dropped so each runs all of its tests. A TMPDIR of its own keeps a program's fixed scratch names apart
    // from the same tests' run under ctest at the same time; test_render keeps the usual one, since its screens
    // show some of those paths and a longer one would wrap.
    std::string script;
    for (std::size_t i = 0; i < kPrograms.size(); ++i) {
        const Program& p = kPrograms[i];
        const fs::path exe = fs::path(YOORD_BINARY_DIR) / "tests" / p.name;
        ASSERT_TRUE(fs::exists(exe)) << exe << " is not built";
        const fs::path folder = scratch.root / ("run" + std::to_string(i));
        fs::create_directories(folder);
        script += "( cd '" + folder.string() + "' && env -u GTEST_TOTAL_SHARDS -u GTEST_SHARD_INDEX -u GTEST_FILTER " +
                  "YOORD_TEST_CONTENT_DIR='" + content.string() + "' " +
                  (p.own_tmpdir ? "TMPDIR='" + folder.string() + "' " : std::string()) + "'" + exe.string() +
                  "' --gtest_brief=1 '--gtest_filter=" + kNotOnTheCopy + "' > '" +
                  (scratch.root / (p.name + ".out")).string() + "' 2>&1 ) &\n";
    }
    script += "wait\n";
    ASSERT_EQ(std::system(script.c_str()), 0);

    std::set<std::string> failed;
    std::string outputs;
    for (const Program& p : kPrograms) {
        const std::string output = read_text(scratch.root / (p.name + ".out"));
        EXPECT_NE(output.find("[==========]"), std::string::npos) << p.name << " did not finish:\n" << output;
        failed.merge(failed_tests(output));
        outputs += output;
    }
    EXPECT_EQ(failed, std::set<std::string>{kExpectedFailure})
        << outputs << "\nA test above that depends on which rows exist plays on the frozen tables instead "
        << "(test::frozen_content(), tests/support/golden_content.hpp) or asks what holds for any rows. One that runs "
        << "the game's binary or reads content/ on disk cannot see this copy: name it in kNotOnTheCopy.";
    // The golden-id test failed because it read the copy: it names every new row's missing line.
    for (const AddedRow& row : added) {
        EXPECT_NE(outputs.find("id '" + row.table + " " + row.id + "' is missing from content/ids.golden"),
                  std::string::npos)
            << row.table << " row " << row.id << " (a copy of " << row.copied << ") was not read";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
