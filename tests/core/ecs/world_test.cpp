#include "core/ecs/world.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/ecs/ecs_test_world.hpp"
#include "core/rng.hpp"

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

using namespace yoord::ecs::test;

TEST(World, CreateGivesValidDistinctEntities) {
    TestWorld w;
    const Entity a = w.create(), b = w.create();
    EXPECT_NE(a, b);
    EXPECT_TRUE(w.valid(a));
    EXPECT_TRUE(w.valid(b));
    EXPECT_EQ(w.size(), 2u);
    EXPECT_FALSE(w.valid(null_entity));
}

TEST(World, DestroyMakesHandleStale) {
    TestWorld w;
    const Entity a = w.create();
    w.destroy(a);
    EXPECT_FALSE(w.valid(a));
    EXPECT_EQ(w.size(), 0u);
}

TEST(World, ReusedSlotGetsNewGenerationSoOldHandleStaysStale) {
    TestWorld w;
    const Entity a = w.create();
    w.destroy(a);
    const Entity b = w.create();
    EXPECT_EQ(entity_to_index(a), entity_to_index(b));
    EXPECT_NE(a, b);
    EXPECT_FALSE(w.valid(a));
    EXPECT_TRUE(w.valid(b));
}

TEST(World, SlotIsRetiredWhenGenerationsRunOut) {
    TestWorld w;
    Entity e = w.create();
    const std::uint32_t first_index = entity_to_index(e);
    std::vector<Entity> seen;
    while (entity_to_index(e) == first_index) {
        seen.push_back(e);
        w.destroy(e);
        e = w.create();
    }
    // Every generation but the reserved top one was used once, and none of them is valid again.
    EXPECT_EQ(seen.size(), max_entity_generation);
    for (const Entity old : seen) EXPECT_FALSE(w.valid(old));
    EXPECT_TRUE(w.valid(e));
}

TEST(World, UidsIncreaseAndAreNeverReused) {
    TestWorld w;
    const Entity a = w.create();
    const Uid ua = w.uid(a);
    w.destroy(a);
    const Entity b = w.create();
    EXPECT_GT(w.uid(b), ua);
    EXPECT_NE(w.uid(b), null_uid);
}

TEST(World, FindReturnsEntityByUidAndNullAfterDestroy) {
    TestWorld w;
    const Entity a = w.create(), b = w.create();
    EXPECT_EQ(w.find(w.uid(a)), a);
    EXPECT_EQ(w.find(w.uid(b)), b);
    const Uid ub = w.uid(b);
    w.destroy(b);
    EXPECT_EQ(w.find(ub), null_entity);
    EXPECT_EQ(w.find(Uid{999}), null_entity);
}

TEST(World, CreateWithUidBumpsTheCounterPastIt) {
    TestWorld w;
    const Entity loaded = w.create_with_uid(Uid{100});
    EXPECT_EQ(w.uid(loaded), Uid{100});
    EXPECT_EQ(w.find(Uid{100}), loaded);
    EXPECT_EQ(w.uid(w.create()), Uid{101});
}

TEST(World, CreateWithUidOutOfOrderIsFindable) {
    TestWorld w;
    const Entity e30 = w.create_with_uid(Uid{30});
    const Entity e10 = w.create_with_uid(Uid{10});
    const Entity e20 = w.create_with_uid(Uid{20});
    EXPECT_EQ(w.find(Uid{10}), e10);
    EXPECT_EQ(w.find(Uid{20}), e20);
    EXPECT_EQ(w.find(Uid{30}), e30);
    EXPECT_EQ(w.uid(w.create()), Uid{31});
}

