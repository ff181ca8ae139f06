#include "render/app.hpp"

#include <chrono>
#include <cstdio>
#include <exception>
#include <fstream>
#include <span>
#include <iostream>
#include <sstream>

#include "render/ncurses_terminal.hpp"
#include "render/game/play.hpp"
#include "render/daily.hpp"
#include "render/game/cast_export.hpp"
#include "render/game/replay_view.hpp"
#include "core/io/atomic_file.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/run_setup.hpp"
#include "sim/text/language_check.hpp"
#include "sim/text/strings.hpp"
#include "render/screen_reader.hpp"
#include "render/stop_signal.hpp"
#include "render/cli.hpp"
#include "core/io/untrusted_file.hpp"

namespace yoord {

FrontEndConfig load_front_end_config(const EnvLookup& env) {
    FrontEndConfig config;
    config.data_dir = data_dir(env);
    if (!config.data_dir) return config;
    OptionsLoad options = load_options(*config.data_dir / kOptionsFileName);
    config.options = options.options;
    for (const Diagnostic& d : options.diagnostics.sorted()) config.diagnostics.add(d);
    KeymapLoad keymap = load_keymap(keymap_path(config.options, *config.data_dir));
    config.keymap = std::move(keymap.keymap);
    for (const Diagnostic& d : keymap.diagnostics.sorted()) config.diagnostics.add(d);
    return config;
}

PackedLoad load_play_content(const CommandLine& line, const std::optional<std::filesystem::path>& data) {
    std::vector<std::filesystem::path> dirs(line.packs.begin(), line.packs.end());
    if (line.data_packs && data) {
        for (const auto& dir : pack_dirs_in(*data / kPacksFolderName)) dirs.push_back(dir);
    }
    PackedLoad out;
    std::vector<PackFolder> packs;
    for (const auto& dir : dirs) {
        Diagnostics problems;
        if (auto folder = read_pack_folder(dir, problems)) {
            packs.push_back(std::move(*folder));
        } else {
            out.broken.push_back(BrokenPack{dir.string(), std::move(problems)});
        }
    }
    Diagnostics core_problems;
    std::optional<PackFolder> core_dir;
    if (line.content_dir) core_dir = read_content_folder(*line.content_dir, core_problems);
    if (core_problems.has_errors()) {
        out.result.diagnostics = std::move(core_problems);
        return out;
    }
    std::vector<ContentFile> core;
    if (core_dir) {
        for (std::size_t i = 0; i < core_dir->paths.size(); ++i) core.push_back({core_dir->paths[i], core_dir->texts[i]});
    }
    PackedLoad loaded = load_content_skipping_broken(
        core_dir ? std::span<const ContentFile>(core) : embedded_content_files(), packs,
        line.content_dir.value_or("content"));
    out.result = std::move(loaded.result);
    for (BrokenPack& b : loaded.broken) out.broken.push_back(std::move(b));
    return out;
}

std::vector<std::string> broken_pack_lines(const std::vector<BrokenPack>& broken) {
    std::vector<std::string> lines;
    for (const BrokenPack& b : broken) {
        lines.push_back(phrase("play.pack_left_out", {{"text", b.dir}}));
        for (const Diagnostic& d : b.diagnostics.sorted()) lines.push_back("  " + format(d));
        lines.emplace_back();
    }
    if (!lines.empty()) lines.emplace_back(phrase("play.check_a_pack"));
    return lines;
}

std::string language_of_environment(const EnvLookup& env) {
    // GNU gettext's order: LANGUAGE (a list, "pt_BR:en"; its first entry), then LC_ALL, then LANG.
    if (const auto list = env("LANGUAGE"); list && !list->empty()) {
        const std::string first = list->substr(0, list->find(':'));
        if (!first.empty()) return language_of_locale(first);
    }
    if (const auto all = env("LC_ALL"); all && !all->empty()) return language_of_locale(*all);
    return language_of_locale(env("LANG").value_or(""));
}

namespace {

// The file --check-lang names: a path ending in .toml as it is, else CODE.toml in --content-dir's strings/, the
// data folder's strings/, then the built-in set.
struct LanguageFile {
    std::string path;
    std::string text;
};
std::optional<LanguageFile> find_language_file(const CommandLine& line, const std::optional<std::filesystem::path>& data) {
    const auto read = [](const std::filesystem::path& p) -> std::optional<LanguageFile> {
        std::ifstream in(p, std::ios::binary);
        if (!in) return std::nullopt;
        std::ostringstream s;
        s << in.rdbuf();
        return LanguageFile{p.string(), s.str()};
    };
    if (line.check_lang.ends_with(".toml")) return read(line.check_lang);
    const std::string file = line.check_lang + ".toml";
    if (line.content_dir) {
        if (auto found = read(std::filesystem::path(*line.content_dir) / "strings" / file)) return found;
    }
    if (data) {
        if (auto found = read(*data / "strings" / file)) return found;
    }
    if (const auto text = embedded_strings_text(file)) return LanguageFile{"content/strings/" + file, std::string(*text)};
    return std::nullopt;
}

}  // namespace

int check_lang_command(const CommandLine& line, std::ostream& out, std::ostream& err) {
    const FrontEndConfig config = load_front_end_config();
    const auto file = find_language_file(line, config.data_dir);
    if (!file) {
        // --check-lang is the translator's tool, in English like its findings (sim/text/language_check.cpp).
        err << "yoord: no language file '" << line.check_lang  // not player text: the translator's tool
            << "' (give a code such as pt, or a path to a .toml)\n";  // not player text: as above
        return 1;
    }
    const LoadResult content = line.content_dir ? load_content_dir(*line.content_dir) : load_embedded_content();
    if (!content.content) {
        content.diagnostics.write(err);
        return 1;
    }
    Diagnostics problems;
    const auto parsed = Strings::parse(file->text, file->path, problems);
    if (parsed) check_language(*parsed, english_strings(), *content.content, file->path, problems);
    problems.write(out);
    if (problems.error_count() == 0) {
        out << file->path << ": every key is there and translated\n";  // not player text: --check-lang's summary
        return 0;
    }
    out << file->path << ": " << problems.error_count() << " problem(s)\n";
    return 1;
}

int lang_skeleton_command(std::ostream& out, std::ostream& err) {
    const LoadResult content = load_embedded_content();
    if (!content.content) {
        content.diagnostics.write(err);
        return 1;
    }
    out << language_skeleton(english_strings(), *content.content);
    return 0;
}

bool choose_language(const CommandLine& line, const std::optional<std::filesystem::path>& data, const EnvLookup& env,
                     std::ostream& err) {
    std::string code = line.lang ? *line.lang : language_of_environment(env);
    // --lang is checked as it is parsed; the environment's is not, so a value that is not a language code (a path,
    // say) is English rather than a file name.
    if (!is_language_code(code)) code = "en";
    if (code == "en" && !line.content_dir) return true;
    // A folder of strings beside the tables wins: --content-dir's strings/, then the data folder's, then the
    // built-in set.
    std::vector<std::string> dirs;
    if (line.content_dir) dirs.push_back((std::filesystem::path(*line.content_dir) / "strings").string());
    if (data) dirs.push_back((*data / "strings").string());
    dirs.emplace_back();
    for (const std::string& dir : dirs) {
        if (!dir.empty() && !io::exists_at(std::filesystem::path(dir) / (code + ".toml"))) continue;
        Diagnostics problems;
        LanguageLoad chosen = load_language(code, dir, problems);
        if (problems.has_errors()) {
            problems.write(err);
            return false;
        }
        if (!chosen.table) continue;
        // The keys the language lacks are counted in one line, here, before the screen opens (a partial
        // translation lacks hundreds: a line each buried the screen); English stands in for them.
        if (!chosen.missing.empty()) {
            // Said of a language file still being written, in the English that stands in for it.
            err << "yoord: " << chosen.missing.size() << (chosen.missing.size() == 1 ? " key" : " keys")
                << " missing in " << code << ".toml; English used\n";  // not player text: as above
        }
        use_strings(std::move(*chosen.table));
        return true;
    }
    // The language asked for has no file, so this is said in the English the game will speak.
    if (line.lang) err << "yoord: no sentences for language '" << code << "'; English is used\n";  // not player text
    return true;
}

void choose_language_of_arguments(int argc, const char* const* argv, const EnvLookup& env) {
    CommandLine line;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::optional<std::string_view> code;
        if (arg.starts_with("--lang=")) code = arg.substr(7);
        else if (arg == "--lang" && i + 1 < argc) code = argv[i + 1];
        if (code && is_language_code(*code)) line.lang = std::string(*code);
    }
    std::ostringstream quiet;  // the mistake on the command line is what the reader needs to see
    if (!choose_language(line, data_dir(env), env, quiet)) use_strings(english_strings());
}

