// Spirits: peaceful wanderers that trade. An offer and a barter and their prices (maximum hit points, maximum magic,
// a test through harm()), the alignment dial and its poles, the peace broken by a blow, the scroll and the potion
// that reset it, saves and recordings keeping it all, and every spirit row of the shipped bestiary trading once.
// Scenarios are ASCII maps; a spirit is drawn with a letter (the legend names its row).

#include "sim/rules/conditions.hpp"
#include "sim/rules/spirits.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/effect_test_support.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tools/recordings.hpp"
#include "sim/io/save/save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/monsters/minds.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/tables/loader.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

// The player at '@' with a spirit ('s') to the east and room to spare.
constexpr std::string_view kGlade = R"(
    ##########
    #@s......#
    #........#
    ##########
)";
// Two spirits: 's' next to the player, 't' farther off.
constexpr std::string_view kTwoSpirits = R"(
    ##########
    #@s....t.#
    #........#
    ##########
)";

bool broken(const Game& g, Conduct c) { return (g.conducts_broken & conduct_bit(c)) != 0; }

int max_hp(const Game& g) { return g.world.get<Health>(g.player).max_hp; }
int hp(const Game& g) { return g.world.get<Health>(g.player).hp; }
int max_ma(const Game& g) { return g.world.get<Magic>(g.player).max_ma; }

std::size_t pack_count(const Game& g) {
    const Pack& pack = g.world.get<Pack>(g.player);
    return static_cast<std::size_t>(std::count_if(pack.letters.begin(), pack.letters.end(),
                                                  [](ecs::Entity e) { return e != ecs::null_entity; }));
}

std::size_t spells_known(const Game& g) {
    const Spellbook* book = g.world.try_get<Spellbook>(g.player);
    return book == nullptr ? 0 : book->spells.size();
}

bool carries_row(const Game& g, RowRef row) {
    for (const ecs::Entity e : g.world.get<Pack>(g.player).letters) {
        if (e == ecs::null_entity) continue;
        const Identity& id = g.world.get<Identity>(e);
        if (id.category == row.category && id.row == row.index) return true;
    }
    return false;
}

// Empties the player's spell book, so a spell a test trades for or learns has room in it whatever the tables start
// a player with (every row marked `starting`: a new one must not fill the book these tests write in).
void make_room_in_the_book(Game& g) {
    if (Spellbook* book = g.world.try_get<Spellbook>(g.player)) book->spells.clear();
}

bool knows(const Game& g, StableId spell) {
    const Spellbook* book = g.world.try_get<Spellbook>(g.player);
    return book != nullptr && std::find(book->spells.begin(), book->spells.end(), spell) != book->spells.end();
}

TEST(SpiritRows, AtLeastTenShipEachAPeacefulWandererDrawnAsAnAmpersand) {
    const Content& c = testing::shipped_content();
    int spirits = 0;
    for (const MonsterDef& m : c.monsters) {
        if (m.trade == SpiritTrade::none) continue;
        ++spirits;
        EXPECT_EQ(m.glyph, '&') << m.id;
        EXPECT_EQ(m.side, Side::peaceful) << m.id;
        EXPECT_EQ(m.movement, Movement::wanderer) << m.id;
        EXPECT_GT(m.cost, 0) << m.id << ": a trade that costs nothing";
        EXPECT_TRUE(m.pulls == -1 || m.pulls == 1) << m.id << ": a trade must pull the dial one way";
    }
    EXPECT_GE(spirits, 10);
}

