#pragma once
// The one key table. Each row is an action the player can take, with its name in the keymap file, where the
// help screen lists it, what the help says, and its default keys. Input, the help screen, the keymap file and
// docs/reference/keys.md all come from this list; adding an action is one row here plus what it does.
//
// X(id, section, help, default keys...) — at most kMaxDefaultKeys keys, named as parse_key() reads them.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#define YOORD_ACTIONS(X)                                                                   \
    X(move_north, movement, "North", "k", "Up", "8")                      \
    X(move_south, movement, "South", "j", "Down", "2")                    \
    X(move_west, movement, "West", "h", "Left", "4")                      \
    X(move_east, movement, "East", "l", "Right", "6")                     \
    X(move_northwest, movement, "North-west", "y", "Home", "7")           \
    X(move_northeast, movement, "North-east", "u", "PageUp", "9")         \
    X(move_southwest, movement, "South-west", "b", "End", "1")            \
    X(move_southeast, movement, "South-east", "n", "PageDown", "3")       \
    X(run_north, running, "North", "K", "Shift-Up")                                    \
    X(run_south, running, "South", "J", "Shift-Down")                                  \
    X(run_west, running, "West", "H", "Shift-Left")                                    \
    X(run_east, running, "East", "L", "Shift-Right")                                   \
    X(run_northwest, running, "North-west", "Y", "Shift-Home")                         \
    X(run_northeast, running, "North-east", "U", "Shift-PageUp")                       \
    X(run_southwest, running, "South-west", "B", "Shift-End")                          \
    X(run_southeast, running, "South-east", "N", "Shift-PageDown")                     \
    X(wait, movement, "Wait a turn", ".", "5", "Keypad-5")                                 \
    X(explore, travel, "Explore until something happens", "o")                       \
    X(travel_to_stairs, travel, "Travel to the stairs", "G")                               \
    X(travel, travel, "Travel to a place you remember", "_")                               \
    X(descend, travel, "Go down the stairs", ">")                                          \
    X(ascend, travel, "Go up the stairs", "<")                                             \
    X(pick_up, items, "Pick up what is here", ",", "g")                                    \
    X(drop, items, "Drop an item", "d")                                                    \
    X(inventory, items, "Look in your pack", "i")                                          \
    X(equip, items, "Wear or wield an item", "w")                                          \
    X(unequip, items, "Take off or unwield an item", "T")                                  \
    X(quaff, items, "Quaff a potion", "q")                                                 \
    X(read, items, "Read a scroll, rune or deck", "r")                                                   \
    X(zap, items, "Zap a wand", "z")                                                       \
    X(throw_item, items, "Throw an item", "t")                                             \
    X(fire, items, "Fire the quiver (last target)", "f")                                   \
    X(quiver, items, "Choose what f fires", "Q")                                           \
    X(cast, magic, "Cast a spell (menu)", "Z")                                   \
    X(cast_1, magic, "Cast spell 1", "!")                                         \
    X(cast_2, magic, "Cast spell 2", "@")                                        \
    X(cast_3, magic, "Cast spell 3", "#")                                         \
    X(cast_4, magic, "Cast spell 4", "$")                                        \
    X(look, interface, "Look (Tab cycles targets)", "x", ";")                       \
    X(message_history, interface, "Message history", "Ctrl-P")                            \
    X(help, interface, "This help", "?", "F1")                                             \
    X(save_and_quit, interface, "Save and quit", "S")                                      \
    X(wizard_console, wizard, "Wizard console (a --wizard run)", "~")                   \
    X(reload_content, wizard, "Reload the tables and packs (a --wizard run)", "F5")     \
    X(quit, interface, "Quit, losing the run (asks)", "Ctrl-Q")

namespace yoord {

enum class Action {
#define YOORD_ACTION_ENUM(id, section, help, ...) id,
    YOORD_ACTIONS(YOORD_ACTION_ENUM)
#undef YOORD_ACTION_ENUM
};

// Where the help screen lists an action, in this order.
enum class HelpSection { movement, running, travel, items, magic, interface, wizard };

inline constexpr std::size_t kMaxDefaultKeys = 4;

struct ActionInfo {
    Action action;
    std::string_view name;  // as written in the keymap file
    HelpSection section;
    std::string_view help;
    std::array<std::string_view, kMaxDefaultKeys> default_keys;
};

inline constexpr std::array kActionTable = {
#define YOORD_ACTION_ROW(id, section, help, ...) \
    ActionInfo{Action::id, #id, HelpSection::section, help, {__VA_ARGS__}},
    YOORD_ACTIONS(YOORD_ACTION_ROW)
#undef YOORD_ACTION_ROW
};

inline constexpr std::size_t kActionCount = kActionTable.size();

[[nodiscard]] constexpr const ActionInfo& info(Action a) noexcept { return kActionTable[static_cast<std::size_t>(a)]; }
[[nodiscard]] std::optional<Action> action_from_name(std::string_view name) noexcept;
[[nodiscard]] std::string_view section_title(HelpSection s) noexcept;

// A compass step for the move and run actions.
struct Step {
    int dx = 0;
    int dy = 0;
    friend constexpr bool operator==(Step, Step) = default;
};
[[nodiscard]] std::optional<Step> step_of(Action a) noexcept;
[[nodiscard]] bool is_run(Action a) noexcept;

}  // namespace yoord
