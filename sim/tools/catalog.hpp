#pragma once
// The seed catalog: what each (seed, depth) generates, one line each, for a run that went straight down
// (floor_changes = depth - 1, the Element not yet carried):
//
//   seed 1 depth 3 rogue layout 5f0c29d1a8e4b7c2 rooms 8 monsters jackal,kobold items potion_of_healing traps -
//
// The layout hash is layout_hash() in hex; ids are the content rows' stable ids in draw order ("-" for none);
// the Element, when it lies on the floor, is the first of the items. tests/golden/seed_catalog.txt pins
// seeds 1-10 x depths 1-13 of generation 1, tests/golden/seed_catalog_gen2.txt the same of generation 2, so any
// change to what a seed means shows up as a diff in review. A line describes the generation `dungeon` names (the
// newest unless told).

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "sim/dungeon/generation.hpp"
#include "sim/tables/content.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord {

[[nodiscard]] std::string seed_catalog_line(const Content& content, std::uint64_t seed, int depth,
                                            DungeonChoice dungeon = {});

// Lines for seeds first..last (inclusive) and depths 1..final_depth, or only `depth` when given.
void write_seed_catalog(std::ostream& out, const Content& content, std::uint64_t first, std::uint64_t last,
                        std::optional<int> depth = std::nullopt, DungeonChoice dungeon = {});

// `yoord --seed-catalog A..B [--depth D] [--generation N] [--level ID] [--content-dir DIR] [--pack DIR]...`:
// the catalog of the content `setup` names (its packs' rows join the floors) in its dungeon. A body or a companion
// changes no floor, so the command line refuses them here and `setup` holds none. Content errors to `err`
// (exit 1), else 0.
int seed_catalog_command(std::uint64_t first, std::uint64_t last, std::optional<int> depth, const RunSetup& setup,
                         std::ostream& out, std::ostream& err);

}  // namespace yoord
