// docs/reference/runes.md, decks.md and coins.md against the tables: every row, every mechanic, and the numbers the
// pages quote for them.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string page(std::string_view name) {
    std::ifstream in(std::filesystem::path(YOORD_SOURCE_DIR) / "docs/reference" / name);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The table row of the page that opens with `| `first` |`, or empty.
std::string line_of(const std::string& text, std::string_view first) {
    const std::string opener = "| `" + std::string(first) + "` |";
    const auto at = text.find(opener);
    if (at == std::string::npos) return {};
    return text.substr(at, text.find('\n', at) - at);
}

bool has_cell(const std::string& line, std::string_view cell) {
    return line.find("| " + std::string(cell) + " |") != std::string::npos;
}

std::string code(std::string_view s) { return "`" + std::string(s) + "`"; }

const Content& content() { return testing::shipped_content(); }

TEST(TrinketsReference, EveryRuneRowAndKindIsOnRunesPageWithItsNumbers) {
    const std::string text = page("runes.md");
    ASSERT_FALSE(text.empty());
    for (const std::string_view kind : RuneKind_names) EXPECT_FALSE(line_of(text, kind).empty()) << kind;
    for (const RuneDef& r : content().runes) {
        const std::string line = line_of(text, r.id);
        ASSERT_FALSE(line.empty()) << r.id << " is missing from docs/reference/runes.md";
        EXPECT_TRUE(has_cell(line, code(enum_name(r.kind)))) << line;
        EXPECT_TRUE(has_cell(line, std::to_string(r.charges))) << line;
    }
}

TEST(TrinketsReference, EveryCardMechanicAndShapeIsOnDecksPageWithItsNumbers) {
    const std::string text = page("decks.md");
    ASSERT_FALSE(text.empty());
    for (const std::string_view m : CardMechanic_names) EXPECT_FALSE(line_of(text, m).empty()) << m;
    for (const CardDef& c : content().cards) {
        const std::string line = line_of(text, c.id);
        ASSERT_FALSE(line.empty()) << c.id << " is missing from docs/reference/decks.md";
        EXPECT_TRUE(has_cell(line, c.name)) << line;
        EXPECT_TRUE(has_cell(line, enum_name(c.suit))) << line;
        EXPECT_TRUE(has_cell(line, std::to_string(c.rank))) << line;
        EXPECT_TRUE(has_cell(line, code(enum_name(c.upright))) && has_cell(line, code(enum_name(c.reversed)))) << line;
    }
    for (const HandDef& h : content().hands) {
        const std::string line = line_of(text, enum_name(h.shape));
        ASSERT_FALSE(line.empty()) << enum_name(h.shape);
        EXPECT_TRUE(has_cell(line, std::to_string(h.points))) << line;
    }
    for (const std::string_view shape : HandShape_names) EXPECT_FALSE(line_of(text, shape).empty()) << shape;
}

TEST(TrinketsReference, EveryCoinRowAndKindIsOnCoinsPage) {
    const std::string text = page("coins.md");
    ASSERT_FALSE(text.empty());
    for (const std::string_view kind : CoinKind_names) EXPECT_FALSE(line_of(text, kind).empty()) << kind;
    for (const CoinDef& c : content().coins) {
        const std::string line = line_of(text, c.id);
        ASSERT_FALSE(line.empty()) << c.id << " is missing from docs/reference/coins.md";
        EXPECT_TRUE(has_cell(line, code(enum_name(c.kind)))) << line;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
