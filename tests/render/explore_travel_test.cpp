// Explore, run and travel on the play screen, through the null terminal: the stop rule's reasons in the log,
// the map's memory of items and traps, the confirm before a known trap, the travel cursor
// (render/game/game_screen.*, map_source.*, target_layer.*, view_model.*).

#include <gtest/gtest.h>

#include <algorithm>

#include "render/utf8.hpp"

#include "render/game/game_screen.hpp"
#include "render/game/target_layer.hpp"
#include "render/game/tile_look.hpp"
#include "render/game/view_model.hpp"
#include "render/null_terminal.hpp"
#include "sim/world/components.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

struct Session {
    NullTerminal terminal;
    LayerStack stack{terminal};
    Keymap keymap = Keymap::defaults();
    GameScreen screen;

    explicit Session(std::unique_ptr<Game> game) : screen(stack, keymap, std::move(game)) {}

    Game& game() { return screen.game(); }
    // Keys as the play loop reads them, until input runs out (a question still up when it does stays drawn,
    // and the session is over: once per session); then the screen.
    std::string play(std::string_view keys) {
        terminal.type(keys);
        screen.run();
        return terminal.to_string();
    }
    // One key, handled as the play loop would, then the screen drawn; for keys that ask nothing.
    void press(Key k) {
        terminal.queue_key(k);
        (void)stack.step();
        stack.draw();
    }
    std::string first_line() {
        const std::string s = terminal.to_string();
        return s.substr(0, s.find('\n'));
    }
};

// A walled room of floor, stairs up in the north-west corner and down in the south-east.
std::unique_ptr<Game> game_in_room(Point at, int width = 14, int height = 8) {
    auto g = new_game(content(), 7, "Tess");
    FloorMap map;
    map.tiles.reset(width, height, Tile::wall);
    for (int y = 1; y < height - 1; ++y) {
        for (int x = 1; x < width - 1; ++x) map.tiles.at(x, y) = Tile::floor;
    }
    map.stairs_up = {1, 1};
    map.stairs_down = {width - 2, height - 2};
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
    install_map(*g, std::move(map), at);
    return g;
}

ecs::Entity spawn(Game& g, std::string_view id, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, where);
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

ecs::Entity known_trap(Game& g, Point at) {
    const ecs::Entity trap = spawn(g, "dart_trap", Place::at(at));
    g.world.get<Trap>(trap).revealed = true;
    return trap;
}

// The screen cell showing the map cell `p`, found by the player's '@' (the map is drawn below the message line).
std::pair<int, int> screen_cell(const NullTerminal& t, Game& g, Point p) {
    const Point me = player_cell(g);
    for (int y = 1; y < t.size().height; ++y) {
        for (int x = 0; x < t.size().width; ++x) {
            if (t.cell(x, y).glyph == U'@') return {x + p.x - me.x, y + p.y - me.y};
        }
    }
    return {-1, -1};
}

bool on_screen(const std::string& screen, std::string_view text) { return screen.find(text) != std::string::npos; }

TEST(ExploreOnScreen, SaysWhyItStops) {
    Session s(game_in_room({5, 4}));
    const std::string screen = s.play("o");
    EXPECT_TRUE(on_screen(screen, "There is nothing left to explore here.")) << screen;
}

TEST(ExploreOnScreen, AnAwakeMonsterKeepsItFromStartingAndASleepingOneDoesNot) {
    Session awake(game_in_room({2, 4}));
    const ecs::Entity watcher = spawn(awake.game(), "rat", Place::at({9, 4}));
    awake.game().world.get<Mind>(watcher).sight = 12;  // it has noticed the player (one that has not is no threat)
    EXPECT_TRUE(on_screen(awake.play("L"), "A sewer rat is in view."));
    EXPECT_EQ(player_cell(awake.game()), (Point{2, 4}));

    Session asleep(game_in_room({2, 4}));
    const ecs::Entity rat = spawn(asleep.game(), "rat", Place::at({9, 3}));
    ASSERT_TRUE(put_to_sleep(asleep.game(), rat, 100));
    (void)asleep.play("L");
    EXPECT_EQ(player_cell(asleep.game()), (Point{12, 4})) << "ran past the sleeping rat to the wall";
}

