#include "sim/places/location.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

struct Fixture {
    GameWorld world;
    LocationIndex index;

    ecs::Entity creature(std::size_t pack_size = 3) {
        const ecs::Entity e = world.create();
        world.emplace<Pack>(e, Pack{std::vector<ecs::Entity>(pack_size, ecs::null_entity)});
        world.emplace<Equipment>(e);
        return e;
    }
    ecs::Entity thing() { return world.create(); }
};

TEST(Location, MoveToCellSetsPositionAndIndex) {
    Fixture f;
    const ecs::Entity e = f.thing();
    EXPECT_EQ(move_to(f.world, f.index, e, Place::at({2, 3})), MoveResult::moved);
    EXPECT_EQ(f.world.get<Position>(e).cell, (Point{2, 3}));
    ASSERT_EQ(f.index.at({2, 3}).size(), 1u);
    EXPECT_EQ(f.index.at({2, 3})[0], e);
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, CellOrderIsByUidWhateverTheArrivalOrder) {
    Fixture f;
    const ecs::Entity first = f.thing();
    const ecs::Entity second = f.thing();
    move_to(f.world, f.index, second, Place::at({1, 1}));
    move_to(f.world, f.index, first, Place::at({1, 1}));
    const auto here = f.index.at({1, 1});
    ASSERT_EQ(here.size(), 2u);
    EXPECT_EQ(here[0], first);
    EXPECT_EQ(here[1], second);
}

TEST(Location, FirstAtIsTheLowestUidOnTheCellOrNull) {
    Fixture f;
    const ecs::Entity first = f.thing();
    const ecs::Entity second = f.thing();
    EXPECT_EQ(f.index.first_at({1, 1}), ecs::null_entity) << "a cell never filled";
    EXPECT_EQ(f.index.first_at({-1, 50}), ecs::null_entity) << "a cell off the grid";
    move_to(f.world, f.index, second, Place::at({1, 1}));
    EXPECT_EQ(f.index.first_at({1, 1}), second);
    move_to(f.world, f.index, first, Place::at({1, 1}));
    EXPECT_EQ(f.index.first_at({1, 1}), first) << "the lower Uid goes in front, whatever came first";
    move_to(f.world, f.index, first, Place::at({2, 1}));
    EXPECT_EQ(f.index.first_at({1, 1}), second);
    EXPECT_EQ(f.index.first_at({2, 1}), first);
    move_to(f.world, f.index, second, Place::nowhere());
    EXPECT_EQ(f.index.first_at({1, 1}), ecs::null_entity);
    move_to(f.world, f.index, first, Place::at({30, 40}));  // grows the grid: the cells already filled keep theirs
    EXPECT_EQ(f.index.first_at({30, 40}), first);
    EXPECT_EQ(f.index.first_at({2, 1}), ecs::null_entity);
    f.index.clear();
    EXPECT_EQ(f.index.first_at({30, 40}), ecs::null_entity);
}

// A cell of one keeps it in the flat array; a second entity makes the cell borrow a list, which goes back when
// the cell is down to one. Every state agrees with the components (check_locations) and keeps Uid order.
TEST(Location, APileBorrowsAListAndGivesItBackWhenDownToOne) {
    Fixture f;
    f.index.cover(8, 8);
    const ecs::Entity a = f.thing();
    const ecs::Entity b = f.thing();
    const ecs::Entity c = f.thing();
    move_to(f.world, f.index, c, Place::at({3, 3}));
    move_to(f.world, f.index, a, Place::at({3, 3}));
    move_to(f.world, f.index, b, Place::at({3, 3}));
    const auto pile = f.index.at({3, 3});
    EXPECT_EQ(std::vector<ecs::Entity>(pile.begin(), pile.end()), (std::vector<ecs::Entity>{a, b, c}));
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
    move_to(f.world, f.index, a, Place::at({4, 3}));
    move_to(f.world, f.index, c, Place::nowhere());
    ASSERT_EQ(f.index.at({3, 3}).size(), 1U);
    EXPECT_EQ(f.index.at({3, 3})[0], b);
    EXPECT_EQ(f.index.first_at({3, 3}), b);
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
    // Many piles at once: more than the pool made when the floor was covered.
    std::vector<ecs::Entity> made;
    for (int i = 0; i < 300; ++i) {
        const Point cell{i % 8, (i / 8) % 8};
        for (int k = 0; k < 2; ++k) {
            made.push_back(f.thing());
            move_to(f.world, f.index, made.back(), Place::at(cell));
        }
    }
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
    for (const ecs::Entity e : made) move_to(f.world, f.index, e, Place::nowhere());
    EXPECT_EQ(f.index.at({3, 3}).size(), 1U) << "b stays when the piles around it go";
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
    f.index.clear();
    EXPECT_TRUE(f.index.at({3, 3}).empty());
    EXPECT_EQ(f.index.size(), 0U);
}

