#include "sim/tools/careful_bot.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "sim/effect_test_support.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/tools/bot.hpp"
#include "sim/tools/bot_turns.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::Scenario;

// A room the player sees whole. Marks: t a troll, n a newt (both chasers, awake).
constexpr std::string_view kRoom = R"(
##########
#........#
#........#
#...@....#
#........#
#........#
##########
)";

ecs::Entity give(Game& g, std::string_view id, bool known = false) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, Place::in_pack(g.player));
    EXPECT_TRUE(made) << made.error;
    if (known) (void)learn_kind(g, made.entity);
    return made.entity;
}

void put(Game& g, std::string_view id, Point at) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, Place::at(at));
    EXPECT_TRUE(made) << made.error;
}

ecs::Entity creature(Game& g, std::string_view id, Point at) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, Place::at(at));
    EXPECT_TRUE(made) << made.error;
    g.world.clear<Asleep>(made.entity);
    g.world.get<Mind>(made.entity).movement = Movement::chaser;
    update_view(g);
    return made.entity;
}

// Sets the player's hit points so that the fight in view is expected to cost `share` of them.
void hp_for_share(Game& g, double share, int max_over_hp = 1) {
    const double loss = bot_percept(g).expected_loss;
    ASSERT_GT(loss, 0.0) << "no fight in view";
    Health& hp = g.world.get<Health>(g.player);
    hp.hp = std::max(1, static_cast<int>(loss / share));
    hp.max_hp = hp.hp * max_over_hp;
}

Scenario room() {
    Scenario s = build_scenario(kRoom, {});
    s.game->floor.down_open = false;  // no stair in the room unless a case adds one
    Magic& pool = s.game->world.get<Magic>(s.game->player);
    pool.ma = pool.max_ma = 0;  // no spell to cast (and no magic to rest for) unless a case gives magic
    return s;
}

// The player knows only the spell with this id, and has the magic for it.
void knows_only(Game& g, std::string_view spell_id) {
    Spellbook& book = g.world.has<Spellbook>(g.player) ? g.world.get<Spellbook>(g.player) : g.world.emplace<Spellbook>(g.player);
    book.spells.clear();
    for (const SpellDef& spell : g.content->spells) {
        if (spell.id == spell_id) book.spells.push_back(spell.stable);
    }
    ASSERT_EQ(book.spells.size(), 1U) << "no spell " << spell_id;
    Magic& pool = g.world.get<Magic>(g.player);
    pool.max_ma = std::max(pool.max_ma, g.constants().player_magic);
    pool.ma = pool.max_ma;
}

Point at(const Scenario& s, int dx, int dy) { return player_cell(*s.game) + Point{dx, dy}; }

void stair_under_player(Scenario& s, Tile t) {
    s.game->floor.map.tiles.at(player_cell(*s.game)) = t;
    if (t == Tile::stairs_down) {
        s.game->floor.map.stairs_down = player_cell(*s.game);
        s.game->floor.down_open = true;
    }
    if (t == Tile::stairs_up) s.game->floor.map.stairs_up = player_cell(*s.game);
}

struct RuleCase {
    BotWhen when;
    BotMove move;
    BotKind kind;
    std::function<void(Scenario&, BotMemory&)> set_up;
};

