#include "core/ecs/view.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <type_traits>
#include <vector>

#include "core/ecs/ecs_test_world.hpp"
#include "core/ecs/world.hpp"

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

using namespace yoord::ecs::test;

std::vector<Entity> sorted(std::vector<Entity> v) {
    std::sort(v.begin(), v.end());
    return v;
}

template <class ViewT>
std::vector<Entity> collect_each(ViewT view) {
    std::vector<Entity> seen;
    view.each([&](Entity e, auto&...) { seen.push_back(e); });
    return sorted(seen);
}

template <class ViewT>
std::vector<Entity> collect_range(ViewT view) {
    std::vector<Entity> seen;
    for (const Entity e : view) seen.push_back(e);
    return sorted(seen);
}

// Entities 0..n-1 with Position and Velocity (same order: aligned columns), Health on every third,
// Asleep on even ones, Frozen on every fifth.
TestWorld make_world(int n, std::vector<Entity>& made) {
    TestWorld w;
    for (int i = 0; i < n; ++i) {
        const Entity e = w.create();
        made.push_back(e);
        w.emplace<Position>(e, i, 0);
        w.emplace<Velocity>(e, 1, 0);
        if (i % 3 == 0) w.emplace<Health>(e, i);
        if (i % 2 == 0) w.set<Asleep>(e);
        if (i % 5 == 0) w.emplace<Frozen>(e, 1);
    }
    return w;
}

TEST(View, VisitsExactlyTheEntitiesHoldingAllComponents) {
    std::vector<Entity> made;
    TestWorld w = make_world(30, made);
    std::vector<Entity> expected;
    for (int i = 0; i < 30; i += 3) expected.push_back(made[i]);
    EXPECT_EQ((collect_each(w.view<Position, Health>())), sorted(expected));
    EXPECT_EQ((collect_range(w.view<Health, Position>())), sorted(expected));
}

TEST(View, PassesComponentsInTheRequestedOrder) {
    std::vector<Entity> made;
    TestWorld w = make_world(9, made);
    w.view<Health, Position>().each([&](Entity e, Health& h, Position& p) {
        EXPECT_EQ(h.hp, p.x);
        EXPECT_EQ(&p, &w.get<Position>(e));
    });
}

TEST(View, LeadsWithTheSmallestColumn) {
    std::vector<Entity> made;
    TestWorld w = make_world(30, made);
    EXPECT_EQ((w.view<Position, Velocity, Health>().size_hint()), w.count<Health>());
    EXPECT_EQ((w.view<Position, Frozen>().size_hint()), w.count<Frozen>());
}

TEST(View, WithAndWithoutFilterByMarkerBits) {
    std::vector<Entity> made;
    TestWorld w = make_world(12, made);
    w.set<Flies>(made[4]);
    w.set<Flies>(made[5]);
    std::vector<Entity> asleep, awake;
    for (int i = 0; i < 12; ++i) (i % 2 == 0 ? asleep : awake).push_back(made[i]);
    EXPECT_EQ(collect_each(w.view<Position>(with<Asleep>)), sorted(asleep));
    EXPECT_EQ(collect_each(w.view<Position>(without<Asleep>)), sorted(awake));
    EXPECT_EQ((collect_each(w.view<Position>(with<Asleep, Flies>))), (std::vector<Entity>{made[4]}));
    EXPECT_EQ((collect_range(w.view<Position>(with<Flies>, without<Asleep>))), (std::vector<Entity>{made[5]}));
}

TEST(View, ExcludeSkipsHoldersOfAComponent) {
    std::vector<Entity> made;
    TestWorld w = make_world(20, made);
    std::vector<Entity> expected;
    for (int i = 0; i < 20; i += 3) {
        if (i % 5 != 0) expected.push_back(made[i]);
    }
    EXPECT_EQ(collect_each(w.view<Health>(exclude<Frozen>)), sorted(expected));
}

TEST(View, FiltersMayComeInAnyOrderAndRepeat) {
    std::vector<Entity> made;
    TestWorld w = make_world(40, made);
    const auto a = collect_each(w.view<Position>(exclude<Frozen>, with<Asleep>, exclude<Health>));
    const auto b = collect_each(w.view<Position>(with<Asleep>, exclude<Frozen, Health>));
    EXPECT_EQ(a, b);
    EXPECT_FALSE(a.empty());
}

