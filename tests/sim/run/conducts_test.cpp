#include "sim/run/conducts.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "sim/rules/combat.hpp"
#include "sim/items/armour.hpp"
#include "sim/places/location.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/actions/actions.hpp"
#include "sim/scenario_support.hpp"
#include "sim/run/score.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::Mark;
using testing::put;

// The player with a rat two cells east and open floor around: room to throw, zap and strike.
constexpr std::string_view kRoom =
    "#######\n"
    "#.....#\n"
    "#.@.r.#\n"
    "#.....#\n"
    "#######\n";

testing::Scenario room() { return build_scenario(kRoom, {Mark{'r', "rat", Movement::still}}); }

// Runs only the player's action (no monster answers), so the mask shows what the act itself broke.
void act(Game& g, const Intent& intent) {
    const ActionResult r = try_intent(g, g.player, intent);
    ASSERT_TRUE(r.spent_turn()) << intent_name(intent.kind) << ": " << r.message;
}

TEST(Conducts, GoldenListPinsTheBitOrder) {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/tests/golden/conducts.golden");
    ASSERT_TRUE(in) << "tests/golden/conducts.golden is missing";
    std::string line;
    std::size_t expected = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::size_t bit = 0;
        std::string id;
        fields >> bit >> id;
        ASSERT_EQ(bit, expected) << "golden lines must be numbered 0, 1, 2 ...";
        ASSERT_LT(bit, kConductCount) << "conduct '" << id << "' was removed from sim/run/conducts.hpp: never remove one";
        EXPECT_EQ(conduct_id(static_cast<Conduct>(bit)), id)
            << "conduct bit " << bit << " changed: the order is a file format (leaderboard, saves). Put new "
               "conducts at the end of YOORD_CONDUCTS and append them to tests/golden/conducts.golden.";
        ++expected;
    }
    EXPECT_EQ(expected, kConductCount) << "a new conduct is missing from tests/golden/conducts.golden: append it";
}

TEST(Conducts, ANewRunHasKeptEveryConductButLurkWhichOnlyTheLurkKeeps) {
    auto s = room();
    EXPECT_EQ(s.game->conducts_broken, 0);
    EXPECT_EQ(kept_conducts(*s.game), kAllConducts & ~conduct_bit(Conduct::lurk));
    EXPECT_EQ(conducts_in(kAllConducts).size(), kConductCount);
    EXPECT_EQ(conduct_bonus_percent(kAllConducts), static_cast<int>(kConductCount) * kConductPercent);
}

TEST(Conducts, QuaffingBreaksPotionsOnly) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity potion = put(g, "potion_of_healing", Place::in_pack(g.player));
    act(g, Intent::quaff(letter_of(g, potion)));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::potions));
}

TEST(Conducts, ReadingBreaksScrollsOnly) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity scroll = put(g, "scroll_of_identify", Place::in_pack(g.player));
    act(g, Intent::read(letter_of(g, scroll)));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::scrolls));
}

TEST(Conducts, ZappingBreaksWandsOnlyEvenWithNoChargesLeft) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_striking", Place::in_pack(g.player));
    g.world.get<Charges>(wand).left = 0;
    act(g, Intent::zap(letter_of(g, wand), s.cell('r')));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::wands));
}

TEST(Conducts, TakingCoinsBreaksCoinsWhetherPickedUpOrWalkedOver) {
    for (const bool walk : {false, true}) {
        auto s = room();
        Game& g = *s.game;
        const Point east = player_cell(g) + offset(Direction::east);
        (void)put(g, "gold_coins", Place::at(walk ? east : player_cell(g)));
        act(g, walk ? Intent::step(Direction::east) : Intent::pick_up());
        EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::coins)) << (walk ? "walked over" : "picked up");
    }
}

TEST(Conducts, ThrowingAndFiringBreakRangedOnly) {
    auto s = room();
    Game& g = *s.game;
    const Point away = player_cell(g) + Point{0, -1};  // nobody there: no blow lands
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    act(g, Intent::throw_item(letter_of(g, dagger), away));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::ranged));

    auto t = room();
    Game& h = *t.game;
    (void)put(h, "short_bow", Place::worn(h.player, EquipSlot::launcher));  // worn directly: not an equip act
    const ecs::Entity arrows = put(h, "arrow", Place::in_pack(h.player));
    act(h, Intent::fire(letter_of(h, arrows), player_cell(h) + Point{0, -1}));
    EXPECT_EQ(h.conducts_broken, conduct_bit(Conduct::ranged));
}

