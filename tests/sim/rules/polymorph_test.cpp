// Polymorph: a monster becomes another row; the player takes a new body (keeping what it grew), is shocked through
// the one door for harm, goes home on a coin, may become a chimera, sheds gear its new body cannot wear, and the
// save, the dump and the leaderboard keep both bodies. Every door: the wand, the spell (cast by the player and by a
// monster), the potion and the ring's fits.

#include "sim/rules/polymorph.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/save/save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/spells.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::letter_of;
using testing::logged;
using testing::put;

// The shipped content where polymorph can only choose among `forms` (each placed, from depth 1, equally likely),
// with no system shock and no chimera unless a test asks. Every other row is put out of reach (deeper than any
// floor), not weighed at 0: a floor's population draws by weight and a weight must be positive.
constexpr int kOutOfReach = 99;
Content only_forms(std::initializer_list<std::string_view> forms) {
    Content tuned = testing::shipped_content();
    for (MonsterDef& m : tuned.monsters) {
        m.min_depth = kOutOfReach;
        for (const std::string_view id : forms) {
            if (m.id != id) continue;
            m.weight = 1;
            m.min_depth = 1;
            m.placed = true;
        }
    }
    tuned.constants.polymorph_shock_max = 0;
    tuned.constants.polymorph_chimera_percent = 0;
    return tuned;
}

const MonsterDef& row(const Content& content, std::string_view id) {
    const std::optional<RowRef> ref = content.find(id);
    EXPECT_TRUE(ref.has_value()) << id;
    return content.monsters[ref.value_or(RowRef{}).index];
}

testing::Scenario alone(const Content& content) {
    testing::Scenario s = testing::build_scenario(R"(
        #######
        #.....#
        #..@..#
        #.....#
        #######
    )", {});
    s.game->content = &content;
    return s;
}

TEST(Polymorph, ThePlayerTakesTheNewBodysNumbersAndGrantsAndKeepsWhatItGrew) {
    const Content tuned = only_forms({"cave_bat"});
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    change_power(g, g.player, 2);  // grown, and kept through the change
    const ecs::Entity potion = put(g, "potion_of_healing", Place::in_pack(g.player));
    const MonsterDef& bat = row(tuned, "cave_bat");
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    EXPECT_EQ(body_of(g), &bat);
    ASSERT_TRUE(g.world.has<Polymorphed>(g.player));
    EXPECT_EQ(g.world.get<Polymorphed>(g.player).own, StableId{}) << "the run's own body is the human";
    const CombatStats& stats = g.world.get<CombatStats>(g.player);
    EXPECT_EQ(stats.power_die, bat.power_die);
    EXPECT_EQ(stats.power_bonus, bat.power_bonus + 2);
    EXPECT_EQ(g.world.get<Health>(g.player).max_hp, bat.hp);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, bat.hp) << "unhurt before, unhurt after";
    EXPECT_EQ(g.world.get<Energy>(g.player).tempo, bat.tempo);
    EXPECT_EQ(g.world.get<Renderable>(g.player).glyph, '@');
    EXPECT_EQ(g.world.get<Renderable>(g.player).colour, bat.colour);
    EXPECT_TRUE(has_effect<Flies>(g.world, g.player));
    EXPECT_EQ(g.world.get<Location>(potion).place.kind, PlaceKind::pack) << "the pack stays the player's";
    EXPECT_TRUE(logged(g, "you turn into a cave bat"));
    EXPECT_EQ(body_id(g), "human") << "the leaderboard names the run by its own body";
}

TEST(Polymorph, TheSystemShockIsHarmSoTheDamageConductSeesItAndItCanKill) {
    Content tuned = only_forms({"rat"});
    tuned.constants.polymorph_shock_max = 6;
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    ASSERT_NE(kept_conducts(g) & conduct_bit(Conduct::damage), 0u);
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    const Health& hp = g.world.get<Health>(g.player);
    EXPECT_LT(hp.hp, hp.max_hp);
    EXPECT_GE(hp.hp, hp.max_hp - 6);
    EXPECT_TRUE(logged(g, "The change racks your system!"));
    EXPECT_EQ(kept_conducts(g) & conduct_bit(Conduct::damage), 0u);

    tuned.constants.polymorph_home_percent = 0;
    set_hit_points(g, g.player, 1);
    tuned.monsters[tuned.find("jackal")->index].weight = 1;
    tuned.monsters[tuned.find("jackal")->index].placed = true;
    tuned.monsters[tuned.find("jackal")->index].min_depth = 1;
    tuned.monsters[tuned.find("rat")->index].min_depth = kOutOfReach;
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    EXPECT_EQ(body_of(g), &row(tuned, "rat")) << "the shock comes first, in the body it leaves";
    deaths_system(g);
    EXPECT_EQ(g.outcome, Outcome::dead);
    EXPECT_NE(run_dump_text(g, DumpFacts{}).find("system shock"), std::string::npos);
}

