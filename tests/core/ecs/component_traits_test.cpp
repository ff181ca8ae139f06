#include "core/ecs/component_traits.hpp"

#include <gtest/gtest.h>

namespace yoord::ecs {
namespace {

struct Ordinary {};
struct Cache {};

}  // namespace

template <>
struct component_traits<Cache> {
    static constexpr bool derived = true;
};

namespace {

TEST(ComponentTraits, AComponentIsNotDerivedUnlessItSaysSo) {
    EXPECT_FALSE(is_derived<Ordinary>);
    EXPECT_TRUE(is_derived<Cache>);
}

}  // namespace
}  // namespace yoord::ecs
