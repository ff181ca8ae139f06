#include "sim/rules/visibility.hpp"

#include <algorithm>
#include <utility>

#include "core/geom/fov.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/traps.hpp"

namespace yoord {

namespace {

// Copies the visible cells of `box` (clipped to the map) into the floor memory, and forgets what lay on them:
// remember_items() puts back what lies there now.
void remember(View& view, Rect box) {
    const int x0 = std::max(0, box.x);
    const int y0 = std::max(0, box.y);
    const int x1 = std::min(view.visible.width(), box.x + box.width);
    const int y1 = std::min(view.visible.height(), box.y + box.height);
    for (int y = y0; y < y1; ++y) {
        const std::size_t row = view.visible.index(0, y);
        for (int x = x0; x < x1; ++x) {
            const std::size_t i = row + static_cast<std::size_t>(x);
            if (!view.visible[i]) continue;
            view.remembered[i] = true;
            view.items[i] = SeenItem{};
        }
    }
}

SeenItem seen_item(const Game& g, Point cell) {
    const ecs::Entity top = top_item_at(g, cell);
    if (top == ecs::null_entity) return {};
    const Renderable* look = g.world.try_get<Renderable>(top);
    return SeenItem{top, look != nullptr ? *look : Renderable{}};
}

// The item memory of a floor visit it does not belong to (a new visit, or a game just loaded, whose save does
// not carry it) starts again from what lies on the cells the player remembers.
void start_item_memory(Game& g) {
    View& v = g.view;
    v.items.reset(g.map().width(), g.map().height(), SeenItem{});
    v.items_visit = g.descent.floor_changes;
    g.world.view<Item, Position>(ecs::without<Hidden>).each([&](const Item&, const Position& pos) {
        if (v.remembered.at(pos.cell)) v.items.at(pos.cell) = seen_item(g, pos.cell);
    });
}

// What lies on each cell in view now (remember() has cleared them). Walks the floor's items, not the cells:
// there are far fewer of them than cells in view.
void remember_items(Game& g) {
    View& v = g.view;
    g.world.view<Item, Position>(ecs::without<Hidden>).each([&](const Item&, const Position& pos) {
        if (v.visible.at(pos.cell) && v.items.at(pos.cell).item == ecs::null_entity) {
            v.items.at(pos.cell) = seen_item(g, pos.cell);
        }
    });
}

}  // namespace

int player_sight_radius(const Game& g) {
    if (has_effect<Blind>(g.world, g.player)) return 0;
    return std::max(1, g.constants().player_sight + loadout(g.world, g.player).sight_bonus);
}

void update_view(Game& g) {
    const Point at = player_cell(g);
    g.view.trodden.at(at) = true;
    const bool same_visit = g.view.items_visit == g.descent.floor_changes &&
                            g.view.items.width() == g.map().width() && g.view.items.height() == g.map().height();
    if (!same_visit) start_item_memory(g);
    const int radius = player_sight_radius(g);
    const FloorMap& map = g.map();
    compute_fov(g.view.visible, at, radius, [&map](int x, int y) { return blocks_sight(map.tiles.at(x, y)); });
    remember(g.view, Rect{at.x - radius, at.y - radius, 2 * radius + 1, 2 * radius + 1});
    if (radius > 0) {
        if (const auto room = map.room_at(at); room && map.rooms[*room].lit) {
            const Rect interior = map.rooms[*room].interior;
            mark_lit_room(g.view.visible, interior);
            remember(g.view, interior.expanded(1));
        }
    }
    remember_items(g);
}

void recall_items_everywhere(Game& g) { start_item_memory(g); }

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

bool creature_in_view(const Game& g, ecs::Entity e) {
    const Health* hp = g.world.try_get<Health>(e);
    const Position* pos = g.world.try_get<Position>(e);
    if (e == g.player || hp == nullptr || hp->hp <= 0 || pos == nullptr) return false;
    if (disguised(g, e)) return false;  // a mimic passes for an item (sim/rules/disguise.hpp)
    return g.view.visible.at(pos->cell) && player_sees(g, e);
}

ecs::Entity nearest_foe_in_view(const Game& g) {
    const Point me = g.world.get<Position>(g.player).cell;
    const auto key = [&](ecs::Entity e) {
        return std::pair{chebyshev(g.world.get<Position>(e).cell, me), g.world.uid(e)};
    };
    ecs::Entity best = ecs::null_entity;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (!creature_in_view(g, e) || !hostile(g, g.player, e)) continue;
        if (best == ecs::null_entity || key(e) < key(best)) best = e;
    }
    return best;
}

ecs::Entity known_trap_at(const Game& g, Point cell) {
    if (!g.map().in_bounds(cell)) return ecs::null_entity;
    for (const ecs::Entity e : g.places.at(cell)) {
        if (trap_revealed(g, e)) return e;
    }
    return ecs::null_entity;
}

SeenItem remembered_item(const Game& g, Point cell) {
    const View& v = g.view;
    if (!g.map().in_bounds(cell) || v.items.width() != g.map().width() || v.items.height() != g.map().height()) return {};
    return v.items.at(cell);
}

}  // namespace yoord
