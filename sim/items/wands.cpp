#include "sim/items/wands.hpp"

#include <algorithm>
#include <span>

#include "sim/rules/abilities.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/events.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/identify.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/places/pack.hpp"
#include "sim/places/spawn.hpp"
#include "sim/actions/throwing.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

// The colour a zap is drawn in (turn events carry it to the screen): its element's, or a plain magic glow.
ColourName zap_colour(WandKind kind) {
    switch (kind) {
        case WandKind::fire: return ColourName::bright_red;
        case WandKind::cold: return ColourName::bright_cyan;
        case WandKind::lightning: return ColourName::bright_yellow;
        case WandKind::drain_life: return ColourName::purple;
        case WandKind::digging: return ColourName::brown;
        case WandKind::striking:
        case WandKind::magic_missile:
        case WandKind::slow_monster:
        case WandKind::haste_monster:
        case WandKind::teleport_other:
        case WandKind::polymorph:
        case WandKind::cancellation:
        case WandKind::sleep:
        case WandKind::confusion:
        case WandKind::make_invisible:
        case WandKind::nothing:
        case WandKind::charming:
            return ColourName::bright_magenta;
    }
    return ColourName::bright_magenta;
}

int turns_of(Game& g, const WandDef& def) { return std::max(1, def.turns.roll(g.rng)); }

std::string cause_of(const WandDef& def) { return with_article(def.name); }

// Elemental damage: nothing to a creature immune to the element.
void elemental(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim, Grant immunity,
               std::string_view you, std::string_view they) {
    tell(g, victim, you, they);
    if (immunity.probe(g.world, victim)) {
        tell(g, victim, "You are unharmed.", "%s is unharmed.");
        return;
    }
    harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
}

void drain(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim) {
    if (has_effect<Undead>(g.world, victim)) {
        tell(g, victim, "You feel a chill, and nothing more.", "%s has no life to drain.");
        return;
    }
    tell(g, victim, "You feel your life wither!", "%s withers.");
    harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
}

// Replaces a monster by a fresh one of a random row; what it carried falls where it stood.
void polymorph(Game& g, ecs::Entity victim) {
    if (victim == g.player) {
        g.log.add("You feel a shudder run through your body, but you stay yourself.");
        return;
    }
    const auto row = random_monster_row(g);
    const Position* pos = g.world.try_get<Position>(victim);
    if (!row || pos == nullptr) return;
    const Point cell = pos->cell;
    const std::string before = subject_of(g, victim);
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_row(ctx, *row, Place::nowhere());
    if (!made) return;
    for (const ecs::Entity item : carried_items(g, victim)) (void)move_to(g.world, g.places, item, Place::at(cell));
    (void)move_to(g.world, g.places, victim, Place::nowhere());
    g.world.destroy(victim);
    (void)move_to(g.world, g.places, made.entity, Place::at(cell));
    g.log.add(before + " turns into " + a_name_of(g, made.entity) + "!");
}

bool dig(Game& g, Point from, Point toward, int range) {
    int dug = 0;
    FloorMap& map = g.floor.map;
    std::vector<Point> crossed;
    for (const Point p : straight_line(from, toward, range)) {
        const bool edge = p.x <= 0 || p.y <= 0 || p.x >= map.width() - 1 || p.y >= map.height() - 1;
        if (edge) break;
        crossed.push_back(p);
        const Tile t = map.tiles.at(p);
        if (t == Tile::wall || t == Tile::rock) {
            map.tiles.at(p) = Tile::corridor;
            ++dug;
        }
    }
    g.paths.distance_turn = UINT32_MAX;  // the map changed: the shared distance map is stale
    g.log.add(dug > 0 ? "The rock crumbles before the wand." : "The wand's beam finds nothing to dig.");
    record_shape(g, EventKind::beam, ecs::null_entity, std::move(crossed), "digging", zap_colour(WandKind::digging));
    return dug > 0;
}

// Whether the player saw any of `victims` when the zap reached them: what shows a wand's kind.
bool any_seen(Game& g, const std::vector<ecs::Entity>& victims) {
    return std::any_of(victims.begin(), victims.end(), [&](ecs::Entity v) { return v == g.player || player_sees(g, v); });
}

