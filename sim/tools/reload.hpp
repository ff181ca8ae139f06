#pragma once
// Hot reload (issue 16): the running game moved onto freshly loaded content. The game is saved to bytes and
// loaded back against the new tables, so every entity is rebuilt from its row by stable id and keeps only what
// play changed (docs/explanation/saves.md): a retuned row reaches live monsters and carried items at once. A
// row that is gone drops its entities, said in the log as a load does. The run is marked reloaded for good
// (save, run dump; never on the leaderboard).

#include <memory>
#include <string>

#include "sim/state/game.hpp"

namespace yoord {

struct Reloaded {
    std::unique_ptr<Game> game;  // null when the game could not be moved (then `error` says why)
    std::string error;
};

[[nodiscard]] Reloaded reload_game(const Game& game, const Content& fresh);

}  // namespace yoord