// One small scenario per row of kBotRules, in the table's order; each must be chosen by exactly that row.
std::vector<RuleCase> rule_cases() {
    return {
        {BotWhen::rerolling, BotMove::descend, BotKind::scummer,
         [](Scenario& s, BotMemory& m) {
             stair_under_player(s, Tile::stairs_down);
             m.rerolling = true;
         }},
        {BotWhen::new_depth_below, BotMove::climb, BotKind::scummer,
         [](Scenario& s, BotMemory&) {
             s.game->descent.depth = 3;
             stair_under_player(s, Tile::stairs_up);
         }},
        {BotWhen::dancing, BotMove::come_back, BotKind::dancer,
         [](Scenario& s, BotMemory& m) {
             m.danced_from = 2;
             s.game->descent.depth = 3;
             stair_under_player(s, Tile::stairs_up);
         }},
        {BotWhen::armour_lost, BotMove::wear_better, BotKind::swapper,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "leather_armour");                 // a spare suit, none worn
             creature(*s.game, "newt", at(s, 1, 0));          // in the middle of a fight: the careful bot would strike
             s.game->world.get<Health>(s.game->player).hp = 1;  // as a last stand leaves it
         }},
        {BotWhen::low_hp, BotMove::quaff_healing, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "potion_of_healing", true);
             s.game->world.get<Health>(s.game->player).hp = 3;
         }},
        {BotWhen::low_hp, BotMove::cast_healing, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             knows_only(*s.game, "mend");
             s.game->world.get<Health>(s.game->player).hp = 3;
         }},
        {BotWhen::losing, BotMove::take_stairs, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             s.game->descent.depth = 3;
             stair_under_player(s, Tile::stairs_up);
             creature(*s.game, "troll", at(s, 1, 0));
         }},
        {BotWhen::losing, BotMove::zap_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "wand_of_striking");
             creature(*s.game, "troll", at(s, 3, 0));
         }},
        {BotWhen::losing, BotMove::cast_at_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             knows_only(*s.game, "magic_dart");
             creature(*s.game, "troll", at(s, 3, 0));
         }},
        {BotWhen::losing, BotMove::read_escape, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "scroll_of_teleportation", true);
             creature(*s.game, "troll", at(s, 1, 0));
         }},
        {BotWhen::losing_and_low, BotMove::quaff_unknown, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "potion_of_slumber");
             creature(*s.game, "troll", at(s, 1, 0));
             hp_for_share(*s.game, 2.0, 4);
         }},
        {BotWhen::losing_and_low, BotMove::read_unknown, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "scroll_of_light");
             creature(*s.game, "troll", at(s, 1, 0));
             hp_for_share(*s.game, 2.0, 4);
         }},
        {BotWhen::losing, BotMove::retreat, BotKind::careful,
         [](Scenario& s, BotMemory&) { creature(*s.game, "troll", at(s, 2, 0)); }},
        {BotWhen::risky, BotMove::zap_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "wand_of_striking");
             creature(*s.game, "orc", at(s, 3, 0));
             hp_for_share(*s.game, 0.7);
         }},
        {BotWhen::risky, BotMove::cast_at_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             knows_only(*s.game, "magic_dart");
             creature(*s.game, "orc", at(s, 3, 0));
             hp_for_share(*s.game, 0.7);
         }},
        {BotWhen::always, BotMove::put_away_bow, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             const ecs::Entity bow = give(*s.game, "short_bow");
             ASSERT_TRUE(play_turn(*s.game, Intent::equip(letter_of(*s.game, bow))).spent);
             creature(*s.game, "newt", at(s, 1, 0));  // at hand: the bow's capped blows will not do
         }},
        {BotWhen::foe_adjacent, BotMove::strike_weakest, BotKind::careful,
         [](Scenario& s, BotMemory&) { creature(*s.game, "newt", at(s, 1, 0)); }},
        {BotWhen::foe_in_view, BotMove::fire_at_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "short_bow");
             give(*s.game, "arrow");
             creature(*s.game, "newt", at(s, 4, 0));  // far enough to take the bow up
         }},
        {BotWhen::foe_in_view, BotMove::throw_at_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, "sling_stone");
             creature(*s.game, "newt", at(s, 3, 0));
         }},
        {BotWhen::hurt_near_stairs, BotMove::dance, BotKind::dancer,
         [](Scenario& s, BotMemory&) {
             const Point stair = at(s, 3, 0);
             s.game->floor.map.tiles.at(stair) = Tile::stairs_down;
             s.game->floor.map.stairs_down = stair;
             s.game->floor.down_open = true;
             update_view(*s.game);
             Health& hp = s.game->world.get<Health>(s.game->player);
             hp.hp = hp.max_hp * 6 / 10;  // hurt, not low: nothing else to do about it
         }},
        {BotWhen::resting_pays, BotMove::rest, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             Health& hp = s.game->world.get<Health>(s.game->player);
             hp.hp = hp.max_hp * 6 / 10;  // and nothing that heals in the pack, no stair near
         }},
        {BotWhen::item_underfoot, BotMove::pick_up, BotKind::careful,
         [](Scenario& s, BotMemory&) { put(*s.game, "dagger", player_cell(*s.game)); }},
        {BotWhen::item_underfoot, BotMove::make_room, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             put(*s.game, "potion_of_healing", player_cell(*s.game));
             give(*s.game, "potion_of_slumber", true);  // known, and no use to it
             while (pack_has_room(*s.game)) give(*s.game, "club");
         }},
        {BotWhen::always, BotMove::wear_better, BotKind::careful,
         [](Scenario& s, BotMemory&) { give(*s.game, "short_sword"); }},
        {BotWhen::safe_and_healthy, BotMove::quaff_unknown, BotKind::careful,
         [](Scenario& s, BotMemory&) { give(*s.game, "potion_of_slumber"); }},
        {BotWhen::safe, BotMove::read_unknown, BotKind::careful,
         [](Scenario& s, BotMemory&) { give(*s.game, "scroll_of_light"); }},
        {BotWhen::safe, BotMove::read_useful, BotKind::careful,
         [](Scenario& s, BotMemory&) { give(*s.game, "scroll_of_sharpen_weapon", true); }},
        {BotWhen::carrying_element, BotMove::climb, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             give(*s.game, s.game->content->elements.front().id);
             stair_under_player(s, Tile::stairs_up);
         }},
        {BotWhen::foe_in_view, BotMove::meet_foe, BotKind::careful,
         [](Scenario& s, BotMemory&) { creature(*s.game, "newt", at(s, 3, 0)); }},
        {BotWhen::revisiting, BotMove::descend, BotKind::careful,
         [](Scenario& s, BotMemory& m) {
             m.deepest = 4;
             stair_under_player(s, Tile::stairs_down);
             s.game->view.remembered.at(1, 1) = false;  // more to explore, but nothing to gain from it
             s.game->view.visible.at(1, 1) = false;
         }},
        {BotWhen::always, BotMove::fetch_element, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             put(*s.game, s.game->content->elements.front().id, at(s, 3, 0));
             update_view(*s.game);  // seen once: the map memory keeps it
             s.game->view.remembered.at(1, 1) = false;  // and more to explore, which waits
             s.game->view.visible.at(1, 1) = false;
         }},
        {BotWhen::always, BotMove::explore, BotKind::careful,
         [](Scenario& s, BotMemory&) {
             s.game->view.remembered.at(1, 1) = false;  // a corner the player has not seen
             s.game->view.visible.at(1, 1) = false;
         }},
        {BotWhen::down_open, BotMove::descend, BotKind::careful,
         [](Scenario& s, BotMemory&) { stair_under_player(s, Tile::stairs_down); }},
        {BotWhen::always, BotMove::wait, BotKind::careful, [](Scenario&, BotMemory&) {}},
    };
}

