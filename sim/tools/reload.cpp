#include "sim/tools/reload.hpp"

#include <algorithm>

#include "sim/world/components.hpp"
#include "sim/io/save/save.hpp"
#include "sim/items/pack.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// The ids of the rows the player carries (pack and slots) that `fresh` no longer has, in letter order, each
// once: the load drops those items, and the author who removed the row should read which, by id.
std::vector<std::string> carried_rows_gone(const Game& game, const Content& fresh) {
    std::vector<std::string> gone;
    for (const ecs::Entity item : carried_items(game, game.player)) {
        const Identity* identity = game.world.try_get<Identity>(item);
        if (identity == nullptr || fresh.find(identity->id)) continue;
        const std::optional<RowRef> old = game.content->find(identity->id);
        if (!old) continue;
        const std::string& id = game.content->common(*old).id;
        if (std::find(gone.begin(), gone.end(), id) == gone.end()) gone.push_back(id);
    }
    return gone;
}

}  // namespace

Reloaded reload_game(const Game& game, const Content& fresh) {
    const std::vector<std::string> gone = carried_rows_gone(game, fresh);
    save::LoadReport report;
    auto moved = save::load_save(save::save_bytes(game), fresh, &report);
    if (!moved) return Reloaded{nullptr, moved.error().message};
    Game& g = **moved;
    g.reloaded = true;
    say(g, "game.content_reloaded");
    for (const std::string& id : gone) say(g, "game.reload_carried_row_gone", {.args = {{"text", id}}});
    return Reloaded{std::move(*moved), {}};
}

}  // namespace yoord
