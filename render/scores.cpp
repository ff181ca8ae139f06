#include "render/scores.hpp"

#include <iomanip>
#include <ostream>
#include <sstream>

#include "sim/run/conducts.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

// "! potions  ? scrolls ...": what each mark stands for, under the table.
std::string marks_legend() {
    std::string out = phrase("scores.marks");
    for (const Conduct c : all_conducts()) {
        out.append(" ").append(1, conduct_mark(c)).append(" ").append(conduct_id(c));
    }
    return out + "\n";
}

}  // namespace

std::string scores_table(const Leaderboard& board) {
    if (board.entries.empty()) return phrase("scores.empty") + "\n";
    std::ostringstream out;
    out << std::left << std::setw(5) << "#" << std::right << std::setw(9) << phrase("scores.score") << "  " << std::left
        << std::setw(16) << phrase("scores.name") << std::setw(6) << phrase("scores.end") << std::right << std::setw(6)
        << phrase("scores.depth") << std::setw(8) << phrase("scores.turns") << "  " << std::left << std::setw(20)
        << phrase("scores.date") << std::setw(21) << phrase("scores.seed") << phrase("scores.conducts") << "\n";
    for (std::size_t i = 0; i < board.entries.size(); ++i) {
        const ScoreEntry& e = board.entries[i];
        out << std::left << std::setw(5) << i + 1 << std::right << std::setw(9) << e.score << "  " << std::left
            << std::setw(16) << e.name << std::setw(6) << run_end_name(e.end) << std::right << std::setw(6)
            << e.deepest << std::setw(8) << e.turns << "  " << std::left << std::setw(20) << e.date
            << std::setw(21) << e.seed << conduct_marks(e.conducts) << "\n";
        out << "     " << e.cause << (e.body == "human" ? "" : phrase("scores.played_as", {{"name", e.body}})) << "\n";
    }
    out << marks_legend();
    return out.str();
}

int scores_command(std::ostream& out, std::ostream& err, const EnvLookup& env) {
    const std::optional<std::filesystem::path> dir = data_dir(env);
    if (!dir) {
        err << "yoord: " << phrase("scores.no_data_folder") << "\n";
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
