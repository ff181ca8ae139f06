#include "sim/rules/visibility.hpp"

#include <algorithm>

#include "core/geom/fov.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {

namespace {

// Copies the visible cells of `box` (clipped to the map) into the floor memory.
void remember(View& view, Rect box) {
    const int x0 = std::max(0, box.x);
    const int y0 = std::max(0, box.y);
    const int x1 = std::min(view.visible.width(), box.x + box.width);
    const int y1 = std::min(view.visible.height(), box.y + box.height);
    for (int y = y0; y < y1; ++y) {
        const std::size_t row = view.visible.index(0, y);
        for (int x = x0; x < x1; ++x) {
            if (view.visible[row + static_cast<std::size_t>(x)]) view.remembered[row + static_cast<std::size_t>(x)] = true;
        }
    }
}

}  // namespace

int player_sight_radius(const Game& g) {
    if (has_effect<Blind>(g.world, g.player)) return 0;
    return std::max(1, g.constants().player_sight + loadout(g.world, g.player).sight_bonus);
}

void update_view(Game& g) {
    const Point at = player_cell(g);
    g.view.trodden.at(at) = true;
    const int radius = player_sight_radius(g);
    const FloorMap& map = g.map();
    compute_fov(g.view.visible, at, radius, [&map](int x, int y) { return blocks_sight(map.tiles.at(x, y)); });
    remember(g.view, Rect{at.x - radius, at.y - radius, 2 * radius + 1, 2 * radius + 1});
    if (radius == 0) return;
    if (const auto room = map.room_at(at); room && map.rooms[*room].lit) {
        const Rect interior = map.rooms[*room].interior;
        mark_lit_room(g.view.visible, interior);
        remember(g.view, interior.expanded(1));
    }
}

bool player_sees(const Game& g, ecs::Entity e) {
    if (e == g.player) return true;
    const Position* pos = g.world.try_get<Position>(e);
    if (pos == nullptr) return false;
    // A telepathic player senses every mind on the floor, through walls and invisibility alike.
    if (has_effect<Telepathic>(g.world, g.player) && g.world.has<Mind>(e) && !has_effect<Mindless>(g.world, e)) {
        return true;
    }
    if (!g.view.visible.at(pos->cell)) return false;
    return !has_effect<Invisible>(g.world, e) || has_effect<SeesInvisible>(g.world, g.player);
}

}  // namespace yoord