TEST(Polymorph, APolymorphedPlayerGoesHomeOnTheCoinOrTakesAnotherBody) {
    Content tuned = only_forms({"rat", "jackal"});
    tuned.constants.polymorph_home_percent = 100;
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    raise_max_hp(g, g.player, 4);  // grown: 34 of 34
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    ASSERT_NE(body_of(g), nullptr);
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    EXPECT_EQ(body_of(g), nullptr) << "home: the human again";
    EXPECT_FALSE(g.world.has<Polymorphed>(g.player));
    EXPECT_FALSE(g.world.has<Body>(g.player));
    EXPECT_EQ(g.world.get<Health>(g.player).max_hp, g.constants().player_hp + 4);
    EXPECT_EQ(g.world.get<Energy>(g.player).tempo, Tempo::normal);
    EXPECT_EQ(g.world.get<Renderable>(g.player).colour, ColourName::white);
    EXPECT_TRUE(logged(g, "you are your own self again"));

    tuned.constants.polymorph_home_percent = 0;
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    const MonsterDef* first = body_of(g);
    ASSERT_NE(first, nullptr);
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    ASSERT_NE(body_of(g), nullptr);
    EXPECT_NE(body_of(g), first) << "tails: another body, never the one worn";
    EXPECT_TRUE(g.world.has<Polymorphed>(g.player));
}

TEST(Polymorph, APlayerInABodyOfItsOwnGoesHomeToThatBody) {
    Content tuned = only_forms({"rat"});
    tuned.constants.polymorph_home_percent = 100;
    StartChoices start;
    start.body = tuned.find("lurk");
    auto g = new_game(tuned, 3, "tester", {}, start);
    ASSERT_TRUE(polymorph(*g, g->player, ecs::null_entity));
    EXPECT_EQ(body_of(*g), &row(tuned, "rat"));
    EXPECT_FALSE(has_effect<Grows>(g->world, g->player)) << "the lurk's grants left with its body";
    EXPECT_EQ(body_id(*g), "lurk");
    ASSERT_TRUE(polymorph(*g, g->player, ecs::null_entity));
    EXPECT_EQ(body_of(*g), &row(tuned, "lurk"));
    EXPECT_TRUE(has_effect<Grows>(g->world, g->player));
    EXPECT_FALSE(g->world.has<Polymorphed>(g->player));
}

TEST(Polymorph, AChimeraHoldsTheGrantsOfBothRowsAndLosesThemGoingHome) {
    Content tuned = only_forms({"cave_bat", "lurk"});
    tuned.constants.polymorph_chimera_percent = 100;
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    // Either row may come first; the other is the chimera's.
    for (int tries = 0; tries < 20 && chimera_of(g) == nullptr; ++tries) {
        if (g.world.has<Polymorphed>(g.player)) {
            tuned.constants.polymorph_home_percent = 100;
            (void)polymorph(g, g.player, ecs::null_entity);
            tuned.constants.polymorph_home_percent = 50;
        }
        (void)polymorph(g, g.player, ecs::null_entity);
    }
    ASSERT_NE(chimera_of(g), nullptr);
    EXPECT_NE(chimera_of(g), body_of(g));
    EXPECT_TRUE(has_effect<Flies>(g.world, g.player)) << "the bat's";
    EXPECT_TRUE(has_effect<RingsOnly>(g.world, g.player)) << "the lurk's";
    EXPECT_TRUE(logged(g, "chimera"));
    const std::string dump = run_dump_text(g, DumpFacts{});
    EXPECT_NE(dump.find("a chimera with the gifts of"), std::string::npos) << dump;
    tuned.constants.polymorph_home_percent = 100;
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    EXPECT_FALSE(has_effect<Flies>(g.world, g.player));
    EXPECT_FALSE(has_effect<RingsOnly>(g.world, g.player));
    EXPECT_EQ(chimera_of(g), nullptr);
}

TEST(Polymorph, WornGearTheNewBodyCannotWearFallsToTheFloor) {
    const Content tuned = only_forms({"lurk"});
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    const ecs::Entity mail = put(g, "leather_armour", Place::in_pack(g.player));
    const ecs::Entity ring = put(g, "ring_of_protection", Place::in_pack(g.player));
    ASSERT_TRUE(try_intent(g, g.player, Intent::equip(letter_of(g, mail))).spent_turn());
    ASSERT_TRUE(try_intent(g, g.player, Intent::equip(letter_of(g, ring))).spent_turn());
    g.world.get<Item>(mail).cursed = true;  // welded on, and still it falls: the body cannot hold it
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    EXPECT_EQ(g.world.get<Location>(mail).place.kind, PlaceKind::cell);
    EXPECT_EQ(g.world.get<Position>(mail).cell, player_cell(g));
    EXPECT_EQ(g.world.get<Location>(ring).place.kind, PlaceKind::slot) << "a ring stays on";
    EXPECT_TRUE(logged(g, "falls off your new body"));
}

