#include "render/game/item_details.hpp"

#include <algorithm>

#include "render/ui/hud_view.hpp"
#include "sim/world/components.hpp"
#include "sim/vocab/effects.hpp"
#include "sim/items/pack.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) {
        if (!out.empty()) out += ", ";
        out += w;
    }
    return out;
}

std::string signed_number(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

// Whether some ammo row answers to effect `bit`: such a grant is what a launcher fires, said on its own line.
bool is_firing_grant(const Content& c, std::size_t bit) {
    return std::any_of(c.ammo.begin(), c.ammo.end(), [&](const AmmoDef& a) { return a.fired_by.bit == bit; });
}

// The names of the launcher rows that fire what answers to `bit`, and of the ammo rows that answer to it.
std::vector<std::string> launchers_firing(const Content& c, std::size_t bit) {
    std::vector<std::string> out;
    for (const LauncherDef& l : c.launchers) {
        if (l.is_abstract) continue;
        const bool fires = std::any_of(l.grants.begin(), l.grants.end(), [&](const EffectRef& e) { return e.bit == bit; });
        if (fires) out.push_back(row_name(l));
    }
    return out;
}
std::vector<std::string> ammo_answering(const Content& c, std::size_t bit) {
    std::vector<std::string> out;
    for (const AmmoDef& a : c.ammo) {
        if (!a.is_abstract && a.fired_by.bit == bit) out.push_back(row_name(a));
    }
    return out;
}

// The numbers gear lends while worn, `known` when its enchantment is; the line after says when it is not.
void gear_lines(GearModifiers m, bool known, std::vector<std::string>& out) {
    if (m.power_die != 0 || m.power_bonus != 0) {
        out.push_back(phrase("details.attack", {{"die", format_dice(DiceView{m.power_die, m.power_bonus})}}));
    }
    if (m.armour_die != 0 || m.armour_bonus != 0) {
        out.push_back(phrase("details.armour", {{"die", format_dice(DiceView{m.armour_die, m.armour_bonus})}}));
    }
    if (m.throw_bonus != 0) out.push_back(phrase("details.throwing", {{"n", signed_number(m.throw_bonus)}}));
    if (m.sight_bonus != 0) out.push_back(phrase("details.sight", {{"n", signed_number(m.sight_bonus)}}));
    if (!known) out.push_back(phrase("details.its_enchantment_unknown_until"));
}

// An item's gear numbers. Until it is identified its plus is unknown, so the row's own numbers are shown (the
// plus taken back out).
void gear_numbers(const Game& g, ecs::Entity item, std::vector<std::string>& out) {
    const Modifiers* mods = g.world.try_get<Modifiers>(item);
    const Equippable* eq = g.world.try_get<Equippable>(item);
    if (mods == nullptr || eq == nullptr) return;
    const Item* it = g.world.try_get<Item>(item);
    const bool known = it == nullptr || it->known;
    gear_lines(known_modifiers(g.world, item), known, out);
}

// A row's gear modifiers (a ring, weapon, armour or launcher), or null for a row that lends none.
const GearModifiers* row_modifiers(const Content& c, RowRef row) {
    switch (row.category) {
        case Category::ring: return &c.rings[row.index].mods;
        case Category::weapon: return &c.weapons[row.index].mods;
        case Category::armour: return &c.armour[row.index].mods;
        case Category::launcher: return &c.launchers[row.index].mods;
        case Category::monster:
        case Category::potion:
        case Category::scroll:
        case Category::wand:
        case Category::ammo:
        case Category::coin:
        case Category::element:
        case Category::trap:
        case Category::rune:
        case Category::deck:
        case Category::card:
        case Category::treat: return nullptr;
    }
    return nullptr;
}

void launcher_numbers(const Game& g, ecs::Entity item, std::vector<std::string>& out) {
    if (const Launcher* l = g.world.try_get<Launcher>(item)) {
        std::vector<std::string> fires;
        if (const Grants* grants = g.world.try_get<Grants>(item)) {
            for (const std::uint16_t bit : grants->bits) {
                for (std::string& name : ammo_answering(*g.content, bit)) fires.push_back(std::move(name));
            }
        }
        const std::string what = fires.empty() ? phrase("details.nothing") : joined(fires);
        out.push_back(phrase("details.fires", {{"what", what}, {"n", std::to_string(l->range)}}));
    }
    if (const MeleeCap* cap = g.world.try_get<MeleeCap>(item); cap != nullptr && cap->value != kUncapped) {
        out.push_back(phrase("details.melee_cap", {{"cap", std::to_string(cap->value)}}));
    }
}

void ammo_numbers(const Game& g, ecs::Entity item, std::vector<std::string>& out) {
    const Ammo* a = g.world.try_get<Ammo>(item);
    if (a == nullptr) return;
    out.push_back(phrase("details.fired_hits", {{"die", format_dice(DiceView{a->power_die, a->power_bonus})}}));
    const std::vector<std::string> by = launchers_firing(*g.content, a->fired_by);
    out.push_back(phrase("details.fired_by", {{"what", by.empty() ? phrase("details.launcher_know") : joined(by)}}));
}

void wand_numbers(const Game& g, ecs::Entity item, bool kind, std::vector<std::string>& out) {
    const Identity& id = g.world.get<Identity>(item);
    if (id.category != Category::wand) return;
    if (kind) out.push_back(phrase("details.reaches", {{"n", std::to_string(g.content->wands[id.row].range)}}));
    const Item* it = g.world.try_get<Item>(item);
    const Charges* c = g.world.try_get<Charges>(item);
    if (c == nullptr) return;
    out.push_back(it != nullptr && it->known ? phrase("details.charges", {{"n", std::to_string(c->left)}})
                                             : phrase("details.do_not_know_how"));
}

// The effects it lends while worn (or carried, for what cannot be worn), but the one a launcher fires with.
void lent_effects(const Game& g, ecs::Entity item, std::vector<std::string>& out) {
    const Grants* grants = g.world.try_get<Grants>(item);
    if (grants == nullptr) return;
    std::vector<std::string> words;
    for (const std::uint16_t bit : grants->bits) {
        if (is_firing_grant(*g.content, bit)) continue;
        words.push_back(effect_words(effect_table()[bit].id));
    }
    if (words.empty()) return;
    out.push_back(phrase(g.world.has<Equippable>(item) ? "details.while_worn" : "details.while_carried", {{"what", joined(words)}}));
}

void curse_line(const Game& g, ecs::Entity item, std::vector<std::string>& out) {
    const Item* it = g.world.try_get<Item>(item);
    if (it == nullptr || !it->known || !it->cursed) return;
    out.push_back(is_welded(g, item) ? phrase("details.cursed_welded_will_not")
                                     : phrase("details.cursed_once_worn_will"));
}

}  // namespace