TEST(World, FindStaysCorrectAcrossManyDestroys) {
    TestWorld w;
    std::vector<Entity> all;
    for (int i = 0; i < 1000; ++i) all.push_back(w.create());
    std::vector<std::pair<Uid, Entity>> kept;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i % 5 == 0) {
            kept.emplace_back(w.uid(all[i]), all[i]);
        } else {
            w.destroy(all[i]);
        }
    }
    for (const auto& [uid, e] : kept) EXPECT_EQ(w.find(uid), e);
    EXPECT_EQ(w.find(Uid{2}), null_entity);
}

// Random creates (in order, and with chosen Uids as the save loader does), destroys and clears: uid(), find()
// and size() always answer as a plain map of the live entities does, whether a Uid is implied (a world filled in
// order) or written.
TEST(World, UidFindAndSizeAgreeWithAModelUnderRandomChanges) {
    Rng rng(0x243f6a8885a308d3ull);
    TestWorld w;
    std::map<std::uint64_t, Entity> live;  // Uid -> entity
    std::uint64_t largest_uid = 0;
    for (int step = 0; step < 6000; ++step) {
        const std::uint32_t roll = rng.below(100);
        if (roll < 1) {
            w.clear();
            live.clear();
        } else if (roll < 60) {
            const Entity e = w.create();
            live[w.uid(e).value] = e;
        } else if (roll < 65) {
            const Uid uid{largest_uid + 1 + rng.below(3)};  // a gap, as a save with destroyed entities leaves
            if (w.find(uid) == null_entity) live[uid.value] = w.create_with_uid(uid);
        } else if (!live.empty()) {
            auto it = live.begin();
            std::advance(it, rng.below(static_cast<std::uint32_t>(live.size())));
            w.destroy(it->second);
            live.erase(it);
        }
        for (const auto& [uid, e] : live) largest_uid = std::max(largest_uid, uid);
        ASSERT_EQ(w.size(), live.size()) << step;
        for (const auto& [uid, e] : live) {
            ASSERT_EQ(w.uid(e).value, uid) << "step " << step;
            ASSERT_EQ(w.find(Uid{uid}), e) << "step " << step;
        }
        for (std::uint64_t uid = 1; uid <= largest_uid + 2; ++uid) {
            if (live.contains(uid)) continue;
            ASSERT_EQ(w.find(Uid{uid}), null_entity) << "step " << step << " uid " << uid;
        }
    }
}

// A world filled in order writes no Uid entry (a refill of a cleared world costs no Uid bookkeeping); the first
// destroy among them writes them out, and every Uid still finds its entity.
TEST(World, AWorldFilledInOrderKeepsItsUidsImpliedUntilADestroy) {
    TestWorld w;
    std::vector<Entity> made;
    for (int i = 0; i < 100; ++i) made.push_back(w.create());
    w.clear();
    const std::size_t cleared_bytes = w.memory_bytes();
    made.clear();
    for (int i = 0; i < 100; ++i) made.push_back(w.create());
    EXPECT_EQ(w.memory_bytes(), cleared_bytes);  // the slots are reused and no Uid index grows
    EXPECT_EQ(w.uid(made[0]).value, 101u);
    w.destroy(made[40]);
    EXPECT_EQ(w.find(Uid{141}), null_entity);
    for (std::size_t i = 0; i < made.size(); ++i) {
        if (i == 40) continue;
        EXPECT_EQ(w.find(w.uid(made[i])), made[i]) << i;
    }
    const Entity again = w.create();  // reuses slot 40 with a new Uid
    EXPECT_EQ(w.uid(again).value, 201u);
    EXPECT_EQ(w.find(Uid{201}), again);
}

TEST(World, EachEntityVisitsLiveEntitiesInIndexOrder) {
    TestWorld w;
    std::vector<Entity> made;
    for (int i = 0; i < 6; ++i) made.push_back(w.create());
    w.destroy(made[1]);
    w.destroy(made[4]);
    std::vector<Entity> seen;
    w.each_entity([&](Entity e) { seen.push_back(e); });
    EXPECT_EQ(seen, (std::vector<Entity>{made[0], made[2], made[3], made[5]}));
}

