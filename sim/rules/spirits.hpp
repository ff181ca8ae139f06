#pragma once
// Spirits: peaceful wanderers (glyph `&`) that trade. A spirit is any creature carrying the Spirit component, which
// its monster row attaches with its `trade`, `price`, `cost` and `pulls` keys (content/monsters.toml); no code
// names a spirit. docs/reference/spirits.md is the player's and content author's page.
//
// - An offer (trade spells, weapons, armour or rings) shows three wares; the player takes one. A barter shows
//   two columns, the player's goods (what it carries in its pack, then the spells it knows) against the spirit's
//   three wares; one of each changes hands.
// - A spirit's wares are drawn from a stream derived from the run's seed and the spirit's Uid (never from
//   GameRng), so looking at them changes nothing and the trade intent finds the same three the menu showed.
//   Item wares are rows allowed at the floor's depth (or the spirit row's own min_depth, if deeper), by weight
//   (pick_row_at, as a floor's loot is drawn).
// - Every trade costs the row's price: maximum hit points (lower_max_hp), maximum magic (lower_max_magic) or a
//   test, a blow of `cost` hit points through harm() (the one door), dealt by the spirit. A price that would
//   leave no maximum, or a test the player would not survive, is refused and nothing changes.
// - A trade moves the alignment dial (Game::spirits) one step toward the spirit's pole (`pulls`); the spirit,
//   its bargain kept, fades away. At a pole (+-kDialPole) every spirit turns hostile for the run, as it does
//   when the player's side strikes one by any means (harm() calls break_the_peace).
// - A scroll of atonement makes peace (dial 0, spirits peaceful again); a potion of adjustment only sets the dial
//   back to 0.
//
// A trade is an intent (Intent::trade, sim/actions/actions.cpp), so recordings and the bot see it like any act.

#include <cstdint>
#include <string>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

struct Spirit;

// The dial runs from -kDialPole to +kDialPole; reaching either end turns the spirits hostile.
inline constexpr int kDialPole = 3;
// How many wares a spirit shows.
inline constexpr int kSpiritWares = 3;
// Intent::trade's `amount` for an offer: the player gives nothing but the price.
inline constexpr std::int32_t kNoGood = -1;

// One thing in a trade's column: an item (a row the spirit makes, or an item the player carries) or a spell (one
// the spirit teaches, or one the player knows and gives up).
struct Ware {
    enum class Kind : std::uint8_t { item, spell };
    Kind kind = Kind::item;
    RowRef row{};                         // an item the spirit makes
    StableId spell{};                     // a spell
    ecs::Entity item = ecs::null_entity;  // an item the player carries (its barter column)
    std::string name;                     // what the menus show
};

// Whether `e` is a spirit, and whether it trades now (a spirit on the peaceful side while the run's spirits are at
// peace).
[[nodiscard]] bool is_spirit(const Game& game, ecs::Entity e);
[[nodiscard]] bool trading_spirit(const Game& game, ecs::Entity e);

// The spirit's wares (up to kSpiritWares; fewer when there are not that many to draw, none for a non-spirit).
[[nodiscard]] std::vector<Ware> spirit_wares(const Game& game, ecs::Entity spirit);
// The player's barter column: the items in `trader`'s pack (letter order), then the spells it knows.
[[nodiscard]] std::vector<Ware> barter_goods(const Game& game, ecs::Entity trader);

// "2 maximum hit points", "1 maximum magic", "a test of 5 hit points".
[[nodiscard]] std::string price_text(const Spirit& spirit);
// Why `payer` cannot pay the spirit's price now, or empty when it can.
[[nodiscard]] std::string price_refusal(const Game& game, ecs::Entity payer, const Spirit& spirit);

// The trade made, once the trade action (sim/actions/trade.hpp) has found it possible: the spirit asks its
// price and `trader` pays it, gives up `good` (a barter), receives `ware`; the spirit fades and the dial moves.
void settle_trade(Game& game, ecs::Entity trader, ecs::Entity spirit, const Ware& ware, const std::optional<Ware>& good);

// `victim` was attacked (aimed at, hit or missed, or hurt) by `by`: when `by` is on the player's side and the
// victim a spirit, the peace breaks. Called by the two moments every attack passes: fire_on_targeted and harm().
void spirit_attacked(Game& game, ecs::Entity victim, ecs::Entity by);
// Every spirit turns hostile for the run (saved); says so once.
void break_the_peace(Game& game);
// A scroll of atonement: the dial back to 0, the run's spirits peaceful again (those on this floor too).
void make_peace(Game& game);
// A potion of adjustment: the dial back to 0; hostile spirits stay hostile.
void reset_dial(Game& game);
// Moves the dial `pulls` steps (clamped to the poles); at a pole the peace breaks.
void move_dial(Game& game, int pulls);
// A floor was populated: when the run's spirits are hostile, the new floor's are too.
void keep_spirits_in_step(Game& game);

}  // namespace yoord
