#pragma once
// The player's options: options.toml in the data directory. Checked as it loads, like the keymap: an unknown
// option, a wrong type or a bad value is `path:line:col: error: ...`, and the game refuses to start.
//
//   keymap = "keymap.toml"   # the keymap file, relative to the data directory (or absolute)
//   ascii_only = false       # draw with ASCII glyphs even when the terminal can show Unicode
//   colour = "auto"          # "auto", "256", "16", "8" or "mono"; never more than the terminal can show
//   animations = true        # bolts, blasts, missiles, hits and the magic map animate on the map (any key skips)
//   low_hp_warning = 25      # percent of maximum HP at or below which the status line marks HP "!" and the log says
//                            # so once; 0 turns the warning off
//   auto_pickup = ["ammo", "identified"]   # what auto-explore picks up: "ammo" (for the worn launcher),
//                            # "identified" (potions, scrolls, wands of a kind you know), "all"; [] for nothing
//   screen_reader = false    # the cursor rests on the newest message or menu line; colours said in words too

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/diag.hpp"
#include "render/colour.hpp"
#include "render/ui/hud_view.hpp"
#include "sim/actions/repeat.hpp"

namespace yoord {

inline constexpr std::string_view kOptionsFileName = "options.toml";
inline constexpr std::string_view kDefaultKeymapFileName = "keymap.toml";

struct Options {
    std::string keymap{kDefaultKeymapFileName};
    bool ascii_only = false;
    std::optional<ColourMode> colour;  // nullopt: auto
    AutoPickup auto_pickup;
    bool animations = true;
    int low_hp_warning = kDefaultLowHpPercent;
    bool screen_reader = false;  // or --screen-reader (render/screen_reader.hpp)
};

struct OptionsLoad {
    Options options;  // the defaults where the file had errors
    Diagnostics diagnostics;
};

[[nodiscard]] OptionsLoad parse_options(std::string_view text, const std::string& path);
// A missing file is not an error: the defaults apply.
[[nodiscard]] OptionsLoad load_options(const std::filesystem::path& path);

// The keymap file the options name, resolved against the data directory.
[[nodiscard]] std::filesystem::path keymap_path(const Options& options, const std::filesystem::path& data_dir);

}  // namespace yoord
