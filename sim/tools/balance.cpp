#include "sim/tools/balance.hpp"
#include "sim/tools/bot_turns.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <string_view>
#include <thread>

#include "sim/actions/actions.hpp"
#include "sim/dungeon/levels.hpp"
#include "sim/tools/content_cli.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"
#include "sim/text/say.hpp"
#include "sim/run/score.hpp"

namespace yoord {

namespace {

constexpr const char* kBalanceName = "bot";
constexpr const char* kCsvHeader =
    "seed,bot,outcome,deepest,depth,killer,turns,score,floor_turns,uses,rested,refusals,death_floor";
constexpr std::size_t kCsvFields = 13;
// The first line of a CSV whose runs were played other than plain, before the column names (write_balance_csv).
constexpr const char* kCsvLabel = "# played ";
constexpr int kBarWidth = 40;      // characters of the longest bar
constexpr std::size_t kTopKillers = 15;
constexpr int kPercent = 100;

// ---- playing ----

bool uses_an_item(IntentKind k) {
    switch (k) {
        case IntentKind::quaff:
        case IntentKind::read:
        case IntentKind::zap:
        case IntentKind::throw_item:
        case IntentKind::fire:
            return true;
        case IntentKind::wait: case IntentKind::step: case IntentKind::strike: case IntentKind::open:
        case IntentKind::close: case IntentKind::pick_up: case IntentKind::drop: case IntentKind::equip:
        case IntentKind::unequip: case IntentKind::take_stairs: case IntentKind::explore: case IntentKind::travel:
        case IntentKind::run: case IntentKind::cast: case IntentKind::forget: case IntentKind::wizard:
        case IntentKind::trade: case IntentKind::rest: case IntentKind::fight:
            return false;
    }
    return false;
}

// The row id of the item an intent uses, or empty.
std::string used_row(const Game& g, const Intent& intent) {
    if (!uses_an_item(intent.kind)) return {};
    const ecs::Entity item = pack_item(g, g.player, intent.letter);
    const Identity* id = item == ecs::null_entity ? nullptr : g.world.try_get<Identity>(item);
    if (id == nullptr) return {};
    return g.content->common(RowRef{id->category, id->row}).id;
}

std::string csv_safe(std::string text) {
    std::replace(text.begin(), text.end(), ',', ' ');
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

// ---- small statistics ----

template <class T>
T lower_median(std::vector<T> values) {
    if (values.empty()) return T{};
    std::sort(values.begin(), values.end());
    return values[(values.size() - 1) / 2];
}

std::string percent(std::size_t part, std::size_t whole) {
    char text[32];
    const double p = whole == 0 ? 0.0 : static_cast<double>(part) * kPercent / static_cast<double>(whole);
    std::snprintf(text, sizeof text, "%.1f", p);
    return text;
}

std::string pad(std::string text, std::size_t width, bool right = false) {
    if (text.size() >= width) return text;
    const std::string fill(width - text.size(), ' ');
    return right ? fill + text : text + fill;
}

std::string bar(std::size_t count, std::size_t largest) {
    if (largest == 0 || count == 0) return {};
    const std::size_t n = std::max<std::size_t>(1, count * kBarWidth / largest);
    return std::string(n, '#');
}

// A histogram over labelled rows: label, count, share, bar.
void histogram(std::ostream& out, const std::vector<std::pair<std::string, std::size_t>>& rows, std::size_t whole) {
    std::size_t largest = 0;
    for (const auto& [label, n] : rows) largest = std::max(largest, n);
    for (const auto& [label, n] : rows) {
        out << "  " << pad(label, 22) << pad(std::to_string(n), 6, true) << pad(percent(n, whole) + "%", 8, true)
            << "  " << bar(n, largest) << '\n';
    }
}

int deepest_of(const std::vector<RunRecord>& records) {
    int d = 1;
    for (const RunRecord& r : records) d = std::max(d, r.deepest);
    return d;
}

std::string bot_label(const std::vector<RunRecord>& records) {
    if (records.empty()) return "no";
    for (const RunRecord& r : records) {
        if (r.bot != records.front().bot) return "mixed";
    }
    return std::string(bot_kind_name(records.front().bot));
}

void sort_by_seed(std::vector<RunRecord>& records) {
    std::stable_sort(records.begin(), records.end(),
                     [](const RunRecord& a, const RunRecord& b) { return a.seed < b.seed; });
}

// ---- the report's sections ----

// How much the runs rested (sim/rules/recovery.hpp) and how often the game refused what the bot chose.
void rest_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::int64_t rested = 0, refusals = 0;
    std::size_t resting_runs = 0;
    for (const RunRecord& r : rs) {
        rested += r.rested;
        refusals += r.refusals;
        resting_runs += r.rested > 0 ? 1 : 0;
    }
    out << "\nRest and refusals\n";
    out << "  turns rested         " << pad(std::to_string(rested), 8, true) << " in " << resting_runs << " runs\n";
    out << "  choices refused      " << pad(std::to_string(refusals), 8, true) << '\n';
}

void outcomes_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::size_t won = 0, dead = 0, alive = 0;
    for (const RunRecord& r : rs) {
        if (r.outcome == Outcome::won) ++won;
        if (r.outcome == Outcome::dead) ++dead;
        if (r.outcome == Outcome::alive) ++alive;
    }
    out << "Outcome\n";
    histogram(out, {{"won", won}, {"dead", dead}, {"alive at the turn cap", alive}}, rs.size());
}

void deepest_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::vector<std::pair<std::string, std::size_t>> rows;
    for (int d = 1; d <= deepest_of(rs); ++d) {
        const auto n = static_cast<std::size_t>(std::count_if(rs.begin(), rs.end(), [d](const RunRecord& r) { return r.deepest == d; }));
        rows.emplace_back("depth " + std::to_string(d), n);
    }
    out << "\nDeepest depth reached\n";
    histogram(out, rows, rs.size());
}

