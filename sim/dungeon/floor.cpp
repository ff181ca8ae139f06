#include "sim/dungeon/floor.hpp"

#include "core/assert.hpp"
#include "sim/dungeon/levels.hpp"
#include "sim/dungeon/special_rooms.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/dungeon/vaults.hpp"
#include "sim/places/spawn.hpp"

namespace yoord {

int depth_after(FloorChange change, int depth) noexcept {
    switch (change) {
        case FloorChange::stairs_down:
        case FloorChange::trapdoor:
        case FloorChange::portal:
            return depth + 1;
        case FloorChange::stairs_up:
            return depth - 1;
    }
    return depth;
}

void take_floor_change(Descent& descent, FloorChange change) {
    descent.depth = depth_after(change, descent.depth);
    ++descent.floor_changes;
}

bool down_path_open(const Content& content, const Descent& descent) {
    return floor_below(content, descent.depth, descent.endless);
}

FloorMap layout_of(const Content& content, const Descent& descent, FloorSize size) {
    YOORD_ASSERT(is_known_generation(descent.generation), "a dungeon generation this build knows");
    if (descent.generation == 1) return generate_layout(descent.seed, descent.depth, size);
    const LevelDef& level = choose_level(content, descent.seed, descent.depth, descent.level);
    FloorMap map = generate_layout_of_kind(layout_kind_of(level.layout), descent.seed, descent.depth, size);
    (void)place_vaults(map, content, descent.seed, descent.depth, level.vaults);
    choose_special_room(map, content, descent.seed, descent.depth);  // marks a room; moves no wall
    return map;
}

Floor plan_floor(const Content& content, const Descent& descent, FloorSize size, FloorStock stock) {
    YOORD_ASSERT(descent.depth >= 1, "a floor is at depth 1 or deeper");
    Floor floor;
    floor.depth = descent.depth;
    floor.floor_changes = descent.floor_changes;
    floor.map = layout_of(content, descent, size);
    Rng rng = content_rng(descent.seed, descent.depth, descent.floor_changes);
    const PopulationRequest request{descent.seed, descent.depth,      descent.floor_changes, descent.element_carried,
                                     stock,        descent.generation, descent.endless};
    floor.population = plan_population(content, floor.map, request, rng);
    floor.content_stream = rng.state();
    if (!down_path_open(content, descent)) {
        close_down_path(floor);
    }
    return floor;
}

std::vector<std::string> spawn_floor(GameWorld& world, LocationIndex& places, const Content& content,
                                     const Floor& floor) {
    Rng rng(0);
    rng.set_state(floor.content_stream);
    places.cover(floor.map.width(), floor.map.height());
    SpawnContext ctx{world, places, content, rng, floor.depth};
    return spawn_population(ctx, floor.population);
}

void close_down_path(Floor& floor) {
    if (floor.down_open) {
        floor.map.tiles.at(floor.map.stairs_down) = Tile::floor;
        floor.down_open = false;
    }
}

}  // namespace yoord