TEST(CarefulBot, EveryRuleFiresInItsScenario) {
    const std::vector<RuleCase> cases = rule_cases();
    ASSERT_EQ(cases.size(), std::size(kBotRules)) << "one scenario per rule";
    for (std::size_t i = 0; i < cases.size(); ++i) {
        ASSERT_EQ(cases[i].when, kBotRules[i].when) << "case " << i << " is not the table's row";
        ASSERT_EQ(cases[i].move, kBotRules[i].move) << "case " << i << " is not the table's row";
        Scenario s = room();
        BotMemory memory;
        cases[i].set_up(s, memory);
        const BotChoice choice = careful_choice(*s.game, cases[i].kind, memory);
        ASSERT_TRUE(choice.rule.has_value()) << "case " << i;
        EXPECT_EQ(*choice.rule, i) << "case " << i << " was decided by rule " << *choice.rule << " ("
                                   << intent_name(choice.intent.kind) << ")";
    }
}

TEST(CarefulBot, ChoosesTheSameWhateverThePlayerCannotSee) {
    // A fight the bot cannot win, an unknown potion, and a corridor beyond the east wall it has not seen.
    constexpr std::string_view kMap = R"(
###############
#.....#.......#
#.....#.......#
#..@..#.......#
#.....#.......#
#..............
###############
)";
    const auto play = [&](bool scramble) {
        Scenario s = build_scenario(kMap, {});
        Game& g = *s.game;
        const ecs::Entity potion = give(g, "potion_of_healing");
        const ecs::Entity sword = give(g, "short_sword");
        creature(g, "goblin", player_cell(g) + Point{1, 0});
        if (scramble) {
            // An invisible creature where the bot would retreat to, and a curse the player has not found.
            const ecs::Entity unseen = creature(g, "goblin", player_cell(g) + Point{-1, 0});
            g.world.set_marker(unseen, effect_of<Invisible>().bit);
            g.world.get<Item>(sword).cursed = true;
            g.world.get<Identity>(potion).row = g.content->find("potion_of_slumber")->index;  // unknown kind
            creature(g, "troll", {11, 2});                                                     // out of sight
            for (int x = 8; x < 13; ++x) {
                if (!g.view.remembered.at(x, 3)) g.floor.map.tiles.at(x, 3) = Tile::wall;      // unexplored
            }
            update_view(g);
        }
        BotMemory memory;
        std::vector<Intent> chosen;
        for (const int hp : {24, 10, 4, 2}) {
            g.world.get<Health>(g.player).hp = hp;
            chosen.push_back(careful_choice(g, BotKind::careful, memory).intent);
        }
        return chosen;
    };
    EXPECT_EQ(play(false), play(true));
}

