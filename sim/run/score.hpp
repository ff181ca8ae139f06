#pragma once
// Score, paid as the run goes:
//   kills      the victim's max hp times kKillPointsPerHp, for creatures the player kills;
//   combo      several kills in one turn: the turn's kill points again, kComboPercent per extra kill;
//   stairs     going down to a depth for the first time pays its tier (kStairPointsPerTier per tier of
//              kDepthsPerTier floors); climbing to a depth for the first time with the Element pays the same;
//   treasure   coins pay kPointsPerCoin each when picked up; an item row with a score (the Element) pays it;
//   conducts   a won run is paid kConductPercent of its score per conduct kept (sim/run/conducts.hpp), once.
// The run is won by leaving depth 1 by the up stair with the Element, and lost by dying.
//
// Doublers: the final score (final_score) is the points above times two for each doubler the run has earned,
// each at most once (Score::doublers): a ring of adornment put on (sim/items/rings.cpp), escaping with the
// Element, and slaying a monster whose row carries a bounty. They are facts of the run, saved and hashed; the
// points are never doubled in place, so the leaderboard, the dump and the HUD read final_score.

#include <cstdint>

#include "sim/state/game.hpp"

namespace yoord {

inline constexpr int kKillPointsPerHp = 2;
inline constexpr int kComboPercent = 50;
inline constexpr int kStairPointsPerTier = 50;
inline constexpr int kDepthsPerTier = 3;
inline constexpr int kPointsPerCoin = 1;

// The tier of a depth: 1 for depths 1-3, 2 for 4-6 ...
[[nodiscard]] constexpr int depth_tier(int depth) noexcept { return (depth - 1) / kDepthsPerTier + 1; }

// Points for a kill of a creature with this max hp (before the combo).
[[nodiscard]] constexpr std::int64_t kill_points(int max_hp) noexcept {
    return static_cast<std::int64_t>(max_hp) * kKillPointsPerHp;
}

// The combo bonus for `kills` kills worth `points` together in one turn.
[[nodiscard]] constexpr std::int64_t combo_bonus(int kills, std::int64_t points) noexcept {
    return kills < 2 ? 0 : points * (kills - 1) * kComboPercent / 100;
}

// Credits a kill to this turn's tally (paid at the end of the turn by settle_kills).
void credit_kill(Game& game, int victim_max_hp);
// Pays this turn's kills and their combo.
void settle_kills(Game& game);
// Pays for arriving on the current depth, if it is new in its direction.
void pay_stairs(Game& game, bool went_up);
// Pays for picking up `item` (coins, or a row with a score). Taking coins breaks the coins conduct.
void pay_treasure(Game& game, ecs::Entity item);
// Adds `coins` to the purse and their points to the score (money coins, a card of riches).
void pay_gold(Game& game, int coins);

// Marks `doubler` earned. Returns false, changing nothing, when the run had earned it already.
bool earn_doubler(Game& game, Doubler doubler);
// On a won run carrying the Element, earns the Element's doubler (once; later calls do nothing).
void earn_escape_doubler(Game& game);
// Earns the bounty doubler for the player's kill of `victim`, when its monster row (its true form's) carries a
// bounty and no bounty has been paid yet; the row is remembered for the dump. Returns whether it was earned.
bool earn_bounty(Game& game, ecs::Entity victim);

// How many doublers `doublers` holds (0 .. kDoublerCount).
[[nodiscard]] int doubler_count(const ScoreDoublers& doublers) noexcept;
// The score of the run: its points times 2^(doublers earned).
[[nodiscard]] std::int64_t final_score(const Score& score) noexcept;

// The bonus a score of `points` earns for keeping the conducts in `kept`.
[[nodiscard]] std::int64_t conduct_bonus(std::int64_t points, std::uint16_t kept) noexcept;
// On a won run, pays the bonus for the conducts kept, once (later calls pay nothing). Returns the points paid.
std::int64_t pay_conducts(Game& game);

}  // namespace yoord
