#include "render/game/play.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <functional>
#include <deque>
#include <random>
#include <unistd.h>
#include <vector>

#include "render/game/game_screen.hpp"
#include "render/game/reloaded_contents.hpp"
#include "core/io/untrusted_file.hpp"
#include "render/game/run_records.hpp"
#include "render/daily.hpp"
#include "render/scores.hpp"
#include "sim/io/records/board.hpp"
#include "sim/io/records/bones_files.hpp"
#include "render/file_watch.hpp"
#include "render/app.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/stop_signal.hpp"
#include "render/utf8.hpp"
#include "sim/io/save/content_hash.hpp"
#include "sim/io/save/run_save.hpp"
#include "sim/io/save/save_file.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/tools/spawn_env.hpp"
#include "sim/text/strings.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

std::string player_name(const CommandLine& line, const EnvLookup& env) {
    if (line.name) return *line.name;
    for (const char* var : {"USER", "LOGNAME"}) {
        if (std::optional<std::string> v = env(var); v && !v->empty()) return *v;
    }
    return phrase("name.player_default");
}

std::uint64_t game_seed(const CommandLine& line) {
    if (line.seed) return *line.seed;
    // Choosing a seed is outside the simulation: entropy here cannot make a seed mean two dungeons.
    std::random_device entropy;
    return (static_cast<std::uint64_t>(entropy()) << 32U) | entropy();
}

namespace {

// A commit cut short leaves a temporary beside the save: a complete one newer than the save is taken back
// without asking (only the program can tell whether it is sound, and check_stray_saves has: it loads), the
// rest are moved aside (sim/io/save/run_save.hpp). Returns what the new or resumed run's log should say.
std::vector<std::string> settle_stray_saves(const Content& content, const std::filesystem::path& save_file) {
    save::StrayCheck strays = save::check_stray_saves(save_file, content);
    std::vector<std::string> notes = std::move(strays.messages);
    if (strays.offer) notes.push_back(save::accept_stray(*strays.offer, save_file));
    return notes;
}

// The journal beside the save replayed onto the resumed run (sim/io/save/journal.hpp): the turns since the
// last commit come back. One that does not fit is set aside, and the run goes on from the save as it was.
void replay_the_journal(const Content& content, const std::filesystem::path& save_file, save::Resume& resume,
                        std::vector<std::string>& notes, std::size_t& replayed) {
    const save::JournalResume journal = save::resume_journal(save_file, *resume.game);
    replayed = journal.replayed;
    if (!journal.problem) return;
    resume = save::resume_from(save_file, content);  // the game may be part-way through the bad journal
    const std::string aside = journal.set_aside ? journal.set_aside->filename().string() : std::string("-");
    notes.push_back(phrase("play.journal_set_aside", {{"reason", *journal.problem}, {"text", aside}}));
}

// The game this session plays: the saved run for this name when there is one and no --seed was given,
// otherwise a new run (with any refusal or a kept save said in its log).
std::unique_ptr<Game> start_game(const Content& content, const CommandLine& line,
                                 const std::string& name, const std::optional<std::filesystem::path>& save_file,
                                 bool& resumed) {
    resumed = false;
    std::vector<std::string> notes;
    if (save_file) notes = settle_stray_saves(content, *save_file);
    if (save_file && !line.seed) {
        save::Resume resume = save::resume_from(*save_file, content);
        std::size_t replayed = 0;
        if (resume.state == save::ResumeState::resumed) replay_the_journal(content, *save_file, resume, notes, replayed);
        if (resume.state == save::ResumeState::resumed) {
            resumed = true;
            for (std::string& note : notes) resume.game->log.add(std::move(note));
            // YOORD_SPAWN applies to a resumed run too (from the next floor on), so an author meets a new row at
            // once whichever run is on disk; without the variable, the run keeps the rows it was started with.
            if (!spawn_env_value().empty()) {
                SpawnRequest spawn = parse_spawn_env(spawn_env_value(), content);
                resume.game->spawn_near_player = std::move(spawn.rows);
                for (const std::string& message : spawn.messages) resume.game->log.add(message);
                resume.game->log.add(phrase("play.yoord_spawn_these_rows"));
            }
            resume.game->log.add(phrase("play.welcome_back", {{"name", resume.game->player_name}}), Tone::info);
            if (replayed > 0) {
                resume.game->log.add(phrase("play.turns_replayed", {{"n", std::to_string(replayed)}}), Tone::info);
            }
            return std::move(resume.game);
        }
        for (std::string& m : resume.messages) notes.push_back(std::move(m));
    } else if (save_file && io::exists_at(*save_file)) {
        notes.push_back(phrase("play.saved_game_kept", {{"text", save_file->filename().string()}}));
    }
    // YOORD_SPAWN lets an author meet a row at once; an unknown id is said once, never ignored.
    SpawnRequest spawn = parse_spawn_env(spawn_env_value(), content);
    StartChoices start;
    start.dungeon.generation = line.generation.value_or(kNewestGeneration);
    start.dungeon.endless = line.endless;
    std::optional<std::string> no_level;
    if (line.level) {
        start.dungeon.level = stable_id(*line.level);
        if (content.find_level(start.dungeon.level) == nullptr) {
            start.dungeon.level = {};
            no_level = phrase("play.no_such_level", {{"name", *line.level}});
        }
    }
    std::optional<std::string> no_companion;
    if (line.companion) {
        start.companion = content.find(*line.companion);
        if (!start.companion) no_companion = phrase("play.no_such_companion", {{"name", *line.companion}});
    }
    std::optional<std::string> no_body;
    if (line.body) {
        start.body = body_row(content, *line.body);
        if (!start.body) {
            no_body = phrase("play.no_such_body", {{"name", *line.body}});
        }
    }
    auto game = new_game(content, game_seed(line), name, std::move(spawn.rows), start);
    if (no_companion) game->log.add(*no_companion);
    if (no_body) game->log.add(*no_body);
    if (no_level) game->log.add(*no_level);
    for (const std::string& message : spawn.messages) game->log.add(message);
    for (std::string& note : notes) game->log.add(std::move(note));
    return game;
}

// --watch: the folders the run's content came from on disk (the built-in set is compiled in: give
// --content-dir content to watch it).
std::vector<std::filesystem::path> watched_folders(const CommandLine& line,
                                                   const std::optional<std::filesystem::path>& data) {
    std::vector<std::filesystem::path> folders;
    if (line.content_dir) folders.emplace_back(*line.content_dir);
    for (const std::string& p : line.packs) folders.emplace_back(p);
    if (line.data_packs && data) {
        for (const auto& p : pack_dirs_in(*data / kPacksFolderName)) folders.push_back(p);
    }
    return folders;
}

}  // namespace

