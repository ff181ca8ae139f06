#pragma once
// A minimal compile-time list of types. The World is parameterised by two of them (components, markers);
// a type's position in its list is its column or bit, resolved by the compiler, never hashed at run time.
//
//   using L = type_list<A, B, C>;
//   L::size == 3;  index_of<B, L> == 1;  contains<D, L> == false;  type_at<2, L> is C.
//
// A list that names a type twice fails to compile (a duplicate would make index_of ambiguous).

#include <cstddef>
#include <type_traits>

namespace yoord::ecs {

namespace detail {
template <class... T>
struct all_unique : std::true_type {};
template <class Head, class... Tail>
struct all_unique<Head, Tail...>
    : std::bool_constant<(!std::is_same_v<Head, Tail> && ...) && all_unique<Tail...>::value> {};
}  // namespace detail

template <class... T>
struct type_list {
    static_assert(detail::all_unique<T...>::value, "type_list names the same type twice");
    static constexpr std::size_t size = sizeof...(T);
};

namespace detail {
template <class T, class List>
struct index_of_impl;
template <class T, class... Ts>
struct index_of_impl<T, type_list<Ts...>> {
    static constexpr std::size_t find() {
        constexpr bool matches[] = {std::is_same_v<T, Ts>..., false};
        for (std::size_t i = 0; i < sizeof...(Ts); ++i) {
            if (matches[i]) return i;
        }
        return sizeof...(Ts);
    }
    static constexpr std::size_t value = find();
};

template <std::size_t I, class List>
struct type_at_impl;
template <std::size_t I, class Head, class... Tail>
struct type_at_impl<I, type_list<Head, Tail...>> : type_at_impl<I - 1, type_list<Tail...>> {};
template <class Head, class... Tail>
struct type_at_impl<0, type_list<Head, Tail...>> {
    using type = Head;
};
}  // namespace detail

template <class T, class List>
inline constexpr bool contains = detail::index_of_impl<T, List>::value < List::size;

template <class T, class List>
inline constexpr std::size_t index_of = [] {
    static_assert(contains<T, List>, "type is not in the type_list");
    return detail::index_of_impl<T, List>::value;
}();

template <std::size_t I, class List>
using type_at = typename detail::type_at_impl<I, List>::type;

}  // namespace yoord::ecs
