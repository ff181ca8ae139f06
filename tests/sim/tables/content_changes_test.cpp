// What a reload changed (sim/tables/content_changes.hpp): two loads compared table by table, by id, key by key.

#include "sim/tables/content_changes.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// The shipped tables with one pack on top: `rows` is the pack's one table file.
LoadResult with_pack(std::string rows) {
    PackFolder tweak;
    tweak.dir = "tweak";
    tweak.paths = {"tweak/pack.toml", "tweak/rows.toml"};
    tweak.texts = {"id = \"tweak\"\nversion = \"1\"\n", std::move(rows)};
    return load_content(embedded_content_files(), std::vector<PackFolder>{tweak});
}

// The shipped tables with `edit` applied to the text of the core file `name`.
LoadResult with_core_edit(std::string_view name, const std::function<std::string(std::string)>& edit) {
    std::vector<std::string> texts;
    std::vector<ContentFile> files;
    for (const ContentFile& f : embedded_content_files()) texts.emplace_back(f.text);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (embedded_content_files()[i].path.ends_with(name)) texts[i] = edit(texts[i]);
    }
    for (std::size_t i = 0; i < texts.size(); ++i) files.push_back({embedded_content_files()[i].path, texts[i]});
    return load_content(files, "content");
}

std::vector<std::string_view> keys(std::initializer_list<std::string_view> k) { return k; }

TEST(ContentChanges, TheSameTablesLoadedTwiceChangeNothing) {
    const LoadResult again = load_embedded_content();
    ASSERT_TRUE(again.content);
    EXPECT_TRUE(content_changes(shipped(), *again.content).empty());
}

TEST(ContentChanges, APatchedRowIsOneEditNamingTheKeysItChanged) {
    const LoadResult tweaked = with_pack("[[patch]]\ntarget = \"goblin\"\nset = { hp = 31, power_die = 11 }\n");
    ASSERT_TRUE(tweaked.content) << tweaked.diagnostics.sorted().front().message;
    const std::vector<RowChange> changes = content_changes(shipped(), *tweaked.content);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].kind, RowChange::Kind::edited);
    EXPECT_EQ(changes[0].table, "monster");
    EXPECT_EQ(changes[0].id, "goblin");
    EXPECT_EQ(changes[0].keys, keys({"hp", "power_die"}));
}

TEST(ContentChanges, ARowAddedOneWayIsRemovedTheOtherWay) {
    const LoadResult more = with_pack("[[monster]]\nid = \"newt\"\nbase = \"rat\"\nname = \"newt\"\n");
    ASSERT_TRUE(more.content) << more.diagnostics.sorted().front().message;
    const std::vector<RowChange> added = content_changes(shipped(), *more.content);
    ASSERT_EQ(added.size(), 1u);
    EXPECT_EQ(added[0].kind, RowChange::Kind::added);
    EXPECT_EQ(added[0].id, "tweak.newt");
    const std::vector<RowChange> removed = content_changes(*more.content, shipped());
    ASSERT_EQ(removed.size(), 1u);
    EXPECT_EQ(removed[0].kind, RowChange::Kind::removed);
    EXPECT_EQ(removed[0].table, "monster");
}

TEST(ContentChanges, ARowThatOnlyMovedDownTheFileIsUnchanged) {
    const LoadResult moved = with_core_edit("monsters.toml", [](std::string t) { return "# a new first line\n\n" + t; });
    ASSERT_TRUE(moved.content);
    EXPECT_TRUE(content_changes(shipped(), *moved.content).empty());
}

TEST(ContentChanges, AChangedConstantIsOneEditOfTheConstantsTable) {
    const LoadResult deeper = with_core_edit("constants.toml", [](std::string t) {
        const std::size_t at = t.find("player_hp = 30");
        EXPECT_NE(at, std::string::npos);
        return t.replace(at, 14, "player_hp = 33");
    });
    ASSERT_TRUE(deeper.content) << deeper.diagnostics.sorted().front().message;
    const std::vector<RowChange> changes = content_changes(shipped(), *deeper.content);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].table, "constants");
    EXPECT_TRUE(changes[0].id.empty());
    EXPECT_EQ(changes[0].keys, keys({"player_hp"}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