TEST(ExploreOnScreen, PicksUpWhatTheAutoPickupOptionWants) {
    Session s(game_in_room({2, 4}));
    Game& g = s.game();
    (void)spawn(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = spawn(g, "arrow", Place::at({6, 5}));
    const ecs::Entity sword = spawn(g, "long_sword", Place::at({9, 2}));
    (void)s.play("o");
    EXPECT_EQ(g.world.get<Location>(arrows).place.kind, PlaceKind::pack) << "ammo the bow fires";
    EXPECT_EQ(g.world.get<Location>(sword).place.kind, PlaceKind::cell) << "not wanted by default";

    Session all(game_in_room({2, 4}));
    const ecs::Entity sword_too = spawn(all.game(), "long_sword", Place::at({9, 2}));
    all.screen.set_auto_pickup(AutoPickup{{PickupKind::all}});
    (void)all.play("o");
    EXPECT_EQ(all.game().world.get<Location>(sword_too).place.kind, PlaceKind::pack);
}

TEST(KnownTraps, AStepOntoOneByHandAsksFirst) {
    Session asked(game_in_room({5, 4}));
    (void)known_trap(asked.game(), {6, 4});
    asked.play("l");  // input runs out on the question, which stays drawn
    EXPECT_EQ(asked.first_line(), "Really step onto the poison dart trap? [y]es / [n]o");

    Session no(game_in_room({5, 4}));
    (void)known_trap(no.game(), {6, 4});
    no.play("ln");
    EXPECT_EQ(player_cell(no.game()), (Point{5, 4}));
    EXPECT_EQ(no.game().turn, 0U) << "no, and no turn passes";

    Session yes(game_in_room({5, 4}));
    (void)known_trap(yes.game(), {6, 4});
    yes.play("ly");
    EXPECT_EQ(player_cell(yes.game()), (Point{6, 4}));
    EXPECT_EQ(yes.stack.query_log(), std::vector<std::string>{"confirm"});
}

TEST(KnownTraps, ADirectionKeyAtTheQuestionIsNotEatenItMovesThatWay) {
    Session s(game_in_room({5, 4}));
    (void)known_trap(s.game(), {6, 4});
    s.play("lh");
    EXPECT_EQ(player_cell(s.game()), (Point{4, 4})) << "the question was dropped and h stepped west";
    EXPECT_EQ(s.game().turn, 1U);
}

TEST(KnownTraps, AStepOntoAnUnknownOneAsksNothing) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    const ecs::Entity trap = spawn(g, "dart_trap", Place::at({6, 4}));
    g.world.get<Trap>(trap).revealed = false;
    s.play("l");
    EXPECT_EQ(player_cell(g), (Point{6, 4}));
    EXPECT_EQ(s.stack.query_log(), std::vector<std::string>{}) << "the player knew of no trap";
}

