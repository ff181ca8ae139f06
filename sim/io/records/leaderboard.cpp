#include "sim/io/records/leaderboard.hpp"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <span>

#include "core/io/atomic_file.hpp"
#include "sim/io/records/file_lock.hpp"
#include "sim/run/conducts.hpp"
#include "sim/io/records/hex.hpp"

namespace yoord {

namespace {

constexpr std::size_t kFieldCountV1 = 9;   // version 1: no body
constexpr std::size_t kFieldCountV2 = 10;  // version 2: no generation
constexpr std::size_t kFieldCountV4 = 11;  // versions 3 and 4: no section
constexpr std::size_t kFieldCount = 12;

std::size_t field_count(int version) {
    if (version == 1) return kFieldCountV1;
    if (version == 2) return kFieldCountV2;
    return version < 5 ? kFieldCountV4 : kFieldCount;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == sep) {
            out.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return out;
}

template <class T>
bool parse_number(std::string_view s, T& out, int base = 10) {
    if (s.empty()) return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out, base);
    return ec == std::errc{} && end == s.data() + s.size();
}

// Names and causes are the player's and the game's words: a tab or line break would split the record.
std::string one_field(std::string_view s) {
    std::string out(s);
    std::replace_if(out.begin(), out.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    return out;
}

// One run's line, or why it is not one.
Expected<ScoreEntry, std::string> parse_entry(std::string_view line, int version) {
    const std::vector<std::string_view> f = split(line, '\t');
    const std::size_t want = field_count(version);
    if (f.size() != want) {
        return Unexpected{"expected " + std::to_string(want) + " tab-separated fields, found " +
                          std::to_string(f.size())};
    }
    ScoreEntry e;
    if (!parse_number(f[0], e.score)) return Unexpected{"bad score '" + std::string(f[0]) + "'"};
    const std::optional<RunEnd> end = parse_run_end(f[1]);
    if (!end) return Unexpected{"bad outcome '" + std::string(f[1]) + "' (won, died or quit)"};
    e.end = *end;
    if (!parse_number(f[2], e.deepest) || e.deepest < 1) return Unexpected{"bad depth '" + std::string(f[2]) + "'"};
    if (!parse_number(f[3], e.turns)) return Unexpected{"bad turn count '" + std::string(f[3]) + "'"};
    if (!parse_number(f[4], e.conducts, 16)) return Unexpected{"bad conducts mask '" + std::string(f[4]) + "'"};
    if (!parse_number(f[5], e.seed)) return Unexpected{"bad seed '" + std::string(f[5]) + "'"};
    e.date = std::string(f[6]);
    e.name = std::string(f[7]);
    e.cause = version >= 4 ? decode(f[8]) : Wording::plain(std::string(f[8]));
    if (version > 1) e.body = std::string(f[9]);
    if (e.body.empty()) return Unexpected{"an empty body"};
    if (version > 2 && (!parse_number(f[10], e.generation) || e.generation < 1)) {
        return Unexpected{"bad dungeon generation '" + std::string(f[10]) + "'"};
    }
    if (version > 4) {
        const std::optional<BoardSection> section = parse_board_section(f[11]);
        if (!section) return Unexpected{"bad section '" + std::string(f[11]) + "' (descent or endless)"};
        e.section = *section;
    }
    return e;
}

// "yoord-scores N": the version, or why the line is not a header this build reads.
Expected<int, std::string> parse_header(std::string_view line) {
    const std::size_t space = line.find(' ');
    int version = 0;
    if (space == std::string_view::npos || line.substr(0, space) != kLeaderboardMagic ||
        !parse_number(line.substr(space + 1), version)) {
        return Unexpected{std::string("not a Yoord leaderboard (the first line is not '") +
                          std::string(kLeaderboardMagic) + " <version>')"};
    }
    if (version > kLeaderboardVersion) {
        return Unexpected{"written by a newer Yoord (format " + std::to_string(version) + "; this build reads up to " +
                          std::to_string(kLeaderboardVersion) + ")"};
    }
    if (version < 1) return Unexpected{"unknown format " + std::to_string(version)};
    return version;
}

// A version 1 line's kept mask under today's conduct meanings (sim/run/conducts.hpp). `lurk` meant "never
// waited": no run was played as the lurk then, so it is not kept. `armour` meant "wore no armour"; today it is
// kept unless armour took the killing blow. A win took none; a run that wore no armour had none to take it; a
// run that died or quit after wearing armour cannot tell, and stays broken.
ConductMask migrate_kept_from_v1(ConductMask kept, RunEnd end) {
    kept = static_cast<ConductMask>(kept & ~conduct_bit(Conduct::lurk));
    if (end == RunEnd::won) kept = static_cast<ConductMask>(kept | conduct_bit(Conduct::armour));
    return kept;
}

}  // namespace

Expected<Leaderboard, std::string> parse_leaderboard(std::string_view text) {
    Leaderboard board;
    bool header_seen = false;
    int version = 0;
    const std::vector<std::string_view> lines = split(text, '\n');
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        const std::string where = "line " + std::to_string(i + 1) + ": ";
        if (!header_seen) {
            Expected<int, std::string> header = parse_header(line);
            if (!header) return Unexpected{where + header.error()};
            version = *header;
            header_seen = true;
            continue;
        }
        Expected<ScoreEntry, std::string> entry = parse_entry(line, version);
        if (!entry) return Unexpected{where + entry.error()};
        if (version == 1) entry->conducts = migrate_kept_from_v1(entry->conducts, entry->end);
        board.entries.push_back(std::move(*entry));
    }
    if (!header_seen) return Unexpected{std::string("empty file (no '") + std::string(kLeaderboardMagic) + "' line)"};
    return board;
}

