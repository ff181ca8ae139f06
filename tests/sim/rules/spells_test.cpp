// Spells: every row cast by the player and, where its mechanic lets a mind choose it, by a monster, through
// the one action path; the pool pays (pay_for_spell breaks the spells conduct, for the player only); a full
// book asks which spell to forget; ward and might lend numbers through the one Loadout fold; the stairs heal.

#include "sim/rules/spells.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/monsters/minds.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::shipped_content;
using testing::wait_turns;

// The caster knows only `spell`, with magic to spare.
void teach_only(Game& g, ecs::Entity caster, const SpellDef& spell) {
    Spellbook& book = g.world.has<Spellbook>(caster) ? g.world.get<Spellbook>(caster) : g.world.emplace<Spellbook>(caster);
    book.spells = {spell.stable};
    if (!g.world.has<Magic>(caster)) g.world.emplace<Magic>(caster);
    g.world.get<Magic>(caster) = Magic{100, 100};
}

constexpr std::string_view kLine = R"(
    #########
    #@..k...#
    #########
)";

TEST(Spells, TheTableHasSixteenLearnableSpellsInFourTiers) {
    int learnable = 0;
    std::set<int> tiers;
    for (const SpellDef& spell : shipped_content().spells) {
        if (!spell.learnable) continue;
        ++learnable;
        tiers.insert(spell.tier);
    }
    EXPECT_GE(learnable, 16);
    EXPECT_EQ(tiers, (std::set<int>{1, 2, 3, 4}));
}

TEST(Spells, EverySpellIsCastByThePlayerThroughTheActionPathAndPaidFromItsPool) {
    for (const SpellDef& spell : shipped_content().spells) {
        auto s = build_scenario(kLine, {Mark{'k', "kobold", Movement::still}});
        Game& g = *s.game;
        g.world.get<Health>(s['k']) = Health{500, 500};
        teach_only(g, g.player, spell);
        const ActionResult r = apply_intent(g, g.player, Intent::cast(0, s.cell('k')));
        EXPECT_TRUE(r.spent_turn()) << spell.id << ": " << r.message;
        EXPECT_EQ(g.world.get<Magic>(g.player).ma, 100 - spell.cost) << spell.id;
        EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::spells), 0) << spell.id;
    }
}

TEST(Spells, EverySpellIsCastByAMonsterThroughTheSamePathAndBreaksNoConduct) {
    for (const SpellDef& spell : shipped_content().spells) {
        auto s = build_scenario(kLine, {Mark{'k', "kobold", Movement::still}});
        Game& g = *s.game;
        g.world.get<Health>(g.player) = Health{500, 500};
        teach_only(g, s['k'], spell);
        const ActionResult r = apply_intent(g, s['k'], Intent::cast(0, player_cell(g)));
        EXPECT_TRUE(r.spent_turn()) << spell.id << ": " << r.message;
        EXPECT_EQ(g.world.get<Magic>(s['k']).ma, 100 - spell.cost) << spell.id;
        EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::spells), 0) << spell.id;
    }
}

TEST(Spells, AnAimedBoltHurtsTheFirstCreatureOnItsLine) {
    auto s = build_scenario(R"(
        #######
        #@.r.k#
        #######
    )", {Mark{'r', "rat", Movement::still}, Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    const SpellDef* dart = g.content->find_spell(stable_id("magic_dart"));
    ASSERT_NE(dart, nullptr);
    teach_only(g, g.player, *dart);
    g.world.get<Health>(s['r']) = Health{500, 500};
    g.world.get<Health>(s['k']) = Health{500, 500};
    ASSERT_TRUE(apply_intent(g, g.player, Intent::cast(0, s.cell('k'))).spent_turn());
    EXPECT_LT(g.world.get<Health>(s['r']).hp, 500);
    EXPECT_EQ(g.world.get<Health>(s['k']).hp, 500);
    EXPECT_TRUE(logged(g, "You cast magic dart at the sewer rat."));
}

