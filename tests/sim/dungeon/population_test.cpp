#include "sim/dungeon/population.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>

#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

constexpr int kDepths = 13;

PopulationPlan plan_for(std::uint64_t seed, int depth, std::uint32_t changes = 0, bool carried = false) {
    const FloorMap map = generate_layout(seed, depth);
    Rng rng = content_rng(seed, depth, changes);
    return plan_population(shipped(), map, {seed, depth, changes, carried}, rng);
}

TEST(Population, ContentShipsThirteenFloorsAndBandsCoveringThem) {
    ASSERT_EQ(shipped().constants.final_depth, kDepths);
    for (int depth = 1; depth <= kDepths; ++depth) {
        const PopulationBand& band = population_band(shipped(), depth);
        EXPECT_LE(band.min_depth, depth);
        EXPECT_GE(band.max_depth, depth);
    }
    EXPECT_EQ(&population_band(shipped(), kEndlessBottom), &shipped().population.back());
}

PopulationPlan endless_plan_for(std::uint64_t seed, int depth) {
    const FloorMap map = generate_layout(seed, depth);
    Rng rng = content_rng(seed, depth, 0);
    PopulationRequest request{seed, depth, 0, false};
    request.endless = true;
    return plan_population(shipped(), map, request, rng);
}

TEST(Population, EndlessDepthsPastTheFinalFloorTakeTheirCountsFromBandRows) {
    for (const int depth : {kDepths + 1, 20, 21, 60, kEndlessBottom}) {
        const PopulationBand& band = population_band(shipped(), depth);
        EXPECT_GT(band.min_depth, kDepths) << depth;
        EXPECT_LE(band.min_depth, depth) << depth;
        EXPECT_GE(band.max_depth, depth) << depth;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const PopulationPlan plan = endless_plan_for(seed, depth);
            EXPECT_GE(static_cast<int>(plan.monsters.size()), band.monsters_min) << depth;
            EXPECT_LE(static_cast<int>(plan.monsters.size()), band.monsters_max) << depth;
        }
    }
}

TEST(Population, TheEndlessFinalFloorHoldsNoElementAndMayHoldATrapdoor) {
    bool trapdoor = false;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const PopulationPlan plan = endless_plan_for(seed, kDepths);
        EXPECT_FALSE(plan.element.has_value()) << seed;
        for (const Placement& t : plan.traps) trapdoor |= trap_leads_down(shipped().traps[t.row.index].kind);
    }
    EXPECT_TRUE(trapdoor) << "there is a floor below it, so a trapdoor may lead there";
}

TEST(Population, CountsFallWithinTheBandOfTheirDepth) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            const PopulationBand& band = population_band(shipped(), depth);
            const PopulationPlan plan = plan_for(seed, depth);
            const auto monsters = static_cast<int>(plan.monsters.size());
            const auto items = static_cast<int>(plan.items.size());
            const auto traps = static_cast<int>(plan.traps.size());
            EXPECT_GE(monsters, band.monsters_min);
            EXPECT_LE(monsters, band.monsters_max);
            EXPECT_GE(items, band.items_min);
            EXPECT_LE(items, band.items_max);
            EXPECT_GE(traps, band.traps_min);
            EXPECT_LE(traps, band.traps_max);
        }
    }
}

TEST(Population, RowsComeFromTheirTablesAndRespectMinDepth) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            const PopulationPlan plan = plan_for(seed, depth);
            for (const Placement& p : plan.monsters) {
                EXPECT_EQ(p.row.category, Category::monster);
                EXPECT_LE(shipped().common(p.row).min_depth, depth) << shipped().common(p.row).id;
            }
            for (const Placement& p : plan.traps) {
                EXPECT_EQ(p.row.category, Category::trap);
                EXPECT_LE(shipped().common(p.row).min_depth, depth) << shipped().common(p.row).id;
            }
            for (const Placement& p : plan.items) {
                EXPECT_NE(p.row.category, Category::monster);
                EXPECT_NE(p.row.category, Category::trap);
                EXPECT_NE(p.row.category, Category::element) << "the Element is never loot";
                EXPECT_NE(p.row.category, Category::card) << "a card is a face in a deck, never loot";
                EXPECT_FALSE(shipped().common(p.row).cancellation_only) << shipped().common(p.row).id;
                EXPECT_LE(shipped().common(p.row).min_depth, depth) << shipped().common(p.row).id;
            }
        }
    }
}

