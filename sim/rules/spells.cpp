#include "sim/rules/spells.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "sim/actions/throwing.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/abilities.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/events.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

int roll_at_least_one(Game& g, const Dice& d) { return std::max(1, d.roll(g.rng)); }

// "You cast magic dart at the rat." / "The red dragon breathes fire at you!" The row's verb is the third
// person's ("breathes"); the player's drops its final 's'.
void announce(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity at) {
    const std::string name = row_name(spell);
    const std::string noun = row_text(spell.id, RowField::noun, spell.noun);
    const std::string verb = spell.verb == "casts" ? phrase("spell.casts") : row_text(spell.id, RowField::verb, spell.verb);
    const std::string what = spell.noun.empty() ? name : noun;
    // English drops the third person's 's' for the player; another language's template says the player's form
    // itself (from the same verb), so only the English row's verb is cut.
    std::string you_verb = verb;
    if (!active_strings().has_grammar() && !you_verb.empty() && you_verb.back() == 's') you_verb.pop_back();
    const bool aimed = at != ecs::null_entity && at != caster;
    const std::string you_what = spell.noun.empty() || spell.verb == "casts" ? name : noun;
    if (caster == g.player) {
        say(g, aimed ? "spell.cast_you_at" : "spell.cast_you",
            {.subject = caster, .object = aimed ? at : ecs::null_entity, .args = {{"verb", you_verb}, {"what", you_what}}});
        return;
    }
    tell(g, caster, aimed ? "spell.cast_at" : "spell.cast",
         {.object = aimed ? at : ecs::null_entity, .args = {{"verb", verb}, {"what", what}}});
}

std::string cause_of(const Game& g, ecs::Entity caster, const SpellDef& spell) {
    if (caster == g.player) return phrase("cause.you");
    return phrase("cause.spell", {{"spell", row_name(spell)}, {"name", a_name_of(g, caster)}});
}

// The colour a spell is drawn in (turn events carry it to the screen): its element's, known by what resists it,
// or a plain magic glow.
ColourName spell_colour(const SpellDef& spell) {
    if (spell.resisted_by.id.empty()) return ColourName::bright_magenta;
    const std::size_t bit = spell.resisted_by.bit;
    if (bit == effect_of<FireImmune>().bit) return ColourName::bright_red;
    if (bit == effect_of<ColdImmune>().bit) return ColourName::bright_cyan;
    if (bit == effect_of<ShockImmune>().bit) return ColourName::bright_yellow;
    if (bit == effect_of<PoisonImmune>().bit) return ColourName::bright_green;
    return ColourName::bright_magenta;
}

// What the screen sees fly: a breath is its own kind (a dragon's, drawn wider), a beam lights its whole line,
// anything else is a bolt stopping at the first creature.
void record_flight(Game& g, ecs::Entity caster, const SpellDef& spell, const std::vector<Point>& path) {
    const bool beam = spell.mechanic == SpellMechanic::beam;
    const EventKind kind = spell.breath ? EventKind::breath : beam ? EventKind::beam : EventKind::bolt;
    record_shape(g, kind, caster, beam ? path : bolt_cells(g, path), spell.id, spell_colour(spell));
}

bool alive(const Game& g, ecs::Entity e) {
    const Health* hp = g.world.valid(e) ? g.world.try_get<Health>(e) : nullptr;
    return hp != nullptr && hp->hp > 0;
}

// The spell's damage on one creature, unless it resists.
void hurt(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity victim) {
    if (!alive(g, victim)) return;
    fire_on_targeted(g, victim, caster);
    if (!spell.resisted_by.id.empty() && has_effect(g.world, victim, spell.resisted_by.bit)) {
        tell(g, victim, "harm.unharmed");
        return;
    }
    const int damage = spell.damage.roll(g.rng);
    const Health& hp = g.world.get<Health>(victim);
    if (damage > 0 && damage < hp.hp && victim != g.player && player_sees(g, victim)) {
        say(g, "combat.wounded", {.subject = victim, .args = {{"text", wound_word(hp.hp - damage, hp.max_hp, Fill{.subject = noun_of(g, victim)})}}});
    } else if (damage > 0 && damage < hp.hp && victim == g.player) {
        say(g, "harm.it_hurts");
    }
    harm(g, victim, damage, caster, cause_of(g, caster, spell));
}

// A bolt's hex on the first creature it reaches.
void hex(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity victim) {
    if (!alive(g, victim)) return;
    fire_on_targeted(g, victim, caster);
    switch (spell.mechanic) {
        case SpellMechanic::sleep:
            (void)put_to_sleep(g, victim, roll_at_least_one(g, spell.turns));
            return;
        case SpellMechanic::slow:
            (void)slow(g, victim, roll_at_least_one(g, spell.turns));
            return;
        case SpellMechanic::confuse:
            (void)confuse(g, victim, roll_at_least_one(g, spell.turns));
            return;
        case SpellMechanic::weaken:
            tell(g, victim, "spell.weaken");
            change_power(g, victim, -roll_at_least_one(g, spell.amount));
            return;
        case SpellMechanic::bolt:
        case SpellMechanic::beam:
        case SpellMechanic::blast:
        case SpellMechanic::area:
        case SpellMechanic::heal:
        case SpellMechanic::ward:
        case SpellMechanic::might:
        case SpellMechanic::haste:
        case SpellMechanic::detect:
        case SpellMechanic::mapping:
        case SpellMechanic::blink:
            hurt(g, caster, spell, victim);
            return;
    }
}

