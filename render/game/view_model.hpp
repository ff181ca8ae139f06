#pragma once
// The game as the screens see it: plain view-models (HudView, PackEntry, EndView, the look line) filled from a
// Game. The only place render/ reads the simulation's state for the HUD; widgets never touch the world.

#include <optional>
#include <string>
#include <vector>

#include "core/geom/point.hpp"
#include "render/ui/end_panel.hpp"
#include "render/ui/hud_view.hpp"
#include "render/ui/pack_view.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// Name, HP, the Loadout's power and armour, depth, score, patience and condition badges. Messages are left to
// the play layer (it pages the turn's new ones first).
[[nodiscard]] HudView make_hud_view(Game& game);

// The conditions the player holds, as badges ("Poisoned", "Hasted"), in registry order.
[[nodiscard]] std::vector<Badge> condition_badges(Game& game);

// One entry per pack letter in use, in letter order, with the actions that make sense for the item. Worn gear
// stands under the letter it keeps (sim/places/location.hpp), marked equipped; gear worn without one (put on
// before it was ever carried) comes last, under its slot's upper-case letter (A weapon ... E launcher).
[[nodiscard]] std::vector<PackEntry> make_pack_entries(Game& game);

// What a letter of the pack screen names: the carried item, or the worn one and its slot. Null when nothing.
struct LetterTarget {
    ecs::Entity item = ecs::null_entity;
    std::optional<EquipSlot> worn;
};
[[nodiscard]] LetterTarget item_at_letter(Game& game, char32_t letter);

// One choice of the pile underfoot: a single item, or a stack whose pieces lie apart (they come up together).
struct PileEntry {
    std::uint8_t from_top = 0;  // the pick-up intent's place down the pile (sim/state/game.hpp items_at)
    std::string name;           // "a dagger", "arrow ×6", "23 gold coins"
};

// The pile underfoot, top first, a stack's scattered pieces listed once under its first.
[[nodiscard]] std::vector<PileEntry> pile_entries(Game& game);

// The death or win panel of a finished run.
[[nodiscard]] EndView make_end_view(const Game& game);

// What the player knows is on `cell`: "You see a sewer rat (8/8 hp).", "A closed door.", "You remember a
// long sword there.", "You have not seen that place." Used by look, aim and travel.
[[nodiscard]] std::string describe_cell(Game& game, Point cell);

// Creatures the player sees now (not the player): what Tab cycles through. Those hostile to the player come
// first, nearest first, then the rest (companions, peaceful creatures), nearest first; ties by Uid.
[[nodiscard]] std::vector<Point> visible_targets(Game& game);

// The cell of the nearest creature in view hostile to the player (nearest_foe_in_view, sim/rules/visibility.hpp,
// the foe auto-fight picks): where look and aim start. An ally or a peaceful creature is never the default
// target. Null when none is in view.
[[nodiscard]] std::optional<Point> nearest_hostile_in_view(Game& game);

// Where the travel cursor's Tab goes: the cells with a remembered item, and the stairs once seen, nearest
// first, ties in reading order.
[[nodiscard]] std::vector<Point> travel_targets(Game& game);

}  // namespace yoord
