#pragma once
// World<Components, Markers>: the entities, their component columns and their marker bits.
//
//   using Components = type_list<Position, Velocity, Fighter>;
//   using Markers = type_list<Asleep, Flies, FireImmune>;
//   World<Components, Markers> world;
//   Entity e = world.create();
//   world.emplace<Position>(e, 3, 4);
//   world.set<Asleep>(e);
//   world.view<Position, Velocity>(without<Asleep>).each([](Position& p, Velocity& v) { ... });
//
// The component and marker lists are closed and known at compile time: a component's column is a tuple
// element and a marker's bit a constant, so every lookup is resolved by the compiler (no type hashing, no
// virtual calls). docs/explanation/ecs.md records why.
//
// Contracts. Functions taking an Entity require a live one (asserted in debug builds), except valid(), has(),
// has_marker(), try_get() and find(), which answer "no" for a stale handle. emplace() asserts that the
// component is absent (use emplace_or_replace() to overwrite); remove() is a no-op when it is absent.
// What may change while a view is being walked: see view.hpp.
//
// Reads are const. Everything that only looks (valid, uid, find, has, get, try_get, markers, count, views,
// each_entity, each_marked) works on a const World, and a view of a const World hands out const components.
// The one const member that writes is cached(): it refreshes a derived component (a cache, see
// component_traits.hpp), clears its derived stale marker and keeps its derived blank marker, if it has one, which
// changes nothing the world means.

#include <algorithm>
#include <bit>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/assert.hpp"
#include "core/ecs/component_traits.hpp"
#include "core/ecs/entity.hpp"
#include "core/ecs/filters.hpp"
#include "core/ecs/markers.hpp"
#include "core/ecs/sparse_set.hpp"
#include "core/ecs/storage.hpp"
#include "core/ecs/type_list.hpp"
#include "core/ecs/view.hpp"

namespace yoord::ecs {

namespace detail {
// Collects any number of filter arguments, in any order, into one with_t, one without_t and one exclude_t.
template <class With, class Without, class Exclude, class... Filters>
struct sort_filters {
    using with = With;
    using without = Without;
    using exclude = Exclude;
};
template <class... W, class... WO, class... X, class... M, class... Rest>
struct sort_filters<with_t<W...>, without_t<WO...>, exclude_t<X...>, with_t<M...>, Rest...>
    : sort_filters<with_t<W..., M...>, without_t<WO...>, exclude_t<X...>, Rest...> {};
template <class... W, class... WO, class... X, class... M, class... Rest>
struct sort_filters<with_t<W...>, without_t<WO...>, exclude_t<X...>, without_t<M...>, Rest...>
    : sort_filters<with_t<W...>, without_t<WO..., M...>, exclude_t<X...>, Rest...> {};
template <class... W, class... WO, class... X, class... M, class... Rest>
struct sort_filters<with_t<W...>, without_t<WO...>, exclude_t<X...>, exclude_t<M...>, Rest...>
    : sort_filters<with_t<W...>, without_t<WO...>, exclude_t<X..., M...>, Rest...> {};

// One component's column. A derived component's is mutable, so World::cached can refresh it from a const
// World without a const_cast; every other column is as const as the World holding it.
template <class T, bool Derived = is_derived<T>>
struct Column {
    Storage<T> storage;
};
template <class T>
struct Column<T, true> {
    mutable Storage<T> storage;
};

template <class T>
inline constexpr bool is_filter = false;
template <class... M>
inline constexpr bool is_filter<with_t<M...>> = true;
template <class... M>
inline constexpr bool is_filter<without_t<M...>> = true;
template <class... M>
inline constexpr bool is_filter<exclude_t<M...>> = true;
}  // namespace detail

template <class Components, class Markers>
class World {
    static_assert(sizeof(Components) == 0, "World<Components, Markers> takes two type_list<...> arguments");
};

template <class... C, class... M>
class World<type_list<C...>, type_list<M...>> {
public:
    using component_list = type_list<C...>;
    using marker_list = type_list<M...>;
    static constexpr std::size_t component_count = component_list::size;
    static constexpr std::size_t marker_count = marker_list::size;
    using marker_set = std::bitset<marker_count>;

