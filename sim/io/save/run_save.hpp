#pragma once
// The save of the run being played. As DCSS does, the save stays on disk while the run is played (loading no
// longer consumes it) and is committed atomically (core/io/atomic_file.hpp) at each floor change and every
// kCommitEveryTurns turns, so a kill, a power cut or a crash costs at most the turns since the last commit.
// Death, a win or a quit removes it: permadeath holds because the run's end removes the file, not its start.
//
// A commit that is cut short (SIGKILL, a power cut between writing and renaming) leaves its temporary
// `NAME.yrd.tmp-PID-N` beside the save. check_stray_saves() looks at them before a run starts: a complete one
// newer than the save is offered back (the player chooses), anything else is moved aside as `.bad-N`.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/io/atomic_file.hpp"
#include "sim/io/save/journal.hpp"
#include "sim/state/game.hpp"
#include "sim/io/save/save_file.hpp"

namespace yoord::save {

// How many turns may pass between two commits of the run's save (floor changes commit at once).
inline constexpr std::uint32_t kCommitEveryTurns = 250;

class RunSave {
public:
    // `owned`: the file at `path` already holds this run (it was resumed from it). Otherwise a file found
    // there belongs to another run: nothing is committed until the first floor change or kCommitEveryTurns,
    // and that commit moves the other save aside as `.kept-N` (write_save_file). With nothing in the way the
    // first commit is due at once.
    RunSave(std::filesystem::path path, const Game& game, bool owned);

    // Whether `game` should be committed now: alive, and a floor changed or enough turns passed since the last.
    [[nodiscard]] bool due(const Game& game) const noexcept;
    // Writes `game` atomically as the run's save (any game: a crashed run commits its snapshot), then starts
    // the journal afresh from it (sim/io/save/journal.hpp).
    SaveWritten commit(const Game& game);
    // The run is over: its save goes, and its journal. Only a file this run wrote or resumed is removed.
    [[nodiscard]] std::optional<io::IoError> remove();

    // The journal of the intents submitted between commits: hand it to each turn played (sim/turn/schedule.hpp).
    // start_journal: a resumed game that is the save on disk starts its journal at once; otherwise the journal
    // starts at the first commit.
    [[nodiscard]] IntentObserver& journal() noexcept { return journal_; }
    void start_journal(const Game& game);
    // The next due() is true: a resumed run whose journal was replayed is committed at once.
    void commit_soon() noexcept { fresh_ = true; }

    [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }

private:
    std::filesystem::path path_;
    bool owned_ = false;
    bool fresh_ = false;  // nothing committed yet and the path is free: due at once
    std::uint32_t last_turn_ = 0;
    std::uint32_t last_floor_changes_ = 0;
    Journal journal_;
};

// A temporary left by an interrupted commit: `<save>.tmp-PID-N`.
struct StrayCheck {
    std::optional<std::filesystem::path> offer;  // a complete save newer than the save: ask the player
    std::uint32_t offer_turn = 0;                // the offered run's turn and depth, for the question
    int offer_depth = 0;
    std::vector<std::string> messages;           // what was moved aside, for the run's log
};

// Looks at every stray temporary of the save at `save`. Temporaries of a process still running (another
// yoord writing now, its temporary fresh) are left alone. Of the complete ones newer than the save, the newest is offered; every
// other stray is moved aside as `.bad-N` and said.
[[nodiscard]] StrayCheck check_stray_saves(const std::filesystem::path& save, const Content& content);

// The player took the offer: the stray becomes the save (renamed over it). Declined: moved aside as `.bad-N`.
// Either returns a line for the log.
[[nodiscard]] std::string accept_stray(const std::filesystem::path& stray, const std::filesystem::path& save);
[[nodiscard]] std::string decline_stray(const std::filesystem::path& stray);

}  // namespace yoord::save
