#pragma once
// The recording commands: --verify replays a recording with no screen and checks the invariants after every
// turn; --record plays the headless bot run and writes every intent it submitted. Both drive whole runs, so they
// stand with the tools, over the replay they use (sim/io/replay/replay.hpp).

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "sim/io/replay/replay.hpp"
#include "sim/tools/careful_bot.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord {

struct VerifyResult {
    std::size_t turns_checked = 0;             // turns whose hash matched
    std::optional<std::size_t> first_mismatch;  // 0-based index of the first turn that did not
    std::uint64_t expected = 0;
    std::uint64_t got = 0;
    std::string error;                          // refused before replaying (content, spawn list)
    std::vector<std::string> broken;            // invariants broken after turn first_broken (sim/tools/invariants.hpp)
    std::optional<std::size_t> first_broken;

    [[nodiscard]] bool ok() const noexcept { return error.empty() && !first_mismatch && !first_broken; }
};

// Replays `recording` on `content` (whose hash is `content_hash`) with no screen, checking the invariants
// (sim/tools/invariants.hpp) after every turn too; stops at the first turn that misses its hash or breaks one.
[[nodiscard]] VerifyResult verify_recording(const Content& content, std::uint64_t content_hash,
                                            const Recording& recording);

// `yoord --verify FILE`: prints "verified: N turns, seed S, final hash H" and returns 0, or prints the first
// turn whose hash differs ("turn N of M (intent): expected H, got H") or why the file was refused, and returns 1.
// The run's parts come from the recording's header; the content is the built-in set (or `content_dir`) with the
// `pack_dirs`, which must be the packs the recording names (other_content_reason says what to pass).
int verify_command(const std::string& path, const std::optional<std::string>& content_dir,
                   const std::vector<std::string>& pack_dirs, std::ostream& out, std::ostream& err);

// `yoord --headless --bot [KIND] --turns T --record FILE`: plays the run `setup` describes like --headless (the
// same bot, the same line, the same hash) and writes every intent the bot submitted to FILE, its header naming
// every part.
int record_headless_command(std::uint64_t seed, std::int64_t turns, const RunSetup& setup, const std::string& path,
                            std::ostream& out, std::ostream& err, BotKind bot = BotKind::naive);

}  // namespace yoord
