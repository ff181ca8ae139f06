#pragma once
// --daily: the seed of the day. Every player who plays on the same UTC date meets the same dungeon:
//
//   daily_seed("2026-12-01") = XXH3_64bits("yoord-daily-2026-12-01")   (seed 0, the bytes of the string)
//
// The date is read once, when the game starts, from the system clock in UTC, or from YOORD_DATE (YYYY-MM-DD)
// when it is set (tests, and a player catching up on a past day). It chooses the seed and names the day's
// board (<board>/daily/YYYY-MM-DD/, sim/io/records/board.hpp); it never enters a rule.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "render/data_dir.hpp"

namespace yoord {

inline constexpr std::string_view kDailySeedPrefix = "yoord-daily-";

[[nodiscard]] std::uint64_t daily_seed(std::string_view date) noexcept;

// Whether `date` is a real calendar date written YYYY-MM-DD (2026-02-30 is not).
[[nodiscard]] bool is_calendar_date(std::string_view date) noexcept;

// Today's date in UTC, "2026-12-01".
[[nodiscard]] std::string utc_date_today();

struct DailyDate {
    std::string date;   // set when error is empty
    std::string error;  // YOORD_DATE is set but is not a date
};
// YOORD_DATE when set, else today in UTC.
[[nodiscard]] DailyDate daily_date(const EnvLookup& env = process_env);

}  // namespace yoord
