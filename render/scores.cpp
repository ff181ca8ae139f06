#include "render/scores.hpp"

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <vector>

#include "render/daily.hpp"
#include "render/utf8.hpp"
#include "sim/io/records/board.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

constexpr std::size_t kEndColumn = 6;

// "! potions  ? scrolls ...": what each mark stands for, under the table.
std::string marks_legend() {
    std::string out = phrase("scores.marks");
    for (const Conduct c : all_conducts()) {
        out.append(" ").append(1, conduct_mark(c)).append(" ").append(conduct_name(c));
    }
    return out + "\n";
}

// How a run ended in the reader's words ("morreu"), padded to `width` columns: setw counts bytes, and an
// accented word would pull the columns after it out of line.
std::string end_column(RunEnd end, std::size_t width) {
    std::string word = phrase("run_end." + std::string(run_end_name(end)));
    const auto columns = static_cast<std::size_t>(text_width(word));
    word.append(columns < width ? width - columns : 1, ' ');
    return word;
}

// The End column: six wide, or one more than its widest word in the language.
std::size_t end_column_width() {
    std::size_t widest = static_cast<std::size_t>(text_width(phrase("scores.end")));
    for (const RunEnd e : {RunEnd::won, RunEnd::died, RunEnd::quit}) {
        widest = std::max(widest, static_cast<std::size_t>(text_width(phrase("run_end." + std::string(run_end_name(e))))));
    }
    return std::max<std::size_t>(kEndColumn, widest + 1);
}

// One section's table, ranked from 1.
void section_table(std::ostringstream& out, const std::vector<ScoreEntry>& entries) {
    const std::size_t end_width = end_column_width();
    std::string end_heading = phrase("scores.end");
    end_heading.append(end_width - static_cast<std::size_t>(text_width(end_heading)), ' ');
    out << std::left << std::setw(5) << "#" << std::right << std::setw(9) << phrase("scores.score") << "  " << std::left
        << std::setw(16) << phrase("scores.name") << end_heading << std::right << std::setw(6)
        << phrase("scores.depth") << std::setw(8) << phrase("scores.turns") << "  " << std::left << std::setw(20)
        << phrase("scores.date") << std::setw(21) << phrase("scores.seed") << phrase("scores.conducts") << "\n";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ScoreEntry& e = entries[i];
        out << std::left << std::setw(5) << i + 1 << std::right << std::setw(9) << e.score << "  " << std::left
            << std::setw(16) << e.name << end_column(e.end, end_width) << std::right << std::setw(6)
            << e.deepest << std::setw(8) << e.turns << "  " << std::left << std::setw(20) << e.date
            << std::setw(21) << e.seed << conduct_marks(e.conducts) << "\n";
        out << "     " << written(e.cause) << (e.body == "human" ? "" : phrase("scores.played_as", {{"name", row_text(e.body, RowText::name, e.body)}})) << "\n";
    }
}

}  // namespace

// The descent's table as it always was, then the endless runs' under their own heading, each ranked on its own.
std::string scores_table(const Leaderboard& board) {
    if (board.entries.empty()) return phrase("scores.empty") + "\n";
    std::ostringstream out;
    const std::vector<ScoreEntry> descent = section_entries(board, BoardSection::descent);
    const std::vector<ScoreEntry> endless = section_entries(board, BoardSection::endless);
    if (descent.empty()) out << phrase("scores.empty") << "\n";
    else section_table(out, descent);
    if (!endless.empty()) {
        out << "\n" << phrase("scores.endless_heading") << "\n";
        section_table(out, endless);
    }
    out << marks_legend();
    return out.str();
}

int scores_command(std::ostream& out, std::ostream& err, const EnvLookup& env) {
    return scores_command(CommandLine{}, out, err, env);
}

std::optional<std::filesystem::path> board_folder(const CommandLine& line, const EnvLookup& env, std::string& error) {
    std::optional<std::filesystem::path> base;
    if (line.scores_dir) base = *line.scores_dir;
    else base = data_dir(env);
    if (!base) {
        error = phrase("scores.no_data_folder");
        return std::nullopt;
    }
    if (!line.daily) return base;
    const DailyDate day = daily_date(env);
    if (!day.error.empty()) {
        error = day.error;
        return std::nullopt;
    }
    return daily_board(*base, day.date);
}

int verify_scores_command(const CommandLine& line, std::ostream& out, std::ostream& err, const EnvLookup& env) {
    std::string error;
    const std::optional<std::filesystem::path> dir = board_folder(line, env, error);
    if (!dir) {
        err << "yoord: " << error << "\n";
        return 1;
    }
    const HashedContent content = load_hashed_content(line.content_dir);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(err);
        return 1;
    }
    const auto checks = verify_board(*dir, *content.loaded.content, content.hash);
    if (!checks) {
        err << "yoord: " << phrase("scores.unreadable", {{"reason", checks.error()}}) << "\n";
        return 1;
    }
    std::size_t verified = 0;
    for (std::size_t i = 0; i < checks->size(); ++i) {
        const EntryCheck& c = (*checks)[i];
        const std::string rank = std::to_string(i + 1);
        const std::vector<std::pair<std::string_view, std::string>> who{
            {"n", rank}, {"points", std::to_string(c.entry.score)}, {"name", c.entry.name}};
        if (c.verified) {
            ++verified;
            out << phrase("scores.entry_verified", who) << "\n";
        } else {
            auto marked = who;
            marked.emplace_back("reason", c.why);
            out << phrase("scores.entry_not_verified", marked) << "\n";
        }
    }
    out << phrase("scores.verified_count", {{"n", std::to_string(verified)}, {"total", std::to_string(checks->size())}})
        << "\n";
    return verified == checks->size() ? 0 : 1;
}

int scores_command(const CommandLine& line, std::ostream& out, std::ostream& err, const EnvLookup& env) {
    std::string error;
    const std::optional<std::filesystem::path> dir = board_folder(line, env, error);
    if (!dir) {
        err << "yoord: " << error << "\n";
        return 1;
    }
    const Expected<Leaderboard, std::string> board = read_leaderboard(*dir / kLeaderboardFileName);
    if (!board) {
        err << "yoord: " << phrase("scores.unreadable", {{"reason", board.error()}}) << "\n";
        return 1;
    }
    out << scores_table(*board);
    return 0;
}

}  // namespace yoord