void deaths_by_depth_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::vector<std::pair<std::string, std::size_t>> rows;
    std::size_t deaths = 0;
    for (int d = 1; d <= deepest_of(rs); ++d) {
        const auto n = static_cast<std::size_t>(std::count_if(
            rs.begin(), rs.end(), [d](const RunRecord& r) { return r.outcome == Outcome::dead && r.depth == d; }));
        deaths += n;
        rows.emplace_back("depth " + std::to_string(d), n);
    }
    out << "\nDeaths by depth (share of deaths)\n";
    histogram(out, rows, deaths);
}

// The deaths counted by one field of their records ("unknown" when empty), commonest first: all of them, or the
// `top` commonest.
std::vector<std::pair<std::string, std::size_t>> deaths_by(const std::vector<RunRecord>& rs,
                                                           std::string RunRecord::*field, std::size_t& deaths) {
    std::map<std::string, std::size_t> count;
    deaths = 0;
    for (const RunRecord& r : rs) {
        if (r.outcome != Outcome::dead) continue;
        ++count[(r.*field).empty() ? "unknown" : r.*field];
        ++deaths;
    }
    std::vector<std::pair<std::string, std::size_t>> rows(count.begin(), count.end());
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return rows;
}

void deaths_by_killer_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::size_t deaths = 0;
    std::vector<std::pair<std::string, std::size_t>> rows = deaths_by(rs, &RunRecord::killer, deaths);
    if (rows.size() > kTopKillers) rows.resize(kTopKillers);
    out << "\nDeaths by killer (share of deaths; the " << kTopKillers << " commonest)\n";
    histogram(out, rows, deaths);
}

// Which kind of floor the deaths happened on: a special level (a castle, an island ...) should not be where runs
// commonly end.
void deaths_by_floor_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::size_t deaths = 0;
    const auto rows = deaths_by(rs, &RunRecord::death_floor, deaths);
    out << "\nDeaths by kind of floor (share of deaths)\n";
    histogram(out, rows, deaths);
}

void turns_per_floor_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    out << "\nTurns per floor (over the runs that reached it)\n";
    out << "  " << pad("depth", 8) << pad("runs", 6, true) << pad("median", 8, true) << pad("mean", 8, true) << '\n';
    for (int d = 1; d <= deepest_of(rs); ++d) {
        std::vector<int> turns;
        for (const RunRecord& r : rs) {
            const auto i = static_cast<std::size_t>(d - 1);
            if (i < r.floor_turns.size() && r.floor_turns[i] > 0) turns.push_back(r.floor_turns[i]);
        }
        long long sum = 0;
        for (const int t : turns) sum += t;
        const long long mean = turns.empty() ? 0 : sum / static_cast<long long>(turns.size());
        out << "  " << pad(std::to_string(d), 8) << pad(std::to_string(turns.size()), 6, true)
            << pad(std::to_string(lower_median(turns)), 8, true) << pad(std::to_string(mean), 8, true) << '\n';
    }
}

