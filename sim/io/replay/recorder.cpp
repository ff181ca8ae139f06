#include "sim/io/replay/recorder.hpp"

#include "sim/io/replay/replay.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/io/version.hpp"

namespace yoord {

std::unique_ptr<Recorder> Recorder::open(const std::string& path, const RecordingHeader& header, std::string& error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << format_header(header) << std::flush;
    if (!out) {
        error = "cannot write the recording '" + path + "'";
        return nullptr;
    }
    return std::unique_ptr<Recorder>(new Recorder(path, std::move(out)));
}

void Recorder::record(const Game& game, const Intent& intent) {
    if (game.now.bones_met) out_ << format_bones_line(game.now.bones_met->depth, game.now.bones_met->text);
    out_ << format_turn(RecordedTurn{intent, state_hash(game)}) << std::flush;
    ++turns_;
}

RecordingHeader game_recording_header(const Game& game, std::uint64_t content_hash) {
    RecordingHeader header = recording_header(*game.content, content_hash, game.descent.seed, game.player_name,
                                              game.spawn_near_player);
    header.wizard = game.wizard;
    header.generation = game.descent.generation;
    if (const LevelDef* level = game.content->find_level(game.descent.level)) header.level = level->id;
    if (game.start.companion) header.companion = game.content->common(*game.start.companion).id;
    if (game.start.body) header.body = game.content->common(*game.start.body).id;
    header.packs = recorded_packs(*game.content);
    header.endless = game.descent.endless;
    return header;
}

std::unique_ptr<Recorder> record_game(const Game& game, std::uint64_t content_hash, const std::string& path,
                                      std::string& error) {
    return Recorder::open(path, game_recording_header(game, content_hash), error);
}

RecordingHeader recording_header(const Content& content, std::uint64_t content_hash, std::uint64_t seed,
                                 const std::string& name, const std::vector<RowRef>& spawn) {
    RecordingHeader h;
    h.game_version = std::string(game_version());
    h.content_hash = content_hash;
    h.seed = seed;
    h.name = name;
    for (const RowRef ref : spawn) h.spawn.push_back(content.common(ref).id);
    return h;
}

}  // namespace yoord
