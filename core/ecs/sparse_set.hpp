#pragma once
// SparseSet: which entities hold one component, and where each sits in the packed column.
//
// Two arrays. The sparse array maps an entity's index to its position in the packed array; it is paged, so a
// component held only by entities with high indices does not allocate for the low ones. The packed ("dense")
// array lists the holders contiguously, so iteration is a plain array walk. Removal is swap-and-pop: the last
// holder moves into the freed position, keeping the packed array without holes. Storage<T> keeps a column of
// values in the same order beside it.
//
// Every change to the packed order moves version(), so a view can remember that two columns were found to list
// the same entities in the same order and skip re-checking until one of them changes. It is the count of erases
// and clears beside the size, not a counter of its own: between two erases the set only grows, so the pair names
// one state, and an insert writes no counter.
//
// Beside them, presence over entity indices (presence_word(w): bit i % 64 of word w = i / 64 is set while the
// entity at index i is in the set) lets a view find the holders of several components in entity order a
// 64-index word at a time, whatever order they were added in (docs/explanation/ecs.md, "Walk order"); and
// sorted() says whether the packed array itself happens to be in entity order, so a view may walk it as an
// array instead. While the set is the identity (it holds exactly indices 0 .. size() - 1, in order: a
// component every entity got as it was created) presence is implied by size() and no bitset is written, so
// filling a fresh or cleared world costs what it did before presence existed; the bitset is filled in the
// moment the set stops being the identity. So are the positions: an index below size() is its own position, so
// an identity insert writes no sparse slot and a lookup below size() reads none (one compare instead of a
// dependent load, which is a cache miss in a large world). The slots are written, once each, the moment the
// set stops being the identity (docs/explanation/ecs.md, "Implied positions").

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "core/assert.hpp"
#include "core/ecs/entity.hpp"

namespace yoord::ecs {

class SparseSet {
public:
    static constexpr std::uint32_t page_bits = 12;
    static constexpr std::size_t page_size = std::size_t{1} << page_bits;
    // Marks a sparse slot whose entity is not in the set.
    static constexpr std::uint32_t absent = ~std::uint32_t{0};

    SparseSet() = default;
    SparseSet(SparseSet&&) noexcept = default;
    SparseSet& operator=(SparseSet&&) noexcept = default;
    SparseSet(const SparseSet& other) { *this = other; }
    SparseSet& operator=(const SparseSet& other) {
        if (this == &other) return *this;
        pages.clear();
        pages.resize(other.pages.size());
        for (std::size_t p = 0; p < other.pages.size(); ++p) {
            if (!other.pages[p]) continue;
            pages[p] = std::make_unique<std::uint32_t[]>(page_size);
            std::memcpy(pages[p].get(), other.pages[p].get(), page_size * sizeof(std::uint32_t));
        }
        dense = other.dense;
        present = other.present;
        reorders = other.reorders;
        implied_below = other.implied_below;
        slots_written_below = other.slots_written_below;
        last_index_plus_one = other.last_index_plus_one;
        return *this;
    }

    std::size_t size() const { return dense.size(); }
    bool empty() const { return dense.empty(); }
    const Entity* data() const { return dense.data(); }
    const std::vector<Entity>& entities() const { return dense; }
    // Moves (and only grows) with every insert, erase and clear.
    std::uint64_t version() const { return (reorders << entity_index_bits) | dense.size(); }

    // True when the packed array lists its entities in increasing index order. Appending in index order keeps
    // it so; swap-and-pop from the middle breaks it (until the set is the identity again, or cleared).
    bool sorted() const { return identity() || last_index_plus_one != not_sorted; }

    // True when the entity at index i sits at position i, for every entity in the set: the set holds exactly
    // the indices 0 .. size() - 1, in order (a component every entity got, in creation order). Then a
    // present index is its own position, and a walk needs no page lookup.
    bool identity() const { return implied_below == dense.size(); }

    // Presence, 64 indices at a time: bit i % 64 of word w = i / 64 is set while the entity at index i is in
    // the set. Every word at or past presence_words() is zero.
    std::size_t presence_words() const { return identity() ? (dense.size() + 63) / 64 : present.size(); }
    std::uint64_t presence_word(std::size_t w) const {
        if (!identity()) return w < present.size() ? present[w] : 0;
        const std::size_t first = w * 64;
        if (first >= dense.size()) return 0;
        const std::size_t held = dense.size() - first;
        return held >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << held) - 1;
    }
    [[gnu::always_inline]] bool contains_index(std::uint32_t index) const {
        if (index < implied_below) return true;  // the bitset is all zero while the set is the identity
        const std::size_t word = index / 64;
        return word < present.size() && ((present[word] >> (index % 64)) & 1U) != 0;
    }

