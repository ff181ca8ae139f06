#include "sim/rules/spirits.hpp"

#include <algorithm>
#include <array>

#include "sim/dungeon/population.hpp"
#include "sim/items/pack.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/magic.hpp"
#include "sim/rules/spells.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

// The salt of a spirit's wares stream: part of every seed's meaning once shipped, like the dungeon's salts.
constexpr std::string_view kWaresSalt = "yoord/spirit-wares";
// Draws a spirit may spend looking for wares not already shown, before it settles for fewer.
constexpr int kWareDraws = 12;

Rng wares_rng(const Game& g, ecs::Entity spirit) {
    return Rng::derive(g.descent.seed, kWaresSalt, {g.world.uid(spirit).value});
}

bool knows_spell(const Game& g, ecs::Entity e, StableId spell) {
    const Spellbook* book = g.world.try_get<Spellbook>(e);
    return book != nullptr && std::find(book->spells.begin(), book->spells.end(), spell) != book->spells.end();
}

// A learnable spell the player does not know, drawn uniformly; nullopt (no draw) when there is none.
std::optional<Ware> spell_ware(const Game& g, Rng& rng) {
    std::vector<const SpellDef*> unknown;
    for (const SpellDef& spell : g.content->spells) {
        if (spell.learnable && !knows_spell(g, g.player, spell.stable)) unknown.push_back(&spell);
    }
    if (unknown.empty()) return std::nullopt;
    const SpellDef* spell = unknown[rng.below(static_cast<std::uint32_t>(unknown.size()))];
    Ware w;
    w.kind = Ware::Kind::spell;
    w.spell = spell->stable;
    w.name = phrase("trade.the_spell", {{"spell", row_name(*spell)}});
    return w;
}

std::optional<Ware> item_ware(const Game& g, Category category, int depth, Rng& rng) {
    const std::optional<RowRef> row = pick_row_at(*g.content, category, depth, rng);
    if (!row) return std::nullopt;
    Ware w;
    w.row = *row;
    w.name = with_article(row_name(g.content->common(*row)));
    return w;
}

// One ware of what the spirit trades. A barter's wares are of any kind an offer has.
std::optional<Ware> draw_ware(const Game& g, SpiritTrade trade, int depth, Rng& rng) {
    switch (trade) {
        case SpiritTrade::none:
            return std::nullopt;
        case SpiritTrade::spells:
            return spell_ware(g, rng);
        case SpiritTrade::weapons:
            return item_ware(g, Category::weapon, depth, rng);
        case SpiritTrade::armour:
            return item_ware(g, Category::armour, depth, rng);
        case SpiritTrade::rings:
            return item_ware(g, Category::ring, depth, rng);
        case SpiritTrade::barter: {
            constexpr std::array kinds{SpiritTrade::spells, SpiritTrade::weapons, SpiritTrade::armour,
                                       SpiritTrade::rings};
            return draw_ware(g, kinds[rng.below(static_cast<std::uint32_t>(kinds.size()))], depth, rng);
        }
    }
    return std::nullopt;
}

bool same_ware(const Ware& a, const Ware& b) {
    return a.kind == b.kind && a.row.category == b.row.category && a.row.index == b.row.index && a.spell == b.spell;
}

void pay(Game& g, ecs::Entity payer, ecs::Entity spirit, const Spirit& s) {
    switch (s.price) {
        case SpiritPrice::max_hp:
            (void)lower_max_hp(g, payer, s.cost);
            return;
        case SpiritPrice::max_magic:
            (void)lower_max_magic(g, payer, s.cost);
            return;
        case SpiritPrice::test:
            say(g, "trade.test_hurts", {.subject = spirit});
            harm(g, payer, s.cost, spirit, Wording::of_key("cause.spirit_test", {{"name", a_name_wording(g, spirit)}}));
            return;
    }
}