// Every shipped spirit row, made beside the player with the means to pay, trades its first ware once: the price
// is taken as its row says, the ware arrives, the dial moves toward its pole and the spirit fades away.
TEST(SpiritRows, EverySpiritRowTradesOnceAtItsPrice) {
    const Content& c = testing::shipped_content();
    int exercised = 0;
    for (const MonsterDef& m : c.monsters) {
        if (m.trade == SpiritTrade::none || m.is_abstract) continue;
        SCOPED_TRACE(m.id);
        auto s = build_scenario(kGlade, {Mark{'s', m.id}});
        Game& g = *s.game;
        make_room_in_the_book(g);
        ASSERT_TRUE(is_spirit(g, s['s']));
        EXPECT_TRUE(trading_spirit(g, s['s']));
        set_hit_points(g, g.player, 100);
        ASSERT_TRUE(set_magic_points(g, g.player, 20));
        (void)put(g, "dagger", Place::in_pack(g.player));  // something to give a barter
        const std::vector<Ware> wares = spirit_wares(g, s['s']);
        ASSERT_FALSE(wares.empty());
        const Spirit& spirit = g.world.get<Spirit>(s['s']);
        const int cost = spirit.cost;
        const SpiritPrice price = spirit.price;
        const int pulls = spirit.pulls;
        const int hp_before = hp(g), max_hp_before = max_hp(g), max_ma_before = max_ma(g);
        const Ware ware = wares.front();

        ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 0, 0)).spent);

        switch (price) {
            case SpiritPrice::max_hp: EXPECT_EQ(max_hp(g), max_hp_before - cost); break;
            case SpiritPrice::max_magic: EXPECT_EQ(max_ma(g), max_ma_before - cost); break;
            case SpiritPrice::test: EXPECT_LE(hp(g), hp_before - cost); break;
        }
        if (ware.kind == Ware::Kind::item) {
            EXPECT_TRUE(carries_row(g, ware.row)) << ware.name;
        } else {
            EXPECT_TRUE(knows(g, ware.spell)) << ware.name;
        }
        EXPECT_EQ(g.spirits.dial, pulls);
        EXPECT_FALSE(g.world.valid(s['s'])) << "its bargain kept, the spirit fades away";
        EXPECT_TRUE(logged(g, "fades away"));
        ++exercised;
    }
    EXPECT_GE(exercised, 10);
}

TEST(SpiritOffer, AWeaponForMaximumHitPoints) {
    auto s = build_scenario(kGlade, {Mark{'s', "ash_devil"}});
    Game& g = *s.game;
    const std::vector<Ware> wares = spirit_wares(g, s['s']);
    ASSERT_EQ(wares.size(), static_cast<std::size_t>(kSpiritWares));
    for (const Ware& w : wares) EXPECT_EQ(w.row.category, Category::weapon) << w.name;
    const int before = max_hp(g);
    const std::size_t carried = pack_count(g);
    const Point stood = s.cell('s');

    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 1)).spent);

    EXPECT_EQ(max_hp(g), before - 4) << "the ash devil's row asks 4 maximum hit points";
    EXPECT_LE(hp(g), max_hp(g));
    EXPECT_EQ(pack_count(g), carried + 1);
    EXPECT_TRUE(carries_row(g, wares[1].row));
    EXPECT_TRUE(logged(g, "asks 4 maximum hit points for " + wares[1].name));
    EXPECT_EQ(g.spirits.dial, -1);
    EXPECT_EQ(creature_at(g, stood), ecs::null_entity);
}

TEST(SpiritOffer, ASpellForMaximumMagic) {
    auto s = build_scenario(kGlade, {Mark{'s', "lantern_wisp"}});
    Game& g = *s.game;
    make_room_in_the_book(g);
    const std::vector<Ware> wares = spirit_wares(g, s['s']);
    ASSERT_FALSE(wares.empty());
    for (const Ware& w : wares) EXPECT_EQ(w.kind, Ware::Kind::spell) << w.name;
    const int before = max_ma(g);

    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 0)).spent);

    EXPECT_EQ(max_ma(g), before - 2);
    EXPECT_LE(g.world.get<Magic>(g.player).ma, max_ma(g));
    EXPECT_TRUE(knows(g, wares[0].spell));
    EXPECT_EQ(g.spirits.dial, 1);
}