TEST(Conducts, StrikingBreaksAttackingOnly) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    act(g, Intent::strike(Direction::east));
    EXPECT_EQ(g.conducts_broken & ~conduct_bit(Conduct::attacking), 0) << "only attacking (and nothing else)";
    EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::attacking), 0);
}

TEST(Conducts, LosingHitPointsBreaksDamageButHarmingAMonsterDoesNot) {
    auto s = room();
    Game& g = *s.game;
    harm(g, s['r'], 1, g.player, Wording::plain("you"));
    EXPECT_EQ(g.conducts_broken, 0) << "the player harming a monster is not the player losing hp";
    harm(g, g.player, 0, s['r'], Wording::plain("a rat"));
    EXPECT_EQ(g.conducts_broken, 0) << "a blow that does nothing costs no hp";
    harm(g, g.player, 1, s['r'], Wording::plain("a rat"));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::damage));
}

TEST(Conducts, PuttingOnGearBreaksGearAndPuttingOnArmourBreaksNothing) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity mail = put(g, "leather_armour", Place::in_pack(g.player));
    act(g, Intent::equip(letter_of(g, mail)));
    EXPECT_EQ(g.conducts_broken, 0) << "armour breaks its conduct only when it takes a killing blow";
    const ecs::Entity sword = put(g, "short_sword", Place::in_pack(g.player));
    act(g, Intent::equip(letter_of(g, sword)));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::gear));
    act(g, Intent::unequip(EquipSlot::weapon));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::gear)) << "taking gear off breaks nothing";
}

// Seed 002: armour breaks when worn armour takes a killing blow. That is the last stand: the suit takes the blow
// that would have killed, falls apart, and the wearer lives at 1 hit point, so a won run can break it too.
TEST(Conducts, ArmourBreaksWhenWornArmourTakesTheKillingBlowAndThePlayerLivesAtOneHitPoint) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity suit = put(g, "leather_armour", Place::worn(g.player, EquipSlot::armour));
    harm(g, g.player, 1, s['r'], Wording::plain("a sewer rat"));
    EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::armour), 0) << "a blow it lives through is no killing blow";
    harm(g, g.player, 1000, s['r'], Wording::plain("a sewer rat"));
    EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::armour), 0);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 1) << "the armour took the blow";
    EXPECT_TRUE(g.now.dying.empty()) << "nobody died";
    EXPECT_FALSE(g.world.valid(suit)) << "the suit fell apart";
    EXPECT_EQ(worn_in(g, g.player, EquipSlot::armour), ecs::null_entity);
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
    EXPECT_NE(g.log.messages().back().text.find("armour takes the killing blow and falls apart!"), std::string::npos)
        << g.log.messages().back().text;
    harm(g, g.player, 1000, s['r'], Wording::plain("a sewer rat"));
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 0) << "with no armour left, the next killing blow kills";
    ASSERT_EQ(g.now.dying.size(), 1U);
}

// Every rule once: a monster's suit takes its killing blow the same way (monsters have no conducts to break).
TEST(Conducts, AMonstersArmourTakesItsKillingBlowTooAndBreaksNoConduct) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity suit = put(g, "leather_armour", Place::worn(s['r'], EquipSlot::armour));
    harm(g, s['r'], 1000, g.player, Wording::plain("you"));
    EXPECT_EQ(g.world.get<Health>(s['r']).hp, 1);
    EXPECT_FALSE(g.world.valid(suit));
    EXPECT_TRUE(g.now.dying.empty());
    EXPECT_EQ(g.conducts_broken, 0);
    EXPECT_NE(g.log.messages().back().text.find("armour takes the killing blow and falls apart."), std::string::npos)
        << g.log.messages().back().text;
}

TEST(Conducts, AKillingBlowWithNoArmourWornKeepsArmour) {
    auto s = room();
    Game& g = *s.game;
    harm(g, g.player, 1000, s['r'], Wording::plain("a sewer rat"));
    EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::armour), 0);
    harm(g, s['r'], 1000, g.player, Wording::plain("you"));
    EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::armour), 0) << "a monster has no conducts";
}

