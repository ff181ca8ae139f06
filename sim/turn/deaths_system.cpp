#include "sim/rules/bodies.hpp"
#include "sim/rules/shapes.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/events.hpp"
#include "sim/run/score.hpp"
#include "sim/turn/systems.hpp"
#include "sim/run/triggers.hpp"

namespace yoord {

namespace {

// Each item a dying creature carries or wears falls to its cell by chance, or is lost with it.
void drop_gear(Game& g, ecs::Entity victim, Point cell) {
    std::vector<ecs::Entity> gear;
    if (const Pack* pack = g.world.try_get<Pack>(victim)) {
        for (const ecs::Entity item : pack->letters) {
            if (item != ecs::null_entity) gear.push_back(item);
        }
    }
    if (const Equipment* eq = g.world.try_get<Equipment>(victim)) {
        for (const ecs::Entity item : eq->slots) {
            if (item != ecs::null_entity) gear.push_back(item);
        }
    }
    for (const ecs::Entity item : gear) {
        if (g.rng.percent(g.constants().drop_gear_percent)) {
            (void)move_to(g.world, g.places, item, Place::at(cell));
        } else {
            (void)move_to(g.world, g.places, item, Place::nowhere());
            g.world.destroy(item);
        }
    }
}

// Every death is told once, whatever caused it: a melee blow tells its own kill; a missile, a wand, a trap,
// poison or another creature's blow are told here. The player always hears of its own kills ("You kill
// something." when it could not see the victim); other deaths only when the player sees the victim.
void tell_death(Game& g, const Dying& d) {
    if (d.told) return;
    const bool seen = player_sees(g, d.victim);
    if (d.killer == g.player) {
        g.log.add("You kill " + (seen ? the_name_of(g, d.victim) : std::string("something")) + ".");
        return;
    }
    if (!seen) return;
    const std::string victim = subject_of(g, d.victim);
    if (d.killer != ecs::null_entity && g.world.valid(d.killer) && player_sees(g, d.killer)) {
        g.log.add(subject_of(g, d.killer) + " kills " + the_name_of(g, d.victim) + ".");
    } else if (d.killer == ecs::null_entity && !d.cause.empty()) {
        g.log.add(victim + " is killed by " + d.cause + ".");
    } else {
        g.log.add(victim + " dies.");
    }
}

void player_dies(Game& g, const Dying& d) {
    g.outcome = Outcome::dead;
    g.death_cause = "killed by " + d.cause + " on depth " + std::to_string(g.depth());
    g.log.add("You die...");
}

}  // namespace

// The creatures brought to 0 hp this turn leave, in the order they fell; the player's death ends the run.
void deaths_system(Game& g) {
    for (const Dying& d : g.now.dying) {
        if (d.victim == g.player) {
            record_kill(g, d.killer, d.victim);
            player_dies(g, d);
            continue;
        }
        if (!g.world.valid(d.victim)) continue;
        tell_death(g, d);
        record_kill(g, d.killer, d.victim);
        reveal_true_form(g, d.victim);
        if (d.killer == g.player) credit_kill(g, g.world.get<Health>(d.victim).max_hp);
        if (d.killer == g.player && g.world.has<Identity>(d.victim)) {
            note_pack_event(g, PackEvent{TriggerEvent::kill, g.world.get<Identity>(d.victim).id, 0});
        }
        (void)shift_after_kill(g, d.killer);
        (void)grow_after_kill(g, d.killer);
        if (const Position* pos = g.world.try_get<Position>(d.victim)) drop_gear(g, d.victim, pos->cell);
        (void)move_to(g.world, g.places, d.victim, Place::nowhere());
        g.world.destroy(d.victim);
    }
    g.now.dying.clear();
}

}  // namespace yoord
