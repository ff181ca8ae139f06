#pragma once
// Entering a floor: its layout (a pure function of seed, generation and depth) plus what stands on it (drawn from
// content_rng with the run's floor-change count). The count goes up by one for every stair, trapdoor or
// portal taken, so coming back to a floor finds the same walls and new contents, and two runs that move
// between floors in lockstep find the same contents whatever else they did.
//
// A save stores the Descent (seed, generation, depth, floor changes, whether the Element is carried), never the map.

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "sim/dungeon/generation.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/population.hpp"
#include "sim/places/location.hpp"
#include "sim/tables/content.hpp"
#include "sim/world/world.hpp"

namespace yoord {

enum class FloorChange : std::uint8_t { stairs_down, stairs_up, trapdoor, portal };

// Where a change leads: one floor down for stairs down, trapdoors and the impatient portal; one up for stairs
// up. Depth 0 is outside the dungeon (stairs up from the first floor).
[[nodiscard]] int depth_after(FloorChange change, int depth) noexcept;

// The dungeon's part of a run.
struct Descent {
    std::uint64_t seed = 0;
    int depth = 1;
    std::uint32_t floor_changes = 0;  // stairs, trapdoors and portals taken so far
    bool element_carried = false;
    // The dungeon generation the run is played on (sim/dungeon/generation.hpp). A Descent written without one
    // is generation 1, as every run was before generations; new_game gives new runs the newest.
    int generation = kFirstGeneration;
    // A level row forced on every floor (--level, for the wizard and tests); 0 lets the level table choose.
    StableId level{};
    // The endless dungeon (--endless): no Element lies on final_depth and the way down never closes
    // (population.hpp floor_below). A Descent written without it is the ordinary one.
    bool endless = false;

    friend constexpr bool operator==(const Descent&, const Descent&) = default;
};

// Counts the change and moves the descent to its new depth.
void take_floor_change(Descent& descent, FloorChange change);

// Whether the way down (stairs, trapdoors, the portal) is open on the descent's floor: everywhere above the final
// floor, never on it (there is nowhere below), and on every floor of the endless dungeon down to
// kEndlessBottom (floor_below). The Element lies only on the final floor, so once it is carried the way is up and
// the final floor's way down stays closed; carrying it cannot reopen it. The turn code asks this before any
// downward change, and plan_floor seals the final floor's down stair with it.
[[nodiscard]] bool down_path_open(const Content& content, const Descent& descent);

// The walls of the floor at `descent.depth`: a pure function of the seed, the generation, the depth (and, from
// generation 2 on, the dungeon's own tables: level kinds and vaults, never the tables of what stands on a floor).
// Generation 1 is generate_layout(seed, depth, size) exactly.
[[nodiscard]] FloorMap layout_of(const Content& content, const Descent& descent, FloorSize size = kDefaultFloorSize);

struct Floor {
    int depth = 1;
    std::uint32_t floor_changes = 0;
    FloorMap map;                 // the live map: the layout, with the down stair sealed when the way is shut
                                  // (always on the final floor: stairs_down then names a plain floor cell)
    PopulationPlan population;
    Rng::State content_stream;    // content_rng after the plan was drawn; spawning goes on from here
    bool down_open = true;
};

// The floor the descent stands on: layout, population plan (stocked as `stock` says), and the Element rule
// applied to the map.
[[nodiscard]] Floor plan_floor(const Content& content, const Descent& descent, FloorSize size = kDefaultFloorSize,
                               FloorStock stock = FloorStock::full);

// Spawns the floor's plan into the world (which should hold nothing on the map). Returns any spawn errors.
[[nodiscard]] std::vector<std::string> spawn_floor(GameWorld& world, LocationIndex& places, const Content& content,
                                                   const Floor& floor);

// Shuts the way down on this floor (the Element was just picked up): the down stair becomes floor.
void close_down_path(Floor& floor);

}  // namespace yoord