TEST(CarefulBot, PlaysWholeRunsWithoutStalling) {
    for (const BotKind kind : {BotKind::careful, BotKind::dancer}) {
        for (const std::uint64_t seed : {1u, 2u}) {
            auto g = new_game(testing::shipped_content(), seed, "bot");
            BotMemory memory;
            const BotRun run = play_bot_turns(*g, [&](Game& game) { return next_bot_intent(game, kind, memory); }, 3000);
            EXPECT_EQ(run.refusals, 0) << bot_kind_name(kind) << " seed " << seed
                                       << ": every choice is one the game takes (a refused one is a wasted wait)";
            EXPECT_EQ(static_cast<int>(g->turn), run.turns) << "seed " << seed << ": every turn passed";
            EXPECT_GT(g->score.deepest_paid, 1) << "seed " << seed << ": it goes down";
        }
    }
}

// Blind, the bot reads nothing: a scroll it would read to escape, to improve its gear or to learn what it is
// waits until it can see, and whatever it chooses instead is an action the game takes (no wasted turn).
TEST(CarefulBot, ABlindBotChoosesNoScrollAndTheGameTakesItsChoice) {
    const std::vector<std::function<void(Scenario&)>> cases = {
        [](Scenario& s) {
            give(*s.game, "scroll_of_teleportation", true);
            creature(*s.game, "troll", at(s, 1, 0));
        },
        [](Scenario& s) { give(*s.game, "scroll_of_light"); },
        [](Scenario& s) { give(*s.game, "scroll_of_sharpen_weapon", true); },
    };
    for (std::size_t i = 0; i < cases.size(); ++i) {
        Scenario s = room();
        cases[i](s);
        BotMemory seeing;
        ASSERT_EQ(careful_choice(*s.game, BotKind::careful, seeing).intent.kind, IntentKind::read)
            << "case " << i << ": seeing, the bot reads";
        ASSERT_TRUE(blind(*s.game, s.game->player, 20));
        BotMemory memory;
        const Intent chosen = careful_choice(*s.game, BotKind::careful, memory).intent;
        EXPECT_NE(chosen.kind, IntentKind::read) << "case " << i;
        EXPECT_TRUE(play_turn(*s.game, chosen).spent) << "case " << i << ": " << intent_name(chosen.kind);
    }
}