    template <class T>
    static constexpr std::size_t marker_bit = index_of<T, marker_list>;

    static_assert(((!contains<C, marker_list>) && ...), "a type cannot be both a component and a marker");

    World() : alignment_memo(component_count * component_count) {}

    // ---- entities ---------------------------------------------------------------------------------------

    Entity create() { return create_with_uid(Uid{next_uid}); }

    // For the save loader: the entity gets exactly this Uid, and later create() calls hand out larger ones.
    Entity create_with_uid(Uid uid) {
        YOORD_ASSERT(uid != null_uid, "Uid 0 names no entity");
        YOORD_ASSERT(find(uid) == null_entity, "Uid already names a live entity");
        const std::uint32_t index = take_free_index();
        const Entity e = make_entity(index, entity_generation(handles[index]));
        handles[index] = e;
        if (uids_implied) {
            if (uid.value == next_uid && index == next_uid - first_implied_uid) [[likely]] {
                next_uid = uid.value + 1;  // the stretch of in-order creates goes on: the Uid is implied
                return e;
            }
            end_implied_uids();
        }
        slot_uids[index] = uid;
        remember_uid(uid, e);
        next_uid = std::max(next_uid, uid.value + 1);
        return e;
    }

    // The Uid the next create() hands out. Saves store it, so a loaded world goes on with the same sequence.
    Uid next_uid_to_issue() const { return Uid{next_uid}; }
    // For the save loader: later create() calls hand out `uid` or more (never less than they would anyway).
    void issue_uids_from(Uid uid) {
        if (uid.value > next_uid) end_implied_uids();  // the implied count is read off next_uid
        next_uid = std::max(next_uid, uid.value);
    }

    // Removes every component and marker; the slot's generation moves on so old handles become stale.
    void destroy(Entity e) {
        YOORD_ASSERT(valid(e), "destroy of a stale or null entity");
        (column_storage<C>().remove(e), ...);
        ++epoch;
        const std::uint32_t index = entity_to_index(e);
        if (index < implied_uid_count()) [[unlikely]] end_implied_uids();
        marker_bits.reset_all(index);
        release_index(index);
        ++stale_uid_entries;
        compact_uid_index_if_sparse();
    }

    bool valid(Entity e) const {
        const std::uint32_t index = entity_to_index(e);
        return index < handles.size() && handles[index] == e;
    }

    Uid uid(Entity e) const {
        YOORD_ASSERT(valid(e), "uid of a stale or null entity");
        const std::uint32_t index = entity_to_index(e);
        return index < implied_uid_count() ? Uid{first_implied_uid + index} : slot_uids[index];
    }

    // The live entity with this Uid, or null_entity.
    Entity find(Uid uid) const {
        if (uid.value - first_implied_uid < implied_uid_count()) return handles[uid.value - first_implied_uid];
        const auto it = std::lower_bound(uid_index.begin(), uid_index.end(), uid,
                                         [](const UidEntry& entry, Uid key) { return entry.uid < key; });
        if (it == uid_index.end() || it->uid != uid || !valid(it->entity)) return null_entity;
        return it->entity;
    }

    std::size_t size() const { return handles.size() - free_indices.size() - retired_slots; }

    // Entity slots ever handed out (live, free or retired): every index is below this.
    std::size_t slot_count() const { return handles.size(); }

