// Docs as tests: every fenced block of docs/how-to/*.md and docs/tutorial/*.md is run or says why not
// (tests/docs/docs_page.hpp has the markers). A page's blocks run in order in a scratch copy of the tree's
// content/ and docs/, where build/yoord is the yoord this build made (never rebuilt per page) and the data
// folder is the scratch folder's data/: ```sh blocks with `bash -e -o pipefail`, ```toml file: blocks appended
// to the file they name. A page whose step fails, or that has a block neither run nor marked, fails here.
//
// The sanitizer build parses and checks the markers but runs no page: the pages run the Release yoord in
// `make test`, and under the sanitizers the same commands would cost minutes of CI for nothing new.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/docs/docs_page.hpp"
#include "tests/support/run_exe.hpp"
#include "tests/support/sanitized.hpp"

namespace yoord::test {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// A scratch copy: content/ and docs/ copied, build/yoord and build/tests/ the real ones, data/ the data folder.
fs::path scratch_copy(const std::string& name) {
    const fs::path dir = fs::path(YOORD_BINARY_DIR) / "docs-test-scratch" / name;
    fs::remove_all(dir);
    fs::create_directories(dir / "build");
    fs::create_directories(dir / "data");
    const fs::path source(YOORD_SOURCE_DIR);
    for (const char* folder : {"content", "docs"}) {
        fs::copy(source / folder, dir / folder, fs::copy_options::recursive);
    }
    fs::create_symlink(fs::path(YOORD_EXE), dir / "build" / "yoord");
    fs::create_directory_symlink(fs::path(YOORD_BINARY_DIR) / "tests", dir / "build" / "tests");
    return dir;
}

RunResult run_block(const fs::path& dir, const std::string& body) {
    const fs::path file = dir / "block.sh";
    std::ofstream(file) << "set -e -o pipefail\n" << body;
    const fs::path data = dir / "data";
    return run_command("cd " + quoted(dir) + " && env YOORD_DATA_DIR=" + quoted(data) + " XDG_DATA_HOME=" +
                       quoted(data) + " HOME=" + quoted(data) + " LANG=C.UTF-8 LANGUAGE= LC_ALL= bash block.sh </dev/null");
}

// `$YOORD_DATA_DIR/...` names the scratch data folder; any other path is in the scratch tree.
fs::path target_of(const fs::path& dir, const std::string& named) {
    const std::string data_prefix = "$YOORD_DATA_DIR/";
    if (named.starts_with(data_prefix)) return dir / "data" / named.substr(data_prefix.size());
    return dir / named;
}

struct PageRun {
    int ran = 0;
    int skipped = 0;
    std::vector<std::string> failures;  // each names the page and the line of its block
};

// Checks the markers, then (unless `markers_only`) runs the page's blocks in order, stopping at the first
// step that fails: later steps build on it.
PageRun run_page(const std::string& label, const std::string& text, const std::string& scratch_name,
                 bool markers_only) {
    const DocPage page = parse_doc_page(text);
    PageRun out;
    for (const int line : page.indented_code) {
        out.failures.push_back(label + ":" + std::to_string(line) +
                               ": an indented code block: fence it, and run it or mark it 'skip: REASON'");
    }
    bool any_runs = false;
    for (const DocBlock& b : page.blocks) {
        const std::string where = label + ":" + std::to_string(b.line);
        if (b.use == BlockUse::unmarked) {
            out.failures.push_back(where + ": the block '```" + b.info +
                                   "' is neither run (sh, sh fails: TEXT, toml file: PATH, from: PATH) nor marked 'skip: REASON'");
        }
        if (b.use == BlockUse::run || b.use == BlockUse::fails) {
            any_runs = true;
            if (const std::string bad = command_that_cannot_fail(b.body); !bad.empty()) {
                out.failures.push_back(where + ": '" + bad + "' can never fail, so it checks nothing");
            }
        }
        if (b.use == BlockUse::skip) ++out.skipped;
        if (b.use == BlockUse::quote) {
            ++out.ran;
            const std::string missing =
                line_not_quoted(b.body, read_text(fs::path(YOORD_SOURCE_DIR) / b.argument));
            if (!missing.empty()) out.failures.push_back(where + ": '" + missing + "' is not in " + b.argument);
        }
    }
    if (!out.failures.empty() || markers_only || !any_runs) return out;
    const fs::path dir = scratch_copy(scratch_name);
    for (const DocBlock& b : page.blocks) {
        const std::string where = label + ":" + std::to_string(b.line);
        if (b.use == BlockUse::apply) {
            const fs::path file = target_of(dir, b.argument);
            fs::create_directories(file.parent_path());
            std::ofstream(file, std::ios::app) << "\n" << b.body;
            ++out.ran;
        } else if (b.use == BlockUse::run) {
            const RunResult r = run_block(dir, b.body);
            ++out.ran;
            if (r.status != 0) {
                out.failures.push_back(where + ": the step exits " + std::to_string(r.status) + ":\n" + r.output);
                break;
            }
        } else if (b.use == BlockUse::fails) {
            const RunResult r = run_block(dir, b.body);
            ++out.ran;
            if (r.status == 0 || r.output.find(b.argument) == std::string::npos) {
                out.failures.push_back(where + ": the step should fail saying '" + b.argument + "'; it exits " +
                                       std::to_string(r.status) + ":\n" + r.output);
                break;
            }
        }
    }
    return out;
}

std::vector<std::string> page_names() {
    std::vector<std::string> out;
    for (const char* folder : {"docs/how-to", "docs/tutorial"}) {
        for (const auto& entry : fs::directory_iterator(fs::path(YOORD_SOURCE_DIR) / folder)) {
            if (entry.path().extension() == ".md") out.push_back(std::string(folder) + "/" + entry.path().filename().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

class DocsPage : public ::testing::TestWithParam<std::string> {};

TEST_P(DocsPage, EveryBlockRunsAsWrittenOrSaysWhyNot) {
    const std::string& name = GetParam();
    const std::string text = read_text(fs::path(YOORD_SOURCE_DIR) / name);
    const std::string scratch = fs::path(name).stem().string();
    const PageRun r = run_page(name, text, scratch, kSanitized);
    std::cout << name << ": " << r.ran << " blocks run, " << r.skipped << " skipped"
              << (kSanitized ? " (markers only: the Release build runs the pages)" : "") << "\n";
    for (const std::string& f : r.failures) ADD_FAILURE() << f;
}

std::string test_name_of(const ::testing::TestParamInfo<std::string>& info) {
    std::string out;
    for (const char c : info.param) out += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
    return out;
}

INSTANTIATE_TEST_SUITE_P(Pages, DocsPage, ::testing::ValuesIn(page_names()), test_name_of);

TEST(DocsPageMarkers, EveryKindOfBlockIsReadAsItsFenceSays) {
    const DocPage page = parse_doc_page(
        "Text.\n\n```sh\nbuild/yoord --version\n```\n\n```sh fails: unknown movement\nbuild/yoord --check-content\n```\n"
        "\n```toml file: content/monsters.toml\n[[monster]]\n```\n\n```console skip: it opens the game\nbuild/yoord\n```\n"
        "\n```cpp\nint x;\n```\n\n```text skip:\nno reason\n```\n");
    ASSERT_EQ(page.blocks.size(), 6u);
    EXPECT_EQ(page.blocks[0].use, BlockUse::run);
    EXPECT_EQ(page.blocks[0].body, "build/yoord --version\n");
    EXPECT_EQ(page.blocks[1].use, BlockUse::fails);
    EXPECT_EQ(page.blocks[1].argument, "unknown movement");
    EXPECT_EQ(page.blocks[2].use, BlockUse::apply);
    EXPECT_EQ(page.blocks[2].argument, "content/monsters.toml");
    EXPECT_EQ(page.blocks[3].use, BlockUse::skip);
    EXPECT_EQ(page.blocks[3].argument, "it opens the game");
    EXPECT_EQ(page.blocks[4].use, BlockUse::unmarked);
    EXPECT_EQ(page.blocks[5].use, BlockUse::unmarked);  // a skip needs its reason
    EXPECT_TRUE(page.indented_code.empty());
}

TEST(DocsPageMarkers, AQuotationMustBeInItsFileInOrder) {
    const std::string source = "struct A {\n    int x;\n};\nstruct B {};\n";
    EXPECT_EQ(line_not_quoted("struct A {\n  int x;\n\n};\n", source), "");
    EXPECT_EQ(line_not_quoted("struct B {};\nstruct A {\n", source), "struct A {");
    EXPECT_EQ(line_not_quoted("struct C {};\n", source), "struct C {};");
}

TEST(DocsPageMarkers, AnIndentedCodeBlockIsFoundButAListItemsTextIsNot) {
    const DocPage page = parse_doc_page(
        "Run this:\n\n    build/yoord --verify run.yrec\n\nthen\n\n1. **Step.** Text\n   more text\n\n   still the item\n"
        "\n- item\n\n      indented code in a list item\n");
    EXPECT_EQ(page.indented_code, (std::vector<int>{3, 14}));
}

TEST(DocsPageMarkers, ACommandWhoseFailureIsThrownAwayIsFound) {
    EXPECT_EQ(command_that_cannot_fail("a\nbuild/yoord --check-content || echo \"found it\"\n"),
              "build/yoord --check-content || echo \"found it\"");
    EXPECT_EQ(command_that_cannot_fail("build/yoord --check-lang x | tail -n 1 || true\n"),
              "build/yoord --check-lang x | tail -n 1 || true");
    EXPECT_EQ(command_that_cannot_fail("test -e a || exit 1\nbuild/yoord --version\n"), "");
}

// A planted mistake: the monster row of add-a-monster with one key misspelled. Run as the page is run, the
// page's own check step must catch it.
TEST(DocsPlantedMistakes, AMisspelledKeyInTheMonsterPagesRowFailsThePage) {
    if (kSanitized) GTEST_SKIP() << "the Release build runs the pages";
    std::string text = read_text(fs::path(YOORD_SOURCE_DIR) / "docs/how-to/add-a-monster.md");
    const std::string right = "power_die = 9 ";
    ASSERT_NE(text.find(right), std::string::npos) << "the page's row changed: plant the mistake elsewhere";
    text.replace(text.find(right), right.size(), "power_dei = 9 ");
    const PageRun r = run_page("add-a-monster.md (planted)", text, "planted-add-a-monster", false);
    ASSERT_FALSE(r.failures.empty()) << "a misspelled key in the page's row was not caught";
    EXPECT_NE(r.failures.front().find("unknown key 'power_dei'"), std::string::npos) << r.failures.front();
}

TEST(DocsPlantedMistakes, AMisspelledKeyInThePackTutorialsRowFailsThePage) {
    if (kSanitized) GTEST_SKIP() << "the Release build runs the pages";
    std::string text = read_text(fs::path(YOORD_SOURCE_DIR) / "docs/tutorial/write-a-pack.md");
    const std::string right = "colour = \"orange\"";
    ASSERT_NE(text.find(right), std::string::npos) << "the page's row changed: plant the mistake elsewhere";
    text.replace(text.find(right), right.size(), "color = \"orange\"");
    const PageRun r = run_page("write-a-pack.md (planted)", text, "planted-write-a-pack", false);
    ASSERT_FALSE(r.failures.empty()) << "a misspelled key in the page's row was not caught";
    EXPECT_NE(r.failures.front().find("unknown key 'color'"), std::string::npos) << r.failures.front();
}

TEST(HowToCommands, ThePackTutorialEndsWithTheSamplePack) {
    if (kSanitized) GTEST_SKIP() << "the Release build runs the pages";
    // The tutorial's commands build the pack of docs/tutorial/sample-pack step by step; both must agree on what
    // the finished pack adds.
    const fs::path dir = scratch_copy("write-a-pack-compare");
    std::string script;
    for (const DocBlock& b : parse_doc_page(read_text(fs::path(YOORD_SOURCE_DIR) / "docs/tutorial/write-a-pack.md")).blocks) {
        if (b.use == BlockUse::run && b.body.find("rm -r my-pack") == std::string::npos) script += b.body;
    }
    script += "build/yoord --list-content --pack my-pack > mine.txt\n";
    script += "build/yoord --list-content --pack docs/tutorial/sample-pack > sample.txt\n";
    script += "diff mine.txt sample.txt\n";
    const RunResult r = run_block(dir, script);
    EXPECT_EQ(r.status, 0) << r.output;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::test
