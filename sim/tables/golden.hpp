#pragma once
// content/ids.golden: every stable id that has ever shipped, with its kind and XXH3-64 hash. Saves,
// recordings and the leaderboard name things by these ids, so the list is a file format: an id may be
// retired (moved under [retired]) but never renamed, removed or reused, and its hash never changes.
//
// Format, one id a line, '#' starts a comment:
//     monster rat 0x1a2b3c4d5e6f7081
//     ...
//     [retired]
//     potion potion_of_old_name 0x...
// The kind is a content category (monster, potion ...), "effect" for the effects registry or "spell".

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/diag.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

inline constexpr std::string_view kGoldenFileName = "ids.golden";
inline constexpr std::string_view kEffectKind = "effect";
inline constexpr std::string_view kSpellKind = "spell";

struct IdRecord {
    std::string kind;
    std::string id;
    std::uint64_t hash = 0;
};

struct GoldenList {
    std::vector<IdRecord> shipped;
    std::vector<IdRecord> retired;
};

// Malformed lines become diagnostics against `path`.
[[nodiscard]] GoldenList parse_golden(std::string_view text, std::string_view path, Diagnostics& out);

// The ids the running game ships: every concrete content row and every effect, with their hashes.
[[nodiscard]] std::vector<IdRecord> current_ids(const Content& content);

// The line to add for a record: "monster rat 0x1a2b3c4d5e6f7081".
[[nodiscard]] std::string golden_line(const IdRecord& r);

// Everything wrong between the golden list and the current ids, one sentence each saying how to fix it:
// a golden id that is neither current nor retired, a retired id in use again, a changed hash or kind, two
// ids sharing a hash, and a current id missing from the list.
[[nodiscard]] std::vector<std::string> golden_problems(const GoldenList& golden, const std::vector<IdRecord>& current);

// Current ids the golden list does not know (for --check-content DIR: a mod's additions).
[[nodiscard]] std::vector<IdRecord> new_ids(const GoldenList& golden, const std::vector<IdRecord>& current);

// The golden list compiled into the binary (content/ids.golden).
[[nodiscard]] GoldenList embedded_golden();

}  // namespace yoord
