#pragma once
// The journal of intents beside the run's save: a kill costs at most the turn in flight.
//
// The save stays the truth and is committed as before (sim/io/save/run_save.hpp). Between two commits every
// intent submitted is appended to `<save>.journal` and handed to the kernel at once with one write() (no
// fsync: the journal is only a hint; a power cut may lose it, a killed process does not). Each commit starts
// the journal afresh. The file is a recording (sim/io/replay/recording.hpp: seed, content hash, intents, the
// state hash after each) under two lines of its own:
//
//   yoord-journal 1
//   base 8a41c3f09b2d7e11     state hash of the committed game the journal starts from
//   yoord-recording 1 ...     the recording's header, then one line per intent
//
// At the next start the journal is replayed on top of the resumed save, checked turn by turn against its
// hashes (a commit that landed after the journal began is found among them), and the run goes on where it was
// killed. A journal that does not fit is never applied: it is set aside as `.bad-N` and said in one line.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/io/atomic_file.hpp"
#include "sim/state/game.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord::save {

inline constexpr std::string_view kJournalMagic = "yoord-journal";
inline constexpr int kJournalFormat = 1;
// A journal longer than this is not one of ours (kCommitEveryTurns turns of ~40 bytes each is ~10 KiB).
inline constexpr std::uint64_t kMaxJournalBytes = std::uint64_t{16} << 20;

// <save>.journal
[[nodiscard]] std::filesystem::path journal_path(const std::filesystem::path& save);

class Journal final : public IntentObserver {
public:
    explicit Journal(std::filesystem::path path) : path_(std::move(path)) {}
    ~Journal() override;
    Journal(const Journal&) = delete;
    Journal& operator=(const Journal&) = delete;

    // Starts the journal afresh from `game`, the state just committed: truncates the file and writes the
    // header. Until the first restart nothing is written (a journal beside another run's save is left alone).
    std::optional<io::IoError> restart(const Game& game);
    // Appends one turn: `intent`, submitted, left the game with `hash`. One write(); a failure (disk full,
    // a file-size limit) stops the journal quietly until the next restart: the save is still the truth.
    void append(const Intent& intent, std::uint64_t hash);

    // Handed to play_turn (sim/turn/schedule.hpp) as a watcher, beside any other: appends each intent it is given.
    void after_intent(const Game& game, const Intent& intent) override;

    // The run is over: its journal goes with its save.
    void remove();

    [[nodiscard]] bool writing() const noexcept { return fd_ >= 0; }
    [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }

private:
    void close_file();

    std::filesystem::path path_;
    int fd_ = -1;
    std::string line_;  // reused for each turn's line
};

// The text of a journal that starts from `game` (its header), for restart() and tests.
[[nodiscard]] std::string journal_header(const Game& game);

struct JournalReplay {
    std::size_t replayed = 0;             // turns applied on top of the save
    std::optional<std::string> problem;   // why the journal was not applied; `game` must then be loaded again
};

// Replays `text` (a journal) onto `game`, freshly resumed from its save. A last line cut short by a kill is
// dropped. On a problem the game may be part-way through the journal: load it again from the save.
[[nodiscard]] JournalReplay replay_journal(std::string_view text, Game& game);

struct JournalResume {
    std::size_t replayed = 0;
    std::optional<std::string> problem;                // one line: why it was set aside
    std::optional<std::filesystem::path> set_aside;    // where it went (`<journal>.bad-N`)
};

// The journal beside `save`, if any, replayed onto `game` (resumed from that save); a journal that does not
// fit is moved aside as `.bad-N`. Nothing at the journal's path: nothing replayed, no problem.
[[nodiscard]] JournalResume resume_journal(const std::filesystem::path& save, Game& game);

}  // namespace yoord::save