TEST(View, CallbackMayOmitTheEntity) {
    std::vector<Entity> made;
    TestWorld w = make_world(10, made);
    w.view<Position, Velocity>().each([](Position& p, Velocity& v) { p.x += v.dx; });
    for (int i = 0; i < 10; ++i) EXPECT_EQ(w.get<Position>(made[i]).x, i + 1);
}

TEST(View, ContainsAnswersForOneEntity) {
    std::vector<Entity> made;
    TestWorld w = make_world(6, made);
    auto view = w.view<Position, Health>(without<Asleep>);
    EXPECT_TRUE(view.contains(made[3]));
    EXPECT_FALSE(view.contains(made[0]));  // asleep
    EXPECT_FALSE(view.contains(made[1]));  // no Health
    w.destroy(made[3]);
    EXPECT_FALSE(view.contains(made[3]));
}

TEST(View, EmptyColumnGivesEmptyView) {
    TestWorld w;
    w.emplace<Position>(w.create());
    EXPECT_TRUE((collect_each(w.view<Position, Velocity>()).empty()));
    EXPECT_TRUE((collect_range(w.view<Position, Velocity>()).empty()));
}

// The same answers whether the columns share one packed order (walked as arrays) or not (probed).
TEST(View, AlignedAndProbedWalksAgreeWithBruteForce) {
    TestRng rng{0x9e3779b97f4a7c15ull};
    for (int round = 0; round < 20; ++round) {
        TestWorld w;
        std::vector<Entity> all;
        for (int i = 0; i < 200; ++i) all.push_back(w.create());
        for (const Entity e : all) {
            if (rng.chance(70)) w.emplace<Position>(e, 1, 1);
            if (rng.chance(round % 2 == 0 ? 100 : 60)) w.emplace<Velocity>(e);
            if (rng.chance(30)) w.set<Flies>(e);
            if (rng.chance(20)) w.emplace<Frozen>(e);
        }
        // Shuffle the packed order of one column in some rounds so the walk cannot take the array path.
        if (round % 4 == 1) {
            for (const Entity e : all) {
                if (w.has<Velocity>(e) && rng.chance(50)) {
                    w.remove<Velocity>(e);
                    w.emplace<Velocity>(e);
                }
            }
        }
        for (const Entity e : all) {
            if (rng.chance(10)) w.destroy(e);
        }
        std::vector<Entity> expected;
        w.each_entity([&](Entity e) {
            if (w.has<Position>(e) && w.has<Velocity>(e) && w.has<Flies>(e) && !w.has<Frozen>(e)) {
                expected.push_back(e);
            }
        });
        EXPECT_EQ((collect_each(w.view<Position, Velocity>(with<Flies>, exclude<Frozen>))), sorted(expected));
        EXPECT_EQ((collect_range(w.view<Velocity, Position>(with<Flies>, exclude<Frozen>))), sorted(expected));
    }
}

// --- walk order -----------------------------------------------------------------------------------------

// The entities a walk visits, in the order it visits them.
template <class ViewT>
std::vector<Entity> in_walk_order(ViewT view) {
    std::vector<Entity> seen;
    view.each([&](Entity e, auto&...) { seen.push_back(e); });
    return seen;
}
template <class ViewT>
std::vector<Entity> in_range_order(ViewT view) {
    std::vector<Entity> seen;
    for (const Entity e : view) seen.push_back(e);
    return seen;
}

// `n` entities; Health added to every third one in a shuffled order, so its column is not in entity order.
TestWorld world_with_shuffled_health(int n, std::vector<Entity>& made) {
    TestWorld w;
    for (int i = 0; i < n; ++i) {
        made.push_back(w.create());
        w.emplace<Position>(made.back(), i, 0);
    }
    std::vector<Entity> chosen;
    for (int i = 0; i < n; i += 3) chosen.push_back(made[static_cast<std::size_t>(i)]);
    TestRng rng{42};
    for (std::size_t i = chosen.size(); i > 1; --i) std::swap(chosen[i - 1], chosen[rng.next() % i]);
    for (const Entity e : chosen) w.emplace<Health>(e, 1);
    return w;
}

