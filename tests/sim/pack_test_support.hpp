#pragma once
// The shipped tables with one pack loaded beside them, for the tests of what a pack can do.

#include <string>
#include <utility>
#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord::testing {

// Loads the compiled-in tables and a pack in the folder `id`, whose files are `files` (name, text), pack.toml
// first. Fails the calling test, with the diagnostics, when the set does not load.
[[nodiscard]] LoadResult load_with_pack(const std::string& id, const std::vector<std::pair<std::string, std::string>>& files);

}  // namespace yoord::testing
