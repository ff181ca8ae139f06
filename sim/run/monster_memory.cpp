#include "sim/run/monster_memory.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "sim/state/game.hpp"
#include "sim/state/sorted_ids.hpp"

namespace yoord {
namespace {

// The kind the player sees `e` as: the form a shapeshifter wears, else its own row; none for the player, an item
// or a handle already gone.
std::optional<StableId> seen_kind(const Game& g, ecs::Entity e) {
    if (e == ecs::null_entity || e == g.player || !g.world.valid(e)) return std::nullopt;
    const Identity* id = g.world.try_get<Identity>(e);
    if (id == nullptr || id->category != Category::monster) return std::nullopt;
    if (const Shape* shape = g.world.try_get<Shape>(e)) return shape->row;
    return id->id;
}

// Folds one event; `blow` is the kind whose blow on the player the event before was (a condition gained right
// after it is that blow's doing: grant events name no giver), and is set for the next event.
void remember(Game& g, const TurnEvent& e, std::optional<StableId>& blow) {
    const std::optional<StableId> last_blow = std::exchange(blow, std::nullopt);
    switch (e.kind) {
        case EventKind::hit:
            if (e.object == g.player) {
                blow = seen_kind(g, e.subject);
                if (!blow) return;
                MonsterRecord& r = g.memory.of(*blow);
                ++r.blows_landed;
                r.heaviest_blow = std::max(r.heaviest_blow, e.amount);
            } else if (e.subject == g.player) {
                if (const auto kind = seen_kind(g, e.object)) {
                    MonsterRecord& r = g.memory.of(*kind);
                    r.hardest_hit = std::max(r.hardest_hit, e.amount);
                }
            }
            return;
        case EventKind::miss:
            if (e.object != g.player) return;
            if (const auto kind = seen_kind(g, e.subject)) ++g.memory.of(*kind).misses;
            return;
        case EventKind::kill:  // recorded as the dead are removed, after this: the kills come from Game::now.dying
            return;
        case EventKind::condition_gained:
            if (e.object == g.player && last_blow) add_once(g.memory.of(*last_blow).conditions, e.key);
            blow = last_blow;  // one blow may give more than one
            return;
        case EventKind::bolt:
        case EventKind::beam:
        case EventKind::blast:
        case EventKind::breath:
            if (e.key.empty()) return;
            if (const auto kind = seen_kind(g, e.subject)) add_once(g.memory.of(*kind).arts, e.key);
            return;
        case EventKind::missile:
        case EventKind::pick_up:
        case EventKind::door:
        case EventKind::condition_lost:
        case EventKind::floor_feeling:
        case EventKind::unknown_use:
        case EventKind::fireworks:
        case EventKind::magic_map:
            return;
    }
}

}  // namespace

void remember_seen_monsters(Game& g) {
    // A kill shows what the victim truly was (deaths_system reveals a shapeshifter's form): counted by its own row.
    for (const Dying& d : g.now.dying) {
        if (d.killer != g.player || d.victim == g.player || !g.world.valid(d.victim)) continue;
        const Identity* id = g.world.try_get<Identity>(d.victim);
        if (id != nullptr && id->category == Category::monster) ++g.memory.of(id->id).kills;
    }
    std::optional<StableId> blow;
    for (const TurnEvent& e : g.now.events) {
        if (e.seen) {
            remember(g, e, blow);
        } else {
            blow.reset();
        }
    }
}

}  // namespace yoord
