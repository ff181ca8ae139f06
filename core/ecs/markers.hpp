#pragma once
// MarkerBits: unit "marker" components (FireImmune, SeesInvisible, Asleep ...) are one bit each in a
// std::bitset<N> per entity, not sparse sets. N is the length of the world's marker list, fixed at compile
// time and not capped at 64. has<M>(e) is a bit test, a whole entity's effects can be masked in one operation
// (cancellation keeps identity effects: `bits &= identity_mask`), and attaching a marker never moves memory.
//
// The bitsets are indexed by entity index (every slot has one, live or not); a destroyed entity's bits are
// zeroed, so a reused slot starts with none.

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/assert.hpp"

namespace yoord::ecs {

template <std::size_t N>
class MarkerBits {
public:
    using bits_type = std::bitset<N>;
    static constexpr std::size_t count = N;

    // Makes room for `slots` entity indices; new slots have no markers.
    void grow_to(std::size_t slots) {
        if (slots > bits.size()) bits.resize(slots);
    }
    std::size_t slots() const { return bits.size(); }

    bool test(std::uint32_t index, std::size_t bit) const {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        return bits[index][bit];
    }
    void set(std::uint32_t index, std::size_t bit) {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        bits[index][bit] = true;
    }
    void reset(std::uint32_t index, std::size_t bit) {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        bits[index][bit] = false;
    }
    bits_type& of(std::uint32_t index) { return bits[index]; }
    const bits_type& of(std::uint32_t index) const { return bits[index]; }
    void reset_all(std::uint32_t index) { bits[index].reset(); }

    // Zeroes every slot but keeps the memory.
    void clear() {
        for (bits_type& b : bits) b.reset();
    }

private:
    std::vector<bits_type> bits;
};

}  // namespace yoord::ecs