void score_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::vector<std::int64_t> scores;
    for (const RunRecord& r : rs) scores.push_back(r.score);
    std::sort(scores.begin(), scores.end());
    const auto at = [&](std::size_t num, std::size_t den) {
        return scores.empty() ? std::int64_t{0} : scores[(scores.size() - 1) * num / den];
    };
    out << "\nScore quartiles\n";
    out << "  min " << at(0, 4) << "  q1 " << at(1, 4) << "  median " << at(2, 4) << "  q3 " << at(3, 4) << "  max "
        << at(4, 4) << '\n';
}

void uses_section(std::ostream& out, const std::vector<RunRecord>& rs) {
    std::map<std::string, std::pair<long long, std::size_t>> uses;  // id -> (times, runs)
    for (const RunRecord& r : rs) {
        for (const auto& [id, n] : r.uses) {
            uses[id].first += n;
            ++uses[id].second;
        }
    }
    out << "\nItem kinds used (quaffed, read, zapped, thrown or fired)\n";
    if (uses.empty()) out << "  none\n";
    for (const auto& [id, u] : uses) {
        out << "  " << pad(id, 30) << pad(std::to_string(u.first), 7, true) << " times in "
            << pad(std::to_string(u.second), 5, true) << " runs\n";
    }
}

// ---- CSV fields ----

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> out;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, by)) out.push_back(part);
    if (!text.empty() && text.back() == by) out.emplace_back();
    return out;
}

template <class Int>
bool to_int(const std::string& text, Int& out) {
    if (text.empty()) return false;
    std::istringstream in(text);
    in >> out;
    return !in.fail() && in.eof();
}

std::optional<Outcome> outcome_from(const std::string& text) {
    for (const Outcome o : {Outcome::alive, Outcome::won, Outcome::dead}) {
        if (outcome_name(o) == text) return o;
    }
    return std::nullopt;
}

bool parse_record(const std::string& line, RunRecord& r, std::string& why) {
    const std::vector<std::string> f = split(line, ',');
    if (f.size() != kCsvFields) {
        why = "expected " + std::to_string(kCsvFields) + " fields, found " + std::to_string(f.size());
        return false;
    }
    const auto bot = bot_kind_from_name(f[1]);
    const auto outcome = outcome_from(f[2]);
    if (!to_int(f[0], r.seed) || !bot || !outcome || !to_int(f[3], r.deepest) || !to_int(f[4], r.depth) ||
        !to_int(f[6], r.turns) || !to_int(f[7], r.score) || !to_int(f[10], r.rested) || !to_int(f[11], r.refusals)) {
        why = "a field is not what write_balance_csv writes";
        return false;
    }
    r.bot = *bot;
    r.outcome = *outcome;
    r.killer = f[5];
    r.death_floor = f[12];
    for (const std::string& t : split(f[8], ';')) {
        int n = 0;
        if (!to_int(t, n)) {
            why = "bad floor turns '" + f[8] + "'";
            return false;
        }
        r.floor_turns.push_back(n);
    }
    for (const std::string& u : split(f[9], ';')) {
        const std::size_t eq = u.find('=');
        int n = 0;
        if (eq == std::string::npos || !to_int(u.substr(eq + 1), n)) {
            why = "bad uses '" + f[9] + "'";
            return false;
        }
        r.uses[u.substr(0, eq)] = n;
    }
    return true;
}

}  // namespace

