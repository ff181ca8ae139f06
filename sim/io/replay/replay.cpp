#include "sim/io/replay/replay.hpp"

#include "core/io/untrusted_file.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {

// A recording file larger than this is refused unread: no honest run comes near it.
constexpr std::uintmax_t kMaxRecordingBytes = std::uintmax_t{1} << 30;

}  // namespace

ReplayStart start_replay(const Content& content, const RecordingHeader& header) {
    std::vector<RowRef> spawn;
    for (const std::string& id : header.spawn) {
        const std::optional<RowRef> row = content.find(id);
        if (!row) return {nullptr, "the recording spawns '" + id + "', which this content has no row for"};
        spawn.push_back(*row);
    }
    StartChoices start;
    start.dungeon.generation = header.generation;  // a recording from before generations is generation 1
    if (!header.level.empty()) {
        start.dungeon.level = stable_id(header.level);
        if (content.find_level(start.dungeon.level) == nullptr) {
            return {nullptr, "the recording forces the level '" + header.level + "', which this content has no row for"};
        }
    }
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

}  // namespace yoord