TEST(Polymorph, TheSaveKeepsBothBodiesAndTheDumpShowsThem) {
    Content tuned = only_forms({"cave_bat", "rat"});
    tuned.constants.polymorph_chimera_percent = 100;
    auto game = new_game(tuned, 8, "tester");  // a real floor: a save is refused on walls its seed does not build
    Game& g = *game;
    ASSERT_TRUE(polymorph(g, g.player, ecs::null_entity));
    ASSERT_NE(chimera_of(g), nullptr);
    auto back = save::testing::reload(g, tuned);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(g));
    EXPECT_EQ(body_of(*back), body_of(g));
    EXPECT_EQ(chimera_of(*back), chimera_of(g));
    EXPECT_EQ(body_id(*back), "human");
    const std::string dump = run_dump_text(g, DumpFacts{});
    EXPECT_NE(dump.find("Body          human"), std::string::npos) << dump;
    EXPECT_NE(dump.find("Form now"), std::string::npos) << dump;
    EXPECT_EQ(score_entry(g, "2026-12-06 10:00:00").body, "human");
}

TEST(Polymorph, AMonsterBecomesAnotherRowAndDropsWhatItCarried) {
    const Content tuned = only_forms({"jackal"});
    testing::Scenario s = testing::build_scenario("#####\n#@.r#\n#####\n", {testing::Mark{'r', "rat"}});
    Game& g = *s.game;
    g.content = &tuned;
    const ecs::Entity rat = s['r'];
    const ecs::Entity coin = put(g, "gold_coins", Place::in_pack(rat));
    ASSERT_TRUE(polymorph(g, rat, g.player));
    EXPECT_FALSE(g.world.valid(rat));
    bool jackal = false;
    for (const ecs::Entity e : g.places.at({3, 1})) {
        const Identity* id = g.world.try_get<Identity>(e);
        jackal = jackal || (id != nullptr && id->id == row(tuned, "jackal").stable);
    }
    EXPECT_TRUE(jackal);
    EXPECT_EQ(g.world.get<Location>(coin).place.kind, PlaceKind::cell);
}

TEST(Polymorph, ThePlayersSpellTurnsTheFirstCreatureInLineIntoAnother) {
    const Content tuned = only_forms({"jackal"});
    testing::Scenario s = testing::build_scenario("#######\n#@..r.#\n#######\n", {testing::Mark{'r', "rat"}});
    Game& g = *s.game;
    g.content = &tuned;
    g.world.get<Spellbook>(g.player).spells = {stable_id("polymorph")};
    g.world.get<Magic>(g.player).ma = 20;
    ASSERT_TRUE(try_intent(g, g.player, Intent::cast(0, s.cell('r'))).spent_turn());
    EXPECT_FALSE(s.alive('r'));
    EXPECT_TRUE(logged(g, "turns into a jackal"));
}

TEST(Polymorph, AMonstersSpellTurnsThePlayerIntoAnotherBody) {
    const Content tuned = only_forms({"jackal"});
    testing::Scenario s = testing::build_scenario("#######\n#@...k#\n#######\n", {testing::Mark{'k', "kobold"}});
    Game& g = *s.game;
    g.content = &tuned;
    const ecs::Entity kobold = s['k'];
    g.world.emplace_or_replace<Spellbook>(kobold, Spellbook{{stable_id("polymorph")}, {}});
    g.world.emplace_or_replace<Magic>(kobold, Magic{20, 20});
    ASSERT_TRUE(try_intent(g, kobold, Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(body_of(g), &row(tuned, "jackal"));
    EXPECT_TRUE(logged(g, "you turn into a jackal"));
}

TEST(Polymorph, APotionOfPolymorphDrunkGivesTheDrinkerANewBody) {
    const Content tuned = only_forms({"jackal"});
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    const ecs::Entity potion = put(g, "potion_of_polymorph", Place::in_pack(g.player));
    ASSERT_TRUE(try_intent(g, g.player, Intent::quaff(letter_of(g, potion))).spent_turn());
    EXPECT_EQ(body_of(g), &row(tuned, "jackal"));
}

TEST(Polymorph, TheRingOfPolymorphChangesItsWearerNowAndThen) {
    const Content tuned = only_forms({"jackal", "rat"});
    testing::Scenario s = alone(tuned);
    Game& g = *s.game;
    const ecs::Entity ring = put(g, "ring_of_polymorph", Place::in_pack(g.player));
    g.world.get<Item>(ring).cursed = false;
    ASSERT_TRUE(try_intent(g, g.player, Intent::equip(letter_of(g, ring))).spent_turn());
    int turns = 0;
    while (turns < 2000 && !g.world.has<Polymorphed>(g.player)) {
        testing::wait_turns(g, 1);
        ++turns;
    }
    EXPECT_TRUE(g.world.has<Polymorphed>(g.player)) << "about one turn in a hundred";
    EXPECT_GT(turns, 1) << "not at once";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
