// Every page the tree points at exists: a `docs/....md` named in the README, the Makefile, the scripts, the docs
// or the code, and every relative `](page.md)` link of a Markdown page. (The Makefile once cited a how-to that
// was never written.)

#include <gtest/gtest.h>

#include "tests/docs/docs_page.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using yoord::test::read_text;

const fs::path kTop(YOORD_SOURCE_DIR);

std::vector<fs::path> files_that_point_at_pages() {
    std::vector<fs::path> out{kTop / "README.md", kTop / "Makefile"};
    for (const char* folder : {"docs", "scripts", "core", "sim", "render", "content"}) {
        for (const auto& e : fs::recursive_directory_iterator(kTop / folder)) {
            if (e.is_regular_file()) out.push_back(e.path());
        }
    }
    return out;
}

TEST(DocLinks, EveryDocsPageTheTreeNamesExists) {
    const std::regex named(R"(docs/[A-Za-z0-9_./-]+\.md)");
    for (const fs::path& file : files_that_point_at_pages()) {
        const std::string text = read_text(file);
        for (auto it = std::sregex_iterator(text.begin(), text.end(), named); it != std::sregex_iterator(); ++it) {
            EXPECT_TRUE(fs::exists(kTop / it->str())) << fs::relative(file, kTop) << " names " << it->str();
        }
    }
}

TEST(DocLinks, EveryRelativeLinkOfAPageExists) {
    const std::regex link(R"(\]\(([^):#]+\.md)(#[^)]*)?\))");
    for (const fs::path& file : files_that_point_at_pages()) {
        if (file.extension() != ".md") continue;
        const std::string text = read_text(file);
        for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator(); ++it) {
            const std::string target = (*it)[1].str();
            EXPECT_TRUE(fs::exists(file.parent_path() / target)) << fs::relative(file, kTop) << " links " << target;
        }
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
