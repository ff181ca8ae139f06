#pragma once
// View: the entities that hold every component in C..., pass the marker filters (with<M>: bit set,
// without<M>: bit clear) and hold none of the excluded components.
//
//   world.view<Position, Velocity>(without<Asleep>).each([](Entity e, Position& p, Velocity& v) { ... });
//   world.view<Position, Velocity>().each([](Position& p, Velocity& v) { ... });   // entity optional
//   for (Entity e : world.view<Position>(with<Flies>)) { ... }
//
// A view of a const World (world.view<...>() on a `const World&`) hands out const components; everything else
// is the same.
//
// Walk order: entity order (increasing entity index), whatever order the components were added in. Three walks
// give it; the view picks one when the walk starts:
//   - arrays: when the smallest column (the lead) lists its entities in index order (SparseSet::sorted) and
//     every other column lists the lead's entities first, in the same order (one memcmp, remembered until
//     either column changes), position i is the same entity in every column and the columns are walked as
//     plain arrays from the front: the common case of components added together at spawn.
//   - lead: when the lead is in index order but the others do not share its order, the lead's packed array is
//     walked from the front and each of its entities probes the other columns (a presence bit, then a
//     position; none for a column whose positions are its indices).
//   - bits: otherwise, the columns' presence bitsets (and the excluded columns') are ANDed a 64-index word at
//     a time and std::countr_zero finds the next candidate; each match looks up its position in each column.
//     The cost follows the matches, not the order the components were added in.
// Marker filters are tested per candidate in every walk.
// docs/explanation/ecs.md ("Walk order") records why, with the measurements.
//
// What the callback (or the body of a range-for) may do during the walk, and what it then sees:
//   - anything to the entity being visited: destroy it, add, replace or remove components, set or clear
//     markers. The walk goes on with the next entity index.
//   - destroy other entities, or change their components and markers. An entity is visited if it matches
//     when the walk reaches its index: one destroyed or changed ahead of the walk is skipped or visited
//     accordingly, and none is visited twice. (Any change to a column moves the World's structure epoch; the
//     walk notices with one compare and re-reads what it had cached, going on by index from there.)
//   - create entities. One created in a fresh slot is not visited (the walk stops at the slot count it started
//     with); one that reuses a freed slot ahead of the walk is visited if it matches.
// References passed to the callback may dangle after the callback changes the world (a column can grow and
// move); re-fetch with get<C>() after such a change.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
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
    using world_type = std::remove_const_t<WorldT>;
    static_assert(sizeof...(C) > 0, "a view needs at least one component");
    static_assert((contains<C, typename world_type::component_list> && ...),
                  "view of a type that is not a component");
    static_assert((contains<X, typename world_type::component_list> && ...),
                  "exclude<> of a type that is not a component");
    static_assert((contains<W, typename world_type::marker_list> && ...), "with<> of a type that is not a marker");
    static_assert((contains<WO, typename world_type::marker_list> && ...),
                  "without<> of a type that is not a marker");

    static constexpr std::size_t column_count = sizeof...(C);
    static constexpr std::uint32_t done = ~std::uint32_t{0};
    static constexpr std::size_t word_bits = 64;

public:
    // A component as the walk hands it out: const when the World is.
    template <class T>
    using value_t = std::conditional_t<std::is_const_v<WorldT>, const T, T>;

    explicit View(WorldT& world) : world(&world), lead_entities(&smallest_column()) {}

    // How many entities the walk will look at at most: the smallest column's size.
    std::size_t size_hint() const { return lead_entities->size(); }

    // True when e is alive and the view would visit it.
    bool contains(Entity e) const { return world->valid(e) && matches(entity_to_index(e)); }

    // Calls f(Entity, C&...) or f(C&...) for every match, in entity order.
    template <class F>
    void each(F&& f) const {
        each_in(f, std::index_sequence_for<C...>{});
    }

private:
    // Where a walk stands: the entity being visited and how to find the next one. An array walk keeps its
    // position in the columns; a bit walk keeps the rest of the current presence word.
    struct Walk {
        Entity entity = null_entity;
        std::uint32_t index = done;
        std::uint32_t limit = 0;  // the slot count when the walk began: later slots are not visited
        bool lead_walk = false;   // arrays or lead: walking the lead's packed array
        bool aligned = false;     // arrays: every column shares the lead's positions
        std::uint32_t pos = 0;    // lead_walk: the position of `index` in the lead, the lead's length and its
        std::uint32_t count = 0;  // entities, valid while the epoch stands
        const Entity* entities = nullptr;
        std::uint64_t epoch = 0;  // the World's structure epoch the positions or the mask were read at
        std::size_t word = 0;     // bits: the word being scanned, the words to scan, and its matches not yet visited
        std::size_t words = 0;
        std::uint64_t mask = 0;
    };

public:
    // Iterates the matching entities' handles.
    class iterator {
    public:
        using value_type = Entity;
        using difference_type = std::ptrdiff_t;

        iterator() = default;
        Entity operator*() const { return walk.entity; }
        iterator& operator++() {
            view->advance(walk);
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.walk.index == done; }

    private:
        friend class View;
        iterator(const View* view, Walk walk) : view(view), walk(walk) {}

        const View* view = nullptr;
        Walk walk;
    };

    iterator begin() const { return iterator(this, first()); }
    std::default_sentinel_t end() const { return {}; }