// The creatures a zap touches, in the order it reaches them.
std::vector<ecs::Entity> touched(Game& g, const std::vector<Point>& path, bool stop_at_first) {
    std::vector<ecs::Entity> out;
    for (const Point p : path) {
        const ecs::Entity c = creature_at(g, p);
        if (c == ecs::null_entity) continue;
        out.push_back(c);
        if (stop_at_first) break;
    }
    return out;
}

void strike_each(Game& g, const WandDef& def, ecs::Entity zapper, const std::vector<ecs::Entity>& victims) {
    for (const ecs::Entity v : victims) {
        if (!g.world.valid(v)) continue;
        fire_on_targeted(g, v, zapper);
        wand_strikes(g, def, zapper, v);
    }
}

// A cancellation zap also cancels the items lying on its way, up to where it stops (sim/places/pack.hpp cancel_item).
// Returns whether the player saw any of them lose its magic.
bool cancel_items_on(Game& g, const std::vector<Point>& path, bool stop_at_first) {
    bool seen = false;
    for (const Point p : path) {
        const std::span<const ecs::Entity> here = g.places.at(p);
        const std::vector<ecs::Entity> items(here.begin(), here.end());  // cancelling moves nothing, but be safe
        for (const ecs::Entity e : items) {
            if (!g.world.has<Item>(e) || !cancel_item(g, e) || !g.view.visible.at(p)) continue;
            g.log.add("The " + item_name(g, e) + " shudders and goes dull.");
            seen = true;
        }
        if (stop_at_first && creature_at(g, p) != ecs::null_entity) break;
    }
    return seen;
}

// Returns whether the player saw what the zap did.
bool travel(Game& g, const WandDef& def, ecs::Entity zapper, Point from, Point aim) {
    const std::vector<Point> path = flight_path(g.map(), from, aim, def.range);
    const bool items_seen =
        def.kind == WandKind::cancellation && cancel_items_on(g, path, def.shape != WandShape::beam);
    switch (def.shape) {
        case WandShape::bolt: {
            const auto victims = touched(g, path, true);
            record_shape(g, EventKind::bolt, zapper, bolt_cells(g, path), def.id, zap_colour(def.kind));
            if (victims.empty() && !items_seen) tell(g, zapper, "The bolt flies off and fades.", "");
            const bool seen = any_seen(g, victims);
            strike_each(g, def, zapper, victims);
            return seen || items_seen;
        }
        case WandShape::beam: {
            const auto victims = touched(g, path, false);
            record_shape(g, EventKind::beam, zapper, path, def.id, zap_colour(def.kind));
            if (victims.empty() && !items_seen) tell(g, zapper, "The beam lights up the passage and touches no one.", "");
            const bool seen = any_seen(g, victims);
            strike_each(g, def, zapper, victims);
            return seen || items_seen;
        }
        case WandShape::blast: {
            Point at = path.empty() ? from : path.back();
            for (const Point p : path) {
                at = p;
                if (p == aim || creature_at(g, p) != ecs::null_entity) break;
            }
            record_shape(g, EventKind::bolt, zapper, path_to(path, at), def.id, zap_colour(def.kind));
            return wand_burst(g, def, zapper, at, def.radius) || items_seen;
        }
    }
    return false;
}

}  // namespace

