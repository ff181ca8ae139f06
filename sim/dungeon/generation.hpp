#pragma once
// Dungeon generations. A seed names one dungeon forever within its generation: generation 1 is the dungeon
// every run had before generations existed, and a generation, once shipped, never changes. A new kind of floor,
// room or placement comes in a new generation; new runs take the newest, and a save, a recording, a dump and a
// leaderboard line each name the generation their run was played on (docs/explanation/seed-contract.md).

#include "core/stable_id.hpp"

namespace yoord {

inline constexpr int kFirstGeneration = 1;
inline constexpr int kNewestGeneration = 2;

[[nodiscard]] constexpr bool is_known_generation(int generation) noexcept {
    return generation >= kFirstGeneration && generation <= kNewestGeneration;
}

// Which dungeon a new run (or the seed catalog) is on: a generation, optionally one level row forced on every
// floor (--level KIND, for the wizard and tests; 0 lets the level table choose), and whether it is the endless
// dungeon (--endless: no Element, no win, the way down open past final_depth; docs/explanation/endless.md).
struct DungeonChoice {
    int generation = kNewestGeneration;
    StableId level{};
    bool endless = false;

    friend constexpr bool operator==(DungeonChoice, DungeonChoice) = default;
};

}  // namespace yoord