    // Heap bytes the World holds (capacities): slot table, Uids, free list, Uid index, every column and the
    // marker bit columns. Not counted: memory a component's own members own (a std::vector inside it).
    std::size_t memory_bytes() const {
        std::size_t bytes = handles.capacity() * sizeof(Entity) + slot_uids.capacity() * sizeof(Uid) +
                            free_indices.capacity() * sizeof(std::uint32_t) +
                            uid_index.capacity() * sizeof(UidEntry) + marker_bits.memory_bytes() +
                            alignment_memo.capacity() * sizeof(AlignmentMemo);
        ((bytes += storage<C>().memory_bytes()), ...);
        return bytes;
    }

    // Calls f(Entity) for every live entity in index order. f may destroy the entity it is given; entities
    // created during the walk may or may not be visited.
    template <class F>
    void each_entity(F&& f) const {
        for (std::uint32_t index = 0; index < handles.size(); ++index) {
            const Entity e = handles[index];
            if (entity_to_index(e) == index) f(e);
        }
    }

    // Room in every derived component's column (the caches cached() fills) for all `count` entity slots the
    // World may hand out, so that filling a cache allocates nothing while no more entities than that exist.
    void reserve_derived(std::size_t count) {
        const auto indices = static_cast<std::uint32_t>(std::max(count, handles.size()));
        ((is_derived<C> ? column_storage<C>().reserve(count, indices) : void()), ...);
    }

    // Destroys every entity but keeps all memory (pages, columns, slots), so refilling costs no allocation.
    // Uids keep counting up; indices are handed out again from 0.
    void clear() {
        (column_storage<C>().clear(), ...);
        ++epoch;
        marker_bits.clear();
        free_indices.clear();
        for (std::uint32_t index = static_cast<std::uint32_t>(handles.size()); index-- > 0;) {
            if (entity_to_index(handles[index]) == index) {
                release_index(index);
            } else if (handles[index] != null_entity) {
                free_indices.push_back(index);
            }
        }
        // release_index pushed in descending order, so create() hands out index 0 first.
        uid_index.clear();
        stale_uid_entries = 0;
        uids_implied = true;
        first_implied_uid = next_uid;
    }

    // ---- components ---------------------------------------------------------------------------------------

    template <class T, class... A>
    T& emplace(Entity e, A&&... args) {
        YOORD_ASSERT(valid(e), "emplace on a stale or null entity");
        ++epoch;
        return column_storage<T>().emplace(e, std::forward<A>(args)...);
    }

    template <class T, class... A>
    T& emplace_or_replace(Entity e, A&&... args) {
        YOORD_ASSERT(valid(e), "emplace_or_replace on a stale or null entity");
        if (!storage<T>().contains(e)) ++epoch;
        return column_storage<T>().emplace_or_replace(e, std::forward<A>(args)...);
    }

    template <class T>
    void remove(Entity e) {
        YOORD_ASSERT(valid(e), "remove on a stale or null entity");
        if (column_storage<T>().remove(e)) ++epoch;
    }

    // Works for a component or a marker type. False for a stale handle.
    template <class T>
    bool has(Entity e) const {
        static_assert(contains<T, component_list> || contains<T, marker_list>, "type is neither component nor marker");
        if (!valid(e)) return false;
        if constexpr (contains<T, component_list>) {
            return storage<T>().position_of_index(entity_to_index(e)) != SparseSet::absent;
        } else {
            return marker_bits.test(entity_to_index(e), marker_bit<T>);
        }
    }

    template <class T>
    T& get(Entity e) {
        YOORD_ASSERT(valid(e), "get on a stale or null entity");
        return column_storage<T>().get(e);
    }
    template <class T>
    const T& get(Entity e) const {
        YOORD_ASSERT(valid(e), "get on a stale or null entity");
        return storage<T>().get(e);
    }

    template <class T>
    T* try_get(Entity e) {
        return const_cast<T*>(std::as_const(*this).template try_get<T>(e));
    }
    template <class T>
    const T* try_get(Entity e) const {
        if (!valid(e)) return nullptr;
        const std::uint32_t pos = storage<T>().position_of_index(entity_to_index(e));
        return pos == SparseSet::absent ? nullptr : storage<T>().values() + pos;
    }