TEST(SpiritOffer, TheAngelsTestHurtsThroughTheOneDoorForHarm) {
    auto s = build_scenario(kGlade, {Mark{'s', "hollow_angel"}});
    Game& g = *s.game;
    const int before = hp(g);
    const int most = max_hp(g);
    ASSERT_FALSE(broken(g, Conduct::damage));

    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 0)).spent);

    EXPECT_EQ(hp(g), before - 5) << "the hollow angel's test is 5 hit points";
    EXPECT_EQ(max_hp(g), most) << "a test takes hit points, not the maximum";
    EXPECT_TRUE(broken(g, Conduct::damage)) << "harm() breaks the damage conduct: the test went through the door";
    EXPECT_TRUE(logged(g, "tests you"));
}

TEST(SpiritOffer, APriceThatWouldKillOrCannotBePaidIsRefusedAndNothingChanges) {
    struct Case {
        std::string_view row;
        std::string_view why;
    };
    for (const Case& c : {Case{"hollow_angel", "would not survive"}, Case{"ash_devil", "no life at all"},
                          Case{"lantern_wisp", "not the magic"}}) {
        SCOPED_TRACE(c.row);
        auto s = build_scenario(kGlade, {Mark{'s', c.row}});
        Game& g = *s.game;
        const Spirit& spirit = g.world.get<Spirit>(s['s']);
        switch (spirit.price) {
            case SpiritPrice::test: harm(g, g.player, hp(g) - spirit.cost, ecs::null_entity, Wording::plain("a test")); break;
            case SpiritPrice::max_hp: ASSERT_TRUE(lower_max_hp(g, g.player, max_hp(g) - spirit.cost)); break;
            case SpiritPrice::max_magic: (void)lower_max_magic(g, g.player, max_ma(g) - 1); break;
        }
        const std::uint64_t before = state_hash(g);
        const std::uint32_t turn = g.turn;
        EXPECT_FALSE(play_turn(g, Intent::trade(Direction::east, 0)).spent);
        EXPECT_EQ(g.turn, turn);
        EXPECT_TRUE(logged(g, c.why));
        EXPECT_TRUE(g.world.valid(s['s']));
        EXPECT_EQ(g.spirits.dial, 0);
        EXPECT_EQ(state_hash(g), before) << "a refused trade changes nothing";
    }
}

TEST(SpiritBarter, OneOfYourItemsForOneOfTheirs) {
    auto s = build_scenario(kGlade, {Mark{'s', "barrow_haunt"}});
    Game& g = *s.game;
    make_room_in_the_book(g);
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    const std::vector<Ware> goods = barter_goods(g, g.player);
    const auto given = std::find_if(goods.begin(), goods.end(), [&](const Ware& w) { return w.item == dagger; });
    ASSERT_NE(given, goods.end());
    const std::vector<Ware> wares = spirit_wares(g, s['s']);
    ASSERT_EQ(wares.size(), static_cast<std::size_t>(kSpiritWares));
    const int before = max_hp(g);
    const std::size_t spells = spells_known(g);

    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 2, static_cast<std::int32_t>(given - goods.begin()))).spent);

    EXPECT_FALSE(g.world.valid(dagger)) << "the dagger changed hands";
    if (wares[2].kind == Ware::Kind::item) {
        EXPECT_TRUE(carries_row(g, wares[2].row));
    } else {
        EXPECT_EQ(spells_known(g), spells + 1);
    }
    EXPECT_EQ(max_hp(g), before - 2);
    EXPECT_TRUE(logged(g, "You give"));
}

TEST(SpiritBarter, AKnownSpellCanBeGivenAndIsForgotten) {
    auto s = build_scenario(kGlade, {Mark{'s', "dream_pedlar"}});
    Game& g = *s.game;
    make_room_in_the_book(g);
    const std::optional<StableId> spell = random_unknown_spell(g, g.player);
    ASSERT_TRUE(spell);
    ASSERT_EQ(learn_spell(g, g.player, *spell), LearnResult::learned);
    const std::vector<Ware> goods = barter_goods(g, g.player);
    const auto given = std::find_if(goods.begin(), goods.end(),
                                    [&](const Ware& w) { return w.kind == Ware::Kind::spell && w.spell == *spell; });
    ASSERT_NE(given, goods.end());

    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 0, static_cast<std::int32_t>(given - goods.begin()))).spent);

    EXPECT_FALSE(knows(g, *spell) && spirit_wares(g, s['s']).empty()) << "the given spell is forgotten";
    EXPECT_TRUE(logged(g, "You give the spell"));
}

