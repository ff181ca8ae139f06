// Every public header under core/ must have a translation unit in this folder that includes it first and
// alone: include_<path with / as _>_test.cpp (core/ecs/world.hpp -> include_ecs_world_test.cpp). This test
// fails when a header has no such file, so a new header cannot skip the check.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string expected_test_file(const fs::path& header_relative_to_core) {
    std::string stem = header_relative_to_core.string();
    stem.resize(stem.size() - std::string(".hpp").size());
    std::replace(stem.begin(), stem.end(), '/', '_');
    return "include_" + stem + "_test.cpp";
}

std::string first_include(const fs::path& file) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("#include", 0) == 0) return line;
    }
    return "";
}

TEST(HeadersStandalone, EveryCoreHeaderHasATranslationUnitIncludingItFirst) {
    const fs::path root = YOORD_SOURCE_DIR;
    const fs::path core = root / "core";
    const fs::path here = root / "tests" / "core" / "standalone";
    std::vector<fs::path> headers;
    for (const auto& entry : fs::recursive_directory_iterator(core)) {
        if (entry.is_regular_file() && entry.path().extension() == ".hpp") headers.push_back(entry.path());
    }
    std::sort(headers.begin(), headers.end());
    ASSERT_FALSE(headers.empty());
    for (const fs::path& header : headers) {
        const fs::path relative = fs::relative(header, core);
        const fs::path test_file = here / expected_test_file(relative);
        ASSERT_TRUE(fs::exists(test_file)) << "add " << test_file.lexically_relative(root).string()
                                           << " containing #include \"core/" << relative.string() << "\"";
        EXPECT_EQ(first_include(test_file), "#include \"core/" + relative.string() + "\"")
            << test_file.lexically_relative(root).string() << " must include its header first";
    }
}

}  // namespace
