#pragma once
// The front end's start: read the options and keymap from the data directory (refusing to start on any error
// in them), open the terminal, and run the screens.

#include <filesystem>
#include <optional>

#include "core/diag.hpp"
#include "render/cli.hpp"
#include "render/data_dir.hpp"
#include "render/input/keymap.hpp"
#include "render/options.hpp"

namespace yoord {

struct FrontEndConfig {
    std::optional<std::filesystem::path> data_dir;
    Options options;
    Keymap keymap = Keymap::defaults();
    Diagnostics diagnostics;  // any error here means: print them and do not start
};

// Reads options.toml, then the keymap it names. Missing files mean defaults.
[[nodiscard]] FrontEndConfig load_front_end_config(const EnvLookup& env = process_env);

// `yoord` with no command: a new game, straight on the map (render/game/play.hpp). Returns the exit status.
[[nodiscard]] int run_front_end(const CommandLine& line);

// `yoord --replay FILE`: reads the recording, refuses it for other content, and plays it back on screen
// (render/game/replay_view.hpp). Returns the exit status.
[[nodiscard]] int run_replay(const CommandLine& line);

}  // namespace yoord