TEST(SpiritBarter, ABarterWithoutAGoodIsRefused) {
    auto s = build_scenario(kGlade, {Mark{'s', "dream_pedlar"}});
    Game& g = *s.game;
    EXPECT_FALSE(play_turn(g, Intent::trade(Direction::east, 0, kNoGood)).spent);
    EXPECT_TRUE(g.world.valid(s['s']));
}

TEST(SpiritWares, LookingDrawsNothingFromTheGameStreamAndShowsTheSameThree) {
    auto s = build_scenario(kGlade, {Mark{'s', "iron_shade"}});
    Game& g = *s.game;
    const Rng::State rng = g.rng.state();
    const std::vector<Ware> first = spirit_wares(g, s['s']);
    const std::vector<Ware> again = spirit_wares(g, s['s']);
    ASSERT_EQ(first.size(), again.size());
    for (std::size_t i = 0; i < first.size(); ++i) EXPECT_EQ(first[i].name, again[i].name);
    EXPECT_EQ(g.rng.state().state, rng.state);
    EXPECT_EQ(g.rng.state().inc, rng.inc);
}

TEST(SpiritTrade, NoSpiritThereNoTrade) {
    auto s = build_scenario(R"(
        ########
        #@.r...#
        ########
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(play_turn(g, Intent::trade(Direction::east, 0)).spent);
    EXPECT_TRUE(logged(g, "no spirit there"));
}

TEST(SpiritDial, TradesMoveItAndAPoleTurnsEverySpiritHostile) {
    auto s = build_scenario(kTwoSpirits, {Mark{'s', "lantern_wisp"}, Mark{'t', "ember_sprite"}});
    Game& g = *s.game;
    g.spirits.dial = kDialPole - 1;
    ASSERT_TRUE(play_turn(g, Intent::trade(Direction::east, 0)).spent);
    EXPECT_EQ(g.spirits.dial, kDialPole);
    EXPECT_TRUE(g.spirits.hostile);
    EXPECT_EQ(side_of(g, s['t']), Side::hostile) << "the other spirit turned too";
    EXPECT_TRUE(hostile(g, g.player, s['t']));
    EXPECT_FALSE(trading_spirit(g, s['t']));
    EXPECT_TRUE(logged(g, "Every spirit turns against you"));
}

TEST(SpiritDial, ItStopsAtItsPoles) {
    auto s = build_scenario(kGlade, {Mark{'s', "ember_sprite"}});
    Game& g = *s.game;
    for (int i = 0; i < 5; ++i) move_dial(g, -1);
    EXPECT_EQ(g.spirits.dial, -kDialPole);
    EXPECT_TRUE(g.spirits.hostile);
    EXPECT_EQ(side_of(g, s['s']), Side::hostile);
}

TEST(SpiritPeace, StrikingASpiritTurnsEverySpiritHostileForTheRun) {
    auto s = build_scenario(kTwoSpirits, {Mark{'s', "iron_shade"}, Mark{'t', "ring_moth"}});
    Game& g = *s.game;
    g.world.get<CombatStats>(g.player).power_die = 40;  // the blow lands
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_TRUE(g.spirits.hostile);
    EXPECT_EQ(side_of(g, s['t']), Side::hostile);
    if (s.alive('s')) {
        EXPECT_EQ(side_of(g, s['s']), Side::hostile);
    }
}

TEST(SpiritPeace, AThrownDaggerBreaksItToo) {
    auto s = build_scenario(kTwoSpirits, {Mark{'s', "iron_shade"}, Mark{'t', "ring_moth"}});
    Game& g = *s.game;
    g.world.get<Allegiance>(s['s']).side = Side::peaceful;
    const ecs::Entity x = s['t'];
    for (int i = 0; i < 20 && !g.spirits.hostile; ++i) {
        const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
        ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, dagger), g.world.get<Position>(x).cell)).spent);
    }
    EXPECT_TRUE(g.spirits.hostile) << "twenty daggers and none hurt the spirit";
}

