#pragma once
// Disguised creatures (a mimic, issue 30): a creature carrying `disguised` looks like an item row (one of its monster
// row's `disguise` list, the same one for good: chosen by its Uid, so two mimics need not look alike and a long
// sword is not always one) to every view the player has: the map draws that item's glyph and colour, the look command names the
// item, explore and travel walk to it as to loot, and neither the run stop nor auto-fight counts it as a creature in
// view (creature_in_view). It does nothing while disguised (the monster schedule skips it), and no other rule treats
// it otherwise. Touched (the player steps into it) or struck (a blow, hit or miss, or harm of any kind), it drops the
// disguise for good, and is shown and fights as itself from then on.
//
// The disguise is a marker granted by the row, so a save writes only that play took it away.

#include <optional>
#include <string>

#include "sim/state/game.hpp"

namespace yoord {

// The item row `e` looks like while disguised (which of its row's list: by its Uid); nullopt for a creature that is
// not (or whose row names no disguise).
[[nodiscard]] std::optional<RowRef> disguise_of(const Game& game, ecs::Entity e);

// Whether `e` is a creature disguised as an item: has `disguised` and its row names what it looks like.
[[nodiscard]] bool disguised(const Game& game, ecs::Entity e);

// What the player sees of a disguised creature: the item row's look and its name with an article ("a long sword").
[[nodiscard]] Renderable disguise_look(const Game& game, RowRef item);
[[nodiscard]] std::string disguise_name(const Game& game, RowRef item);

// Drops `e`'s disguise, if it has one, telling the player when they see it ("The long sword was a mimic!").
// Returns whether it had one.
bool unmask(Game& game, ecs::Entity e);

}  // namespace yoord