TEST(MapMemory, ItemsAndTrapsOutOfViewAreDrawnDimmedAndLookRemembersThem) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    (void)spawn(g, "long_sword", Place::at({8, 4}));
    (void)known_trap(g, {8, 5});
    s.press(Key{U'.'});
    const auto [sx, sy] = screen_cell(s.terminal, g, {8, 4});
    const auto [tx, ty] = screen_cell(s.terminal, g, {8, 5});
    const char32_t sword = s.terminal.cell(sx, sy).glyph;
    const char32_t trap = s.terminal.cell(tx, ty).glyph;
    ASSERT_NE(sword, tile_look(Tile::floor).glyph);
    ASSERT_NE(trap, tile_look(Tile::floor).glyph);
    EXPECT_NE(s.terminal.cell(sx, sy).fg, kRememberedColour) << "in view: bright";

    ASSERT_TRUE(blind(g, g.player, 20));
    update_view(g);
    s.press(Key{U'.'});
    EXPECT_EQ(s.terminal.cell(sx, sy).glyph, sword) << "remembered out of view";
    EXPECT_EQ(s.terminal.cell(sx, sy).fg, kRememberedColour);
    EXPECT_EQ(s.terminal.cell(tx, ty).glyph, trap);
    EXPECT_EQ(s.terminal.cell(tx, ty).fg, kRememberedColour);
    EXPECT_EQ(describe_cell(g, {8, 4}), "You remember a long sword there.");
    EXPECT_EQ(describe_cell(g, {8, 5}), "You remember a poison dart trap there.");
}

TEST(MapMemory, APileOfCoinsIsNamedByItsAmountInViewAndRemembered) {
    auto game = game_in_room({3, 4});
    Game& g = *game;
    const ecs::Entity coins = spawn(g, "gold_coins", Place::at({6, 4}));
    g.world.get<Coins>(coins).amount = 23;
    update_view(g);
    EXPECT_EQ(describe_cell(g, {6, 4}), "23 gold coins, on the floor.");
    ASSERT_TRUE(blind(g, g.player, 20));
    update_view(g);
    EXPECT_EQ(describe_cell(g, {6, 4}), "You remember 23 gold coins there.");
}

TEST(MapMemory, AnItemTakenOutOfSightIsRememberedUntilTheCellIsSeenAgain) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity sword = spawn(g, "long_sword", Place::at({8, 4}));
    s.press(Key{U'.'});
    const auto [sx, sy] = screen_cell(s.terminal, g, {8, 4});
    const char32_t glyph = s.terminal.cell(sx, sy).glyph;
    ASSERT_TRUE(blind(g, g.player, 20));
    update_view(g);
    (void)move_to(g.world, g.places, sword, Place::nowhere());  // gone while the player cannot see
    s.press(Key{U'.'});
    EXPECT_EQ(s.terminal.cell(sx, sy).glyph, glyph) << "the player does not know it went";
    (void)end_held(g, g.player, Grant::of<Blind>());
    update_view(g);
    s.press(Key{U'.'});
    EXPECT_EQ(s.terminal.cell(sx, sy).glyph, tile_look(Tile::floor).glyph) << "seen again: gone";
}

TEST(MapMemory, IsForgottenOnANewFloorVisit) {
    auto game = game_in_room({3, 4});
    Game& g = *game;
    (void)spawn(g, "long_sword", Place::at({8, 4}));
    update_view(g);
    ASSERT_NE(remembered_item(g, {8, 4}).item, ecs::null_entity);
    enter_floor(g, FloorChange::stairs_down);
    EXPECT_EQ(remembered_item(g, {8, 4}).item, ecs::null_entity);
}

TEST(TravelCursor, GoesToAPickedRememberedCell) {
    Session shown(game_in_room({2, 4}));
    shown.play("_lllll");  // input runs out with the cursor up
    EXPECT_EQ(shown.stack.query_log(), std::vector<std::string>{"travel"});
    EXPECT_EQ(shown.first_line(), "Travel where? The floor.");

    Session s(game_in_room({2, 4}));
    s.terminal.type("_lllll");
    s.terminal.queue_key(Key{keys::enter});
    s.play("");
    EXPECT_EQ(player_cell(s.game()), (Point{7, 4}));
}

TEST(TravelCursor, TheStairsKeyPutsTheCursorOnTheStairsAndTabOnRememberedItems) {
    Session stairs(game_in_room({5, 4}));
    stairs.play("_>");
    EXPECT_EQ(stairs.first_line(), "Travel where? A staircase down.");

    Session items(game_in_room({2, 4}));
    (void)spawn(items.game(), "long_sword", Place::at({5, 2}));
    update_view(items.game());
    items.terminal.type("_");
    items.terminal.queue_key(Key{keys::tab});
    items.play("");
    EXPECT_EQ(items.first_line(), "Travel where? A long sword, on the floor.");

    Session go(game_in_room({5, 4}));
    go.play("_>_");  // the travel key picks, as Enter does
    EXPECT_EQ(player_cell(go.game()), go.game().map().stairs_down);
}

