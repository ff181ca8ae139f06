// docs/reference/effects.md names every effect of the registry, with its flags, so that an effect cannot be
// added without saying what asks about it.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "sim/vocab/effects.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string reference_page() {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/docs/reference/effects.md");
    EXPECT_TRUE(in) << "docs/reference/effects.md is missing";
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The table row of `id`: the line starting "| `id` |".
std::string row_of(const std::string& page, std::string_view id) {
    const std::string key = "| `" + std::string(id) + "` |";
    const auto at = page.find(key);
    if (at == std::string::npos) return {};
    return page.substr(at, page.find('\n', at) - at);
}

// The row's third cell, its flags: "| `id` | kind | flags | ...".
std::string flags_cell(const std::string& row) {
    std::size_t at = 0;
    for (int bar = 0; bar < 2 && at != std::string::npos; ++bar) at = row.find('|', at + 1);  // past id and kind
    if (at == std::string::npos) return {};
    return row.substr(at + 1, row.find('|', at + 1) - at - 1);
}

TEST(EffectsReference, EveryEffectHasARowWithItsFlagsAndEndMessage) {
    const std::string page = reference_page();
    for (const EffectInfo& e : effect_table()) {
        SCOPED_TRACE(e.id);
        const std::string row = row_of(page, e.id);
        ASSERT_FALSE(row.empty()) << "add a row for it to docs/reference/effects.md";
        EXPECT_EQ(row.find("internal") != std::string::npos, e.internal());
        EXPECT_EQ(row.find("identity") != std::string::npos, e.identity());
        EXPECT_EQ(row.find("priority") != std::string::npos, e.priority());
        EXPECT_EQ(flags_cell(row).find("firing") != std::string::npos, e.firing());  // "asked by" may say firing
        if (!e.end_message.empty()) {
            EXPECT_NE(row.find(phrase(e.end_message)), std::string::npos);
        }
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