int run_front_end(const CommandLine& line) {
    ignore_file_size_signal();
    // The language first: the options and keymap files' mistakes are said in it.
    if (!choose_language(line, data_dir(), process_env, std::cerr)) return 1;
    const FrontEndConfig config = load_front_end_config();
    if (config.diagnostics.has_errors()) {
        config.diagnostics.write(std::cerr);
        std::cerr << "yoord: " << phrase("start.fix_the_file") << '\n';
        return 1;
    }
    // A --daily run names its day before the screen opens, so a bad YOORD_DATE is read where it can be fixed.
    if (const DailyDate day = daily_date(); line.daily && !day.error.empty()) {
        std::cerr << "yoord: " << day.error << '\n';
        return 1;
    }
    set_screen_reader(line.screen_reader || config.options.screen_reader);
    const PackedLoad packed = load_play_content(line, config.data_dir);
    const LoadResult& loaded = packed.result;
    if (!loaded.content) {
        loaded.diagnostics.write(std::cerr);
        return 1;
    }
    std::vector<std::string> said_at_exit;
    try {
        int status = 0;
        {
            NcursesTerminal terminal(TerminalPreferences{config.options.ascii_only, config.options.colour});
            status = play_game(terminal, config.keymap, *loaded.content, line, config.options,
                               broken_pack_lines(packed.broken), &said_at_exit);
        }
        // The terminal is back to normal here, so these stay readable after the game is gone.
        for (const std::string& text : said_at_exit) std::cerr << text << '\n';
        return status;
    } catch (const std::exception& e) {
        std::cerr << "yoord: " << e.what() << '\n';
        return 1;
    }
    return 0;
}

