#pragma once
// Saves on disk: one file per player name in the data directory's saves/ folder, written atomically
// (core/io/atomic_file.hpp). Loading consumes the save (permadeath): the front end removes the file once the
// resumed game is up, so a crash while loading leaves the save in place, and a run can never be resumed twice.
//
// A save that cannot be loaded is never deleted: it is moved aside to `<file>.bad-N` and the player is told
// why, and a new run begins. A save already in place when another is written (the player started a new game
// with --seed while a save waited) is moved aside to `<file>.kept-N` first, so no run is ever overwritten.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/atomic_file.hpp"
#include "sim/state/game.hpp"
#include "sim/io/save/save.hpp"

namespace yoord::save {

// The player's name as a file name: letters, digits, '-' and '_' as they are, every other byte as %XX, so two
// names never share a file; an empty name is "%".
[[nodiscard]] std::string save_file_stem(std::string_view player_name);

// <data_dir>/saves/<stem>.yrd
[[nodiscard]] std::filesystem::path save_path(const std::filesystem::path& data_dir, std::string_view player_name);

struct SaveWritten {
    std::optional<io::IoError> error;          // set when the save could not be written
    std::optional<std::filesystem::path> kept;  // where an older save in the way was moved
};

// Writes `game` to `path` (creating its folder). An existing file there is moved aside first (see above).
[[nodiscard]] SaveWritten write_save_file(const std::filesystem::path& path, const Game& game);

enum class ResumeState : std::uint8_t {
    no_save,  // nothing at `path`: start a new run
    resumed,  // `game` holds the loaded run; remove the file once it is up (consume_save)
    refused,  // the save could not be read or loaded; `messages` say why and where it went
};

struct Resume {
    ResumeState state = ResumeState::no_save;
    std::unique_ptr<Game> game;
    LoadReport report;
    std::vector<std::string> messages;  // for the new run's log when refused
};

// Reads and loads the save at `path`, moving a bad one aside.
[[nodiscard]] Resume resume_from(const std::filesystem::path& path, const Content& content);

// Removes the save a resumed run came from.
[[nodiscard]] std::optional<io::IoError> consume_save(const std::filesystem::path& path);

}  // namespace yoord::save
