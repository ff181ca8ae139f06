#include "render/input/action.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

std::optional<Action> action_from_name(std::string_view name) noexcept {
    for (const ActionInfo& row : kActionTable) {
        if (row.name == name) return row.action;
    }
    return std::nullopt;
}

std::string section_title(HelpSection s) {
    switch (s) {
        case HelpSection::movement: return phrase("help.moving_into_monster_attacks");
        case HelpSection::running: return phrase("help.running_shift_direction_stops");
        case HelpSection::travel: return phrase("help.travel");
        case HelpSection::items: return phrase("help.items");
        case HelpSection::magic: return phrase("help.magic");
        case HelpSection::interface: return phrase("help.interface");
        case HelpSection::wizard: return phrase("help.wizard_mode");
    }
    return "";
}

std::optional<Step> step_of(Action a) noexcept {
    switch (a) {
        case Action::move_north:
        case Action::run_north: return Step{0, -1};
        case Action::move_south:
        case Action::run_south: return Step{0, 1};
        case Action::move_west:
        case Action::run_west: return Step{-1, 0};
        case Action::move_east:
        case Action::run_east: return Step{1, 0};
        case Action::move_northwest:
        case Action::run_northwest: return Step{-1, -1};
        case Action::move_northeast:
        case Action::run_northeast: return Step{1, -1};
        case Action::move_southwest:
        case Action::run_southwest: return Step{-1, 1};
        case Action::move_southeast:
        case Action::run_southeast: return Step{1, 1};
        case Action::wait:
        case Action::explore:
        case Action::rest:
        case Action::fight:
        case Action::travel_to_stairs:
        case Action::travel:
        case Action::descend:
        case Action::ascend:
        case Action::pick_up:
        case Action::drop:
        case Action::inventory:
        case Action::equip:
        case Action::unequip:
        case Action::quaff:
        case Action::read:
        case Action::zap:
        case Action::throw_item:
        case Action::fire:
        case Action::quiver:
        case Action::call:
        case Action::cast:
        case Action::cast_1:
        case Action::cast_2:
        case Action::cast_3:
        case Action::cast_4:
        case Action::look:
        case Action::message_history:
        case Action::discoveries:
        case Action::monster_memory:
        case Action::overview:
        case Action::help:
        case Action::save_and_quit:
        case Action::wizard_console:
        case Action::reload_content:
        case Action::quit: return std::nullopt;
    }
    return std::nullopt;
}

bool is_run(Action a) noexcept { return info(a).section == HelpSection::running; }

}  // namespace yoord
