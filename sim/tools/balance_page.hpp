#pragma once
// The balance page writes itself: docs/explanation/balance.md's figures are a block the command
//
//     yoord --balance-page docs/explanation/balance.md
//
// writes from the reports committed beside it (docs/explanation/balance/<bot>.csv, each `yoord --balance
// 1..500 --bot <bot> --csv`; `make balance-page` plays them all and rewrites the page). A test renders the block
// again from the committed CSVs and fails when the page says anything else, so no figure on it is typed by hand.

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/content.hpp"
#include "sim/tools/balance.hpp"

namespace yoord {

inline constexpr std::string_view kBalanceFiguresBegin =
    "<!-- balance figures: begin (written by `yoord --balance-page`; do not edit by hand) -->";
inline constexpr std::string_view kBalanceFiguresEnd = "<!-- balance figures: end -->";

// The bots whose reports the page shows, in its order.
inline constexpr BotKind kPageBots[] = {BotKind::careful, BotKind::naive, BotKind::scummer, BotKind::dancer,
                                         BotKind::swapper};

// Where the page's reports live: `page` without ".md", then "/<bot>.csv".
[[nodiscard]] std::string balance_csv_path(std::string_view page, BotKind bot);

// The block of figures (markdown, markers excluded) for the runs of every bot in `records`.
[[nodiscard]] std::string balance_figures(const Content& content, const std::vector<RunRecord>& records);

// `page` with the text between its two markers replaced by `figures`; nullopt, and `error` says why, when a
// marker is missing or out of order.
[[nodiscard]] std::optional<std::string> splice_balance_figures(std::string_view page, std::string_view figures,
                                                                std::string& error);

// The text between the page's markers, or nullopt.
[[nodiscard]] std::optional<std::string> balance_figures_in(std::string_view page);

// Reads every bot's CSV beside `page`; false with `error` when one is missing or malformed.
[[nodiscard]] bool read_page_reports(std::string_view page, std::vector<RunRecord>& records, std::string& error);

// `yoord --balance-page PAGE`: rewrites PAGE's figures from the CSVs beside it.
int balance_page_command(const Content& content, const std::string& page, std::ostream& out, std::ostream& err);

}  // namespace yoord
