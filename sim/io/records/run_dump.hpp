#pragma once
// The run dump: a plain-text account of a finished run, written to morgue/ in the data directory at death,
// win or quit. Who played (name, seed, version, content hash, date), how it ended and why, the score, turns
// and depths, the character (hit points, "Power d6+2", "Armour d2" and every other Loadout number in words,
// conditions), the gear and pack by the names the player knows (item_name), the conducts kept and the last
// messages. It reads as a page: no field name of the code appears in it.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/io/expected.hpp"
#include "sim/state/game.hpp"

namespace yoord {

inline constexpr std::string_view kMorgueFolder = "morgue";
inline constexpr std::size_t kDumpMessages = 20;  // the last messages a dump keeps

// What the dump says that the Game does not hold.
struct DumpFacts {
    std::string date;                // "2026-11-29 17:30:00" (UTC)
    std::uint64_t content_hash = 0;  // the rules the run was played on (sim/io/save/content_hash.hpp)
};

// What the dump calls a Loadout number (a field of YOORD_MODIFIERS, sim/vocab/modifiers.hpp): "Throwing" for
// throw_bonus; empty for the four dice fields, written together as "Power d6+2" and "Armour d2"; nullopt for a
// field that has no words yet (a test fails until it has).
[[nodiscard]] std::optional<std::string> dump_words_for_modifier(std::string_view field);

// The dump's text.
[[nodiscard]] std::string run_dump_text(const Game& game, const DumpFacts& facts);

// "Ann-20261129-173000.txt" from the player's name and the date: only letters, digits, '-' and '_' from the
// name (others become '_'), and the date's digits.
[[nodiscard]] std::string run_dump_file_name(std::string_view name, std::string_view date);

// Writes the dump to `<data_dir>/morgue/` (creating the folder), never over an older dump (a "-2", "-3"
// suffix when the name is taken). Returns the file written, or why not.
[[nodiscard]] Expected<std::filesystem::path, std::string> write_run_dump(const std::filesystem::path& data_dir,
                                                                          const Game& game, const DumpFacts& facts);

}  // namespace yoord
