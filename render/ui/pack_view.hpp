#pragma once
// The pack as the game hands it to the screen: plain data, one entry per stack of items, with the stable
// letter the item keeps for the whole run, and the actions that make sense for it.

#include <optional>
#include <string>
#include <vector>

#include "render/input/action.hpp"
#include "render/input/keymap.hpp"

namespace yoord {

class LayerStack;

struct PackEntry {
    char32_t letter = U'a';
    std::string name;   // as the player knows it: "potion of healing", "unknown murky potion"
    int count = 1;
    bool equipped = false;
    std::vector<Action> actions;  // what can be done with it now (quaff, equip, drop ...), in menu order
    std::string tag;               // a short note after the name: "melee max 1", "quivered"; may be empty
    std::vector<std::string> details;  // what the player knows of it: description, numbers (the item screen)
};

// "potion of healing ×3", "sling (equipped, melee max 1)": an entry as every list of the pack shows it.
[[nodiscard]] std::string pack_label(const PackEntry& entry);

// "a - potion of healing ×3 (equipped)", "b - sling (equipped, melee max 1)"
[[nodiscard]] std::string pack_line(const PackEntry& entry);

// Whether `entry` can be used for `action`.
[[nodiscard]] bool offers(const PackEntry& entry, Action action);

// Shows the pack under `prompt` ("Quaff what?") and returns the letter picked, or nullopt (cancelled, or the
// pack is empty). When `only` is given, only the entries that offer it are listed (the caller says so when
// none does, rather than opening an empty menu).
[[nodiscard]] std::optional<char32_t> query_pack(LayerStack& stack, const std::vector<PackEntry>& pack,
                                                 const std::string& prompt, std::optional<Action> only = std::nullopt);

// What the player picked from a pile: one item (its index in the list shown) or all of them.
struct PileChoice {
    bool all = false;
    std::size_t index = 0;
};

// The pile underfoot as a menu, `names` top first, each under a letter from `a`; `all_key` (the pick-up key,
// pressed again) takes everything. Returns the choice, or nullopt when cancelled.
[[nodiscard]] std::optional<PileChoice> query_pile(LayerStack& stack, const std::vector<std::string>& names,
                                                   char32_t all_key);

// The item screen: the item's line, what the player knows of it (its details) and its actions, each under its
// first key in the keymap. Returns the action picked.
[[nodiscard]] std::optional<Action> query_item_action(LayerStack& stack, const Keymap& keymap, const PackEntry& entry);

}  // namespace yoord
