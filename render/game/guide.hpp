#pragma once
// The guide: what the help teaches beyond the keys (the map's glyphs, recovery and Patience, spirits and treats,
// conducts, messages and what the player knows), as pages of entries. Every glyph comes from the game's own
// tables (the tiles' looks, the rows' glyphs, the conducts' marks) and every number from the constants, never
// from a list written here; every word is a sentence key. The help screen (render/ui/help_layer.hpp) draws each
// page after its page of keys, and the manual page (render/man_page.hpp) writes each as a section, so the two
// say the same words.

#include <string>
#include <vector>

#include "render/input/keymap.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// A term and what it means ("#": "a wall"), or, with no term, a paragraph.
struct GuideEntry {
    std::string term;
    std::string text;
};

struct GuidePage {
    std::string title;
    std::vector<GuideEntry> entries;
};

// The pages, with the keys of `keymap` in their sentences ("Rest (R) mends ...").
[[nodiscard]] std::vector<GuidePage> guide_pages(const Content& content, const Keymap& keymap);

}  // namespace yoord
