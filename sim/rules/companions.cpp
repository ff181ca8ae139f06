#include "sim/rules/companions.hpp"

#include <cctype>

#include "sim/places/spawn.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

bool carries_all(const Game& g, ecs::Entity e, const std::vector<EffectRef>& effects) {
    for (const EffectRef& ref : effects) {
        if (!has_effect(g.world, e, ref.bit)) return false;
    }
    return true;
}

bool carries_any(const Game& g, ecs::Entity e, const std::vector<EffectRef>& effects) {
    for (const EffectRef& ref : effects) {
        if (has_effect(g.world, e, ref.bit)) return true;
    }
    return false;
}

// The old companion goes its own way: off the player's side, peaceful, no longer following.
void dismiss(Game& g, ecs::Entity old) {
    g.world.clear<Companion>(old);
    g.world.get<Allegiance>(old).side = Side::peaceful;
    say(g, "companion.leaves", {.subject = old});
}

// `creature` joins `leader`'s side as its one companion; the one it had leaves.
void join(Game& g, ecs::Entity leader, ecs::Entity creature) {
    if (const ecs::Entity old = companion(g); old != ecs::null_entity && old != creature) dismiss(g, old);
    g.world.get<Allegiance>(creature).side = side_of(g, leader);
    g.world.set<Companion>(creature);
    g.paths.forget_sides();
}

// Whether `creature` can be won by `leader` at all: a living creature, not the leader, not already its companion.
bool winnable(const Game& g, ecs::Entity leader, ecs::Entity creature) {
    return leads_side(g, leader) && creature != leader && alive(g, creature) && g.world.has<Allegiance>(creature) &&
           g.world.has<Mind>(creature) && !g.world.has<Companion>(creature);
}

}  // namespace

ecs::Entity companion(const Game& g) {
    for (const ecs::Entity e : g.world.view<Allegiance, Position>(ecs::with<Companion>)) return e;
    return ecs::null_entity;
}

bool treat_suits(const Game& g, const TreatDef& def, ecs::Entity creature) {
    return carries_all(g, creature, def.wants) && !carries_any(g, creature, def.shuns);
}

bool offer_treat(Game& g, ecs::Entity thrower, ecs::Entity treat, ecs::Entity creature) {
    const TreatDef& def = g.content->treats[g.world.get<Identity>(treat).row];
    const std::string what = name_of(g, treat);
    if (!winnable(g, thrower, creature) || !treat_suits(g, def, creature) || !g.rng.percent(def.chance)) {
        if (creature != g.player) tell(g, creature, "companion.ignores_treat", {.args = {{"item", what}}});
        return false;
    }
    if (creature != g.player) tell(g, creature, "companion.takes_treat", {.args = {{"item", what}}});
    g.world.destroy(treat);
    recruit(g, thrower, creature);
    return true;
}

bool charm(Game& g, ecs::Entity charmer, ecs::Entity creature) {
    break_conduct(g, charmer, Conduct::charming);
    if (creature == ecs::null_entity) {
        tell_you(g, charmer, "companion.charm_nobody");
        return false;
    }
    if (!winnable(g, charmer, creature)) {
        tell(g, creature, "companion.charm_resisted");
        return false;
    }
    if (creature != g.player) tell(g, creature, "companion.charmed");
    recruit(g, charmer, creature);
    return true;
}

void recruit(Game& g, ecs::Entity leader, ecs::Entity creature) {
    join(g, leader, creature);
    break_conduct(g, leader, Conduct::companion);
}

ecs::Entity start_with_companion(Game& g, RowRef row) {
    const std::string& id = g.content->common(row).id;
    if (row.category != Category::monster) {
        say(g, "companion.not_a_creature", {.args = {{"name", id}}});
        return ecs::null_entity;
    }
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_row(ctx, row, Place::at(nearest_free_cell(g, player_cell(g))));
    if (!made) {
        g.log.add(made.error);
        return ecs::null_entity;
    }
    join(g, g.player, made.entity);
    say(g, "companion.at_your_side", {.args = {{"name", a_name_of(g, made.entity)}}});
    return made.entity;
}

std::optional<ecs::Entity> take_companion_along(Game& g) {
    const ecs::Entity c = companion(g);
    if (c == ecs::null_entity || !alive(g, c)) return std::nullopt;
    (void)move_to(g.world, g.places, c, Place::nowhere());
    return c;
}

void bring_companion(Game& g, ecs::Entity c) {
    (void)move_to(g.world, g.places, c, Place::at(nearest_free_cell(g, player_cell(g))));
    g.paths.forget_sides();
}

}  // namespace yoord