TEST(SpiritPeace, APeacefulSpiritWandersAndHarmsNobody) {
    auto s = build_scenario(kGlade, {Mark{'s', "night_hag"}});
    Game& g = *s.game;
    const int before = hp(g);
    bool moved = false;
    for (int i = 0; i < 40; ++i) {
        (void)play_turn(g, Intent::wait());
        moved = moved || s.cell('s') != Point{2, 1};
    }
    EXPECT_EQ(hp(g), before);
    EXPECT_TRUE(moved) << "a wanderer strolls";
    EXPECT_FALSE(g.spirits.hostile);
}

TEST(SpiritPeace, AHostileSpiritFights) {
    auto s = build_scenario(kGlade, {Mark{'s', "night_hag"}});
    Game& g = *s.game;
    break_the_peace(g);
    EXPECT_EQ(movement_now(g, s['s']), Movement::wanderer);
    const Intent next = decide(g, s['s']);
    EXPECT_EQ(next.kind, IntentKind::strike) << "next to its enemy, a hostile wanderer strikes";
}

TEST(SpiritPeace, ANewFloorsSpiritsKeepTheRunsHostility) {
    auto s = build_scenario(kGlade, {Mark{'s', "ember_sprite"}});
    Game& g = *s.game;
    g.spirits.hostile = true;  // broken on an earlier floor
    ASSERT_EQ(side_of(g, s['s']), Side::peaceful);
    keep_spirits_in_step(g);
    EXPECT_EQ(side_of(g, s['s']), Side::hostile);
}

TEST(SpiritPeace, ASpiritMetAfterThePeaceBrokeTradesWithNobody) {
    auto s = build_scenario(kGlade, {Mark{'s', "lantern_wisp"}});
    Game& g = *s.game;
    g.spirits.hostile = true;  // as if summoned mid-floor after the peace broke
    EXPECT_FALSE(trading_spirit(g, s['s']));
    EXPECT_FALSE(play_turn(g, Intent::trade(Direction::east, 0)).spent);
}

TEST(SpiritPeace, TheNextFloorsSpiritsArriveHostile) {
    const std::optional<RowRef> sprite = testing::shipped_content().find("ember_sprite");
    ASSERT_TRUE(sprite);
    auto g = new_game(testing::shipped_content(), 5, "tester", {*sprite});
    break_the_peace(*g);
    enter_floor(*g, FloorChange::stairs_down);
    int spirits = 0;
    for (const ecs::Entity e : g->world.view<Spirit, Allegiance>()) {
        ++spirits;
        EXPECT_EQ(side_of(*g, e), Side::hostile);
    }
    EXPECT_GE(spirits, 1) << "the spawn list brings a sprite to every floor";
}

TEST(SpiritAtonement, TheScrollResetsTheDialAndMakesPeace) {
    auto s = build_scenario(kGlade, {Mark{'s', "ember_sprite"}});
    Game& g = *s.game;
    move_dial(g, -kDialPole);
    ASSERT_TRUE(g.spirits.hostile);
    const ecs::Entity scroll = put(g, "scroll_of_atonement", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, scroll))).spent);
    EXPECT_EQ(g.spirits.dial, 0);
    EXPECT_FALSE(g.spirits.hostile);
    EXPECT_EQ(side_of(g, s['s']), Side::peaceful);
    EXPECT_TRUE(trading_spirit(g, s['s']));
    EXPECT_TRUE(logged(g, "forgiven"));
}

