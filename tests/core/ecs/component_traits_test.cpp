#include "core/ecs/component_traits.hpp"

#include <gtest/gtest.h>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

struct Ordinary {};
struct Cache {};

}  // namespace YOORD_UNITY_ID
}  // namespace

template <>
struct component_traits<YOORD_UNITY_ID::Cache> {
    static constexpr bool derived = true;
};

namespace {
namespace YOORD_UNITY_ID {

TEST(ComponentTraits, AComponentIsNotDerivedUnlessItSaysSo) {
    EXPECT_FALSE(is_derived<Ordinary>);
    EXPECT_TRUE(is_derived<Cache>);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
