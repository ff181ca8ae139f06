#include "render/game/play.hpp"

#include <random>

#include "render/game/game_screen.hpp"
#include "render/ui/layer_stack.hpp"
#include "sim/spawn_env.hpp"

namespace yoord {

std::string player_name(const CommandLine& line, const EnvLookup& env) {
    if (line.name) return *line.name;
    for (const char* var : {"USER", "LOGNAME"}) {
        if (std::optional<std::string> v = env(var); v && !v->empty()) return *v;
    }
    return std::string(kDefaultPlayerName);
}

std::uint64_t game_seed(const CommandLine& line) {
    if (line.seed) return *line.seed;
    // Choosing a seed is outside the simulation: entropy here cannot make a seed mean two dungeons.
    std::random_device entropy;
    return (static_cast<std::uint64_t>(entropy()) << 32U) | entropy();
}

int play_game(Terminal& terminal, const Keymap& keymap, const Content& content, std::uint64_t seed,
              std::string name) {
    LayerStack stack(terminal);
    // YOORD_SPAWN lets an author meet a row at once; an unknown id is said once, never ignored.
    SpawnRequest spawn = parse_spawn_env(spawn_env_value(), content);
    auto game = new_game(content, seed, std::move(name), std::move(spawn.rows));
    for (const std::string& message : spawn.messages) game->log.add(message);
    GameScreen screen(stack, keymap, std::move(game));
    screen.run();
    return 0;
}

}  // namespace yoord
