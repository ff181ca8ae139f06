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

// The packs of `content` as a recording names them: id and pack_hash, in load order.
[[nodiscard]] std::vector<RecordedPack> recorded_packs(const Content& content);

// Why `content`, whose core tables hash to `core_hash` (content_hash.hpp), is not the content `header` was played
// on, in words that say what to pass: other core tables; a pack the run was played with that is not loaded; one
// loaded that it was played without; another version of a pack; the packs in another order. Empty when it is the
// same. --verify, --replay and the fuzzer ask it before replaying a turn.
[[nodiscard]] std::string other_content_reason(const RecordingHeader& header, std::uint64_t core_hash,
                                               const Content& content);

// The recorded game before its first intent, or an error (an id in the spawn list the content lacks).
struct ReplayStart {
    std::unique_ptr<Game> game;
    std::string error;
};
[[nodiscard]] ReplayStart start_replay(const Content& content, const RecordingHeader& header);
// The same for a whole recording: the game is also handed the bones the run met (recorded_bones), so it meets them
// on the same turns without reading the disk. --verify, --replay, boards and casts start here.
[[nodiscard]] ReplayStart start_replay(const Content& content, const Recording& recording);

// A bones source (sim/state/bones_source.hpp) that hands out the bones `recording` met, each for its depth, and
// never touches the disk.
[[nodiscard]] std::unique_ptr<BonesSource> recorded_bones(const Recording& recording);

// Submits recorded turn `index` (0-based) and returns the state hash after it.
std::uint64_t replay_turn(Game& game, const Recording& recording, std::size_t index);

// Reads a recording file; an error names the file.
struct RecordingRead {
    std::optional<Recording> recording;
    std::string error;
};
[[nodiscard]] RecordingRead read_recording(const std::string& path);

}  // namespace yoord
