#include "sim/run/events.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace yoord {

namespace {

bool player_saw(const Game& g, const TurnEvent& e) {
    if (e.subject == g.player || e.object == g.player) return true;
    return std::any_of(e.cells.begin(), e.cells.end(),
                       [&](Point p) { return g.view.visible.in_bounds(p) && g.view.visible.at(p); });
}

// Where `e` stands, or the origin when it is gone or off the map (an event may outlive its subject).
Point cell_if_any(const Game& g, ecs::Entity e) {
    const Position* pos = g.world.valid(e) ? g.world.try_get<Position>(e) : nullptr;
    return pos != nullptr ? pos->cell : Point{};
}

// The creature's look, for a reader that draws it after the entity is gone.
void look_of(const Game& g, ecs::Entity e, TurnEvent& event) {
    const Renderable* r = g.world.valid(e) ? g.world.try_get<Renderable>(e) : nullptr;
    if (r == nullptr) return;
    event.glyph = r->glyph;
    event.colour = r->colour;
}

}  // namespace

TurnEvent make_event(EventKind kind, ecs::Entity subject, ecs::Entity object, EventCells cells, int amount) {
    TurnEvent e;
    e.kind = kind;
    e.subject = subject;
    e.object = object;
    e.cells = std::move(cells);
    e.amount = amount;
    return e;
}

void record(Game& g, TurnEvent event) {
    event.seen = player_saw(g, event);
    g.now.events.push_back(std::move(event));
}

void record_blow(Game& g, ecs::Entity attacker, ecs::Entity target, int damage) {
    const EventKind kind = damage > 0 ? EventKind::hit : EventKind::miss;
    TurnEvent e = make_event(kind, attacker, target, {cell_if_any(g, target)}, damage);
    look_of(g, target, e);
    record(g, std::move(e));
}

void record_kill(Game& g, ecs::Entity killer, ecs::Entity victim) {
    TurnEvent e = make_event(EventKind::kill, killer, victim, {cell_if_any(g, victim)});
    look_of(g, victim, e);
    record(g, std::move(e));
}

void record_condition(Game& g, EventKind kind, ecs::Entity creature, std::string_view effect_id) {
    TurnEvent e = make_event(kind, ecs::null_entity, creature);
    if (const Position* pos = g.world.try_get<Position>(creature)) e.cells.push_back(pos->cell);
    e.key = std::string(effect_id);
    record(g, std::move(e));
}

void record_shape(Game& g, EventKind kind, ecs::Entity subject, std::vector<Point> cells, std::string key,
                  ColourName colour) {
    TurnEvent e = make_event(kind, subject, ecs::null_entity, std::move(cells));
    e.key = std::move(key);
    e.colour = colour;
    record(g, std::move(e));
}

std::vector<Point> bolt_cells(const Game& g, const std::vector<Point>& path) {
    std::vector<Point> out;
    for (const Point p : path) {
        out.push_back(p);
        if (creature_at(g, p) != ecs::null_entity) break;
    }
    return out;
}

std::vector<Point> path_to(const std::vector<Point>& path, Point end) {
    const auto it = std::find(path.begin(), path.end(), end);
    return {path.begin(), it == path.end() ? it : it + 1};
}

std::vector<Point> blast_cells(const FloorMap& map, Point centre, int radius) {
    std::vector<Point> out;
    for (int ring = 0; ring <= std::max(0, radius); ++ring) {
        for (int dy = -ring; dy <= ring; ++dy) {
            for (int dx = -ring; dx <= ring; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != ring) continue;
                const Point p{centre.x + dx, centre.y + dy};
                if (map.open(p)) out.push_back(p);  // over deep water too: a flyer there is caught
            }
        }
    }
    return out;
}

}  // namespace yoord
