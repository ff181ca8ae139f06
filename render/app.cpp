#include "render/app.hpp"

#include <exception>
#include <iostream>

#include "render/ncurses_terminal.hpp"
#include "render/game/play.hpp"
#include "render/game/replay_view.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tables/loader.hpp"

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

int run_front_end(const CommandLine& line) {
    const FrontEndConfig config = load_front_end_config();
    if (config.diagnostics.has_errors()) {
        config.diagnostics.write(std::cerr);
        std::cerr << "yoord: fix the file above (or move it aside) and start again.\n";
        return 1;
    }
    const LoadResult loaded = line.content_dir ? load_content_dir(*line.content_dir) : load_embedded_content();
    if (!loaded.content) {
        loaded.diagnostics.write(std::cerr);
        return 1;
    }
    try {
        NcursesTerminal terminal(TerminalPreferences{config.options.ascii_only, config.options.colour});
        return play_game(terminal, config.keymap, *loaded.content, line, config.options.auto_pickup);
    } catch (const std::exception& e) {
        std::cerr << "yoord: " << e.what() << '\n';
        return 1;
    }
    return 0;
}

int run_replay(const CommandLine& line) {
    const FrontEndConfig config = load_front_end_config();
    if (config.diagnostics.has_errors()) {
        config.diagnostics.write(std::cerr);
        std::cerr << "yoord: fix the file above (or move it aside) and start again.\n";
        return 1;
    }
    const RecordingRead read = read_recording(*line.replay);
    if (!read.recording) {
        std::cerr << "yoord: " << read.error << '\n';
        return 1;
    }
    const HashedContent content = load_hashed_content(line.content_dir);
    if (!content.loaded.content) {
        content.loaded.diagnostics.write(std::cerr);
        return 1;
    }
    // Refuse before the screen opens, so the reason stays readable.
    if (content.hash != read.recording->header.content_hash) {
        std::cerr << "yoord: " << *line.replay << ": made on other content (content hash "
                  << hash_hex(read.recording->header.content_hash) << ", this content " << hash_hex(content.hash)
                  << ")\n";
        return 1;
    }
    if (const ReplayStart start = start_replay(*content.loaded.content, read.recording->header); !start.game) {
        std::cerr << "yoord: " << *line.replay << ": " << start.error << '\n';
        return 1;
    }
    try {
        NcursesTerminal terminal(TerminalPreferences{config.options.ascii_only, config.options.colour});
        return replay_on_terminal(terminal, config.keymap, *content.loaded.content, *read.recording);
    } catch (const std::exception& e) {
        std::cerr << "yoord: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace yoord
