#pragma once
// Where Yoord keeps the player's files (options, keymap, and later saves, scores and run dumps):
// $YOORD_DATA_DIR, else $XDG_DATA_HOME/yoord, else $HOME/.local/share/yoord. An empty variable counts as unset.
// The folder is created only when something is written there (ensure_data_dir).

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace yoord {

// Reads an environment variable; tests pass their own.
using EnvLookup = std::function<std::optional<std::string>(const char* name)>;
[[nodiscard]] std::optional<std::string> process_env(const char* name);

// nullopt only when none of the three variables is set.
[[nodiscard]] std::optional<std::filesystem::path> data_dir(const EnvLookup& env = process_env);

// Creates the folder and its parents if missing; false (with the reason in `error`) when it cannot.
[[nodiscard]] bool ensure_data_dir(const std::filesystem::path& dir, std::string& error);

}  // namespace yoord
