#pragma once
// Playing a recording again. A replay starts the recorded game (seed, name, YOORD_SPAWN rows) on content whose
// hash matches the recording's, submits each intent in turn and compares the state hash after it with the
// recorded one. --verify does it with no screen; --replay (render/) steps it on screen.

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sim/game.hpp"
#include "sim/io/replay/recording.hpp"

namespace yoord {

// The recorded game before its first intent, or an error (an id in the spawn list the content lacks).
struct ReplayStart {
    std::unique_ptr<Game> game;
    std::string error;
};
[[nodiscard]] ReplayStart start_replay(const Content& content, const RecordingHeader& header);

// Submits recorded turn `index` (0-based) and returns the state hash after it.
std::uint64_t replay_turn(Game& game, const Recording& recording, std::size_t index);

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

// Reads a recording file; an error names the file.
struct RecordingRead {
    std::optional<Recording> recording;
    std::string error;
};
[[nodiscard]] RecordingRead read_recording(const std::string& path);

// `yoord --verify FILE`: prints "verified: N turns, seed S, final hash H" and returns 0, or prints the first
// turn whose hash differs ("turn N of M (intent): expected H, got H") or why the file was refused, and returns 1.
int verify_command(const std::string& path, const std::optional<std::string>& content_dir, std::ostream& out,
                   std::ostream& err);

// `yoord --headless --bot --turns T --record FILE`: plays like --headless (the same line, the same hash) and
// writes every intent the bot submitted to FILE.
int record_headless_command(std::uint64_t seed, std::int64_t turns, const std::optional<std::string>& content_dir,
                            const std::string& path, std::ostream& out, std::ostream& err);

}  // namespace yoord
