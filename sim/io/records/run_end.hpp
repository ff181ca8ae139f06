#pragma once
// How a run ended, as the leaderboard and the run dump name it: won (climbed out with the Element), died, or
// quit (the player gave the run up). A save-and-quit is not an end: the run goes on when it is loaded.

#include <cstdint>
#include <optional>
#include <string_view>

namespace yoord {

enum class RunEnd : std::uint8_t { won, died, quit };

// "won", "died", "quit": the words the leaderboard file stores (a file format: never change one).
[[nodiscard]] constexpr std::string_view run_end_name(RunEnd end) noexcept {
    switch (end) {
        case RunEnd::won: return "won";
        case RunEnd::died: return "died";
        case RunEnd::quit: return "quit";
    }
    return "quit";
}

[[nodiscard]] constexpr std::optional<RunEnd> parse_run_end(std::string_view word) noexcept {
    for (const RunEnd e : {RunEnd::won, RunEnd::died, RunEnd::quit}) {
        if (run_end_name(e) == word) return e;
    }
    return std::nullopt;
}

}  // namespace yoord
