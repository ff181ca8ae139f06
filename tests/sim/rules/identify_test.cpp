// Unknown item kinds: appearances shuffled per seed, learnt on a use that shows them or by identify.

#include "sim/rules/identify.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <span>

#include "sim/effect_test_support.hpp"
#include "sim/items/wands.hpp"
#include "sim/items/pack.hpp"
#include "sim/io/save/save.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/text/names.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::shipped_content;

constexpr std::string_view kRoom = R"(
    #########
    #@......#
    #########
)";
constexpr std::string_view kRatRoom = R"(
    #########
    #@...r..#
    #########
)";
constexpr std::array kUnknownKinds{Category::potion, Category::scroll, Category::wand};

RowRef row_of(std::string_view id) { return *shipped_content().find(id); }

TEST(Identify, OnlyPotionsScrollsAndWandsHaveAppearances) {
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto cat = static_cast<Category>(c);
        const bool expected = cat == Category::potion || cat == Category::scroll || cat == Category::wand;
        EXPECT_EQ(has_appearances(cat), expected) << Category_names[c];
    }
}

TEST(Identify, AppearancesAreDistinctWithinACategoryForEverySeed) {
    const Content& content = shipped_content();
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        for (const Category c : kUnknownKinds) {
            std::set<std::string> looks;
            for (std::uint32_t i = 0; i < content.row_count(c); ++i) {
                const std::string look = appearance(content, seed, RowRef{c, i});
                EXPECT_FALSE(look.empty());
                EXPECT_EQ(look.find(content.common(RowRef{c, i}).name), std::string::npos) << look;
                looks.insert(look);
            }
            EXPECT_EQ(looks.size(), content.row_count(c)) << "seed " << seed << " " << Category_names[std::size_t(c)];
        }
    }
}

TEST(Identify, AppearancesDependOnTheSeedAndNothingElse) {
    const Content& content = shipped_content();
    const RowRef healing = row_of("potion_of_healing");
    EXPECT_EQ(appearance(content, 7, healing), appearance(content, 7, healing));
    std::set<std::string> across_seeds;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) across_seeds.insert(appearance(content, seed, healing));
    EXPECT_GT(across_seeds.size(), 5u) << "shuffled per run";

    auto a = build_scenario(kRoom, {}, 7);
    auto b = build_scenario(kRoom, {}, 7);
    const ecs::Entity pa = put(*a.game, "scroll_of_light", Place::in_pack(a.game->player));
    const ecs::Entity pb = put(*b.game, "scroll_of_light", Place::in_pack(b.game->player));
    const std::uint64_t before = state_hash(*a.game);
    EXPECT_EQ(item_name(*a.game, pa), item_name(*b.game, pb));
    EXPECT_EQ(item_name(*a.game, pa), appearance(content, 7, row_of("scroll_of_light")));
    EXPECT_EQ(state_hash(*a.game), before) << "naming draws nothing from the game's stream";
}

TEST(Identify, ADrunkPotionIsLearntWhenItsEffectShows) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity first = put(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity second = put(g, "potion_of_healing", Place::in_pack(g.player));
    EXPECT_EQ(item_name(g, second), appearance(*g.content, g.descent.seed, row_of("potion_of_healing")));
    EXPECT_FALSE(kind_known(g, second));
    g.world.get<Health>(g.player).hp = 1;
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, first))).spent);
    EXPECT_TRUE(kind_known(g, second));
    EXPECT_EQ(item_name(g, second), "potion of healing");
    EXPECT_TRUE(logged(g, "That was a potion of healing."));
}

TEST(Identify, APotionWhoseEffectShowsNothingStaysUnknown) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "potion_of_healing", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, p))).spent);  // at full health: nothing to see
    EXPECT_FALSE(kind_known(g, row_of("potion_of_healing")));
}

TEST(Identify, AReadScrollIsLearnt) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "scroll_of_light", Place::in_pack(g.player));
    const std::string looks = item_name(g, p);
    EXPECT_EQ(looks.rfind("scroll labelled ", 0), 0u) << looks;
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, p))).spent);
    EXPECT_TRUE(logged(g, "You read the " + looks + "."));
    EXPECT_TRUE(kind_known(g, row_of("scroll_of_light")));
}

TEST(Identify, AWandIsLearntWhenThePlayerSeesWhatItDid) {
    auto s = build_scenario(kRatRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_slowness", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, wand), s.cell('r'))).spent);
    EXPECT_TRUE(kind_known(g, wand));
    EXPECT_EQ(item_name(g, wand).rfind("wand of slowness", 0), 0u) << item_name(g, wand);
    EXPECT_TRUE(logged(g, "That is a wand of slowness."));
}

TEST(Identify, AWandZappedAtNothingStaysUnknown) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_slowness", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, wand), Point{4, 1})).spent);
    EXPECT_FALSE(kind_known(g, wand));
}

TEST(Identify, AScrollOfIdentifyTeachesTheKindsOfWhatIsCarried) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity potion = put(g, "potion_of_speed", Place::in_pack(g.player));
    const ecs::Entity wand = put(g, "wand_of_fire", Place::in_pack(g.player));
    const ecs::Entity scroll = put(g, "scroll_of_identify", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, scroll))).spent);
    EXPECT_TRUE(kind_known(g, potion));
    EXPECT_TRUE(kind_known(g, wand));
    EXPECT_TRUE(kind_known(g, row_of("scroll_of_identify")));
    EXPECT_EQ(item_name(g, potion), "potion of speed");
}

