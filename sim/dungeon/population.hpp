#pragma once
// What a floor holds when the player arrives: monsters, loot and traps drawn from the tables with
// content_rng(seed, depth, floor_changes), and on the final floor the Element of Yoord.
//
// Planning is separate from spawning: plan_population() is a pure function of (content, layout, seed, depth,
// floor changes, whether the Element is carried) that names rows and cells. The seed catalog prints a plan;
// spawn_population() turns one into entities through spawn_row, continuing the same content stream for the
// rolls a spawn makes (gear, charges, curses), so spawning never touches GameRng.
//
// Rules:
//   - counts per floor come from the population band holding the depth (the last band past the deepest band's
//     max_depth; the shipped last band is open-ended, so endless floors past final_depth have rows of their own),
//     each rolled uniformly in [min, max];
//   - a monster or trap row is drawn by weight among the rows whose min_depth <= depth; a loot roll first
//     draws a drop row by weight (among those allowed this deep whose category has a row allowed this deep),
//     then a row of that category by weight;
//   - everything stands on a plain floor tile (never a stair, door or corridor), one thing per cell; monsters
//     never within kMonsterClearance of the up stair, where the player arrives;
//   - on depth == final_depth, while the Element is not carried, one element row (by weight) lies there too;
//     never in the endless dungeon (PopulationRequest::endless), whose final_depth is a floor like the others;
//   - on the final floor (and below, should a test ask) no trap that leads down is drawn (a trapdoor): there is
//     nowhere below. In the endless dungeon there is always a floor below (to kEndlessBottom). The rows left are drawn by the same weights, so only the final floor's traps change;
//   - a floor stocked FloorStock::no_loot draws everything the same way and then drops the loot rolls, so its
//     monsters and traps are the ones a full stock would have had.
//   - generation 2: a floor whose map has a special room (FloorMap::special) gets what the room's row holds, drawn
//     last, on special_room_content_rng, into the room's cells no placement above took (a monster may stand on an
//     item): its guardian at the centre, its monsters, its piles and its loot rolls.
//   - generation 2's floor rules (content/constants.toml), drawn after the special room, each on its own stream
//     (floor_rule_rng), so a floor none of them touches keeps its population exactly:
//       a hidden item: on hidden_item_percent of floors, one more loot roll on a free floor cell, lying hidden (the
//         Hidden effect: no view shows it) until a search, a potion of detect items or a step onto it finds it;
//         one draw (the chance), then drop row, item row and cell. Loot: a floor restocked without loot has none;
//       corridor lurkers: from corridor_lurker_depth, each run of corridor cells (orthogonally connected Tile::corridor
//         cells, in reading order of their first cell) has corridor_lurker_percent chance of the corridor_lurker row
//         waiting on one of its cells (not within kMonsterClearance of the up stair); one draw per run, then a cell;
//       a mimic: from mimic_depth, on mimic_percent of floors, the mimic row (a creature passing for an item,
//         sim/rules/disguise.hpp) on a free floor cell away from the up stair; one draw (the chance), then a cell.
//   - floor gear's enchantment, in every generation (content/constants.toml, off unless named): each loot placement
//     (the floor's, its special room's, its hidden item) whose row is a weapon or armour has gear_plus_percent
//     chance of a plus, a size from +1 to +gear_plus_max, and should it spawn cursed a plus of minus that size (at
//     most cursed_minus_max). Two draws per loot placement whatever its row (the chance, then the size), on its own stream (floor_rule_rng, FloorRule::enchantment), last, so it changes no other draw. Monsters'
//     gear, a spirit's wares and what a scroll creates are +0. Shown once identified (sim/places/enchantment.hpp).
// The draw order is fixed: the three counts, the Element (row, cell), then each monster (row, cell), each loot
// roll (drop row, item row, cell), each trap (row, cell), the vaults' marks, and last the special room's monsters
// (row, cell), piles (cell) and loot rolls (drop row, item row, cell) on the room's own stream.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/geom/point.hpp"
#include "core/rng.hpp"
#include "sim/dungeon/map.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