std::string format_leaderboard(const Leaderboard& board) {
    std::string out = std::string(kLeaderboardMagic) + " " + std::to_string(kLeaderboardVersion) + "\n";
    out += "# score\tend\tdeepest\tturns\tconducts\tseed\tdate\tname\tcause\tbody\tgeneration\tsection\n";
    for (const ScoreEntry& e : board.entries) {
        out.append(std::to_string(e.score)).append("\t").append(run_end_name(e.end)).append("\t");
        out.append(std::to_string(e.deepest)).append("\t").append(std::to_string(e.turns)).append("\t");
        out.append(hex(e.conducts)).append("\t").append(std::to_string(e.seed)).append("\t");
        out.append(one_field(e.date)).append("\t").append(one_field(e.name)).append("\t");
        out.append(one_field(encode(e.cause))).append("\t").append(one_field(e.body)).append("\t");
        out.append(std::to_string(e.generation)).append("\t").append(board_section_name(e.section)).append("\n");
    }
    return out;
}

std::vector<ScoreEntry> section_entries(const Leaderboard& board, BoardSection section) {
    std::vector<ScoreEntry> out;
    for (const ScoreEntry& e : board.entries) {
        if (e.section == section) out.push_back(e);
    }
    return out;
}

std::size_t insert_entry(Leaderboard& board, ScoreEntry entry) {
    auto& list = board.entries;
    const BoardSection section = entry.section;
    const auto at = std::upper_bound(list.begin(), list.end(), entry.score,
                                     [](std::int64_t score, const ScoreEntry& e) { return score > e.score; });
    const auto same = [section](const ScoreEntry& e) { return e.section == section; };
    const auto rank = static_cast<std::size_t>(std::count_if(list.begin(), at, same)) + 1;
    list.insert(at, std::move(entry));
    // The section's runs past its best kLeaderboardSize leave; the other section's stay where they are.
    std::size_t kept = 0;
    for (auto it = list.begin(); it != list.end();) {
        if (same(*it) && ++kept > kLeaderboardSize) it = list.erase(it);
        else ++it;
    }
    return rank <= kLeaderboardSize ? rank : 0;
}

Expected<Leaderboard, std::string> read_leaderboard(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return Leaderboard{};
    Expected<std::vector<std::byte>, io::IoError> bytes = io::read_file(path);
    if (!bytes) return Unexpected{bytes.error().message("read")};
    const std::string_view text(reinterpret_cast<const char*>(bytes->data()), bytes->size());
    Expected<Leaderboard, std::string> board = parse_leaderboard(text);
    if (!board) return Unexpected{path.string() + ": " + board.error()};
    return board;
}

RecordResult record_score(const std::filesystem::path& path, const ScoreEntry& entry) {
    RecordResult result;
    const FileLock lock(path.string() + ".lock");
    if (!lock.ok()) {
        result.error = lock.error();
        return result;
    }
    Expected<Leaderboard, std::string> board = read_leaderboard(path);
    if (!board) {
        result.error = board.error() + " (left as it is; move it aside to start a new leaderboard)";
        return result;
    }
    const std::size_t rank = insert_entry(*board, entry);
    const std::string text = format_leaderboard(*board);
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(text.data()), text.size());
    if (const std::optional<io::IoError> failed = io::write_file_atomically(path, bytes)) {
        result.error = failed->message("write");
        return result;
    }
    result.written = true;
    result.rank = rank;
    return result;
}

}  // namespace yoord