// The creatures on `path` in the order it reaches them; only the first for a bolt.
std::vector<ecs::Entity> on_path(const Game& g, const std::vector<Point>& path, bool first_only) {
    std::vector<ecs::Entity> out;
    for (const Point p : path) {
        const ecs::Entity c = creature_at(g, p);
        if (c == ecs::null_entity) continue;
        out.push_back(c);
        if (first_only) break;
    }
    return out;
}

// Every creature but `caster` within `radius` of `at`, in Uid order.
std::vector<ecs::Entity> within(const Game& g, ecs::Entity caster, Point at, int radius) {
    std::vector<std::pair<ecs::Uid, ecs::Entity>> caught;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (e != caster && chebyshev(g.world.get<Position>(e).cell, at) <= radius) caught.emplace_back(g.world.uid(e), e);
    }
    std::sort(caught.begin(), caught.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<ecs::Entity> out;
    for (const auto& [uid, e] : caught) out.push_back(e);
    return out;
}

void aimed(Game& g, ecs::Entity caster, const SpellDef& spell, Point target) {
    const Point from = g.world.get<Position>(caster).cell;
    const std::vector<Point> path = flight_path(g.map(), from, aim_point(g, caster, target), spell.range);
    const bool beam = spell.mechanic == SpellMechanic::beam;
    const std::vector<ecs::Entity> line = on_path(g, path, !beam);
    announce(g, caster, spell, line.empty() ? ecs::null_entity : line.front());
    if (spell.mechanic == SpellMechanic::blast) {
        Point at = path.empty() ? from : path.back();
        for (const Point p : path) {
            at = p;
            if (p == target || creature_at(g, p) != ecs::null_entity) break;
        }
        record_shape(g, EventKind::bolt, caster, path_to(path, at), spell.id, spell_colour(spell));
        record_shape(g, EventKind::blast, caster, blast_cells(g.map(), at, spell.radius), spell.id,
                     spell_colour(spell));
        const std::vector<ecs::Entity> caught = within(g, caster, at, spell.radius);
        if (caught.empty() && caster == g.player) say(g, "wand.burst_catches_no_one");
        for (const ecs::Entity v : caught) hurt(g, caster, spell, v);
        return;
    }
    record_flight(g, caster, spell, path);
    if (line.empty() && caster == g.player) say(g, "spell.flies_off");
    for (const ecs::Entity v : line) hex(g, caster, spell, v);
}

}  // namespace

bool spell_is_aimed(SpellMechanic m) noexcept {
    switch (m) {
        case SpellMechanic::bolt:
        case SpellMechanic::beam:
        case SpellMechanic::blast:
        case SpellMechanic::sleep:
        case SpellMechanic::slow:
        case SpellMechanic::confuse:
        case SpellMechanic::weaken:
            return true;
        case SpellMechanic::area:
        case SpellMechanic::heal:
        case SpellMechanic::ward:
        case SpellMechanic::might:
        case SpellMechanic::haste:
        case SpellMechanic::detect:
        case SpellMechanic::mapping:
        case SpellMechanic::blink:
            return false;
    }
    return false;
}

const SpellDef* known_spell(const Game& g, ecs::Entity caster, std::uint8_t slot) {
    const Spellbook* book = g.world.try_get<Spellbook>(caster);
    if (book == nullptr || slot >= book->spells.size()) return nullptr;
    return g.content->find_spell(book->spells[slot]);
}

