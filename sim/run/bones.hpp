#pragma once
// Bones (issue 31, item 7): a run that dies leaves its gear behind for its depth, and a later run that climbs back
// to that depth with the Element meets a ghost carrying it, every piece cursed. docs/explanation/bones.md says
// why; this file holds the rules, on the lowest floor that has what they need:
//
//   - what a bones file says and how it reads (a small TOML file: its depth, the dead player's name, one [[item]]
//     per piece of gear by row id with its count, plus, charges and whether it was worn). The text is untrusted:
//     parse_bones checks every key and bound and refuses anything else, every problem located (path:line:col);
//   - bones_of: the bones of a run that has just died (the front end writes them: sim/io/records/bones_files.hpp);
//   - meet_bones: on a first arrival while carrying the Element, the run asks its bones source for the depth's
//     bones and, when handed some, places the ghost (content/constants.toml bones_ghost) with the gear. Its cell and
//     its gear's rolls come from bones_rng (sim/dungeon/streams.hpp), a stream no other rule draws, so a run that
//     meets no bones draws exactly as before. The text met is kept in the turn's scratch for the recording.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diag.hpp"
#include "sim/state/game.hpp"

namespace yoord {

inline constexpr int kBonesFormat = 1;
// A bones file larger than this is refused unread (a full pack is a few kilobytes).
inline constexpr std::size_t kMaxBonesBytes = std::size_t{64} << 10;
// More [[item]] tables than this are refused: a pack and every slot hold far fewer.
inline constexpr std::size_t kMaxBonesItems = 64;
// A ghost stands at least this far (in king's moves) from the player arriving, when the floor has room.
inline constexpr int kGhostClearance = 5;

// One piece of the dead player's gear.
struct BonesItem {
    std::string id;           // the item row
    int count = 1;            // a stack's size (ammo); 1 for anything else
    int plus = 0;             // its enchantment
    std::optional<int> charges;  // a wand's or rune's charges; none: as the row rolls them
    bool worn = false;        // worn or wielded when its owner died: the ghost wears it too
    friend bool operator==(const BonesItem&, const BonesItem&) = default;
};

struct Bones {
    int depth = 1;
    std::string name;  // who died here
    std::vector<BonesItem> items;
    friend bool operator==(const Bones&, const Bones&) = default;
};

struct BonesParse {
    std::optional<Bones> bones;  // empty when `diagnostics` has errors
    Diagnostics diagnostics;
};

// Reads the text of a bones file; `path` names it in the diagnostics. Item ids are not looked up here (the content
// may differ from the dead run's): meet_bones leaves out the ones it has no item row for.
[[nodiscard]] BonesParse parse_bones(std::string_view text, const std::string& path);

// The text of a bones file for `bones`: parse_bones reads it back equal.
[[nodiscard]] std::string format_bones(const Bones& bones);

// The bones of `game`, whose player has just died: its depth, its name, and everything it carried and wore (the
// pack in letter order, then the slots), but the Element.
[[nodiscard]] Bones bones_of(const Game& game);

// On arriving at a depth the run has not climbed to before with the Element (sim/run/floors.cpp): asks the run's
// bones source for this depth's bones and, if handed any, places the ghost carrying them (cursed) and says so.
// Does nothing without a source, without the Element, or with no bones_ghost row in the content.
void meet_bones(Game& game);

// The ghost and its gear, from `bones`, onto the current floor: for meet_bones and tests. Returns the ghost, or
// null when the content names no ghost or the floor has no free cell.
ecs::Entity place_ghost(Game& game, const Bones& bones);

}  // namespace yoord
