#include "render/game/map_source.hpp"

#include "render/game/tile_look.hpp"
#include "sim/world/components.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {
namespace {

Cell renderable_cell(const Renderable& r) {
    return Cell{static_cast<char32_t>(static_cast<unsigned char>(r.glyph)), glyph_colour(r.colour)};
}

// A creature's state at a glance: a tint behind its glyph, and an attribute for those who cannot tell the tints
// apart (and for terminals without colour). The first that holds wins: paralysed, held, asleep, confused.
struct StatusLook {
    Colour tint;
    Attr cue;
};
std::optional<StatusLook> status_look(const Game& g, ecs::Entity c) {
    if (has_effect<Paralysed>(g.world, c)) return StatusLook{kParalysedTint, Attr::reverse};
    if (has_effect<Snared>(g.world, c)) return StatusLook{kHeldTint, Attr::underline};
    if (has_effect<Asleep>(g.world, c)) return StatusLook{kAsleepTint, Attr::dim};
    if (has_effect<Confused>(g.world, c)) return StatusLook{kConfusedTint, Attr::bold};
    return std::nullopt;
}

// A creature as the map draws it: its glyph, tinted by its state; the companion bold and underlined, so it
// stands out from a monster of the same row with colour or without.
Cell creature_cell(const Game& g, ecs::Entity c, const Renderable& r) {
    Cell cell = renderable_cell(r);
    if (c != g.player) {
        if (const auto status = status_look(g, c)) {
            cell.bg = status->tint;
            cell.attrs = cell.attrs | status->cue;
        }
    }
    if (g.world.has<Companion>(c)) cell.attrs = cell.attrs | Attr::bold | Attr::underline;
    return cell;
}

// The thing drawn on a visible cell, in order: a creature the player sees, the top item, a revealed trap.
std::optional<Cell> thing_on(Game& g, Point p) {
    if (p == player_cell(g)) return renderable_cell(g.world.get<Renderable>(g.player));
    if (const ecs::Entity c = creature_at(g, p); c != ecs::null_entity && (c == g.player || player_sees(g, c))) {
        if (const std::optional<RowRef> looks = disguise_of(g, c)) return renderable_cell(disguise_look(g, *looks));  // a mimic
        if (const Renderable* r = g.world.try_get<Renderable>(c)) return creature_cell(g, c, *r);
    }
    if (const ecs::Entity item = top_item_at(g, p); item != ecs::null_entity) {
        if (const Renderable* r = g.world.try_get<Renderable>(item)) return renderable_cell(*r);
    }
    for (const ecs::Entity e : g.places.at(p)) {
        const Trap* t = g.world.try_get<Trap>(e);
        const Renderable* r = g.world.try_get<Renderable>(e);
        if (t != nullptr && t->revealed && r != nullptr) return renderable_cell(*r);
    }
    return std::nullopt;
}

}  // namespace

Colour glyph_colour(ColourName name) noexcept {
    return colour_from_name(enum_name(name)).value_or(colours::white);
}

Size GameMapSource::map_size() const { return {game_->map().width(), game_->map().height()}; }

void GameMapSource::remember_creatures() const {
    Game& g = *game_;
    const Point me = player_cell(g);
    const std::uint64_t now = (std::uint64_t{g.turn} << 32) ^ (static_cast<std::uint64_t>(me.y) << 16) ^
                              static_cast<std::uint64_t>(me.x);
    const bool new_visit = seen_floor_ != g.descent.floor_changes || last_seen_.width() != g.map().width() ||
                           last_seen_.height() != g.map().height();
    if (!new_visit && seen_at_ == now) return;
    if (new_visit) {
        last_seen_.reset(g.map().width(), g.map().height(), 0);
        where_seen_.clear();
    }
    seen_floor_ = g.descent.floor_changes;
    seen_at_ = now;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) {
            const Point p{x, y};
            if (!g.view.visible.at(p)) continue;
            const ecs::Entity c = creature_at(g, p);
            const std::optional<RowRef> looks = c != ecs::null_entity ? disguise_of(g, c) : std::nullopt;
            const Renderable disguise = looks ? disguise_look(g, *looks) : Renderable{};  // a mimic is remembered as its item
            const Renderable* r = c != ecs::null_entity && c != g.player && player_sees(g, c)
                                      ? (looks ? &disguise : g.world.try_get<Renderable>(c))
                                      : nullptr;
            last_seen_.at(p) = r != nullptr ? renderable_cell(*r).glyph : 0;
            if (r == nullptr) continue;
            // Seen here now: wherever it was remembered before is stale.
            const auto [it, fresh] = where_seen_.try_emplace(g.world.uid(c).value, p);
            if (!fresh && it->second != p && !g.view.visible.at(it->second)) last_seen_.at(it->second) = 0;
            it->second = p;
        }
    }
}

Cell GameMapSource::cell_at(MapPoint mp) const {
    Game& g = *game_;
    const Point p{mp.x, mp.y};
    if (!g.view.remembered.at(p)) return Cell{};
    remember_creatures();
    const TileLook look = tile_look(g.map().at(p));
    if (!g.view.visible.at(p)) return Cell{remembered_glyph(p, look.glyph), kRememberedColour};
    if (const std::optional<Cell> thing = thing_on(g, p)) return *thing;
    return Cell{look.glyph, look.colour};
}

// Out of view, in order: the creature last seen there, the item last seen there, a trap the player knows of,
// the terrain.
char32_t GameMapSource::remembered_glyph(Point p, char32_t terrain) const {
    const Game& g = *game_;
    if (const char32_t creature = last_seen_.at(p); creature != 0) return creature;
    if (const SeenItem seen = remembered_item(g, p); seen.item != ecs::null_entity) return renderable_cell(seen.look).glyph;
    if (const ecs::Entity trap = known_trap_at(g, p); trap != ecs::null_entity) {
        if (const Renderable* r = g.world.try_get<Renderable>(trap)) return renderable_cell(*r).glyph;
    }
    return terrain;
}

MapPoint GameMapSource::focus() const {
    if (cursor_) return *cursor_;
    const Point p = player_cell(*game_);
    return {p.x, p.y};
}

}  // namespace yoord
