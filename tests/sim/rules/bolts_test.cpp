// The one bolt shape: wands, spells, breath and thrown wands trace and release through sim/rules/bolts.hpp, so a
// victim's on_targeted abilities answer exactly once per shape. The probe is a gorgon: its petrifying gaze answers
// whoever turns on it (sim/rules/abilities.cpp), and says so each time it answers.

#include "sim/rules/bolts.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::Mark;
using testing::put;

constexpr std::string_view kLine = R"(
#########
#@..M...#
#########
)";

constexpr std::string_view kGaze = "gaze and turn to stone";

// How many times the log says the gaze answered.
int gazes(const Game& g) {
    int n = 0;
    for (const Message& m : g.log.messages()) {
        if (m.text.find(kGaze) != std::string_view::npos) n += static_cast<int>(m.repeats);
    }
    return n;
}

testing::Scenario gorgon_ahead() {
    auto s = build_scenario(kLine.substr(1), {Mark{'M', "gorgon", Movement::still}});
    s.game->world.get<Health>(s['M']) = Health{500, 500};
    return s;
}

void teach(Game& g, std::string_view spell_id) {
    const SpellDef* spell = g.content->find_spell(stable_id(spell_id));
    ASSERT_NE(spell, nullptr) << spell_id;
    g.world.get<Spellbook>(g.player).spells = {spell->stable};
    g.world.get<Magic>(g.player) = Magic{100, 100};
}

TEST(Bolts, AWandBoltLetsTheVictimAnswerOnce) {
    auto s = gorgon_ahead();
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_striking", Place::in_pack(g.player, 0));
    ASSERT_TRUE(apply_intent(g, g.player, Intent::zap(letter_of(g, wand), s.cell('M'))).spent_turn());
    EXPECT_EQ(gazes(g), 1);
}

TEST(Bolts, ASpellBoltLetsTheVictimAnswerOnce) {
    auto s = gorgon_ahead();
    Game& g = *s.game;
    teach(g, "magic_dart");
    ASSERT_TRUE(apply_intent(g, g.player, Intent::cast(0, s.cell('M'))).spent_turn());
    EXPECT_EQ(gazes(g), 1) << "the dart's damage and its hex are one shape, not two";
}

TEST(Bolts, ASpellBeamLetsTheVictimAnswerOnce) {
    auto s = gorgon_ahead();
    Game& g = *s.game;
    teach(g, "lightning_beam");
    ASSERT_TRUE(apply_intent(g, g.player, Intent::cast(0, s.cell('M'))).spent_turn());
    EXPECT_EQ(gazes(g), 1);
}

TEST(Bolts, ABreathLetsTheVictimAnswerOnce) {
    auto s = gorgon_ahead();
    Game& g = *s.game;
    teach(g, "fire_breath");
    ASSERT_TRUE(apply_intent(g, g.player, Intent::cast(0, s.cell('M'))).spent_turn());
    EXPECT_EQ(gazes(g), 1);
}

TEST(Bolts, AThrownWandLetsTheVictimAnswerOnce) {
    auto s = gorgon_ahead();
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_striking", Place::in_pack(g.player, 0));
    ASSERT_TRUE(apply_intent(g, g.player, Intent::throw_item(letter_of(g, wand), s.cell('M'))).spent_turn());
    EXPECT_EQ(gazes(g), 1);
}

TEST(Bolts, ABoltStopsAtTheFirstCreatureAndABeamGoesThrough) {
    auto s = build_scenario("#########\n#@.a.b..#\n#########\n",
                            {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    const BoltReach bolt = trace_bolt(g, BoltShape::bolt, g.player, player_cell(g), s.cell('b'), 8, 0);
    const BoltReach beam = trace_bolt(g, BoltShape::beam, g.player, player_cell(g), s.cell('b'), 8, 0);
    EXPECT_EQ(bolt.caught, (std::vector<ecs::Entity>{s['a']}));
    EXPECT_EQ(beam.caught, (std::vector<ecs::Entity>{s['a'], s['b']}));
}

TEST(Bolts, ABlastBurstsAtTheFirstCreatureAndCatchesAllAroundButTheSourceInUidOrder) {
    auto s = build_scenario("#########\n#@.ab...#\n#...c...#\n#########\n",
                            {Mark{'c', "rat", Movement::still}, Mark{'b', "rat", Movement::still},
                             Mark{'a', "rat", Movement::still}});
    Game& g = *s.game;
    const BoltReach blast = trace_bolt(g, BoltShape::blast, g.player, player_cell(g), Point{7, 1}, 8, 1);
    EXPECT_EQ(blast.burst, s.cell('a'));
    std::vector<ecs::Entity> by_uid{s['a'], s['b'], s['c']};
    std::sort(by_uid.begin(), by_uid.end(), [&](ecs::Entity x, ecs::Entity y) { return g.world.uid(x) < g.world.uid(y); });
    EXPECT_EQ(blast.caught, by_uid);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
