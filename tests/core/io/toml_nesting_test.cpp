#include "core/io/toml_nesting.hpp"

#include <gtest/gtest.h>

#include <string>

namespace yoord::io {
namespace {
namespace YOORD_UNITY_ID {

std::string dotted_key(int levels) {
    std::string key = "a";
    for (int i = 1; i < levels; ++i) key += ".a";
    return key;
}

TEST(TomlNesting, OrdinaryFilesPass) {
    EXPECT_FALSE(check_toml_nesting("[constants]\nfinal_depth = 12\n[[monster]]\nid = \"rat\"\nhp = \"1d4\"\n"));
    EXPECT_FALSE(check_toml_nesting("[ui.barter]\ntitle = \"Trade\"\nx = { a.b = [1.5, [2, 3]] }\n"));
}

TEST(TomlNesting, DotsAndBracketsInsideStringsAndCommentsCountForNothing) {
    const std::string many(1000, '.');
    const std::string brackets(1000, '[');
    EXPECT_FALSE(check_toml_nesting("a = \"" + many + brackets + "\"\n# " + many + "\nb = '" + brackets + "'\n"));
    EXPECT_FALSE(check_toml_nesting("a = \"\"\"\n" + brackets + "\n\"\"\"\nb = '''" + many + "'''\n"));
    EXPECT_FALSE(check_toml_nesting("\"" + many + "\" = 1\n"));
}

TEST(TomlNesting, TwentyThousandDottedLevelsAreRefusedWithTheirPlace) {
    const auto problem = check_toml_nesting("x = 1\n" + dotted_key(20000) + " = \"deep\"\n");
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->line, 2u);
    EXPECT_EQ(problem->column, 2u * max_toml_nesting);  // the dot that opens level 65
    EXPECT_NE(problem->message.find("nested more than 64 levels"), std::string::npos);
}

TEST(TomlNesting, ATableHeaderCountsItsLevelsAndItsKeysAddToThem) {
    EXPECT_TRUE(check_toml_nesting("[" + dotted_key(50000) + "]\n"));
    EXPECT_FALSE(check_toml_nesting("[" + dotted_key(60) + "]\n" + dotted_key(4) + " = 1\n"));
    EXPECT_TRUE(check_toml_nesting("[" + dotted_key(60) + "]\n" + dotted_key(5) + " = 1\n"));
    EXPECT_TRUE(check_toml_nesting("[[" + dotted_key(70) + "]]\n"));
}

TEST(TomlNesting, DeepArraysAndInlineTablesAreRefused) {
    EXPECT_TRUE(check_toml_nesting("a = " + std::string(50000, '[') + std::string(50000, ']') + "\n"));
    std::string inline_tables = "a = ";
    for (int i = 0; i < 100; ++i) inline_tables += "{ b = ";
    inline_tables += "1";
    for (int i = 0; i < 100; ++i) inline_tables += " }";
    EXPECT_TRUE(check_toml_nesting(inline_tables + "\n"));
    EXPECT_FALSE(check_toml_nesting("a = " + std::string(60, '[') + std::string(60, ']') + "\n"));
}

TEST(TomlNesting, TheLevelsOfOneKeyDoNotCarryToTheNextLine) {
    std::string text;
    for (int i = 0; i < 1000; ++i) text += dotted_key(30) + std::to_string(i) + " = 1\n";
    EXPECT_FALSE(check_toml_nesting(text));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::io
