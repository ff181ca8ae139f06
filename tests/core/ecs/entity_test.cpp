#include "core/ecs/entity.hpp"

#include <gtest/gtest.h>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

TEST(Entity, IndexAndGenerationRoundTrip) {
    const Entity e = make_entity(12345, 7);
    EXPECT_EQ(entity_to_index(e), 12345u);
    EXPECT_EQ(entity_generation(e), 7u);
}

TEST(Entity, LargestIndexAndGenerationRoundTrip) {
    const Entity e = make_entity(max_entity_index, max_entity_generation - 1);
    EXPECT_EQ(entity_to_index(e), max_entity_index);
    EXPECT_EQ(entity_generation(e), max_entity_generation - 1);
    EXPECT_NE(e, null_entity);
}

TEST(Entity, SameIndexDifferentGenerationAreDifferentHandles) {
    EXPECT_NE(make_entity(3, 0), make_entity(3, 1));
}

TEST(Entity, NullEntityIndexIsOutsideUsableRange) {
    EXPECT_GT(entity_to_index(null_entity), max_entity_index);
}

TEST(Uid, ComparesByValue) {
    EXPECT_EQ(Uid{4}, Uid{4});
    EXPECT_NE(Uid{4}, Uid{5});
    EXPECT_LT(Uid{4}, Uid{5});
    EXPECT_GT(Uid{9}, Uid{5});
    EXPECT_EQ(null_uid.value, 0u);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
