#pragma once
// The real game on the play screen through the null terminal, for render tests: a GameScreen over a Game, keys
// scripted on the terminal. run() plays them until input runs out, which leaves the screen as the player would
// see it waiting at that point (a menu, the aim cursor, --more--).

#include <memory>
#include <string>
#include <string_view>

#include "render/game/game_screen.hpp"
#include "render/null_terminal.hpp"
#include "sim/tables/content.hpp"

namespace yoord::test {

inline constexpr std::uint64_t kSessionSeed = 7;

[[nodiscard]] const Content& embedded_content();
// The frozen tables the goldens are played on (tests/support/golden_content.hpp). A session's game is made on
// them: its floor's population, the looks of unknown potions and every roll depend on which rows exist, so a
// row added to content/ (at any depth) would otherwise move what the screen snapshots show. A row a test spawns
// by id must be in the frozen copy too (make regenerate-golden copies content/ there).
[[nodiscard]] const Content& session_content();

struct Session {
    NullTerminal terminal;
    LayerStack stack{terminal};
    Keymap keymap = Keymap::defaults();
    GameScreen screen;

    explicit Session(std::unique_ptr<Game> game, Size size = {80, 24});
    Session();

    Game& game() { return screen.game(); }
    // Types `keys` and plays until input runs out; returns the screen.
    std::string play(std::string_view keys);
    // One key, handled as the play loop would, then the screen drawn. For keys that ask no question.
    void press(Key k);
    [[nodiscard]] std::string first_line();
    // Row `y` of the screen as text.
    [[nodiscard]] std::string row(int y);
};

// A walled room of floor, `width` by `height` with the walls, stairs up at (1, 1) and down in the far corner.
[[nodiscard]] FloorMap open_room(int width, int height);
// A new game (seed kSessionSeed) moved into a 12×8 open room with the player at `at`.
[[nodiscard]] std::unique_ptr<Game> game_in_room(Point at, int width = 12, int height = 8);
// Spawns row `id` at `where` (a test failure if it cannot).
ecs::Entity spawn(Game& g, std::string_view id, Place where);

}  // namespace yoord::test
