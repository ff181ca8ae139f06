#include "sim/rules/polymorph.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "sim/items/pack.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/bodies.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/terrain.hpp"
#include "sim/text/names.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

const MonsterDef* monster_row(const Game& g, StableId id) {
    if (id.value == 0) return nullptr;
    const std::optional<RowRef> row = g.content->find(id);
    if (!row || row->category != Category::monster) return nullptr;
    return &g.content->monsters[row->index];
}

// Whether `e` holds `bit` as a condition for a while (a potion's levitation): leaving a body does not end it.
bool held_as_condition(const GameWorld& w, ecs::Entity e, std::size_t bit) {
    const Conditions* c = w.try_get<Conditions>(e);
    if (c == nullptr) return false;
    return std::any_of(c->held.begin(), c->held.end(), [&](const HeldEffect& h) { return h.bit == bit; });
}

void take_grants_away(Game& g, ecs::Entity e, const MonsterDef* body) {
    if (body == nullptr) return;
    for (const EffectRef& grant : body->grants) {
        if (!held_as_condition(g.world, e, grant.bit)) g.world.clear_marker(e, grant.bit);
    }
}

void give_grants(Game& g, ecs::Entity e, const MonsterDef* body) {
    if (body == nullptr) return;
    for (const EffectRef& grant : body->grants) g.world.set_marker(e, grant.bit);
}

// Worn gear the body now worn cannot wear falls to the floor under it, cursed or not.
void shed_gear(Game& g, ecs::Entity e) {
    const Equipment* eq = g.world.try_get<Equipment>(e);
    const Position* pos = g.world.try_get<Position>(e);
    if (eq == nullptr || pos == nullptr) return;
    const Point cell = pos->cell;
    const std::array slots = eq->slots;  // a copy: laying an item down empties its slot
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const ecs::Entity item = slots[i];
        if (item == ecs::null_entity || body_can_wear(g, e, static_cast<EquipSlot>(i))) continue;
        const std::string what = the_name_of(g, item);
        (void)lay_item(g, item, cell);
        gear_taken_off(g, e, item);
        say(g, "polymorph.falls_off", {.args = {{"item", what}}});
    }
}

// The player's body becomes `to` (null: the human), a chimera holding `chimera`'s grants too when not null. `own` is
// the run's own body, which ends the polymorph when worn plainly.
void wear_body(Game& g, const MonsterDef* to, const MonsterDef* chimera, StableId own) {
    GameWorld& w = g.world;
    const ecs::Entity p = g.player;
    const MonsterDef* from = body_of(g);
    take_grants_away(g, p, chimera_of(g));
    take_grants_away(g, p, from);
    assume_body(g, p, body_numbers(g, from), body_numbers(g, to));
    give_grants(g, p, to);
    give_grants(g, p, chimera);
    w.get<Renderable>(p).colour = to != nullptr ? to->colour : ColourName::white;
    w.get<Energy>(p).tempo = to != nullptr ? to->tempo : Tempo::normal;
    if (to != nullptr) {
        w.emplace_or_replace<Body>(p, Body{to->stable});
    } else if (w.has<Body>(p)) {
        w.remove<Body>(p);
    }
    const StableId now = to != nullptr ? to->stable : StableId{};
    if (now == own && chimera == nullptr) {
        if (w.has<Polymorphed>(p)) w.remove<Polymorphed>(p);
    } else {
        w.emplace_or_replace<Polymorphed>(p, Polymorphed{own, chimera != nullptr ? chimera->stable : StableId{}});
    }
    mark_loadout_dirty(w, p);
    shed_gear(g, p);
}

// A monster row for a new body, allowed on this floor and not the one worn now; null when there is none.
const MonsterDef* new_body(Game& g) {
    const MonsterDef* now = body_of(g);
    const std::optional<RowRef> row = random_monster_row(g, now != nullptr ? now->stable : StableId{});
    return row ? &g.content->monsters[row->index] : nullptr;
}

// The system shock, on the body the player leaves: whether the player lives through it.
bool shocked_and_alive(Game& g, ecs::Entity by) {
    const int most = g.constants().polymorph_shock_max;
    if (most <= 0) return true;
    say(g, "polymorph.shock");
    harm(g, g.player, 1 + static_cast<int>(g.rng.below(static_cast<std::uint32_t>(most))), by,
         Wording::of_key("cause.system_shock"));
    return g.world.get<Health>(g.player).hp > 0;
}

bool polymorph_player(Game& g, ecs::Entity by) {
    const GameConstants& k = g.constants();
    const Polymorphed* was = g.world.try_get<Polymorphed>(g.player);
    const MonsterDef* before = body_of(g);
    const StableId own = was != nullptr ? was->own : (before != nullptr ? before->stable : StableId{});
    if (was != nullptr && g.rng.percent(k.polymorph_home_percent)) {
        if (!shocked_and_alive(g, by)) return true;
        wear_body(g, monster_row(g, own), nullptr, own);
        say(g, "polymorph.home");
        return true;
    }
    const MonsterDef* to = new_body(g);
    if (to == nullptr) {
        say(g, "wand.polymorph_you");
        return false;
    }
    const MonsterDef* chimera = nullptr;
    if (g.rng.percent(k.polymorph_chimera_percent)) {
        const std::optional<RowRef> second = random_monster_row(g, to->stable);
        if (second) chimera = &g.content->monsters[second->index];
    }
    if (!shocked_and_alive(g, by)) return true;
    wear_body(g, to, chimera, own);
    if (chimera != nullptr) {
        say(g, "polymorph.chimera", {.args = {{"form", with_article(row_name(*to))}, {"what", with_article(row_name(*chimera))}}});
    } else {
        say(g, "polymorph.you_become", {.args = {{"form", with_article(row_name(*to))}}});
    }
    return true;
}

// A fresh creature of another row where the monster stood; what it carried falls there.
bool polymorph_monster(Game& g, ecs::Entity victim) {
    const auto row = random_monster_row(g);
    const Position* pos = g.world.try_get<Position>(victim);
    if (!row || pos == nullptr) return false;
    const Point cell = pos->cell;
    const Noun before = noun_of(g, victim);
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_row(ctx, *row, Place::nowhere());
    if (!made) return false;
    for (const ecs::Entity item : carried_items(g, victim)) (void)lay_item(g, item, cell);
    (void)move_to(g.world, g.places, victim, Place::nowhere());
    g.world.destroy(victim);
    (void)move_to(g.world, g.places, made.entity, Place::at(cell));
    say(g, "wand.polymorph", {.args = {{"name", before.name}, {"form", a_name_of(g, made.entity)}}});
    return true;
}

}  // namespace

bool polymorph(Game& g, ecs::Entity victim, ecs::Entity by) {
    if (!g.world.valid(victim) || !g.world.has<Health>(victim)) return false;
    if (victim == g.player) return polymorph_player(g, by);
    return polymorph_monster(g, victim);
}

const MonsterDef* chimera_of(const Game& g) {
    const Polymorphed* p = g.world.valid(g.player) ? g.world.try_get<Polymorphed>(g.player) : nullptr;
    return p != nullptr ? monster_row(g, p->chimera) : nullptr;
}

const MonsterDef* own_body_of(const Game& g) {
    const Polymorphed* p = g.world.valid(g.player) ? g.world.try_get<Polymorphed>(g.player) : nullptr;
    return p != nullptr ? monster_row(g, p->own) : body_of(g);
}

}  // namespace yoord