TEST(Location, ArrivalsCountEntriesOnTheMapButNotSteps) {
    Fixture f;
    const ecs::Entity e = f.thing();
    const std::uint64_t before = f.index.arrivals();
    move_to(f.world, f.index, e, Place::at({1, 1}));
    EXPECT_EQ(f.index.arrivals(), before + 1) << "onto the map from nowhere";
    move_to(f.world, f.index, e, Place::at({2, 1}));
    move_to(f.world, f.index, e, Place::at({3, 1}));
    EXPECT_EQ(f.index.arrivals(), before + 1) << "steps are not arrivals";
    move_to(f.world, f.index, e, Place::nowhere());
    EXPECT_EQ(f.index.arrivals(), before + 1) << "leaving is not an arrival";
    move_to(f.world, f.index, e, Place::at({3, 1}));
    EXPECT_EQ(f.index.arrivals(), before + 2);
}

TEST(Location, MovingBetweenCellsLeavesNoTrace) {
    Fixture f;
    const ecs::Entity e = f.thing();
    move_to(f.world, f.index, e, Place::at({1, 1}));
    move_to(f.world, f.index, e, Place::at({4, 4}));
    EXPECT_TRUE(f.index.at({1, 1}).empty());
    EXPECT_EQ(f.index.size(), 1u);
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, PickingUpTakesTheFirstFreeLetterAndDirtiesTheOwner) {
    Fixture f;
    const ecs::Entity owner = f.creature();
    const ecs::Entity a = f.thing();
    const ecs::Entity b = f.thing();
    move_to(f.world, f.index, a, Place::at({1, 1}));
    EXPECT_EQ(move_to(f.world, f.index, a, Place::in_pack(owner)), MoveResult::moved);
    EXPECT_EQ(move_to(f.world, f.index, b, Place::in_pack(owner)), MoveResult::moved);
    EXPECT_EQ(f.world.get<Location>(a).place.index, 0);
    EXPECT_EQ(f.world.get<Location>(b).place.index, 1);
    EXPECT_FALSE(f.world.has<Position>(a));
    EXPECT_TRUE(f.index.at({1, 1}).empty());
    EXPECT_TRUE(f.world.has<LoadoutDirty>(owner));
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, LettersStayStableWhenAnEarlierItemLeaves) {
    Fixture f;
    const ecs::Entity owner = f.creature();
    const ecs::Entity a = f.thing();
    const ecs::Entity b = f.thing();
    move_to(f.world, f.index, a, Place::in_pack(owner));
    move_to(f.world, f.index, b, Place::in_pack(owner));
    move_to(f.world, f.index, a, Place::at({0, 0}));
    EXPECT_EQ(f.world.get<Location>(b).place.index, 1);
    EXPECT_EQ(f.world.get<Pack>(owner).letters[0], ecs::null_entity);
}

TEST(Location, FullPackRefusesAndNothingChanges) {
    Fixture f;
    const ecs::Entity owner = f.creature(1);
    const ecs::Entity a = f.thing();
    const ecs::Entity b = f.thing();
    move_to(f.world, f.index, a, Place::in_pack(owner));
    move_to(f.world, f.index, b, Place::at({3, 3}));
    f.world.clear<LoadoutDirty>(owner);
    EXPECT_EQ(move_to(f.world, f.index, b, Place::in_pack(owner)), MoveResult::pack_full);
    EXPECT_EQ(f.world.get<Location>(b).place, Place::at({3, 3}));
    EXPECT_FALSE(f.world.has<LoadoutDirty>(owner));
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, WearingFillsTheSlotAndATakenSlotRefuses) {
    Fixture f;
    const ecs::Entity owner = f.creature();
    const ecs::Entity sword = f.thing();
    const ecs::Entity axe = f.thing();
    move_to(f.world, f.index, sword, Place::in_pack(owner));
    EXPECT_EQ(move_to(f.world, f.index, sword, Place::worn(owner, EquipSlot::weapon)), MoveResult::moved);
    EXPECT_EQ(f.world.get<Equipment>(owner).slots[0], sword);
    EXPECT_EQ(f.world.get<Pack>(owner).letters[0], ecs::null_entity);
    EXPECT_EQ(move_to(f.world, f.index, axe, Place::worn(owner, EquipSlot::weapon)), MoveResult::slot_taken);
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, OwnerWithoutAPackRefuses) {
    Fixture f;
    const ecs::Entity rock = f.thing();
    const ecs::Entity e = f.thing();
    EXPECT_EQ(move_to(f.world, f.index, e, Place::in_pack(rock)), MoveResult::no_container);
    EXPECT_FALSE(f.world.has<Location>(e));
}

TEST(Location, CheckFindsAPositionChangedBehindMoveTosBack) {
    Fixture f;
    const ecs::Entity e = f.thing();
    move_to(f.world, f.index, e, Place::at({1, 1}));
    f.world.get<Position>(e).cell = {9, 9};
    const auto problems = check_locations(f.world, f.index);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems[0].find("Position disagrees"), std::string::npos);
}

