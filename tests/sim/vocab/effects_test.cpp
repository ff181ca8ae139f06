#include "sim/vocab/effects.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "sim/tables/loader.hpp"
#include "sim/world/world.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Effects, EveryMarkerHasExactlyOneRegistryRowAtItsBit) {
    ASSERT_EQ(effect_table().size(), Markers::size);
    for (std::size_t i = 0; i < effect_table().size(); ++i) EXPECT_EQ(effect_table()[i].bit, i);
    EXPECT_EQ(effect_of<FireImmune>().id, "fire_immune");
    EXPECT_EQ(effect_of<Asleep>().bit, GameWorld::marker_bit<Asleep>);
}

// The state hash reads marker bits by position, so the registry's order is pinned: a new effect goes at the end.
TEST(Effects, GoldenListPinsTheBitOrder) {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/tests/golden/effects.golden");
    ASSERT_TRUE(in) << "tests/golden/effects.golden is missing";
    std::string line;
    std::size_t expected = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::size_t bit = 0;
        std::string id;
        fields >> bit >> id;
        ASSERT_EQ(bit, expected) << "golden lines must be numbered 0, 1, 2 ...";
        ASSERT_LT(bit, effect_table().size()) << "effect '" << id << "' was removed from the registry: never remove one";
        EXPECT_EQ(effect_table()[bit].id, id)
            << "effect bit " << bit << " moved: the state hash reads the bits by position. Put a new effect at the "
               "end of the registry (sim/vocab/effects.hpp) and append it to tests/golden/effects.golden.";
        ++expected;
    }
    EXPECT_EQ(expected, effect_table().size()) << "a new effect is missing from tests/golden/effects.golden: append it";
}

TEST(Effects, IdsAreUniquePlainAndHashedWithStableId) {
    std::set<std::string_view> seen;
    for (const EffectInfo& e : effect_table()) {
        EXPECT_TRUE(seen.insert(e.id).second) << e.id;
        EXPECT_EQ(e.stable, stable_id(e.id)) << e.id;
        for (char ch : e.id) EXPECT_TRUE((ch >= 'a' && ch <= 'z') || ch == '_') << e.id;
    }
}

TEST(Effects, AtLeastFortyEffects) { EXPECT_GE(effect_table().size(), 40u); }

TEST(Effects, FindByIdAndByStableIdAgree) {
    for (const EffectInfo& e : effect_table()) {
        EXPECT_EQ(find_effect(e.id), &e);
        EXPECT_EQ(find_effect(e.stable), &e);
    }
    EXPECT_EQ(find_effect("fire_imune"), nullptr);
}

TEST(Effects, TimedConditionsSayWhenTheyEnd) {
    for (const auto* id : {"confused", "blind", "paralysed", "asleep", "hasted", "slowed"}) {
        ASSERT_NE(find_effect(id), nullptr) << id;
        EXPECT_FALSE(find_effect(id)->end_message.empty()) << id;
    }
}

// Issue 6: every effect is granted by some content row, or is marked internal (set by the rules only).
TEST(Effects, EveryEffectIsGrantedBySomeRowOrInternal) {
    const LoadResult r = load_embedded_content();
    ASSERT_TRUE(r.content);
    const Content& c = *r.content;
    std::set<std::size_t> granted;
    const auto add = [&](const std::vector<EffectRef>& grants) {
        for (const EffectRef& g : grants) granted.insert(g.bit);
    };
    for (const auto& m : c.monsters) add(m.grants);
    for (const auto& x : c.rings) add(x.grants);
    for (const auto& x : c.weapons) add(x.grants);
    for (const auto& x : c.armour) add(x.grants);
    for (const auto& x : c.launchers) add(x.grants);
    for (const auto& x : c.elements) add(x.grants);
    for (const auto& x : c.ammo) granted.insert(x.fired_by.bit);
    for (const EffectInfo& e : effect_table()) {
        if (e.internal()) continue;
        EXPECT_TRUE(granted.count(e.bit) != 0) << e.id << " is granted by no row and not marked internal";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
