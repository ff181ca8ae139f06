#pragma once
// TrapDef: one row of content/traps.toml.

#include "sim/tables/row.hpp"

namespace yoord {

struct TrapDef : RowCommon {
    TrapKind kind = TrapKind::dart;
    Reveal reveal = Reveal::adjacent;
    Dice damage{0, 0};
    int damage_per_depth = 0;  // added to each hit per floor of depth
    int snare_turns = 0;
    Dice turns{0, 0};          // condition length (sleeping gas ...)
    friend bool operator==(const TrapDef&, const TrapDef&) = default;
};

}  // namespace yoord
