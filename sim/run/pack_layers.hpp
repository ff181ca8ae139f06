#pragma once
// Which cells a pack's map layer marks (pack.toml [[layer]], sim/tables/pack.hpp): a cell the player sees now
// whose creature (one the player sees) or, with no creature seen there, item carries the layer's effect. The
// mark replaces the cell's glyph, so the player's own cell is never marked. Terrain carries no effects. The screen
// draws the layer's glyph there (render/game/pack_layers.hpp); the rules never ask.

#include <cstddef>

#include "sim/state/game.hpp"

namespace yoord {

// Whether the cell at `p` shows something carrying the effect `bit`: a creature the player sees there holding it
// (born with it, granted, held for a while or lent by its gear), or an item lying there that lends it or has it.
[[nodiscard]] bool cell_carries_effect(const Game& game, Point p, std::size_t bit);

}  // namespace yoord
