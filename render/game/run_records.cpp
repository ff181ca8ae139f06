#include "render/game/run_records.hpp"

#include <chrono>
#include <ctime>

#include "sim/io/records/board.hpp"
#include "sim/io/records/bones_files.hpp"
#include "sim/io/records/crash_report.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

constexpr std::size_t kTimestampSize = sizeof "2026-11-29 17:30:00";

// The data folder, made if missing; nullopt with the reason in `why` when there is none or it cannot be made.
std::optional<std::filesystem::path> usable_dir(const RecordsSetup& setup, std::string& why) {
    if (!setup.data_dir) {
        why = phrase("records.data_folder_set_yoord");
        return std::nullopt;
    }
    std::error_code ec;
    std::filesystem::create_directories(*setup.data_dir, ec);
    if (ec) {
        why = phrase("records.cannot_create", {{"text", setup.data_dir->string()}, {"reason", ec.message()}});
        return std::nullopt;
    }
    return setup.data_dir;
}

std::string leaderboard_note(const RecordResult& r) {
    if (!r.written) return phrase("records.leaderboard_not_updated", {{"reason", r.error}});
    if (r.rank == 0) return phrase("records.leaderboard_not_among", {{"n", std::to_string(kLeaderboardSize)}});
    return phrase("records.leaderboard_rank", {{"n", std::to_string(r.rank)}});
}

// A board that keeps runs takes the entry with its recording (stored under the entry's name), or not at all.
std::string board_note(const Game& g, const RecordsSetup& setup, const std::string& date) {
    std::error_code ec;
    if (!setup.recording || !std::filesystem::exists(*setup.recording, ec)) {
        return phrase("records.board_needs_recording", {{"text", setup.board->string()}});
    }
    const RecordResult result = record_score_with_run(*setup.board, score_entry(g, date), *setup.recording);
    // The in-progress file is now stored under the entry's name; a run the board refused keeps it for the player.
    if (result.written && setup.recording_in_progress) std::filesystem::remove(*setup.recording, ec);
    const std::string where = setup.board->string();
    if (!result.written) return leaderboard_note(result);
    if (result.rank == 0) {
        return phrase("records.board_not_among", {{"text", where}, {"n", std::to_string(kLeaderboardSize)}});
    }
    return phrase("records.board_rank", {{"text", where}, {"n", std::to_string(result.rank)}});
}

// The bones of a death (sim/io/records/bones_files.hpp): written, kept (the depth has an earlier death's), or why not.
std::string bones_note(const Game& g, const std::filesystem::path& dir) {
    const BonesWrite wrote = write_bones(dir, g);
    const std::string depth = std::to_string(g.depth());
    switch (wrote.result) {
        case BonesWrite::Result::written:
            return phrase("records.bones", {{"n", depth}, {"text", wrote.path.string()}});
        case BonesWrite::Result::kept:
            return phrase("records.bones_kept", {{"n", depth}});
        case BonesWrite::Result::failed:
            return phrase("records.bones_not_written", {{"reason", wrote.reason}});
    }
    return {};
}

}  // namespace

std::string utc_timestamp() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    (void)gmtime_r(&now, &utc);
    char buf[kTimestampSize];
    (void)std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &utc);
    return buf;
}

std::vector<std::string> record_finished_run(const Game& g, const RecordsSetup& setup, const std::string& date) {
    std::string why;
    const std::optional<std::filesystem::path> dir = usable_dir(setup, why);
    if (!dir) return {phrase("records.nothing_written", {{"reason", why}})};
    std::vector<std::string> notes;
    const Expected<std::filesystem::path, std::string> dump = write_run_dump(*dir, g, DumpFacts{date, setup.content_hash});
    notes.push_back(dump ? phrase("records.dump", {{"text", dump->string()}})
                         : phrase("records.dump_not_written", {{"reason", dump.error()}}));
    if (setup.bones && run_end_of(g) == RunEnd::died && !g.wizard && !g.reloaded) notes.push_back(bones_note(g, *dir));
    if (g.wizard || g.reloaded) {
        notes.emplace_back(g.wizard ? phrase("records.wizard_run_does_not")
                                    : phrase("records.run_whose_content_was"));
    } else if (g.turn == 0) {
        notes.emplace_back(phrase("records.quit_before_first_turn"));  // no turn played: no run to rank
    } else if (setup.board) {
        notes.push_back(board_note(g, setup, date));
    } else {
        notes.push_back(leaderboard_note(record_score(*dir / kLeaderboardFileName, score_entry(g, date))));
    }
    return notes;
}

std::vector<std::string> record_crash(const Game& g, const RecordsSetup& setup, std::span<const Intent> recent,
                                      const std::string& what, const std::string& saved, const std::string& date) {
    std::vector<std::string> notes{phrase("records.what_happened", {{"reason", what}}), saved};
    std::string why;
    const std::optional<std::filesystem::path> dir = usable_dir(setup, why);
    if (!dir) {
        notes.push_back(phrase("records.crash_not_written", {{"reason", why}}) + ".");
        return notes;
    }
    const Expected<std::filesystem::path, std::string> report =
        write_crash_report(*dir, g, recent, CrashFacts{what, date, setup.content_hash, saved});
    notes.push_back(report ? phrase("records.crash_report", {{"text", report->string()}})
                           : phrase("records.crash_not_written", {{"reason", report.error()}}));
    return notes;
}

}  // namespace yoord