RunRecord play_balance_run(const Content& content, std::uint64_t seed, BotKind bot, int turn_cap,
                           StartChoices start) {
    const auto game = new_game(content, seed, kBalanceName, {}, start);
    Game& g = *game;
    RunRecord r;
    r.seed = seed;
    r.bot = bot;
    r.floor_turns.assign(static_cast<std::size_t>(content.constants.final_depth), 0);
    BotMemory memory;
    int depth = 0;
    std::string used;  // the row the chosen intent uses, read before the turn changes the pack
    bool chosen_pending = false;
    bool resting = false;
    BotTurnHooks hooks;
    hooks.chosen = [&](const Intent& intent) {
        depth = g.depth();
        used = used_row(g, intent);
        resting = intent.kind == IntentKind::rest;
        chosen_pending = true;
    };
    hooks.played = [&](const Intent&, bool spent) {
        if (!chosen_pending) return;  // the wait after a refusal
        chosen_pending = false;
        if (spent && !used.empty()) ++r.uses[used];
        if (spent && resting) ++r.rested;
        if (depth >= 1 && static_cast<std::size_t>(depth) <= r.floor_turns.size()) ++r.floor_turns[depth - 1];
    };
    const auto choose = [&](Game& game) {
        r.deepest = std::max(r.deepest, game.depth());
        return next_bot_intent(game, bot, memory);
    };
    const BotRun run = play_bot_turns(g, choose, turn_cap, hooks);
    r.turns = run.turns;
    r.refusals = run.refusals;
    r.deepest = std::max(r.deepest, g.depth());
    r.outcome = g.outcome;
    r.depth = g.depth();
    if (g.outcome == Outcome::dead) {
        const Wording* killer = g.death_cause.blank("cause");  // death.cause{cause=..., depth=...}
        r.killer = csv_safe(killer != nullptr ? written(*killer) : std::string{});
        r.death_floor = floor_kind_id(*g.content, g.descent);
    }
    r.score = final_score(g.score);
    return r;
}

std::optional<SeedSpan> seed_shard(std::uint64_t first, std::uint64_t last, std::uint64_t index, std::uint64_t count) {
    if (first > last || count == 0 || index < 1 || index > count) return std::nullopt;
    // The range holds span + 1 seeds, which may be 2^64: its quotient and remainder by `count`, without overflow.
    const std::uint64_t span = last - first;
    const bool exact = span % count == count - 1;
    const std::uint64_t size = span / count + (exact ? 1 : 0);        // seeds in every shard ...
    const std::uint64_t longer = exact ? 0 : span % count + 1;        // ... and one more in the first `longer`
    const std::uint64_t i = index - 1;
    const std::uint64_t mine = size + (i < longer ? 1 : 0);
    if (mine == 0) return std::nullopt;
    const std::uint64_t offset = i * size + std::min(i, longer);
    return SeedSpan{first + offset, first + offset + (mine - 1)};
}

std::vector<RunRecord> play_balance_runs(const Content& content, std::uint64_t first, std::uint64_t last,
                                         BotKind bot, int jobs, int turn_cap, StartChoices start) {
    if (first > last) return {};
    const std::uint64_t count = last - first + 1;
    std::vector<RunRecord> records(count);
    std::atomic<std::uint64_t> next{0};
    const auto work = [&] {
        for (std::uint64_t i = next++; i < count; i = next++) {
            records[i] = play_balance_run(content, first + i, bot, turn_cap, start);
        }
    };
    const int threads = std::max(1, std::min<int>(jobs, static_cast<int>(std::min<std::uint64_t>(count, 256))));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (std::thread& t : pool) t.join();
    return records;
}

void write_balance_csv(std::ostream& out, const std::vector<RunRecord>& records, const std::string& label) {
    if (!label.empty()) out << kCsvLabel << label << '\n';
    out << kCsvHeader << '\n';
    for (const RunRecord& r : records) {
        out << r.seed << ',' << bot_kind_name(r.bot) << ',' << outcome_name(r.outcome) << ',' << r.deepest << ','
            << r.depth << ',' << r.killer << ',' << r.turns << ',' << r.score << ',';
        for (std::size_t i = 0; i < r.floor_turns.size(); ++i) out << (i == 0 ? "" : ";") << r.floor_turns[i];
        out << ',';
        bool first = true;
        for (const auto& [id, n] : r.uses) {
            out << (first ? "" : ";") << id << '=' << n;
            first = false;
        }
        out << ',' << r.rested << ',' << r.refusals << ',' << r.death_floor << '\n';
    }
}

