#include "render/daily.hpp"

#include <xxhash.h>

#include <charconv>
#include <chrono>
#include <ctime>

#include "sim/text/strings.hpp"

namespace yoord {

namespace {

bool two_or_four_digits(std::string_view text, int& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size();
}

}  // namespace

std::uint64_t daily_seed(std::string_view date) noexcept {
    std::string text(kDailySeedPrefix);
    text += date;
    return XXH3_64bits(text.data(), text.size());
}

bool is_calendar_date(std::string_view date) noexcept {
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
    int y = 0;
    int m = 0;
    int d = 0;
    if (!two_or_four_digits(date.substr(0, 4), y) || !two_or_four_digits(date.substr(5, 2), m) ||
        !two_or_four_digits(date.substr(8, 2), d)) {
        return false;
    }
    const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{static_cast<unsigned>(m)},
                                          std::chrono::day{static_cast<unsigned>(d)}};
    return ymd.ok();
}

std::string utc_date_today() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    (void)gmtime_r(&now, &utc);
    char buf[sizeof "2026-12-01"];
    (void)std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
    return buf;
}

DailyDate daily_date(const EnvLookup& env) {
    const std::optional<std::string> injected = env("YOORD_DATE");
    if (!injected || injected->empty()) return {utc_date_today(), {}};
    if (!is_calendar_date(*injected)) return {{}, phrase("scores.bad_date", {{"text", *injected}})};
    return {*injected, {}};
}

}  // namespace yoord
