#include "core/stable_id.hpp"

#include <gtest/gtest.h>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// These values are a file format: saves and content/ids.golden store them. They must never change.
TEST(StableId, EmptyStringMatchesXxh3ReferenceValue) {
    EXPECT_EQ(stable_id("").value, 0x2d06800538d394c2ULL);
}

TEST(StableId, KnownIdsHashToPinnedValues) {
    EXPECT_EQ(stable_id("dragon").value, 0x2a4d6a5030ea8ac1ULL);
    EXPECT_EQ(stable_id("ring_of_protection").value, 0xded7b238c3af3a3aULL);
    EXPECT_EQ(stable_id("a").value, 0xe6c632b61e964e1fULL);
}

TEST(StableId, DifferentIdsGiveDifferentHashes) {
    EXPECT_NE(stable_id("dragon"), stable_id("Dragon"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
