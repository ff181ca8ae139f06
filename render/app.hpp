#pragma once
// The front end's start: read the options and keymap from the data directory (refusing to start on any error
// in them), open the terminal, and run the screens.

#include <filesystem>
#include <iosfwd>
#include <optional>

#include "core/diag.hpp"
#include "render/cli.hpp"
#include "render/data_dir.hpp"
#include "render/input/keymap.hpp"
#include "render/options.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {

struct FrontEndConfig {
    std::optional<std::filesystem::path> data_dir;
    Options options;
    Keymap keymap = Keymap::defaults();
    Diagnostics diagnostics;  // any error here means: print them and do not start
};

// Reads options.toml, then the keymap it names. Missing files mean defaults.
[[nodiscard]] FrontEndConfig load_front_end_config(const EnvLookup& env = process_env);

// Packs live in <data folder>/packs/<one folder each>.
inline constexpr const char* kPacksFolderName = "packs";

// The game's content: the built-in set (or --content-dir), then the --pack folders, then every pack in
// <data>/packs/ unless --no-data-packs. A pack with errors is left out (in `broken`); the rest load.
[[nodiscard]] PackedLoad load_play_content(const CommandLine& line, const std::optional<std::filesystem::path>& data);
// What the start-up panel says about packs left out: their folder and every error, file:line:col.
[[nodiscard]] std::vector<std::string> broken_pack_lines(const std::vector<BrokenPack>& broken);

// `yoord` with no command: a new game, straight on the map (render/game/play.hpp). Returns the exit status.
[[nodiscard]] int run_front_end(const CommandLine& line);

// Makes the sentence table of --lang CODE, else of LANG ("fr_FR.UTF-8" is "fr"), the active one: from
// --content-dir's strings/, the data folder's strings/ or the built-in content/strings/, the first that has
// CODE.toml. A key it lacks is said once on `err` and read in English; a language with no file is English
// (said on `err` only when --lang asked for it). False when the file has errors (written to `err`).
// The language code the environment asks for: LANGUAGE's first entry, else LC_ALL, else LANG ("en" for none).
[[nodiscard]] std::string language_of_environment(const EnvLookup& env);
// --check-lang CODE|FILE: the file's problems against English at file:line:col; 0 when it has none.
[[nodiscard]] int check_lang_command(const CommandLine& line, std::ostream& out, std::ostream& err);
// --lang-skeleton: a new language file, every key with its English as a comment.
[[nodiscard]] int lang_skeleton_command(std::ostream& out, std::ostream& err);
[[nodiscard]] bool choose_language(const CommandLine& line, const std::optional<std::filesystem::path>& data,
                                   const EnvLookup& env, std::ostream& err);

// For a command line that does not parse: chooses the language as choose_language would from what can be read of
// it (a valid --lang CODE or --lang=CODE, else the locale), quietly; a language that does not load is English.
void choose_language_of_arguments(int argc, const char* const* argv, const EnvLookup& env = process_env);

// `yoord --replay FILE`: reads the recording, refuses it for other content, and plays it back on screen
// (render/game/replay_view.hpp). Returns the exit status.
[[nodiscard]] int run_replay(const CommandLine& line);

}  // namespace yoord