    template <class T>
    std::size_t count() const {
        return storage<T>().size();
    }

    // ---- derived components (caches: component_traits.hpp) ----------------------------------------------

    // e's derived component T, recomputed first as compute() when e holds none or carries the derived marker
    // Stale (which is then cleared). compute() must be a pure function of the rest of the world, so filling
    // the cache from a const World changes nothing a reader can tell apart, except that T is now present.
    // The reference may dangle once another entity's T is computed (the column can grow): copy what you need.
    // Not thread-safe, like everything in the World.
    template <class T, class Stale, class Compute>
    const T& cached(Entity e, Compute&& compute) const {
        static_assert(is_derived<T>, "cached<T>: T is not a derived component (see component_traits.hpp)");
        static_assert(contains<Stale, marker_list> && is_derived<Stale>,
                      "cached<T, Stale>: Stale must be a marker declared derived (see component_traits.hpp)");
        YOORD_ASSERT(valid(e), "cached on a stale or null entity");
        const std::uint32_t index = entity_to_index(e);
        const Storage<T>& column = std::get<index_of<T, component_list>>(columns).storage;
        if (!marker_bits.test(index, marker_bit<Stale>)) {
            const std::uint32_t pos = column.position_of_index(index);
            if (pos != SparseSet::absent) return column.values()[pos];
        }
        return refresh_cached<T, Stale>(e, std::forward<Compute>(compute));
    }

    // The same, keeping beside the cache a derived marker Blank: set when the value a refresh computes is blank
    // (is_blank(value)), cleared when it is not. While Stale stays clear, Blank says what the cache holds, so a
    // reader that only wants to know "blank or not" reads two marker bits (has_marker_of_valid) instead of the
    // cache: the Loadout's LendsNothing (sim/rules/loadout.hpp). A Blank bit is only ever written here (and
    // cleared with the entity's markers), and T only ever changes through a refresh, so the two cannot disagree.
    template <class T, class Stale, class Blank, class Compute, class IsBlank>
    const T& cached(Entity e, Compute&& compute, IsBlank&& is_blank) const {
        static_assert(contains<Blank, marker_list> && is_derived<Blank>,
                      "cached<T, Stale, Blank>: Blank must be a marker declared derived (see component_traits.hpp)");
        return cached<T, Stale>(e, [this, e, &compute, &is_blank]() -> T {
            T value = compute();
            if (is_blank(value)) {
                marker_bits.set(entity_to_index(e), marker_bit<Blank>);
            } else {
                marker_bits.reset(entity_to_index(e), marker_bit<Blank>);
            }
            return value;
        });
    }

    // Calls f.template operator()<T>() once per component type, in list order (save, load and hash code).
    template <class F>
    static void for_each_component_type(F&& f) {
        (f.template operator()<C>(), ...);
    }
    template <class F>
    static void for_each_marker_type(F&& f) {
        (f.template operator()<M>(), ...);
    }

    // ---- markers ------------------------------------------------------------------------------------------

    template <class T>
    void set(Entity e) {
        YOORD_ASSERT(valid(e), "set on a stale or null entity");
        marker_bits.set(entity_to_index(e), marker_bit<T>);
    }
    template <class T>
    void clear(Entity e) {
        YOORD_ASSERT(valid(e), "clear on a stale or null entity");
        marker_bits.reset(entity_to_index(e), marker_bit<T>);
    }

