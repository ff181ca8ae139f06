#pragma once
// A 64-bit value as the records write it: lowercase hexadecimal, no prefix, no leading zeros (the seed and state
// hashes of the leaderboard, the run dump and the crash report).

#include <charconv>
#include <cstdint>
#include <string>

namespace yoord {

[[nodiscard]] inline std::string hex(std::uint64_t v) {
    char buf[16];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, 16);
    return std::string(buf, end);
}

}  // namespace yoord