    // Position of the entity at `index` in the packed array, or `absent`. Does not look at generations: the
    // World removes an entity from every set when it is destroyed, so a live index is never stale here.
    // Always inlined, like the two lookups beside it: left to itself GCC inlines the implied-position test and
    // calls the page lookup out of line, a call per component read in a monster's action.
    [[gnu::always_inline]] std::uint32_t position_of_index(std::uint32_t index) const {
        if (index < implied_below) [[unlikely]] return index;
        const std::size_t page = index >> page_bits;
        if (page >= pages.size() || !pages[page]) return absent;
        return pages[page][index & (page_size - 1)];
    }

    // The same for an index known to be present: no page checks (the hot path of get()).
    [[gnu::always_inline]] std::uint32_t position_of_present_index(std::uint32_t index) const {
        if (index < implied_below) [[unlikely]] return index;
        return pages[index >> page_bits][index & (page_size - 1)];
    }

    // True when exactly this handle (index and generation) is in the set.
    bool contains(Entity e) const {
        const std::uint32_t pos = position_of_index(entity_to_index(e));
        return pos != absent && dense[pos] == e;
    }

    // Position of a present entity in the packed array.
    std::size_t position(Entity e) const {
        YOORD_ASSERT(contains(e), "entity is not in this sparse set");
        return position_of_index(entity_to_index(e));
    }

    // Room for `count` entities with indices below `indices`: the packed array's capacity and the pages that
    // cover them, so inserting up to that many allocates nothing. Changes no answer the set gives.
    void reserve(std::size_t count, std::uint32_t indices) {
        dense.reserve(count);
        for (std::size_t page = 0; page < (static_cast<std::size_t>(indices) + page_size - 1) >> page_bits; ++page) {
            if (page >= pages.size() || !pages[page]) allocate_page(page);
        }
    }

    // Appends e at the end of the packed array and returns its position.
    std::size_t insert(Entity e) {
        YOORD_ASSERT(!contains(e), "entity is already in this sparse set");
        const std::uint32_t index = entity_to_index(e);
        const auto pos = static_cast<std::uint32_t>(dense.size());
        dense.push_back(e);
        if (index == pos && implied_below == pos) {
            implied_below = pos + 1;  // still the identity: the position and the presence bit are implied
        } else {
            insert_off_identity(index, pos);
        }
        return pos;
    }

    // Swap-and-pop: moves the last entity into e's position. Returns the position e had, which now holds the
    // former last entity (or is one past the end if e was last). The caller mirrors the same move in its values.
    std::size_t erase(Entity e) { return erase_at(e, position(e)); }

    // The same for an entity the caller has just found at `pos` (position_of_index and a handle compare):
    // saves the second lookup.
    std::size_t erase_at(Entity e, std::size_t pos) {
        YOORD_ASSERT(pos < dense.size() && dense[pos] == e, "erase_at: the entity is not at that position");
        ++reorders;
        if (identity()) [[unlikely]] {
            if (pos + 1 == dense.size()) {
                erase_last_of_identity(entity_to_index(e));
                return pos;
            }
            leave_identity(static_cast<std::uint32_t>(dense.size()));
        }
        const std::size_t size_before = dense.size();
        const Entity last = dense.back();
        dense[pos] = last;
        present_slot(entity_to_index(last)) = static_cast<std::uint32_t>(pos);
        present_slot(entity_to_index(e)) = absent;
        dense.pop_back();
        mark_absent(entity_to_index(e));
        if (last_index_plus_one != not_sorted) [[unlikely]] note_erase_in_order(pos, size_before);
        if (dense.empty() || last_index_plus_one == dense.size()) [[unlikely]] enter_identity();
        return pos;
    }

    // Empties the set but keeps its pages and capacity, so refilling it allocates nothing.
    void clear() {
        if (identity()) {
            for (std::uint32_t index = 0; index < slots_written_below; ++index) present_slot(index) = absent;
        } else {
            for (const Entity e : dense) {
                present_slot(entity_to_index(e)) = absent;
                mark_absent(entity_to_index(e));
            }
        }
        dense.clear();
        implied_below = 0;
        slots_written_below = 0;
        ++reorders;
    }

    // Heap bytes this set holds (capacity, not size): the page table, its pages, the packed array and the
    // presence bitset.
    std::size_t memory_bytes() const {
        std::size_t bytes = pages.capacity() * sizeof(pages[0]) + dense.capacity() * sizeof(Entity) +
                            present.capacity() * sizeof(std::uint64_t);
        for (const auto& page : pages) {
            if (page) bytes += page_size * sizeof(std::uint32_t);
        }
        return bytes;
    }

