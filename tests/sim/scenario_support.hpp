#pragma once
// Scenario tests drawn as ASCII maps. A map string is the floor, one line per row:
//   '#' wall   '.' floor   '+' closed door   '\'' open door   '<' '>' stairs   '@' the player
//   any other letter or digit: a creature, described by the legend (a content row, and optionally the
//   movement kind, tempo and side the test wants, so the test does not depend on how the row is tuned).
// build_scenario() installs the map in a fresh Game with nothing else on it; draw() prints a Game back in
// the same notation, so an expected map can be compared with what happened.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/state/game.hpp"

namespace yoord::testing {

const Content& shipped_content();

struct Mark {
    char symbol;
    std::string_view row;
    std::optional<Movement> movement = std::nullopt;
    std::optional<Tempo> tempo = std::nullopt;
    std::optional<Side> side = std::nullopt;  // the row's side unless set
};

struct Scenario {
    std::unique_ptr<Game> game;
    std::map<char, ecs::Entity> creatures;  // by map symbol

    [[nodiscard]] ecs::Entity operator[](char symbol) const { return creatures.at(symbol); }
    [[nodiscard]] Point cell(char symbol) const;
    [[nodiscard]] bool alive(char symbol) const;
};

Scenario build_scenario(std::string_view map, const std::vector<Mark>& legend, std::uint64_t seed = 1);

// The game's floor and creatures in the map notation (items are not drawn).
std::string draw(const Scenario& s);

// Submits `n` wait turns.
void wait_turns(Game& game, int n);

}  // namespace yoord::testing