    // The same by bit number (marker_bit<T>), for code that picks a marker at run time.
    void set_marker(Entity e, std::size_t bit) {
        YOORD_ASSERT(valid(e), "set_marker on a stale or null entity");
        marker_bits.set(entity_to_index(e), bit);
    }
    void clear_marker(Entity e, std::size_t bit) {
        YOORD_ASSERT(valid(e), "clear_marker on a stale or null entity");
        marker_bits.reset(entity_to_index(e), bit);
    }
    bool has_marker(Entity e, std::size_t bit) const {
        YOORD_ASSERT(bit < marker_count, "marker bit out of range");
        return valid(e) && marker_bits.test(entity_to_index(e), bit);
    }
    // has_marker for a handle the caller has already checked (asked many bits of one entity, it checks once).
    bool has_marker_of_valid(Entity e, std::size_t bit) const {
        YOORD_ASSERT(bit < marker_count, "marker bit out of range");
        YOORD_ASSERT(valid(e), "has_marker_of_valid on a stale or null entity");
        return marker_bits.test(entity_to_index(e), bit);
    }

    // All of an entity's markers at once (cancellation masks them; saves write them). Markers are stored one
    // bit column per type (markers.hpp), so this assembles the bitset, one bit read per marker type, and
    // set_markers spreads it back: per-entity events, not per-turn loops.
    marker_set markers(Entity e) const {
        YOORD_ASSERT(valid(e), "markers of a stale or null entity");
        return marker_bits.of(entity_to_index(e));
    }
    void set_markers(Entity e, const marker_set& bits) {
        YOORD_ASSERT(valid(e), "set_markers on a stale or null entity");
        marker_bits.assign(entity_to_index(e), bits);
    }

    // Calls f(Entity) for every live entity marked T, in index order, a 64-slot word at a time (a word with
    // no mark costs one compare; std::countr_zero finds the next mark). f may destroy any entity and set or
    // clear any marker: an entity that loses T before its turn is skipped; one that gains T, or is created,
    // during the walk may or may not be visited.
    template <class T, class F>
    void each_marked(F&& f) const {
        static_assert(contains<T, marker_list>, "each_marked<T> of a type that is not a marker");
        constexpr std::size_t bit = marker_bit<T>;
        constexpr std::size_t word_bits = decltype(marker_bits)::word_bits;
        // The column is re-read per word and each mark re-tested: f may have changed it, or grown and moved it.
        for (std::size_t word = 0; word < marker_bits.column(bit).size(); ++word) {
            for (auto bits = marker_bits.column(bit)[word]; bits != 0; bits &= bits - 1) {
                const auto index = static_cast<std::uint32_t>(word * word_bits) +
                                   static_cast<std::uint32_t>(std::countr_zero(bits));
                if (marker_bits.test(index, bit)) f(handles[index]);
            }
        }
    }

    // ---- views --------------------------------------------------------------------------------------------

    // Moves whenever any column gains or loses an entity (`epoch` below). While it stands, a view of components
    // without marker filters (markers move no epoch) walks the very same entities in the same order, so a list
    // read off one may be kept across turns and trusted until it moves (sim/state/uid_order.hpp). It only grows.
    [[nodiscard]] std::uint64_t structure_epoch() const noexcept { return epoch; }

    template <class... T, class... Filters>
    auto view(Filters...) {
        static_assert((detail::is_filter<Filters> && ...), "view() arguments must be with<>, without<> or exclude<>");
        using sorted = detail::sort_filters<with_t<>, without_t<>, exclude_t<>, Filters...>;
        return View<World, type_list<T...>, typename sorted::with, typename sorted::without,
                    typename sorted::exclude>(*this);
    }
    // The same over a const World: the walk hands out const components.
    template <class... T, class... Filters>
    auto view(Filters...) const {
        static_assert((detail::is_filter<Filters> && ...), "view() arguments must be with<>, without<> or exclude<>");
        using sorted = detail::sort_filters<with_t<>, without_t<>, exclude_t<>, Filters...>;
        return View<const World, type_list<T...>, typename sorted::with, typename sorted::without,
                    typename sorted::exclude>(*this);
    }

    // ---- raw columns, read-only (a column in packed order for a debug check; probes by index for a fold) ----
    // Changes go through the World's members, so it can tell a view's walk that a column changed.

