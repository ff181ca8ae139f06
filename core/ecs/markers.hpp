#pragma once
// MarkerBits: unit "marker" components (FireImmune, SeesInvisible, Asleep ...) are one bit each, not sparse
// sets. N, the length of the world's marker list, is fixed at compile time and not capped at 64.
//
// Layout: transposed. Each marker type owns one bit column over entity indices, a dense array of 64-bit
// words (bit i % 64 of word i / 64 is entity index i). So set, clear and test touch one bit of one word, and a
// column of a million entities is 128 KB that stays in cache while a loop sets a marker on scattered entities.
// A whole entity's markers are still one value: of(index) assembles a std::bitset<N> (one bit read per marker
// type) and assign(index, bits) spreads one back, for cancellation masks and saves. Those, and reset_all on
// destroy, touch one word per marker type instead of one bitset; they run per entity event, not per entity
// per turn. docs/explanation/ecs.md records the trade.
//
// Every entity slot (live or not) has a bit in every column; a destroyed entity's bits are zeroed, so a reused
// slot starts with none. Columns grow a word at a time (64 slots) and never shrink.

#include <algorithm>
#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/assert.hpp"

namespace yoord::ecs {

template <std::size_t N>
class MarkerBits {
public:
    using bits_type = std::bitset<N>;
    using word_type = std::uint64_t;
    static constexpr std::size_t count = N;
    static constexpr std::size_t word_bits = 64;

    // Makes room for `slots` entity indices; new slots have no markers.
    void grow_to(std::size_t slots) {
        if (slots <= slot_count) return;
        slot_count = slots;
        const std::size_t words = words_for(slots);
        if (words <= word_count) return;
        word_count = words;
        for (std::vector<word_type>& column : columns) column.resize(words, 0);
    }
    std::size_t slots() const { return slot_count; }

    bool test(std::uint32_t index, std::size_t bit) const {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        return (columns[bit][index / word_bits] >> (index % word_bits)) & 1U;
    }
    void set(std::uint32_t index, std::size_t bit) {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        columns[bit][index / word_bits] |= mask_of(index);
    }
    void reset(std::uint32_t index, std::size_t bit) {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        columns[bit][index / word_bits] &= ~mask_of(index);
    }

    // Every marker of one slot, assembled from the columns.
    bits_type of(std::uint32_t index) const {
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        bits_type bits;
        const std::size_t word = index / word_bits;
        const unsigned shift = index % word_bits;
        for (std::size_t bit = 0; bit < N; ++bit) {
            if ((columns[bit][word] >> shift) & 1U) bits.set(bit);
        }
        return bits;
    }
    // Replaces every marker of one slot.
    void assign(std::uint32_t index, const bits_type& bits) {
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        const std::size_t word = index / word_bits;
        const word_type mask = mask_of(index);
        for (std::size_t bit = 0; bit < N; ++bit) {
            word_type& w = columns[bit][word];
            w = bits[bit] ? (w | mask) : (w & ~mask);
        }
    }
    void reset_all(std::uint32_t index) {
        YOORD_ASSERT(index < slot_count, "marker slot out of range");
        const std::size_t word = index / word_bits;
        const word_type keep = ~mask_of(index);
        for (std::vector<word_type>& column : columns) column[word] &= keep;
    }

    // One marker's column: bit i % 64 of word i / 64 is slot i. Bits past slots() are always zero, so a scan
    // may walk whole words and use std::countr_zero to jump to the next marked slot.
    std::span<const word_type> column(std::size_t bit) const {
        YOORD_ASSERT(bit < N, "marker bit out of range");
        return {columns[bit].data(), word_count};
    }

    // Heap bytes held by the bit columns.
    std::size_t memory_bytes() const {
        std::size_t bytes = 0;
        for (const std::vector<word_type>& column : columns) bytes += column.capacity() * sizeof(word_type);
        return bytes;
    }

    // Zeroes every slot but keeps the memory.
    void clear() {
        for (std::vector<word_type>& column : columns) std::fill(column.begin(), column.end(), word_type{0});
    }

private:
    static constexpr std::size_t words_for(std::size_t slots) { return (slots + word_bits - 1) / word_bits; }
    static constexpr word_type mask_of(std::uint32_t index) { return word_type{1} << (index % word_bits); }

    std::array<std::vector<word_type>, N> columns;
    std::size_t slot_count = 0;
    std::size_t word_count = 0;
};

}  // namespace yoord::ecs
