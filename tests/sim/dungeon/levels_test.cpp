#include "sim/dungeon/levels.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

constexpr int kFirstSpecialDepth = 6;
constexpr int kLastSpecialDepth = 12;

// The shipped ordinary rows repeat generation 1's rule, so a generation-2 floor that no special row takes has the
// kind generation 1 gives it: generation 2 is generation 1 plus its special levels.
TEST(LevelChoice, AnOrdinaryFloorOfGenerationTwoHasGenerationOnesKind) {
    int ordinary = 0;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        for (int depth = 1; depth <= shipped().constants.final_depth; ++depth) {
            const LevelDef& level = choose_level(shipped(), seed, depth);
            if (level.special) continue;
            ++ordinary;
            EXPECT_EQ(layout_kind_of(level.layout), choose_layout_kind(seed, depth)) << seed << " " << depth;
        }
    }
    EXPECT_GT(ordinary, 500 * 11);
}

// About one floor in ten from depth 6 to 12 is special, each kind among them; none outside those depths.
TEST(LevelChoice, SpecialLevelsComeAboutOneFloorInTenFromDepthSixToTwelve) {
    constexpr std::uint64_t kSeeds = 2000;
    std::map<std::string, int> kinds;
    int special = 0;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        for (int depth = 1; depth <= shipped().constants.final_depth; ++depth) {
            const LevelDef& level = choose_level(shipped(), seed, depth);
            const bool deep_enough = depth >= kFirstSpecialDepth && depth <= kLastSpecialDepth;
            if (!deep_enough) {
                EXPECT_FALSE(level.special) << level.id << " on depth " << depth;
                continue;
            }
            if (!level.special) continue;
            ++special;
            ++kinds[level.id];
        }
    }
    const int floors = static_cast<int>(kSeeds) * (kLastSpecialDepth - kFirstSpecialDepth + 1);
    EXPECT_GT(special * 100, floors * 7) << special << " of " << floors;
    EXPECT_LT(special * 100, floors * 13) << special << " of " << floors;
    for (const char* id : {"battlefield", "vault", "castle", "island"}) EXPECT_GT(kinds[id], 0) << id;
}

// --level ID makes every floor that row, at any depth.
TEST(LevelChoice, AForcedLevelIsEveryFloor) {
    for (int depth = 1; depth <= shipped().constants.final_depth; ++depth) {
        EXPECT_EQ(choose_level(shipped(), 9, depth, stable_id("castle")).id, "castle");
        Descent d{9, depth, 0, false};
        d.generation = 2;
        d.level = stable_id("island");
        EXPECT_EQ(layout_of(shipped(), d).kind, LayoutKind::island);
    }
}

// The special rows' draw is on its own stream: with no special row at all, every floor is the ordinary one.
TEST(LevelChoice, WithoutSpecialRowsEveryFloorIsItsOrdinaryKind) {
    Content plain = shipped();
    std::erase_if(plain.levels, [](const LevelDef& l) { return l.special; });
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        for (int depth = 1; depth <= 13; ++depth) {
            const LevelDef& with = choose_level(shipped(), seed, depth);
            const LevelDef& without = choose_level(plain, seed, depth);
            if (!with.special) {
                EXPECT_EQ(with.id, without.id);
            }
            EXPECT_EQ(layout_kind_of(without.layout), choose_layout_kind(seed, depth));
        }
    }
}

TEST(LevelChoice, EveryLayoutNamesItsGenerator) {
    EXPECT_EQ(layout_kind_of(LevelLayout::rooms), LayoutKind::rogue);
    EXPECT_EQ(layout_kind_of(LevelLayout::battlefield), LayoutKind::battlefield);
    EXPECT_EQ(layout_kind_of(LevelLayout::honeycomb), LayoutKind::honeycomb);
    EXPECT_EQ(layout_kind_of(LevelLayout::castle), LayoutKind::castle);
    EXPECT_EQ(layout_kind_of(LevelLayout::island), LayoutKind::island);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
