#pragma once
// The help screen (? and F1): generated from the key table and the player's keymap, so it always shows the keys
// that actually work. Moving and running share one table (a row per direction); the other sections follow in two
// columns. Fits 80×24 without scrolling.

#include <memory>
#include <vector>

#include "render/input/keymap.hpp"
#include "render/ui/text_pager.hpp"

namespace yoord {

// The help text for a body `width` columns wide.
[[nodiscard]] std::vector<StyledLine> help_lines(const Keymap& keymap, int width);
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap);

}  // namespace yoord
