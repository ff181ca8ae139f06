#pragma once
// The crash report: what the front end writes when an exception escapes a turn (an internal error, never a
// player's mistake). It says what went wrong and holds what a developer needs to reproduce it: the version,
// seed, content hash, the turn, the intents that led there (the failing one last) and the last messages. It
// goes to crashes/ in the data directory, beside the run dumps' morgue/.

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "core/io/expected.hpp"
#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

inline constexpr std::string_view kCrashFolder = "crashes";
inline constexpr std::size_t kCrashIntents = 50;  // the recent intents a crash report keeps
inline constexpr std::size_t kCrashMessages = 20;

struct CrashFacts {
    std::string what;                // the exception's message
    std::string date;                // "2026-11-29 17:30:00" (UTC)
    std::uint64_t content_hash = 0;
    std::string saved;               // what became of the run ("saved to ...", "not saved: ...")
};

// "step east", "quaff c", "zap b at (4,7)": one intent as a person reads it.
[[nodiscard]] std::string describe_intent(const Intent& intent);

[[nodiscard]] std::string crash_report_text(const Game& game, std::span<const Intent> recent, const CrashFacts& facts);

// Writes the report to `<data_dir>/crashes/crash-<date>.txt` (never over an older one). The file, or why not.
[[nodiscard]] Expected<std::filesystem::path, std::string> write_crash_report(const std::filesystem::path& data_dir,
                                                                              const Game& game,
                                                                              std::span<const Intent> recent,
                                                                              const CrashFacts& facts);

}  // namespace yoord