TEST(View, VisitsInEntityOrderWhenTheColumnWasFilledOutOfOrder) {
    std::vector<Entity> made;
    TestWorld w = world_with_shuffled_health(300, made);
    ASSERT_FALSE(w.storage<Health>().entities().sorted());
    std::vector<Entity> expected;
    for (std::size_t i = 0; i < made.size(); i += 3) expected.push_back(made[i]);
    EXPECT_EQ((in_walk_order(w.view<Health, Position>())), expected);
    EXPECT_EQ((in_range_order(w.view<Position, Health>())), expected);
    EXPECT_EQ(in_walk_order(w.view<Health>()), expected);
}

TEST(View, VisitsInEntityOrderOnTheArrayWalkToo) {
    std::vector<Entity> made;
    TestWorld w = make_world(100, made);  // Position and Velocity added together, in entity order
    ASSERT_TRUE(w.storage<Position>().entities().sorted());
    EXPECT_EQ((in_walk_order(w.view<Position, Velocity>())), made);
    EXPECT_EQ((in_range_order(w.view<Velocity, Position>())), made);
}

TEST(View, VisitsInEntityOrderAfterSlotsAreReused) {
    TestWorld w;
    std::vector<Entity> made;
    for (int i = 0; i < 50; ++i) made.push_back(w.create());
    for (int i = 10; i < 40; ++i) w.destroy(made[static_cast<std::size_t>(i)]);
    for (int i = 0; i < 30; ++i) w.create();  // reuses 10..39, last freed first
    std::vector<Entity> expected;
    w.each_entity([&](Entity e) {
        w.emplace<Health>(e, 1);
        expected.push_back(e);
    });
    std::reverse(expected.begin(), expected.end());  // Health's column now runs against entity order
    for (const Entity e : expected) {
        w.remove<Health>(e);
        w.emplace<Health>(e, 2);
    }
    std::reverse(expected.begin(), expected.end());
    EXPECT_EQ(in_walk_order(w.view<Health>()), expected);
}

// --- const views ----------------------------------------------------------------------------------------

TEST(ConstView, VisitsWhatTheMutableOneDoesInTheSameOrder) {
    TestRng rng{0x5eed};
    for (int round = 0; round < 20; ++round) {
        TestWorld w;
        std::vector<Entity> all;
        for (int i = 0; i < 300; ++i) all.push_back(w.create());
        for (const Entity e : all) {
            if (rng.chance(80)) w.emplace<Position>(e, 1, 1);
            if (rng.chance(round % 2 == 0 ? 100 : 50)) w.emplace<Velocity>(e);
            if (rng.chance(30)) w.set<Flies>(e);
            if (rng.chance(20)) w.emplace<Frozen>(e);
        }
        for (const Entity e : all) {
            if (rng.chance(10)) w.destroy(e);
        }
        const TestWorld& cw = w;
        EXPECT_EQ((in_walk_order(cw.view<Position, Velocity>(with<Flies>, exclude<Frozen>))),
                  (in_walk_order(w.view<Position, Velocity>(with<Flies>, exclude<Frozen>))));
        EXPECT_EQ((in_range_order(cw.view<Velocity>(without<Flies>))),
                  (in_range_order(w.view<Velocity>(without<Flies>))));
        EXPECT_EQ((in_walk_order(cw.view<Position, Velocity>())), (in_walk_order(w.view<Position, Velocity>())));
    }
}

TEST(ConstView, HandsOutConstComponentsAndTheSameObjects) {
    std::vector<Entity> made;
    TestWorld w = make_world(12, made);
    const TestWorld& cw = w;
    int visits = 0;
    cw.view<Position, Health>().each([&](Entity e, auto& p, auto& h) {
        static_assert(std::is_same_v<decltype(p), const Position&>);
        static_assert(std::is_same_v<decltype(h), const Health&>);
        EXPECT_EQ(&p, &w.get<Position>(e));
        EXPECT_EQ(&h, &w.get<Health>(e));
        ++visits;
    });
    EXPECT_EQ(visits, 4);
    w.view<Position>().each([](auto& p) { static_assert(std::is_same_v<decltype(p), Position&>); });
}