TEST(World, EachEntityMayDestroyTheVisitedEntity) {
    TestWorld w;
    for (int i = 0; i < 5; ++i) w.create();
    int visits = 0;
    w.each_entity([&](Entity e) {
        ++visits;
        w.destroy(e);
    });
    EXPECT_EQ(visits, 5);
    EXPECT_EQ(w.size(), 0u);
}

TEST(World, ClearDestroysAllMakesHandlesStaleAndKeepsUidsCounting) {
    TestWorld w;
    const Entity a = w.create(), b = w.create();
    w.emplace<Position>(a, 1, 2);
    w.set<Asleep>(b);
    const Uid ub = w.uid(b);
    w.clear();
    EXPECT_EQ(w.size(), 0u);
    EXPECT_FALSE(w.valid(a));
    EXPECT_FALSE(w.valid(b));
    EXPECT_EQ(w.count<Position>(), 0u);
    EXPECT_EQ(w.find(ub), null_entity);
    const Entity c = w.create();
    EXPECT_GT(w.uid(c), ub);
    EXPECT_FALSE(w.has<Asleep>(c));
    EXPECT_FALSE(w.has<Position>(c));
}

TEST(World, ClearHandsOutIndicesFromZeroAgain) {
    TestWorld w;
    for (int i = 0; i < 10; ++i) w.create();
    w.destroy(w.find(Uid{4}));  // leave a slot already free before the clear
    w.clear();
    for (std::uint32_t i = 0; i < 10; ++i) EXPECT_EQ(entity_to_index(w.create()), i);
}

TEST(World, EmplaceGetHasRemove) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_FALSE(w.has<Position>(e));
    w.emplace<Position>(e, 3, 4);
    EXPECT_TRUE(w.has<Position>(e));
    EXPECT_EQ(w.get<Position>(e).x, 3);
    w.get<Position>(e).x = 9;
    EXPECT_EQ(std::as_const(w).get<Position>(e).x, 9);
    EXPECT_EQ(w.count<Position>(), 1u);
    w.remove<Position>(e);
    EXPECT_FALSE(w.has<Position>(e));
    EXPECT_EQ(w.count<Position>(), 0u);
}

TEST(World, RemoveOfAbsentComponentIsNoOp) {
    TestWorld w;
    const Entity e = w.create();
    w.remove<Velocity>(e);
    EXPECT_FALSE(w.has<Velocity>(e));
}

TEST(World, EmplaceOrReplaceOverwritesInPlace) {
    TestWorld w;
    const Entity e = w.create();
    w.emplace_or_replace<Health>(e, 5);
    w.emplace_or_replace<Health>(e, 8);
    EXPECT_EQ(w.get<Health>(e).hp, 8);
    EXPECT_EQ(w.count<Health>(), 1u);
}

TEST(World, TryGetIsNullForAbsentAndStale) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_EQ(w.try_get<Health>(e), nullptr);
    w.emplace<Health>(e, 2);
    ASSERT_NE(w.try_get<Health>(e), nullptr);
    EXPECT_EQ(std::as_const(w).try_get<Health>(e)->hp, 2);
    w.destroy(e);
    EXPECT_EQ(w.try_get<Health>(e), nullptr);
    const Entity reused = w.create();  // same slot, new generation
    w.emplace<Health>(reused, 3);
    EXPECT_EQ(w.try_get<Health>(e), nullptr);
    EXPECT_FALSE(w.has<Health>(e));
}

TEST(World, DestroyRemovesComponentsAndMarkers) {
    TestWorld w;
    const Entity keep = w.create();
    w.emplace<Position>(keep, 1, 1);
    const Entity e = w.create();
    w.emplace<Position>(e, 2, 2);
    w.emplace<Health>(e, 5);
    w.set<Flies>(e);
    w.destroy(e);
    EXPECT_EQ(w.count<Position>(), 1u);
    EXPECT_EQ(w.count<Health>(), 0u);
    EXPECT_EQ(w.get<Position>(keep).x, 1);
    const Entity reused = w.create();
    EXPECT_EQ(entity_to_index(reused), entity_to_index(e));
    EXPECT_FALSE(w.has<Flies>(reused));
}

