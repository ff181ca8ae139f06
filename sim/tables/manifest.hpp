#pragma once
// Reading pack.toml (sim/tables/pack.hpp). Internal to sim/tables/*.cpp: it pulls in toml++.

#include "sim/tables/pack.hpp"
#include "sim/tables/schema.hpp"

namespace yoord::tables {

// Every key is checked here; row ids named by triggers (`ids`, `spawn`) and effects (`grant`) are resolved
// by the loader once every pack's rows are known.
[[nodiscard]] PackManifest parse_manifest(const toml::table& root, std::uint32_t file, Reporter& out);

// Lower-case letters, digits and '_', starting with a letter: a pack id, a bare row id, a field id.
[[nodiscard]] bool valid_id(std::string_view id);

}  // namespace yoord::tables
