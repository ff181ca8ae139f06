#pragma once
// A recording: everything needed to play a run again (the run description: the content it was played on with
// its packs, the seed, the dungeon generation and level, the player's name, the YOORD_SPAWN rows, wizard mode,
// the companion and the body) and every intent submitted, each with the state hash after it. Because a Game is a
// function of (content, seed, name, spawn rows, start choices, intents), replaying the intents on the same
// content must meet every hash; the first one it misses names the turn where the rules (or the build) changed.
//
// The file is text, one record per line, so a diff of two recordings reads in review:
//
//   yoord-recording 1                      magic and format version
//   game 0.5.0                             game version that wrote it (informative; not checked)
//   content 1f2e3d4c5b6a7988               the core tables' hash (content_hash.hpp): a mismatch is refused
//   seed 42
//   generation 2                           the dungeon generation; a recording without the line is generation 1
//   level castle                           only in a run with a level kind forced on every floor (--level KIND)
//   name Ada%20Lovelace                    percent-escaped: bytes < 0x21, '%' and 0x7f as %XX
//   spawn sewer_rat,dagger                 YOORD_SPAWN's rows by id, or "spawn" alone for none
//   wizard                                 only in a wizard run (--wizard): wizard acts may follow
//   companion dog                          only in a run started with a companion (--companion ID): its row
//   body lurk                              only in a run played in a body (--body ID, --as ID): its row
//   pack goblin_quest 5be2c0d19a7e3f40     one line per pack the run was played with (--pack DIR, the data
//                                          folder's packs), in load order: its id and its own hash (pack_hash in
//                                          sim/tables/pack.hpp). None for a run on the core tables alone.
//                                          --verify and --replay load the same packs (--pack DIR) or refuse,
//                                          naming the pack
//   endless                                only in a run in the endless dungeon (--endless); a build without
//                                          endless runs refuses it by name, as any part it does not know
//   turns                                  the intents follow, one per line, to the end of the file
//   step 2 0 0 0 0 8a41c3f09b2d7e11        kind direction letter slot x y hash-after
//   wizard 0 0 0 0 0 5be2... 3 8a41...     a wizard act (letter: WizardAct) adds its row (16 hex digits, the
//                                          row's StableId) and amount before the hash
//   trade 2 1 0 0 0 0000... 3 8a41...      a spirit's trade (direction, letter: the ware) does the same; its
//                                          amount is the barter good (-1 for an offer), its row 0
//   fight 0 255 0 0 0 8a41c3f09b2d7e11     auto-fight (letter: the quivered ammo, 255 for none); a build that does
//                                          not know a kind refuses its line, naming it and the version that wrote it
//   bones 7 %23%20yoord%20bones...         bones met (sim/run/bones.hpp): just before the turn whose floor change
//                                          met them, the depth and the bones file's whole text, percent-escaped as
//                                          the name is. A replay is handed them from here and never reads the disk;
//                                          a run that met no bones has no such line
//
// Versions. The format number changes only when a line changes meaning. A part of the run added later is a new
// header line, written only when the run has it (a run without packs writes no pack line, so it reads exactly
// as before) and placed just before `turns`, where an older build looks for the unknown: such a build refuses it
// by name ("the recording names 'pack', a part of the run this build does not know: it was made by yoord
// 0.6.0, a newer version; verify or replay it with that one"), so a run is never replayed without a part it was
// played with.
//
// Parsing checks every bound (kinds by name, direction < 8, slot < kEquipSlotCount, letter < 256, x and y
// within kMaxRecordedCoordinate, hex hashes of 16 digits, at most kMaxRecordedPacks packs with distinct ids of
// lower-case letters, digits and '_') and refuses anything else with the line number; no input makes it crash,
// so a fuzzer may feed it anything.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/dungeon/generation.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

inline constexpr std::string_view kRecordingMagic = "yoord-recording";
inline constexpr int kRecordingFormat = 1;
// Targets beyond this are refused on reading (no floor is this large; it keeps arithmetic on them safe).
inline constexpr int kMaxRecordedCoordinate = 1 << 20;
// More pack lines than this are refused on reading: no run loads this many packs, and it bounds the header.
inline constexpr std::size_t kMaxRecordedPacks = 64;
// A `bones` line's text longer than this (unescaped) is refused: a bones file is far smaller (sim/run/bones.hpp).
inline constexpr std::size_t kMaxRecordedBonesBytes = std::size_t{64} << 10;

// A pack a run was played with: its id (pack.toml's) and its content hash (pack_hash).
struct RecordedPack {
    std::string id;
    std::uint64_t hash = 0;
    friend bool operator==(const RecordedPack&, const RecordedPack&) = default;
};

struct RecordingHeader {
    int format = kRecordingFormat;
    std::string game_version;
    std::uint64_t content_hash = 0;
    std::uint64_t seed = 0;
    // A new run's (new_game's default); a recording with no generation line was made before generations and
    // reads as generation 1 (parse_recording).
    int generation = kNewestGeneration;
    std::string level;                  // the level row id forced on every floor (--level); empty for none
    std::string name;
    std::vector<std::string> spawn;  // content ids, in YOORD_SPAWN's order
    bool wizard = false;             // a wizard run (sim/actions/wizard_acts.hpp)
    std::string companion;           // the row id of the companion the run started with; empty for none
    std::string body;                // the row id of the body the run was played in; empty for the human
    std::vector<RecordedPack> packs;  // the packs besides core, in load order; empty for the core tables alone
    bool endless = false;             // a run in the endless dungeon (--endless)
};

struct RecordedTurn {
    Intent intent;
    std::uint64_t hash = 0;  // state_hash() after the intent was submitted
};

// Bones a run met: before turn `turn` (0-based) is replayed, the game is handed `text` for `depth`.
struct RecordedBones {
    std::size_t turn = 0;
    int depth = 0;
    std::string text;
    friend bool operator==(const RecordedBones&, const RecordedBones&) = default;
};

struct Recording {
    RecordingHeader header;
    std::vector<RecordedTurn> turns;
    std::vector<RecordedBones> bones;  // in turn order; empty for a run that met none
};

struct RecordingParse {
    std::optional<Recording> recording;
    std::string error;  // "line N: ..." when recording is empty
};

[[nodiscard]] RecordingParse parse_recording(std::string_view text);

// The header lines, ending with "turns\n".
[[nodiscard]] std::string format_header(const RecordingHeader& header);
// One intent line, ending with '\n'.
[[nodiscard]] std::string format_turn(const RecordedTurn& turn);
// One `bones DEPTH TEXT` line, ending with '\n'.
[[nodiscard]] std::string format_bones_line(int depth, std::string_view text);
[[nodiscard]] std::string format_recording(const Recording& recording);

// "%016x" of a hash, as recordings and --verify print it.
[[nodiscard]] std::string hash_hex(std::uint64_t hash);

}  // namespace yoord
