#pragma once
// Pack triggers (sim/tables/pack.hpp): data rules a pack declares in pack.toml. Actions note what happened
// (note_pack_event); once a turn, after deaths and before the clock, each pack's triggers in load order answer
// the turn's events in the order they happened: a trigger whose event matches and whose conditions hold on the
// pack's fields does its actions in order (change a field, spawn a row near the player, grant the player an
// effect, say a line). A pack's fields are its own: its triggers read and change no other pack's.

#include <optional>
#include <string>
#include <string_view>

#include "sim/state/game.hpp"

namespace yoord {

// Records an event for this turn's triggers; nothing when no pack has a trigger.
void note_pack_event(Game& game, PackEvent event);

// The turn's triggers fire (pack_triggers_system, sim/turn/schedule.cpp); the events are then cleared.
void answer_pack_triggers(Game& game);

// A pack widget's value as the HUD shows it: its format with each field's value filled in ("2/3").
[[nodiscard]] std::string pack_widget_text(const PackWidgetDef& widget, const PackState& state);

// A pack's field by ids, for the HUD, tests and the wizard console; nullopt when the pack or field is absent.
[[nodiscard]] std::optional<std::int64_t> pack_field(const Game& game, std::string_view pack, std::string_view field);

}  // namespace yoord
