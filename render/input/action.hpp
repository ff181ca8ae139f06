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
    X(move_north, movement, "action.move_north", "k", "Up", "8")                      \
    X(move_south, movement, "action.move_south", "j", "Down", "2")                    \
    X(move_west, movement, "action.move_west", "h", "Left", "4")                      \
    X(move_east, movement, "action.move_east", "l", "Right", "6")                     \
    X(move_northwest, movement, "action.move_northwest", "y", "Home", "7")           \
    X(move_northeast, movement, "action.move_northeast", "u", "PageUp", "9")         \
    X(move_southwest, movement, "action.move_southwest", "b", "End", "1")            \
    X(move_southeast, movement, "action.move_southeast", "n", "PageDown", "3")       \
    X(run_north, running, "action.run_north", "K", "Shift-Up")                                    \
    X(run_south, running, "action.run_south", "J", "Shift-Down")                                  \
    X(run_west, running, "action.run_west", "H", "Shift-Left")                                    \
    X(run_east, running, "action.run_east", "L", "Shift-Right")                                   \
    X(run_northwest, running, "action.run_northwest", "Y", "Shift-Home")                         \
    X(run_northeast, running, "action.run_northeast", "U", "Shift-PageUp")                       \
    X(run_southwest, running, "action.run_southwest", "B", "Shift-End")                          \
    X(run_southeast, running, "action.run_southeast", "N", "Shift-PageDown")                     \
    X(wait, movement, "action.wait", ".", "5", "Keypad-5")                                 \
    X(rest, movement, "action.rest", "R")                                                  \
    X(fight, movement, "action.fight", "Tab")                                              \
    X(explore, travel, "action.explore", "o")                       \
    X(travel_to_stairs, travel, "action.travel_to_stairs", "G")                               \
    X(travel, travel, "action.travel", "_")                               \
    X(descend, travel, "action.descend", ">")                                          \
    X(ascend, travel, "action.ascend", "<")                                             \
    X(pick_up, items, "action.pick_up", ",", "g")                                    \
    X(drop, items, "action.drop", "d")                                                    \
    X(inventory, items, "action.inventory", "i")                                          \
    X(equip, items, "action.equip", "w")                                          \
    X(unequip, items, "action.unequip", "T")                                  \
    X(quaff, items, "action.quaff", "q")                                                 \
    X(read, items, "action.read", "r")                                                   \
    X(zap, items, "action.zap", "z")                                                       \
    X(throw_item, items, "action.throw_item", "t")                                             \
    X(fire, items, "action.fire", "f")                                   \
    X(quiver, items, "action.quiver", "Q")                                           \
    X(call, items, "action.call", "C")                                               \
    X(cast, magic, "action.cast", "Z")                                   \
    X(cast_1, magic, "action.cast_1", "!")                                         \
    X(cast_2, magic, "action.cast_2", "@")                                        \
    X(cast_3, magic, "action.cast_3", "#")                                         \
    X(cast_4, magic, "action.cast_4", "$")                                        \
    X(discoveries, magic, "action.discoveries", "\\")                                         \
    X(monster_memory, magic, "action.monster_memory", "M")                                   \
    X(overview, magic, "action.overview", "Ctrl-O")                                          \
    X(look, interface, "action.look", "x", ";")                       \
    X(message_history, interface, "action.message_history", "Ctrl-P")                            \
    X(help, interface, "action.help", "?", "F1")                                             \
    X(save_and_quit, interface, "action.save_and_quit", "S")                                      \
    X(wizard_console, wizard, "action.wizard_console", "~")                   \
    X(reload_content, wizard, "action.reload_content", "F5")     \
    X(quit, interface, "action.quit", "Ctrl-Q")

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
    std::string_view help;  // a sentence key: what the help screen says it does
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
[[nodiscard]] std::string section_title(HelpSection s);

// A compass step for the move and run actions.
struct Step {
    int dx = 0;
    int dy = 0;
    friend constexpr bool operator==(Step, Step) = default;
};
[[nodiscard]] std::optional<Step> step_of(Action a) noexcept;
[[nodiscard]] bool is_run(Action a) noexcept;

}  // namespace yoord
