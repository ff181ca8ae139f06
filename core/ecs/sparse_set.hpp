#pragma once
// SparseSet: which entities hold one component, and where each sits in the packed column.
//
// Two arrays. The sparse array maps an entity's index to its position in the packed array; it is paged, so a
// component held only by entities with high indices does not allocate for the low ones. The packed ("dense")
// array lists the holders contiguously, so iteration is a plain array walk. Removal is swap-and-pop: the last
// holder moves into the freed position, keeping the packed array without holes. Storage<T> keeps a column of
// values in the same order beside it.
//
// Every change to the packed order bumps version(), so a view can remember that two columns were found to list
// the same entities in the same order and skip re-checking until one of them changes.
//
// Beside them, a presence bitset over entity indices (bit i % 64 of word i / 64 is set while the entity at index
// i is in the set) lets a view find the holders of several components in entity order a 64-index word at a
// time, whatever order they were added in (docs/explanation/ecs.md, "Walk order"), and sorted() says whether
// the packed array itself happens to be in entity order, so a view may walk it as an array instead.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
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
        version_counter = other.version_counter;
        in_index_order = other.in_index_order;
        positions_are_indices = other.positions_are_indices;
        return *this;
    }

    std::size_t size() const { return dense.size(); }
    bool empty() const { return dense.empty(); }
    const Entity* data() const { return dense.data(); }
    const std::vector<Entity>& entities() const { return dense; }
    std::uint64_t version() const { return version_counter; }

    // True when the packed array lists its entities in increasing index order. Appending in index order keeps
    // it so; swap-and-pop from the middle breaks it (until clear()).
    bool sorted() const { return in_index_order; }

    // True when the entity at index i sits at position i, for every entity in the set: the set holds exactly
    // the indices 0 .. size() - 1, in order (a component every entity got, in creation order). Then a
    // present index is its own position, and a walk needs no page lookup.
    bool identity() const { return positions_are_indices; }

    // The presence bitset: bit i % 64 of word i / 64 is set while the entity at index i is in the set. Words
    // past the end of the span are all zero.
    std::span<const std::uint64_t> presence() const { return present; }
    bool contains_index(std::uint32_t index) const {
        const std::size_t word = index / 64;
        return word < present.size() && ((present[word] >> (index % 64)) & 1U) != 0;
    }

    // Position of the entity at `index` in the packed array, or `absent`. Does not look at generations: the
    // World removes an entity from every set when it is destroyed, so a live index is never stale here.
    std::uint32_t position_of_index(std::uint32_t index) const {
        const std::size_t page = index >> page_bits;
        if (page >= pages.size() || !pages[page]) return absent;
        return pages[page][index & (page_size - 1)];
    }

    // The same for an index known to be present: no page checks (the hot path of get()).
    std::uint32_t position_of_present_index(std::uint32_t index) const {
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

    // Appends e at the end of the packed array and returns its position.
    std::size_t insert(Entity e) {
        YOORD_ASSERT(!contains(e), "entity is already in this sparse set");
        const std::uint32_t index = entity_to_index(e);
        const auto pos = static_cast<std::uint32_t>(dense.size());
        slot(index) = pos;
        in_index_order = in_index_order && (dense.empty() || entity_to_index(dense.back()) < index);
        positions_are_indices = positions_are_indices && index == pos;
        dense.push_back(e);
        mark_present(index);
        ++version_counter;
        return pos;
    }

    // Swap-and-pop: moves the last entity into e's position. Returns the position e had, which now holds the
    // former last entity (or is one past the end if e was last). The caller mirrors the same move in its values.
    std::size_t erase(Entity e) {
        const std::size_t pos = position(e);
        const Entity last = dense.back();
        // The last (largest) index lands at pos: still in order only if pos becomes the new end.
        in_index_order = in_index_order && pos + 2 >= dense.size();
        positions_are_indices = positions_are_indices && pos + 1 == dense.size();
        dense[pos] = last;
        slot(entity_to_index(last)) = static_cast<std::uint32_t>(pos);
        slot(entity_to_index(e)) = absent;
        dense.pop_back();
        mark_absent(entity_to_index(e));
        ++version_counter;
        return pos;
    }

    // Empties the set but keeps its pages and capacity, so refilling it allocates nothing.
    void clear() {
        for (const Entity e : dense) {
            slot(entity_to_index(e)) = absent;
            mark_absent(entity_to_index(e));
        }
        dense.clear();
        in_index_order = true;
        positions_are_indices = true;
        ++version_counter;
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
    std::uint32_t& slot(std::uint32_t index) {
        const std::size_t page = index >> page_bits;
        if (page >= pages.size()) pages.resize(page + 1);
        if (!pages[page]) {
            pages[page] = std::make_unique<std::uint32_t[]>(page_size);
            std::memset(pages[page].get(), 0xff, page_size * sizeof(std::uint32_t));  // all `absent`
        }
        return pages[page][index & (page_size - 1)];
    }

    void mark_present(std::uint32_t index) {
        const std::size_t word = index / 64;
        if (word >= present.size()) present.resize(word + 1, 0);
        present[word] |= std::uint64_t{1} << (index % 64);
    }
    void mark_absent(std::uint32_t index) { present[index / 64] &= ~(std::uint64_t{1} << (index % 64)); }

    std::vector<std::unique_ptr<std::uint32_t[]>> pages;
    std::vector<Entity> dense;
    std::vector<std::uint64_t> present;  // grows to the highest index ever inserted; never shrinks
    std::uint64_t version_counter = 0;
    bool in_index_order = true;
    bool positions_are_indices = true;  // implies in_index_order
};

}  // namespace yoord::ecs