    // True when the first size() entities of `longer` are this set's entities, in the same order: then a
    // position names the same entity in both, and both columns can be walked as plain arrays.
    bool is_prefix_of(const SparseSet& longer) const {
        if (longer.size() < size()) return false;
        if (empty()) return true;
        return std::memcmp(dense.data(), longer.dense.data(), size() * sizeof(Entity)) == 0;
    }

private:
    // The sparse slot of `index`, allocating its page on first use (rare: kept out of line so the common
    // path inlines).
    std::uint32_t& slot(std::uint32_t index) {
        const std::size_t page = index >> page_bits;
        if (page >= pages.size() || !pages[page]) [[unlikely]] allocate_page(page);
        return pages[page][index & (page_size - 1)];
    }
    // The same for an index in the set, whose page exists.
    std::uint32_t& present_slot(std::uint32_t index) { return pages[index >> page_bits][index & (page_size - 1)]; }

    // Also grows the presence bitset over the page: an index with a slot has a presence word, so marking it
    // needs no bounds check.
    [[gnu::noinline]] void allocate_page(std::size_t page) {
        if (page >= pages.size()) pages.resize(page + 1);
        pages[page] = std::make_unique<std::uint32_t[]>(page_size);
        std::memset(pages[page].get(), 0xff, page_size * sizeof(std::uint32_t));  // all `absent`
        const std::size_t words = (page + 1) * (page_size / 64);
        if (present.size() < words) present.resize(words, 0);
    }

    // While the set is the identity, the sparse slots of indices below slots_written_below hold their own
    // index (written while it was not the identity, or before an erase of the last took them out of the
    // implied range) and every other slot holds `absent`; the presence bitset is all zero.

    // The set stops being the identity of `count` entities: write the slots and presence bits its positions
    // implied until now. Each slot is written once per stretch of identity (slots_written_below remembers how
    // far earlier stretches got), so a set that keeps stepping in and out of the identity is not rewritten.
    [[gnu::noinline]] void leave_identity(std::uint32_t count) {
        for (std::uint32_t index = slots_written_below; index < count; ++index) slot(index) = index;
        const std::size_t full = count / 64;  // slot() grew the bitset over every page it touched
        std::fill(present.begin(), present.begin() + static_cast<std::ptrdiff_t>(full), ~std::uint64_t{0});
        if (count % 64 != 0) present[full] = (std::uint64_t{1} << (count % 64)) - 1;
        implied_below = 0;
        last_index_plus_one = count;
    }
    // An erase made the set the identity again (it closed the last gap, or emptied the set): every slot is
    // written, and the bits are implied now, so zero them.
    [[gnu::noinline]] void enter_identity() {
        const auto count = static_cast<std::uint32_t>(dense.size());
        std::fill(present.begin(), present.begin() + static_cast<std::ptrdiff_t>((count + 63) / 64), 0);
        implied_below = count;
        slots_written_below = count;
    }
    // The identity loses its last entity and stays the identity: that index leaves the implied range, so its
    // slot must say `absent`, which it already does unless it was written.
    void erase_last_of_identity(std::uint32_t index) {
        dense.pop_back();
        implied_below = index;
        if (index < slots_written_below) {
            present_slot(index) = absent;
            slots_written_below = index;
        }
    }

    // An insert that leaves (or was never in) the identity: the slot and the set's bit are written, and while
    // the set is in index order its last index is kept (or the order is lost for good, until clear()).
    void insert_off_identity(std::uint32_t index, std::uint32_t pos) {
        if (implied_below == pos) [[unlikely]] leave_identity(pos);  // it was the identity of the entities before this one
        slot(index) = pos;
        if (last_index_plus_one != not_sorted) {
            last_index_plus_one = index < last_index_plus_one ? not_sorted : index + 1;
        }
        mark_present(index);
    }
    // Swap-and-pop moved the last entity into pos, off the identity. Index order survives only the erase of the
    // last entity or of the one before it.
    void note_erase_in_order(std::size_t pos, std::size_t size_before) {
        if (pos + 2 < size_before) {
            last_index_plus_one = not_sorted;
            return;
        }
        last_index_plus_one = dense.empty() ? 0 : entity_to_index(dense.back()) + 1;
    }

    void mark_present(std::uint32_t index) { present[index / 64] |= std::uint64_t{1} << (index % 64); }
    void mark_absent(std::uint32_t index) { present[index / 64] &= ~(std::uint64_t{1} << (index % 64)); }

    std::vector<std::unique_ptr<std::uint32_t[]>> pages;
    std::vector<Entity> dense;
    std::vector<std::uint64_t> present;  // covers every allocated page; all zero while identity()
    std::uint64_t reorders = 0;          // erases and clears: version()
    // size() while the set is the identity (an index below it is present at its own position), 0 otherwise. So
    // identity() is implied_below == size(): a set that is not the identity is not empty.
    std::uint32_t implied_below = 0;
    std::uint32_t slots_written_below = 0;  // while identity(): see leave_identity()
    // While the set is not the identity and its packed array is in index order: its last entity's index + 1.
    // Once an insert or erase breaks the order, not_sorted, for good (until the set is the identity again).
    static constexpr std::uint32_t not_sorted = ~std::uint32_t{0};
    std::uint32_t last_index_plus_one = 0;
};

}  // namespace yoord::ecs
