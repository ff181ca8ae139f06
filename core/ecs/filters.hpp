#pragma once
// View filters: world.view<Position, Velocity>(with<Flies>, without<Asleep>, exclude<Frozen>).
// with / without test marker bits; exclude skips entities that hold a (sparse-set) component.

namespace yoord::ecs {

template <class... M>
struct with_t {};
template <class... M>
struct without_t {};
template <class... C>
struct exclude_t {};

template <class... M>
inline constexpr with_t<M...> with{};
template <class... M>
inline constexpr without_t<M...> without{};
template <class... C>
inline constexpr exclude_t<C...> exclude{};

}  // namespace yoord::ecs