bool read_balance_csv(std::istream& in, const std::string& name, std::vector<RunRecord>& records, std::string& error,
                      std::string* label) {
    std::string line;
    int number = 0;
    int header_at = 1;  // the line of the column names: the second when a label line comes first
    if (label != nullptr) label->clear();
    while (std::getline(in, line)) {
        ++number;
        if (number == 1 && line.starts_with(kCsvLabel)) {
            if (label != nullptr) *label = line.substr(std::string_view(kCsvLabel).size());
            header_at = 2;
            continue;
        }
        if (number == header_at) {
            if (line != kCsvHeader) {
                error = name + ":" + std::to_string(number) + ": not a balance CSV (the header should be '" +
                        kCsvHeader + "')";
                return false;
            }
            continue;
        }
        if (line.empty()) continue;
        RunRecord r;
        std::string why;
        if (!parse_record(line, r, why)) {
            error = name + ":" + std::to_string(number) + ": " + why;
            return false;
        }
        records.push_back(std::move(r));
    }
    if (number == 0) {
        error = name + ": empty file";
        return false;
    }
    return true;
}

std::string balance_summary_line(const std::vector<RunRecord>& records) {
    std::size_t wins = 0;
    std::vector<int> deepest;
    for (const RunRecord& r : records) {
        if (r.outcome == Outcome::won) ++wins;
        deepest.push_back(r.deepest);
    }
    return "runs=" + std::to_string(records.size()) + " wins=" + std::to_string(wins) +
           " win_rate=" + percent(wins, records.size()) + " median_deepest=" + std::to_string(lower_median(deepest));
}

void write_balance_report(std::ostream& out, std::vector<RunRecord> records, const std::string& label) {
    sort_by_seed(records);
    out << "Balance report: the " << bot_label(records) << " bot";
    if (!records.empty()) out << ", seeds " << records.front().seed << ".." << records.back().seed;
    out << ", " << records.size() << " runs" << (label.empty() ? "" : ", " + label) << "\n\n";
    outcomes_section(out, records);
    deepest_section(out, records);
    deaths_by_depth_section(out, records);
    deaths_by_floor_section(out, records);
    deaths_by_killer_section(out, records);
    turns_per_floor_section(out, records);
    score_section(out, records);
    uses_section(out, records);
    rest_section(out, records);
    out << '\n' << balance_summary_line(records) << '\n';
}

void write_balance_svg(std::ostream& out, std::vector<RunRecord> records) {
    sort_by_seed(records);
    const int depths = deepest_of(records);
    constexpr int kColumn = 36, kHeight = 200, kTop = 40, kGap = 60, kLeft = 40;
    const int width = kLeft * 2 + depths * kColumn;
    const int total = kTop + 2 * (kHeight + kGap);
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << total
        << "\" font-family=\"monospace\" font-size=\"11\">\n";
    out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    out << "<text x=\"" << kLeft << "\" y=\"20\" font-size=\"13\">" << balance_summary_line(records) << "</text>\n";
    const auto chart = [&](int top, const std::string& title, const std::string& colour, auto count_at) {
        std::vector<std::size_t> n;
        std::size_t largest = 1;
        for (int d = 1; d <= depths; ++d) {
            n.push_back(count_at(d));
            largest = std::max(largest, n.back());
        }
        out << "<text x=\"" << kLeft << "\" y=\"" << top + 12 << "\">" << title << "</text>\n";
        const int base = top + kHeight;
        for (int d = 1; d <= depths; ++d) {
            const std::size_t c = n[static_cast<std::size_t>(d - 1)];
            const int h = static_cast<int>(c * static_cast<std::size_t>(kHeight - 30) / largest);
            const int x = kLeft + (d - 1) * kColumn;
            out << "<rect x=\"" << x + 4 << "\" y=\"" << base - h << "\" width=\"" << kColumn - 8 << "\" height=\""
                << h << "\" fill=\"" << colour << "\"/>\n";
            out << "<text x=\"" << x + 8 << "\" y=\"" << base + 14 << "\">" << d << "</text>\n";
            out << "<text x=\"" << x + 6 << "\" y=\"" << base - h - 3 << "\">" << c << "</text>\n";
        }
    };
    chart(kTop, "Deepest depth reached (runs)", "steelblue", [&](int d) {
        return static_cast<std::size_t>(std::count_if(records.begin(), records.end(), [d](const RunRecord& r) { return r.deepest == d; }));
    });
    chart(kTop + kHeight + kGap, "Deaths by depth (runs)", "firebrick", [&](int d) {
        return static_cast<std::size_t>(std::count_if(records.begin(), records.end(), [d](const RunRecord& r) {
            return r.outcome == Outcome::dead && r.depth == d;
        }));
    });
    out << "</svg>\n";
}

