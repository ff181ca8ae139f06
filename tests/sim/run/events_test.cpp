// Turn events: each rule records what it decided, for the player and for a monster alike, and recording never
// changes the game (a state hash played with and without readers is the same).

#include "sim/run/events.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/stable_id.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/spells.hpp"
#include "sim/run/floor_feeling.hpp"
#include "sim/scenario_support.hpp"
#include "sim/tools/bot.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::Mark;
using testing::put;

std::vector<TurnEvent> of_kind(std::span<const TurnEvent> events, EventKind kind) {
    std::vector<TurnEvent> out;
    std::copy_if(events.begin(), events.end(), std::back_inserter(out),
                 [&](const TurnEvent& e) { return e.kind == kind; });
    return out;
}

ecs::Entity charged(Game& g, std::string_view id) {
    const ecs::Entity w = put(g, id, Place::in_pack(g.player));
    g.world.get<Charges>(w).left = 5;
    return w;
}

TEST(TurnEvents, AMeleeBlowIsAHitOrAMissOnTheTargetsCell) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{1000, 1000};
    g.world.get<Health>(g.player) = Health{1000, 1000};
    change_armour(g, s['r'], 3);  // so that some blows miss
    int hits = 0;
    int misses = 0;
    for (int i = 0; i < 60; ++i) {
        const TurnResult r = play_turn(g, Intent::strike(Direction::east));
        ASSERT_TRUE(r.spent);
        const std::size_t blows = of_kind(r.events, EventKind::hit).size() + of_kind(r.events, EventKind::miss).size();
        ASSERT_GE(blows, 1u) << "each blow of the turn is an event";
        for (const TurnEvent& e : r.events) {
            // The rat bites back: its blows are events too (the next test), not counted here.
            if ((e.kind != EventKind::hit && e.kind != EventKind::miss) || e.subject != g.player) continue;
            EXPECT_EQ(e.subject, g.player);
            EXPECT_EQ(e.object, s['r']);
            EXPECT_EQ(e.cells, std::vector<Point>{s.cell('r')});
            EXPECT_EQ(e.glyph, 'r');
            EXPECT_TRUE(e.seen);
            if (e.kind == EventKind::miss) {
                EXPECT_EQ(e.amount, 0);
                ++misses;
            } else {
                EXPECT_GT(e.amount, 0);
                ++hits;
            }
        }
    }
    EXPECT_GT(hits, 0);
    EXPECT_GT(misses, 0);
}

TEST(TurnEvents, AMonstersBlowOnThePlayerIsRecordedInTheSameTurn) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{1000, 1000};
    int blows = 0;
    for (int i = 0; i < 10; ++i) {
        const TurnResult r = play_turn(g, Intent::wait());
        for (const TurnEvent& e : r.events) {
            if (e.kind != EventKind::hit && e.kind != EventKind::miss) continue;
            EXPECT_EQ(e.subject, s['r']);
            EXPECT_EQ(e.object, g.player);
            EXPECT_EQ(e.cells, std::vector<Point>{player_cell(g)});
            ++blows;
        }
    }
    EXPECT_GE(blows, 5) << "the rat attacks every turn it is next to the player";
}

TEST(TurnEvents, AKillKeepsTheVictimsCellAndLookAfterItIsGone) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const Point where = s.cell('r');
    g.world.get<Health>(s['r']) = Health{1, 1};
    for (int i = 0; i < 50 && s.alive('r'); ++i) {
        const TurnResult r = play_turn(g, Intent::strike(Direction::east));
        const auto kills = of_kind(r.events, EventKind::kill);
        if (kills.empty()) continue;
        ASSERT_EQ(kills.size(), 1u);
        EXPECT_EQ(kills[0].subject, g.player);
        EXPECT_EQ(kills[0].cells, std::vector<Point>{where});
        EXPECT_EQ(kills[0].glyph, 'r');
        EXPECT_FALSE(g.world.valid(kills[0].object)) << "the rat is gone; the event still knows where it fell";
        return;
    }
    FAIL() << "the rat never died";
}

TEST(TurnEvents, AMonstersKillIsItsOwnAsThePlayersIs) {
    auto s = build_scenario(R"(
        ######
        #@.gd#
        ######
    )",
                            {Mark{'g', "goblin", Movement::still}, Mark{'d', "rat", Movement::still, std::nullopt,
                                                                         Side::player}});
    Game& g = *s.game;
    const Point where = s.cell('d');
    g.world.get<Health>(s['d']) = Health{1, 1};
    for (int i = 0; i < 50 && s.alive('d'); ++i) {
        const TurnResult r = play_turn(g, Intent::wait());
        const auto kills = of_kind(r.events, EventKind::kill);
        if (kills.empty()) continue;
        ASSERT_EQ(kills.size(), 1u);
        EXPECT_EQ(kills[0].subject, s['g']) << "the goblin killed the player's rat";
        EXPECT_EQ(kills[0].cells, std::vector<Point>{where});
        EXPECT_EQ(kills[0].glyph, 'r');
        return;
    }
    FAIL() << "the goblin never killed the rat";
}

