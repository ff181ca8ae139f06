#pragma once
// The content hash a recording carries: XXH3-64 over the *.toml tables a run was played on, each as its file
// name (no folder) and its bytes, in name order. The embedded set and a --content-dir copy of content/ hash
// alike; change one byte of a table and the hash changes, so a recording is never verified against rules it
// was not played on. (ids.golden and other non-table files are left out: they change no rule.)

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "sim/tables/loader.hpp"

namespace yoord {

[[nodiscard]] std::uint64_t content_hash(std::span<const ContentFile> files);

// Loads the embedded content (or every *.toml in `dir`) and hashes the same files.
struct HashedContent {
    LoadResult loaded;
    std::uint64_t hash = 0;
};
[[nodiscard]] HashedContent load_hashed_content(const std::optional<std::string>& dir);

// The hash alone, of the embedded set or of `dir`'s tables (for a Content loaded elsewhere).
[[nodiscard]] std::uint64_t content_hash_of(const std::optional<std::string>& dir);

}  // namespace yoord
