#pragma once
// MonsterDef: one row of content/monsters.toml. Keys are documented in that file's header and in
// docs/reference/content.md.

#include <vector>

#include "sim/tables/row.hpp"

namespace yoord {

// A chance that a newly spawned monster carries one item, rolled once per spawn.
struct GearRoll {
    RowRefName item;
    int chance = 100;  // percent
};

struct MonsterDef : RowCommon {
    Movement movement = Movement::chaser;
    Tempo tempo = Tempo::normal;
    Side side = Side::hostile;
    int hp = 1;
    int power_die = 1;
    int power_bonus = 0;
    int armour_die = 0;
    int armour_bonus = 0;
    int sight = 8;  // cells
    std::vector<EffectRef> grants;
    std::vector<GearRoll> gear;
    std::vector<RowRefName> spells;  // spell ids (content/spells.toml) it casts from its own pool
    int magic = 0;                   // its pool (Ma); a staircase never refills a monster's
};

}  // namespace yoord
