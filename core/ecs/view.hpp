#pragma once
// View: the entities that hold every component in C..., pass the marker filters (with<M>: bit set,
// without<M>: bit clear) and hold none of the excluded components.
//
//   world.view<Position, Velocity>(without<Asleep>).each([](Entity e, Position& p, Velocity& v) { ... });
//   world.view<Position, Velocity>().each([](Position& p, Velocity& v) { ... });   // entity optional
//   for (Entity e : world.view<Position>(with<Flies>)) { ... }
//
// Walk order. A view leads with the smallest of its component columns (chosen when the view is made) and
// probes the others through their sparse arrays. When every other column lists the lead's entities in the
// same order (checked with one memcmp, remembered until either column changes) the probes are skipped and the
// columns are walked as plain arrays. The lead column is walked from its last position to its first.
//
// What the callback (or the body of a range-for) may do, and why it is safe:
//   - destroy the entity being visited, or remove any component from it, or emplace / replace components on
//     it, or set and clear its markers. Removal is swap-and-pop: the element that fills the freed position
//     comes from the end of the column, which a backwards walk has already visited, so nothing is skipped or
//     visited twice, and every position below the current one is untouched.
//   - create entities. They are appended after the walk's position and are not visited.
// What it must not do: remove components of the view's types from, or destroy, entities OTHER than the one
// being visited. That may skip or repeat an entity (memory stays safe: positions are re-read and clamped).
// References passed to the callback may dangle after the callback changes the world (a column can grow and
// move); re-fetch with get<C>() after such a change.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "core/ecs/entity.hpp"
#include "core/ecs/filters.hpp"
#include "core/ecs/sparse_set.hpp"
#include "core/ecs/type_list.hpp"

namespace yoord::ecs {

template <class WorldT, class Included, class With, class Without, class Exclude>
class View;

template <class WorldT, class... C, class... W, class... WO, class... X>
class View<WorldT, type_list<C...>, with_t<W...>, without_t<WO...>, exclude_t<X...>> {
    static_assert(sizeof...(C) > 0, "a view needs at least one component");
    static_assert((contains<C, typename WorldT::component_list> && ...), "view of a type that is not a component");
    static_assert((contains<X, typename WorldT::component_list> && ...), "exclude<> of a type that is not a component");
    static_assert((contains<W, typename WorldT::marker_list> && ...), "with<> of a type that is not a marker");
    static_assert((contains<WO, typename WorldT::marker_list> && ...), "without<> of a type that is not a marker");

    using included = type_list<C...>;

public:
    explicit View(WorldT& world) : world(&world), lead(smallest_column()) {}

    // How many entities the walk will look at: the lead column's size, an upper bound on the matches.
    std::size_t size_hint() const { return lead_set().size(); }

    // True when e is alive and the view would visit it.
    bool contains(Entity e) const { return world->valid(e) && matches(entity_to_index(e)); }

    template <class F>
    void each(F&& f) {
        dispatch_lead(f, std::index_sequence_for<C...>{});
    }

    class iterator {
    public:
        using value_type = Entity;
        using difference_type = std::ptrdiff_t;

        iterator() = default;
        Entity operator*() const { return set->data()[pos - 1]; }
        iterator& operator++() {
            --pos;
            skip_misses();
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(const iterator& a, const iterator& b) { return a.pos == b.pos; }

    private:
        friend class View;
        iterator(const View* view, const SparseSet* set, std::size_t pos) : view(view), set(set), pos(pos) {
            skip_misses();
        }
        // pos is one past the next candidate; clamp it, because the body may have shrunk the lead column.
        void skip_misses() {
            if (pos > set->size()) pos = set->size();
            while (pos > 0 && !view->matches(entity_to_index(set->data()[pos - 1]))) --pos;
        }

        const View* view = nullptr;
        const SparseSet* set = nullptr;
        std::size_t pos = 0;
    };

    iterator begin() const { return iterator(this, &lead_set(), lead_set().size()); }
    iterator end() const { return iterator(this, &lead_set(), 0); }

private:
    template <class T>
    auto& column() const {
        return world->template storage<T>();
    }