TEST(ConstView, ContainsAndSizeHintMatchTheMutableView) {
    std::vector<Entity> made;
    TestWorld w = make_world(30, made);
    w.destroy(made[3]);
    const TestWorld& cw = w;
    for (const Entity e : made) {
        EXPECT_EQ((cw.view<Position, Health>(without<Asleep>).contains(e)),
                  (w.view<Position, Health>(without<Asleep>).contains(e)));
    }
    EXPECT_EQ((cw.view<Position, Health>().size_hint()), (w.view<Position, Health>().size_hint()));
}

// --- changes during iteration ---------------------------------------------------------------------------

// Counts visits per entity; every entity must be visited exactly once.
struct VisitLog {
    std::map<Entity, int> visits;
    void add(Entity e) { ++visits[e]; }
    bool each_once(const std::vector<Entity>& expected) const {
        if (visits.size() != expected.size()) return false;
        for (const Entity e : expected) {
            const auto it = visits.find(e);
            if (it == visits.end() || it->second != 1) return false;
        }
        return true;
    }
};

TEST(ViewDuringIteration, DestroyingTheVisitedEntityVisitsEveryEntityOnce_AlignedColumns) {
    std::vector<Entity> made;
    TestWorld w = make_world(50, made);
    VisitLog log;
    w.view<Position, Velocity>().each([&](Entity e, Position&, Velocity&) {
        log.add(e);
        if (entity_to_index(e) % 2 == 0) w.destroy(e);
    });
    EXPECT_TRUE(log.each_once(made));
    EXPECT_EQ(w.size(), 25u);
}

TEST(ViewDuringIteration, DestroyingTheVisitedEntityVisitsEveryEntityOnce_ProbedColumns) {
    std::vector<Entity> made;
    TestWorld w = make_world(50, made);
    // Re-add Velocity in reverse order so the columns no longer share an order.
    for (auto it = made.rbegin(); it != made.rend(); ++it) {
        w.remove<Velocity>(*it);
        w.emplace<Velocity>(*it);
    }
    VisitLog log;
    w.view<Position, Velocity>().each([&](Entity e, Position&, Velocity&) {
        log.add(e);
        w.destroy(e);
    });
    EXPECT_TRUE(log.each_once(made));
    EXPECT_EQ(w.size(), 0u);
}

TEST(ViewDuringIteration, DestroyingInRangeForVisitsEveryEntityOnce) {
    std::vector<Entity> made;
    TestWorld w = make_world(40, made);
    VisitLog log;
    for (const Entity e : w.view<Position>(with<Asleep>)) {
        log.add(e);
        w.destroy(e);
    }
    std::vector<Entity> asleep;
    for (int i = 0; i < 40; i += 2) asleep.push_back(made[i]);
    EXPECT_TRUE(log.each_once(asleep));
    EXPECT_EQ(w.size(), 20u);
}

TEST(ViewDuringIteration, RemovingAViewComponentFromTheVisitedEntityIsSafe) {
    std::vector<Entity> made;
    TestWorld w = make_world(60, made);
    VisitLog log;
    // Velocity is the larger column here (Health leads); removing from both lead and non-lead columns.
    w.view<Velocity, Health>().each([&](Entity e, Velocity&, Health&) {
        log.add(e);
        w.remove<Velocity>(e);
        if (entity_to_index(e) % 2 == 0) w.remove<Health>(e);
    });
    std::vector<Entity> expected;
    for (int i = 0; i < 60; i += 3) expected.push_back(made[i]);
    EXPECT_TRUE(log.each_once(expected));
    EXPECT_EQ(w.count<Velocity>(), 60u - expected.size());
}

