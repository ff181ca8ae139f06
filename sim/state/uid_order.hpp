#pragma once
// The order systems visit creatures in: by Uid, so that it is the same after a save and load, whatever order the
// entities were created in. A view walks in entity order, which is Uid order until freed slots are reused; once
// they are (a crowd that died and was replaced), the list would be sorted again every turn although it rarely
// changes. So the last sort is remembered, and reused while the view hands out the very same list.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/assert.hpp"
#include "core/ecs/entity.hpp"

namespace yoord {

using UidEntity = std::pair<ecs::Uid, ecs::Entity>;

// Lists shorter than this are sorted afresh and never remembered: their sort costs little, and a warm game on
// ordinary floors (a few dozen creatures) then never grows a memo, so its quiet turns allocate nothing for it
// (tests/sim/turn/allocations). Crowds (the stress floors' 10,000 rats) are remembered.
inline constexpr std::size_t kRememberedListMinimum = 128;

// One system's last list: as the view gave it, and the same list by Uid. Keeps its capacity, so a warm game sorts
// without allocating. `epoch` is the World's structure epoch `by_uid` was gathered at (kNoEpoch: not gathered
// whole), and `left_out` the entity that gathering left out.
struct UidSortMemo {
    static constexpr std::uint64_t kNoEpoch = ~std::uint64_t{0};
    std::vector<UidEntity> as_given;
    std::vector<UidEntity> by_uid;
    std::uint64_t epoch = kNoEpoch;
    ecs::Entity left_out = ecs::null_entity;
};

// Puts `list` in Uid order (Uids are unique, so the order is the only one). Sorted: left alone; short (under
// kRememberedListMinimum): sorted, not remembered; the last remembered list again: its sort; else sorted and
// remembered. The result never depends on the memo, only the cost does.
void sort_by_uid(std::vector<UidEntity>& list, UidSortMemo& memo);

namespace detail {

template <class... C, class World>
void gather_by_uid(const World& world, std::vector<UidEntity>& list, ecs::Entity left_out) {
    list.clear();
    for (const ecs::Entity e : world.template view<C...>()) {
        if (e != left_out) list.emplace_back(world.uid(e), e);
    }
}

// Whether `kept` (in Uid order) lists exactly the entities the view walks now, but `left_out`: each one found in it by
// its Uid, and as many. Allocates nothing, so the allocation tests can run with the debug checks on.
template <class... C, class World>
bool kept_list_agrees(const World& world, const std::vector<UidEntity>& kept, ecs::Entity left_out) {
    std::size_t seen = 0;
    for (const ecs::Entity e : world.template view<C...>()) {
        if (e == left_out) continue;
        ++seen;
        const ecs::Uid uid = world.uid(e);
        const auto at = std::lower_bound(kept.begin(), kept.end(), uid,
                                         [](const UidEntity& u, ecs::Uid x) { return u.first < x; });
        if (at == kept.end() || at->first != uid || at->second != e) return false;
    }
    return seen == kept.size();
}

}  // namespace detail

// The entities holding every one of C..., but `left_out`, in Uid order: gathered into `scratch` and sorted
// (sort_by_uid), or, while the World's structure epoch has not moved since `memo` kept this list whole, the kept
// list, with no walk at all. Exact: a view of components only walks the same entities while the epoch stands
// (World::structure_epoch), and the memo lives in the same Game as the World it was read off. Debug builds walk
// the view on every kept answer and check that it agrees. A crowd's list changes only when one comes or goes, so
// each turn the minds and the abilities skip a walk of every creature.
template <class... C, class World>
const std::vector<UidEntity>& entities_by_uid(const World& world, std::vector<UidEntity>& scratch, UidSortMemo& memo,
                                              ecs::Entity left_out = ecs::null_entity) {
    if (memo.epoch == world.structure_epoch() && memo.left_out == left_out) {
        YOORD_ASSERT((detail::kept_list_agrees<C...>(world, memo.by_uid, left_out)),
                     "a kept Uid list disagrees with the view it was read off");
        return memo.by_uid;
    }
    detail::gather_by_uid<C...>(world, scratch, left_out);
    sort_by_uid(scratch, memo);
    memo.epoch = UidSortMemo::kNoEpoch;
    if (scratch.size() < kRememberedListMinimum) return scratch;
    if (memo.by_uid != scratch) {  // sorted already, so sort_by_uid kept nothing: keep it as its own sort
        memo.as_given = scratch;
        memo.by_uid = scratch;
    }
    memo.epoch = world.structure_epoch();
    memo.left_out = left_out;
    return memo.by_uid;
}

}  // namespace yoord
