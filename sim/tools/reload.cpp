#include "sim/tools/reload.hpp"

#include "sim/io/save/save.hpp"

namespace yoord {

Reloaded reload_game(const Game& game, const Content& fresh) {
    save::LoadReport report;
    auto moved = save::load_save(save::save_bytes(game), fresh, &report);
    if (!moved) return Reloaded{nullptr, moved.error().message};
    Game& g = **moved;
    g.reloaded = true;
    g.log.add("Content reloaded: the tables in force now are the ones on disk.");
    return Reloaded{std::move(*moved), {}};
}

}  // namespace yoord
