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
    friend bool operator==(const GearRoll&, const GearRoll&) = default;
};
[[nodiscard]] inline bool same_value(const GearRoll& a, const GearRoll& b) {
    return same_value(a.item, b.item) && a.chance == b.chance;
}

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
    // A spirit's trade (sim/rules/spirits.hpp): none for every creature that is no spirit.
    SpiritTrade trade = SpiritTrade::none;
    SpiritPrice price = SpiritPrice::max_hp;
    int cost = 0;   // how much of the price: hit points or magic
    int pulls = 0;  // which way a trade moves the alignment dial: -1 or +1
    bool bounty = false;  // slain by the player, it earns the run's bounty doubler (sim/run/score.hpp), once a run
    // What a creature granting `disguised` looks like while disguised (a mimic): item rows, one of which each such
    // creature wears (chosen by its Uid, sim/rules/disguise.hpp); the map, the look command and explore show its
    // glyph, colour and name. Empty for every other row.
    std::vector<RowRefName> disguise;
    friend bool operator==(const MonsterDef&, const MonsterDef&) = default;
};

}  // namespace yoord
