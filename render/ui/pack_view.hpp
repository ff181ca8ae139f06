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
    std::vector<Action> actions;  // what can be done with it (quaff, equip, drop ...), in menu order
};

// "a - potion of healing ×3 (equipped)"
[[nodiscard]] std::string pack_line(const PackEntry& entry);

// Shows the pack under `prompt` ("Quaff what?") and returns the letter picked, or nullopt (cancelled, or the
// pack is empty). Only entries whose actions include `only` can be picked, when it is given.
[[nodiscard]] std::optional<char32_t> query_pack(LayerStack& stack, const std::vector<PackEntry>& pack,
                                                 const std::string& prompt, std::optional<Action> only = std::nullopt);

// What to do with one item: its actions, each under its first key in the keymap.
[[nodiscard]] std::optional<Action> query_item_action(LayerStack& stack, const Keymap& keymap, const PackEntry& entry);

}  // namespace yoord