void spell_takes_effect(Game& g, ecs::Entity caster, const SpellDef& spell, Point target) {
    switch (spell.mechanic) {
        case SpellMechanic::bolt:
        case SpellMechanic::beam:
        case SpellMechanic::blast:
        case SpellMechanic::sleep:
        case SpellMechanic::slow:
        case SpellMechanic::confuse:
        case SpellMechanic::weaken:
            aimed(g, caster, spell, target);
            return;
        case SpellMechanic::area: {
            announce(g, caster, spell, ecs::null_entity);
            record_shape(g, EventKind::blast, caster,
                         blast_cells(g.map(), g.world.get<Position>(caster).cell, spell.radius), spell.id,
                         spell_colour(spell));
            for (const ecs::Entity v : within(g, caster, g.world.get<Position>(caster).cell, spell.radius)) {
                hurt(g, caster, spell, v);
            }
            return;
        }
        case SpellMechanic::heal:
            announce(g, caster, spell, ecs::null_entity);
            if (heal(g, caster, spell.amount.roll(g.rng)) > 0) {
                tell(g, caster, "heal.better_seen");
            }
            return;
        case SpellMechanic::ward:
            announce(g, caster, spell, ecs::null_entity);
            (void)ward(g, caster, roll_at_least_one(g, spell.turns), roll_at_least_one(g, spell.amount));
            return;
        case SpellMechanic::might:
            announce(g, caster, spell, ecs::null_entity);
            (void)empower(g, caster, roll_at_least_one(g, spell.amount));
            return;
        case SpellMechanic::haste:
            announce(g, caster, spell, ecs::null_entity);
            (void)haste(g, caster, roll_at_least_one(g, spell.turns));
            return;
        case SpellMechanic::detect:
            announce(g, caster, spell, ecs::null_entity);
            (void)open_mind(g, caster, roll_at_least_one(g, spell.turns));
            return;
        case SpellMechanic::mapping:
            announce(g, caster, spell, ecs::null_entity);
            if (caster == g.player) {
                map_around(g, g.world.get<Position>(caster).cell, spell.radius);
                say(g, "spell.mapping");
            }
            return;
        case SpellMechanic::blink:
            announce(g, caster, spell, ecs::null_entity);
            (void)teleport(g, caster);
            return;
    }
}

ActionResult cast_spell(Game& g, ecs::Entity caster, std::uint8_t slot, Point target) {
    const SpellDef* spell = known_spell(g, caster, slot);
    if (spell == nullptr) return ActionResult::failure(sentence(g, "refuse.no_such_spell"));
    if (g.world.has<Cancelled>(caster)) return ActionResult::failure(sentence(g, "refuse.magic_gone"));
    if (spell_is_aimed(spell->mechanic) && target == g.world.get<Position>(caster).cell) {
        return ActionResult::failure(sentence(g, "refuse.aim_at_self"));
    }
    if (!pay_for_spell(g, caster, *spell)) {
        return ActionResult::failure(
            sentence(g, "refuse.not_enough_magic", {.args = {{"spell", row_name(*spell)}, {"n", std::to_string(spell->cost)}}}));
    }
    spell_takes_effect(g, caster, *spell, target);
    return ActionResult::success();
}

LearnResult learn_spell(Game& g, ecs::Entity e, StableId id) {
    const SpellDef* spell = g.content->find_spell(id);
    if (spell == nullptr || !spell->learnable) return LearnResult::not_learnable;
    Spellbook& book = g.world.has<Spellbook>(e) ? g.world.get<Spellbook>(e) : g.world.emplace<Spellbook>(e);
    if (std::find(book.spells.begin(), book.spells.end(), id) != book.spells.end()) {
        tell_you(g, e, "spell.already_known", {.args = {{"spell", row_name(*spell)}}});
        return LearnResult::already_known;
    }
    if (book.spells.size() >= static_cast<std::size_t>(g.constants().known_spells)) {
        book.pending = id;
        tell_you(g, e, "spell.mind_full", {.args = {{"spell", row_name(*spell)}}});
        return LearnResult::book_full;
    }
    book.spells.push_back(id);
    tell_you(g, e, "spell.learn", {.args = {{"spell", row_name(*spell)}}});
    return LearnResult::learned;
}

bool forget_for_pending(Game& g, ecs::Entity e, std::uint8_t slot) {
    Spellbook* book = g.world.try_get<Spellbook>(e);
    if (book == nullptr || book->pending == StableId{}) return false;
    const SpellDef* learnt = g.content->find_spell(book->pending);
    book->pending = StableId{};
    if (learnt == nullptr) return true;
    if (slot >= book->spells.size()) {
        tell_you(g, e, "spell.let_slip", {.args = {{"spell", row_name(*learnt)}}});
        return true;
    }
    const SpellDef* forgotten = g.content->find_spell(book->spells[slot]);
    book->spells[slot] = learnt->stable;
    tell_you(g, e, "spell.forget_and_learn",
             {.args = {{"name", forgotten != nullptr ? row_name(*forgotten) : phrase("spell.a_spell")}, {"spell", row_name(*learnt)}}});
    return true;
}

namespace {

// The learnable spells `e` does not know, in table order.
std::vector<StableId> unknown_spells(const Game& g, ecs::Entity e) {
    const Spellbook* book = g.world.try_get<Spellbook>(e);
    std::vector<StableId> unknown;
    for (const SpellDef& spell : g.content->spells) {
        if (!spell.learnable) continue;
        if (book != nullptr && std::find(book->spells.begin(), book->spells.end(), spell.stable) != book->spells.end()) continue;
        unknown.push_back(spell.stable);
    }
    return unknown;
}

}  // namespace

bool has_unknown_spell(const Game& g, ecs::Entity e) { return !unknown_spells(g, e).empty(); }

std::optional<StableId> random_unknown_spell(Game& g, ecs::Entity e) {
    const std::vector<StableId> unknown = unknown_spells(g, e);
    if (unknown.empty()) return std::nullopt;
    return unknown[g.rng.below(static_cast<std::uint32_t>(unknown.size()))];
}

}  // namespace yoord
