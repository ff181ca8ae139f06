#pragma once
// YOORD_SPAWN="id,id,...": rows to spawn around the player at the start of each floor (testing content by
// hand). The floor code reads the variable, calls parse_spawn_env, spawns `rows` near the player with
// spawn_row, and writes each of `messages` to the message log once. Unknown ids are reported, never ignored.

#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/content.hpp"

namespace yoord {

inline constexpr const char* kSpawnEnvVar = "YOORD_SPAWN";

struct SpawnRequest {
    std::vector<RowRef> rows;           // in the order written; an id written twice spawns twice
    std::vector<std::string> messages;  // one per distinct unknown id, with a did-you-mean when close
};

// Entries are separated by commas; spaces around an entry and empty entries are ignored.
[[nodiscard]] SpawnRequest parse_spawn_env(std::string_view value, const Content& content);

// The variable's value, or empty when unset.
[[nodiscard]] std::string spawn_env_value();

}  // namespace yoord
