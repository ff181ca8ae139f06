#include "sim/scenario_support.hpp"

#include <gtest/gtest.h>

#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/floors.hpp"

namespace yoord::testing {

namespace {

// The map's rows. A map may be drawn as an indented raw string: blank lines are skipped and the indentation all
// rows share is taken off, so only the map's own columns remain.
std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        if (line.find_first_not_of(' ') != std::string_view::npos) lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    std::size_t indent = std::string_view::npos;
    for (const std::string_view line : lines) indent = std::min(indent, line.find_first_not_of(' '));
    for (std::string_view& line : lines) line.remove_prefix(indent);
    return lines;
}

Tile tile_of(char c) {
    switch (c) {
        case '#':
            return Tile::wall;
        case '+':
            return Tile::door_closed;
        case '\'':
            return Tile::door_open;
        case '<':
            return Tile::stairs_up;
        case '>':
            return Tile::stairs_down;
        case '~':
            return Tile::deep_water;
        default:
            return Tile::floor;
    }
}

char char_of(Tile t) {
    switch (t) {
        case Tile::rock:
            return ' ';
        case Tile::wall:
            return '#';
        case Tile::floor:
        case Tile::corridor:
            return '.';
        case Tile::door_open:
            return '\'';
        case Tile::door_closed:
            return '+';
        case Tile::stairs_up:
            return '<';
        case Tile::stairs_down:
            return '>';
        case Tile::deep_water:
            return '~';
    }
    return '?';
}

const Mark& mark_for(const std::vector<Mark>& legend, char c) {
    for (const Mark& m : legend) {
        if (m.symbol == c) return m;
    }
    ADD_FAILURE() << "no legend entry for '" << c << "'";
    return legend.front();
}

}  // namespace

const Content& shipped_content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

Point Scenario::cell(char symbol) const { return game->world.get<Position>(creatures.at(symbol)).cell; }

bool Scenario::alive(char symbol) const { return game->world.valid(creatures.at(symbol)); }

Scenario build_scenario(std::string_view text, const std::vector<Mark>& legend, std::uint64_t seed) {
    const auto lines = lines_of(text);
    const int height = static_cast<int>(lines.size());
    int width = 0;
    for (const auto line : lines) width = std::max(width, static_cast<int>(line.size()));
    FloorMap map;
    map.tiles.reset(width, height, Tile::wall);
    Point player;
    std::vector<std::pair<char, Point>> marks;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < static_cast<int>(lines[static_cast<std::size_t>(y)].size()); ++x) {
            const char c = lines[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            map.tiles.at(x, y) = tile_of(c);
            if (c == '<') map.stairs_up = {x, y};
            if (c == '>') map.stairs_down = {x, y};
            if (c == '@') player = {x, y};
            if (std::isalnum(static_cast<unsigned char>(c))) marks.emplace_back(c, Point{x, y});
        }
    }
    Scenario s{new_game(shipped_content(), seed, "tester"), {}};
    Game& g = *s.game;
    install_map(g, std::move(map), player);
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    for (const auto& [c, at] : marks) {
        const Mark& m = mark_for(legend, c);
        const SpawnResult made = spawn_named(ctx, m.row, Place::at(at));
        EXPECT_TRUE(made) << made.error;
        if (!made) continue;
        if (m.movement) g.world.get<Mind>(made.entity).movement = *m.movement;
        if (m.tempo) g.world.get<Energy>(made.entity).tempo = *m.tempo;
        if (m.side) g.world.get<Allegiance>(made.entity).side = *m.side;
        s.creatures[c] = made.entity;
    }
    update_view(g);
    return s;
}

std::string draw(const Scenario& s) {
    const Game& g = *s.game;
    std::vector<std::string> rows(static_cast<std::size_t>(g.map().height()));
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) rows[static_cast<std::size_t>(y)] += char_of(g.map().at({x, y}));
    }
    const auto put = [&](Point p, char c) { rows[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)] = c; };
    for (const auto& [c, e] : s.creatures) {
        if (g.world.valid(e) && g.world.has<Position>(e)) put(g.world.get<Position>(e).cell, c);
    }
    put(player_cell(g), '@');
    std::string out;
    for (const std::string& row : rows) out += row + "\n";
    return out;
}

void wait_turns(Game& game, int n) {
    for (int i = 0; i < n; ++i) ASSERT_TRUE(play_turn(game, Intent::wait()).spent);
}

}  // namespace yoord::testing