TEST(ViewDuringIteration, AddingComponentsAndMarkersToTheVisitedEntityIsSafe) {
    std::vector<Entity> made;
    TestWorld w = make_world(45, made);
    VisitLog log;
    w.view<Position, Velocity>(exclude<Health>).each([&](Entity e, Position&, Velocity&) {
        log.add(e);
        w.emplace<Health>(e, 1);  // makes it excluded, and grows a column mid-walk
        w.emplace_or_replace<Frozen>(e, 2);
        w.set<Flies>(e);
    });
    std::vector<Entity> expected;
    for (int i = 0; i < 45; ++i) {
        if (i % 3 != 0) expected.push_back(made[i]);
    }
    EXPECT_TRUE(log.each_once(expected));
    EXPECT_EQ(w.count<Health>(), 45u);
    for (const Entity e : expected) {
        EXPECT_EQ(w.get<Frozen>(e).turns, 2);
        EXPECT_TRUE(w.has<Flies>(e));
    }
}

TEST(ViewDuringIteration, EntitiesCreatedDuringTheWalkAreNotVisited) {
    std::vector<Entity> made;
    TestWorld w = make_world(20, made);
    VisitLog log;
    w.view<Position>().each([&](Entity e, Position&) {
        log.add(e);
        const Entity child = w.create();
        w.emplace<Position>(child);
    });
    EXPECT_TRUE(log.each_once(made));
    EXPECT_EQ(w.count<Position>(), 40u);
}

// The same world in three shapes, one per walk a view<Position, Velocity> takes: arrays (both columns in
// entity order, sharing it), lead (Velocity re-added in reverse: Position leads in entity order and probes
// it) and bits (every column re-added in reverse). Every during-iteration rule must hold on all three.
enum class Shape { arrays, lead, bits };
constexpr Shape kShapes[] = {Shape::arrays, Shape::lead, Shape::bits};
const char* name(Shape shape) { return shape == Shape::arrays ? "arrays" : shape == Shape::lead ? "lead" : "bits"; }

template <class T>
void readd_in_reverse(TestWorld& w, const std::vector<Entity>& made) {
    for (auto it = made.rbegin(); it != made.rend(); ++it) {
        if (!w.has<T>(*it)) continue;
        const T value = w.get<T>(*it);
        w.remove<T>(*it);
        w.emplace<T>(*it, value);
    }
}

TestWorld shaped_world(Shape shape, std::vector<Entity>& made) {
    TestWorld w = make_world(64 * 3, made);
    if (shape != Shape::arrays) readd_in_reverse<Velocity>(w, made);
    if (shape == Shape::bits) {
        readd_in_reverse<Position>(w, made);
        readd_in_reverse<Health>(w, made);
    }
    return w;
}

// Walks `view` with each(f) or with a range-for, calling f(Entity).
template <class ViewT, class F>
void walk(ViewT view, bool range_for, F f) {
    if (range_for) {
        for (const Entity e : view) f(e);
    } else {
        view.each([&](Entity e, auto&...) { f(e); });
    }
}

TEST(View, EveryShapeWalksInEntityOrderWithEachAndRangeFor) {
    for (const Shape shape : kShapes) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(shape, made);
        EXPECT_EQ(w.storage<Position>().entities().sorted(), shape != Shape::bits);
        EXPECT_EQ(w.storage<Velocity>().entities().sorted(), shape == Shape::arrays);
        EXPECT_EQ((in_walk_order(w.view<Position, Velocity>())), made) << name(shape);
        EXPECT_EQ((in_range_order(w.view<Velocity, Position>())), made) << name(shape);
        std::vector<Entity> thirds;
        for (std::size_t i = 0; i < made.size(); i += 3) thirds.push_back(made[i]);
        EXPECT_EQ((in_walk_order(w.view<Velocity, Health>())), thirds) << name(shape);
        EXPECT_EQ((in_range_order(w.view<Health, Position>(without<Flies>))), thirds) << name(shape);
    }
}

TEST(View, EveryShapeHandsOutTheVisitedEntitysOwnComponents) {
    for (const Shape shape : kShapes) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(shape, made);
        int visits = 0;
        w.view<Velocity, Position>().each([&](Entity e, Velocity& v, Position& p) {
            EXPECT_EQ(&v, &w.get<Velocity>(e)) << name(shape);
            EXPECT_EQ(&p, &w.get<Position>(e)) << name(shape);
            ++visits;
        });
        w.view<Position, Health>().each([&](Entity e, Position& p, Health& h) {
            EXPECT_EQ(&p, &w.get<Position>(e)) << name(shape);
            EXPECT_EQ(&h, &w.get<Health>(e)) << name(shape);
            EXPECT_EQ(h.hp, p.x) << name(shape);
            ++visits;
        });
        EXPECT_EQ(visits, 192 + 64) << name(shape);
    }
}

