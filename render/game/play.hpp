#pragma once
// `yoord` with no command: a new game straight on the map. The seed is --seed, else a fresh one; the name is
// --name, else the login name. Content is the embedded set, or --content-dir.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "render/cli.hpp"
#include "render/data_dir.hpp"
#include "render/input/keymap.hpp"
#include "render/options.hpp"
#include "render/terminal.hpp"
#include "render/ui/text_pager.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/tables/content.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

// --name, else $USER, else $LOGNAME, else the sentence table's name.player_default in the player's language
// ("Adventurer", "Aventureiro"). The name names the save file, so a nameless player finds the save again in
// the language it was made in.
[[nodiscard]] std::string player_name(const CommandLine& line, const EnvLookup& env = process_env);

// --seed, else a seed from the system's entropy (only the choice of seed; the game itself is deterministic).
[[nodiscard]] std::uint64_t game_seed(const CommandLine& line);

// Plays one game on `terminal` until it ends, the player quits or saves, or a stop signal saves it. Without
// --seed, a save for this player (data folder, sim/io/save/save_file.hpp) is resumed, and stays on disk,
// committed as the run goes and removed when it ends (sim/io/save/run_save.hpp); with --seed a new run starts
// and an existing save is kept (the new run's first commit sets the old one aside as .kept-N). A save that
// cannot be loaded is moved aside (.bad-N) and a new run starts, saying why. Before either, the temporaries of
// an interrupted commit are settled: a complete one newer than the save is offered back, the rest set aside.
// `options` are the player's (render/options.hpp): what auto-explore picks up, animations, the low-HP warning.
// `pack_errors`, when not empty, opens as a
// panel over the map at the start: the packs left out and why (render/app.hpp). Returns the exit status.
// The start-up panel listing packs left out (closes on Escape, q or Enter).
[[nodiscard]] std::unique_ptr<TextPagerLayer> make_pack_errors_layer(std::vector<std::string> lines,
                                                                     std::string title = phrase("play.packs_left_out"));

// With --daily or --scores-dir, the board the run enters (render/scores.hpp board_folder); nullopt otherwise, or
// with `error` set when the board cannot be named (no data folder, a bad YOORD_DATE).
[[nodiscard]] std::optional<std::filesystem::path> board_for_play(const CommandLine& line, const EnvLookup& env,
                                                                  std::string& error);

// `said_at_exit`, when given, receives what must be said once the terminal is gone (GameScreen::said_at_exit).
int play_game(Terminal& terminal, const Keymap& keymap, const Content& content, const CommandLine& line,
              const Options& options = {}, std::vector<std::string> pack_errors = {},
              std::vector<std::string>* said_at_exit = nullptr);

}  // namespace yoord