TEST(Identify, AnItemOnTheFloorIsNamedAsThePlayerKnowsIt) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "potion_of_speed", Place::at(Point{2, 1}));
    EXPECT_EQ(a_name_of(g, p).find("speed"), std::string::npos) << a_name_of(g, p);
    ASSERT_TRUE(learn_kind(g, p));
    EXPECT_FALSE(learn_kind(g, p)) << "learnt once";
    EXPECT_EQ(a_name_of(g, p), "a potion of speed");
}

TEST(Identify, WhatThePlayerKnowsIsPartOfTheStateHash) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "potion_of_speed", Place::in_pack(g.player));
    const std::uint64_t before = state_hash(g);
    ASSERT_TRUE(learn_kind(g, p));
    EXPECT_NE(state_hash(g), before);
}

TEST(Identify, WhatThePlayerKnowsSurvivesASaveAndLoad) {
    auto game = new_game(shipped_content(), 7, "Tess");  // a save keeps the seed, not the map: a real floor
    Game& g = *game;
    const ecs::Entity p = put(g, "potion_of_speed", Place::in_pack(g.player));
    ASSERT_TRUE(learn_kind(g, p));
    auto loaded = save::load_save(save::save_bytes(g), *g.content);
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_TRUE(kind_known(**loaded, row_of("potion_of_speed")));
    EXPECT_FALSE(kind_known(**loaded, row_of("potion_of_healing")));
    EXPECT_EQ(state_hash(**loaded), state_hash(g));
}

// NetHack's call: a use that showed nothing leaves the kind unknown and says so (an unknown_use event), and the
// player may then name the kind; every thing of it reads the name until the kind is known.
bool has_unknown_use(std::span<const TurnEvent> events, std::string_view row) {
    return std::any_of(events.begin(), events.end(),
                       [&](const TurnEvent& e) { return e.kind == EventKind::unknown_use && e.key == row; });
}

TEST(Identify, AUseThatShowsNothingOffersToCallTheKindAndOneThatShowsDoesNot) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity healing = put(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity wand = put(g, "wand_of_slowness", Place::in_pack(g.player));
    const ecs::Entity light = put(g, "scroll_of_light", Place::in_pack(g.player));
    EXPECT_TRUE(has_unknown_use(play_turn(g, Intent::quaff(letter_of(g, healing))).events, "potion_of_healing"))
        << "at full health a potion of healing shows nothing";
    EXPECT_TRUE(has_unknown_use(play_turn(g, Intent::zap(letter_of(g, wand), Point{4, 1})).events, "wand_of_slowness"));
    EXPECT_FALSE(has_unknown_use(play_turn(g, Intent::read(letter_of(g, light))).events, "scroll_of_light"))
        << "a scroll that showed what it is is learnt, not called";
    // A kind already known is never offered, whatever its use showed.
    const ecs::Entity again = put(g, "wand_of_slowness", Place::in_pack(g.player));
    ASSERT_TRUE(learn_kind(g, again));
    EXPECT_FALSE(has_unknown_use(play_turn(g, Intent::zap(letter_of(g, again), Point{4, 1})).events, "wand_of_slowness"));
}

TEST(Identify, ACalledKindReadsItsNameUntilTheKindIsKnown) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity first = put(g, "potion_of_speed", Place::in_pack(g.player));
    const ecs::Entity second = put(g, "potion_of_speed", Place::at(Point{3, 1}));
    const std::string look = appearance(*g.content, g.descent.seed, row_of("potion_of_speed"));
    ASSERT_TRUE(call_kind(g, row_of("potion_of_speed"), "  zoomy\n"));
    EXPECT_EQ(item_name(g, first), look + " called zoomy");
    EXPECT_EQ(a_name_of(g, second), with_article(look + " called zoomy")) << "on the floor too";
    EXPECT_EQ(kind_name(g, row_of("potion_of_healing")).find("zoomy"), std::string::npos) << "only that kind";
    ASSERT_TRUE(call_kind(g, row_of("potion_of_speed"), "fast?"));
    EXPECT_EQ(item_name(g, first), look + " called fast?") << "a second call replaces the first";
    ASSERT_TRUE(learn_kind(g, first));
    EXPECT_EQ(item_name(g, first), "potion of speed") << "a known kind goes by its name";
    EXPECT_FALSE(can_call(g, row_of("potion_of_speed")));
    EXPECT_FALSE(call_kind(g, row_of("potion_of_speed"), "again")) << "a known kind is not called";
    EXPECT_FALSE(call_kind(g, row_of("dagger"), "pointy")) << "gear has no unknown kind to call";
}

TEST(Identify, AnEmptyCallForgetsTheName) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "potion_of_speed", Place::in_pack(g.player));
    const std::string look = appearance(*g.content, g.descent.seed, row_of("potion_of_speed"));
    ASSERT_TRUE(call_kind(g, row_of("potion_of_speed"), "zoomy"));
    ASSERT_TRUE(call_kind(g, row_of("potion_of_speed"), "   "));
    EXPECT_EQ(item_name(g, p), look);
    EXPECT_TRUE(g.called.kinds.empty());
}

TEST(Identify, CallsAreKeptByASaveAndAreNoPartOfTheStateHash) {
    auto game = new_game(shipped_content(), 7, "Tess");
    Game& g = *game;
    const std::uint64_t before = state_hash(g);
    ASSERT_TRUE(call_kind(g, row_of("potion_of_speed"), "zoomy"));
    ASSERT_TRUE(call_kind(g, row_of("wand_of_fire"), "warm stick"));
    EXPECT_EQ(state_hash(g), before) << "a name is the player's note: no rule reads it";
    auto loaded = save::load_save(save::save_bytes(g), *g.content);
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ((*loaded)->called.kinds, g.called.kinds);
    EXPECT_EQ(kind_name(**loaded, row_of("wand_of_fire")),
              appearance(*g.content, g.descent.seed, row_of("wand_of_fire")) + " called warm stick");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
