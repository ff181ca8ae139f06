#include "game_session_support.hpp"

#include <gtest/gtest.h>

#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/golden_content.hpp"

namespace yoord::test {

const Content& embedded_content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

const Content& session_content() { return frozen_content(); }

Session::Session(std::unique_ptr<Game> game, Size size) : terminal(size), screen(stack, keymap, std::move(game)) {}
Session::Session() : Session(new_game(session_content(), kSessionSeed, "Tess")) {}

std::string Session::play(std::string_view keys) {
    terminal.type(keys);
    screen.run();
    return terminal.to_string();
}

void Session::press(Key k) {
    terminal.queue_key(k);
    stack.step();
    stack.draw();
}

std::string Session::first_line() { return row(0); }

std::string Session::row(int y) {
    const std::string s = terminal.to_string();
    std::size_t start = 0;
    for (int i = 0; i < y && start != std::string::npos; ++i) {
        start = s.find('\n', start);
        if (start != std::string::npos) ++start;
    }
    if (start == std::string::npos) return {};
    return s.substr(start, s.find('\n', start) - start);
}

FloorMap open_room(int width, int height) {
    FloorMap map;
    map.tiles.reset(width, height, Tile::wall);
    for (int y = 1; y < height - 1; ++y) {
        for (int x = 1; x < width - 1; ++x) map.tiles.at(x, y) = Tile::floor;
    }
    map.stairs_up = {1, 1};
    map.stairs_down = {width - 2, height - 2};
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
    return map;
}

std::unique_ptr<Game> game_in_room(Point at, int width, int height) {
    auto g = new_game(session_content(), kSessionSeed, "Tess");
    install_map(*g, open_room(width, height), at);
    return g;
}

ecs::Entity spawn(Game& g, std::string_view id, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, where);
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

}  // namespace yoord::test