TEST(ViewDuringIteration, AnEntityDestroyedAheadOfTheWalkIsNotVisited) {
    for (const bool range_for : {false, true}) {
        for (const Shape shape : kShapes) {
            std::vector<Entity> made;
            TestWorld w = shaped_world(shape, made);
            VisitLog log;
            walk(w.view<Position, Velocity>(), range_for, [&](Entity e) {
                log.add(e);
                const std::uint32_t i = entity_to_index(e);
                if (i % 10 == 0 && i + 5 < made.size()) w.destroy(made[i + 5]);  // same word or the next
            });
            std::vector<Entity> expected;
            for (std::size_t i = 0; i < made.size(); ++i) {
                if (i % 10 != 5) expected.push_back(made[i]);
            }
            EXPECT_TRUE(log.each_once(expected)) << name(shape) << (range_for ? " range-for" : " each");
        }
    }
}

TEST(ViewDuringIteration, AComponentAddedAheadOfTheWalkIsSeen) {
    for (const Shape shape : kShapes) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(shape, made);
        VisitLog log;
        // Health is on every third entity; the walk gives the next entity Health before reaching it.
        w.view<Velocity, Health>().each([&](Entity e, Velocity&, Health&) {
            log.add(e);
            const std::uint32_t i = entity_to_index(e);
            if (i + 1 < made.size()) w.emplace_or_replace<Health>(made[i + 1], 1);
        });
        EXPECT_TRUE(log.each_once(made)) << name(shape);
    }
}

TEST(ViewDuringIteration, AMarkerSetOrClearedAheadOfTheWalkIsSeen) {
    for (const Shape shape : kShapes) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(shape, made);  // Asleep on even indices
        VisitLog log;
        w.view<Position, Velocity>(with<Asleep>).each([&](Entity e, Position&, Velocity&) {
            log.add(e);
            const std::uint32_t i = entity_to_index(e);
            if (i + 1 < made.size()) w.set<Asleep>(made[i + 1]);     // wakes up the odd one: now visited
            if (i + 2 < made.size()) w.clear<Asleep>(made[i + 2]);   // and puts the next even one out
        });
        // 0 is visited, which marks 1 and unmarks 2; 1 marks 2 back and unmarks 3 ... every entity once.
        EXPECT_TRUE(log.each_once(made)) << name(shape);
    }
}

TEST(ViewDuringIteration, AnEntityCreatedInAFreedSlotAheadIsVisitedIfItMatches) {
    for (const Shape shape : kShapes) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(shape, made);
        w.destroy(made[100]);
        Entity child = null_entity;
        VisitLog log;
        w.view<Position, Velocity>().each([&](Entity e, Position&, Velocity&) {
            log.add(e);
            if (e != made[10]) return;
            child = w.create();  // takes slot 100, ahead of the walk
            w.emplace<Position>(child);
            w.emplace<Velocity>(child);
        });
        ASSERT_EQ(entity_to_index(child), 100u);
        std::vector<Entity> expected = made;
        expected[100] = child;
        EXPECT_TRUE(log.each_once(expected)) << name(shape);
    }
}

TEST(ViewDuringIteration, WhateverTheCallbackDestroysNothingIsVisitedTwiceOrAfterDeath) {
    TestRng rng{7};
    for (int round = 0; round < 12; ++round) {
        std::vector<Entity> made;
        TestWorld w = shaped_world(kShapes[round % 3], made);
        VisitLog log;
        walk(w.view<Position, Velocity>(), round % 2 == 1, [&](Entity e) {
            EXPECT_TRUE(w.valid(e));
            EXPECT_TRUE(w.has<Position>(e) && w.has<Velocity>(e));
            log.add(e);
            for (int k = 0; k < 2; ++k) {
                const Entity victim = made[rng.next() % made.size()];
                if (w.valid(victim)) w.destroy(victim);
            }
        });
        for (const auto& [e, visits] : log.visits) EXPECT_EQ(visits, 1);
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