// A rat and a newt (with Health) and a dagger (without), none placed yet.
std::array<ecs::Entity, 3> two_creatures_and_a_thing(Fixture& f) {
    const ecs::Entity rat = f.creature();
    f.world.emplace<Health>(rat, Health{3, 3});
    const ecs::Entity newt = f.creature();
    f.world.emplace<Health>(newt, Health{2, 2});
    return {rat, newt, f.thing()};
}

// The cell's two count bytes say whether it holds none, one or a list, and how many creatures: the answers a
// step reads instead of the cell's entities.
TEST(Location, OnlyCreaturesAtAnswersFromTheCountsAsTheCellsEntitiesWould) {
    Fixture f;
    const auto [rat, newt, dagger] = two_creatures_and_a_thing(f);
    const auto agrees = [&](Point cell) {
        const auto here = f.index.at(cell);
        const bool all = std::all_of(here.begin(), here.end(), [&](ecs::Entity e) { return f.world.has<Health>(e); });
        return f.index.only_creatures_at(cell) == all;
    };
    EXPECT_TRUE(f.index.only_creatures_at({1, 1})) << "a cell never filled";
    EXPECT_TRUE(f.index.only_creatures_at({-1, 50})) << "a cell off the grid";
    move_to(f.world, f.index, rat, Place::at({1, 1}));
    EXPECT_TRUE(f.index.only_creatures_at({1, 1}));
    move_to(f.world, f.index, newt, Place::at({1, 1}));
    EXPECT_TRUE(agrees({1, 1})) << "two creatures: a list";
    move_to(f.world, f.index, dagger, Place::at({1, 1}));
    EXPECT_FALSE(f.index.only_creatures_at({1, 1})) << "and a dagger";
    move_to(f.world, f.index, rat, Place::at({2, 1}));
    move_to(f.world, f.index, newt, Place::at({3, 1}));
    EXPECT_FALSE(f.index.only_creatures_at({1, 1})) << "the dagger alone, back out of its list";
    EXPECT_EQ(f.index.at({1, 1}).size(), 1u);
    for (const Point p : {Point{1, 1}, Point{2, 1}, Point{3, 1}, Point{4, 1}}) EXPECT_TRUE(agrees(p)) << p.x;
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
}

TEST(Location, CreaturesAtCountsTheEntitiesWithHealthOnACell) {
    Fixture f;
    const auto [rat, newt, dagger] = two_creatures_and_a_thing(f);
    EXPECT_EQ(f.index.creatures_at({1, 1}), 0) << "a cell never filled";
    EXPECT_EQ(f.index.creatures_at({-1, 50}), 0) << "a cell off the grid";
    move_to(f.world, f.index, dagger, Place::at({1, 1}));
    EXPECT_EQ(f.index.creatures_at({1, 1}), 0) << "an item is no creature";
    move_to(f.world, f.index, rat, Place::at({1, 1}));
    move_to(f.world, f.index, newt, Place::at({1, 1}));
    EXPECT_EQ(f.index.creatures_at({1, 1}), 2);
    move_to(f.world, f.index, rat, Place::at({2, 1}));  // a step
    EXPECT_EQ(f.index.creatures_at({1, 1}), 1);
    EXPECT_EQ(f.index.creatures_at({2, 1}), 1);
    f.world.get<Health>(newt).hp = 0;  // dying: still a body on the cell until it is removed
    EXPECT_EQ(f.index.creatures_at({1, 1}), 1);
    move_to(f.world, f.index, newt, Place::nowhere());
    EXPECT_EQ(f.index.creatures_at({1, 1}), 0);
    EXPECT_TRUE(check_locations(f.world, f.index).empty());
    f.index.clear();
    EXPECT_EQ(f.index.creatures_at({2, 1}), 0);
}

TEST(Location, CheckFindsACreatureCountThatDisagrees) {
    Fixture f;
    const ecs::Entity rat = f.creature();
    move_to(f.world, f.index, rat, Place::at({1, 1}));
    f.world.emplace<Health>(rat, Health{3, 3});  // Health given after placing: the count never saw it
    const auto problems = check_locations(f.world, f.index);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "the spatial index differs from the Location components");
}

TEST(Location, CheckFindsAStaleIndexEntry) {
    Fixture f;
    const ecs::Entity e = f.thing();
    move_to(f.world, f.index, e, Place::at({1, 1}));
    f.index.erase(f.world, {1, 1}, e);
    const auto problems = check_locations(f.world, f.index);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "the spatial index differs from the Location components");
}

#ifndef NDEBUG
TEST(LocationDeathTest, MovingAStaleEntityAsserts) {
    Fixture f;
    const ecs::Entity e = f.thing();
    f.world.destroy(e);
    EXPECT_DEATH((void)move_to(f.world, f.index, e, Place::at({0, 0})), "stale entity");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
