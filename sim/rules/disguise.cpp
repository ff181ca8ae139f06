#include "sim/rules/disguise.hpp"

#include <cstdint>
#include <vector>

#include "sim/rules/visibility.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

// Which of `count` looks the creature with this Uid wears: a mix of the Uid (splitmix64's finaliser), so a creature
// keeps its look for good (a save keeps its Uid) and the choice draws nothing from the game's streams.
std::size_t look_index(std::uint64_t uid, std::size_t count) {
    std::uint64_t z = uid + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27U)) * 0x94d049bb133111ebULL;
    return static_cast<std::size_t>((z ^ (z >> 31U)) % count);
}

}  // namespace

std::optional<RowRef> disguise_of(const Game& g, ecs::Entity e) {
    if (!g.world.valid(e) || !g.world.has<Disguised>(e)) return std::nullopt;
    const Identity* who = g.world.try_get<Identity>(e);
    if (who == nullptr || who->category != Category::monster || who->row >= g.content->monsters.size()) return std::nullopt;
    const std::vector<RowRefName>& looks = g.content->monsters[who->row].disguise;
    if (looks.empty()) return std::nullopt;
    return g.content->find(looks[look_index(g.world.uid(e).value, looks.size())].id);
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
