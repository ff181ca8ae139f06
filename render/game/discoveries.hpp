#pragma once
// The discoveries screen (the discoveries key, `\` by default): every item kind that starts unknown (potions,
// scrolls, wands), shelf by shelf. A kind the player has learnt shows its name and its look in this run; one
// not yet learnt shows its look alone, so the player sees what there is still to find. Nothing here is new
// knowledge: the looks are what the items on the floor already show.

#include <memory>
#include <string>
#include <vector>

#include "render/ui/text_pager.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// The screen's lines: a heading per shelf ("Potions: 3 of 14 known"), then a line per kind, learnt ones first
// (by name), then the unknown ones (by look).
[[nodiscard]] std::vector<std::string> discoveries_lines(const Game& game);

[[nodiscard]] std::unique_ptr<TextPagerLayer> make_discoveries_layer(const Game& game);

}  // namespace yoord