constexpr std::string_view kLine = R"(
    ###########
    #@..a.b...#
    #.........#
    ###########
)";
std::vector<Mark> two_rats() { return {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}}; }

TEST(TurnEvents, ABoltsCellsRunFromBesideTheZapperToTheFirstCreature) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_befuddlement");
    const TurnResult r = play_turn(g, Intent::zap(letter_of(g, w), s.cell('b')));
    const auto bolts = of_kind(r.events, EventKind::bolt);
    ASSERT_EQ(bolts.size(), 1u);
    EXPECT_EQ(bolts[0].subject, g.player);
    EXPECT_EQ(bolts[0].cells, (std::vector<Point>{{2, 1}, {3, 1}, {4, 1}}));
    EXPECT_EQ(bolts[0].key, "wand_of_befuddlement");
    const auto confused = of_kind(r.events, EventKind::condition_gained);
    ASSERT_EQ(confused.size(), 1u);
    EXPECT_EQ(confused[0].object, s['a']);
    EXPECT_EQ(confused[0].key, "confused");
}

TEST(TurnEvents, ABeamLightsItsWholeLine) {
    auto s = build_scenario(kLine, two_rats());
    Game& g = *s.game;
    for (const char r : {'a', 'b'}) g.world.get<Health>(s[r]) = Health{500, 500};
    const ecs::Entity w = charged(g, "wand_of_fire");
    const TurnResult r = play_turn(g, Intent::zap(letter_of(g, w), s.cell('a')));
    const auto beams = of_kind(r.events, EventKind::beam);
    ASSERT_EQ(beams.size(), 1u);
    EXPECT_EQ(beams[0].cells.front(), (Point{2, 1}));
    EXPECT_GT(beams[0].cells.back().x, s.cell('b').x) << "on past both rats";
    EXPECT_EQ(beams[0].colour, ColourName::bright_red) << "fire is drawn red";
}

TEST(TurnEvents, ABlastFliesThenCoversItsRadiusCentreFirst) {
    auto s = build_scenario(R"(
        ###########
        #@...a....#
        #....b....#
        ###########
    )", two_rats());
    Game& g = *s.game;
    const ecs::Entity w = charged(g, "wand_of_slumber");
    const TurnResult r = play_turn(g, Intent::zap(letter_of(g, w), s.cell('a')));
    const auto bolts = of_kind(r.events, EventKind::bolt);
    const auto blasts = of_kind(r.events, EventKind::blast);
    ASSERT_EQ(bolts.size(), 1u);
    ASSERT_EQ(blasts.size(), 1u);
    EXPECT_EQ(bolts[0].cells.back(), s.cell('a'));
    EXPECT_EQ(blasts[0].cells.front(), s.cell('a')) << "centre first";
    const auto& cells = blasts[0].cells;
    EXPECT_NE(std::find(cells.begin(), cells.end(), s.cell('b')), cells.end());
    EXPECT_EQ(std::find(cells.begin(), cells.end(), player_cell(g)), cells.end()) << "out of the radius";
}

TEST(TurnEvents, AThrownMissileFliesToWhatItHitsWithItsOwnGlyph) {
    auto s = build_scenario(R"(
        ############
        #@.......r.#
        #..........#
        ############
    )",
                            {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{500, 500};
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    const TurnResult r = play_turn(g, Intent::throw_item(letter_of(g, dagger), s.cell('r')));
    const auto flights = of_kind(r.events, EventKind::missile);
    ASSERT_EQ(flights.size(), 1u);
    EXPECT_EQ(flights[0].subject, g.player);
    EXPECT_EQ(flights[0].glyph, ')');
    EXPECT_EQ(flights[0].cells.front(), (Point{2, 1}));
    EXPECT_EQ(flights[0].cells.back(), s.cell('r'));
    EXPECT_EQ(of_kind(r.events, EventKind::hit).size() + of_kind(r.events, EventKind::miss).size(), 1u)
        << "the dagger's blow is its own event";
}

TEST(TurnEvents, AMonstersBreathIsABreathAlongItsLine) {
    auto s = build_scenario(R"(
        ##########
        #@.....D.#
        ##########
    )", {Mark{'D', "red_dragon", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{1000, 1000};
    const SpellDef* breath = g.content->find_spell(stable_id("fire_breath"));
    ASSERT_NE(breath, nullptr);
    g.now.events.clear();
    spell_takes_effect(g, s['D'], *breath, player_cell(g));
    const auto breaths = of_kind(g.now.events, EventKind::breath);
    ASSERT_EQ(breaths.size(), 1u);
    EXPECT_EQ(breaths[0].subject, s['D']);
    EXPECT_EQ(breaths[0].cells.front(), (Point{6, 1}));
    EXPECT_EQ(breaths[0].cells.back(), player_cell(g)) << "it stops at the player";
    EXPECT_EQ(breaths[0].key, "fire_breath");
    EXPECT_TRUE(of_kind(g.now.events, EventKind::bolt).empty()) << "a breath is not also a bolt";
}

TEST(TurnEvents, DoorsOpenAndCloseForAnyone) {
    auto s = build_scenario(R"(
        #####
        #@+.#
        #####
    )", {});
    Game& g = *s.game;
    const TurnResult opened = play_turn(g, Intent::open(Direction::east));
    const auto doors = of_kind(opened.events, EventKind::door);
    ASSERT_EQ(doors.size(), 1u);
    EXPECT_EQ(doors[0].cells, (std::vector<Point>{{2, 1}}));
    EXPECT_EQ(doors[0].amount, 1);
    const TurnResult closed = play_turn(g, Intent::close(Direction::east));
    ASSERT_EQ(of_kind(closed.events, EventKind::door).size(), 1u);
    EXPECT_EQ(of_kind(closed.events, EventKind::door)[0].amount, 0);
}

TEST(TurnEvents, APickUpNamesTheItemAndHowMany) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::at(player_cell(g)));
    const TurnResult r = play_turn(g, Intent::pick_up());
    const auto picked = of_kind(r.events, EventKind::pick_up);
    ASSERT_EQ(picked.size(), 1u);
    EXPECT_EQ(picked[0].subject, g.player);
    EXPECT_EQ(picked[0].object, dagger);
    EXPECT_EQ(picked[0].amount, 1);
}