std::string effect_words(std::string_view id) {
    const std::string key = "effect_name." + std::string(id);
    if (active_strings().find(key) != nullptr) return phrase(key);
    std::string out(id);  // a pack's own effect with no sentence: its id, spaced
    std::replace(out.begin(), out.end(), '_', ' ');
    return out;
}

std::vector<std::string> item_details(Game& g, ecs::Entity item) {
    std::vector<std::string> out;
    const Identity* id = g.world.try_get<Identity>(item);
    if (id == nullptr) return out;
    const bool kind = kind_known(g, item);
    const std::string description = row_description(g.content->common(RowRef{id->category, id->row}));
    if (!kind) {
        out.push_back(phrase("details.have_not_learnt_using"));
    } else if (!description.empty()) {
        out.push_back(description);
    }
    gear_numbers(g, item, out);
    launcher_numbers(g, item, out);
    ammo_numbers(g, item, out);
    wand_numbers(g, item, kind, out);
    if (kind) lent_effects(g, item, out);
    curse_line(g, item, out);
    return out;
}

std::vector<std::string> row_details(Game& g, RowRef row) {
    std::vector<std::string> out;
    const bool kind = kind_known(g, row);
    const std::string description = row_description(g.content->common(row));
    if (!kind) {
        out.push_back(phrase("details.have_not_learnt_using"));
    } else if (!description.empty()) {
        out.push_back(description);
    }
    if (const GearModifiers* mods = row_modifiers(*g.content, row)) gear_lines(*mods, false, out);
    return out;
}

std::string item_tag(const Game& g, ecs::Entity item) {
    const MeleeCap* cap = g.world.try_get<MeleeCap>(item);
    if (cap == nullptr || cap->value == kUncapped) return {};
    return phrase("details.melee_max", {{"cap", std::to_string(cap->value)}});
}

}  // namespace yoord