TEST(World, MarkersAreSetClearedAndTestedByTypeOrBit) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_FALSE(w.has<Asleep>(e));
    w.set<Asleep>(e);
    EXPECT_TRUE(w.has<Asleep>(e));
    EXPECT_TRUE(w.has_marker(e, TestWorld::marker_bit<Asleep>));
    EXPECT_FALSE(w.has<Flies>(e));
    w.set_marker(e, TestWorld::marker_bit<Flies>);
    EXPECT_TRUE(w.has<Flies>(e));
    w.clear<Asleep>(e);
    EXPECT_FALSE(w.has<Asleep>(e));
    w.clear_marker(e, TestWorld::marker_bit<Flies>);
    EXPECT_FALSE(w.has<Flies>(e));
    EXPECT_EQ(TestWorld::marker_count, 3u);
}

TEST(World, HasMarkerOfValidAnswersAsHasMarkerForALiveHandle) {
    TestWorld w;
    const Entity e = w.create();
    w.set<Flies>(e);
    for (std::size_t bit = 0; bit < TestWorld::marker_count; ++bit) {
        EXPECT_EQ(w.has_marker_of_valid(e, bit), w.has_marker(e, bit)) << "bit " << bit;
    }
    EXPECT_TRUE(w.has_marker_of_valid(e, TestWorld::marker_bit<Flies>));
}

TEST(World, MarkerTestsOnStaleHandleAreFalse) {
    TestWorld w;
    const Entity e = w.create();
    w.set<FireImmune>(e);
    w.destroy(e);
    EXPECT_FALSE(w.has<FireImmune>(e));
    EXPECT_FALSE(w.has_marker(e, TestWorld::marker_bit<FireImmune>));
}

TEST(World, SetMarkersReplacesAllBitsAtOnce) {
    TestWorld w;
    const Entity e = w.create();
    w.set<Asleep>(e);
    w.set<Flies>(e);
    TestWorld::marker_set keep;
    keep[TestWorld::marker_bit<Flies>] = true;
    w.set_markers(e, w.markers(e) & keep);
    EXPECT_FALSE(w.has<Asleep>(e));
    EXPECT_TRUE(w.has<Flies>(e));
}

template <std::size_t I>
struct ManyMarker {};
template <std::size_t... I>
auto many_markers(std::index_sequence<I...>) -> type_list<ManyMarker<I>...>;
using SeventyMarkers = decltype(many_markers(std::make_index_sequence<70>{}));

TEST(World, SupportsMoreThanSixtyFourMarkers) {
    World<type_list<Position>, SeventyMarkers> w;
    static_assert(decltype(w)::marker_count == 70);
    const Entity a = w.create(), b = w.create();
    w.set<ManyMarker<69>>(a);
    w.set<ManyMarker<64>>(b);
    EXPECT_TRUE(w.has<ManyMarker<69>>(a));
    EXPECT_FALSE(w.has<ManyMarker<64>>(a));
    EXPECT_TRUE(w.has_marker(b, 64));
    int visited = 0;
    w.emplace<Position>(a);
    w.emplace<Position>(b);
    w.view<Position>(with<ManyMarker<69>>).each([&](Entity e, Position&) {
        EXPECT_EQ(e, a);
        ++visited;
    });
    EXPECT_EQ(visited, 1);
}