namespace {

bool write_file(const std::string& path, const std::string& text, std::ostream& err) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    if (!file) {
        err << "yoord: cannot write " << path << '\n';
        return false;
    }
    return true;
}

}  // namespace

int balance_command(const BalanceOptions& o, std::ostream& out, std::ostream& err) {
    // The command line refuses --endless with --balance already; a caller that builds the options itself is told
    // the same reason rather than given a report whose band counts wins nobody can earn.
    if (o.setup.dungeon.endless) {
        err << "yoord: the balance report measures the descent for the Element, and an endless run has no win\n";
        return 1;
    }
    const RunContent run = load_run_content(o.setup);
    if (!run.loaded.content) {
        run.loaded.diagnostics.write(err);
        return kExitContentError;
    }
    const std::optional<StartChoices> start = start_choices_of(*run.loaded.content, o.setup, err);
    if (!start) return 1;
    const std::optional<SeedSpan> shard = seed_shard(o.first, o.last, o.shard, o.shards);
    const std::vector<RunRecord> records =
        shard ? play_balance_runs(*run.loaded.content, shard->first, shard->last, o.bot, o.jobs, kBalanceTurnCap, *start)
              : std::vector<RunRecord>{};
    const std::string label = run_label(*run.loaded.content, *start);
    if (o.csv) {
        std::ostringstream csv;
        write_balance_csv(csv, records, label);
        if (!write_file(*o.csv, csv.str(), err)) return 1;
    }
    if (o.svg) {
        std::ostringstream svg;
        write_balance_svg(svg, records);
        if (!write_file(*o.svg, svg.str(), err)) return 1;
    }
    write_balance_report(out, records, label);
    return 0;
}

namespace {

// The first run (seed and bot) that two of the files hold, as "FILE: seed N (BOT) is in FILE too", or empty.
std::string run_found_twice(const std::vector<RunRecord>& records, const std::vector<std::size_t>& file_of,
                            const std::vector<std::string>& files) {
    std::vector<std::size_t> order(records.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto key = [&](std::size_t i) { return std::pair(records[i].seed, records[i].bot); };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    for (std::size_t k = 1; k < order.size(); ++k) {
        if (key(order[k - 1]) != key(order[k])) continue;
        const RunRecord& r = records[order[k]];
        return files[file_of[order[k]]] + ": seed " + std::to_string(r.seed) + " (the " +
               std::string(bot_kind_name(r.bot)) + " bot) is in " + files[file_of[order[k - 1]]] +
               " too; a merge counts each run once";
    }
    return {};
}

}  // namespace

int balance_merge_command(const std::vector<std::string>& files, const std::optional<std::string>& svg,
                          const std::optional<std::string>& csv, std::ostream& out, std::ostream& err) {
    std::vector<RunRecord> records;
    std::vector<std::size_t> file_of;  // the file each record came from
    std::optional<std::string> label;  // every file's runs were played alike, or the report would mix them
    for (const std::string& path : files) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            err << "yoord: cannot read " << path << '\n';
            return 1;
        }
        std::string error;
        std::string this_label;
        if (!read_balance_csv(in, path, records, error, &this_label)) {
            err << "yoord: " << error << '\n';
            return 1;
        }
        if (label && *label != this_label) {
            err << "yoord: " << path << ": its runs were played " << (this_label.empty() ? "plain" : this_label)
                << ", the files before it " << (label->empty() ? "plain" : *label)
                << "; merge the reports of runs played alike\n";
            return 1;
        }
        label = this_label;
        file_of.resize(records.size(), static_cast<std::size_t>(&path - files.data()));
    }
    if (const std::string twice = run_found_twice(records, file_of, files); !twice.empty()) {
        err << "yoord: " << twice << '\n';
        return 1;
    }
    sort_by_seed(records);
    if (csv) {
        std::ostringstream text;
        write_balance_csv(text, records, label.value_or(""));
        if (!write_file(*csv, text.str(), err)) return 1;
    }
    if (svg) {
        std::ostringstream picture;
        write_balance_svg(picture, records);
        if (!write_file(*svg, picture.str(), err)) return 1;
    }
    write_balance_report(out, records, label.value_or(""));
    return 0;
}

}  // namespace yoord
