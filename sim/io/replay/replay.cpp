#include "sim/io/replay/replay.hpp"

#include <filesystem>
#include <fstream>
#include <limits>
#include <ostream>
#include <sstream>

#include "core/io/untrusted_file.hpp"
#include "sim/tools/bot.hpp"
#include "sim/tools/headless.hpp"
#include "sim/tools/invariants.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord {
namespace {

// A recording file larger than this is refused unread: no honest run comes near it.
constexpr std::uintmax_t kMaxRecordingBytes = std::uintmax_t{1} << 30;
// The name --headless plays under (sim/tools/headless.cpp), so a recorded bot run is the same game.
constexpr std::string_view kHeadlessPlayerName = "bot";

std::string describe(const Intent& i) {
    std::string text(intent_name(i.kind));
    text += " dir=" + std::to_string(static_cast<int>(i.direction)) + " letter=" + std::to_string(i.letter) +
            " slot=" + std::to_string(static_cast<int>(i.slot)) + " target=(" + std::to_string(i.target.x) + "," +
            std::to_string(i.target.y) + ")";
    return text;
}

}  // namespace

ReplayStart start_replay(const Content& content, const RecordingHeader& header) {
    std::vector<RowRef> spawn;
    for (const std::string& id : header.spawn) {
        const std::optional<RowRef> row = content.find(id);
        if (!row) return {nullptr, "the recording spawns '" + id + "', which this content has no row for"};
        spawn.push_back(*row);
    }
    StartChoices start;
    if (!header.companion.empty()) {
        start.companion = content.find(header.companion);
        if (!start.companion) {
            return {nullptr, "the recording starts with the companion '" + header.companion +
                                 "', which this content has no row for"};
        }
    }
    if (!header.body.empty()) {
        start.body = content.find(header.body);
        if (!start.body || start.body->category != Category::monster) {
            return {nullptr, "the recording plays the body '" + header.body + "', which this content has no creature for"};
        }
    }
    auto game = new_game(content, header.seed, header.name, std::move(spawn), start);
    game->wizard = header.wizard;  // its wizard acts replay only in a wizard run, as they were played
    return {std::move(game), {}};
}

std::uint64_t replay_turn(Game& game, const Recording& recording, std::size_t index) {
    (void)play_turn(game, recording.turns.at(index).intent);
    return state_hash(game);
}

VerifyResult verify_recording(const Content& content, std::uint64_t content_hash, const Recording& recording) {
    VerifyResult r;
    if (content_hash != recording.header.content_hash) {
        r.error = "the recording was made on other content (content hash " + hash_hex(recording.header.content_hash) +
                  ", this content hashes to " + hash_hex(content_hash) + "); verify it with the game version '" +
                  recording.header.game_version + "' or its --content-dir";
        return r;
    }
    ReplayStart start = start_replay(content, recording.header);
    if (!start.game) {
        r.error = start.error;
        return r;
    }
    for (std::size_t i = 0; i < recording.turns.size(); ++i) {
        const std::uint64_t got = replay_turn(*start.game, recording, i);
        if (got != recording.turns[i].hash) {
            r.first_mismatch = i;
            r.expected = recording.turns[i].hash;
            r.got = got;
            return r;
        }
        if (std::vector<std::string> broken = check_invariants(*start.game); !broken.empty()) {
            r.first_broken = i;
            r.broken = std::move(broken);
            return r;
        }
        ++r.turns_checked;
    }
    return r;
}

RecordingRead read_recording(const std::string& path) {
    const auto text = io::read_untrusted_file(path, kMaxRecordingBytes);
    if (!text) {
        const bool large = text.error().reason.starts_with("larger than");
        if (large) return {std::nullopt, path + ": too large to be a recording"};
        return {std::nullopt, path + ": cannot read this recording (" + text.error().reason + ")"};
    }
    RecordingParse parsed = parse_recording(*text);
    if (!parsed.recording) return {std::nullopt, path + ": " + parsed.error};
    return {std::move(parsed.recording), {}};
}

int verify_command(const std::string& path, const std::optional<std::string>& content_dir, std::ostream& out,
                   std::ostream& err) {
    const RecordingRead read = read_recording(path);
    if (!read.recording) {
        err << "yoord: " << read.error << '\n';
        return 1;
    }
    const HashedContent content = load_hashed_content(content_dir);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(err);
        return 1;
    }
    const Recording& rec = *read.recording;
    const VerifyResult r = verify_recording(*content.loaded.content, content.hash, rec);
    if (!r.error.empty()) {
        err << "yoord: " << path << ": " << r.error << '\n';
        return 1;
    }
    if (r.first_mismatch) {
        const std::size_t n = *r.first_mismatch;
        err << "yoord: " << path << ": turn " << n + 1 << " of " << rec.turns.size() << " ("
            << describe(rec.turns[n].intent) << ") differs: expected hash " << hash_hex(r.expected) << ", got "
            << hash_hex(r.got) << '\n';
        return 1;
    }
    if (r.first_broken) {
        const std::size_t n = *r.first_broken;
        err << "yoord: " << path << ": after turn " << n + 1 << " of " << rec.turns.size() << " ("
            << describe(rec.turns[n].intent) << ") the game breaks its invariants:\n";
        for (const std::string& line : r.broken) err << "  " << line << '\n';
        return 1;
    }
    const std::uint64_t final_hash = rec.turns.empty() ? 0 : rec.turns.back().hash;
    out << "verified: " << r.turns_checked << " turns, seed " << rec.header.seed << ", final hash "
        << hash_hex(final_hash) << '\n';
    return 0;
}

int record_headless_command(std::uint64_t seed, std::int64_t turns, const std::optional<std::string>& content_dir,
                            const std::string& path, std::ostream& out, std::ostream& err) {
    const HashedContent content = load_hashed_content(content_dir);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(err);
        return 1;
    }
    const RecordingHeader header = recording_header(*content.loaded.content, content.hash, seed,
                                                    std::string(kHeadlessPlayerName), {});
    std::string error;
    const std::unique_ptr<Recorder> recorder = Recorder::open(path, header, error);
    if (!recorder) {
        err << "yoord: " << error << '\n';
        return 1;
    }
    const auto game = new_game(*content.loaded.content, seed, std::string(kHeadlessPlayerName));
    const int limit = static_cast<int>(std::min<std::int64_t>(turns, std::numeric_limits<int>::max()));
    // The same loop as run_bot(), submitting through the recorder, so the line and hash match --headless.
    HeadlessResult r;
    r.seed = seed;
    while (r.turns < limit && game->outcome == Outcome::alive) {
        const Intent intent = bot_intent(*game);
        const bool spent = play_turn(*game, intent).spent;
        recorder->record(*game, intent);
        if (!spent) {
            (void)play_turn(*game, Intent::wait());
            recorder->record(*game, Intent::wait());
        }
        ++r.turns;
    }
    r.depth = game->depth();
    r.outcome = game->outcome;
    r.score = game->score.points;
    r.hash = state_hash(*game);
    if (!recorder->good()) {
        err << "yoord: could not finish writing the recording '" << path << "'\n";
        return 1;
    }
    out << headless_line(r) << '\n';
    return 0;
}

}  // namespace yoord
