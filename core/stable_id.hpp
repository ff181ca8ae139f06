#pragma once
// A StableId names a content row for ever: the XXH3-64 hash of its id string ("dragon"). Saves, recordings
// and the leaderboard store StableIds, never positions or display names; content/ids.golden pins each value.

#include <compare>
#include <cstdint>
#include <string_view>

namespace yoord {

struct StableId {
    std::uint64_t value = 0;

    friend constexpr bool operator==(StableId, StableId) = default;
    friend constexpr auto operator<=>(StableId, StableId) = default;
};

// XXH3_64bits of the id's bytes, seed 0. The same on every machine and compiler.
[[nodiscard]] StableId stable_id(std::string_view id) noexcept;

}  // namespace yoord