TEST(Population, EverythingStandsAloneOnAFloorTileAndMonstersKeepClearOfTheUpStair) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            const FloorMap map = generate_layout(seed, depth);
            const PopulationPlan plan = plan_for(seed, depth);
            std::set<std::pair<int, int>> used;
            const auto check = [&](const Placement& p) {
                EXPECT_EQ(map.at(p.cell), Tile::floor) << "seed " << seed << " depth " << depth;
                EXPECT_TRUE(used.insert({p.cell.x, p.cell.y}).second) << "two things on one cell";
            };
            for (const Placement& p : plan.monsters) {
                check(p);
                EXPECT_GT(chebyshev(p.cell, map.stairs_up), kMonsterClearance);
            }
            for (const Placement& p : plan.items) {
                check(p);
            }
            for (const Placement& p : plan.traps) {
                check(p);
            }
            if (plan.element) {
                check(*plan.element);
            }
        }
    }
}

TEST(Population, TheElementLiesOnTheFinalFloorUntilItIsCarried) {
    const int final_depth = shipped().constants.final_depth;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            EXPECT_EQ(plan_for(seed, depth).element.has_value(), depth == final_depth) << seed << " " << depth;
        }
        const PopulationPlan there = plan_for(seed, final_depth);
        ASSERT_TRUE(there.element.has_value());
        EXPECT_EQ(there.element->row.category, Category::element) << "an element row, whichever the tables hold";
        EXPECT_FALSE(plan_for(seed, final_depth, 30, true).element.has_value());
    }
}

TEST(Population, DeeperFloorsMeetRowsShallowOnesNever) {
    std::set<std::string> shallow;
    std::set<std::string> deep;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        for (const Placement& p : plan_for(seed, 1).monsters) {
            shallow.insert(shipped().common(p.row).id);
        }
        for (const Placement& p : plan_for(seed, 12).monsters) {
            deep.insert(shipped().common(p.row).id);
        }
    }
    std::size_t deep_only = 0;
    for (const std::string& id : deep) {
        deep_only += shallow.count(id) == 0 ? 1 : 0;
    }
    EXPECT_GT(deep_only, 0U);
}

TEST(Population, SameStreamGivesTheSamePlan) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            EXPECT_EQ(plan_for(seed, depth, 3), plan_for(seed, depth, 3));
        }
    }
}

// ---- generation 2's floor rules: a hidden item, corridor lurkers ---------------------------------------------------

Floor floor_of(std::uint64_t seed, int depth, int generation) {
    Descent descent;
    descent.seed = seed;
    descent.depth = depth;
    descent.generation = generation;
    return plan_floor(shipped(), descent);
}

int hidden_items(const PopulationPlan& plan) {
    return static_cast<int>(std::count_if(plan.items.begin(), plan.items.end(), [](const Placement& p) { return p.hidden; }));
}

TEST(Population, AboutAFifthOfGeneration2FloorsHideOneItemOnAFreeFloorCellAndGeneration1None) {
    int floors = 0;
    int hiding = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (int depth = 1; depth < kDepths; ++depth) {
            EXPECT_EQ(hidden_items(floor_of(seed, depth, 1).population), 0) << "generation 1 is frozen";
            const Floor floor = floor_of(seed, depth, 2);
            const int hidden = hidden_items(floor.population);
            ASSERT_LE(hidden, 1) << "seed " << seed << " depth " << depth;
            ++floors;
            hiding += hidden;
            for (const Placement& item : floor.population.items) {
                if (!item.hidden) continue;
                EXPECT_EQ(floor.map.at(item.cell), Tile::floor);
                const int sharing = static_cast<int>(std::count_if(
                    floor.population.items.begin(), floor.population.items.end(),
                    [&](const Placement& p) { return p.cell == item.cell; }));
                EXPECT_EQ(sharing, 1) << "a hidden item lies alone";
            }
        }
    }
    const int percent = hiding * 100 / floors;
    EXPECT_GE(percent, shipped().constants.hidden_item_percent - 6);
    EXPECT_LE(percent, shipped().constants.hidden_item_percent + 6);
}

