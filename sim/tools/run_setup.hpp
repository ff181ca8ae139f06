#pragma once
// One run description for the tools. Every mode that starts runs from the command line (headless play and its
// recording, the balance report, the seed catalog) takes the same parts, and --verify and --replay read the same
// parts back from a recording's header (sim/io/replay/recording.hpp), so a run is described one way everywhere:
//
//   the content     the built-in tables or --content-dir DIR, with the --pack DIR folders in the order given
//   the dungeon     --generation N, --level ID
//   the body        --body ID or --as ID: a creature row the player is made from (none: the human)
//   the companion   --companion ID: a creature row at the player's side from the first turn
//   the name        --name NAME (the tools' runs are "bot" without it)
//   wizard mode     --wizard
//
// The seed and the turn limit stay with each mode (a report plays a range of seeds).

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/state/game.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {

struct RunSetup {
    std::optional<std::string> content_dir;
    std::vector<std::string> packs;  // pack folders, in the order given
    DungeonChoice dungeon;
    std::optional<std::string> body;
    std::optional<std::string> companion;
    std::optional<std::string> name;
    bool wizard = false;
};

// The name a tool's run plays under when the setup names none.
inline constexpr std::string_view kToolRunName = "bot";

// The content a run plays on: the core tables and the setup's packs, loaded strictly (an error in any pack
// means no content: a tool's run must be the run asked for), and the core tables' hash a recording names.
struct RunContent {
    LoadResult loaded;
    std::uint64_t core_hash = 0;
};
[[nodiscard]] RunContent load_run_content(const RunSetup& setup);

// The start choices the setup names on `content`; nullopt, with "yoord: ..." on `err`, when it names a level,
// a body or a companion the content has no row for.
[[nodiscard]] std::optional<StartChoices> start_choices_of(const Content& content, const RunSetup& setup,
                                                           std::ostream& err);

// A new game of the setup on `content` and `seed`, started as `start` says (start_choices_of), under the setup's
// name and in wizard mode when it asks.
[[nodiscard]] std::unique_ptr<Game> start_run(const Content& content, std::uint64_t seed, const RunSetup& setup,
                                              const StartChoices& start);

// What a run has that a plain one does not, in words a report prints: "as lurk, with the companion dog, with
// the pack goblin_quest"; empty for a human on the core tables alone.
[[nodiscard]] std::string run_label(const Content& content, const StartChoices& start);

}  // namespace yoord
