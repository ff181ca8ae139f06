#include "sim/tools/balance_page.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include "sim/tools/careful_bot.hpp"

namespace yoord {

namespace {

// The band the careful bot aims for (docs/explanation/balance.md, "The band").
constexpr double kWinRateLow = 10.0;
constexpr double kWinRateHigh = 40.0;
constexpr int kMedianDeepestAim = 9;
constexpr double kKillerShareAim = 20.0;
constexpr double kEarlyEndAim = 10.0;
constexpr double kTurnCapAim = 5.0;
constexpr double kNaiveAim = 2.0;
constexpr double kDancerMargin = 2.0;  // points of win rate the dancer (or the swapper) may gain over the careful bot
constexpr int kKillersShown = 3;

std::string one_decimal(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

double share(std::size_t part, std::size_t whole) {
    return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

std::string met(bool ok) { return ok ? "met" : "**not met**"; }

struct BotFigures {
    std::size_t runs = 0;
    std::size_t wins = 0;
    int median_deepest = 0;
    double win_rate = 0;
};

BotFigures figures_of(const std::vector<RunRecord>& rs) {
    BotFigures f;
    f.runs = rs.size();
    std::vector<int> deepest;
    for (const RunRecord& r : rs) {
        f.wins += r.outcome == Outcome::won ? 1 : 0;
        deepest.push_back(r.deepest);
    }
    std::sort(deepest.begin(), deepest.end());
    f.median_deepest = deepest.empty() ? 0 : deepest[(deepest.size() - 1) / 2];
    f.win_rate = share(f.wins, f.runs);
    return f;
}

// The deaths counted by one field of the record (the killer, the kind of floor), commonest first.
std::vector<std::pair<std::string, std::size_t>> deaths_by(const std::vector<RunRecord>& rs,
                                                           std::string RunRecord::*field) {
    std::map<std::string, std::size_t> count;
    for (const RunRecord& r : rs) {
        if (r.outcome == Outcome::dead) ++count[r.*field];
    }
    std::vector<std::pair<std::string, std::size_t>> out(count.begin(), count.end());
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

// Whether `id` names a special level of the level table (a castle, an island ...); generation 1's layout kinds
// are none.
bool is_special_level(const Content& content, const std::string& id) {
    return std::any_of(content.levels.begin(), content.levels.end(),
                       [&](const LevelDef& level) { return level.id == id && level.special; });
}

std::size_t deaths_of(const std::vector<RunRecord>& rs) {
    return static_cast<std::size_t>(
        std::count_if(rs.begin(), rs.end(), [](const RunRecord& r) { return r.outcome == Outcome::dead; }));
}

// "a stalker, 18.0% of deaths (then a troll 16.9%, a vampire 15.9%)": the commonest values of `field`.
std::string commonest_text(const std::vector<RunRecord>& rs, std::string RunRecord::*field) {
    const auto killers = deaths_by(rs, field);
    const std::size_t deaths = deaths_of(rs);
    if (killers.empty()) return "none";
    std::string text = killers.front().first + ", " + one_decimal(share(killers.front().second, deaths)) + "% of deaths";
    for (std::size_t i = 1; i < killers.size() && i < static_cast<std::size_t>(kKillersShown); ++i) {
        text += i == 1 ? " (then " : ", ";
        text += killers[i].first + " " + one_decimal(share(killers[i].second, deaths)) + "%";
    }
    if (killers.size() > 1) text += ")";
    return text;
}

// Healing potions drunk: uses of potion rows whose kind heals, by the bot's own judgement of what heals.
std::pair<long long, std::size_t> healing_drunk(const Content& content, const std::vector<RunRecord>& rs) {
    long long times = 0;
    std::size_t runs = 0;
    for (const RunRecord& r : rs) {
        long long here = 0;
        for (const PotionDef& p : content.potions) {
            const auto it = r.uses.find(p.id);
            if (it != r.uses.end() && potion_heals(p.kind)) here += it->second;
        }
        times += here;
        runs += here > 0 ? 1 : 0;
    }
    return {times, runs};
}

std::string other_figures(const Content& content, const std::vector<RunRecord>& rs) {
    std::ostringstream out;
    const std::size_t deaths = deaths_of(rs);
    std::map<int, std::size_t> by_depth;
    for (const RunRecord& r : rs) {
        if (r.outcome == Outcome::dead) ++by_depth[r.depth];
    }
    std::vector<std::pair<int, std::size_t>> depths(by_depth.begin(), by_depth.end());
    std::stable_sort(depths.begin(), depths.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    out << "- Deaths by depth, commonest first:";
    for (std::size_t i = 0; i < depths.size() && i < 4; ++i) {
        out << (i == 0 ? " " : ", ") << "depth " << depths[i].first << " " << one_decimal(share(depths[i].second, deaths))
            << "%";
    }
    out << ".\n";
    const auto [drunk, drinkers] = healing_drunk(content, rs);
    out << "- Healing potions drunk: " << drunk << " times in " << drinkers << " runs.\n";
    long long rested = 0, refused = 0;
    std::size_t resters = 0;
    for (const RunRecord& r : rs) {
        rested += r.rested;
        refused += r.refusals;
        resters += r.rested > 0 ? 1 : 0;
    }
    out << "- Turns rested: " << rested << " in " << resters << " runs (" << one_decimal(rs.empty() ? 0.0 : static_cast<double>(rested) / static_cast<double>(rs.size()))
        << " a run); choices the game refused: " << refused << ".\n";
    std::vector<std::int64_t> scores;
    for (const RunRecord& r : rs) scores.push_back(r.score);
    std::sort(scores.begin(), scores.end());
    const auto at = [&](std::size_t num) { return scores.empty() ? 0 : scores[(scores.size() - 1) * num / 4]; };
    out << "- Scores: q1 " << at(1) << ", median " << at(2) << ", q3 " << at(3) << ".\n";
    return out.str();
}

}  // namespace

std::string balance_csv_path(std::string_view page, BotKind bot) {
    std::string base(page);
    if (base.size() > 3 && base.compare(base.size() - 3, 3, ".md") == 0) base.resize(base.size() - 3);
    return base + "/" + std::string(bot_kind_name(bot)) + ".csv";
}

std::string balance_figures(const Content& content, const std::vector<RunRecord>& records) {
    std::map<BotKind, std::vector<RunRecord>> by_bot;
    for (const RunRecord& r : records) by_bot[r.bot].push_back(r);
    std::ostringstream out;
    const std::vector<RunRecord>& careful = by_bot[BotKind::careful];
    if (!careful.empty()) {
        const auto [first, last] = std::minmax_element(careful.begin(), careful.end(),
                                                       [](const RunRecord& a, const RunRecord& b) { return a.seed < b.seed; });
        out << "Seeds " << first->seed << " to " << last->seed << ", one report per bot in `docs/explanation/balance/`"
            << " (`make balance-page` plays them again and rewrites this block).\n\n";
    }
    out << "| Bot | Last line |\n|---|---|\n";
    for (const BotKind bot : kPageBots) {
        const std::vector<RunRecord>& rs = by_bot[bot];
        out << "| " << bot_kind_name(bot) << " | " << (rs.empty() ? "not measured" : "`" + balance_summary_line(rs) + "`")
            << " |\n";
    }
    if (careful.empty()) return out.str();
    const BotFigures c = figures_of(careful);
    const std::size_t deaths = deaths_of(careful);
    const auto killers = deaths_by(careful, &RunRecord::killer);
    const auto floors = deaths_by(careful, &RunRecord::death_floor);
    const bool special_floor_first = !floors.empty() && is_special_level(content, floors.front().first);
    const double top_killer = killers.empty() ? 0.0 : share(killers.front().second, deaths);
    std::size_t early = 0, capped = 0;
    for (const RunRecord& r : careful) {
        early += r.outcome == Outcome::dead && r.depth <= 2 ? 1 : 0;
        capped += r.outcome == Outcome::alive ? 1 : 0;
    }
    out << "\nThe careful bot's runs against the band:\n\n";
    out << "| Figure | Value | Aim | |\n|---|---|---|---|\n";
    out << "| win rate | " << one_decimal(c.win_rate) << "% (" << c.wins << " of " << c.runs << ") | 10% to 40% | "
        << met(c.win_rate >= kWinRateLow && c.win_rate <= kWinRateHigh) << " |\n";
    out << "| median deepest depth | " << c.median_deepest << " | 9 or more | " << met(c.median_deepest >= kMedianDeepestAim)
        << " |\n";
    out << "| commonest killer | " << commonest_text(careful, &RunRecord::killer) << " | 20% or less | " << met(top_killer <= kKillerShareAim) << " |\n";
    out << "| commonest floor of death | " << commonest_text(careful, &RunRecord::death_floor)
        << " | not a special level | " << met(!special_floor_first) << " |\n";
    out << "| deaths on floors 1 and 2 | " << one_decimal(share(early, c.runs)) << "% | under 10% | "
        << met(share(early, c.runs) < kEarlyEndAim) << " |\n";
    out << "| runs alive at the turn cap | " << one_decimal(share(capped, c.runs)) << "% (" << capped << ") | under 5% | "
        << met(share(capped, c.runs) < kTurnCapAim) << " |\n";
    if (const std::vector<RunRecord>& naive = by_bot[BotKind::naive]; !naive.empty()) {
        const BotFigures n = figures_of(naive);
        out << "| naive bot's win rate | " << one_decimal(n.win_rate) << "% | under 2% | " << met(n.win_rate < kNaiveAim)
            << " |\n";
    }
    if (const std::vector<RunRecord>& scummer = by_bot[BotKind::scummer]; !scummer.empty()) {
        const BotFigures s = figures_of(scummer);
        out << "| scummer | " << s.wins << " wins (" << one_decimal(s.win_rate) << "%), median deepest " << s.median_deepest
            << " | below the careful bot | " << met(s.win_rate < c.win_rate || c.wins == 0) << " |\n";
    }
    if (const std::vector<RunRecord>& dancer = by_bot[BotKind::dancer]; !dancer.empty()) {
        const BotFigures d = figures_of(dancer);
        out << "| dancer | " << d.wins << " wins (" << one_decimal(d.win_rate) << "%), median deepest " << d.median_deepest
            << " | at most the careful bot's rate + 2 points, median no deeper | "
            << met(d.win_rate <= c.win_rate + kDancerMargin && d.median_deepest <= c.median_deepest) << " |\n";
    }
    if (const std::vector<RunRecord>& swapper = by_bot[BotKind::swapper]; !swapper.empty()) {
        const BotFigures w = figures_of(swapper);
        out << "| swapper | " << w.wins << " wins (" << one_decimal(w.win_rate) << "%), median deepest " << w.median_deepest
            << " | at most the careful bot's rate + 2 points | " << met(w.win_rate <= c.win_rate + kDancerMargin) << " |\n";
    }
    out << "\nOther figures of the careful bot's runs:\n\n" << other_figures(content, careful);
    return out.str();
}

std::optional<std::string> balance_figures_in(std::string_view page) {
    const std::size_t begin = page.find(kBalanceFiguresBegin);
    if (begin == std::string_view::npos) return std::nullopt;
    const std::size_t from = page.find('\n', begin);
    const std::size_t end = page.find(kBalanceFiguresEnd);
    if (from == std::string_view::npos || end == std::string_view::npos || end < from) return std::nullopt;
    return std::string(page.substr(from + 1, end - from - 1));
}

std::optional<std::string> splice_balance_figures(std::string_view page, std::string_view figures, std::string& error) {
    const std::size_t begin = page.find(kBalanceFiguresBegin);
    const std::size_t end = page.find(kBalanceFiguresEnd);
    if (begin == std::string_view::npos || end == std::string_view::npos || end < begin) {
        error = "the page has no block between '" + std::string(kBalanceFiguresBegin) + "' and '" +
                std::string(kBalanceFiguresEnd) + "'";
        return std::nullopt;
    }
    const std::size_t from = page.find('\n', begin) + 1;
    std::string out(page.substr(0, from));
    out += figures;
    out += page.substr(end);
    return out;
}

bool read_page_reports(std::string_view page, std::vector<RunRecord>& records, std::string& error) {
    for (const BotKind bot : kPageBots) {
        const std::string path = balance_csv_path(page, bot);
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            error = "cannot read " + path;
            return false;
        }
        if (!read_balance_csv(in, path, records, error)) return false;
    }
    return true;
}

int balance_page_command(const Content& content, const std::string& page, std::ostream& out, std::ostream& err) {
    std::ifstream in(page, std::ios::binary);
    if (!in) {
        err << "yoord: cannot read " << page << '\n';
        return 1;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<RunRecord> records;
    std::string error;
    if (!read_page_reports(page, records, error)) {
        err << "yoord: " << error << '\n';
        return 1;
    }
    const std::optional<std::string> written = splice_balance_figures(text.str(), balance_figures(content, records), error);
    if (!written) {
        err << "yoord: " << page << ": " << error << '\n';
        return 1;
    }
    std::ofstream file(page, std::ios::binary | std::ios::trunc);
    file << *written;
    if (!file) {
        err << "yoord: cannot write " << page << '\n';
        return 1;
    }
    out << "wrote the figures of " << page << " from " << records.size() << " runs\n";
    return 0;
}

}  // namespace yoord
