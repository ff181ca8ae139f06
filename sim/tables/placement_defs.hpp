#pragma once
// The tables that say how much of what goes where: the drop table (which item category a floor's loot
// roll picks) and the population budget per band of depths. Neither is spawned, so neither has an id.

#include "sim/tables/category.hpp"
#include "sim/tables/row.hpp"

namespace yoord {

struct DropDef {
    Category category = Category::potion;
    int weight = 1;
    int min_depth = 1;
    SourceLoc where;
};

// An active ability (content/abilities.toml): whoever holds `effect` may choose it as its action, toward a
// target. Keyed by its effect, so a row, a ring or a potion that lends the effect lends the ability too.
struct AbilityDef {
    EffectRef effect;
    AbilityMechanic mechanic = AbilityMechanic::breath;
    int chance = 100;     // percent: how often a mind that could use it does, when it decides
    int range = 1;        // cells
    Dice damage;          // to the creature it reaches
    EffectRef resisted_by;  // a creature holding this takes none of it; id empty for none
    std::string noun;     // what the log calls it: "fire"
    SourceLoc where;
};

// A row of the ranking table a thrown deck's hand is scored by (content/decks.toml, [[hand]]). The best shape
// the hand makes pays its points.
struct HandDef {
    HandShape shape = HandShape::high_card;
    std::string name;
    int points = 0;
    SourceLoc where;
};

// Counts per floor for depths in [min_depth, max_depth]; the floor code rolls each in [min, max].
struct PopulationBand {
    int min_depth = 1;
    int max_depth = 1;
    int monsters_min = 0;
    int monsters_max = 0;
    int items_min = 0;
    int items_max = 0;
    int traps_min = 0;
    int traps_max = 0;
    SourceLoc where;
};

// Game-wide tuning numbers (content/constants.toml).
struct GameConstants {
    int final_depth = 13;
    int patience_per_floor = 1000;  // player turns before the portal opens
    int pack_size = 26;
    int max_conditions = 3;
    int player_hp = 20;
    int player_power_die = 4;
    int player_armour_die = 2;
    int player_sight = 8;
    int spawn_radius = 3;  // YOORD_SPAWN places rows within this many cells of the player
    int drop_gear_percent = 50;  // chance that each item a dying creature carries falls to the floor
    SourceLoc where;
};

}  // namespace yoord
