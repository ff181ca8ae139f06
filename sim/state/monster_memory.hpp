#pragma once
// The monster memory: what the player has seen each kind of monster do, by its row's stable id. Only what the
// player saw (a turn event marked seen): how hard its blows have hurt, how often it missed, the conditions its
// blows gave, the spells and breaths it used, the hardest blow the player landed on it, and how many of its kind the player has killed; never
// a number the game keeps hidden (its dice, its hit points). Filled after each turn by sim/run/monster_memory.hpp
// from the turn's events, which read the world and draw no random number, so it changes no game: the state hash
// leaves it out. Saved (format 9, docs/reference/save-format.md).

#include <string>
#include <vector>

#include "core/stable_id.hpp"

namespace yoord {

struct MonsterRecord {
    StableId row;
    int blows_landed = 0;   // its attacks that hurt the player
    int heaviest_blow = 0;  // the most hit points one of them took
    int misses = 0;         // its attacks on the player that missed
    int hardest_hit = 0;    // the most hit points one blow of the player's took from one of its kind
    int kills = 0;          // of its kind, killed by the player
    std::vector<std::string> conditions;  // effect ids its blows gave the player, sorted, each once
    std::vector<std::string> arts;        // spell or wand row ids it was seen to cast, breathe or zap, sorted
};

struct MonsterMemory {
    std::vector<MonsterRecord> kinds;  // sorted by row

    // The record of `row`, made empty the first time.
    MonsterRecord& of(StableId row);
    [[nodiscard]] const MonsterRecord* find(StableId row) const noexcept;
};

}  // namespace yoord
