#include "sim/tables/compact_content.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& toml_content() {
    static const LoadResult loaded = load_embedded_content_from_toml();
    return *loaded.content;
}

// Table by table and row by row, so that a failure names the row whose member the form lost.
void expect_same_rows(const Content& got, const Content& want) {
#define YOORD_EXPECT_SAME_TABLE(cat, Def, member)                                            \
    ASSERT_EQ(got.member.size(), want.member.size()) << #member;                             \
    for (std::size_t i = 0; i < want.member.size(); ++i) {                                   \
        EXPECT_TRUE(got.member[i] == want.member[i]) << #member << " row " << want.member[i].id; \
    }
    YOORD_ROW_TABLES(YOORD_EXPECT_SAME_TABLE)
#undef YOORD_EXPECT_SAME_TABLE
    for (std::size_t i = 0; i < want.spells.size() && i < got.spells.size(); ++i) {
        EXPECT_TRUE(got.spells[i] == want.spells[i]) << "spell " << want.spells[i].id;
    }
    for (std::size_t i = 0; i < want.vaults.size() && i < got.vaults.size(); ++i) {
        EXPECT_TRUE(got.vaults[i] == want.vaults[i]) << "vault " << want.vaults[i].id;
    }
    EXPECT_TRUE(got.drops == want.drops);
    EXPECT_TRUE(got.hands == want.hands);
    EXPECT_TRUE(got.population == want.population);
    EXPECT_TRUE(got.levels == want.levels);
    EXPECT_TRUE(got.rooms == want.rooms);
    EXPECT_TRUE(got.constants == want.constants);
    EXPECT_EQ(got.files, want.files);
    EXPECT_TRUE(got == want) << "every table alike, so the index or the packs differ";
}

TEST(CompactContent, IsCompiledIntoTheTestPrograms) { EXPECT_FALSE(compiled_compact_content().empty()); }

// The form the build wrote, read back, is the loader's Content of the TOML: every member of every row, where each
// value was written included. Left off the copy NewRows plays: the form was made from the tables built in.
TEST(CompactContent, HoldsWhatTheLoaderMakesOfTheTablesItWasMadeFrom) {
    const auto read = read_compact_content(compiled_compact_content(), embedded_tables_hash());
    ASSERT_TRUE(read.has_value());
    expect_same_rows(*read, toml_content());
}

// On the shipped tables the start reads the form; on a changed copy (NewRows) it parses the TOML. Either way the
// same Content as a load of the TOML, and no diagnostics.
TEST(CompactContent, TheCompiledInTablesLoadAsTheirToml) {
    const LoadResult started = load_embedded_content();
    ASSERT_TRUE(started.content.has_value());
    EXPECT_TRUE(started.diagnostics.empty());
    expect_same_rows(*started.content, toml_content());
    const LoadResult played = load_content(embedded_content_files(), std::span<const PackFolder>{});
    ASSERT_TRUE(played.content.has_value());
    EXPECT_TRUE(*played.content == toml_content());
}

TEST(CompactContent, WrittenThenReadGivesTheSameContent) {
    const std::string bytes = write_compact_content(toml_content(), 42);
    const std::span<const unsigned char> view(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    const auto read = read_compact_content(view, 42);
    ASSERT_TRUE(read.has_value());
    EXPECT_TRUE(*read == toml_content());
}

TEST(CompactContent, BytesMadeFromOtherTablesAreRefused) {
    const std::string bytes = write_compact_content(toml_content(), 42);
    const std::span<const unsigned char> view(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    EXPECT_FALSE(read_compact_content(view, 43).has_value());
}

TEST(CompactContent, ShortLongOrDamagedBytesAreRefused) {
    const std::string bytes = write_compact_content(toml_content(), 42);
    const auto refused = [](const std::string& b) {
        const std::span<const unsigned char> view(reinterpret_cast<const unsigned char*>(b.data()), b.size());
        return !read_compact_content(view, 42).has_value();
    };
    for (const std::size_t keep : {std::size_t{0}, std::size_t{7}, std::size_t{16}, std::size_t{17}, bytes.size() / 3,
                                   bytes.size() / 2, bytes.size() - 1}) {
        EXPECT_TRUE(refused(bytes.substr(0, keep))) << "cut to " << keep << " bytes";
    }
    EXPECT_TRUE(refused(bytes + '\0'));
    std::string wrong_magic = bytes;
    wrong_magic[0] = 'X';
    EXPECT_TRUE(refused(wrong_magic));
    // A count past the end: the first string's length (after the magic, the hash and the first table's count).
    std::string huge_count = bytes;
    for (std::size_t i = 20; i < 24; ++i) huge_count[i] = '\xff';
    EXPECT_TRUE(refused(huge_count));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
