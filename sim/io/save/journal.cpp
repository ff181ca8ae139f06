#include "sim/io/save/journal.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <utility>

#include "core/io/untrusted_file.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/io/save/content_hash.hpp"
#include "sim/text/strings.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord::save {

namespace fs = std::filesystem;

namespace {

bool write_all(int fd, std::string_view bytes) noexcept {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

std::optional<std::uint64_t> parse_hex(std::string_view text) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    if (ec != std::errc{} || end != text.data() + text.size() || text.size() != 16) return std::nullopt;
    return value;
}

// Splits off the first line (without its '\n'); false when there is no complete line.
bool take_line(std::string_view& text, std::string_view& line) {
    const std::size_t end = text.find('\n');
    if (end == std::string_view::npos) return false;
    line = text.substr(0, end);
    text.remove_prefix(end + 1);
    return true;
}

// Where the journal's turns meet the resumed game: before the first turn when the save is the journal's base,
// after turn k when the save was committed there (a commit whose journal restart was cut short).
std::optional<std::size_t> first_turn_to_replay(std::uint64_t base, const Recording& r, std::uint64_t now) {
    if (base == now) return 0;
    for (std::size_t k = 0; k < r.turns.size(); ++k) {
        if (r.turns[k].hash == now) return k + 1;
    }
    return std::nullopt;
}

}  // namespace

fs::path journal_path(const fs::path& save) {
    fs::path p = save;
    p += ".journal";
    return p;
}

Journal::~Journal() {
    close_file();
}

std::string journal_header(const Game& game) {
    RecordingHeader header = recording_header(*game.content, content_hash(*game.content), game.descent.seed,
                                              game.player_name, game.spawn_near_player);
    header.wizard = game.wizard;
    header.generation = game.descent.generation;
    if (const LevelDef* level = game.content->find_level(game.descent.level)) header.level = level->id;
    header.endless = game.descent.endless;
    return std::string(kJournalMagic) + " " + std::to_string(kJournalFormat) + "\nbase " +
           hash_hex(state_hash(game)) + "\n" + format_header(header);
}

std::optional<io::IoError> Journal::restart(const Game& game) {
    close_file();
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_APPEND, 0644);
    if (fd_ < 0) return io::IoError{path_.string(), std::strerror(errno)};
    if (!write_all(fd_, journal_header(game))) {
        const int err = errno;
        close_file();
        return io::IoError{path_.string(), std::strerror(err)};
    }
    return std::nullopt;
}

void Journal::append(const Intent& intent, std::uint64_t hash) {
    if (fd_ < 0) return;
    line_ = format_turn(RecordedTurn{intent, hash});
    if (!write_all(fd_, line_)) close_file();
}

void Journal::after_intent(const Game& game, const Intent& intent) {
    if (fd_ >= 0 && game.now.bones_met) {
        line_ = format_bones_line(game.now.bones_met->depth, game.now.bones_met->text);
        if (!write_all(fd_, line_)) close_file();
    }
    if (fd_ >= 0) append(intent, state_hash(game));
}

void Journal::remove() {
    close_file();
    (void)io::remove_file(path_);
}

void Journal::close_file() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

JournalReplay replay_journal(std::string_view text, Game& game) {
    JournalReplay out;
    std::string_view magic;
    std::string_view base_line;
    if (!take_line(text, magic) || magic != std::string(kJournalMagic) + " " + std::to_string(kJournalFormat) ||
        !take_line(text, base_line) || !base_line.starts_with("base ")) {
        out.problem = phrase("journal.not_this_version");
        return out;
    }
    const std::optional<std::uint64_t> base = parse_hex(base_line.substr(5));
    if (!base) {
        out.problem = phrase("journal.base_damaged");
        return out;
    }
    // A kill during the last append leaves a line cut short: the turn in flight, never applied.
    const std::size_t last_newline = text.rfind('\n');
    text = last_newline == std::string_view::npos ? std::string_view{} : text.substr(0, last_newline + 1);
    RecordingParse parsed = parse_recording(text);
    if (!parsed.recording) {
        out.problem = phrase("journal.unreadable", {{"reason", parsed.error}});
        return out;
    }
    const Recording& r = *parsed.recording;
    if (r.header.seed != game.descent.seed || r.header.name != game.player_name) {
        out.problem = phrase("journal.another_run");
        return out;
    }
    if (r.header.content_hash != content_hash(*game.content)) {
        out.problem = phrase("journal.other_content");
        return out;
    }
    const std::optional<std::size_t> first = first_turn_to_replay(*base, r, state_hash(game));
    if (!first) {
        out.problem = phrase("journal.not_from_save");
        return out;
    }
    // The bones the journal's turns met come from the journal: the data folder's file was taken when they were met.
    std::unique_ptr<BonesSource> live = std::exchange(game.bones, recorded_bones(r));
    struct GiveBack {
        Game& game;
        std::unique_ptr<BonesSource>& live;
        ~GiveBack() { game.bones = std::move(live); }
    } give_back{game, live};
    for (std::size_t i = *first; i < r.turns.size(); ++i) {
        (void)play_turn(game, r.turns[i].intent);
        if (state_hash(game) != r.turns[i].hash) {
            out.problem = phrase("journal.turn_differs", {{"n", std::to_string(i + 1)}});
            return out;
        }
        ++out.replayed;
    }
    return out;
}

JournalResume resume_journal(const fs::path& save, Game& game) {
    JournalResume out;
    const fs::path path = journal_path(save);
    if (!io::exists_at(path)) return out;
    const auto text = io::read_untrusted_file(path, kMaxJournalBytes);
    JournalReplay replay;
    if (text) {
        replay = replay_journal(*text, game);
    } else {
        replay.problem = phrase("journal.unreadable", {{"reason", text.error().reason}});
    }
    out.replayed = replay.replayed;
    out.problem = replay.problem;
    if (!out.problem) return out;
    out.replayed = 0;
    if (auto aside = io::move_aside(path, "bad")) out.set_aside = *aside;
    return out;
}

}  // namespace yoord::save