TEST(SpiritAtonement, ThePotionResetsOnlyTheDial) {
    auto s = build_scenario(kGlade, {Mark{'s', "ember_sprite"}});
    Game& g = *s.game;
    g.spirits.dial = 2;
    const ecs::Entity potion = put(g, "potion_of_adjustment", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, potion))).spent);
    EXPECT_EQ(g.spirits.dial, 0);
    EXPECT_TRUE(logged(g, "balanced"));

    move_dial(g, kDialPole);
    ASSERT_TRUE(g.spirits.hostile);
    const ecs::Entity another = put(g, "potion_of_adjustment", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, another))).spent);
    EXPECT_EQ(g.spirits.dial, 0);
    EXPECT_TRUE(g.spirits.hostile) << "adjustment sets the dial straight; only atonement makes peace";
}

TEST(SpiritSaves, TheDialAndTheHostilityRoundTrip) {
    auto g = new_game(testing::shipped_content(), 3, "tester");
    g->spirits.dial = -2;
    auto loaded = save::testing::reload(*g);
    ASSERT_NE(loaded, nullptr);
    EXPECT_EQ(loaded->spirits.dial, -2);
    EXPECT_FALSE(loaded->spirits.hostile);
    EXPECT_EQ(state_hash(*loaded), state_hash(*g));

    break_the_peace(*g);
    auto again = save::testing::reload(*g);
    ASSERT_NE(again, nullptr);
    EXPECT_TRUE(again->spirits.hostile);
    EXPECT_EQ(state_hash(*again), state_hash(*g));
}

TEST(SpiritSaves, TheDialIsPartOfTheStateHash) {
    auto g = new_game(testing::shipped_content(), 3, "tester");
    const std::uint64_t before = state_hash(*g);
    g->spirits.dial = 1;
    EXPECT_NE(state_hash(*g), before);
}

// A recorded run that trades replays turn by turn: the spirit is spawned beside the player (the recording's
// spawn list), the trade is an intent like any other.
TEST(SpiritRecordings, ATradeReplaysExactly) {
    const LoadResult loaded = load_embedded_content();
    ASSERT_TRUE(loaded.content);
    const Content& c = *loaded.content;
    const std::optional<RowRef> devil = c.find("ash_devil");
    ASSERT_TRUE(devil);
    const std::uint64_t hash = content_hash(embedded_content_files());
    Recording r;
    r.header = recording_header(c, hash, 11, "tester", {*devil});
    auto g = new_game(c, 11, "tester", {*devil});
    std::optional<Direction> toward;
    for (const Direction d : kAllDirections) {
        if (trading_spirit(*g, creature_at(*g, player_cell(*g) + offset(d)))) toward = d;
    }
    ASSERT_TRUE(toward) << "the spawned spirit stands beside the player";
    for (const Intent& intent : {Intent::trade(*toward, 0), Intent::wait(), Intent::wait()}) {
        (void)play_turn(*g, intent);
        r.turns.push_back({intent, state_hash(*g)});
    }
    EXPECT_EQ(g->spirits.dial, -1) << "the trade took place";
    const RecordingParse parsed = parse_recording(format_recording(r));
    ASSERT_TRUE(parsed.recording) << parsed.error;
    EXPECT_EQ(parsed.recording->turns[0].intent, r.turns[0].intent) << "a trade's line keeps its barter good";
    const VerifyResult v = verify_recording(c, hash, *parsed.recording);
    EXPECT_TRUE(v.ok()) << v.error;
    EXPECT_EQ(v.turns_checked, r.turns.size());
}

TEST(SpiritRecordings, ABarterGoodSurvivesTheTurnLine) {
    Recording r;
    r.header.game_version = "0.1.0";
    r.header.name = "bot";
    r.turns.push_back({Intent::trade(Direction::south_west, 2, 17), 5});
    const RecordingParse parsed = parse_recording(format_recording(r));
    ASSERT_TRUE(parsed.recording) << parsed.error;
    EXPECT_EQ(parsed.recording->turns[0].intent, Intent::trade(Direction::south_west, 2, 17));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
