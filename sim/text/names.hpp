#pragma once
// What the sentences call things: "you", "the sewer rat", "a dagger", "6 arrows". An item the player has not
// identified goes by its look ("murky potion"); a shapeshifter by its form.

#include <string>
#include <string_view>

#include "sim/state/game.hpp"

namespace yoord {

// "you", or the row's name ("sewer rat").
[[nodiscard]] std::string name_of(const Game& game, ecs::Entity e);
// "You" / "The sewer rat": a sentence's subject. the_name_of: "you" / "the sewer rat".
[[nodiscard]] std::string subject_of(const Game& game, ecs::Entity e);
[[nodiscard]] std::string the_name_of(const Game& game, ecs::Entity e);
// "a dagger" / "an orc" / "6 arrows" (a stack) / "you".
[[nodiscard]] std::string a_name_of(const Game& game, ecs::Entity e);
// `count` of `e`'s kind: "an arrow" for one, "6 arrows" for more (a_name_of names a stack by its own count).
[[nodiscard]] std::string counted_name_of(const Game& game, ecs::Entity e, int count);
// A name with its indefinite article: "a dagger", "an orc".
[[nodiscard]] std::string with_article(std::string_view name);
// The regular English plural of a name: "arrow" -> "arrows", "potion of healing" -> "potions of healing",
// "crossbow quarrel" -> "crossbow quarrels", "glass" -> "glasses".
[[nodiscard]] std::string plural_of(std::string_view name);

}  // namespace yoord
