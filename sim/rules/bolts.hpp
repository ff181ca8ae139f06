#pragma once
// The one shape of every zap, spell and breath: a bolt stops at the first creature on its line, a beam goes
// through every creature on its line, a blast flies to the aimed cell (or the first creature before it) and bursts
// there over a radius. Wands, spells, breath and thrown wands all trace and release here, so each victim's
// on_targeted abilities answer exactly once per shape, whatever made it.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sim/state/game.hpp"

namespace yoord {

enum class BoltShape : std::uint8_t { bolt, beam, blast };

// What a shape reaches, traced before anything happens (no random draw, no event).
struct BoltReach {
    BoltShape shape = BoltShape::bolt;
    std::vector<Point> path;          // flight_path from the source toward the aim, `range` cells
    Point burst;                      // blast: where it bursts; else the last cell of the path (or the source)
    int radius = 0;                   // blast: the burst's radius
    std::vector<ecs::Entity> caught;  // the creatures it strikes, in order: path order, or Uid order for a blast
};

// Traces `shape` from `source` at `from` toward `aim` (already through aim_point). A blast's burst catches every
// creature within `radius` of its centre but `source`.
[[nodiscard]] BoltReach trace_bolt(const Game& game, BoltShape shape, ecs::Entity source, Point from, Point aim,
                                   int range, int radius);

// A burst alone, centred on `at` (a thrown wand's landing): every creature within `radius` but `source`.
[[nodiscard]] BoltReach trace_burst(const Game& game, ecs::Entity source, Point at, int radius);

// How a shape is drawn: the row id that made it and its colour; a breath's flight is drawn as a breath.
struct BoltLook {
    std::string key;
    ColourName colour = ColourName::white;
    bool breath = false;
};

// Records the shape's turn events, then strikes each creature caught, in order: a victim still alive has its
// on_targeted abilities answer (once), and then, if it is still alive, `strike(victim)` does what the wand, spell
// or breath does to it. `strike` never fires on_targeted itself.
void release_bolt(Game& game, ecs::Entity source, const BoltReach& reach, const BoltLook& look,
                  const std::function<void(ecs::Entity)>& strike);

}  // namespace yoord
