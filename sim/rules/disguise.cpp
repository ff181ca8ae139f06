#include "sim/rules/disguise.hpp"

#include "sim/rules/visibility.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

std::optional<RowRef> disguise_of(const Game& g, ecs::Entity e) {
    if (!g.world.valid(e) || !g.world.has<Disguised>(e)) return std::nullopt;
    const Identity* who = g.world.try_get<Identity>(e);
    if (who == nullptr || who->category != Category::monster || who->row >= g.content->monsters.size()) return std::nullopt;
    const std::string& item = g.content->monsters[who->row].disguise.id;
    if (item.empty()) return std::nullopt;
    return g.content->find(item);
}

bool disguised(const Game& g, ecs::Entity e) { return disguise_of(g, e).has_value(); }

Renderable disguise_look(const Game& g, RowRef item) {
    const RowCommon& row = g.content->common(item);
    return Renderable{row.glyph, row.colour};
}

std::string disguise_name(const Game& g, RowRef item) { return with_article(row_name(g.content->common(item))); }

bool unmask(Game& g, ecs::Entity e) {
    const std::optional<RowRef> looked = disguise_of(g, e);
    if (!g.world.valid(e) || !g.world.has<Disguised>(e)) return false;
    g.world.clear<Disguised>(e);
    if (looked && player_sees(g, e)) {
        say(g, "combat.unmasked", {.args = {{"item", row_name(g.content->common(*looked))}, {"what", a_name_of(g, e)}}});
    }
    return true;
}

}  // namespace yoord