namespace {

// --export: the recording as an asciinema cast in a file, with no terminal (render/game/cast_export.hpp).
int export_replay(const CommandLine& line, const Keymap& keymap, const Content& content, const Recording& recording) {
    const CastExport cast = export_cast(content, keymap, recording, line.speed.value_or(1.0),
                                        export_format_of(*line.export_path));
    if (!cast.error.empty()) {
        std::cerr << "yoord: " << *line.replay << ": " << cast.error << '\n';
        return 1;
    }
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(cast.text.data()), cast.text.size());
    if (const std::optional<io::IoError> failed = io::write_file_atomically(*line.export_path, bytes)) {
        std::cerr << "yoord: " << phrase("records.cast_not_written", {{"text", *line.export_path}, {"reason", failed->reason}})
                  << '\n';
        return 1;
    }
    const double length = std::chrono::duration<double>(kCastTurnInterval).count() *
                          static_cast<double>(cast.frames - 1) / line.speed.value_or(1.0);
    char seconds[32];
    (void)std::snprintf(seconds, sizeof seconds, "%.1f", length);
    std::cout << phrase("records.cast_written", {{"text", *line.export_path}, {"n", std::to_string(cast.frames)},
                                                 {"what", seconds}})
              << '\n';
    return 0;
}

}  // namespace

int run_replay(const CommandLine& line) {
    ignore_file_size_signal();
    // The language first: the options and keymap files' mistakes are said in it.
    if (!choose_language(line, data_dir(), process_env, std::cerr)) return 1;
    const FrontEndConfig config = load_front_end_config();
    if (config.diagnostics.has_errors()) {
        config.diagnostics.write(std::cerr);
        std::cerr << "yoord: " << phrase("start.fix_the_file") << '\n';
        return 1;
    }
    const RecordingRead read = read_recording(*line.replay);
    if (!read.recording) {
        std::cerr << "yoord: " << read.error << '\n';
        return 1;
    }
    // The run's parts come from the recording's header; the content is the built-in set (or --content-dir) with
    // the --pack folders, which must be the packs the recording names.
    RunSetup setup;
    setup.content_dir = line.content_dir;
    setup.packs = line.packs;
    const RunContent content = load_run_content(setup);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(std::cerr);
        return 1;
    }
    // Refuse before the screen opens, so the reason stays readable.
    const std::string other = other_content_reason(read.recording->header, content.core_hash, *content.loaded.content);
    if (!other.empty()) {
        std::cerr << "yoord: " << *line.replay << ": " << other << '\n';
        return 1;
    }
    if (const ReplayStart start = start_replay(*content.loaded.content, read.recording->header); !start.game) {
        std::cerr << "yoord: " << *line.replay << ": " << start.error << '\n';
        return 1;
    }
    if (line.export_path) return export_replay(line, config.keymap, *content.loaded.content, *read.recording);
    try {
        NcursesTerminal terminal(TerminalPreferences{config.options.ascii_only, config.options.colour});
        return replay_on_terminal(terminal, config.keymap, *content.loaded.content, *read.recording,
                                  config.options.animations);
    } catch (const std::exception& e) {
        std::cerr << "yoord: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace yoord
