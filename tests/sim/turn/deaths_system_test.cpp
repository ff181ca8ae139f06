// Every death is told once, whatever killed it (sim/turn/deaths_system.cpp), and only as far as the player sees.

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/turn/systems.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/text/say.hpp"
#include "tests/support/speaking.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

constexpr std::string_view kRoom = R"(
    #########
    #@..r.g.#
    #########
)";

testing::Scenario room() {
    return build_scenario(kRoom, {Mark{'r', "rat", Movement::still}, Mark{'g', "goblin", Movement::still}});
}

int count_containing(const Game& g, std::string_view text) {
    int n = 0;
    for (const Message& m : g.log.messages()) {
        if (m.text.find(text) != std::string::npos) n += static_cast<int>(m.repeats);
    }
    return n;
}

// The cause of death is kept as keys and rows, not as the words of the language the run was played in: the end
// panel, the dump and the board write it in the reader's language (issue 29, item 9).
TEST(Deaths, ThePlayersCauseOfDeathIsKeptAsWordsOfTheTableAndReadInAnyLanguage) {
    auto s = build_scenario(R"(
        ####
        #@r#
        ####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    harm(g, g.player, g.world.get<Health>(g.player).hp - 1, ecs::null_entity, Wording::plain("a fall"));
    for (int blow = 0; blow < 500 && g.outcome == Outcome::alive; ++blow) {
        (void)melee_attack(g, s['r'], g.player);
        deaths_system(g);
    }
    ASSERT_EQ(g.outcome, Outcome::dead);
    ASSERT_NE(g.death_cause.blank("cause"), nullptr);
    EXPECT_EQ(*g.death_cause.blank("cause"), Wording::of_row("rat", "sewer rat"));
    const std::string depth = std::to_string(g.depth());
    EXPECT_EQ(end_cause(g), "killed by a sewer rat on depth " + depth);
    {
        const Speaking portuguese("pt");
        EXPECT_EQ(end_cause(g), "morto por um rato de esgoto na profundidade " + depth);
    }
    {
        const Speaking spanish("es");
        EXPECT_NE(end_cause(g).find("rata"), std::string::npos) << end_cause(g);
    }
}

TEST(Deaths, PoisonAndSpikesAreNamedInTheReadersLanguageToo) {
    auto s = room();
    Game& g = *s.game;
    harm(g, g.player, g.world.get<Health>(g.player).hp, ecs::null_entity, Wording::of_key("cause.poison"));
    deaths_system(g);
    ASSERT_NE(g.death_cause.blank("cause"), nullptr);
    EXPECT_EQ(written(*g.death_cause.blank("cause")), "poison");
    const Speaking portuguese("pt");
    EXPECT_EQ(written(*g.death_cause.blank("cause")), "veneno");
    const Wording spikes = Wording::of_key("cause.spikes", {{"name", a_name_wording(g, s['g'])}});
    EXPECT_EQ(spikes, Wording::of_key("cause.spikes", {{"name", Wording::of_row("goblin", "goblin")}}));
}

TEST(Deaths, AKillByThePlayerFromAfarIsTold) {
    auto s = room();
    Game& g = *s.game;
    harm(g, s['r'], g.world.get<Health>(s['r']).hp, g.player, Wording::plain("you"));
    deaths_system(g);
    EXPECT_TRUE(logged(g, "You kill the sewer rat."));
}

TEST(Deaths, ATrapOrPoisonKillNamesItsCause) {
    auto s = room();
    Game& g = *s.game;
    harm(g, s['r'], g.world.get<Health>(s['r']).hp, ecs::null_entity, Wording::plain("a dart trap"));
    deaths_system(g);
    EXPECT_TRUE(logged(g, "The sewer rat is killed by a dart trap."));
}

TEST(Deaths, ACreaturesKillIsToldWithTheKiller) {
    auto s = room();
    Game& g = *s.game;
    harm(g, s['r'], g.world.get<Health>(s['r']).hp, s['g'], Wording::plain("a goblin"));
    deaths_system(g);
    EXPECT_TRUE(logged(g, "The goblin kills the sewer rat."));
}

TEST(Deaths, AMeleeKillIsToldOnceByItsBlow) {
    auto s = room();
    Game& g = *s.game;
    g.world.get<Health>(s['r']).hp = 1;
    (void)move_to(g.world, g.places, g.player, Place::at({3, 1}));
    for (int i = 0; i < 50 && s.alive('r'); ++i) {
        (void)play_turn(g, Intent::step(Direction::east));
    }
    ASSERT_FALSE(s.alive('r'));
    EXPECT_EQ(count_containing(g, "kill the sewer rat"), 1);
}

TEST(Deaths, DeathsOutOfSightAreNotTold) {
    auto s = room();
    Game& g = *s.game;
    (void)blind(g, g.player, 20);
    g.view.visible.reset(g.map().width(), g.map().height(), false);
    harm(g, s['r'], g.world.get<Health>(s['r']).hp, s['g'], Wording::plain("a goblin"));
    harm(g, s['g'], g.world.get<Health>(s['g']).hp, g.player, Wording::plain("you"));
    deaths_system(g);
    EXPECT_EQ(count_containing(g, "rat"), 0);
    EXPECT_TRUE(logged(g, "You kill something.")) << "the player hears of its own kills";
}

TEST(Deaths, AKillWithAFiredArrowIsTold) {
    auto s = room();
    Game& g = *s.game;
    g.world.get<Health>(s['r']).hp = 1;
    g.world.get<CombatStats>(s['r']) = CombatStats{1, 0, 0, 0};
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(arrows).count = 30;
    for (int i = 0; i < 30 && s.alive('r'); ++i) {
        ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('r'))).spent);
    }
    ASSERT_FALSE(s.alive('r'));
    EXPECT_TRUE(logged(g, "The arrow kills the sewer rat.")) << "the missile is the subject of its own blow";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
