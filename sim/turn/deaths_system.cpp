#include "sim/rules/bodies.hpp"
#include "sim/rules/shapes.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/events.hpp"
#include "sim/run/score.hpp"
#include "sim/turn/systems.hpp"
#include "sim/run/triggers.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/text/say.hpp"

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
            (void)lay_item(g, item, cell);
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
        Fill fill{.subject = noun_of(g, g.player), .object = noun_of(g, d.victim), .args = {}};
        if (!seen) fill.object = Noun{phrase("combat.something"), phrase("combat.something's"), false};
        g.log.add(active_strings().format("combat.kill", fill), active_strings().tone("combat.kill"));
        return;
    }
    if (!seen) return;
    if (d.killer != ecs::null_entity && g.world.valid(d.killer) && player_sees(g, d.killer)) {
        say(g, "combat.kill", {.subject = d.killer, .object = d.victim});
    } else if (d.killer == ecs::null_entity && !d.cause.empty()) {
        say(g, "death.killed_by", {.subject = d.victim, .args = {{"cause", written(d.cause)}}});
    } else {
        say(g, "death.dies", {.subject = d.victim});
    }
}

void player_dies(Game& g, const Dying& d) {
    g.outcome = Outcome::dead;
    g.death_cause = Wording::of_key("death.cause", {{"cause", d.cause}, {"depth", Wording::plain(std::to_string(g.depth()))}});
    say(g, "death.you_die");
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
        if (d.killer == g.player) (void)earn_bounty(g, d.victim);
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
