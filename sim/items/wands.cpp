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
#include "sim/items/pack.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/bolts.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/rules/polymorph.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/rules/trick_shots.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

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

}  // namespace

bool wand_harms(WandKind kind) noexcept {
    switch (kind) {
        case WandKind::striking:
        case WandKind::fire:
        case WandKind::cold:
        case WandKind::lightning:
        case WandKind::magic_missile:
        case WandKind::slow_monster:
        case WandKind::teleport_other:
        case WandKind::polymorph:
        case WandKind::cancellation:
        case WandKind::sleep:
        case WandKind::confusion:
        case WandKind::drain_life:
            return true;
        case WandKind::haste_monster:
        case WandKind::make_invisible:
        case WandKind::digging:
        case WandKind::nothing:
        case WandKind::charming:
            return false;
    }
    return true;
}

namespace {

Wording cause_of(const WandDef& def) { return Wording::of_row(def.id, def.name); }

// Elemental damage: nothing to a creature immune to the element.
void elemental(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim, Grant immunity,
               std::string_view key) {
    tell(g, victim, key);
    if (immunity.probe(g.world, victim)) {
        tell(g, victim, "harm.unharmed");
        return;
    }
    harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
}

void drain(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim) {
    if (has_effect<Undead>(g.world, victim)) {
        tell(g, victim, "wand.drain_undead");
        return;
    }
    tell(g, victim, "wand.drain");
    harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
}

bool dig(Game& g, Point from, Point toward, int range) {
    int dug = 0;
    FloorMap& map = g.floor.map;
    std::vector<Point> crossed;
    // What stopped the beam short of its range: the map's edge (bedrock) or a sealed room's wall (a red room's).
    std::string_view stopped;
    for (const Point p : straight_line(from, toward, range)) {
        const bool edge = p.x <= 0 || p.y <= 0 || p.x >= map.width() - 1 || p.y >= map.height() - 1;
        if (edge) {
            stopped = "wand.dig_edge";
            break;
        }
        if (map.sealed(p)) {
            stopped = "wand.dig_sealed";
            break;
        }
        crossed.push_back(p);
        if (map.diggable(p)) {
            map.tiles.at(p) = Tile::corridor;  // a diff against the seed's layout: the save keeps it
            ++dug;
        }
    }
    g.paths.forget_distances();  // the map changed: the shared distance maps are stale
    say(g, dug > 0 ? "wand.dig" : "wand.dig_nothing");
    if (!stopped.empty()) say(g, stopped);
    record_shape(g, EventKind::beam, ecs::null_entity, std::move(crossed), "digging", zap_colour(WandKind::digging));
    return dug > 0;
}

// Whether the player saw any of `victims` when the zap reached them: what shows a wand's kind.
bool any_seen(Game& g, const std::vector<ecs::Entity>& victims) {
    return std::any_of(victims.begin(), victims.end(), [&](ecs::Entity v) { return v == g.player || player_sees(g, v); });
}

// A cancellation zap also cancels the items lying on its way, up to where it stops (sim/items/pack.hpp cancel_item).
// Returns whether the player saw any of them lose its magic.
bool cancel_items_on(Game& g, const std::vector<Point>& path, bool stop_at_first) {
    bool seen = false;
    for (const Point p : path) {
        const std::span<const ecs::Entity> here = g.places.at(p);
        const std::vector<ecs::Entity> items(here.begin(), here.end());  // cancelling moves nothing, but be safe
        for (const ecs::Entity e : items) {
            if (!g.world.has<Item>(e) || !cancel_item(g, e) || !g.view.visible.at(p)) continue;
            say(g, "wand.item_cancelled", {.args = {{"item", item_name(g, e)}}});
            seen = true;
        }
        if (stop_at_first && creature_at(g, p) != ecs::null_entity) break;
    }
    return seen;
}

BoltShape shape_of(WandShape shape) {
    switch (shape) {
        case WandShape::bolt:
            return BoltShape::bolt;
        case WandShape::beam:
            return BoltShape::beam;
        case WandShape::blast:
            return BoltShape::blast;
    }
    return BoltShape::bolt;
}

// Strikes everyone `reach` caught with the wand (the one bolt shape, sim/rules/bolts.hpp). Returns whether the
// player saw any of them.
bool release(Game& g, const WandDef& def, ecs::Entity zapper, const BoltReach& reach) {
    const bool seen = any_seen(g, reach.caught);
    release_bolt(g, zapper, reach, BoltLook{def.id, zap_colour(def.kind)},
                 [&](ecs::Entity victim) { wand_strikes(g, def, zapper, victim); });
    return seen;
}

// Returns whether the player saw what the zap did.
bool travel(Game& g, const WandDef& def, ecs::Entity zapper, Point from, Point aim) {
    const BoltReach reach = trace_bolt(g, shape_of(def.shape), zapper, from, aim, def.range, def.radius);
    const bool items_seen =
        def.kind == WandKind::cancellation && cancel_items_on(g, reach.path, def.shape != WandShape::beam);
    if (reach.caught.empty() && !items_seen) {
        switch (def.shape) {
            case WandShape::bolt:
                tell_you(g, zapper, "wand.bolt_fades");
                break;
            case WandShape::beam:
                tell_you(g, zapper, "wand.beam_touches_no_one");
                break;
            case WandShape::blast:
                break;
        }
    }
    if (def.shape == WandShape::blast && reach.caught.empty()) say(g, "wand.burst_catches_no_one");
    const bool seen = release(g, def, zapper, reach) || items_seen;
    if (reach.shape == BoltShape::blast) (void)trick_shot(g, zapper, reach.burst, TrickBy::blast, def.id);
    return seen;
}

}  // namespace

