#include "render/game/blood.hpp"

#include "render/game/tile_look.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {

namespace {

constexpr std::uint32_t kSpatterOdds = 2;  // one blow in this many spatters a cell further
constexpr Colour kFreshBlood = colours::red;

int sign(int v) { return (v > 0) - (v < 0); }

// Whether the creature struck by `e` bleeds: the undead do not. A creature already gone (the killing blow) bled.
bool bleeds(const Game& g, ecs::Entity struck) {
    return !g.world.valid(struck) || !has_effect<Undead>(g.world, struck);
}

}  // namespace

BloodLayer::BloodLayer(const MapSource& source, std::uint64_t cosmetic_seed)
    : source_(&source), cosmetic_(cosmetic_seed) {}

void BloodLayer::stain(Point p, const Game& g) {
    if (!stains_.in_bounds(p) || stains_.at(p) != 0) return;
    const Tile ground = g.map().at(p);
    if (ground != Tile::floor && ground != Tile::corridor) return;  // a wall, a door, a stair, water: no stain
    stains_.at(p) = 1;
    stained_.push_back(Stain{p, tile_look(ground).glyph});
}

void BloodLayer::bleed(std::span<const TurnEvent> events, const Game& g) {
    if (floor_ != g.descent.floor_changes || stains_.width() != g.map().width() ||
        stains_.height() != g.map().height()) {
        floor_ = g.descent.floor_changes;
        stains_.reset(g.map().width(), g.map().height(), 0);
        stained_.clear();
    }
    for (const TurnEvent& e : events) {
        if (e.kind != EventKind::hit || !e.seen || e.amount <= 0 || e.cells.empty() || !bleeds(g, e.object)) continue;
        const Point at = e.cells.front();
        stain(at, g);
        const Position* from = g.world.valid(e.subject) ? g.world.try_get<Position>(e.subject) : nullptr;
        if (from == nullptr || cosmetic_.below(kSpatterOdds) != 0) continue;
        stain(Point{at.x + sign(at.x - from->cell.x), at.y + sign(at.y - from->cell.y)}, g);
    }
}

bool BloodLayer::stained(Point p) const { return stains_.in_bounds(p) && stains_.at(p) != 0; }

void BloodLayer::draw(const MapCanvas& canvas) const {
    for (const Stain& s : stained_) {
        const MapPoint at{s.at.x, s.at.y};
        if (!canvas.in_view(at)) continue;
        Cell shown = source_->cell_at(at);
        if (shown.glyph != s.ground) continue;  // something stands on it, or it was never seen
        const bool remembered = shown.fg == kRememberedColour;
        shown.fg = kFreshBlood;
        if (remembered) shown.attrs = Attr::dim;
        canvas.put(at, shown);
    }
}

}  // namespace yoord
