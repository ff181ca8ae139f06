#include "core/ecs/type_list.hpp"

#include <gtest/gtest.h>

#include <type_traits>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

struct A {};
struct B {};
struct C {};
using ABC = type_list<A, B, C>;

// The list is compile-time; these checks are the test. (A list naming a type twice does not compile, by a
// static_assert in type_list, so it cannot be exercised here.)
static_assert(ABC::size == 3);
static_assert(type_list<>::size == 0);
static_assert(index_of<A, ABC> == 0 && index_of<B, ABC> == 1 && index_of<C, ABC> == 2);
static_assert(contains<B, ABC>);
static_assert(!contains<int, ABC>);
static_assert(!contains<A, type_list<>>);
static_assert(std::is_same_v<type_at<0, ABC>, A>);
static_assert(std::is_same_v<type_at<2, ABC>, C>);

TEST(TypeList, IndexOfIsUsableAtRunTime) {
    const std::size_t indices[] = {index_of<C, ABC>, index_of<A, ABC>};
    EXPECT_EQ(indices[0], 2u);
    EXPECT_EQ(indices[1], 0u);
}

TEST(TypeList, ContainsDistinguishesCvQualifiedTypes) {
    EXPECT_TRUE((contains<A, ABC>));
    EXPECT_FALSE((contains<const A, ABC>));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
