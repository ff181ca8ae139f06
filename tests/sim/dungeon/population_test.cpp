#include "sim/dungeon/population.hpp"

#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/streams.hpp"
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
    EXPECT_EQ(&population_band(shipped(), kDepths + 5), &shipped().population.back());
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
        EXPECT_EQ(shipped().common(there.element->row).id, "element_of_yoord");
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

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