TEST(Spells, ADragonsBreathIsOneOfItsSpellsAndResistanceTurnsItAside) {
    auto s = build_scenario(R"(
        #####
        #@.D#
        #####
    )", {Mark{'D', "red_dragon", Movement::still}});
    Game& g = *s.game;
    g.world.set<FireImmune>(g.player);
    const int before = g.world.get<Health>(g.player).hp;
    const int pool = g.world.get<Magic>(s['D']).ma;
    ASSERT_TRUE(apply_intent(g, s['D'], Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(g.world.get<Health>(g.player).hp, before);
    EXPECT_TRUE(logged(g, "The red dragon breathes fire at you!"));
    EXPECT_TRUE(logged(g, "You are unharmed."));
    EXPECT_LT(g.world.get<Magic>(s['D']).ma, pool) << "the breath is paid from the dragon's own pool";
}

TEST(Spells, WithoutTheMagicOrWhenCancelledACastIsRefusedAndCostsNothing) {
    auto s = build_scenario(kLine, {Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    const SpellDef* dart = g.content->find_spell(stable_id("magic_dart"));
    teach_only(g, g.player, *dart);
    g.world.get<Magic>(g.player).ma = dart->cost - 1;
    EXPECT_FALSE(apply_intent(g, g.player, Intent::cast(0, s.cell('k'))).spent_turn());
    EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::spells), 0) << "nothing cast, nothing broken";
    EXPECT_FALSE(apply_intent(g, g.player, Intent::cast(3, s.cell('k'))).spent_turn()) << "no spell at 4";
    g.world.get<Magic>(g.player).ma = 100;
    g.world.set<Cancelled>(g.player);
    EXPECT_FALSE(apply_intent(g, g.player, Intent::cast(0, s.cell('k'))).spent_turn());
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, 100);
}

TEST(Spells, AMindCastsOnlyWhenTheLineReachesItsTargetFirst) {
    auto s = build_scenario(R"(
        ########
        #@.g..D#
        ########
    )",
                            {Mark{'g', "goblin", Movement::still}, Mark{'D', "red_dragon", Movement::still}});
    Game& g = *s.game;
    for (int i = 0; i < 50; ++i) EXPECT_NE(decide(g, s['D']).kind, IntentKind::cast);
}

TEST(Spells, AFifthSpellAsksWhichToForget) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    Spellbook& book = g.world.get<Spellbook>(g.player);
    book.spells.clear();
    std::vector<StableId> learnable;
    for (const SpellDef& spell : g.content->spells) {
        if (spell.learnable) learnable.push_back(spell.stable);
    }
    const int limit = g.constants().known_spells;
    for (int i = 0; i < limit; ++i) EXPECT_EQ(learn_spell(g, g.player, learnable[static_cast<std::size_t>(i)]), LearnResult::learned);
    const StableId fifth = learnable[static_cast<std::size_t>(limit)];
    EXPECT_EQ(learn_spell(g, g.player, fifth), LearnResult::book_full);
    EXPECT_EQ(g.world.get<Spellbook>(g.player).pending, fifth);
    ASSERT_TRUE(apply_intent(g, g.player, Intent::forget(1)).spent_turn());
    const Spellbook& after = g.world.get<Spellbook>(g.player);
    EXPECT_EQ(after.spells.size(), static_cast<std::size_t>(limit));
    EXPECT_EQ(after.spells[1], fifth);
    EXPECT_EQ(after.pending, StableId{});
    EXPECT_FALSE(apply_intent(g, g.player, Intent::forget(0)).spent_turn()) << "nothing pending";
    EXPECT_EQ(learn_spell(g, g.player, learnable[0]), LearnResult::already_known);
}

TEST(TimedModifiers, AWardLendsArmourThroughTheLoadoutForItsTurns) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const int base = loadout(g.world, g.player).armour_bonus;
    ASSERT_TRUE(ward(g, g.player, 2, 3));
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, base + 3);
    wait_turns(g, 2);
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, base);
    EXPECT_TRUE(logged(g, "Your ward fades."));
    EXPECT_EQ(g.world.get<CombatStats>(g.player).armour_bonus, 0) << "the base stat never changed";
}

TEST(TimedModifiers, MightLastsUntilTheNextFloor) {
    auto game = new_game(shipped_content(), 7, "tester");
    Game& g = *game;
    const int base = loadout(g.world, g.player).power_bonus;
    ASSERT_TRUE(empower(g, g.player, 2));
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, base + 2);
    wait_turns(g, 3);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, base + 2);
    enter_floor(g, FloorChange::trapdoor);
    wait_turns(g, 1);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, base);
}

TEST(Growth, RaiseLevelAddsMaximumHitPointsAndRestoreStrengthUndoesADrain) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const Health before = g.world.get<Health>(g.player);
    raise_level(g, g.player, 5);
    EXPECT_EQ(g.world.get<Health>(g.player).max_hp, before.max_hp + 5);
    EXPECT_EQ(g.world.get<Growth>(g.player).level, 2);
    const int power = loadout(g.world, g.player).power_bonus;
    change_power(g, g.player, -2);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, power - 2);
    EXPECT_EQ(restore_power(g, g.player), 2);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, power);
}

// docs/reference/spells.md has a row per spell giving its id, tier and cost, as the table says.
TEST(Spells, TheReferencePageListsEverySpellWithItsTierAndCost) {
    std::ifstream in(std::filesystem::path(YOORD_SOURCE_DIR) / "docs" / "reference" / "spells.md");
    ASSERT_TRUE(in) << "docs/reference/spells.md is missing";
    std::stringstream text;
    text << in.rdbuf();
    for (const SpellDef& spell : shipped_content().spells) {
        const std::string row = "| `" + spell.id + "` | " + spell.name + " | " + std::to_string(spell.tier) + " | " +
                                std::to_string(spell.cost) + " | " + std::string(enum_name(spell.mechanic)) + " |";
        EXPECT_NE(text.str().find(row), std::string::npos) << "docs/reference/spells.md needs the row: " << row;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
