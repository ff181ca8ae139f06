#pragma once
// Item kinds the player has not learnt yet. Potions, scrolls and wands look alike until the player learns what
// they are: "a murky potion", "a scroll labelled XUNAB", "an oak wand". Which look goes with which row is
// shuffled per run from the seed alone (a dedicated stream, Rng::derive(seed, "appearances", {category}), never
// GameRng), so a seed means the same appearances everywhere and looking at a name changes nothing.
//
// A kind is learnt for good (the player's Discoveries) when its use shows what it is, or by a scroll of
// identify. Gear's plus and curse are a different knowledge, per item (Item::known: sim/items/pack.hpp). Names the
// player reads come from kind_name() here and item_name() in sim/items/pack.hpp, never from the row directly.

#include <string>
#include <string_view>

#include "sim/state/game.hpp"

namespace yoord {

// Whether rows of `c` start unknown (potions, scrolls, wands).
[[nodiscard]] bool has_appearances(Category c) noexcept;

// The look of row `row` in a run of `seed`: "murky potion", "scroll labelled XUNAB", "oak wand". Distinct
// within a category. Empty for a category without appearances.
[[nodiscard]] std::string appearance(const Content& content, std::uint64_t seed, RowRef row);

// Whether the player knows what `item`'s kind is (always, for a category without appearances).
[[nodiscard]] bool kind_known(const Game& game, ecs::Entity item);
[[nodiscard]] bool kind_known(const Game& game, RowRef row);

// The player learns `item`'s kind (or row `row`'s), silently. Returns whether it was unknown.
bool learn_kind(Game& game, ecs::Entity item);
bool learn_kind(Game& game, RowRef row);

// After the player used a thing of row `row`. A use that `shown` what the thing is learns the row and, when it
// was unknown, tells the player ("That was a potion of speed." for a thing used up, "That is a wand of fire." for
// one still held). A use that showed nothing leaves the kind unknown and records an `unknown_use` turn event, so
// the screen can offer to call it (call_kind).
void learn_from_use(Game& game, RowRef row, bool shown, bool used_up);

// Whether the player can call row `row`'s kind: a kind with appearances, still unknown.
[[nodiscard]] bool can_call(const Game& game, RowRef row);
// The player names an unknown kind ("fizzy"); an empty name forgets it. Returns false, and changes nothing, for a
// kind that cannot be called. Costs no turn and changes no rule: the name is only what the player reads.
bool call_kind(Game& game, RowRef row, std::string_view name);

// The kind's name as the player knows it: the row's name once known, else its appearance, with the player's call
// when there is one ("murky potion called fizzy").
[[nodiscard]] std::string kind_name(const Game& game, ecs::Entity item);
[[nodiscard]] std::string kind_name(const Game& game, RowRef row);

}  // namespace yoord
