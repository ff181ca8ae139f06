// Auto-fight on the play screen, through the null terminal: Tab strikes, fires the quiver, or says why not
// (render/game/game_screen.cpp auto_fight; the choice is sim/actions/auto_fight.hpp's).

#include <gtest/gtest.h>

#include "render/game/game_screen.hpp"
#include "render/null_terminal.hpp"
#include "sim/world/components.hpp"
#include "sim/places/spawn.hpp"
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
    std::string play(std::string_view keys) {
        terminal.type(keys);
        screen.run();
        return terminal.to_string();
    }
};

// A walled room of floor with the player at `at`.
std::unique_ptr<Game> game_in_room(Point at) {
    auto g = new_game(content(), 7, "Tess");
    FloorMap map;
    map.tiles.reset(14, 8, Tile::wall);
    for (int y = 1; y < 7; ++y) {
        for (int x = 1; x < 13; ++x) map.tiles.at(x, y) = Tile::floor;
    }
    map.stairs_up = {1, 1};
    map.stairs_down = {12, 6};
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

// A rat that neither moves nor dies of one blow.
ecs::Entity tough_rat(Game& g, Point at) {
    const ecs::Entity rat = spawn(g, "rat", Place::at(at));
    g.world.get<Mind>(rat).movement = Movement::still;
    g.world.get<Health>(rat) = Health{500, 500};
    return rat;
}

bool on_screen(const std::string& screen, std::string_view text) { return screen.find(text) != std::string::npos; }

TEST(AutoFightOnScreen, TabStrikesTheFoeNextToThePlayer) {
    Session s(game_in_room({4, 4}));
    Game& g = s.game();
    const ecs::Entity rat = tough_rat(g, {5, 4});
    const std::uint32_t before = g.turn;
    const std::string screen = s.play("\t");
    EXPECT_EQ(g.turn, before + 1);
    EXPECT_EQ(player_cell(g), (Point{4, 4}));
    EXPECT_TRUE(on_screen(screen, "sewer rat")) << screen;
    EXPECT_TRUE(g.world.valid(rat));
}

TEST(AutoFightOnScreen, TabStepsTowardAFoeAcrossTheRoom) {
    Session s(game_in_room({2, 4}));
    Game& g = s.game();
    (void)tough_rat(g, {9, 4});
    (void)s.play("\t");
    EXPECT_EQ(player_cell(g), (Point{3, 4})) << "due east, at a foe due east";
}

TEST(AutoFightOnScreen, TabWithABowFiresTheQuiver) {
    Session s(game_in_room({2, 4}));
    Game& g = s.game();
    (void)tough_rat(g, {8, 4});
    (void)spawn(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = spawn(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(arrows).count = 6;
    const std::string screen = s.play("\t");
    EXPECT_EQ(player_cell(g), (Point{2, 4})) << "a shot, not a step";
    EXPECT_TRUE(on_screen(screen, "You fire")) << screen;
}

TEST(AutoFightOnScreen, TabWithNoFoeSaysSoAndTakesNoTurn) {
    Session s(game_in_room({4, 4}));
    Game& g = s.game();
    const std::uint32_t before = g.turn;
    const std::string screen = s.play("\t");
    EXPECT_EQ(g.turn, before);
    EXPECT_TRUE(on_screen(screen, "No foe in view.")) << screen;
}

TEST(AutoFightOnScreen, TabBelowAQuarterOfTheHitPointsRefuses) {
    Session s(game_in_room({4, 4}));
    Game& g = s.game();
    (void)tough_rat(g, {5, 4});
    Health& hp = g.world.get<Health>(g.player);
    hp.hp = hp.max_hp / 4 - 1;
    const std::uint32_t before = g.turn;
    const std::string screen = s.play("\t");
    EXPECT_EQ(g.turn, before);
    EXPECT_TRUE(on_screen(screen, "You are too hurt to fight recklessly.")) << screen;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
