#include "sim/io/replay/replay.hpp"

#include <algorithm>

#include "core/io/untrusted_file.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {

// A recording file larger than this is refused unread: no honest run comes near it.
constexpr std::uintmax_t kMaxRecordingBytes = std::uintmax_t{1} << 30;

const PackManifest* loaded_pack(const Content& content, std::string_view id) {
    for (const PackManifest& m : content.packs) {
        if (m.id == id) return &m;
    }
    return nullptr;
}

std::string pack_list(const std::vector<RecordedPack>& packs) {
    std::string out;
    for (const RecordedPack& p : packs) out += (out.empty() ? "" : ", ") + p.id;
    return out;
}

// Why the packs differ, or empty: what is missing first (the likeliest mistake), then what is extra, then another
// version, then another order.
std::string other_packs_reason(const std::vector<RecordedPack>& recorded, const Content& content) {
    for (const RecordedPack& p : recorded) {
        if (loaded_pack(content, p.id) == nullptr) {
            return "the recording was played with the pack '" + p.id + "' (pack hash " + hash_hex(p.hash) +
                   "), which is not loaded: pass --pack with that pack's folder";
        }
    }
    for (const PackManifest& m : content.packs) {
        const auto same_id = [&](const RecordedPack& p) { return p.id == m.id; };
        if (std::none_of(recorded.begin(), recorded.end(), same_id)) {
            const std::string only = recorded.empty() ? "" : " and pass only the packs " + pack_list(recorded);
            return "the recording was played without the pack '" + m.id + "' (from " + m.dir +
                   "): leave out its --pack" + only;
        }
    }
    for (const RecordedPack& p : recorded) {
        const PackManifest& m = *loaded_pack(content, p.id);
        if (m.hash != p.hash) {
            return "the recording was played with another version of the pack '" + p.id + "' (pack hash " +
                   hash_hex(p.hash) + "; " + m.dir + " hashes to " + hash_hex(m.hash) +
                   "): pass --pack with the folder of the version it was played with";
        }
    }
    const std::vector<RecordedPack> here = recorded_packs(content);
    if (here != recorded) {
        return "the recording loaded its packs in the order " + pack_list(recorded) + ", and they load here as " +
               pack_list(here) + ": give the --pack flags in the recording's order";
    }
    return {};
}

}  // namespace

std::vector<RecordedPack> recorded_packs(const Content& content) {
    std::vector<RecordedPack> packs;
    for (const PackManifest& m : content.packs) packs.push_back(RecordedPack{m.id, m.hash});
    return packs;
}

std::string other_content_reason(const RecordingHeader& header, std::uint64_t core_hash, const Content& content) {
    if (core_hash != header.content_hash) {
        return "the recording was made on other content (content hash " + hash_hex(header.content_hash) +
               ", this content hashes to " + hash_hex(core_hash) + "); verify it with the game version '" +
               header.game_version + "' or its --content-dir";
    }
    return other_packs_reason(header.packs, content);
}

ReplayStart start_replay(const Content& content, const RecordingHeader& header) {
    std::vector<RowRef> spawn;
    for (const std::string& id : header.spawn) {
        const std::optional<RowRef> row = content.find(id);
        if (!row) return {nullptr, "the recording spawns '" + id + "', which this content has no row for"};
        spawn.push_back(*row);
    }
    StartChoices start;
    start.dungeon.generation = header.generation;  // a recording from before generations is generation 1
    start.dungeon.endless = header.endless;
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
        start.body = body_row(content, header.body);
        if (!start.body) {
            return {nullptr, "the recording plays the body '" + header.body + "', which this content has no creature for"};
        }
    }
    auto game = new_game(content, header.seed, header.name, std::move(spawn), start);
    game->wizard = header.wizard;  // its wizard acts replay only in a wizard run, as they were played
    return {std::move(game), {}};
}

namespace {

class RecordedBonesSource final : public BonesSource {
public:
    explicit RecordedBonesSource(std::vector<RecordedBones> bones)
        : bones_(std::move(bones)), taken_(bones_.size(), false) {}
    std::optional<std::string> take(int depth) override {
        for (std::size_t i = 0; i < bones_.size(); ++i) {
            if (bones_[i].depth != depth || taken_[i]) continue;
            taken_[i] = true;
            return bones_[i].text;
        }
        return std::nullopt;
    }

private:
    std::vector<RecordedBones> bones_;
    std::vector<bool> taken_;
};

}  // namespace

std::unique_ptr<BonesSource> recorded_bones(const Recording& recording) {
    return std::make_unique<RecordedBonesSource>(recording.bones);
}

ReplayStart start_replay(const Content& content, const Recording& recording) {
    ReplayStart start = start_replay(content, recording.header);
    if (start.game) start.game->bones = recorded_bones(recording);
    return start;
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
