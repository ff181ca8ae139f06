#pragma once
// Rng: the only source of gameplay randomness. PCG32 (O'Neill's XSH-RR output over a 64-bit LCG), written
// out here rather than taken from <random>, because a seed must mean the same dungeon on every compiler,
// standard library and machine, for ever. Everything built on it (bounded integers, dice, weighted picks,
// shuffles) is ours too, for the same reason: std::uniform_int_distribution and std::shuffle are allowed to
// differ between standard libraries.
//
// Streams: Rng::derive(seed, "layout", {depth}) hashes (seed, salt, keys...) with XXH3-64 into a fresh
// generator, so independent uses (layout, content, combat) never share or shift each other's draws.
//
// Every call consumes a documented number of draws so that a recording replays identically.

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "core/assert.hpp"

namespace yoord {

class Rng {
public:
    // The saved form of a generator: two plain integers. `inc` is always odd.
    struct State {
        std::uint64_t state = 0;
        std::uint64_t inc = 1;

        friend constexpr bool operator==(const State&, const State&) = default;
    };

    // `stream` selects one of 2^63 independent sequences for the same seed.
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) noexcept;

    // A generator seeded from XXH3-64 of (seed, salt, keys...). The same inputs give the same generator on
    // every machine; any change to any input gives an unrelated one.
    [[nodiscard]] static Rng derive(std::uint64_t seed, std::string_view salt,
                                    std::initializer_list<std::uint64_t> keys = {}) noexcept;

    // One draw each.
    std::uint32_t next_u32() noexcept;
    // Two draws: the high half first.
    std::uint64_t next_u64() noexcept;

    // Uniform in [0, bound) without modulo bias (Lemire's nearly-divisionless method). Usually one draw,
    // rarely more. bound > 0.
    std::uint32_t below(std::uint32_t bound) noexcept;
    // The same over 64 bits, for sums of weights that do not fit 32 bits. bound > 0.
    std::uint64_t below_u64(std::uint64_t bound) noexcept;

    // Uniform in [lo, hi], both inclusive. lo <= hi.
    int range(int lo, int hi) noexcept;

    // True with probability num/den (num > den counts as certain). den > 0. Always exactly one below(den),
    // even when the answer is certain, so that tuning a chance does not shift later draws.
    bool chance(std::uint32_t num, std::uint32_t den) noexcept;
    // chance(p, 100), with p clamped to [0, 100].
    bool percent(int p) noexcept;

    // An index i chosen with probability weights[i] / sum(weights). Every weight must be positive and the
    // span non-empty. One below_u64 call.
    std::size_t weighted_pick(std::span<const std::uint32_t> weights) noexcept;

    // Fisher-Yates from the back, with our own bounded integers: the same permutation everywhere.
    template <class T>
    void shuffle(std::span<T> items) noexcept;

    [[nodiscard]] State state() const noexcept { return {state_, inc_}; }
    void set_state(State s) noexcept;

private:
    Rng() = default;

    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 1;
};

template <class T>
void Rng::shuffle(std::span<T> items) noexcept {
    YOORD_ASSERT(items.size() <= UINT32_MAX, "shuffle supports at most 2^32 items");
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = below(static_cast<std::uint32_t>(i));
        using std::swap;
        swap(items[i - 1], items[j]);
    }
}

// NdM: `count` dice of `sides` faces each. A die with 0 sides rolls 0; 0 dice roll 0.
struct Dice {
    int count = 1;
    int sides = 1;

    // `count` calls to range(1, sides), or none when either is 0.
    int roll(Rng& rng) const noexcept;
    [[nodiscard]] int min() const noexcept { return sides == 0 ? 0 : count; }
    [[nodiscard]] int max() const noexcept { return count * sides; }
    [[nodiscard]] std::string to_string() const;  // "2d6"

    friend constexpr bool operator==(const Dice&, const Dice&) = default;
};

// Limits a parsed die string must respect, so that max() cannot overflow an int.
inline constexpr int kMaxDiceCount = 1000;
inline constexpr int kMaxDiceSides = 1000000;

// The result of parse_dice: reads like std::optional<Dice>, and carries a message when it is empty.
class DiceParse {
public:
    static DiceParse ok(Dice d) { return DiceParse(d, {}); }
    static DiceParse fail(std::string message) { return DiceParse({}, std::move(message)); }

    [[nodiscard]] bool has_value() const noexcept { return error_.empty(); }
    explicit operator bool() const noexcept { return has_value(); }
    [[nodiscard]] const Dice& value() const noexcept {
        YOORD_ASSERT(has_value(), "value() of a failed dice parse");
        return dice_;
    }
    const Dice& operator*() const noexcept { return value(); }
    const Dice* operator->() const noexcept { return &value(); }
    // Empty on success; otherwise a sentence a content author can act on.
    [[nodiscard]] const std::string& error() const noexcept { return error_; }

private:
    DiceParse(Dice d, std::string message) : dice_(d), error_(std::move(message)) {}
    Dice dice_;
    std::string error_;
};

// Parses "NdM" or "dM" (count 1): decimal digits only, no spaces, no sign, within the limits above.
[[nodiscard]] DiceParse parse_dice(std::string_view text);

}  // namespace yoord
