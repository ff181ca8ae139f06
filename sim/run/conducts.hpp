#pragma once
// Conducts: the fourteen things a run can go without. Each is broken by one act of the player, at one site in
// sim/ (docs/reference/conducts.md names the site); monsters share that code and never break one. A won run is
// paid kConductPercent of its score for each conduct it kept (sim/run/score.hpp), once.
//
// The list's order is a file format: Game::conducts_broken, saves and the leaderboard store conducts as bit
// masks by position here, and tests/golden/conducts.golden pins it. A new conduct goes on the end; nothing is
// ever reordered or removed.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/ecs/entity.hpp"

namespace yoord {

struct Game;

// clang-format off
// X(name, the sentence key of what the player kept, its mark: one ASCII character, on the win panel and after a
// --scores line)
//
// Two meanings changed with issue 18 (seed 002's definitions): `armour` was "wore no armour" and is now "no
// armour took a killing blow"; `lurk` was "never waited" and is now "played as the lurk". Their bits stay; what
// older saves and leaderboards stored under the old meanings is migrated (settle_old_meanings below, and
// sim/io/records/leaderboard.cpp for version 1 boards).
#define YOORD_CONDUCTS(X)                                                        \
    X(potions,   "conduct.potions",   '!')                                       \
    X(scrolls,   "conduct.scrolls",   '?')                                       \
    X(wands,     "conduct.wands",     '/')                                       \
    X(runes,     "conduct.runes",     '&')                                       \
    X(spells,    "conduct.spells",    '~')                                       \
    X(coins,     "conduct.coins",     '$')                                       \
    X(ranged,    "conduct.ranged",    '}')                                       \
    X(attacking, "conduct.attacking", ')')                                       \
    X(charming,  "conduct.charming",  '*')                                       \
    X(companion, "conduct.companion", 'c')                                       \
    X(damage,    "conduct.damage",    '+')                                       \
    X(gear,      "conduct.gear",      '=')                                       \
    X(armour,    "conduct.armour",    '[')                                       \
    X(lurk,      "conduct.lurk",      '@')
// clang-format on

enum class Conduct : std::uint8_t {
#define YOORD_CONDUCT_ENUM(name, words, mark) name,
    YOORD_CONDUCTS(YOORD_CONDUCT_ENUM)
#undef YOORD_CONDUCT_ENUM
};

inline constexpr std::size_t kConductCount = 0
#define YOORD_CONDUCT_COUNT(name, words, mark) +1
    YOORD_CONDUCTS(YOORD_CONDUCT_COUNT)
#undef YOORD_CONDUCT_COUNT
    ;

// One bit per conduct, bit i for the conduct at position i of the list.
using ConductMask = std::uint16_t;
static_assert(kConductCount <= 16, "ConductMask holds 16 conducts; widen it (a file format change)");
inline constexpr ConductMask kAllConducts = static_cast<ConductMask>((1U << kConductCount) - 1U);

// The score bonus, in percent of the score, per conduct a won run kept.
inline constexpr int kConductPercent = 10;

[[nodiscard]] constexpr ConductMask conduct_bit(Conduct c) noexcept {
    return static_cast<ConductMask>(1U << static_cast<unsigned>(c));
}

// "potions": the stable name the golden list, the dump and docs use.
[[nodiscard]] std::string_view conduct_id(Conduct c) noexcept;
// "potions" in a word, in the active language (conduct_name.potions): beside the mark in the dump and under
// yoord --scores.
[[nodiscard]] std::string conduct_name(Conduct c);
// "drank no potion": what the player reads on the win panel and in the dump.
[[nodiscard]] std::string conduct_words(Conduct c);
// '!': the conduct's mark. Every conduct has its own.
[[nodiscard]] char conduct_mark(Conduct c) noexcept;
// The marks of the conducts in `mask`, in list order ("!?/" ...); "-" for none.
[[nodiscard]] std::string conduct_marks(ConductMask mask);

// Every conduct, in list (bit) order.
[[nodiscard]] std::vector<Conduct> all_conducts();
// The conducts in `mask`, in list order.
[[nodiscard]] std::vector<Conduct> conducts_in(ConductMask mask);
// Their words, in list order.
[[nodiscard]] std::vector<std::string> conduct_words_in(ConductMask mask);

// The player's act at a conduct's site: records the conduct as broken when `who` is the player, and does
// nothing for anyone else (monsters run the same code and have no conducts).
void break_conduct(Game& game, ecs::Entity who, Conduct c);

// What the run has kept so far: every conduct it has not broken, with `lurk` kept only while the player carries
// the `lurks` effect (the lurk's body). The one mask the payout, the dump, the win panel and the board read.
[[nodiscard]] ConductMask kept_conducts(const Game& game);

// A loaded save's broken mask under today's meanings. The bits of `armour` and `lurk` meant "wore armour" and
// "waited" before issue 18; today `lurk` is never stored (it is read off the body) and `armour` breaks only
// with the player's death, which ends the run before any save. So a live run's stored mask never holds
// either bit, and clearing both is right for old saves and new alike.
[[nodiscard]] ConductMask settle_old_meanings(ConductMask broken) noexcept;

// The bonus for keeping `mask`: kConductPercent per conduct, added (fourteen kept is +140%).
[[nodiscard]] int conduct_bonus_percent(ConductMask mask) noexcept;

}  // namespace yoord
