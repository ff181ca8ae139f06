#include "render/game/view_model.hpp"

#include "render/game/conduct_marks.hpp"
#include "render/game/item_details.hpp"
#include "render/game/tile_look.hpp"
#include "sim/run/conducts.hpp"
#include "sim/io/records/run_record.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "sim/world/components.hpp"
#include "sim/vocab/effects.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/items/pack.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/disguise.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/patience.hpp"
#include "sim/run/triggers.hpp"
#include "sim/text/strings.hpp"
#include "sim/text/names.hpp"
#include "sim/run/score.hpp"

namespace yoord {
namespace {

// Conditions that help the player show green; the rest (confusion, poison ...) warn in yellow, and the
// priority ones (held down, asleep) in red.
constexpr std::array<std::string_view, 6> kHelpfulConditions = {"hasted",         "levitating", "invisible",
                                                                "sees_invisible", "telepathic", "flies"};
// Upper-case pack letters name the equipment slots in the pack screen, in slot order.
constexpr char32_t kFirstSlotLetter = U'A';

std::string badge_label(std::string_view id) {
    std::string out(id);
    std::replace(out.begin(), out.end(), '_', ' ');
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

Colour badge_colour(const EffectInfo& e) {
    if (e.priority()) return colours::bright_red;
    const bool helpful = std::find(kHelpfulConditions.begin(), kHelpfulConditions.end(), e.id) !=
                         kHelpfulConditions.end();
    return helpful ? colours::bright_green : colours::bright_yellow;
}

Category category_of(const Game& g, ecs::Entity item) {
    const Identity* id = g.world.try_get<Identity>(item);
    return id == nullptr ? Category::coin : id->category;
}

// What can be done with a carried item now, by its category (drop last). Ammo is offered to fire only when the
// worn launcher fires it.
std::vector<Action> item_uses(Game& g, ecs::Entity item) {
    switch (category_of(g, item)) {
        case Category::potion: return {Action::quaff, Action::throw_item, Action::drop};
        case Category::scroll: return {Action::read, Action::drop};
        case Category::wand: return {Action::zap, Action::throw_item, Action::drop};
        case Category::ring:
        case Category::weapon:
        case Category::armour:
        case Category::launcher: return {Action::equip, Action::throw_item, Action::drop};
        case Category::ammo:
            if (can_fire(g, g.player, item)) return {Action::fire, Action::quiver, Action::throw_item, Action::drop};
            return {Action::throw_item, Action::drop};
        case Category::rune: return {Action::read, Action::drop};
        case Category::deck: return {Action::read, Action::throw_item, Action::drop};
        case Category::treat: return {Action::throw_item, Action::drop};
        case Category::coin:
        case Category::element:
        case Category::monster:
        case Category::trap:
        case Category::card: return {Action::drop};
    }
    return {Action::drop};
}

// What can be done with a carried item now: its uses, and a call for a kind not yet known.
std::vector<Action> item_actions(Game& g, ecs::Entity item, bool worn) {
    if (worn) return {Action::unequip};
    std::vector<Action> actions = item_uses(g, item);
    // A kind the player does not know yet may be given a name of the player's own (sim/rules/identify.hpp).
    const Identity* id = g.world.try_get<Identity>(item);
    if (id != nullptr && can_call(g, RowRef{id->category, id->row})) actions.insert(actions.end() - 1, Action::call);
    return actions;
}

int item_count(const Game& g, ecs::Entity item) {
    const Stack* s = g.world.try_get<Stack>(item);
    return s == nullptr ? 1 : s->count;
}

std::string with_article(const Game& g, ecs::Entity e) {
    // A pile of coins is named in the plural already ("gold coins"): its amount stands in for the article.
    if (const Coins* coins = g.world.try_get<Coins>(e)) return std::to_string(coins->amount) + " " + name_of(g, e);
    return a_name_of(g, e);
}

// "asleep", "paralysed" or "awake", then every other condition it holds ("confused", "held" ...).
// Asleep, paralysed, or awake; an awake foe says whether it has noticed the player, the rule that decides
// whether it stops explore and travel (sim/actions/repeat.hpp).
std::string_view wakefulness_key(Game& g, ecs::Entity c) {
    if (has_effect<Asleep>(g.world, c)) return "look.asleep";
    if (has_effect<Paralysed>(g.world, c)) return "look.paralysed";
    if (!hostile(g, g.player, c)) return "look.awake";
    return has_noticed_player(g, c) ? "look.noticed" : "look.wandering";
}

std::string creature_state(Game& g, ecs::Entity c) {
    std::string out = phrase(wakefulness_key(g, c));
    for (const EffectInfo& e : effect_table()) {
        if (e.end_message.empty() || e.bit == effect_of<Asleep>().bit || e.bit == effect_of<Paralysed>().bit) continue;
        if (has_effect(g.world, c, e.bit)) out += ", " + effect_words(e.id);
    }
    return out;
}

// Whose side a creature is on, as the look line says it.
std::string side_words(const Game& g, ecs::Entity c) {
    if (g.world.has<Companion>(c)) return phrase("look.companion");
    switch (side_of(g, c)) {
        case Side::player: return phrase("look.side");
        case Side::hostile: return phrase("look.hostile");
        case Side::peaceful: return phrase(trading_spirit(g, c) ? "look.peaceful_trades" : "look.peaceful");
    }
    return phrase("look.hostile");
}

std::string health_words(const Health& h) {
    return h.hp >= h.max_hp ? phrase("wound.unhurt") : wound_word(h.hp, h.max_hp);
}

std::string describe_creature(Game& g, ecs::Entity c) {
    const Health& h = g.world.get<Health>(c);
    std::string out = phrase("look.creature", {{"name", a_name_of(g, c)}, {"n", std::to_string(h.hp)},
                                               {"total", std::to_string(h.max_hp)}, {"what", health_words(h)},
                                               {"reason", creature_state(g, c)}, {"text", side_words(g, c)}});
    const Identity* id = g.world.try_get<Identity>(c);
    if (id == nullptr) return out;
    const std::string description = row_description(g.content->common(RowRef{id->category, id->row}));
    if (!description.empty()) out += " " + description;
    // A bounty still to be claimed is worth saying: its kill doubles the score (sim/run/score.hpp).
    const bool bounty = id->category == Category::monster && g.content->monsters[id->row].bounty;
    if (bounty && !g.score.doublers.has(Doubler::bounty)) out += " " + phrase("look.bounty");
    return out;
}

std::string what_is_seen(Game& g, Point cell) {
    if (cell == player_cell(g)) return phrase("look.you", {{"name", g.player_name}});
    if (const ecs::Entity c = creature_at(g, cell); c != ecs::null_entity && player_sees(g, c)) {
        if (const std::optional<RowRef> looks = disguise_of(g, c)) {  // a mimic: the item it passes for
            return phrase("look.item_on", {{"item", disguise_name(g, *looks)}, {"what", phrase(tile_look(g.map().at(cell)).words)}});
        }
        return describe_creature(g, c);
    }
    if (const ecs::Entity item = top_item_at(g, cell); item != ecs::null_entity) {
        return phrase("look.item_on", {{"item", with_article(g, item)}, {"what", phrase(tile_look(g.map().at(cell)).words)}});
    }
    for (const ecs::Entity e : g.places.at(cell)) {
        const Trap* t = g.world.try_get<Trap>(e);
        if (t != nullptr && t->revealed) return phrase("look.thing", {{"what", a_name_of(g, e)}});
    }
    return phrase("look.thing", {{"what", phrase(tile_look(g.map().at(cell)).words)}});
}

// What the player remembers on a cell out of view: the item it last saw there, else a trap it knows of, else
// the terrain.
std::string what_is_remembered(Game& g, Point cell) {
    const SeenItem seen = remembered_item(g, cell);
    if (seen.item != ecs::null_entity) {
        // The item may have gone since; the player remembers it all the same, without knowing more of it.
        return g.world.valid(seen.item) ? with_article(g, seen.item) : phrase("look.item");
    }
    if (const ecs::Entity trap = known_trap_at(g, cell); trap != ecs::null_entity) return a_name_of(g, trap);
    return phrase(tile_look(g.map().at(cell)).words);
}

}  // namespace

std::vector<Badge> condition_badges(Game& g) {
    std::vector<Badge> out;
    for (const EffectInfo& e : effect_table()) {
        if (e.end_message.empty() || !has_effect(g.world, g.player, e.bit)) continue;
        // A priority condition (held fast, asleep, paralysed) is red and marked "!", so it is not told by colour alone.
        out.push_back(Badge{badge_label(e.id) + (e.priority() ? "!" : ""), badge_colour(e)});
    }
    return out;
}

HudView make_hud_view(Game& g) {
    HudView v;
    v.name = g.player_name;
    const Health& h = g.world.get<Health>(g.player);
    v.hp = h.hp;
    v.max_hp = h.max_hp;
    if (const Magic* m = g.world.try_get<Magic>(g.player)) {
        v.ma = m->ma;
        v.max_ma = m->max_ma;
    }
    const Loadout l = loadout(g.world, g.player);
    v.power = DiceView{l.power_die, l.power_bonus};
    if (l.melee_cap != kUncapped) v.melee_cap = l.melee_cap;
    v.armour = DiceView{l.armour_die, l.armour_bonus};
    v.depth = g.depth();
    v.endless = g.descent.endless;
    v.score = final_score(g.score);
    v.patience = g.patience;
    v.spirit_dial = g.spirits.dial;
    v.spirits_hostile = g.spirits.hostile;
    switch (patience_level(g.patience, g.constants().patience_per_floor)) {
        case PatienceLevel::calm: v.patience_alert = Alert::none; break;
        case PatienceLevel::low: v.patience_alert = Alert::warning; break;
        case PatienceLevel::urgent: v.patience_alert = Alert::danger; break;
    }
    v.badges = condition_badges(g);
    for (std::size_t p = 0; p < g.packs.size() && p < g.content->packs.size(); ++p) {
        for (const PackWidgetDef& w : g.content->packs[p].widgets) {
            v.pack_fields.emplace_back(w.label, pack_widget_text(w, g.packs[p]));
        }
    }
    return v;
}

std::vector<PackEntry> make_pack_entries(Game& g) {
    std::vector<PackEntry> out;
    auto entry = [&](char32_t letter, ecs::Entity item, bool worn) {
        out.push_back(PackEntry{letter, item_name(g, item, StackCount::hidden), item_count(g, item), worn,
                                item_actions(g, item, worn), item_tag(g, item), item_details(g, item)});
    };
    const Pack& pack = g.world.get<Pack>(g.player);
    for (std::size_t i = 0; i < pack.letters.size(); ++i) {
        const LetterTarget at = item_at_letter(g, static_cast<char32_t>(U'a' + i));
        if (at.item != ecs::null_entity) entry(static_cast<char32_t>(U'a' + i), at.item, at.worn.has_value());
    }
    // Gear worn without a letter of its own (put on before it was ever carried) goes under its slot's letter.
    const Equipment& worn = g.world.get<Equipment>(g.player);
    for (std::size_t s = 0; s < worn.slots.size(); ++s) {
        const ecs::Entity item = worn.slots[s];
        if (item != ecs::null_entity && !g.world.has<KeptLetter>(item)) {
            entry(static_cast<char32_t>(kFirstSlotLetter + s), item, true);
        }
    }
    return out;
}

LetterTarget item_at_letter(Game& g, char32_t letter) {
    const Equipment& worn = g.world.get<Equipment>(g.player);
    if (letter >= kFirstSlotLetter && letter < kFirstSlotLetter + static_cast<char32_t>(kEquipSlotCount)) {
        const auto slot = static_cast<std::size_t>(letter - kFirstSlotLetter);
        const ecs::Entity item = worn.slots[slot];
        if (item == ecs::null_entity || g.world.has<KeptLetter>(item)) return {};
        return {item, static_cast<EquipSlot>(slot)};
    }
    const Pack& pack = g.world.get<Pack>(g.player);
    if (letter < U'a' || letter - U'a' >= pack.letters.size()) return {};
    const auto index = static_cast<std::size_t>(letter - U'a');
    if (pack.letters[index] != ecs::null_entity) return {pack.letters[index], std::nullopt};
    for (std::size_t s = 0; s < worn.slots.size(); ++s) {
        const KeptLetter* kept = worn.slots[s] == ecs::null_entity ? nullptr : g.world.try_get<KeptLetter>(worn.slots[s]);
        if (kept != nullptr && kept->letter == index) return {worn.slots[s], static_cast<EquipSlot>(s)};
    }
    return {};
}

std::vector<PileEntry> pile_entries(Game& g) {
    const std::vector<ecs::Entity> pile = items_at(g, player_cell(g));
    std::vector<PileEntry> out;
    std::vector<ecs::Entity> listed;
    for (std::size_t i = 0; i < pile.size() && i <= UINT8_MAX; ++i) {
        const ecs::Entity item = pile[i];
        const bool joins = std::any_of(listed.begin(), listed.end(), [&](ecs::Entity e) { return stacks_with(g, e, item); });
        if (joins) continue;
        int count = item_count(g, item);
        for (std::size_t j = i + 1; j < pile.size(); ++j) {
            if (stacks_with(g, item, pile[j])) count += item_count(g, pile[j]);
        }
        listed.push_back(item);
        out.push_back(PileEntry{static_cast<std::uint8_t>(i),
                                count > 1 ? item_name(g, item, StackCount::hidden) + " ×" + std::to_string(count)
                                          : with_article(g, item)});
    }
    return out;
}

EndView make_end_view(const Game& g) {
    EndView v;
    switch (run_end_of(g)) {
        case RunEnd::won: v.outcome = EndOutcome::won; break;
        case RunEnd::died: v.outcome = EndOutcome::died; break;
        case RunEnd::quit: v.outcome = EndOutcome::quit; break;
    }
    v.name = g.player_name;
    v.score = final_score(g.score);
    v.cause = end_cause(g);
    v.depth = g.depth();
    v.deepest = deepest_depth(g);
    v.turns = static_cast<int>(g.turn);
    // Only a win is paid for its conducts, so only the win panel lists them (the run dump always does).
    if (g.outcome == Outcome::won) {
        const ConductMask kept = kept_conducts(g);
        v.conducts = conduct_words_in(kept);
        for (const ConductMark& m : conduct_marks_of(kept)) v.marks.push_back(EndView::Mark{m.glyph, m.colour});
        if (!v.conducts.empty()) v.conducts.front().insert(0, "+" + std::to_string(conduct_bonus_percent(kept)) + "%: ");
    }
    return v;
}

std::string describe_cell(Game& g, Point cell) {
    if (!g.map().in_bounds(cell) || !g.view.remembered.at(cell)) return phrase("look.have_not_seen_place");
    if (g.view.visible.at(cell)) return what_is_seen(g, cell);
    return phrase("look.remembered", {{"what", what_is_remembered(g, cell)}});
}

std::vector<Point> travel_targets(Game& g) {
    const Point me = player_cell(g);
    std::vector<Point> out;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) {
            if (remembered_item(g, {x, y}).item != ecs::null_entity) out.push_back({x, y});
        }
    }
    for (const Point stairs : {g.map().stairs_up, g.map().stairs_down}) {
        if (g.map().in_bounds(stairs) && g.view.remembered.at(stairs) &&
            std::find(out.begin(), out.end(), stairs) == out.end()) {
            out.push_back(stairs);
        }
    }
    // Nearest first; ties in reading order (out is already in it), so the order is stable.
    std::stable_sort(out.begin(), out.end(), [&](Point a, Point b) { return chebyshev(a, me) < chebyshev(b, me); });
    return out;
}

std::vector<Point> visible_targets(Game& g) {
    const Point me = player_cell(g);
    struct Seen {
        ecs::Entity who;
        Point at;
        bool foe;
    };
    std::vector<Seen> seen;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        if (e == g.player || g.world.get<Health>(e).hp <= 0 || !player_sees(g, e) || disguised(g, e)) continue;
        seen.push_back(Seen{e, g.world.get<Position>(e).cell, hostile(g, g.player, e)});
    }
    std::sort(seen.begin(), seen.end(), [&](const Seen& a, const Seen& b) {
        if (a.foe != b.foe) return a.foe;
        const int da = chebyshev(a.at, me);
        const int db = chebyshev(b.at, me);
        if (da != db) return da < db;
        return g.world.uid(a.who) < g.world.uid(b.who);
    });
    std::vector<Point> out;
    for (const Seen& s : seen) out.push_back(s.at);
    return out;
}

std::optional<Point> nearest_hostile_in_view(Game& g) {
    const ecs::Entity foe = nearest_foe_in_view(g);
    if (foe == ecs::null_entity) return std::nullopt;
    return g.world.get<Position>(foe).cell;
}

}  // namespace yoord
