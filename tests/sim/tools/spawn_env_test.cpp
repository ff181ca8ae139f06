#include "sim/tools/spawn_env.hpp"

#include <gtest/gtest.h>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

TEST(SpawnEnv, KnownIdsInOrderWithSpacesAndEmptyEntriesIgnored) {
    const SpawnRequest r = parse_spawn_env(" red_dragon, ,short_bow,red_dragon ,", shipped());
    ASSERT_EQ(r.rows.size(), 3u);
    EXPECT_EQ(shipped().common(r.rows[0]).id, "red_dragon");
    EXPECT_EQ(shipped().common(r.rows[1]).id, "short_bow");
    EXPECT_EQ(shipped().common(r.rows[2]).id, "red_dragon");
    EXPECT_TRUE(r.messages.empty());
}

TEST(SpawnEnv, UnknownIdsAreReportedOnceEachWithASuggestion) {
    const SpawnRequest r = parse_spawn_env("red_dargon,rat,red_dargon,zzzzzz", shipped());
    ASSERT_EQ(r.rows.size(), 1u);
    ASSERT_EQ(r.messages.size(), 2u);
    EXPECT_EQ(r.messages[0], "YOORD_SPAWN: no content row has the id 'red_dargon'; did you mean 'red_dragon'?");
    EXPECT_EQ(r.messages[1], "YOORD_SPAWN: no content row has the id 'zzzzzz'");
}

TEST(SpawnEnv, AbstractRowsCannotBeSpawned) {
    const SpawnRequest r = parse_spawn_env("vermin", shipped());
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.messages.size(), 1u);
}

TEST(SpawnEnv, EmptyValueAsksForNothing) {
    const SpawnRequest r = parse_spawn_env("", shipped());
    EXPECT_TRUE(r.rows.empty());
    EXPECT_TRUE(r.messages.empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