// The player's good leaves it: an item is gone from the pack, a spell forgotten.
void give_up(Game& g, ecs::Entity trader, const Ware& good) {
    switch (good.kind) {
        case Ware::Kind::item:
            (void)move_to(g.world, g.places, good.item, Place::nowhere());
            g.world.destroy(good.item);
            return;
        case Ware::Kind::spell: {
            Spellbook& book = g.world.get<Spellbook>(trader);
            book.spells.erase(std::remove(book.spells.begin(), book.spells.end(), good.spell), book.spells.end());
            return;
        }
    }
}

// The spirit's ware reaches the player: an item made into its pack, a spell learnt (or kept pending).
void receive(Game& g, ecs::Entity trader, ecs::Entity made, const Ware& ware) {
    switch (ware.kind) {
        case Ware::Kind::item:
            (void)stow(g, trader, made);
            return;
        case Ware::Kind::spell:
            (void)learn_spell(g, trader, ware.spell);
            return;
    }
}

// The spirit, its bargain kept, fades from the floor (not a death: nobody killed it).
void fade(Game& g, ecs::Entity spirit) {
    say(g, "trade.fades", {.subject = spirit});
    for (const ecs::Entity item : carried_items(g, spirit)) {
        (void)move_to(g.world, g.places, item, Place::nowhere());
        g.world.destroy(item);
    }
    (void)move_to(g.world, g.places, spirit, Place::nowhere());
    g.world.destroy(spirit);
    g.paths.forget_sides();
}

void set_spirit_sides(Game& g, Side from, Side to) {
    bool changed = false;
    for (const ecs::Entity e : g.world.view<Spirit, Allegiance>()) {
        Allegiance& a = g.world.get<Allegiance>(e);
        if (a.side != from) continue;
        a.side = to;
        changed = true;
    }
    if (changed) g.paths.forget_sides();
}

}  // namespace

bool is_spirit(const Game& g, ecs::Entity e) { return g.world.valid(e) && g.world.has<Spirit>(e); }

bool trading_spirit(const Game& g, ecs::Entity e) {
    // The run's hostility wins over a spirit's side: one summoned mid-floor after the peace broke trades with nobody.
    return is_spirit(g, e) && !g.spirits.hostile && side_of(g, e) == Side::peaceful &&
           g.world.get<Spirit>(e).trade != SpiritTrade::none;
}

std::vector<Ware> spirit_wares(const Game& g, ecs::Entity spirit) {
    std::vector<Ware> wares;
    if (!is_spirit(g, spirit)) return wares;
    const SpiritTrade trade = g.world.get<Spirit>(spirit).trade;
    // Its goods are of the floor's depth, or of its own where it is met shallower than its row allows (a summons).
    const int own = g.content->common(RowRef{Category::monster, g.world.get<Identity>(spirit).row}).min_depth;
    const int depth = std::max(g.depth(), own);
    Rng rng = wares_rng(g, spirit);
    for (int draw = 0; draw < kWareDraws && wares.size() < static_cast<std::size_t>(kSpiritWares); ++draw) {
        std::optional<Ware> w = draw_ware(g, trade, depth, rng);
        if (!w) break;  // nothing of that kind to draw at all
        const bool shown = std::any_of(wares.begin(), wares.end(), [&](const Ware& x) { return same_ware(x, *w); });
        if (!shown) wares.push_back(std::move(*w));
    }
    return wares;
}

std::vector<Ware> barter_goods(const Game& g, ecs::Entity trader) {
    std::vector<Ware> goods;
    if (const Pack* pack = g.world.try_get<Pack>(trader)) {
        for (const ecs::Entity item : pack->letters) {
            if (item == ecs::null_entity) continue;
            const Identity* id = g.world.try_get<Identity>(item);
            if (id != nullptr && id->category == Category::element) continue;  // the quest is not for sale
            Ware w;
            w.item = item;
            w.name = item_name(g, item);
            goods.push_back(std::move(w));
        }
    }
    if (const Spellbook* book = g.world.try_get<Spellbook>(trader)) {
        for (const StableId spell : book->spells) {
            const SpellDef* def = g.content->find_spell(spell);
            Ware w;
            w.kind = Ware::Kind::spell;
            w.spell = spell;
            w.name = phrase("trade.the_spell", {{"spell", def != nullptr ? row_name(*def) : std::string("?")}});
            goods.push_back(std::move(w));
        }
    }
    return goods;
}

