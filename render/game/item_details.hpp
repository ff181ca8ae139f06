#pragma once
// What the player knows about one item, as lines for the item screen (`i`, then a letter) and a short tag for
// pack lists. Only what the player knows is shown: a potion's description once its kind is learnt, a weapon's
// plus once identified (until then the row's own numbers, and a note that the enchantment is unknown), a
// wand's charges once known. Numbers come from the item's components (what the Loadout folds), so what the
// screen says is what the rules use.

#include <string>
#include <vector>

#include "sim/rules/missiles.hpp"  // can_fire: the front end asks the rule
#include "sim/state/game.hpp"

namespace yoord {

// "Cuts for d6+1 in melee.", "While worn, your melee blows do at most 1 damage.", "Fired by: short bow, long
// bow." ... in a fixed order: description, numbers, what it lends, curse.
[[nodiscard]] std::vector<std::string> item_details(Game& game, ecs::Entity item);

// What the player would know of a fresh item of `row` that nobody holds yet (a spirit's ware): the lines
// item_details gives for such an item before it is worn or identified, as far as a row has them.
[[nodiscard]] std::vector<std::string> row_details(Game& game, RowRef row);

// The short note a pack line carries after the name: "melee max 1" for a launcher, "" for most things.
[[nodiscard]] std::string item_tag(const Game& game, ecs::Entity item);


// The effect's name as a player reads it: "fire immune", "sees invisible", "held" (snared).
[[nodiscard]] std::string effect_words(std::string_view id);

}  // namespace yoord
