#include "sim/tools/recordings.hpp"

#include <limits>
#include <ostream>

#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"
#include "sim/tools/bot.hpp"
#include "sim/tools/bot_turns.hpp"
#include "sim/tools/content_cli.hpp"
#include "sim/tools/headless.hpp"
#include "sim/tools/invariants.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/score.hpp"

namespace yoord {
namespace {

std::string describe(const Intent& i) {
    std::string text(intent_name(i.kind));
    text += " dir=" + std::to_string(static_cast<int>(i.direction)) + " letter=" + std::to_string(i.letter) +
            " slot=" + std::to_string(static_cast<int>(i.slot)) + " target=(" + std::to_string(i.target.x) + "," +
            std::to_string(i.target.y) + ")";
    return text;
}

}  // namespace

VerifyResult verify_recording(const Content& content, std::uint64_t content_hash, const Recording& recording) {
    VerifyResult r;
    if (std::string why = other_content_reason(recording.header, content_hash, content); !why.empty()) {
        r.error = std::move(why);
        return r;
    }
    ReplayStart start = start_replay(content, recording);
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

int verify_command(const std::string& path, const std::optional<std::string>& content_dir,
                   const std::vector<std::string>& pack_dirs, std::ostream& out, std::ostream& err) {
    const RecordingRead read = read_recording(path);
    if (!read.recording) {
        err << "yoord: " << read.error << '\n';
        return 1;
    }
    RunSetup setup;
    setup.content_dir = content_dir;
    setup.packs = pack_dirs;
    const RunContent content = load_run_content(setup);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(err);
        return 1;
    }
    const Recording& rec = *read.recording;
    const VerifyResult r = verify_recording(*content.loaded.content, content.core_hash, rec);
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

int record_headless_command(std::uint64_t seed, std::int64_t turns, const RunSetup& setup, const std::string& path,
                            std::ostream& out, std::ostream& err, BotKind bot) {
    const RunContent content = load_run_content(setup);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(err);
        return 1;
    }
    const std::optional<StartChoices> start = start_choices_of(*content.loaded.content, setup, err);
    if (!start) return 1;
    const auto game = start_run(*content.loaded.content, seed, setup, *start);
    // The header is the game's own (record_game): every part of the run it was started with.
    std::string error;
    const std::unique_ptr<Recorder> recorder =
        Recorder::open(path, game_recording_header(*game, content.core_hash), error);
    if (!recorder) {
        err << "yoord: " << error << '\n';
        return 1;
    }
    const int limit = static_cast<int>(std::min<std::int64_t>(turns, std::numeric_limits<int>::max()));
    // The same loop as run_bot_kind(), submitting through the recorder, so the line and hash match --headless.
    HeadlessResult r;
    r.seed = seed;
    BotTurnHooks hooks;
    hooks.played = [&](const Intent& intent, bool) { recorder->record(*game, intent); };
    BotMemory memory;
    const auto choose = [&](Game& g) { return next_bot_intent(g, bot, memory); };
    r.turns = play_bot_turns(*game, choose, limit, hooks).turns;
    r.depth = game->depth();
    r.outcome = game->outcome;
    r.score = final_score(game->score);
    r.hash = state_hash(*game);
    if (!recorder->good()) {
        err << "yoord: could not finish writing the recording '" << path << "'\n";
        return 1;
    }
    out << headless_line(r) << '\n';
    return 0;
}

}  // namespace yoord
