// Docs as tests: every ```sh block of docs/how-to/*.md and docs/tutorial/*.md runs, page by page, in order,
// with `bash -e` in a scratch copy of the repository's content/ and docs/ where build/yoord is the yoord this
// build made. A page whose commands stop working as written fails here. Blocks fenced ```console are shown,
// not run: they open the game, or build and test the whole project (make test, make regenerate-golden).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_exe.hpp"

namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p) {
    std::ifstream in(p);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The bodies of the page's ```sh blocks, in order.
std::vector<std::string> sh_blocks(const std::string& page) {
    std::vector<std::string> blocks;
    std::istringstream in(page);
    std::string line;
    std::string block;
    bool inside = false;
    while (std::getline(in, line)) {
        if (!inside && line == "```sh") {
            inside = true;
            block.clear();
        } else if (inside && line == "```") {
            inside = false;
            blocks.push_back(block);
        } else if (inside) {
            block += line + "\n";
        }
    }
    return blocks;
}

// A scratch copy: content/ and docs/ copied, build/yoord the real binary.
fs::path scratch_copy(const std::string& name) {
    const fs::path dir = fs::path(YOORD_BINARY_DIR) / "docs-test-scratch" / name;
    fs::remove_all(dir);
    fs::create_directories(dir / "build");
    const fs::path source(YOORD_SOURCE_DIR);
    for (const char* folder : {"content", "docs"}) {
        fs::copy(source / folder, dir / folder, fs::copy_options::recursive);
    }
    fs::create_symlink(fs::path(YOORD_EXE), dir / "build" / "yoord");
    return dir;
}

std::pair<int, std::string> run_script(const fs::path& dir, const std::string& script) {
    const fs::path file = dir / "commands.sh";
    std::ofstream(file) << "set -e\n" << script;
    const yoord::test::RunResult r = yoord::test::run_command("cd '" + dir.string() + "' && bash commands.sh </dev/null");
    return {r.status, r.output};
}

std::vector<fs::path> pages() {
    std::vector<fs::path> out;
    for (const char* folder : {"docs/how-to", "docs/tutorial"}) {
        for (const auto& entry : fs::directory_iterator(fs::path(YOORD_SOURCE_DIR) / folder)) {
            if (entry.path().extension() == ".md") out.push_back(entry.path());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

TEST(HowToCommands, EveryShellBlockOfEveryPageRunsAsWritten) {
    std::size_t ran = 0;
    for (const fs::path& page : pages()) {
        const std::vector<std::string> blocks = sh_blocks(read_text(page));
        if (blocks.empty()) continue;
        std::string script;
        for (const std::string& b : blocks) script += b;
        const fs::path dir = scratch_copy(page.stem().string());
        const auto [status, output] = run_script(dir, script);
        EXPECT_EQ(status, 0) << page << ": its commands stopped working as written:\n" << output;
        ran += blocks.size();
    }
    // The pack tutorial alone has several: a page that lost its blocks to a fence typo would pass silently.
    EXPECT_GE(ran, 8u);
}

TEST(HowToCommands, ThePackTutorialEndsWithTheSamplePack) {
    // The tutorial's commands build the pack of docs/tutorial/sample-pack step by step; both must agree on what
    // the finished pack adds.
    const fs::path dir = scratch_copy("write-a-pack-compare");
    std::string script;
    for (const std::string& b : sh_blocks(read_text(fs::path(YOORD_SOURCE_DIR) / "docs/tutorial/write-a-pack.md"))) {
        if (b.find("rm -r my-pack") == std::string::npos) script += b;
    }
    script += "build/yoord --list-content --pack my-pack > mine.txt\n";
    script += "build/yoord --list-content --pack docs/tutorial/sample-pack > sample.txt\n";
    script += "diff mine.txt sample.txt\n";
    const auto [status, output] = run_script(dir, script);
    EXPECT_EQ(status, 0) << output;
}

}  // namespace