TEST(Population, AFloorRestockedWithoutLootHidesNothing) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Descent descent;
        descent.seed = seed;
        descent.depth = 5;
        descent.generation = 2;
        EXPECT_EQ(hidden_items(plan_floor(shipped(), descent, kDefaultFloorSize, FloorStock::no_loot).population), 0);
    }
}

// Lurkers standing on corridor cells: only the corridor rule puts a monster there.
int corridor_lurkers(const Floor& floor) {
    const RowRef lurker = *shipped().find(shipped().constants.corridor_lurker);
    return static_cast<int>(std::count_if(floor.population.monsters.begin(), floor.population.monsters.end(), [&](const Placement& p) {
        return p.row == lurker && floor.map.at(p.cell) == Tile::corridor;
    }));
}

TEST(Population, LurkersWaitInSomeGeneration2CorridorsFromTheirDepthAndNeverInGeneration1) {
    const int from = shipped().constants.corridor_lurker_depth;
    int deep = 0;
    for (std::uint64_t seed = 1; seed <= 80; ++seed) {
        for (int depth = 1; depth < kDepths; ++depth) {
            EXPECT_EQ(corridor_lurkers(floor_of(seed, depth, 1)), 0) << "generation 1 is frozen";
            const Floor floor = floor_of(seed, depth, 2);
            const int lurkers = corridor_lurkers(floor);
            if (depth < from) {
                EXPECT_EQ(lurkers, 0) << "seed " << seed << " depth " << depth;
            } else {
                deep += lurkers;
            }
            for (const Placement& m : floor.population.monsters) {
                if (floor.map.at(m.cell) != Tile::corridor) continue;
                EXPECT_GT(chebyshev(m.cell, floor.map.stairs_up), kMonsterClearance);
            }
        }
    }
    EXPECT_GT(deep, 0) << "some deep corridors hide a lurker";
}

TEST(Population, TheFloorRulesDrawOnTheirOwnStreamsSoTheFloorsOwnPopulationIsUnchanged) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        for (int depth = 1; depth < kDepths; ++depth) {
            Floor floor = floor_of(seed, depth, 2);
            Rng rng = content_rng(seed, depth, 0);
            PopulationRequest request{seed, depth, 0, false};
            request.generation = 1;  // the same walls, without the rules
            const PopulationPlan without = plan_population(shipped(), floor.map, request, rng);
            std::erase_if(floor.population.items, [](const Placement& p) { return p.hidden; });
            const RowRef mimic = *shipped().find(shipped().constants.mimic);
            std::erase_if(floor.population.monsters, [&](const Placement& p) {
                return floor.map.at(p.cell) == Tile::corridor || p.row == mimic;
            });
            EXPECT_EQ(floor.population, without) << "seed " << seed << " depth " << depth;
        }
    }
}

bool holds_plus_row(const Placement& p) {
    return p.row.category == Category::weapon || p.row.category == Category::armour;
}

TEST(Population, FloorWeaponsAndArmourRollAPlusAndAMinusShouldTheySpawnCursedAndNothingElseDoes) {
    const GameConstants& k = shipped().constants;
    ASSERT_GT(k.gear_plus_percent, 0) << "the shipped tables roll pluses";
    ASSERT_GT(k.cursed_minus_max, 0);
    int gear = 0;
    int lucky = 0;
    std::set<int> pluses;
    std::set<int> minuses;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            for (const Placement& p : plan_for(seed, depth).items) {
                if (!holds_plus_row(p)) {
                    EXPECT_EQ(p.plus, 0);
                    EXPECT_EQ(p.cursed_plus, 0);
                    continue;
                }
                ++gear;
                lucky += p.plus > 0 ? 1 : 0;
                pluses.insert(p.plus);
                minuses.insert(p.cursed_plus);
            }
        }
    }
    ASSERT_GT(gear, 200);
    EXPECT_NEAR(lucky * 100.0 / gear, k.gear_plus_percent, 6.0) << gear << " pieces of gear";
    std::set<int> expected_pluses{0};
    std::set<int> expected_minuses;
    for (int i = 1; i <= k.gear_plus_max; ++i) expected_pluses.insert(i);
    for (int i = 1; i <= k.gear_plus_max; ++i) expected_minuses.insert(-std::min(i, k.cursed_minus_max));
    EXPECT_EQ(pluses, expected_pluses) << "most +0, some +1 to +gear_plus_max";
    EXPECT_EQ(minuses, expected_minuses) << "a cursed one -1 to -cursed_minus_max";
}

