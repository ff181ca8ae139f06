#include "sim/rules/traps.hpp"

#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/grant.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"
#include "sim/run/floors.hpp"

namespace yoord {

namespace {

ecs::Entity trap_at(const Game& g, Point cell) {
    if (g.places.only_creatures_at(cell)) return ecs::null_entity;  // a trap has no Health: it is no creature
    for (const ecs::Entity e : g.places.at(cell)) {
        if (g.world.has<Trap>(e)) return e;
    }
    return ecs::null_entity;
}

const TrapDef& def_of(const Game& g, ecs::Entity trap) { return g.content->traps[g.world.get<Identity>(trap).row]; }

std::string trap_name(const Game& g, ecs::Entity trap) { return row_name(def_of(g, trap)); }

int scaled_damage(Game& g, const TrapDef& def) { return def.damage.roll(g.rng) + def.damage_per_depth * g.depth(); }

void hurt(Game& g, ecs::Entity victim, const TrapDef& def) {
    harm(g, victim, scaled_damage(g, def), ecs::null_entity, Wording::of_row(def.id, def.name));
}

// A monster that falls through is gone from this floor, with everything it carries (floors are not kept).
void monster_falls(Game& g, ecs::Entity victim) {
    if (!down_path_open(*g.content, g.descent)) return;
    if (victim != g.player) tell(g, victim, "trap.monster_falls");
    for (const ecs::Entity item : carried_items(g, victim)) {
        (void)move_to(g.world, g.places, item, Place::nowhere());
        g.world.destroy(item);
    }
    (void)move_to(g.world, g.places, victim, Place::nowhere());
    g.world.destroy(victim);
}

void fall_through(Game& g, ecs::Entity victim) {
    if (victim != g.player) {
        monster_falls(g, victim);
        return;
    }
    if (!down_path_open(*g.content, g.descent)) {
        say(g, "trap.trapdoor_over_rock");
        return;
    }
    say(g, "trap.trapdoor_opens");
    ask_floor_change(g, {FloorChange::trapdoor, LeaveBy::trapdoor});
}

// What the trap does, by kind.
void go_off(Game& g, ecs::Entity victim, const TrapDef& def) {
    switch (def.kind) {
        case TrapKind::trapdoor:
            fall_through(g, victim);
            return;
        case TrapKind::bear_trap:
            tell(g, victim, "trap.bear_trap");
            hurt(g, victim, def);
            if (!has_effect<Swims>(g.world, victim)) (void)snare(g, victim, def.snare_turns);
            return;
        case TrapKind::sleeping_gas:
            tell(g, victim, "trap.sleeping_gas");
            (void)put_to_sleep(g, victim, def.turns.roll(g.rng));
            return;
        case TrapKind::teleport:
            tell(g, victim, "trap.teleport");
            (void)teleport(g, victim);
            return;
        case TrapKind::arrow:
        case TrapKind::dart:
            if (g.rng.percent(kTrapMissPercent)) {
                tell(g, victim, def.kind == TrapKind::arrow ? "trap.arrow_misses" : "trap.dart_misses");
                return;
            }
            tell(g, victim, def.kind == TrapKind::arrow ? "trap.arrow_hits" : "trap.dart_hits");
            hurt(g, victim, def);
            if (def.kind == TrapKind::dart) (void)poison(g, victim, def.turns.roll(g.rng));
            return;
        case TrapKind::fire:
            tell(g, victim, "trap.fire");
            if (has_effect<FireImmune>(g.world, victim)) {
                tell(g, victim, "trap.fire_resisted");
                return;
            }
            hurt(g, victim, def);
            return;
        case TrapKind::rust:
            tell(g, victim, "trap.rust");
            (void)corrode_armour(g, victim);
            return;
    }
}

}  // namespace

bool spring_trap_underfoot(Game& g, ecs::Entity victim) {
    const Position* pos = g.world.try_get<Position>(victim);
    if (pos == nullptr) return false;
    const ecs::Entity trap = trap_at(g, pos->cell);
    if (trap == ecs::null_entity) return false;
    if (has_effect<Flies>(g.world, victim) || has_effect<Levitating>(g.world, victim)) {
        if (g.world.get<Trap>(trap).revealed) tell_you(g, victim, "trap.float_over", {.args = {{"trap", trap_name(g, trap)}}});
        return false;
    }
    // The player learns of a trap it sees go off; one sprung unseen stays hidden.
    if (victim == g.player || player_sees(g, victim)) reveal_trap(g, trap, false);
    const TrapDef& def = def_of(g, trap);
    tell(g, victim, "trap.step_on", {.args = {{"trap", with_article(row_name(def))}}});
    go_off(g, victim, def);
    return true;
}

bool set_off_trap(Game& g, ecs::Entity trap, ecs::Entity victim) {
    if (!alive(g, victim) || has_effect<Flies>(g.world, victim) || has_effect<Levitating>(g.world, victim)) return false;
    go_off(g, victim, def_of(g, trap));
    return true;
}

int reveal_traps_near(Game& g, Point at, int radius) {
    int found = 0;
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const Point cell = at + Point{dx, dy};
            if (!g.map().in_bounds(cell)) continue;
            const ecs::Entity trap = trap_at(g, cell);
            if (trap == ecs::null_entity || g.world.get<Trap>(trap).revealed) continue;
            reveal_trap(g, trap, true);
            ++found;
        }
    }
    return found;
}

int reveal_hidden_items_near(Game& g, Point at, int radius) {
    std::vector<ecs::Entity> found;
    for (const ecs::Entity e : g.world.view<Item, Position>(ecs::with<Hidden>)) {
        if (chebyshev(g.world.get<Position>(e).cell, at) <= radius) found.push_back(e);
    }
    for (const ecs::Entity e : found) {
        g.world.clear<Hidden>(e);
        say(g, "item.found_hidden", {.args = {{"item", a_name_of(g, e)}}});
    }
    return static_cast<int>(found.size());
}

bool trap_revealed(const Game& g, ecs::Entity trap) {
    const Trap* t = g.world.try_get<Trap>(trap);
    return t != nullptr && t->revealed;
}

void reveal_trap(Game& g, ecs::Entity trap, bool announce) {
    Trap& t = g.world.get<Trap>(trap);
    if (t.revealed) return;
    t.revealed = true;
    if (announce) say(g, "trap.spot", {.args = {{"trap", with_article(trap_name(g, trap))}}});
}

}  // namespace yoord