// Seed 002: lurk is kept only by a run played as the lurk, read off the body (the `lurk_body` effect), never stored.
TEST(Conducts, LurkIsKeptOnlyByAPlayerWithTheLurksBodyAndWaitingBreaksNothing) {
    auto s = room();
    Game& g = *s.game;
    act(g, Intent::wait());
    EXPECT_EQ(g.conducts_broken, 0) << "waiting breaks nothing";
    EXPECT_EQ(kept_conducts(g) & conduct_bit(Conduct::lurk), 0);
    g.world.set<Lurks>(g.player);
    EXPECT_EQ(kept_conducts(g) & conduct_bit(Conduct::lurk), 0) << "engulfing (the lurker's lurks) is not the body";
    g.world.set<LurkBody>(g.player);
    EXPECT_NE(kept_conducts(g) & conduct_bit(Conduct::lurk), 0);
}

TEST(Conducts, SettlingALoadedMaskClearsOnlyTheTwoBitsWhoseMeaningChanged) {
    const ConductMask old = static_cast<ConductMask>(conduct_bit(Conduct::potions) | conduct_bit(Conduct::armour) |
                                                     conduct_bit(Conduct::lurk));
    EXPECT_EQ(settle_old_meanings(old), conduct_bit(Conduct::potions));
    EXPECT_EQ(settle_old_meanings(0), 0);
}

TEST(Conducts, EveryConductHasItsOwnMark) {
    std::string seen;
    for (const Conduct c : all_conducts()) {
        const char mark = conduct_mark(c);
        EXPECT_TRUE(mark > ' ' && mark < 127) << conduct_id(c) << ": a visible ASCII character";
        EXPECT_EQ(seen.find(mark), std::string::npos) << conduct_id(c) << " shares its mark";
        seen += mark;
    }
    EXPECT_EQ(conduct_marks(kAllConducts), seen);
    EXPECT_EQ(conduct_marks(conduct_bit(Conduct::coins) | conduct_bit(Conduct::potions)), "!$");
    EXPECT_EQ(conduct_marks(0), "-");
}

// The runes conduct breaks where a charged rune is read (sim/items/runes.cpp read_rune); an inert one breaks nothing.
TEST(Conducts, ReadingAChargedRuneBreaksRunesAndAnInertOneNothing) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity rune = put(g, "rune_of_ice", Place::in_pack(g.player));
    g.world.get<Charges>(rune).left = 0;
    EXPECT_FALSE(try_intent(g, g.player, Intent::read(letter_of(g, rune))).spent_turn());
    EXPECT_EQ(g.conducts_broken, 0);
    g.world.get<Charges>(rune).left = 1;
    act(g, Intent::read(letter_of(g, rune)));
    EXPECT_EQ(g.conducts_broken, conduct_bit(Conduct::runes));
}

TEST(Conducts, AMonsterNeverBreaksOne) {
    auto s = room();
    Game& g = *s.game;
    for (const Conduct c : all_conducts()) break_conduct(g, s['r'], c);
    break_conduct(g, ecs::null_entity, Conduct::potions);
    EXPECT_EQ(g.conducts_broken, 0);
    (void)melee_attack(g, s['r'], g.player);  // a monster's swing goes through the same site as the player's
    EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::attacking), 0);
}

TEST(Conducts, BrokenConductsArePartOfTheStateHash) {
    auto a = room();
    auto b = room();
    ASSERT_EQ(state_hash(*a.game), state_hash(*b.game));
    break_conduct(*b.game, b.game->player, Conduct::lurk);
    EXPECT_NE(state_hash(*a.game), state_hash(*b.game));
}

TEST(Conducts, AWinIsPaidTenPercentPerConductKeptOnce) {
    auto s = room();
    Game& g = *s.game;
    g.score.points = 1000;
    break_conduct(g, g.player, Conduct::potions);
    EXPECT_EQ(pay_conducts(g), 0) << "a run still going is not paid";
    g.outcome = Outcome::won;
    const int kept = static_cast<int>(kConductCount) - 2;  // potions broken; lurk kept only by the lurk
    EXPECT_EQ(pay_conducts(g), 1000 * kept * kConductPercent / 100);
    EXPECT_EQ(g.score.points, 1000 + 1000 * kept * kConductPercent / 100);
    EXPECT_EQ(pay_conducts(g), 0) << "paid once";
}

TEST(Conducts, ADeathIsPaidNothingForConducts) {
    auto s = room();
    Game& g = *s.game;
    g.score.points = 500;
    g.outcome = Outcome::dead;
    EXPECT_EQ(pay_conducts(g), 0);
    EXPECT_EQ(g.score.points, 500);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
