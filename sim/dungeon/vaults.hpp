#pragma once
// Vaults (content/vaults.toml, beyond the documents): small hand-drawn maps placed into generation-2 floors where
// they fit, each in untouched rock with a cell of rock all round, turned and mirrored as its row allows, and joined
// to the floor by a corridor from its entrance. Their 'M', 'I', 'T' and legend cells become VaultMarks on the map,
// which the floor's population fills (sim/dungeon/population.hpp). Draws come from vault_rng(seed, depth) only.

#include <cstdint>
#include <string>
#include <vector>

#include "sim/dungeon/map.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// A vault's map turned a quarter `turns` times clockwise, then mirrored left to right when `mirror`.
[[nodiscard]] std::vector<std::string> oriented_vault_map(const std::vector<std::string>& map, int turns, bool mirror);

// Places up to `count` vaults allowed at `depth` into `map`; returns how many were placed. Keeps the layout's
// guarantees: the edge solid, every walkable cell reachable from the up stair, the stairs where they were.
int place_vaults(FloorMap& map, const Content& content, std::uint64_t seed, int depth, int count);

// One vault, oriented, with its top-left at `at` (which must leave a cell of rock all round it): stamps its
// symbols and marks and digs its corridor. For tests and place_vaults. False (nothing changed) when it does not fit.
bool stamp_vault(FloorMap& map, const VaultDef& vault, const std::vector<std::string>& oriented, Point at);

}  // namespace yoord
