#pragma once
// How each tile of the floor looks and reads: sim/ knows only the Tile enum; the glyph, the colour and the
// words a look line uses are the front end's business.

#include <string_view>

#include "render/colour.hpp"
#include "sim/dungeon/map.hpp"

namespace yoord {

struct TileLook {
    char32_t glyph = U' ';
    Colour colour = colours::white;
    std::string_view words;  // a sentence key: "tile.door_closed" is "a closed door", for the look line
};

[[nodiscard]] TileLook tile_look(Tile t) noexcept;

// Remembered but not seen now: every tile in one dim colour, so the lit part of the map stands out.
inline constexpr Colour kRememberedColour = colours::bright_black;

}  // namespace yoord