TEST(TurnEvents, AConditionIsGainedThenLostOnThePlayer) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    g.now.events.clear();
    ASSERT_TRUE(confuse(g, g.player, 2));
    const auto gained = of_kind(g.now.events, EventKind::condition_gained);
    ASSERT_EQ(gained.size(), 1u);
    EXPECT_EQ(gained[0].object, g.player);
    EXPECT_EQ(gained[0].key, "confused");
    bool lost = false;
    for (int i = 0; i < 4 && !lost; ++i) {
        const TurnResult r = play_turn(g, Intent::wait());
        for (const TurnEvent& e : of_kind(r.events, EventKind::condition_lost)) lost = lost || e.key == "confused";
    }
    EXPECT_TRUE(lost);
}

TEST(TurnEvents, MagicMappingRevealsOnlyWhatWasNotKnown) {
    auto s = build_scenario(R"(
        #######
        #@....#
        #.....#
        #######
    )", {});
    Game& g = *s.game;
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 7; ++x) g.view.remembered.at(x, y) = x < 3;  // the west part already known
    }
    g.now.events.clear();
    map_floor(g);
    const auto first = of_kind(g.now.events, EventKind::magic_map);
    ASSERT_EQ(first.size(), 1u);
    EXPECT_EQ(first[0].cells.size(), 4u * 4u) << "the four eastern columns, walls included";
    g.now.events.clear();
    map_floor(g);
    const auto second = of_kind(g.now.events, EventKind::magic_map);
    ASSERT_EQ(second.size(), 1u);
    EXPECT_TRUE(second[0].cells.empty()) << "everything was already known";
}

TEST(TurnEvents, ArrivingOnAFloorTellsItsFeelingOnce) {
    auto g = new_game(testing::shipped_content(), 7, "tester");
    (void)move_to(g->world, g->places, g->player, Place::at(g->floor.map.stairs_down));
    const TurnResult r = play_turn(*g, Intent::take_stairs());
    ASSERT_TRUE(r.spent);
    const auto felt = of_kind(r.events, EventKind::floor_feeling);
    ASSERT_EQ(felt.size(), 1u);
    EXPECT_EQ(felt[0].amount, 2);
    EXPECT_EQ(felt[0].key, feeling_id(floor_feeling(*g)));
    EXPECT_TRUE(of_kind(play_turn(*g, Intent::wait()).events, EventKind::floor_feeling).empty());
}

TEST(TurnEvents, BlastCellsGoRingByRingAndStayOnTheFloor) {
    auto s = build_scenario(R"(
        #######
        #.....#
        #.....#
        #######
    )", {});
    const auto cells = blast_cells(s.game->map(), {2, 1}, 1);
    ASSERT_FALSE(cells.empty());
    EXPECT_EQ(cells.front(), (Point{2, 1}));
    EXPECT_EQ(cells.size(), 6u) << "the centre and the five floor cells of its ring (walls left out)";
}

// Recording reads the world and draws nothing: a game whose events are read every turn and one whose events
// nobody reads stay the same game, hash for hash.
TEST(TurnEvents, ReadingEventsNeverChangesTheStateHash) {
    auto read = new_game(testing::shipped_content(), 12, "bot");
    auto unread = new_game(testing::shipped_content(), 12, "bot");
    std::size_t seen = 0;
    for (int turn = 0; turn < 400 && read->outcome == Outcome::alive; ++turn) {
        const Intent a = bot_intent(*read);
        const Intent b = bot_intent(*unread);
        ASSERT_EQ(a, b);
        for (const TurnEvent& e : play_turn(*read, a).events) seen += e.cells.size() + (e.seen ? 1 : 0);
        (void)play_turn(*unread, b);
        ASSERT_EQ(state_hash(*read), state_hash(*unread)) << "turn " << turn;
    }
    EXPECT_GT(seen, 0u) << "the bot's game had events to read";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