// Held fast by a trap, hurt and with nothing in view, the bot does not ask to rest (the game refuses a rest while
// held): it chooses what the game takes, so no turn is a refused choice and a wasted wait.
TEST(CarefulBot, AHeldBotDoesNotAskToRest) {
    Scenario s = room();
    Game& g = *s.game;
    g.world.get<Health>(g.player).hp = 3;
    BotMemory seeing;
    ASSERT_EQ(careful_choice(g, BotKind::careful, seeing).intent.kind, IntentKind::rest) << "free, the bot rests";
    ASSERT_TRUE(snare(g, g.player, 20));
    BotMemory memory;
    const Intent chosen = careful_choice(g, BotKind::careful, memory).intent;
    EXPECT_NE(chosen.kind, IntentKind::rest);
    EXPECT_TRUE(play_turn(g, chosen).spent) << intent_name(chosen.kind);
}

TEST(CarefulBot, NamesItsKinds) {
    for (const BotKind k : {BotKind::naive, BotKind::careful, BotKind::scummer, BotKind::dancer}) {
        EXPECT_EQ(bot_kind_from_name(bot_kind_name(k)), k);
    }
    EXPECT_FALSE(bot_kind_from_name("clever"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// Spirits are peaceful: the careful bot neither counts them as foes nor strikes them, and is not held up by one
// standing beside it (it swaps places with it as with any creature it does not fight).
TEST(CarefulBotAndSpirits, ASpiritBesideTheBotIsNoFoeAndIsNeverStruck) {
    Scenario s = build_scenario(R"(
        ##########
        #@s......#
        #........#
        ##########
    )",
                                {testing::Mark{'s', "iron_shade"}});
    Game& g = *s.game;
    EXPECT_TRUE(bot_percept(g).foes.empty());
    BotMemory memory;
    for (int turn = 0; turn < 30 && g.outcome == Outcome::alive; ++turn) {
        const Intent intent = next_bot_intent(g, BotKind::careful, memory);
        EXPECT_NE(intent.kind, IntentKind::strike) << "turn " << turn;
        (void)play_turn(g, intent);
    }
    EXPECT_FALSE(g.spirits.hostile);
}

// Deep water between the bot and the Element: the way round, by the bottom row, is five steps longer.
constexpr std::string_view kMoatedElement = R"(
##############
#.....~~~....#
#.@...~~~....#
#.....~~~....#
#.....~~~....#
#.....~~~....#
#.....~~~....#
#............#
##############
)";

struct ElementFetch {
    bool fetched = false;
    bool swam = false;  // stood in deep water on some turn
};

ElementFetch fetch_element_across_the_moat(bool crosses_water) {
    Scenario s = build_scenario(kMoatedElement, {});
    Game& g = *s.game;
    if (crosses_water) g.world.set_marker(g.player, effect_of<Swims>().bit);
    put(g, "element_of_yoord", {10, 2});
    update_view(g);
    BotMemory memory;
    ElementFetch out;
    for (int turn = 0; turn < 40 && !carries_element(g); ++turn) {
        (void)play_turn(g, careful_choice(g, BotKind::careful, memory).intent);
        if (g.map().at(player_cell(g)) == Tile::deep_water) out.swam = true;
    }
    out.fetched = carries_element(g);
    return out;
}

TEST(CarefulBotOnWater, AWalkingBotFetchesTheElementRoundTheWaterNeverThroughIt) {
    const ElementFetch walker = fetch_element_across_the_moat(false);
    EXPECT_TRUE(walker.fetched);
    EXPECT_FALSE(walker.swam);
}

TEST(CarefulBotOnWater, ASwimmingBotCrossesTheWaterStraightToTheElement) {
    const ElementFetch swimmer = fetch_element_across_the_moat(true);
    EXPECT_TRUE(swimmer.fetched);
    EXPECT_TRUE(swimmer.swam) << "the straight way is the shorter";
}

// On island levels (generation 2, every floor an island) the bot plays into the run's floors standing in the water
// only while it can cross it (a potion of levitation it drank): every other path it takes goes by land.
TEST(CarefulBotOnWater, OnIslandFloorsTheBotStandsInTheWaterOnlyWhileItCanCrossIt) {
    const Content& c = testing::shipped_content();
    const auto island = std::find_if(c.levels.begin(), c.levels.end(), [](const LevelDef& l) { return l.id == "island"; });
    ASSERT_NE(island, c.levels.end());
    StartChoices start{};
    start.dungeon = DungeonChoice{.generation = 2, .level = island->stable};
    for (const std::uint64_t seed : {1u, 2u, 3u}) {
        auto g = new_game(c, seed, "bot", {}, start);
        BotMemory memory;
        int in_water = 0;
        BotTurnHooks hooks;
        hooks.played = [&](const Intent&, bool) {
            if (g->outcome != Outcome::alive || g->map().at(player_cell(*g)) != Tile::deep_water) return;
            if (mobility_of(g->world, g->player) == Mobility::walks) ++in_water;
        };
        const BotRun run =
            play_bot_turns(*g, [&](Game& game) { return next_bot_intent(game, BotKind::careful, memory); }, 1500, hooks);
        EXPECT_EQ(run.refusals, 0) << "seed " << seed << ": no step into the water is even tried";
        EXPECT_EQ(in_water, 0) << "seed " << seed << ": in the water without the means to cross it";
        EXPECT_GT(g->score.deepest_paid, 1) << "seed " << seed << ": it finds the way down";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A zoo (content/rooms.toml) seen through a doorway: goblins asleep round a potion. The bot has other things to do
// (the bent passage south to explore), so it leaves the zoo sleeping: explore neither fetches loot lying beside a sleeper
// nor walks into one, and a sleeper is no foe to meet.
constexpr std::string_view kSleepingZoo = R"(
##################
#@.......#.......#
#........'..abc..#
#........#..d.e..#
#........#.......#
#####.############
    #.#
    #.#####
    #.....#
    #####.#
        #.#
        #.#
        ###
)";

TEST(CarefulBotAndZoos, TheBotDoesNotWakeASleepingZooWhenItHasOtherThingsToDo) {
    std::vector<testing::Mark> goblins;
    for (const char c : {'a', 'b', 'c', 'd', 'e'}) goblins.push_back(testing::Mark{c, "goblin", Movement::chaser});
    Scenario s = build_scenario(kSleepingZoo, goblins);
    Game& g = *s.game;
    for (const char c : {'a', 'b', 'c', 'd', 'e'}) g.world.set<Asleep>(s[c]);
    put(g, "potion_of_healing", {13, 3});
    update_view(g);
    BotMemory memory;
    bool went_south = false;
    for (int turn = 0; turn < 80 && g.outcome == Outcome::alive; ++turn) {
        const Intent intent = next_bot_intent(g, BotKind::careful, memory);
        EXPECT_NE(intent.kind, IntentKind::strike) << "turn " << turn;
        (void)play_turn(g, intent);
        went_south = went_south || player_cell(g).y >= 9;  // round the bend
    }
    EXPECT_TRUE(went_south) << "it explored the passage";
    for (const char c : {'a', 'b', 'c', 'd', 'e'}) EXPECT_TRUE(g.world.has<Asleep>(s[c])) << c << " was woken";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