void wand_strikes(Game& g, const WandDef& def, ecs::Entity source, ecs::Entity victim) {
    if (!g.world.valid(victim) || g.world.get<Health>(victim).hp <= 0) return;
    switch (def.kind) {
        case WandKind::striking:
            tell(g, victim, "wand.striking");
            harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
            return;
        case WandKind::magic_missile:
            tell(g, victim, "wand.magic_missile");
            harm(g, victim, def.damage.roll(g.rng), source, cause_of(def));
            return;
        case WandKind::fire:
            elemental(g, def, source, victim, Grant::of<FireImmune>(), "wand.fire");
            return;
        case WandKind::cold:
            elemental(g, def, source, victim, Grant::of<ColdImmune>(), "wand.cold");
            return;
        case WandKind::lightning:
            elemental(g, def, source, victim, Grant::of<ShockImmune>(), "wand.lightning");
            return;
        case WandKind::slow_monster:
            (void)slow(g, victim, roll_held_turns(g, def.turns));
            return;
        case WandKind::haste_monster:
            (void)haste(g, victim, roll_held_turns(g, def.turns));
            return;
        case WandKind::teleport_other:
            tell(g, victim, "wand.teleport_other");
            (void)teleport(g, victim);
            return;
        case WandKind::polymorph:
            (void)polymorph(g, victim, source);
            return;
        case WandKind::cancellation:
            cancel(g, victim);
            tell(g, victim, "wand.cancellation");
            return;
        case WandKind::sleep:
            (void)put_to_sleep(g, victim, roll_held_turns(g, def.turns));
            return;
        case WandKind::confusion:
            (void)confuse(g, victim, roll_held_turns(g, def.turns));
            return;
        case WandKind::make_invisible:
            Grant::of<Invisible>().attach(g.world, victim);
            tell(g, victim, "wand.vanish");
            return;
        case WandKind::drain_life:
            drain(g, def, source, victim);
            return;
        case WandKind::charming:
            (void)charm(g, source, victim);
            return;
        case WandKind::digging:
        case WandKind::nothing:
            tell(g, victim, "wand.nothing_happens");
            return;
    }
}

bool wand_burst(Game& g, const WandDef& def, ecs::Entity source, Point at, int radius) {
    if (def.kind == WandKind::digging) {
        bool dug = false;
        for (const Point d : kNeighbours8) dug = dig(g, at, at + d, radius) || dug;
        return dug;
    }
    const BoltReach reach = trace_burst(g, source, at, radius);
    if (reach.caught.empty()) say(g, "wand.burst_catches_no_one");
    return release(g, def, source, reach);
}

void recharge(Game& g, ecs::Entity wand) {
    if (Charges* c = g.world.try_get<Charges>(wand)) c->left += kRechargeAmount;
}

ActionResult zap_wand(Game& g, ecs::Entity zapper, ecs::Entity wand, Point target) {
    const Point from = g.world.get<Position>(zapper).cell;
    if (target == from) return ActionResult::failure(sentence(g, "refuse.wand_at_self"));
    const WandDef& def = g.content->wands[g.world.get<Identity>(wand).row];
    Charges& charges = g.world.get<Charges>(wand);
    identify(g, wand);
    break_conduct(g, zapper, Conduct::wands);  // waving an empty wand is still zapping it
    if (charges.left <= 0) {
        tell(g, zapper, "wand.empty", {.args = {{"wand", zapper == g.player ? kind_name(g, wand) : sentence(g, "wand.a_wand")}}});
        return ActionResult::success();
    }
    --charges.left;
    tell(g, zapper, "wand.zap", {.args = {{"wand", zapper == g.player ? kind_name(g, wand) : sentence(g, "wand.a_wand")}}});
    const RowRef row{Category::wand, g.world.get<Identity>(wand).row};
    const Point aim = aim_point(g, zapper, target);
    const bool seen = def.kind == WandKind::digging ? dig(g, from, aim, def.range) : travel(g, def, zapper, from, aim);
    // A wand of nothing shows nothing; any other kind shows itself on what the player saw it touch.
    if (zapper == g.player) learn_from_use(g, row, seen && def.kind != WandKind::nothing, false);
    return ActionResult::success();
}

}  // namespace yoord
