#include "sim/run/dungeon_notes.hpp"

#include <algorithm>

#include "sim/rules/visibility.hpp"
#include "sim/state/game.hpp"
#include "sim/state/sorted_ids.hpp"

namespace yoord {

namespace {

bool remembered(const Game& g, Point p) { return g.view.remembered.in_bounds(p) && g.view.remembered.at(p); }

}  // namespace

void note_floor(Game& g) {
    FloorNote& note = g.notes.of(g.depth());
    if (note.visit != g.descent.floor_changes) {
        note.visit = g.descent.floor_changes;
        ++note.visits;
        // Room for every spirit on the floor, so that meeting one later allocates nothing (an arrival may).
        std::size_t spirits = note.spirits.size();
        for ([[maybe_unused]] const ecs::Entity e : g.world.view<Spirit, Identity>()) ++spirits;
        note.spirits.reserve(spirits);
    }
    ++note.turns;
    note.stairs_up = note.stairs_up || remembered(g, g.map().stairs_up);
    note.stairs_down = note.stairs_down || remembered(g, g.map().stairs_down);
    for (const ecs::Entity e : g.world.view<Spirit, Identity>()) {
        if (!player_sees(g, e)) continue;
        const Identity& id = g.world.get<Identity>(e);
        add_once(note.spirits, g.content->common(RowRef{id.category, id.row}).id);
    }
}

}  // namespace yoord
