#pragma once
// The dungeon overview (the overview key, Ctrl-O by default): each depth the player has reached, shallowest first,
// with its kind of floor, how often and how long the player was there, which stairs it found and the spirits it met
// (sim/state/dungeon_notes.hpp), the depth it stands on marked. Floors are made anew on each visit, so the page ends
// by saying that what is left behind is gone.

#include <memory>
#include <string>
#include <vector>

#include "render/ui/text_pager.hpp"
#include "sim/state/game.hpp"

namespace yoord {

[[nodiscard]] std::vector<std::string> dungeon_overview_lines(const Game& game);

[[nodiscard]] std::unique_ptr<TextPagerLayer> make_dungeon_overview_layer(const Game& game);

}  // namespace yoord
