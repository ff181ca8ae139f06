#pragma once
// Writing a recording while a run is played: the header when the file opens, then one line per submitted
// intent, flushed at once, so that a crash or a killed terminal still leaves every turn played so far on disk.

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>

#include "sim/state/game.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {

class Recorder final : public IntentObserver {
public:
    Recorder(const Recorder&) = delete;
    Recorder& operator=(const Recorder&) = delete;

    // Opens (truncating) `path` and writes the header; null with `error` set when the file cannot be written.
    [[nodiscard]] static std::unique_ptr<Recorder> open(const std::string& path, const RecordingHeader& header,
                                                        std::string& error);

    // Appends one turn: `intent` was just submitted to `game` (spent or refused).
    void record(const Game& game, const Intent& intent);

    // Handed to play_turn (sim/turn/schedule.hpp) as a watcher, it records every intent of the turns it is given.
    void after_intent(const Game& game, const Intent& intent) override { record(game, intent); }

    [[nodiscard]] std::size_t turns() const noexcept { return turns_; }
    [[nodiscard]] bool good() const { return out_.good(); }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }

private:
    Recorder(std::string path, std::ofstream out) : path_(std::move(path)), out_(std::move(out)) {}
    std::string path_;
    std::ofstream out_;
    std::size_t turns_ = 0;
};

// `--record FILE` for a game that has just started: opens FILE with the game's header (seed, name, spawn rows),
// to be handed to the game's turns. Null with `error` set when the file cannot be written.
[[nodiscard]] std::unique_ptr<Recorder> record_game(const Game& game, std::uint64_t content_hash,
                                                    const std::string& path, std::string& error);

// The header of `game`, a run that has just started: every part of the run (seed, dungeon, name, spawn rows,
// wizard, companion, body, and the content's packs by id and hash), with `content_hash` the core tables' hash.
[[nodiscard]] RecordingHeader game_recording_header(const Game& game, std::uint64_t content_hash);

// The header for a new run on `content` (hashed `content_hash`), with the spawn rows' ids.
[[nodiscard]] RecordingHeader recording_header(const Content& content, std::uint64_t content_hash, std::uint64_t seed,
                                               const std::string& name, const std::vector<RowRef>& spawn);

}  // namespace yoord
