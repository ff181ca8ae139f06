#pragma once
// Recording turn events (sim/state/turn_events.hpp). The rules call record() as their own statement beside the
// sentence they log, at the one place each thing is decided. Recording reads the world (the player's view, a
// creature's glyph) but never writes it and never draws from a random stream: a game plays the same whether
// anyone reads its events or not.

#include <string_view>
#include <vector>

#include "sim/state/game.hpp"

namespace yoord {

// An event of `kind` with its common fields (the rest left empty, for the caller to fill).
[[nodiscard]] TurnEvent make_event(EventKind kind, ecs::Entity subject, ecs::Entity object = ecs::null_entity,
                                   EventCells cells = {}, int amount = 0);

// Appends `event` to the turn's list, with `seen` decided here: the player took part, or saw one of its cells.
void record(Game& game, TurnEvent event);

// Shorthands for the common shapes.
// A blow at `target`'s cell: kind hit (amount = damage: harm() records every hurt, a wand's and poison's too)
// or miss (damage 0: land_blow records it); glyph and colour are the target's.
void record_blow(Game& game, ecs::Entity attacker, ecs::Entity target, int damage);
// A creature falls at its cell; the event keeps its glyph and colour, since the entity is about to go.
void record_kill(Game& game, ecs::Entity killer, ecs::Entity victim);
// `creature` gained or lost the condition `effect_id`, at its cell.
void record_condition(Game& game, EventKind kind, ecs::Entity creature, std::string_view effect_id);
// Something flew or spread over `cells` (bolt, beam, blast, breath, missile); `key` is the row id that did it.
void record_shape(Game& game, EventKind kind, ecs::Entity subject, std::vector<Point> cells, std::string key,
                  ColourName colour);

// The cells a bolt crosses: `path` up to and including the first creature on it, or all of it.
[[nodiscard]] std::vector<Point> bolt_cells(const Game& game, const std::vector<Point>& path);
// `path` up to and including `end` (all of it when `end` is not on it).
[[nodiscard]] std::vector<Point> path_to(const std::vector<Point>& path, Point end);

// The cells within `radius` (Chebyshev) of `centre` one could stand on, centre first, then ring by ring.
[[nodiscard]] std::vector<Point> blast_cells(const FloorMap& map, Point centre, int radius);

}  // namespace yoord
