#pragma once
// What the HUD shows, as plain data the game fills after each turn. The HUD never reads the world: the game
// (sim/) knows the numbers, the front end only knows how to draw them.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "render/colour.hpp"

namespace yoord {

class MessageLog;

struct DiceView {
    int die = 0;    // sides of the one die rolled; 0 for none
    int bonus = 0;
};

// "d6+2", "d4", "+1", "d8-1", "0".
[[nodiscard]] std::string format_dice(const DiceView& dice);

struct Badge {
    std::string label;  // a short condition name: "Hasted", "Poisoned"
    Colour colour = colours::white;
};

// At or below this share (percent) of maximum HP the status line warns: "!" after the HP, in reverse video (the
// low_hp_warning option; 0 turns the warning off).
inline constexpr int kDefaultLowHpPercent = 25;

// How loudly a number on the status line asks for attention.
enum class Alert : std::uint8_t { none, warning, danger };

struct HudView {
    std::string name;
    int hp = 0;
    int max_hp = 0;
    int low_hp_percent = kDefaultLowHpPercent;  // the warning's threshold; 0: never warn
    int ma = 0;       // magic pool
    int max_ma = 0;
    DiceView power;   // from the Loadout
    std::optional<int> melee_cap;  // the most a melee blow does now (a launcher worn), when anything caps it
    DiceView armour;  // from the Loadout
    int depth = 0;
    bool endless = false;  // the endless dungeon (--endless): the depth says so
    long long score = 0;
    int patience = 0;  // turns left on this floor before the portal
    Alert patience_alert = Alert::none;  // a quarter left: warning; a tenth: danger (sim/run/patience.hpp)
    std::vector<Badge> badges;
    // The spirits' alignment dial (-3..+3, sim/rules/spirits.hpp) and whether they have turned hostile.
    int spirit_dial = 0;
    bool spirits_hostile = false;
    // The widgets packs declare (pack.toml [[widget]]): a label and the value of one of the pack's save fields.
    std::vector<std::pair<std::string, std::string>> pack_fields;
    std::vector<std::string> messages;  // the latest lines, oldest first
};

// Whether `view`'s HP is at or below its low-HP threshold (never with the warning off, or when dead: 0 of 0).
[[nodiscard]] bool hp_low(const HudView& view) noexcept;

// Copies the newest `count` messages of `log` into view.messages, as displayed ("... (x3)").
void fill_messages(HudView& view, const MessageLog& log, std::size_t count);

}  // namespace yoord
