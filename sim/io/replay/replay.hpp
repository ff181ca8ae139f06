#pragma once
// Playing a recording again. A replay starts the recorded game (seed, name, YOORD_SPAWN rows) on content whose
// hash matches the recording's, submits each intent in turn and compares the state hash after it with the
// recorded one. --verify (sim/tools/recordings.hpp) does it with no screen; --replay (render/) steps it on screen.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sim/state/game.hpp"
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

// Reads a recording file; an error names the file.
struct RecordingRead {
    std::optional<Recording> recording;
    std::string error;
};
[[nodiscard]] RecordingRead read_recording(const std::string& path);

}  // namespace yoord
