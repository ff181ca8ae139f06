#pragma once
// Bones on disk (sim/run/bones.hpp has the rules; docs/explanation/bones.md says why): one file per depth in the data
// folder's bones/, bones/depth-N.toml, beside the saves, the leaderboard and the morgue.
//
//   - A death writes its bones for the depth it died on, unless that depth already has bones: the first death's are
//     kept until a run meets them (as NetHack keeps a level's first bones). The file appears whole or not at all
//     (written aside, then linked into place, which fails rather than replace one that appeared meanwhile).
//   - A run climbing back with the Element asks BonesFolder for a depth's bones: the file is read as untrusted input
//     (a regular file of at most kMaxBonesBytes, TOML nesting bounded, every key checked); a broken one is refused
//     with its located reason, said to the player, and kept on disk for them to look at; a good one is taken
//     (renamed away, then removed) so no other run meets it, and its text handed to the game, which records it.
//
// Only play writes and reads bones, and not with --no-bones. Headless play, the bots, the balance report, the seed
// catalog, the fuzzer, tests and replays never touch bones/: they hand their games no BonesFolder.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "sim/state/game.hpp"

namespace yoord {

inline constexpr std::string_view kBonesFolderName = "bones";

// <data_dir>/bones/depth-N.toml
[[nodiscard]] std::filesystem::path bones_path(const std::filesystem::path& data_dir, int depth);

struct BonesWrite {
    enum class Result { written, kept, failed };
    Result result = Result::failed;
    std::filesystem::path path;  // the depth's file (written, or the earlier one kept)
    std::string reason;          // why it failed
};

// Writes the bones of `game`, whose player has just died, for the depth it died on (see above).
[[nodiscard]] BonesWrite write_bones(const std::filesystem::path& data_dir, const Game& game);

// The data folder's bones as a run's bones source (sim/state/bones_source.hpp). `tell` hears each refusal, as
// "path:line:col: error: ...".
class BonesFolder final : public BonesSource {
public:
    BonesFolder(std::filesystem::path data_dir, std::function<void(const std::string&)> tell)
        : data_dir_(std::move(data_dir)), tell_(std::move(tell)) {}

    [[nodiscard]] std::optional<std::string> take(int depth) override;

private:
    // The file's text when it reads as the bones of `depth`; else nothing, the reason told.
    std::optional<std::string> readable(const std::filesystem::path& path, int depth);

    std::filesystem::path data_dir_;
    std::function<void(const std::string&)> tell_;
};

}  // namespace yoord
