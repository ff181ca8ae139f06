#include "sim/rules/polymorph.hpp"
#include "sim/rules/spells.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "sim/rules/bolts.hpp"
#include "sim/rules/missiles.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/abilities.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/trick_shots.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/events.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

int roll_at_least_one(Game& g, const Dice& d) { return std::max(1, d.roll(g.rng)); }

// "You cast magic dart at the rat." / "The red dragon breathes fire at you!" The row's verb is the third
// person's ("breathes"); the player's drops its final 's'.
void announce(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity at) {
    const std::string name = row_name(spell);
    const std::string noun = row_text(spell.id, RowText::noun, spell.noun);
    const std::string verb = spell.verb == "casts" ? phrase("spell.casts") : row_text(spell.id, RowText::verb, spell.verb);
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

Wording cause_of(const Game& g, ecs::Entity caster, const SpellDef& spell) {
    if (caster == g.player) return Wording::of_key("cause.you");
    return Wording::of_key("cause.spell", {{"spell", Wording::of_bare_row(spell.id, spell.name)},
                                           {"name", a_name_wording(g, caster)}});
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

// The spell's damage on one creature, unless it resists.
// The one bolt shape (sim/rules/bolts.hpp) has already let the victim's on_targeted abilities answer.
void hurt(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity victim) {
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

// What an aimed spell does to each creature it reaches: a hex, or its damage.
void hex(Game& g, ecs::Entity caster, const SpellDef& spell, ecs::Entity victim) {
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
        case SpellMechanic::polymorph:
            (void)polymorph(g, victim, caster);
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

BoltShape shape_of(SpellMechanic m) {
    if (m == SpellMechanic::beam) return BoltShape::beam;
    if (m == SpellMechanic::blast) return BoltShape::blast;
    return BoltShape::bolt;
}

void aimed(Game& g, ecs::Entity caster, const SpellDef& spell, Point target) {
    const Point from = g.world.get<Position>(caster).cell;
    const BoltShape shape = shape_of(spell.mechanic);
    const BoltReach reach =
        trace_bolt(g, shape, caster, from, aim_point(g, caster, target), spell.range, spell.radius);
    const bool line = shape != BoltShape::blast;
    const std::vector<ecs::Entity> first = creatures_on_path(g, reach.path, true);
    announce(g, caster, spell, first.empty() ? ecs::null_entity : first.front());
    if (reach.caught.empty() && caster == g.player) say(g, line ? "spell.flies_off" : "wand.burst_catches_no_one");
    release_bolt(g, caster, reach, BoltLook{spell.id, spell_colour(spell), spell.breath},
                 [&](ecs::Entity victim) { hex(g, caster, spell, victim); });
    if (reach.shape == BoltShape::blast) (void)trick_shot(g, caster, reach.burst, TrickBy::blast, spell.id);
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
        case SpellMechanic::polymorph:
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
        case SpellMechanic::polymorph:
            aimed(g, caster, spell, target);
            return;
        case SpellMechanic::area: {
            announce(g, caster, spell, ecs::null_entity);
            const BoltReach around = trace_burst(g, caster, g.world.get<Position>(caster).cell, spell.radius);
            release_bolt(g, caster, around, BoltLook{spell.id, spell_colour(spell), spell.breath},
                         [&](ecs::Entity victim) { hurt(g, caster, spell, victim); });
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