TEST(TravelCursor, ItsHintFitsEightyColumns) {
    Session s(game_in_room({2, 4}));
    const std::string screen = s.play("_");
    // The key line is the screen's bottom row (the look, aim and travel cursors share it).
    const std::string bottom = screen.substr(screen.rfind('\n') + 1);
    EXPECT_NE(bottom.find("Esc: cancel"), std::string::npos) << bottom;
    EXPECT_LE(text_width(bottom), 80);
}

TEST(TravelCursor, AnUnseenCellIsRefused) {
    Session s(game_in_room({2, 4}, 40, 8));
    s.stack.queue_result<Point>(Point{37, 4});
    s.screen.act(Action::travel);
    EXPECT_EQ(player_cell(s.game()), (Point{2, 4}));
    EXPECT_TRUE(on_screen(s.play(""), "You have not seen that place."));
}

TEST(TravelToStairs, GoesThereAndStopsSilently) {
    Session s(game_in_room({5, 4}));
    const std::string screen = s.play("G");
    EXPECT_EQ(player_cell(s.game()), s.game().map().stairs_down);
    EXPECT_FALSE(on_screen(screen, "You are already there.")) << "arriving needs no sentence";
}

// ---- generation 2's floor rules on the map: a hidden item, a mimic ------------------------------------------------

TEST(MapMemory, AHiddenItemIsNeitherDrawnNorNamedUntilFound) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity sword = spawn(g, "long_sword", Place::at({8, 4}));
    g.world.set<Hidden>(sword);
    update_view(g);
    s.stack.draw();
    const auto [x, y] = screen_cell(s.terminal, g, {8, 4});
    EXPECT_EQ(s.terminal.cell(x, y).glyph, tile_look(Tile::floor).glyph);
    EXPECT_EQ(describe_cell(g, {8, 4}), describe_cell(g, {9, 4})) << "plain floor to the look command";
    const std::vector<Point> targets = travel_targets(g);
    EXPECT_EQ(std::count(targets.begin(), targets.end(), Point{8, 4}), 0) << "nor a place to travel to";
    g.world.clear<Hidden>(sword);  // found
    update_view(g);
    s.stack.draw();
    EXPECT_NE(s.terminal.cell(x, y).glyph, tile_look(Tile::floor).glyph);
}

TEST(Mimics, AMimicIsDrawnAndNamedAsItsItemUntilUnmasked) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity mimic = spawn(g, "mimic", Place::at({8, 5}));
    ASSERT_TRUE(disguise_of(g, mimic).has_value());
    (void)spawn(g, g.content->common(*disguise_of(g, mimic)).id, Place::at({8, 3}));  // the item it passes for
    update_view(g);
    s.stack.draw();
    const auto [sx, sy] = screen_cell(s.terminal, g, {8, 3});
    const auto [mx, my] = screen_cell(s.terminal, g, {8, 5});
    EXPECT_EQ(s.terminal.cell(mx, my).glyph, s.terminal.cell(sx, sy).glyph);
    EXPECT_EQ(s.terminal.cell(mx, my).fg, s.terminal.cell(sx, sy).fg);
    EXPECT_EQ(describe_cell(g, {8, 5}), describe_cell(g, {8, 3}));
    ASSERT_TRUE(unmask(g, mimic));
    s.stack.draw();
    EXPECT_EQ(s.terminal.cell(mx, my).glyph, U'm') << "shown as itself from then on";
    EXPECT_NE(describe_cell(g, {8, 5}), describe_cell(g, {8, 3}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
