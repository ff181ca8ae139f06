#include "render/game/tile_look.hpp"

namespace yoord {

TileLook tile_look(Tile t) noexcept {
    switch (t) {
        case Tile::rock: return {U' ', colours::black, "tile.rock"};
        case Tile::wall: return {U'#', colours::white, "tile.wall"};
        case Tile::floor: return {U'·', colours::white, "tile.floor"};
        case Tile::corridor: return {U'░', colours::white, "tile.corridor"};
        case Tile::door_open: return {U'\'', colours::yellow, "tile.door_open"};
        case Tile::door_closed: return {U'+', colours::yellow, "tile.door_closed"};
        case Tile::stairs_up: return {U'<', colours::bright_white, "tile.stairs_up"};
        case Tile::stairs_down: return {U'>', colours::bright_white, "tile.stairs_down"};
        case Tile::deep_water: return {U'~', colours::blue, "tile.deep_water"};
    }
    return {};
}

}  // namespace yoord