TEST(World, DestroyClearsEveryMarkerOfThatEntityOnlyAcrossWords) {
    World<type_list<Position>, SeventyMarkers> w;
    std::vector<Entity> all;
    for (int i = 0; i < 130; ++i) all.push_back(w.create());  // three words per marker column
    const Entity doomed = all[64];
    w.set<ManyMarker<0>>(doomed);
    w.set<ManyMarker<69>>(doomed);
    w.set<ManyMarker<69>>(all[63]);
    w.set<ManyMarker<69>>(all[65]);
    w.destroy(doomed);
    const Entity reused = w.create();
    ASSERT_EQ(entity_to_index(reused), entity_to_index(doomed));
    EXPECT_TRUE(w.markers(reused).none());
    EXPECT_TRUE(w.has<ManyMarker<69>>(all[63]));
    EXPECT_TRUE(w.has<ManyMarker<69>>(all[65]));
}

TEST(World, MarkersSurviveGrowthPastManyWords) {
    World<type_list<Position>, SeventyMarkers> w;
    const Entity first = w.create();
    w.set<ManyMarker<64>>(first);
    std::vector<Entity> later;
    for (int i = 0; i < 10'000; ++i) later.push_back(w.create());
    w.set<ManyMarker<64>>(later.back());
    EXPECT_TRUE(w.has<ManyMarker<64>>(first));
    EXPECT_TRUE(w.has<ManyMarker<64>>(later.back()));
    EXPECT_FALSE(w.has<ManyMarker<64>>(later.front()));
    EXPECT_EQ(w.markers(later.back()).count(), 1u);
}

TEST(World, MarkersOfAnEntityRoundTripThroughABitsetBeyondSixtyFour) {
    World<type_list<Position>, SeventyMarkers> w;
    const Entity a = w.create(), b = w.create();
    w.set<ManyMarker<3>>(a);
    w.set<ManyMarker<66>>(a);
    w.set<ManyMarker<66>>(b);
    auto bits = w.markers(a);
    EXPECT_EQ(bits.count(), 2u);
    EXPECT_TRUE(bits[66]);
    bits.reset(3).set(69);
    w.set_markers(a, bits);
    EXPECT_FALSE(w.has<ManyMarker<3>>(a));
    EXPECT_TRUE(w.has<ManyMarker<69>>(a));
    EXPECT_EQ(w.markers(b).count(), 1u);
}

TEST(World, ClearRemovesEveryMarker) {
    TestWorld w;
    const Entity e = w.create();
    w.set<Asleep>(e);
    w.clear();
    const Entity again = w.create();
    EXPECT_EQ(entity_to_index(again), entity_to_index(e));
    EXPECT_FALSE(w.has<Asleep>(again));
}

TEST(World, EachMarkedVisitsMarkedLiveEntitiesInIndexOrder) {
    World<type_list<Position>, SeventyMarkers> w;
    std::vector<Entity> all;
    for (int i = 0; i < 200; ++i) all.push_back(w.create());
    const std::vector<std::size_t> marked{0, 63, 64, 127, 150, 199};
    for (const std::size_t i : marked) w.set<ManyMarker<65>>(all[i]);
    w.set<ManyMarker<64>>(all[5]);
    w.destroy(all[150]);
    std::vector<Entity> seen;
    w.each_marked<ManyMarker<65>>([&](Entity e) { seen.push_back(e); });
    EXPECT_EQ(seen, (std::vector<Entity>{all[0], all[63], all[64], all[127], all[199]}));
}

TEST(World, EachMarkedMayDestroyOrUnmarkAndSkipsWhatLostTheMark) {
    TestWorld w;
    std::vector<Entity> all;
    for (int i = 0; i < 10; ++i) {
        all.push_back(w.create());
        w.set<Asleep>(all.back());
    }
    std::vector<Entity> seen;
    w.each_marked<Asleep>([&](Entity e) {
        seen.push_back(e);
        if (e == all[2]) w.destroy(e);      // the visited one
        if (e == all[3]) w.clear<Asleep>(all[4]);  // one not yet visited
        if (e == all[5]) w.destroy(all[6]);
    });
    EXPECT_EQ(seen, (std::vector<Entity>{all[0], all[1], all[2], all[3], all[5], all[7], all[8], all[9]}));
    EXPECT_FALSE(w.valid(all[2]));
    EXPECT_TRUE(w.has<Asleep>(all[3]));
}

TEST(World, EachMarkedMayCreateEntitiesWhileWalking) {
    TestWorld w;
    const Entity a = w.create();
    w.set<Flies>(a);
    int visits = 0;
    w.each_marked<Flies>([&](Entity) {
        ++visits;
        for (int i = 0; i < 1000; ++i) w.create();  // grows the marker columns under the walk
    });
    EXPECT_EQ(visits, 1);
    EXPECT_EQ(w.size(), 1001u);
}

TEST(World, ForEachComponentTypeVisitsInListOrder) {
    TestWorld w;
    std::vector<std::size_t> order;
    w.for_each_component_type([&]<class C>() { order.push_back(index_of<C, Components>); });
    EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2, 3}));
    std::vector<std::size_t> marker_order;
    TestWorld::for_each_marker_type([&]<class M>() { marker_order.push_back(TestWorld::marker_bit<M>); });
    EXPECT_EQ(marker_order, (std::vector<std::size_t>{0, 1, 2}));
}