void wand_strikes(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim) {
    if (!g.world.valid(victim) || g.world.get<Health>(victim).hp <= 0) return;
    switch (def.kind) {
        case WandKind::striking:
            tell(g, victim, "Something strikes you!", "Something strikes %s.");
            harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
            return;
        case WandKind::magic_missile:
            tell(g, victim, "The missile hits you!", "The missile hits %s.");
            harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
            return;
        case WandKind::fire:
            elemental(g, def, source, victim, Grant::of<FireImmune>(), "You are engulfed in flame!", "%s is engulfed in flame.");
            return;
        case WandKind::cold:
            elemental(g, def, source, victim, Grant::of<ColdImmune>(), "You are blasted by frost!", "%s is blasted by frost.");
            return;
        case WandKind::lightning:
            elemental(g, def, source, victim, Grant::of<ShockImmune>(), "Lightning jolts you!", "Lightning jolts %s.");
            return;
        case WandKind::slow_monster:
            (void)slow(g, victim, turns_of(g, def));
            return;
        case WandKind::haste_monster:
            (void)haste(g, victim, turns_of(g, def));
            return;
        case WandKind::teleport_other:
            tell(g, victim, "You are whisked away!", "%s vanishes!");
            (void)teleport(g, victim);
            return;
        case WandKind::polymorph:
            polymorph(g, victim);
            return;
        case WandKind::cancellation:
            cancel(g, victim);
            tell(g, victim, "You feel your magic drain away.", "%s shudders: its magic is gone.");
            return;
        case WandKind::sleep:
            (void)put_to_sleep(g, victim, turns_of(g, def));
            return;
        case WandKind::confusion:
            (void)confuse(g, victim, turns_of(g, def));
            return;
        case WandKind::make_invisible:
            Grant::of<Invisible>().attach(g.world, victim);
            tell(g, victim, "You fade from view for good.", "%s vanishes!");
            return;
        case WandKind::drain_life:
            drain(g, def, source, victim);
            return;
        case WandKind::charming:
            (void)charm(g, source, victim);
            return;
        case WandKind::digging:
        case WandKind::nothing:
            tell(g, victim, "Nothing happens to you.", "Nothing happens to %s.");
            return;
    }
}

bool wand_burst(Game& g, const WandDef& def, ecs::Entity source, Point at, int radius) {
    if (def.kind == WandKind::digging) {
        bool dug = false;
        for (const Point d : kNeighbours8) dug = dig(g, at, at + d, radius) || dug;
        return dug;
    }
    std::vector<std::pair<ecs::Uid, ecs::Entity>> caught;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (e != source && chebyshev(g.world.get<Position>(e).cell, at) <= radius) caught.emplace_back(g.world.uid(e), e);
    }
    std::sort(caught.begin(), caught.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    record_shape(g, EventKind::blast, source, blast_cells(g.map(), at, radius), def.id, zap_colour(def.kind));
    if (caught.empty()) g.log.add("The burst catches no one.");
    bool seen = false;
    for (const auto& [uid, e] : caught) {
        seen = seen || e == g.player || player_sees(g, e);
        fire_on_targeted(g, e, source);
        wand_strikes(g, def, source, e);
    }
    return seen;
}

void recharge(Game& g, ecs::Entity wand) {
    if (Charges* c = g.world.try_get<Charges>(wand)) c->left += kRechargeAmount;
}

ActionResult zap_wand(Game& g, ecs::Entity zapper, ecs::Entity wand, Point target) {
    const Point from = g.world.get<Position>(zapper).cell;
    if (target == from) return ActionResult::failure("You cannot aim a wand at yourself.");
    const WandDef& def = g.content->wands[g.world.get<Identity>(wand).row];
    Charges& charges = g.world.get<Charges>(wand);
    identify(g, wand);
    break_conduct(g, zapper, Conduct::wands);  // waving an empty wand is still zapping it
    if (charges.left <= 0) {
        tell(g, zapper, "You wave the " + kind_name(g, wand) + ", but nothing happens: it has no charges left.",
             "%s waves a wand, but nothing happens.");
        return ActionResult::success();
    }
    --charges.left;
    tell(g, zapper, "You zap the " + kind_name(g, wand) + ".", "%s zaps a wand.");
    const RowRef row{Category::wand, g.world.get<Identity>(wand).row};
    const Point aim = aim_point(g, zapper, target);
    const bool seen = def.kind == WandKind::digging ? dig(g, from, aim, def.range) : travel(g, def, zapper, from, aim);
    // A wand of nothing shows nothing; any other kind shows itself on what the player saw it touch.
    if (seen && def.kind != WandKind::nothing && zapper == g.player) learn_from_use(g, row, false);
    return ActionResult::success();
}

}  // namespace yoord