private:
    // A column, writable only through a non-const World.
    template <class T>
    auto& column() const {
        if constexpr (std::is_const_v<WorldT>) {
            return world->template storage<T>();
        } else {
            return world->template column_storage<T>();
        }
    }

    const SparseSet& smallest_column() const {
        const std::array<const SparseSet*, column_count> sets{&column<C>().entities()...};
        const SparseSet* best = sets[0];
        for (const SparseSet* s : sets) {
            if (s->size() < best->size()) best = s;
        }
        return *best;
    }

    std::uint64_t epoch() const { return world->epoch; }

    // True when the lead lists its entities in index order and every column lists them first, in that order:
    // then the array walk visits entity order.
    bool arrays_walkable() const { return lead_entities->sorted() && (lead_is_prefix_of<C>() && ...); }
    template <class T>
    bool lead_is_prefix_of() const {
        return with_lead_type([&]<class Lead>() { return world->template columns_aligned<Lead, T>(); });
    }
    // Calls fn.template operator()<Lead>() with the lead's component type.
    template <class Fn>
    bool with_lead_type(Fn&& fn) const {
        bool result = false;
        const auto try_lead = [&]<class T>() {
            if (lead_entities != &column<T>().entities()) return false;
            result = fn.template operator()<T>();
            return true;
        };
        (void)(try_lead.template operator()<C>() || ...);
        return result;
    }

    bool passes_markers(std::uint32_t index) const {
        if constexpr (sizeof...(W) + sizeof...(WO) > 0) {
            const auto& bits = world->marker_bits;
            if (!(bits.test(index, world_type::template marker_bit<W>) && ...)) return false;
            if ((bits.test(index, world_type::template marker_bit<WO>) || ...)) return false;
        }
        return true;
    }

    bool passes_filters(std::uint32_t index) const {
        return passes_markers(index) && (!column<X>().entities().contains_index(index) && ...);
    }

    bool matches(std::uint32_t index) const {
        return (column<C>().entities().contains_index(index) && ...) && passes_filters(index);
    }

    // Indices in [64 w, 64 w + 64) that hold every component and no excluded one, as bits. Markers are left to
    // passes_markers(), per candidate: they move no epoch, so a mask of them could miss a marker the callback
    // set or cleared ahead of the walk.
    std::uint64_t word_mask(std::size_t w) const {
        std::uint64_t mask = ~std::uint64_t{0};
        ((mask &= column<C>().entities().presence_word(w)), ...);
        ((mask &= ~column<X>().entities().presence_word(w)), ...);
        return mask;
    }

    // ---- the walk ----

    Walk first() const {
        Walk walk;
        walk.limit = static_cast<std::uint32_t>(world->slot_count());
        if (lead_entities->sorted()) {
            walk.lead_walk = true;
            walk.aligned = arrays_walkable();
            walk.epoch = epoch();
            walk.entities = lead_entities->data();
            walk.count = static_cast<std::uint32_t>(lead_entities->size());
            seek_lead(walk, 0);
        } else {
            start_bits(walk, 0);
        }
        return walk;
    }

    // To the next match, after the body of the loop (which may have changed anything) has run.
    void advance(Walk& walk) const {
        if (walk.epoch != epoch()) {
            // A column changed: positions may have moved and the mask may be stale. Go on by index.
            walk.lead_walk = false;
            start_bits(walk, walk.index + 1);
        } else if (walk.lead_walk) {
            seek_lead(walk, walk.pos + 1);
        } else {
            next_bit(walk);
        }
    }

    void seek_lead(Walk& walk, std::uint32_t from) const {
        for (std::uint32_t p = from; p < walk.count; ++p) {
            const std::uint32_t index = entity_to_index(walk.entities[p]);
            if (!(walk.aligned ? passes_filters(index) : matches(index))) continue;
            walk.entity = walk.entities[p];
            walk.index = index;
            walk.pos = p;
            return;
        }
        walk.index = done;
    }

    // Presence words a bit walk must scan: past the shortest included column's bitset nothing matches.
    std::size_t words_to_scan(std::uint32_t limit) const {
        std::size_t words = (std::size_t{limit} + word_bits - 1) / word_bits;
        ((words = std::min(words, column<C>().entities().presence_words())), ...);
        return words;
    }

    // A bit walk from index `from`, reading every column afresh.
    void start_bits(Walk& walk, std::uint32_t from) const {
        walk.epoch = epoch();
        walk.words = words_to_scan(walk.limit);
        walk.word = from / word_bits;
        walk.mask = walk.word < walk.words ? word_mask(walk.word) & (~std::uint64_t{0} << (from % word_bits)) : 0;
        next_bit(walk);
    }

    // The next match of a bit walk: the next bit of the mask that passes the marker filters.
    void next_bit(Walk& walk) const {
        for (;;) {
            while (walk.mask == 0) {
                if (++walk.word >= walk.words) {
                    walk.words = words_to_scan(walk.limit);  // a column may have grown since
                    if (walk.word >= walk.words) {
                        walk.index = done;
                        return;
                    }
                }
                walk.mask = word_mask(walk.word);
            }
            const auto index = static_cast<std::uint32_t>(walk.word * word_bits +
                                                          static_cast<std::size_t>(std::countr_zero(walk.mask)));
            walk.mask &= walk.mask - 1;
            if (index >= walk.limit) {
                walk.index = done;
                return;
            }
            if (!passes_markers(index)) continue;
            walk.index = index;
            walk.entity = world->handles[index];
            return;
        }
    }

    // ---- each(f) ----

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

    // The array or lead walk when the lead is in index order, then (or else) the bit walk. Either way, in
    // entity order.
    template <class F, std::size_t... I>
    void each_in(F& f, std::index_sequence<I...> seq) const {
        const auto limit = static_cast<std::uint32_t>(world->slot_count());  // before the callback creates any
        std::uint32_t from = 0;
        if (lead_entities->sorted()) {
            from = arrays_walkable() ? walk_arrays(f, seq) : walk_lead(f, seq);
            if (from == done) return;
        }
        walk_bits(f, from, limit, seq);
    }

    // What a walk reads of every column, read once and again only after the World's epoch moves (a column
    // can only move, grow or stop being the identity through a change that moves it).
    struct Snapshot {
        std::uint64_t epoch = 0;
        std::tuple<value_t<C>*...> values;
        std::array<bool, column_count> identity{};  // positions are indices
        std::array<std::size_t, column_count> size{};
    };
    Snapshot snapshot() const {
        return {epoch(), {column<C>().values()...}, {column<C>().entities().identity()...}, {column<C>().size()...}};
    }
    // Column I's value for the entity at `index`, which holds it.
    template <std::size_t I>
    value_t<type_at<I, type_list<C...>>>& value_from(const Snapshot& snap, std::uint32_t index) const {
        auto* values = std::get<I>(snap.values);
        if (snap.identity[I]) return values[index];
        return values[column<type_at<I, type_list<C...>>>().entities().position_of_present_index(index)];
    }
    template <std::size_t I>
    bool holds(const Snapshot& snap, std::uint32_t index) const {
        if (snap.identity[I]) return index < snap.size[I];
        return column<type_at<I, type_list<C...>>>().entities().contains_index(index);
    }

    // The bit walk of each(f), from index `from`, below `limit`.
    template <class F, std::size_t... I>
    void walk_bits(F& f, std::uint32_t from, std::uint32_t limit, std::index_sequence<I...>) const {
        Walk walk;
        walk.limit = limit;
        start_bits(walk, from);
        Snapshot snap = snapshot();
        while (walk.index != done) {
            call(f, walk.entity, value_from<I>(snap, walk.index)...);
            if (epoch() == snap.epoch) {
                next_bit(walk);
            } else {
                start_bits(walk, walk.index + 1);  // a column changed: re-read the mask and the columns
                snap = snapshot();
            }
        }
    }

    // The array walk, as tight as a hand-written loop over the columns. Returns `done` when it finished, or
    // the index after the visited entity when the callback changed a column (positions may have moved, so
    // the walk goes on by index from there).
    template <class F, std::size_t... I>
    std::uint32_t walk_arrays(F& f, std::index_sequence<I...>) const {
        const std::uint64_t seen = epoch();
        const Entity* entities = lead_entities->data();
        const std::size_t n = lead_entities->size();
        const std::tuple<value_t<C>*...> values{column<C>().values()...};
        for (std::size_t i = 0; i < n; ++i) {
            const Entity e = entities[i];
            if (!passes_filters(entity_to_index(e))) continue;
            call(f, e, std::get<I>(values)[i]...);
            if (epoch() != seen) return entity_to_index(e) + 1;
        }
        return done;
    }

    // The lead walk: the lead's packed array from the front, probing the other columns. Returns like
    // walk_arrays.
    template <class F, std::size_t... I>
    std::uint32_t walk_lead(F& f, std::index_sequence<I...>) const {
        const Snapshot snap = snapshot();
        const std::size_t lead = lead_column();
        const Entity* entities = lead_entities->data();
        const std::size_t n = lead_entities->size();
        for (std::size_t i = 0; i < n; ++i) {
            const Entity e = entities[i];
            const std::uint32_t index = entity_to_index(e);
            if (!((I == lead || holds<I>(snap, index)) && ...) || !passes_filters(index)) continue;
            call(f, e, (I == lead ? std::get<I>(snap.values)[i] : value_from<I>(snap, index))...);
            if (epoch() != snap.epoch) return index + 1;
        }
        return done;
    }
    // The lead's place in C...
    std::size_t lead_column() const {
        std::size_t found = 0;
        std::size_t i = 0;
        ((&column<C>().entities() == lead_entities ? (found = i, ++i) : ++i), ...);
        return found;
    }

    WorldT* world;
    const SparseSet* lead_entities;
};

}  // namespace yoord::ecs
