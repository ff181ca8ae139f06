#pragma once
// Expected<T, E>: a value or the reason there is none. A stand-in for C++23 std::expected (we build as C++20
// with GCC 12), kept to the few members the I/O and save code use. Errors at boundaries are values: a file
// that cannot be read or a save that does not parse is an ordinary outcome, not an exception.

#include <type_traits>
#include <utility>
#include <variant>

#include "core/assert.hpp"

namespace yoord {

// Wraps an error so that Expected's constructors can tell it from a value even when T and E are alike.
template <class E>
struct Unexpected {
    E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class Expected {
public:
    Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
    template <class G>
        requires std::is_constructible_v<E, G>
    Expected(Unexpected<G> failure) : state_(std::in_place_index<1>, std::move(failure.error)) {}  // NOLINT

    [[nodiscard]] bool has_value() const noexcept { return state_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    [[nodiscard]] T& value() & {
        YOORD_ASSERT(has_value(), "Expected::value() on an error");
        return std::get<0>(state_);
    }
    [[nodiscard]] const T& value() const& {
        YOORD_ASSERT(has_value(), "Expected::value() on an error");
        return std::get<0>(state_);
    }
    [[nodiscard]] T&& value() && {
        YOORD_ASSERT(has_value(), "Expected::value() on an error");
        return std::get<0>(std::move(state_));
    }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    [[nodiscard]] E& error() & {
        YOORD_ASSERT(!has_value(), "Expected::error() on a value");
        return std::get<1>(state_);
    }
    [[nodiscard]] const E& error() const& {
        YOORD_ASSERT(!has_value(), "Expected::error() on a value");
        return std::get<1>(state_);
    }

private:
    std::variant<T, E> state_;
};

}  // namespace yoord