TEST(World, CopyIsIndependent) {
    TestWorld w;
    const Entity e = w.create();
    w.emplace<Health>(e, 4);
    TestWorld copy = w;
    copy.get<Health>(e).hp = 9;
    copy.destroy(e);
    EXPECT_TRUE(w.valid(e));
    EXPECT_EQ(w.get<Health>(e).hp, 4);
}

// ---- reads are const ----------------------------------------------------------------------------------

TEST(World, ConstReadsAnswerAsTheMutableOnes) {
    TestWorld w;
    const Entity live = w.create();
    w.emplace<Health>(live, 7);
    w.set<Flies>(live);
    const Entity stale = w.create();
    w.emplace<Health>(stale, 3);
    w.destroy(stale);
    const TestWorld& cw = w;
    for (const Entity e : {live, stale, null_entity}) {
        EXPECT_EQ(cw.valid(e), w.valid(e));
        EXPECT_EQ(cw.has<Health>(e), w.has<Health>(e));
        EXPECT_EQ(cw.has<Position>(e), w.has<Position>(e));
        EXPECT_EQ(cw.has<Flies>(e), w.has<Flies>(e));
        EXPECT_EQ(cw.has_marker(e, TestWorld::marker_bit<Flies>), w.has_marker(e, TestWorld::marker_bit<Flies>));
        EXPECT_EQ(cw.try_get<Health>(e), w.try_get<Health>(e));
    }
    EXPECT_EQ(cw.try_get<Health>(stale), nullptr);
    EXPECT_EQ(&cw.get<Health>(live), &w.get<Health>(live));
    EXPECT_EQ(cw.uid(live), w.uid(live));
    EXPECT_EQ(cw.find(cw.uid(live)), live);
    EXPECT_EQ(cw.markers(live), w.markers(live));
    EXPECT_EQ(cw.count<Health>(), 1u);
}

TEST(World, EachMarkedWalksAConstWorld) {
    TestWorld w;
    std::vector<Entity> marked;
    for (int i = 0; i < 100; ++i) {
        const Entity e = w.create();
        if (i % 7 == 0) {
            w.set<Asleep>(e);
            marked.push_back(e);
        }
    }
    const TestWorld& cw = w;
    std::vector<Entity> seen;
    cw.each_marked<Asleep>([&](Entity e) { seen.push_back(e); });
    EXPECT_EQ(seen, marked);
}

