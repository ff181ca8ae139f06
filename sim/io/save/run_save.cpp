#include "sim/io/save/run_save.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <system_error>

#include "core/io/untrusted_file.hpp"
#include "sim/io/save/save.hpp"

namespace yoord::save {

namespace fs = std::filesystem;

RunSave::RunSave(fs::path path, const Game& game, bool owned)
    : path_(std::move(path)),
      owned_(owned),
      last_turn_(game.turn),
      last_floor_changes_(game.descent.floor_changes),
      journal_(journal_path(path_)) {
    std::error_code ec;
    fresh_ = !owned_ && !fs::exists(path_, ec);
}

bool RunSave::due(const Game& game) const noexcept {
    if (game.outcome != Outcome::alive) return false;
    return fresh_ || game.descent.floor_changes != last_floor_changes_ || game.turn >= last_turn_ + kCommitEveryTurns;
}

SaveWritten RunSave::commit(const Game& game) {
    SaveWritten written;
    if (owned_) {
        written.error = io::write_file_atomically(path_, save_bytes(game));
    } else {
        written = write_save_file(path_, game);  // creates the folder; another run's save is moved aside
    }
    if (written.error) return written;
    owned_ = true;
    fresh_ = false;
    last_turn_ = game.turn;
    last_floor_changes_ = game.descent.floor_changes;
    (void)journal_.restart(game);  // a hint only: a journal that cannot be written costs what it did before
    return written;
}

std::optional<io::IoError> RunSave::remove() {
    if (!owned_) return std::nullopt;
    owned_ = false;
    journal_.remove();
    return io::remove_file(path_);
}

void RunSave::start_journal(const Game& game) {
    if (owned_ && !fresh_ && !journal_.writing()) (void)journal_.restart(game);
}

namespace {

// The PID in "<save>.tmp-PID-N", or 0 when the name is not one of ours.
pid_t writer_of(std::string_view name, std::string_view prefix) {
    if (!name.starts_with(prefix)) return 0;
    name.remove_prefix(prefix.size());
    long pid = 0;
    const auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), pid);
    if (ec != std::errc{} || end == name.data() + name.size() || *end != '-' || pid <= 0) return 0;
    // Then N and nothing more: "<save>.tmp-PID-N.bad-1", a stray already set aside, is not one to settle again.
    const std::string_view n = name.substr(static_cast<std::size_t>(end + 1 - name.data()));
    if (n.empty() || !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; })) return 0;
    return static_cast<pid_t>(pid);
}

// How long a live writer may take over one temporary: a save is written in milliseconds, so a temporary older
// than this is a dead writer's, whatever process holds its PID now (PIDs are reused, and soon where pid_max is
// 32768).
constexpr auto kLiveWriteWindow = std::chrono::seconds(10);

// Another process with that PID is running and the temporary is fresh: it may be writing it now.
bool being_written(pid_t pid, fs::file_time_type written) {
    if (pid == ::getpid()) return false;
    if (fs::file_time_type::clock::now() - written > kLiveWriteWindow) return false;
    return ::kill(pid, 0) == 0 || errno == EPERM;
}

struct Stray {
    fs::path path;
    fs::file_time_type written;
    std::optional<std::pair<std::uint32_t, int>> complete;  // turn and depth when it loads
};

std::string set_aside(const fs::path& stray, std::string_view why) {
    auto aside = io::move_aside(stray, "bad");
    if (!aside) return "An interrupted save (" + std::string(why) + ") could not be moved aside: " + aside.error().reason + ".";
    return "An interrupted save (" + std::string(why) + ") was kept as " + aside->string() + ".";
}

}  // namespace

StrayCheck check_stray_saves(const fs::path& save, const Content& content) {
    StrayCheck check;
    std::error_code ec;
    const std::string prefix = save.filename().string() + ".tmp-";
    std::vector<Stray> strays;
    const auto entries = io::list_folder(save.parent_path());
    for (const io::FolderEntry& entry : entries ? *entries : std::vector<io::FolderEntry>{}) {
        const pid_t pid = writer_of(entry.path.filename().string(), prefix);
        if (pid == 0 || entry.kind != io::EntryKind::file) continue;
        const fs::file_time_type written = fs::last_write_time(entry.path, ec);
        if (being_written(pid, written)) continue;
        Stray s{entry.path, written, std::nullopt};
        if (auto bytes = io::read_file(s.path)) {
            if (auto loaded = load_save(*bytes, content)) s.complete = std::pair{(*loaded)->turn, (*loaded)->depth()};
        }
        strays.push_back(std::move(s));
    }
    // The directory's order is the file system's: sort so the outcome never depends on it.
    std::sort(strays.begin(), strays.end(), [](const Stray& a, const Stray& b) {
        return a.written != b.written ? a.written > b.written : a.path < b.path;
    });
    const bool has_save = fs::exists(save, ec);
    const fs::file_time_type save_written = has_save ? fs::last_write_time(save, ec) : fs::file_time_type::min();
    for (const Stray& s : strays) {
        const bool newer = !has_save || s.written > save_written;
        if (!check.offer && s.complete && newer) {
            check.offer = s.path;
            check.offer_turn = s.complete->first;
            check.offer_depth = s.complete->second;
            continue;
        }
        check.messages.push_back(set_aside(s.path, !s.complete ? "incomplete" : "older than your save"));
    }
    return check;
}

std::string accept_stray(const fs::path& stray, const fs::path& save) {
    auto bytes = io::read_file(stray);
    if (!bytes) return "The interrupted save could not be read: " + bytes.error().reason + ".";
    if (auto error = io::write_file_atomically(save, *bytes)) return "The interrupted save could not be restored: " + error->message("write") + ".";
    (void)io::remove_file(stray);
    return "The interrupted save was restored.";
}

std::string decline_stray(const fs::path& stray) { return set_aside(stray, "not taken back"); }

}  // namespace yoord::save
