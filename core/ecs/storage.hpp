#pragma once
// Storage<T>: one component's column. A SparseSet says who holds T and at which position; a std::vector<T>
// holds the values in exactly that order (struct of arrays: each component type is its own contiguous column,
// and a loop over two components touches only those two columns).

#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/assert.hpp"
#include "core/ecs/sparse_set.hpp"

namespace yoord::ecs {

template <class T>
class Storage {
public:
    using value_type = T;

    std::size_t size() const { return set.size(); }
    bool empty() const { return set.empty(); }
    bool contains(Entity e) const { return set.contains(e); }
    const SparseSet& entities() const { return set; }
    T* values() { return column.data(); }
    const T* values() const { return column.data(); }

    // Position in the column of the entity at `index`, or SparseSet::absent. For live entities only. Always
    // inlined, as SparseSet's lookups are (sparse_set.hpp).
    [[gnu::always_inline]] std::uint32_t position_of_index(std::uint32_t index) const { return set.position_of_index(index); }

    template <class... A>
    T& emplace(Entity e, A&&... args) {
        YOORD_ASSERT(!set.contains(e), "component already present; use emplace_or_replace");
        if constexpr (std::is_aggregate_v<T>) {
            column.push_back(T{std::forward<A>(args)...});
        } else {
            column.emplace_back(std::forward<A>(args)...);
        }
        set.insert(e);
        return column.back();
    }

    template <class... A>
    T& emplace_or_replace(Entity e, A&&... args) {
        if (!set.contains(e)) return emplace(e, std::forward<A>(args)...);
        T& value = column[set.position(e)];
        if constexpr (std::is_aggregate_v<T>) {
            value = T{std::forward<A>(args)...};
        } else {
            value = T(std::forward<A>(args)...);
        }
        return value;
    }

    // Swap-and-pop, mirrored in the column. A no-op when e does not hold T. True when it removed something.
    bool remove(Entity e) {
        const std::uint32_t found = set.position_of_index(entity_to_index(e));
        if (found == SparseSet::absent || set.data()[found] != e) return false;
        const std::size_t pos = set.erase_at(e, found);
        if (pos != column.size() - 1) column[pos] = std::move(column.back());
        column.pop_back();
        return true;
    }

    T& get(Entity e) {
        YOORD_ASSERT(set.contains(e), "entity does not hold this component");
        return column[set.position_of_present_index(entity_to_index(e))];
    }
    const T& get(Entity e) const {
        YOORD_ASSERT(set.contains(e), "entity does not hold this component");
        return column[set.position_of_present_index(entity_to_index(e))];
    }

    T* try_get(Entity e) { return set.contains(e) ? &column[set.position_of_index(entity_to_index(e))] : nullptr; }
    const T* try_get(Entity e) const {
        return set.contains(e) ? &column[set.position_of_index(entity_to_index(e))] : nullptr;
    }

    // Heap bytes held: the sparse set's and the value column's capacity.
    std::size_t memory_bytes() const { return set.memory_bytes() + column.capacity() * sizeof(T); }

    // Room for `count` values of entities with indices below `indices` (SparseSet::reserve).
    void reserve(std::size_t count, std::uint32_t indices) {
        set.reserve(count, indices);
        column.reserve(count);
    }

    // Keeps the pages and the column's capacity.
    void clear() {
        set.clear();
        column.clear();
    }

private:
    SparseSet set;
    std::vector<T> column;
};

}  // namespace yoord::ecs