TEST(World, MemoryBytesCountsSlotsColumnsAndMarkers) {
    TestWorld w;
    for (int i = 0; i < 1000; ++i) w.emplace<Position>(w.create(), i, i);
    const std::size_t bytes = w.memory_bytes();
    EXPECT_GE(bytes, 1000 * (sizeof(Entity) + sizeof(Uid) + sizeof(Entity) + sizeof(Position)));
    w.clear();
    const std::size_t cleared = w.memory_bytes();
    EXPECT_GE(cleared, bytes);  // clear keeps the memory (and fills the free list)
    for (int i = 0; i < 1000; ++i) w.emplace<Position>(w.create(), i, i);
    EXPECT_EQ(w.memory_bytes(), cleared);  // so refilling allocates nothing
}

}  // namespace YOORD_UNITY_ID
}  // namespace

// A world with a derived component: Doubled caches twice a Health, DoubledStale says the cache is stale.
namespace cache_test {
struct Doubled {
    int value = 0;
};
struct DoubledStale {};
struct DoubledZero {};
}  // namespace cache_test

template <>
struct component_traits<cache_test::Doubled> {
    static constexpr bool derived = true;
};
template <>
struct component_traits<cache_test::DoubledStale> {
    static constexpr bool derived = true;
};
template <>
struct component_traits<cache_test::DoubledZero> {
    static constexpr bool derived = true;
};