std::unique_ptr<TextPagerLayer> make_pack_errors_layer(std::vector<std::string> lines, std::string title) {
    return make_lines_layer("pack errors", std::move(title), std::move(lines));  // not player text: a layer's name
}

std::optional<std::filesystem::path> board_for_play(const CommandLine& line, const EnvLookup& env,
                                                   std::string& error) {
    if (!line.scores_dir && !line.daily) return std::nullopt;
    return board_folder(line, env, error);
}

namespace {

// runs/playing-<UTC time>-<process id>.yrec: two players starting at the same second on a shared board (the
// daily seed makes that likely) each get their own file.
std::filesystem::path in_progress_recording(const std::filesystem::path& board) {
    std::string stamp;
    for (const char c : utc_timestamp()) {
        if (c >= '0' && c <= '9') stamp.push_back(c);
    }
    return board / kRunsFolderName / ("playing-" + stamp + "-" + std::to_string(::getpid()) + ".yrec");
}

}  // namespace

int play_game(Terminal& terminal, const Keymap& keymap, const Content& content, const CommandLine& given_line,
              const Options& options, std::vector<std::string> pack_errors, std::vector<std::string>* said_at_exit) {
    // --daily plays the seed of the day (render/daily.hpp); the caller has checked that the date reads.
    CommandLine line = given_line;
    if (line.daily) line.seed = daily_seed(daily_date().date);
    std::string board_error;
    const std::optional<std::filesystem::path> board = board_for_play(line, process_env, board_error);
    const std::string name = player_name(line);
    const std::optional<std::filesystem::path> folder = data_dir();
    std::optional<std::filesystem::path> save_file;
    if (folder) save_file = save::save_path(*folder, name);
    // The contents hot reload loads (below): declared before the screen, so the game outlives none of them.
    ReloadedContents reloads;
    LayerStack stack(terminal);
    bool resumed = false;
    GameScreen screen(stack, keymap, start_game(content, line, name, save_file, resumed));
    // The save stays on disk while the run is played and is committed as it goes; the run's end removes it.
    // --wizard marks the run for good: a resumed run that was not one becomes one, and says so.
    if (line.wizard && !screen.game().wizard) {
        screen.game().wizard = true;
        screen.game().log.add(resumed ? phrase("play.run_wizard_run_from")
                                      : phrase("play.wizard_mode_opens_console"));
    }
    // A resumed run is committed at once: the journal must start from exactly the game played on (a replayed
    // journal, --wizard and YOORD_SPAWN all change it after the load).
    if (save_file) screen.set_save_path(*save_file, resumed, resumed);
    // Without a data folder the run cannot be saved: said now, not first at S or at a stop.
    if (!folder) screen.game().log.add(phrase("play.run_cannot_be_saved"), Tone::danger);
    // Bones (sim/io/records/bones_files.hpp): the data folder's, unless --no-bones; never on the day's board, where
    // every player must meet the same dungeon. A refused bones file is said in the log, and kept.
    const bool bones = folder && !line.no_bones && !line.daily;
    if (bones) {
        Game& game = screen.game();
        screen.game().bones = std::make_unique<BonesFolder>(*folder, [&game](const std::string& refused) {
            game.log.add(phrase("records.bones_refused", {{"reason", refused}}), Tone::danger);
        });
    }
    screen.set_auto_pickup(options.auto_pickup);
    screen.set_animations(options.animations);  // off in headless play: --headless and the bot build no screen
    screen.set_low_hp_warning(options.low_hp_warning);
    screen.set_run_step_pause(kRunStepPause);  // the player watches runs and explores, and a key stops them
    // --record writes a new run as it is played (sim/io/replay/recorder.hpp); a resumed run has no start to replay.
    // A run on a board that keeps runs (--daily, --scores-dir) is recorded even without --record: into the
    // board's runs/ while it is played, and under its entry's name when it ends (sim/io/records/board.hpp).
    std::optional<std::filesystem::path> record_path;
    if (line.record) record_path = *line.record;
    else if (board && !screen.game().wizard) record_path = in_progress_recording(*board);
    if (line.daily && !resumed) {
        screen.game().log.add(phrase("records.daily_seed", {{"text", daily_date().date}}));
    }
    std::unique_ptr<Recorder> recorder;
    if (record_path && resumed) screen.game().log.add(phrase("play.resumed_run_not_recorded"));
    if (record_path && !resumed) {
        std::error_code ec;
        if (record_path->has_parent_path()) std::filesystem::create_directories(record_path->parent_path(), ec);
        std::string error;
        recorder = record_game(screen.game(), content_hash_of(line.content_dir), record_path->string(), error);
        if (!recorder) screen.game().log.add(error + ".");
        screen.set_recording(recorder.get());
    }
    // Hot reload (F5 in a wizard run, --watch): the tables and packs read again as at the start. A content
    // stays alive while the game stands on it (a game holds its content by address) and is freed once the game
    // has moved on. A recording stops at the first reload: a replay could not follow the new tables.
    const auto load_again = [&]() {
        GameScreen::ContentReload out;
        PackedLoad fresh = load_play_content(line, folder);
        if (!fresh.result.content || !fresh.broken.empty()) {
            for (const Diagnostic& d : fresh.result.diagnostics.sorted()) out.errors.push_back(format(d));
            for (const BrokenPack& b : fresh.broken) {
                out.errors.push_back(phrase("play.pack_has_errors", {{"text", b.dir}}));
                for (const Diagnostic& d : b.diagnostics.sorted()) out.errors.push_back("  " + format(d));
            }
            return out;
        }
        out.content = reloads.keep(std::move(fresh), screen.game().content);
        if (recorder) {
            screen.set_recording(nullptr);
            recorder.reset();
            out.notes.emplace_back(phrase("play.recording_stops_here_replay"));
        }
        return out;
    };
    std::function<bool()> changed;
    if (line.watch) {
        auto watch = std::make_shared<FileWatch>(watched_folders(line, folder));
        changed = [watch] { return watch->changed(); };
    }
    screen.set_content_reload(load_again, changed);
    // The run's dump, leaderboard entry or crash report go to the data folder, named by the content's hash.
    RecordsSetup records;
    records.data_dir = folder;
    records.content_hash = save::content_hash(content);
    records.bones = bones;
    if (board) {
        records.board = *board;
        if (recorder) {
            records.recording = *record_path;
            records.recording_in_progress = !line.record;
        }
    } else if (!board_error.empty()) {
        screen.game().log.add(board_error);
    }
    screen.set_records(records);
    // SIGHUP and SIGTERM now save the run at the next safe point instead of ending it.
    install_stop_signal_handlers();
    if (!pack_errors.empty()) stack.push(make_pack_errors_layer(std::move(pack_errors)));
    screen.run();
    if (said_at_exit != nullptr) *said_at_exit = screen.said_at_exit();
    return 0;
}

}  // namespace yoord
