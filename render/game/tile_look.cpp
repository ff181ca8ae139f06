#include "render/game/tile_look.hpp"

namespace yoord {

TileLook tile_look(Tile t) noexcept {
    switch (t) {
        case Tile::rock: return {U' ', colours::black, "solid rock"};
        case Tile::wall: return {U'#', colours::white, "a wall"};
        case Tile::floor: return {U'·', colours::white, "the floor"};
        case Tile::corridor: return {U'░', colours::white, "a corridor"};
        case Tile::door_open: return {U'\'', colours::yellow, "an open door"};
        case Tile::door_closed: return {U'+', colours::yellow, "a closed door"};
        case Tile::stairs_up: return {U'<', colours::bright_white, "a staircase up"};
        case Tile::stairs_down: return {U'>', colours::bright_white, "a staircase down"};
    }
    return {};
}

}  // namespace yoord
