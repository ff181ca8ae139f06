#pragma once
// The monster memory screen (the monster_memory key, `M` by default): for each kind of monster the player has
// seen do something, what it saw (sim/state/monster_memory.hpp): how often and how hard its blows hurt, how often
// it missed, the conditions its blows left, the spells it was seen to use, the player's hardest blow on one, and
// how many the player killed. Never a number the game keeps hidden: no dice, no hit points.

#include <memory>
#include <string>
#include <vector>

#include "render/ui/text_pager.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// A heading per kind (its name), by name, each followed by a line per thing seen; a line that says nothing is
// remembered when nothing is.
[[nodiscard]] std::vector<std::string> monster_memory_lines(const Game& game);

[[nodiscard]] std::unique_ptr<TextPagerLayer> make_monster_memory_layer(const Game& game);

}  // namespace yoord