class LocationIndex;
struct SpawnContext;

// Cells a monster keeps from the up stair when a floor is filled (Chebyshev distance).
inline constexpr int kMonsterClearance = 2;

// The deepest floor of the endless dungeon: its way down is shut, as the final floor's is. No run comes near it;
// it bounds the depths a save or a recording may name.
inline constexpr int kEndlessBottom = 999;

// A row of `category` allowed at `depth` (as a floor's loot is: min_depth, placed), drawn by weight with one draw
// from `rng`; nullopt, without a draw, when no row is allowed. A spirit's wares are drawn with it.
[[nodiscard]] std::optional<RowRef> pick_row_at(const Content& content, Category category, int depth, Rng& rng);

// Whether a floor lies below `depth`: false on the final floor (a TOML constant) and past it; in the endless
// dungeon, true down to kEndlessBottom.
[[nodiscard]] bool floor_below(const Content& content, int depth, bool endless) noexcept;

// The deepest floor a run in this dungeon can stand on: final_depth, or kEndlessBottom in the endless one.
[[nodiscard]] int deepest_floor(const Content& content, bool endless) noexcept;


// Whether springing a trap of this kind takes its victim one floor down.
[[nodiscard]] bool trap_leads_down(TrapKind kind) noexcept;

struct Placement {
    RowRef row;
    Point cell;
    bool asleep = false;  // a monster that sleeps when the floor is entered (a zoo's: sim/dungeon/special_rooms.hpp)
    bool hidden = false;  // an item lying hidden until found (generation 2's hidden item: the Hidden effect)
    int plus = 0;         // a weapon's or armour's rolled plus, should it spawn uncursed (0: none)
    int cursed_plus = 0;  // its plus should it spawn cursed (0 or negative); the curse is rolled at spawn

    friend constexpr bool operator==(const Placement&, const Placement&) = default;
};

struct PopulationPlan {
    std::vector<Placement> monsters;
    std::vector<Placement> items;  // loot rolls, in draw order
    std::vector<Placement> traps;
    std::optional<Placement> element;

    friend bool operator==(const PopulationPlan&, const PopulationPlan&) = default;
};

// What a floor is stocked with. A floor the run enters for the first time gets everything; one it comes back
// to (the stair loophole: down and straight back up) is restocked with monsters and traps but no loot, so
// rerolling a floor never pays (docs/explanation/balance.md). The Element, should it still lie there, stays.
enum class FloorStock : std::uint8_t { full, no_loot };

struct PopulationRequest {
    std::uint64_t seed = 0;
    int depth = 1;
    std::uint32_t floor_changes = 0;
    bool element_carried = false;
    FloorStock stock = FloorStock::full;
    int generation = 1;  // the dungeon generation (sim/dungeon/generation.hpp): the floor rules are generation 2's
    bool endless = false;  // the endless dungeon (--endless): no Element, and a floor below every floor
};

// Whether the Element lies on this floor when it is entered: on final_depth while it is not carried, never in
// the endless dungeon.
[[nodiscard]] bool element_lies_here(const Content& content, const PopulationRequest& request) noexcept;

// The band whose [min_depth, max_depth] holds `depth`; the deepest band past the last one.
[[nodiscard]] const PopulationBand& population_band(const Content& content, int depth);

// Draws the plan from `rng`, which the caller made with content_rng(request.seed, request.depth,
// request.floor_changes) and may go on using (spawn_population does).
[[nodiscard]] PopulationPlan plan_population(const Content& content, const FloorMap& map,
                                             const PopulationRequest& request, Rng& rng);

// Spawns every placement of `plan` at its cell through spawn_row, with ctx.rng paying for the rolls a spawn
// makes. Returns one message per spawn that failed (none should: the plan names only rows that exist).
[[nodiscard]] std::vector<std::string> spawn_population(SpawnContext& ctx, const PopulationPlan& plan);

}  // namespace yoord
