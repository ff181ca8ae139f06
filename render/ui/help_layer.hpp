#pragma once
// The help screen (? and F1): generated from the key table and the player's keymap, so it always shows the keys
// that actually work. Moving and running share one table (a row per direction); the other sections follow in two
// columns. After the keys, the guide's pages (render/game/guide.hpp: the map's glyphs, recovery, Patience,
// spirits, conducts, messages), turned with Left and Right. Every page fits 80×24 without scrolling.

#include <memory>
#include <vector>

#include "render/game/guide.hpp"
#include "render/input/keymap.hpp"
#include "render/ui/text_pager.hpp"

namespace yoord {

// The help text for a body `width` columns wide.
[[nodiscard]] std::vector<StyledLine> help_lines(const Keymap& keymap, int width);
// A guide page's text for a body `width` columns wide: paragraphs wrapped, terms two to a row.
[[nodiscard]] std::vector<StyledLine> guide_page_lines(const GuidePage& page, int width);
// The keys alone (no game to read the tables from).
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap);
// The keys, then the guide's pages for `content`.
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_help_layer(const Keymap& keymap, const Content& content);

}  // namespace yoord