    std::size_t smallest_column() const {
        const std::array<std::size_t, sizeof...(C)> sizes{column<C>().size()...};
        std::size_t best = 0;
        for (std::size_t i = 1; i < sizes.size(); ++i) {
            if (sizes[i] < sizes[best]) best = i;
        }
        return best;
    }

    const SparseSet& lead_set() const {
        const SparseSet* found = nullptr;
        std::size_t i = 0;
        ((lead == i++ ? (found = &column<C>().entities(), void()) : void()), ...);
        return *found;
    }

    bool passes_filters(std::uint32_t index) const {
        if constexpr (sizeof...(W) + sizeof...(WO) > 0) {
            const auto& bits = world->marker_bits;
            if (!(bits.test(index, WorldT::template marker_bit<W>) && ...)) return false;
            if ((bits.test(index, WorldT::template marker_bit<WO>) || ...)) return false;
        }
        return ((column<X>().position_of_index(index) == SparseSet::absent) && ...);
    }

    bool matches(std::uint32_t index) const {
        return ((column<C>().position_of_index(index) != SparseSet::absent) && ...) && passes_filters(index);
    }

    template <class F, class... Refs>
    static void call(F& f, Entity e, Refs&... refs) {
        if constexpr (std::is_invocable_v<F&, Entity, Refs&...>) {
            f(e, refs...);
        } else {
            static_assert(std::is_invocable_v<F&, Refs&...>,
                          "view callback must take (Entity, C&...) or (C&...) in the view's component order");
            f(refs...);
        }
    }

    template <class F, std::size_t... I>
    void dispatch_lead(F& f, std::index_sequence<I...>) {
        ((lead == I ? walk<type_at<I, included>>(f) : void()), ...);
    }

    template <class Lead, class F>
    void walk(F& f) {
        if ((world->template columns_aligned<Lead, C>() && ...)) {
            walk_aligned<Lead>(f);
        } else {
            walk_probing<Lead>(f, std::index_sequence_for<C...>{});
        }
    }

    // Every column lists the lead's entities in the same order: position i is the same entity in each, so
    // the columns are walked as plain arrays. The raw pointers are re-read whenever the callback changes the
    // structure of one of the view's columns (which bumps its version); otherwise the loop is as tight as a
    // hand-written one over arrays.
    template <class Lead, class F>
    void walk_aligned(F& f) {
        walk_aligned<Lead>(f, std::index_sequence_for<C...>{});
    }

    template <class Lead, class F, std::size_t... I>
    void walk_aligned(F& f, std::index_sequence<I...>) {
        const SparseSet& lead_entities = column<Lead>().entities();
        std::size_t i = lead_entities.size();
        while (i > 0) {
            const std::array<std::uint64_t, sizeof...(C)> versions{column<C>().entities().version()...};
            const Entity* entities = lead_entities.data();
            const std::tuple<C*...> values{column<C>().values()...};
            bool changed = false;
            while (i > 0 && !changed) {
                --i;
                const Entity e = entities[i];
                if (passes_filters(entity_to_index(e))) call(f, e, std::get<I>(values)[i]...);
                changed = ((column<C>().entities().version() != versions[I]) || ...);
            }
            // Only the visited entity may have left, so i is still in range; clamp in case the contract broke.
            i = std::min(i, lead_entities.size());
        }
    }

    template <class Lead, class F, std::size_t... I>
    void walk_probing(F& f, std::index_sequence<I...>) {
        const auto& lead_column = column<Lead>();
        for (std::size_t i = lead_column.size(); i > 0;) {
            --i;
            if (i >= lead_column.size()) {
                i = lead_column.size();
                continue;
            }
            const Entity e = lead_column.entities().data()[i];
            const std::uint32_t index = entity_to_index(e);
            const std::array<std::uint32_t, sizeof...(C)> pos{
                (std::is_same_v<C, Lead> ? static_cast<std::uint32_t>(i) : column<C>().position_of_index(index))...};
            if (((pos[I] == SparseSet::absent) || ...)) continue;
            if (!passes_filters(index)) continue;
            call(f, e, column<C>().values()[pos[I]]...);
        }
    }

    WorldT* world;
    std::size_t lead;
};

}  // namespace yoord::ecs
