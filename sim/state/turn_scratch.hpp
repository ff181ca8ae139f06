#pragma once
// The scratch of a turn being played, and the caches turns reuse: beside a run's state in Game
// (sim/state/game.hpp), never saved or hashed. The schedule resets TurnScratch at the top of every turn; a loaded
// game starts both empty.

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/geom/grid.hpp"
#include "core/geom/path.hpp"
#include "sim/dungeon/floor.hpp"
#include "sim/state/bones_source.hpp"
#include "sim/state/intent.hpp"
#include "sim/state/pack_state.hpp"
#include "sim/state/turn_events.hpp"
#include "sim/state/uid_order.hpp"
#include "sim/state/wording.hpp"
#include "sim/world/world.hpp"

namespace yoord {

// A creature brought to 0 hp this turn; deaths_system removes it, in the order the blows fell.
struct Dying {
    ecs::Entity victim = ecs::null_entity;
    ecs::Entity killer = ecs::null_entity;  // null for a death no creature caused
    Wording cause;                           // "a sewer rat", "a dart trap" ... (sim/state/wording.hpp)
    bool told = false;                       // the blow that killed it already said so ("You kill the rat.")
};

// Who or what takes the player off the floor; each arrives by its own rules (sim/run/floors.hpp).
enum class LeaveBy : std::uint8_t { staircase, trapdoor, portal, wizard };

// A floor change asked for this turn (sim/run/floors.hpp, ask_floor_change): the change (up or down), the way, and
// how many floors (the wizard's jump passes several).
struct FloorChangeAsked {
    FloorChange change = FloorChange::stairs_down;
    LeaveBy by = LeaveBy::staircase;
    int floors = 1;
};

// Per-turn scratch the systems share; reset at the top of every turn.
struct TurnScratch {
    Intent intent;               // what the player asked for
    bool spent = false;          // whether the player's action took the turn
    std::optional<FloorChangeAsked> leaving;  // asked by a system, taken by the schedule once it returns
    bool floor_changed = false;  // the player left the floor: the old floor's systems do not run
    bool patience_refilled = false;  // the player arrived on a depth new to the run: its patience is whole
    int kills = 0;               // kills credited to the player this turn (the combo)
    std::int64_t kill_points = 0;
    std::vector<Dying> dying;
    std::vector<PackEvent> pack_events;  // what packs' triggers may answer (sim/run/triggers.hpp)
    std::vector<TurnEvent> events;       // what happened this turn, for the screen and tests (turn_events.hpp)
    std::vector<std::pair<ecs::Uid, ecs::Entity>> holders;  // the conditions system's creatures, in Uid order
    std::vector<std::pair<ecs::Uid, ecs::Entity>> stranded;  // in deep water, unable to cross it, in Uid order
    std::uint32_t floor_changes_at_start = 0;  // Descent::floor_changes as the turn began (the feelings system)
    std::optional<MetBones> bones_met;  // the bones this turn's floor change met (sim/run/bones.hpp): a recording keeps them

    // Room for a turn among `creatures` creatures, so that the turns on a floor allocate nothing (see
    // PathScratch::fit). Changes nothing a turn decides.
    void fit(std::size_t creatures);
};

// How many buckets explore's search by step cost rings through: one more than its dearest step
// (kBesideDangerStepCost, sim/actions/explore.hpp, checks it).
inline constexpr std::size_t kExploreStepBuckets = 11;

// A Dijkstra map to the player for the creatures of one Mobility, valid for `turn` and `from`.
struct DistanceToPlayer {
    Grid<int> grid;
    std::uint32_t turn = UINT32_MAX;
    Point from;
};

// Reusable path-finding scratch: mind and explore code borrow it, so a warm game allocates nothing per turn.
struct PathScratch {
    PathFinder finder{StepCosts{1, 1}};
    std::array<DistanceToPlayer, kMobilityCount> player_distance;  // index: Mobility; each made on first use
    std::vector<Point> path;
    std::vector<Point> loot;                   // explore: the loot in view
    std::vector<std::uint32_t> queue;          // breadth-first search (explore, travel)
    std::vector<std::vector<std::uint32_t>> step_buckets;  // explore and travel's search by step cost, a ring
    Grid<std::uint32_t> danger_stamp;          // == stamp: the cell is beside a known stationary danger
    std::vector<ecs::Entity> threats;          // the stop rule's threats in view (sim/actions/repeat.cpp)
    std::vector<ecs::Entity> threat_movers;
    std::vector<Point> threat_cells;
    Grid<std::uint32_t> seen_stamp;
    Grid<std::uint32_t> parent;
    std::uint32_t stamp = 0;
    std::vector<std::pair<ecs::Uid, ecs::Entity>> monsters;  // this turn's monsters in Uid order
    UidSortMemo minds_order;                   // the last sorts of the minds' and the abilities' lists
    UidSortMemo abilities_order;
    Grid<bool> player_sight_lines;             // cells with a line of sight to the player, for minds
    std::uint32_t sight_lines_turn = UINT32_MAX;
    Point sight_lines_from;
    bool sight_lines_are_view = false;         // the player's own view already covered every monster's sight
    // The creatures on the map by side (index: Side), for minds to pick targets from; gathered again when the
    // World's structure epoch moves (anyone made, destroyed, put on the map or taken off it), when something
    // arrives on the map (LocationIndex::arrivals), or after forget_sides(). So every living creature on the map
    // is in its side's list: a mind may conclude from the lists that no enemy stands next to it.
    std::array<std::vector<ecs::Entity>, 3> by_side;
    std::uint64_t sides_epoch = ~std::uint64_t{0};
    std::uint64_t sides_arrivals = 0;
    // A side changed (a charm, a companion won or dismissed, spirits turning): the lists are gathered again. Every
    // write of an Allegiance's side must call it (debug builds check the kept lists against the world).
    void forget_sides() noexcept { sides_epoch = ~std::uint64_t{0}; }

    // Sizes every list and grid here for a width x height floor holding up to `entities` entities: a list of
    // cells for every cell, a list of entities for every entity, the path finder's scratch (PathFinder::
    // reserve). Called when the player arrives on a floor (the one place a floor change may allocate), so the
    // floor's turns allocate nothing. Changes nothing a search finds: each grid is reset only where its first
    // use would have reset it (a new size), with the same values.
    void fit(int width, int height, std::size_t entities);

    // The map changed (a floor arrived, a wand dug): every distance map is stale.
    void forget_distances() noexcept {
        for (DistanceToPlayer& d : player_distance) d.turn = UINT32_MAX;
    }
};

}  // namespace yoord