std::string price_text(const Spirit& s) {
    const std::string n = std::to_string(s.cost);
    switch (s.price) {
        case SpiritPrice::max_hp:
            return phrase(s.cost == 1 ? "trade.price_one_max_hp" : "trade.price_max_hp", {{"n", n}});
        case SpiritPrice::max_magic:
            return phrase("trade.price_max_magic", {{"n", n}});
        case SpiritPrice::test:
            return phrase(s.cost == 1 ? "trade.price_one_test" : "trade.price_test", {{"n", n}});
    }
    return n;
}

std::string price_refusal(const Game& g, ecs::Entity payer, const Spirit& s) {
    switch (s.price) {
        case SpiritPrice::max_hp: {
            const Health* hp = g.world.try_get<Health>(payer);
            if (hp == nullptr || hp->max_hp <= s.cost) return sentence(g, "trade.refuse_no_life");
            return {};
        }
        case SpiritPrice::max_magic: {
            const Magic* pool = g.world.try_get<Magic>(payer);
            if (pool == nullptr || pool->max_ma < s.cost) return sentence(g, "trade.refuse_no_magic");
            return {};
        }
        case SpiritPrice::test: {
            const Health* hp = g.world.try_get<Health>(payer);
            if (hp == nullptr || hp->hp <= s.cost) return sentence(g, "trade.refuse_test");
            return {};
        }
    }
    return {};
}

void settle_trade(Game& g, ecs::Entity trader, ecs::Entity spirit, const Ware& ware, const std::optional<Ware>& good) {
    const Spirit s = g.world.get<Spirit>(spirit);
    say(g, "trade.asks", {.subject = spirit, .args = {{"what", price_text(s)}, {"item", ware.name}}});
    pay(g, trader, spirit, s);
    if (good) {
        const std::string what = good->kind == Ware::Kind::item ? phrase("trade.your", {{"item", good->name}}) : good->name;
        say(g, "trade.give", {.object = spirit, .args = {{"item", what}}});
        give_up(g, trader, *good);
    }
    ecs::Entity made = ecs::null_entity;
    if (ware.kind == Ware::Kind::item) {
        SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
        made = spawn_row(ctx, ware.row, Place::nowhere()).entity;
    }
    if (made != ecs::null_entity) say(g, "trade.receive", {.args = {{"item", ware.name}}});  // a lesson says so itself
    if (ware.kind == Ware::Kind::spell || made != ecs::null_entity) receive(g, trader, made, ware);
    fade(g, spirit);
    move_dial(g, s.pulls);
}

void spirit_attacked(Game& g, ecs::Entity victim, ecs::Entity by) {
    if (by != ecs::null_entity && by != victim && side_of(g, by) == Side::player && is_spirit(g, victim)) {
        break_the_peace(g);
    }
}

void break_the_peace(Game& g) {
    if (g.spirits.hostile) return;
    g.spirits.hostile = true;
    set_spirit_sides(g, Side::peaceful, Side::hostile);
    say(g, "trade.peace_broken");
}

void make_peace(Game& g) {
    g.spirits.dial = 0;
    g.spirits.hostile = false;
    set_spirit_sides(g, Side::hostile, Side::peaceful);
}

void reset_dial(Game& g) { g.spirits.dial = 0; }

void move_dial(Game& g, int pulls) {
    g.spirits.dial = std::clamp(g.spirits.dial + pulls, -kDialPole, kDialPole);
    if (g.spirits.dial == kDialPole || g.spirits.dial == -kDialPole) break_the_peace(g);
}

void keep_spirits_in_step(Game& g) {
    if (g.spirits.hostile) set_spirit_sides(g, Side::peaceful, Side::hostile);
}

}  // namespace yoord
