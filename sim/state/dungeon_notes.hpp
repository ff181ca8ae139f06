#pragma once
// The dungeon overview's notes: what the player has seen of each depth it reached. A floor is made anew on every
// visit from the seed (the same walls; new creatures, and loot only the first time), so a note keeps what outlasts
// a visit: that the depth was reached, how often and for how long, which of its stairs were found (they stand where
// they stood), and the spirits met there. Filled each turn by the overview system from what the player saw
// (sim/run/dungeon_notes.hpp); saved (format 10, docs/reference/save-format.md), never hashed: no rule reads it.

#include <cstdint>
#include <string>
#include <vector>

namespace yoord {

struct FloorNote {
    int depth = 0;
    int visits = 0;                    // arrivals on this depth
    std::uint32_t visit = UINT32_MAX;  // the floor change (Descent::floor_changes) of the arrival noted last
    std::uint32_t turns = 0;           // turns spent here, over every visit
    bool stairs_up = false;            // found on some visit
    bool stairs_down = false;
    std::vector<std::string> spirits;  // monster row ids of the spirits seen here, sorted, each once

    friend bool operator==(const FloorNote&, const FloorNote&) = default;
};

struct DungeonNotes {
    std::vector<FloorNote> floors;  // by depth, each once

    // The note of `depth`, made empty the first time.
    FloorNote& of(int depth);
    [[nodiscard]] const FloorNote* find(int depth) const;
};

}  // namespace yoord