    template <class T>
    const Storage<T>& storage() const {
        static_assert(contains<T, component_list>, "type is not in the World's component list");
        return std::get<index_of<T, component_list>>(columns).storage;
    }

private:
    template <class T>
    Storage<T>& column_storage() {
        static_assert(contains<T, component_list>, "type is not in the World's component list");
        return std::get<index_of<T, component_list>>(columns).storage;
    }
    template <class, class, class, class, class>
    friend class View;
    // cached()'s rare path, out of line so that the common one (a bit test and a probe) inlines into its callers.
    template <class T, class Stale, class Compute>
    [[gnu::noinline]] const T& refresh_cached(Entity e, Compute&& compute) const {
        Storage<T>& column = std::get<index_of<T, component_list>>(columns).storage;
        marker_bits.reset(entity_to_index(e), marker_bit<Stale>);
        if (!column.contains(e)) ++epoch;
        return column.emplace_or_replace(e, std::forward<Compute>(compute)());
    }

    struct UidEntry {
        UidEntry(Uid u, Entity e) : uid(u), entity(e) {}
        Uid uid;
        Entity entity;
    };
    struct AlignmentMemo {
        std::uint64_t lead_version = ~std::uint64_t{0};
        std::uint64_t other_version = ~std::uint64_t{0};
        bool aligned = false;
    };
    // Compaction of the Uid index waits until this many destroyed entries have piled up.
    static constexpr std::size_t min_stale_uid_entries_to_compact = 64;

    std::uint32_t take_free_index() {
        if (free_indices.empty()) [[unlikely]] return append_slot();
        const std::uint32_t index = free_indices.back();
        free_indices.pop_back();
        return index;
    }
    // Out of line, like the other rare paths of create(), so that create() itself inlines into a caller's loop.
    [[gnu::noinline]] std::uint32_t append_slot() {
        YOORD_ASSERT(handles.size() <= max_entity_index, "too many entities");
        const auto index = static_cast<std::uint32_t>(handles.size());
        handles.push_back(make_entity(index, 0));
        slot_uids.push_back(null_uid);
        marker_bits.grow_to(handles.size());
        return index;
    }

    // A free slot stores its next generation under an all-ones index, so no handle compares equal to it.
    // A slot whose generations are used up is retired: it holds null_entity and never returns to the free list,
    // so a stale handle can never match again. (The top generation is never handed out, which keeps a free
    // slot's marker distinct from null_entity.)
    void release_index(std::uint32_t index) {
        const std::uint32_t generation = entity_generation(handles[index]);
        slot_uids[index] = null_uid;
        if (generation + 1 >= max_entity_generation) {
            handles[index] = null_entity;
            ++retired_slots;
            return;
        }
        handles[index] = make_entity(entity_index_mask, generation + 1);
        free_indices.push_back(index);
    }

    void remember_uid(Uid uid, Entity e) {
        if (!uid_index.empty() && !(uid_index.back().uid < uid)) [[unlikely]] return remember_uid_out_of_order(uid, e);
        // Constructed in place: a braced temporary is built on the stack with two narrow stores and copied with
        // one 16-byte load, which cannot be forwarded from them and stalls every create (about half of refilling
        // a cleared world; docs/explanation/ecs.md).
        uid_index.emplace_back(uid, e);
    }
    // Only the save loader creates out of order; an entry left by a destroyed entity is overwritten.
    [[gnu::noinline]] void remember_uid_out_of_order(Uid uid, Entity e) {
        const auto it = std::lower_bound(uid_index.begin(), uid_index.end(), uid,
                                         [](const UidEntry& entry, Uid key) { return entry.uid < key; });
        if (it != uid_index.end() && it->uid == uid) {
            it->entity = e;
            --stale_uid_entries;
            return;
        }
        uid_index.insert(it, UidEntry(uid, e));
    }

    // The slots below this have implied Uids (see slot_uids).
    std::uint64_t implied_uid_count() const { return uids_implied ? next_uid - first_implied_uid : 0; }

