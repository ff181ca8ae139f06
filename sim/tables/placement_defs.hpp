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

// A spell (content/spells.toml): what a creature that knows it may cast as its action, paying `cost` magic.
// The player learns it (when `learnable`); a monster knows the spells its row lists.
struct SpellDef {
    std::string id;            // stable, never renamed; saves name the spell by stable_id(id)
    StableId stable;
    std::string name;          // what the player reads: "magic dart"
    std::string description;
    int tier = 1;              // 1-4: how strong, and (with cost) how dear
    int cost = 1;              // magic (Ma)
    SpellMechanic mechanic = SpellMechanic::bolt;
    int range = 8;             // cells, for aimed spells
    int radius = 0;            // cells, for blasts, areas and mapping
    Dice damage;               // to each creature it hurts
    Dice amount;               // hit points healed, or a lent bonus, or power drained
    Dice turns;                // how long what it lends or inflicts lasts
    EffectRef resisted_by;     // a creature holding this takes none of its damage; id empty for none
    std::string noun;          // the log's word for what flies: "fire" ("The dragon breathes fire at you!")
    std::string verb = "casts";  // "breathes": the caster's verb in the log
    int chance = 100;          // percent: how often a monster's mind that could cast it does
    bool learnable = true;     // the player may learn it (a breath is not)
    bool breath = false;       // a breath (a dragon's fire): the screen draws it as one, not as a bolt
    bool starting = false;     // the player knows it from the start
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
    int stairs_heal_percent = 25;  // share of maximum hp a staircase to a new depth restores on arrival
    int rest_turns_per_hp = 10;    // turns of rest that mend one hit point (sim/rules/recovery.hpp)
    int rest_turns_per_ma = 20;    // turns of rest that bring back one point of magic
    int player_magic = 10;         // the player's starting and maximum magic (Ma)
    int known_spells = 4;          // spells the player can know at once
    int shapeshift_percent = 25;   // chance a shapeshifter takes a new shape after a kill
    int grow_percent = 20;         // chance a creature that grows gains one random stat after a kill
    SourceLoc where;
};

}  // namespace yoord
