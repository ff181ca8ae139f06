#include "core/rng.hpp"

#include <xxhash.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace yoord {
namespace {

constexpr std::uint64_t kPcgMultiplier = 6364136223846793005ULL;

// Plain 64x64 -> 128 multiply, written out so the result does not depend on a compiler extension.
struct U128 {
    std::uint64_t hi, lo;
};

U128 multiply_wide(std::uint64_t a, std::uint64_t b) noexcept {
    const std::uint64_t a_lo = a & 0xffffffffULL, a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xffffffffULL, b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo;
    const std::uint64_t hi_lo = a_hi * b_lo;
    const std::uint64_t lo_hi = a_lo * b_hi;
    const std::uint64_t hi_hi = a_hi * b_hi;
    const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xffffffffULL) + lo_hi;
    return {hi_hi + (hi_lo >> 32) + (cross >> 32), (cross << 32) | (lo_lo & 0xffffffffULL)};
}

// Integers enter the hash as little-endian bytes, so the derived stream does not depend on the host.
char* write_le64(char* out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
        *out++ = static_cast<char>((v >> (8 * i)) & 0xffU);
    }
    return out;
}

// Salts are short names; a longer one (or many keys) takes the heap.
constexpr std::size_t kDeriveBytesOnStack = 128;

}  // namespace

// pcg32_srandom_r from the PCG reference implementation.
Rng::Rng(std::uint64_t seed, std::uint64_t stream) noexcept : state_(0), inc_((stream << 1U) | 1U) {
    next_u32();
    state_ += seed;
    next_u32();
}

Rng Rng::derive(std::uint64_t seed, std::string_view salt, std::initializer_list<std::uint64_t> keys) noexcept {
    // Layout: salt length, salt bytes, key count, keys. Length prefixes keep ("ab", {}) and ("a", {'b'})
    // apart. The second hash, seeded by the first, picks the stream.
    // On the stack when it fits: a stream is derived for every name shown (an item's appearance), and naming
    // allocates nothing more than the name's own text.
    const std::size_t size = 16 + salt.size() + 8 * keys.size();
    std::array<char, kDeriveBytesOnStack> on_stack{};
    std::string on_heap;
    if (size > on_stack.size()) on_heap.resize(size);
    char* const bytes = size > on_stack.size() ? on_heap.data() : on_stack.data();
    char* out = write_le64(bytes, salt.size());
    out = std::copy(salt.begin(), salt.end(), out);
    out = write_le64(out, keys.size());
    for (const std::uint64_t key : keys) {
        out = write_le64(out, key);
    }
    const std::uint64_t state_seed = XXH3_64bits_withSeed(bytes, size, seed);
    const std::uint64_t stream = XXH3_64bits_withSeed(bytes, size, state_seed);
    return Rng(state_seed, stream);
}

std::uint32_t Rng::next_u32() noexcept {
    const std::uint64_t old = state_;
    state_ = old * kPcgMultiplier + inc_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rot = static_cast<std::uint32_t>(old >> 59U);
    return (xorshifted >> rot) | (xorshifted << ((32U - rot) & 31U));
}

std::uint64_t Rng::next_u64() noexcept {
    const std::uint64_t hi = next_u32();
    return (hi << 32U) | next_u32();
}

std::uint32_t Rng::below(std::uint32_t bound) noexcept {
    YOORD_ASSERT(bound > 0, "below(0) has no valid result");
    std::uint64_t product = std::uint64_t{next_u32()} * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        // Reject the few low products that would make some results one more likely than others.
        const std::uint32_t threshold = (0U - bound) % bound;
        while (low < threshold) {
            product = std::uint64_t{next_u32()} * bound;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32U);
}

std::uint64_t Rng::below_u64(std::uint64_t bound) noexcept {
    YOORD_ASSERT(bound > 0, "below_u64(0) has no valid result");
    U128 product = multiply_wide(next_u64(), bound);
    if (product.lo < bound) {
        const std::uint64_t threshold = (0ULL - bound) % bound;
        while (product.lo < threshold) {
            product = multiply_wide(next_u64(), bound);
        }
    }
    return product.hi;
}

int Rng::range(int lo, int hi) noexcept {
    YOORD_ASSERT(lo <= hi, "range(lo, hi) needs lo <= hi");
    // The width fits 32 bits unsigned; only the full int range (width 2^32) overflows it.
    const auto width = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo) + 1U;
    const std::uint32_t offset = width == 0 ? next_u32() : below(width);
    return static_cast<int>(static_cast<std::int64_t>(lo) + offset);
}

bool Rng::chance(std::uint32_t num, std::uint32_t den) noexcept {
    YOORD_ASSERT(den > 0, "chance(num, 0) has no meaning");
    return below(den) < num;
}

bool Rng::percent(int p) noexcept {
    constexpr int kHundred = 100;
    return chance(static_cast<std::uint32_t>(std::clamp(p, 0, kHundred)), kHundred);
}

std::size_t Rng::weighted_pick(std::span<const std::uint32_t> weights) noexcept {
    YOORD_ASSERT(!weights.empty(), "weighted_pick over no weights");
    std::uint64_t total = 0;
    for (const std::uint32_t w : weights) {
        YOORD_ASSERT(w > 0, "weighted_pick weights must be positive");
        total += w;
    }
    std::uint64_t target = below_u64(total);
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (target < weights[i]) {
            return i;
        }
        target -= weights[i];
    }
    return weights.size() - 1;  // Unreachable while every weight is positive.
}

void Rng::set_state(State s) noexcept {
    YOORD_ASSERT((s.inc & 1U) == 1U, "a PCG32 increment is always odd; this state was not saved by state()");
    state_ = s.state;
    inc_ = s.inc;
}

int Dice::roll(Rng& rng) const noexcept {
    YOORD_ASSERT(count >= 0 && sides >= 0, "dice with a negative count or side count");
    if (sides == 0) {
        return 0;
    }
    int total = 0;
    for (int i = 0; i < count; ++i) {
        total += rng.range(1, sides);
    }
    return total;
}

std::string Dice::to_string() const {
    return std::to_string(count) + "d" + std::to_string(sides);
}

namespace {

// Reads a whole run of decimal digits as a non-negative int no larger than `limit`.
bool parse_bounded(std::string_view digits, int limit, int& out) {
    if (digits.empty() || digits.size() > 9) {
        return false;
    }
    for (const char c : digits) {
        if (c < '0' || c > '9') {
            return false;
        }
    }
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    return ec == std::errc{} && end == digits.data() + digits.size() && out <= limit;
}

}  // namespace

DiceParse parse_dice(std::string_view text) {
    // Built by appends: GCC 12 warns falsely (-Wrestrict) on `"\"" + std::string(text)`.
    std::string quoted(1, '"');
    quoted.append(text).push_back('"');
    const std::size_t d = text.find('d');
    if (d == std::string_view::npos) {
        return DiceParse::fail("dice " + quoted + " should look like \"2d6\" (count, 'd', sides)");
    }
    Dice dice;
    const std::string_view count = text.substr(0, d);
    if (!count.empty() && !parse_bounded(count, kMaxDiceCount, dice.count)) {
        return DiceParse::fail("dice " + quoted + ": the count before 'd' must be a whole number from 0 to " +
                               std::to_string(kMaxDiceCount));
    }
    if (!parse_bounded(text.substr(d + 1), kMaxDiceSides, dice.sides)) {
        return DiceParse::fail("dice " + quoted + ": the sides after 'd' must be a whole number from 0 to " +
                               std::to_string(kMaxDiceSides));
    }
    return DiceParse::ok(dice);
}

}  // namespace yoord