    // The stretch of in-order creates ends (a destroy among them, or a create out of order): from here on every
    // Uid is written, until clear(). The implied entries are merged into the index (both runs are sorted by
    // Uid) and the entries of destroyed entities dropped on the way, so this costs one pass over the index, once.
    [[gnu::noinline]] void end_implied_uids() {
        const std::uint64_t count = implied_uid_count();
        uids_implied = false;
        if (count == 0) return;
        const std::size_t written = uid_index.size();
        for (std::uint32_t index = 0; index < count; ++index) {
            slot_uids[index] = Uid{first_implied_uid + index};
            uid_index.emplace_back(slot_uids[index], handles[index]);
        }
        std::inplace_merge(uid_index.begin(), uid_index.begin() + static_cast<std::ptrdiff_t>(written),
                           uid_index.end(), [](const UidEntry& a, const UidEntry& b) { return a.uid < b.uid; });
        drop_stale_uid_entries();
    }

    void compact_uid_index_if_sparse() {
        if (stale_uid_entries < min_stale_uid_entries_to_compact || stale_uid_entries * 2 < uid_index.size()) return;
        drop_stale_uid_entries();
    }
    void drop_stale_uid_entries() {
        std::erase_if(uid_index, [this](const UidEntry& entry) { return !valid(entry.entity); });
        stale_uid_entries = 0;
    }

    // True when column B lists column A's entities first, in A's order. Remembered per pair of columns until
    // either changes, so walking the same unchanged columns again costs no check.
    template <class A, class B>
    bool columns_aligned() const {
        if constexpr (std::is_same_v<A, B>) {
            return true;
        } else {
            const SparseSet& a = storage<A>().entities();
            const SparseSet& b = storage<B>().entities();
            AlignmentMemo& memo =
                alignment_memo[index_of<A, component_list> * component_count + index_of<B, component_list>];
            if (memo.lead_version != a.version() || memo.other_version != b.version()) {
                memo = {a.version(), b.version(), a.is_prefix_of(b)};
            }
            return memo.aligned;
        }
    }

    std::vector<Entity> handles;  // per slot: the live handle, or a free / retired marker (see release_index)
    // Per slot: the live entity's Uid, except below implied_uid_count(). While uids_implied, every entity
    // created since the world was made or cleared took the next slot and the next Uid (a world being filled):
    // slot i holds Uid first_implied_uid + i, for every i below next_uid - first_implied_uid, and neither this
    // nor the Uid index holds it, so filling a world writes neither (and counts nothing: next_uid is the count).
    // The first create out of that order, or destroy among them, writes them out (end_implied_uids). Every slot
    // below the implied count is live.
    std::vector<Uid> slot_uids;
    std::uint64_t first_implied_uid = 1;
    bool uids_implied = true;
    std::size_t retired_slots = 0;  // slots holding null_entity: size() is the slots neither free nor retired
    std::vector<std::uint32_t> free_indices;  // a stack; reuse order is deterministic
    std::vector<UidEntry> uid_index;          // sorted by Uid; may hold entries of destroyed entities
    std::size_t stale_uid_entries = 0;
    std::uint64_t next_uid = 1;
    std::tuple<detail::Column<C>...> columns;
    // Mutable for one writer only: cached() clears a derived marker (its Stale), and sets or clears its Blank,
    // from a const World. Every other const member only reads it.
    mutable MarkerBits<marker_count> marker_bits;
    mutable std::vector<AlignmentMemo> alignment_memo;
    // Bumped whenever any column gains or loses an entity (a destroy, an emplace of a new component, a
    // remove, cached() filling a new cache), so a view's walk can tell with one compare that its positions
    // and presence words may be stale. Markers do not bump it: a walk re-tests them per entity.
    mutable std::uint64_t epoch = 0;
};

}  // namespace yoord::ecs
