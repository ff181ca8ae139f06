#pragma once
// Which key does which action: the defaults of the key table, optionally overridden by the player's keymap
// file (TOML in the data directory). The file is checked as it loads: an unknown action, an unknown key name or
// a key bound to two actions is reported as `path:line:col: error: ...`; nothing is silently ignored.
//
// File format: one line per action to change, `action = "key"` or `action = ["key", "key"]`. The keys listed
// replace that action's default keys; `action = []` leaves it with none. Key names are those of
// docs/reference/keys.md ("h", "Shift-Up", "Ctrl-P", "F1", "Space" ...).

#include <array>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diag.hpp"
#include "render/input/action.hpp"
#include "render/key.hpp"

namespace yoord {

class Keymap {
public:
    // The key table's defaults.
    [[nodiscard]] static Keymap defaults();

    [[nodiscard]] std::optional<Action> action_for(Key k) const;
    [[nodiscard]] const std::vector<Key>& keys_for(Action a) const noexcept;
    // "k Up 8": the action's keys by name, for help lines and prompts.
    [[nodiscard]] std::string key_names(Action a, std::string_view separator = " ") const;

    // Replaces the keys of `a`. The caller checks clashes (load_keymap does); a key already bound elsewhere
    // moves to `a`.
    void bind(Action a, std::vector<Key> keys);

private:
    std::array<std::vector<Key>, kActionCount> keys_{};
    std::map<Key, Action> by_key_;
};

struct KeymapLoad {
    Keymap keymap;  // the defaults where the file had errors
    Diagnostics diagnostics;
};

// Parses keymap text; `path` names it in diagnostics.
[[nodiscard]] KeymapLoad parse_keymap(std::string_view text, const std::string& path);
// Reads a keymap file. A file that does not exist is not an error: the defaults apply.
[[nodiscard]] KeymapLoad load_keymap(const std::filesystem::path& path);

}  // namespace yoord
