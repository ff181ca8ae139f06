#pragma once
// Turn events: what happened during one turn, typed. The simulation records them as it decides (an attack
// hit, a bolt flew along these cells, a door opened); the front end reads them to animate and to write the
// message log, and tests assert on them rather than on English. Events never feed back into the rules: a
// state hash ignores them, and a game plays the same whether anyone reads them or not.
//
// Entities are those of the turn the event was recorded in: a killed creature's entity may be gone by the time
// a reader looks, so an event also carries what a reader needs (cells, the uid, a glyph hint) by value.

#include <cstdint>
#include <string>
#include <vector>

#include "core/ecs/entity.hpp"
#include "core/geom/point.hpp"

namespace yoord {

// A closed list: a new kind is a new arm in every switch that reads events (no default:).
enum class EventKind : std::uint8_t {
    hit,               // subject struck object for `amount` damage
    miss,              // subject's attack on object missed
    kill,              // subject killed object (subject may be null: a trap, poison, a fall)
    bolt,              // a bolt flew along `cells`, stopping at the last one
    beam,              // a beam lit every cell of `cells`
    blast,             // an explosion covered `cells` (centre first)
    breath,            // subject breathed along `cells`
    missile,           // a thrown or fired item flew along `cells`
    pick_up,           // subject picked up the item `object`
    door,              // subject opened (amount 1) or closed (amount 0) the door at cells[0]
    condition_gained,  // object gained the condition named by `key`
    condition_lost,    // object lost the condition named by `key`
    floor_feeling,     // the player arrived on a floor; `key` names the feeling
    magic_map,         // the cells in `cells` were revealed at once
};

struct TurnEvent {
    EventKind kind{};
    ecs::Entity subject = ecs::null_entity;  // who did it, if anyone
    ecs::Entity object = ecs::null_entity;   // to whom or to what
    std::vector<Point> cells;                // where, for events that have a shape on the map
    int amount = 0;
    std::string key;                         // a condition, a feeling or an element id, by kind
    bool seen = false;                       // whether the player saw it happen
};

}  // namespace yoord