TEST(Population, TheRolledPlusDrawsOnItsOwnStreamSoRowsAndCellsAreTheSameWithoutIt) {
    Content plain = shipped();
    plain.constants.gear_plus_percent = 0;
    plain.constants.cursed_minus_max = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        for (int depth = 1; depth <= kDepths; ++depth) {
            const FloorMap map = generate_layout(seed, depth);
            Rng with_rng = content_rng(seed, depth, 0);
            Rng plain_rng = content_rng(seed, depth, 0);
            PopulationPlan with = plan_population(shipped(), map, {seed, depth, 0, false}, with_rng);
            const PopulationPlan without = plan_population(plain, map, {seed, depth, 0, false}, plain_rng);
            EXPECT_EQ(with_rng.state(), plain_rng.state()) << "the spawn rolls that follow draw the same";
            for (Placement& p : with.items) p.plus = p.cursed_plus = 0;
            EXPECT_EQ(with, without) << "seed " << seed << " depth " << depth;
        }
    }
}

TEST(Population, SpawnedGearCarriesTheRolledPlusOrTheMinusWhenItSpawnedCursed) {
    GameWorld world;
    LocationIndex places;
    places.cover(20, 10);
    Rng rng(11);
    SpawnContext ctx{world, places, shipped(), rng, 5};
    const RowRef sword = *shipped().find("short_sword");
    const int row_bonus = shipped().weapons[sword.index].mods.power_bonus;
    PopulationPlan plan;
    for (int x = 1; x <= 12; ++x) plan.items.push_back({sword, {x, 1}, false, false, 2, -3});
    ASSERT_TRUE(spawn_population(ctx, plan).empty());
    int cursed = 0;
    for (int x = 1; x <= 12; ++x) {
        ASSERT_EQ(places.at({x, 1}).size(), 1U);
        const ecs::Entity e = places.at({x, 1}).front();
        const Item& it = world.get<Item>(e);
        cursed += it.cursed ? 1 : 0;
        EXPECT_EQ(it.plus, it.cursed ? -3 : 2);
        EXPECT_EQ(world.get<Modifiers>(e).value.power_bonus, row_bonus + it.plus) << "the plus is in the bonus";
        EXPECT_FALSE(it.known) << "found, not identified";
    }
    EXPECT_LT(cursed, 12) << "a short sword is not always cursed";
}

TEST(Population, SomeGeneration2FloorsFromTheMimicDepthHideAMimicAwayFromTheStairAndGeneration1None) {
    const RowRef mimic = *shipped().find(shipped().constants.mimic);
    const auto mimics = [&](const Floor& floor) {
        return std::count_if(floor.population.monsters.begin(), floor.population.monsters.end(),
                             [&](const Placement& p) { return p.row == mimic; });
    };
    int found = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (int depth = 1; depth < kDepths; ++depth) {
            EXPECT_EQ(mimics(floor_of(seed, depth, 1)), 0) << "generation 1 is frozen";
            const Floor floor = floor_of(seed, depth, 2);
            const auto n = mimics(floor);
            ASSERT_LE(n, 1);
            if (depth < shipped().constants.mimic_depth) {
                EXPECT_EQ(n, 0) << "seed " << seed << " depth " << depth;
            }
            found += static_cast<int>(n);
            for (const Placement& p : floor.population.monsters) {
                if (p.row != mimic) continue;
                EXPECT_EQ(floor.map.at(p.cell), Tile::floor);
                EXPECT_GT(chebyshev(p.cell, floor.map.stairs_up), kMonsterClearance);
            }
        }
    }
    EXPECT_GT(found, 0);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
