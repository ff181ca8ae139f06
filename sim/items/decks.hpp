#pragma once
// Decks: a deck holds faces drawn from the card table when it is made (sim/places/spawn.hpp draw_deck), some
// reversed. Reading a deck plays its top card; a deck whose last card is played is gone. Throwing a deck plays the
// rest as a hand: the hand is scored by the ranking table ([[hand]] rows of content/decks.toml: the best shape it
// makes pays its points to the score), then each card is played, top first. What a card does is its row's
// `upright` or `reversed` mechanic (CardMechanic), switched over with no default; its numbers are the row's.

#include <span>
#include <string>

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

// `reader` plays the top card of `deck` (from its pack): refused (no turn) when blind.
[[nodiscard]] ActionResult read_deck(Game& game, ecs::Entity reader, ecs::Entity deck);

// `thrower` has thrown `deck`: the rest is played as a hand, and the deck is gone.
void play_hand(Game& game, ecs::Entity thrower, ecs::Entity deck);

// The ranking table's best row for these cards (nullptr when no row matches, or the table is empty).
[[nodiscard]] const HandDef* score_hand(const Content& content, std::span<const DrawnCard> cards);

// Whether `cards` make `shape` (a high card is any hand; flush and run need at least three cards).
[[nodiscard]] bool hand_makes(const Content& content, std::span<const DrawnCard> cards, HandShape shape);

// "the Sun" or "the Sun, reversed".
[[nodiscard]] std::string card_name(const Content& content, const DrawnCard& card);

}  // namespace yoord
