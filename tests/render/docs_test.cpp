#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "render/input/key_reference.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Docs, KeysReferenceMatchesTheKeyTable) {
    const std::filesystem::path page = std::filesystem::path(YOORD_SOURCE_DIR) / "docs" / "reference" / "keys.md";
    std::ifstream in(page, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const std::string expected = keys_reference_markdown();
    if (text.str() == expected) return;
    const std::filesystem::path fresh = std::filesystem::path(YOORD_BINARY_DIR) / "keys.md";
    std::ofstream(fresh, std::ios::binary) << expected;
    FAIL() << page << " is out of date with the key table. Regenerated: cp " << fresh << " " << page;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
