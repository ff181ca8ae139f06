#pragma once
// What every spawnable row has in common, and the small value types rows use to point at one another.

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "core/stable_id.hpp"
#include "sim/tables/mechanics.hpp"

namespace yoord {

// Where a value was written: an index into the loaded file list, then 1-based line and column.
struct SourceLoc {
    std::uint32_t file = 0;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    friend bool operator==(const SourceLoc&, const SourceLoc&) = default;
};

// A grant: an effect id named by a row, resolved against the effects registry in phase 2.
struct EffectRef {
    std::string id;
    std::size_t bit = 0;  // the marker's index in `Markers`, valid after loading
    SourceLoc where;
    friend bool operator==(const EffectRef&, const EffectRef&) = default;
};

// A row id named by another row (gear rolls, a trap's payload ...), checked in phase 2.
struct RowRefName {
    std::string id;
    SourceLoc where;
    friend bool operator==(const RowRefName&, const RowRefName&) = default;
};

// A reference reads alike wherever it was written: its id decides (hot reload's "what changed").
[[nodiscard]] inline bool same_value(const EffectRef& a, const EffectRef& b) { return a.id == b.id; }
[[nodiscard]] inline bool same_value(const RowRefName& a, const RowRefName& b) { return a.id == b.id; }

struct RowCommon {
    std::string id;       // stable, never renamed; saves name the row by stable_id(id)
    StableId stable;
    std::string name;     // what the player reads; may change freely
    std::string description;
    char glyph = '?';
    ColourName colour = ColourName::white;
    int weight = 1;       // relative chance against the rows of its table; > 0
    int min_depth = 1;    // the shallowest floor it is placed on
    bool is_abstract = false;  // a base for other rows: never spawned, listed or pinned in ids.golden
    bool cancellation_only = false;  // what cancellation leaves of a potion or scroll: never placed as loot
    bool placed = true;   // false: never placed on a floor nor summoned (a starting companion): only asked for by id
    std::string base;     // the row this one copied, or empty
    SourceLoc where;      // the row's `[[table]]` header
    friend bool operator==(const RowCommon&, const RowCommon&) = default;
};

}  // namespace yoord
