#include "sim/tools/reload.hpp"

#include "sim/io/save/save.hpp"
#include "sim/text/say.hpp"

namespace yoord {

Reloaded reload_game(const Game& game, const Content& fresh) {
    save::LoadReport report;
    auto moved = save::load_save(save::save_bytes(game), fresh, &report);
    if (!moved) return Reloaded{nullptr, moved.error().message};
    Game& g = **moved;
    g.reloaded = true;
    say(g, "game.content_reloaded");
    return Reloaded{std::move(*moved), {}};
}

}  // namespace yoord