namespace {
namespace YOORD_UNITY_ID {

using cache_test::Doubled;
using cache_test::DoubledStale;
using cache_test::DoubledZero;
using CacheWorld = World<type_list<Health, Doubled>, type_list<Asleep, DoubledStale, DoubledZero>>;

// Reads the cache from a const World, counting how often it had to compute.
int cached_double(const CacheWorld& w, Entity e, int& computed) {
    return w.cached<Doubled, DoubledStale>(e, [&] {
                ++computed;
                return Doubled{2 * w.get<Health>(e).hp};
            }).value;
}

TEST(World, CachedFillsAMissingCacheFromAConstWorldAndThenReadsIt) {
    CacheWorld w;
    const Entity e = w.create();
    w.emplace<Health>(e, 5);
    int computed = 0;
    EXPECT_EQ(cached_double(w, e, computed), 10);
    EXPECT_TRUE(w.has<Doubled>(e));
    EXPECT_EQ(cached_double(w, e, computed), 10);
    EXPECT_EQ(computed, 1);
}

TEST(World, CachedRecomputesWhenItsStaleMarkerIsSetAndClearsIt) {
    CacheWorld w;
    const Entity e = w.create();
    w.emplace<Health>(e, 5);
    int computed = 0;
    (void)cached_double(w, e, computed);
    w.get<Health>(e).hp = 6;
    EXPECT_EQ(cached_double(w, e, computed), 10);  // nobody said it was stale
    w.set<DoubledStale>(e);
    EXPECT_EQ(cached_double(w, e, computed), 12);
    EXPECT_FALSE(w.has<DoubledStale>(e));
    EXPECT_EQ(computed, 2);
}

// The same cache with its blank marker: DoubledZero while the last value computed is 0.
int cached_double_keeping_zero(const CacheWorld& w, Entity e, int& computed) {
    return w.cached<Doubled, DoubledStale, DoubledZero>(
                e,
                [&] {
                    ++computed;
                    return Doubled{2 * w.get<Health>(e).hp};
                },
                [](const Doubled& d) { return d.value == 0; })
        .value;
}

TEST(World, CachedKeepsItsBlankMarkerWithEveryRefreshAndNotBetween) {
    CacheWorld w;
    const Entity e = w.create();
    w.emplace<Health>(e, 0);
    int computed = 0;
    EXPECT_FALSE(w.has<DoubledZero>(e)) << "nothing computed yet";
    EXPECT_EQ(cached_double_keeping_zero(w, e, computed), 0);
    EXPECT_TRUE(w.has<DoubledZero>(e));
    w.get<Health>(e).hp = 3;
    w.set<DoubledStale>(e);
    EXPECT_TRUE(w.has<DoubledZero>(e)) << "a stale mark leaves it for the reader to discount";
    EXPECT_EQ(cached_double_keeping_zero(w, e, computed), 6);
    EXPECT_FALSE(w.has<DoubledZero>(e)) << "cleared by the refresh that computed a value that is not blank";
    EXPECT_EQ(cached_double_keeping_zero(w, e, computed), 6);
    EXPECT_EQ(computed, 2) << "a fresh cache is read, not computed, and its marker left as it is";
    w.get<Health>(e).hp = 0;
    w.set<DoubledStale>(e);
    EXPECT_EQ(cached_double_keeping_zero(w, e, computed), 0);
    EXPECT_TRUE(w.has<DoubledZero>(e));
    w.destroy(e);
    const Entity again = w.create();  // the same slot, reused
    EXPECT_FALSE(w.has<DoubledZero>(again)) << "a destroyed entity's markers go with it";
}

TEST(World, CachedKeepsOtherEntitiesCachesApart) {
    CacheWorld w;
    const Entity a = w.create(), b = w.create();
    w.emplace<Health>(a, 1);
    w.emplace<Health>(b, 4);
    w.set<DoubledStale>(b);
    int computed = 0;
    EXPECT_EQ(cached_double(w, b, computed), 8);
    EXPECT_EQ(cached_double(w, a, computed), 2);
    EXPECT_EQ(w.get<Doubled>(b).value, 8);
    EXPECT_EQ(w.count<Doubled>(), 2u);
}

#ifndef NDEBUG
TEST(WorldDeathTest, CachedOnStaleEntityAsserts) {
    CacheWorld w;
    const Entity e = w.create();
    w.emplace<Health>(e, 1);
    w.destroy(e);
    int computed = 0;
    EXPECT_DEATH((void)cached_double(w, e, computed), "stale");
}

TEST(WorldDeathTest, ConstGetOnStaleEntityAssertsLikeTheMutableOne) {
    TestWorld w;
    const Entity e = w.create();
    w.emplace<Position>(e);
    w.destroy(e);
    const TestWorld& cw = w;
    EXPECT_DEATH((void)cw.get<Position>(e), "stale");
    EXPECT_DEATH((void)w.get<Position>(e), "stale");
}
#endif

#ifndef NDEBUG
TEST(WorldDeathTest, GetOfAbsentComponentAsserts) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_DEATH((void)w.get<Position>(e), "does not hold");
}

TEST(WorldDeathTest, GetOnStaleEntityAsserts) {
    TestWorld w;
    const Entity e = w.create();
    w.emplace<Position>(e);
    w.destroy(e);
    EXPECT_DEATH((void)w.get<Position>(e), "stale");
}

TEST(WorldDeathTest, EmplaceTwiceAsserts) {
    TestWorld w;
    const Entity e = w.create();
    w.emplace<Position>(e);
    EXPECT_DEATH(w.emplace<Position>(e), "already present");
}

TEST(WorldDeathTest, DestroyTwiceAsserts) {
    TestWorld w;
    const Entity e = w.create();
    w.destroy(e);
    EXPECT_DEATH(w.destroy(e), "stale");
}

TEST(WorldDeathTest, SetMarkerOnStaleEntityAsserts) {
    TestWorld w;
    const Entity e = w.create();
    w.destroy(e);
    EXPECT_DEATH(w.set<Asleep>(e), "stale");
}

TEST(WorldDeathTest, MarkerBitOutOfRangeAsserts) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_DEATH(w.set_marker(e, TestWorld::marker_count), "out of range");
}

TEST(WorldDeathTest, CreateWithLiveUidAsserts) {
    TestWorld w;
    const Entity e = w.create();
    EXPECT_DEATH((void)w.create_with_uid(w.uid(e)), "already names");
}

TEST(WorldDeathTest, UidOfStaleEntityAsserts) {
    TestWorld w;
    const Entity e = w.create();
    w.destroy(e);
    EXPECT_DEATH((void)w.uid(e), "stale");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
