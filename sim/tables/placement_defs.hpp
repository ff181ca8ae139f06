#pragma once
// The tables that say how much of what goes where: the drop table (which item category a floor's loot
// roll picks) and the population budget per band of depths. Neither is spawned, so neither has an id.

#include <limits>
#include <optional>

#include "sim/tables/category.hpp"
#include "sim/tables/row.hpp"

namespace yoord {

struct DropDef {
    Category category = Category::potion;
    int weight = 1;
    int min_depth = 1;
    SourceLoc where;
    friend bool operator==(const DropDef&, const DropDef&) = default;
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
    friend bool operator==(const SpellDef&, const SpellDef&) = default;
};

// A row of the ranking table a thrown deck's hand is scored by (content/decks.toml, [[hand]]). The best shape
// the hand makes pays its points.
struct HandDef {
    HandShape shape = HandShape::high_card;
    std::string name;
    int points = 0;
    SourceLoc where;
    friend bool operator==(const HandDef&, const HandDef&) = default;
};

// A kind of floor (content/levels.toml, [[level]]): which generator builds it, at which depths and how often.
// Read from dungeon generation 2 on (generation 1's choice is frozen in code: sim/dungeon/layout.cpp). A floor's
// kind is chosen in two steps, each one draw on its own stream: the special rows (`special = true`) first, on
// special_level_rng, each taking `chance` percent of the floors in its depths; then, for a floor no special row
// took, the ordinary rows on layout_kind_rng, each taking `chance` percent, and the one `rest` row the remainder.
struct LevelDef {
    std::string id;             // stable; --level ID forces it, and a save names it by stable_id(id)
    StableId stable;
    std::string name;           // what the player reads: "a castle"
    LevelLayout layout = LevelLayout::rooms;
    int min_depth = 1;
    int max_depth = 99;
    int chance = 0;             // percent of the floors in [min_depth, max_depth]
    bool special = false;       // drawn first, on the special levels' own stream
    bool rest = false;          // the ordinary row that takes every floor the others leave (exactly one)
    int vaults = 0;             // at most this many vaults (content/vaults.toml) are placed on such a floor
    SourceLoc where;
    friend bool operator==(const LevelDef&, const LevelDef&) = default;
};

// A special room (content/rooms.toml, [[room]]): generation 2 turns one room of some floors (never a room holding a
// stair) into a hoard, a zoo, a hive or a red room. The choice is one draw on special_room_rng: each row takes
// `chance` percent of the floors in its depths, in file order. A special room moves no wall: it changes what stands
// in the room and, for a red room, which walls can be dug (sim/dungeon/special_rooms.hpp).
struct RoomDef {
    std::string id;             // stable; a save never names it (the seed rebuilds it), the catalog does
    StableId stable;
    std::string name;           // what the player reads: "a monster zoo"
    RoomKind kind = RoomKind::zoo;
    int min_depth = 1;
    int max_depth = 99;
    int chance = 0;             // percent of the generation-2 floors in [min_depth, max_depth]
    std::string guardian;       // a monster row standing at the room's centre; empty for none
    int monsters = 0;           // percent of the room's free cells that hold a monster of the floor's depth
    bool asleep = false;        // the room's monsters (its guardian too) are asleep when the floor is entered
    int items = 0;              // loot rolls lying in the room
    std::string pile;           // an item row lying in piles (a hoard's gold); empty for none
    int piles = 0;              // how many piles
    SourceLoc where;
    friend bool operator==(const RoomDef&, const RoomDef&) = default;
};

// The symbols every vault map may use; any other must be in the row's own legend.
enum class VaultSymbol : std::uint8_t { outside, wall, floor, door, open_door, water, monster, item, trap };

[[nodiscard]] constexpr std::optional<VaultSymbol> vault_symbol(char c) noexcept {
    switch (c) {
        case ' ': return VaultSymbol::outside;    // left as the floor had it
        case '#': return VaultSymbol::wall;
        case '.': return VaultSymbol::floor;
        case '+': return VaultSymbol::door;
        case '\'': return VaultSymbol::open_door;
        case '~': return VaultSymbol::water;
        case 'M': return VaultSymbol::monster;    // a monster of the floor's depth + 2
        case 'I': return VaultSymbol::item;       // an item (a loot roll)
        case 'T': return VaultSymbol::trap;
        default: return std::nullopt;
    }
}

// Whether a symbol is ground one can stand on (an entrance must be, on the map's edge).
[[nodiscard]] constexpr bool vault_ground(char c) noexcept {
    const std::optional<VaultSymbol> s = vault_symbol(c);
    return !s || (*s != VaultSymbol::outside && *s != VaultSymbol::wall && *s != VaultSymbol::water);
}

// A symbol of a vault's map that the row's own legend gives a content row ("o" = "ogre").
struct VaultLegendEntry {
    char symbol = '?';
    std::string row;
    SourceLoc where;
    friend bool operator==(const VaultLegendEntry&, const VaultLegendEntry&) = default;
};
[[nodiscard]] inline bool same_value(const VaultLegendEntry& a, const VaultLegendEntry& b) {
    return a.symbol == b.symbol && a.row == b.row;
}

// A vault (content/vaults.toml, [[vault]]): a small hand-drawn map with a legend, placed into generation-2
// floors where it fits, turned and mirrored when its row allows. The loader checks the map (equal lines, known
// symbols, an entrance on its edge) and resolves the legend's rows; sim/dungeon/vaults.cpp places it.
struct VaultDef {
    std::string id;
    StableId stable;
    std::vector<std::string> map;      // rows of equal length, in the symbols of docs/reference/content.md
    std::vector<SourceLoc> map_where;  // where each row's string starts, for errors at file:line:col
    std::vector<VaultLegendEntry> legend;
    int min_depth = 1;
    int max_depth = 99;
    int weight = 1;
    bool rotate = true;   // may be turned a quarter, a half or three quarters
    bool mirror = true;   // may be flipped
    SourceLoc where;
    friend bool operator==(const VaultDef&, const VaultDef&) = default;
};

// Counts per floor for depths in [min_depth, max_depth]; the floor code rolls each in [min, max].
// A population band without max_depth is open-ended: it holds every floor from its min_depth down, so the
// endless dungeon's floors past final_depth are described by a row, not by a rule in the code. Only the deepest
// band may be open-ended (any band after it would overlap it).
inline constexpr int kOpenEndedDepth = std::numeric_limits<int>::max();

struct PopulationBand {
    int min_depth = 1;
    int max_depth = kOpenEndedDepth;
    int monsters_min = 0;
    int monsters_max = 0;
    int items_min = 0;
    int items_max = 0;
    int traps_min = 0;
    int traps_max = 0;
    SourceLoc where;
    friend bool operator==(const PopulationBand&, const PopulationBand&) = default;
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
    int heavy_swing_power = 4;     // added to the attack roll of a heavy swing (a weapon granting heavy_swing)
    int heavy_swing_recovery = 1;  // actions a heavy swing's swinger then spends recovering
    int momentum_power = 1;        // added to the attack roll per landed blow in a row (a weapon granting momentum)
    int momentum_max = 3;          // the most blows momentum counts
    int blade_bite = 2;            // hit points a blade that bites its wielder takes on every hit
    int spell_focus_discount = 2;  // magic a spell focus (a staff) takes off every spell's cost (never below 1)
    int trick_burst_damage = 3;    // a trick shot's burst, armour or not (sim/rules/trick_shots.hpp)
    int trick_burst_radius = 1;    // a found trap's burst in a trick shot
    int coin_burst_radius = 2;     // a coin's burst in a trick shot's chain
    int element_burst_damage = 8;  // the Element of Yoord's burst
    int element_burst_radius = 3;  // how far the Element's burst reaches
    // Generation 2's floor rules (sim/dungeon/population.hpp). Off unless the content names them: a content set from
    // before them (the golden recordings' frozen copy) keeps its floors exactly.
    int hidden_item_percent = 0;       // share of floors with one extra item lying hidden
    int corridor_lurker_depth = 7;     // shallowest floor whose corridors hide lurkers
    int corridor_lurker_percent = 0;   // share of a floor's corridors (connected runs) hiding one
    std::string corridor_lurker;       // the monster row a corridor hides; empty: none
    int mimic_depth = 3;               // shallowest floor a mimic may wait on
    int mimic_percent = 0;             // share of floors from mimic_depth with one mimic
    std::string mimic;                 // the monster row (a disguised one) waiting there; empty: none
    // Floor gear's rolled plus (sim/dungeon/population.hpp), in every generation, on its own stream. Off unless the
    // content names it, as the floor rules are.
    int gear_plus_percent = 0;  // share of uncursed floor weapons and armour with a plus
    int gear_plus_max = 3;      // the largest such plus (each from +1 to it equally likely)
    int cursed_minus_max = 0;   // a cursed one's plus is minus the same roll, at most this; 0: a curse brings no minus
    // Polymorph of the player (sim/rules/polymorph.hpp).
    int polymorph_shock_max = 6;         // the system shock: 1d this of harm (0: none)
    int polymorph_home_percent = 50;     // already polymorphed: the chance of going home to the run's own body
    int polymorph_chimera_percent = 10;  // the chance the new body is a chimera (a second row's grants too)
    // Bones (sim/run/bones.hpp): the monster row of the ghost that carries a dead run's gear; empty: no run meets bones.
    std::string bones_ghost;
    SourceLoc where;
    friend bool operator==(const GameConstants&, const GameConstants&) = default;
};

}  // namespace yoord
