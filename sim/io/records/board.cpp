#include "sim/io/records/board.hpp"

#include <xxhash.h>

#include <algorithm>
#include <cstdio>

#include "sim/io/records/file_lock.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

std::string digits_of(std::string_view date) {
    std::string out;
    for (const char c : date) {
        if (c >= '0' && c <= '9') out.push_back(c);
        if (out.size() == 8) out.push_back('-');
    }
    return out;
}

// What differs between the entry and the run its recording replays to, or empty when nothing does. The date
// is the clock's and not the run's, so it is not compared (it names the recording instead).
std::string entry_mismatch(const ScoreEntry& claimed, const ScoreEntry& replayed) {
    const auto differ = [](std::string_view what, const auto& a, const auto& b) {
        return phrase("scores.verify_field_differs", {{"what", std::string(what)}, {"text", a}, {"reason", b}});
    };
    if (claimed.score != replayed.score) {
        return differ("score", std::to_string(claimed.score), std::to_string(replayed.score));
    }
    if (claimed.turns != replayed.turns) {
        return differ("turns", std::to_string(claimed.turns), std::to_string(replayed.turns));
    }
    if (claimed.deepest != replayed.deepest) {
        return differ("deepest", std::to_string(claimed.deepest), std::to_string(replayed.deepest));
    }
    if (claimed.end != replayed.end) {
        return differ("end", std::string(run_end_name(claimed.end)), std::string(run_end_name(replayed.end)));
    }
    if (claimed.seed != replayed.seed) {
        return differ("seed", std::to_string(claimed.seed), std::to_string(replayed.seed));
    }
    if (claimed.conducts != replayed.conducts) {
        return differ("conducts", std::to_string(claimed.conducts), std::to_string(replayed.conducts));
    }
    if (claimed.name != replayed.name) return differ("name", claimed.name, replayed.name);
    if (claimed.body != replayed.body) return differ("body", claimed.body, replayed.body);
    if (claimed.generation != replayed.generation) {
        return differ("generation", std::to_string(claimed.generation), std::to_string(replayed.generation));
    }
    if (claimed.section != replayed.section) {
        return differ("section", std::string(board_section_name(claimed.section)),
                      std::string(board_section_name(replayed.section)));
    }
    return {};
}

EntryCheck check_entry(const std::filesystem::path& board, const ScoreEntry& entry, const Content& content,
                       std::uint64_t content_hash) {
    EntryCheck check{entry, false, {}};
    const std::filesystem::path path = run_path(board, entry);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
        check.why = phrase("scores.verify_no_recording", {{"text", path.string()}});
        return check;
    }
    const RecordingRead read = read_recording(path.string());
    if (!read.recording) {
        check.why = read.error;
        return check;
    }
    const Recording& recording = *read.recording;
    // Other core tables or other packs (other_content_reason): a run is verified only on what it was played on.
    if (!other_content_reason(recording.header, content_hash, content).empty()) {
        check.why = phrase("scores.verify_other_content", {{"text", recording.header.game_version}});
        return check;
    }
    ReplayStart start = start_replay(content, recording);
    if (!start.game) {
        check.why = start.error;
        return check;
    }
    for (std::size_t i = 0; i < recording.turns.size(); ++i) {
        if (replay_turn(*start.game, recording, i) != recording.turns[i].hash) {
            check.why = phrase("scores.verify_turn_differs", {{"n", std::to_string(i + 1)}});
            return check;
        }
    }
    check.why = entry_mismatch(entry, score_entry(*start.game, entry.date));
    check.verified = check.why.empty();
    return check;
}

}  // namespace

std::string run_file_name(const ScoreEntry& entry) {
    char name_hash[17];
    (void)std::snprintf(name_hash, sizeof name_hash, "%016llx",
                        static_cast<unsigned long long>(XXH3_64bits(entry.name.data(), entry.name.size())));
    return digits_of(entry.date) + "-" + std::to_string(entry.seed) + "-" + name_hash + ".yrec";
}

std::filesystem::path run_path(const std::filesystem::path& board, const ScoreEntry& entry) {
    return board / kRunsFolderName / run_file_name(entry);
}

std::filesystem::path daily_board(const std::filesystem::path& board, std::string_view date) {
    return board / kDailyFolderName / std::string(date);
}

RecordResult record_score_with_run(const std::filesystem::path& board, const ScoreEntry& entry,
                                   const std::filesystem::path& recording) {
    RecordResult result;
    std::error_code ec;
    std::filesystem::create_directories(board / kRunsFolderName, ec);
    if (ec) {
        result.error = phrase("records.cannot_create", {{"text", (board / kRunsFolderName).string()}, {"reason", ec.message()}});
        return result;
    }
    const std::filesystem::path stored = run_path(board, entry);
    if (!std::filesystem::equivalent(recording, stored, ec)) {
        // Copied to a temporary, then renamed: a reader never finds half a recording under an entry's name.
        const std::filesystem::path temporary = stored.string() + ".part";
        std::filesystem::copy_file(recording, temporary, std::filesystem::copy_options::overwrite_existing, ec);
        if (!ec) std::filesystem::rename(temporary, stored, ec);
        if (ec) {
            std::filesystem::remove(temporary, ec);
            result.error = phrase("records.run_not_stored", {{"text", recording.string()}, {"reason", ec.message()}});
            return result;
        }
    }
    return record_score(board / kLeaderboardFileName, entry);
}

Expected<std::vector<EntryCheck>, std::string> verify_board(const std::filesystem::path& board,
                                                            const Content& content, std::uint64_t content_hash) {
    const Expected<Leaderboard, std::string> read = read_leaderboard(board / kLeaderboardFileName);
    if (!read) return Unexpected{read.error()};
    std::vector<EntryCheck> checks;
    for (const ScoreEntry& entry : read->entries) checks.push_back(check_entry(board, entry, content, content_hash));
    return checks;
}

}  // namespace yoord
