#include "sim/places/spawn.hpp"

#include <vector>

#include "core/diag.hpp"

namespace yoord {

namespace {

// ---- what the row decides: no dice ----------------------------------------------------------------------------

struct RowBuilder {
    GameWorld& world;
    const Content& content;
    ecs::Entity e;
};

void add_common(RowBuilder& b, const RowCommon& row, Category category, std::uint32_t index) {
    b.world.emplace<Identity>(b.e, Identity{row.stable, category, index});
    b.world.emplace<Renderable>(b.e, Renderable{row.glyph, row.colour});
    b.world.emplace<Location>(b.e);
}

std::vector<std::uint16_t> bits_of(const std::vector<EffectRef>& grants) {
    std::vector<std::uint16_t> bits;
    bits.reserve(grants.size());
    for (const EffectRef& g : grants) bits.push_back(static_cast<std::uint16_t>(g.bit));
    return bits;
}

void add_gear(RowBuilder& b, EquipSlot slot, const GearModifiers& mods, const std::vector<EffectRef>& grants) {
    b.world.emplace<Equippable>(b.e, Equippable{slot});
    b.world.emplace<Modifiers>(b.e, Modifiers{mods});
    b.world.emplace<Grants>(b.e, Grants{bits_of(grants)});
    b.world.emplace<Item>(b.e);
}

// One bundle per category: the components its rows need, and nothing about what they do.
void bundle(RowBuilder& b, const MonsterDef& m) {
    b.world.emplace<Health>(b.e, Health{m.hp, m.hp});
    b.world.emplace<CombatStats>(b.e, CombatStats{m.power_die, m.power_bonus, m.armour_die, m.armour_bonus});
    b.world.emplace<Energy>(b.e, Energy{m.tempo, 0});
    b.world.emplace<Mind>(b.e, Mind{m.movement, m.sight});
    b.world.emplace<Allegiance>(b.e, Allegiance{m.side});
    b.world.emplace<Pack>(b.e, Pack{std::vector<ecs::Entity>(static_cast<std::size_t>(b.content.constants.pack_size),
                                                             ecs::null_entity)});
    b.world.emplace<Equipment>(b.e);
    for (const EffectRef& g : m.grants) b.world.set_marker(b.e, g.bit);
    if (!m.spells.empty()) {
        Spellbook book;
        for (const RowRefName& spell : m.spells) book.spells.push_back(stable_id(spell.id));
        b.world.emplace<Spellbook>(b.e, std::move(book));
        b.world.emplace<Magic>(b.e, Magic{m.magic, m.magic});
    }
    if (m.trade != SpiritTrade::none) b.world.emplace<Spirit>(b.e, Spirit{m.trade, m.price, m.cost, m.pulls});
}
void bundle(RowBuilder& b, const PotionDef&) { b.world.emplace<Item>(b.e); }
void bundle(RowBuilder& b, const ScrollDef&) { b.world.emplace<Item>(b.e); }
void bundle(RowBuilder& b, const WandDef&) {
    b.world.emplace<Item>(b.e);
    b.world.emplace<Charges>(b.e);
}
void bundle(RowBuilder& b, const RingDef& r) { add_gear(b, EquipSlot::left_ring, r.mods, r.grants); }
void bundle(RowBuilder& b, const WeaponDef& w) { add_gear(b, EquipSlot::weapon, w.mods, w.grants); }
void bundle(RowBuilder& b, const ArmourDef& a) { add_gear(b, EquipSlot::armour, a.mods, a.grants); }
void bundle(RowBuilder& b, const LauncherDef& l) {
    add_gear(b, EquipSlot::launcher, l.mods, l.grants);
    b.world.emplace<MeleeCap>(b.e, MeleeCap{l.melee_cap});
    b.world.emplace<Launcher>(b.e, Launcher{l.range});
}
void bundle(RowBuilder& b, const AmmoDef& a) {
    b.world.emplace<Item>(b.e);
    b.world.emplace<Stack>(b.e);
    b.world.emplace<Ammo>(b.e, Ammo{static_cast<std::uint16_t>(a.fired_by.bit), a.power_die, a.power_bonus});
}
void bundle(RowBuilder& b, const CoinDef&) {
    b.world.emplace<Item>(b.e);
    b.world.emplace<Coins>(b.e);
}
void bundle(RowBuilder& b, const ElementDef& el) {
    b.world.emplace<Item>(b.e, Item{0, false, true});
    b.world.emplace<Grants>(b.e, Grants{bits_of(el.grants)});
}
void bundle(RowBuilder& b, const RuneDef&) {
    b.world.emplace<Item>(b.e);
    b.world.emplace<Charges>(b.e);
}
void bundle(RowBuilder& b, const DeckDef&) {
    b.world.emplace<Item>(b.e);
    b.world.emplace<Deck>(b.e);
}
void bundle(RowBuilder&, const CardDef&) {}  // a face a deck holds: never an entity in play
void bundle(RowBuilder& b, const TreatDef&) { b.world.emplace<Item>(b.e, Item{0, false, true}); }
void bundle(RowBuilder& b, const TrapDef& t) {
    b.world.emplace<Trap>(b.e, Trap{t.kind, t.reveal, t.reveal == Reveal::sight});
}

// ---- the dice: at most one draw per item, in this order, so that every seed keeps its floors --------------

int roll_at_least(const Dice& d, Rng& rng, int floor) { return std::max(floor, d.roll(rng)); }

void roll_curse(SpawnContext& ctx, ecs::Entity e, int cursed_chance) {
    ctx.world.get<Item>(e).cursed = ctx.rng.percent(cursed_chance);
}

void roll(SpawnContext&, ecs::Entity, const MonsterDef&) {}  // its gear is rolled once it is placed
void roll(SpawnContext&, ecs::Entity, const PotionDef&) {}
void roll(SpawnContext&, ecs::Entity, const ScrollDef&) {}
void roll(SpawnContext& ctx, ecs::Entity e, const WandDef& w) {
    ctx.world.get<Charges>(e).left = w.charges.roll(ctx.rng);
}
void roll(SpawnContext& ctx, ecs::Entity e, const RingDef& r) { roll_curse(ctx, e, r.cursed_chance); }
void roll(SpawnContext& ctx, ecs::Entity e, const WeaponDef& w) { roll_curse(ctx, e, w.cursed_chance); }
void roll(SpawnContext& ctx, ecs::Entity e, const ArmourDef& a) { roll_curse(ctx, e, a.cursed_chance); }
void roll(SpawnContext& ctx, ecs::Entity e, const LauncherDef& l) { roll_curse(ctx, e, l.cursed_chance); }
void roll(SpawnContext& ctx, ecs::Entity e, const AmmoDef& a) {
    ctx.world.get<Stack>(e).count = roll_at_least(a.count, ctx.rng, 1);
}
void roll(SpawnContext& ctx, ecs::Entity e, const CoinDef& c) {
    ctx.world.get<Coins>(e).amount = roll_at_least(c.amount, ctx.rng, 1) + c.per_depth * ctx.depth;
}
void roll(SpawnContext&, ecs::Entity, const ElementDef&) {}
void roll(SpawnContext&, ecs::Entity, const TrapDef&) {}
void roll(SpawnContext& ctx, ecs::Entity e, const RuneDef& r) { ctx.world.get<Charges>(e).left = r.charges; }
void roll(SpawnContext& ctx, ecs::Entity e, const DeckDef& d) { ctx.world.get<Deck>(e).cards = draw_deck(ctx.content, d, ctx.rng); }
void roll(SpawnContext&, ecs::Entity, const CardDef&) {}
void roll(SpawnContext&, ecs::Entity, const TreatDef&) {}

// A monster's gear rolls, each spawned into its pack. Rolled in row order, one percent() per roll.
void roll_gear(SpawnContext& ctx, ecs::Entity owner, const MonsterDef& m) {
    for (const GearRoll& roll : m.gear) {
        if (!ctx.rng.percent(roll.chance)) continue;
        const auto item = ctx.content.find(roll.item.id);
        if (!item) continue;  // the loader refuses unknown gear ids, so only a hand-built Content gets here
        (void)spawn_row(ctx, *item, Place::in_pack(owner));
    }
}

}  // namespace

std::vector<DrawnCard> draw_deck(const Content& content, const DeckDef& deck, Rng& rng) {
    std::vector<std::uint32_t> weights;
    for (const CardDef& card : content.cards) weights.push_back(static_cast<std::uint32_t>(card.weight));
    std::vector<DrawnCard> out;
    if (weights.empty()) return out;
    for (int i = 0; i < deck.cards; ++i) {
        const CardDef& face = content.cards[rng.weighted_pick(weights)];
        out.push_back(DrawnCard{face.stable, rng.percent(deck.reversed_chance)});
    }
    return out;
}

SpawnResult spawn_row(SpawnContext& ctx, RowRef ref, Place dest) {
    const ecs::Entity e = ctx.world.create();
    add_row_components(ctx.world, ctx.content, e, ref);
    ctx.content.visit(ref, [&](const auto& row) { roll(ctx, e, row); });
    const MoveResult moved = move_to(ctx.world, ctx.places, e, dest);
    if (moved != MoveResult::moved) {
        ctx.world.destroy(e);
        return {ecs::null_entity, "cannot place " + ctx.content.common(ref).id + ": " +
                                      (moved == MoveResult::pack_full ? "the pack is full" : "the place is taken")};
    }
    if (ref.category == Category::monster) roll_gear(ctx, e, ctx.content.monsters[ref.index]);
    return {e, {}};
}

void add_row_components(GameWorld& world, const Content& content, ecs::Entity e, RowRef ref) {
    RowBuilder b{world, content, e};
    content.visit(ref, [&](const auto& row) {
        add_common(b, row, ref.category, ref.index);
        bundle(b, row);
    });
}

SpawnResult spawn_named(SpawnContext& ctx, std::string_view id, Place dest) {
    if (const auto ref = ctx.content.find(id)) return spawn_row(ctx, *ref, dest);
    std::vector<std::string> ids;
    for (const RowRef r : ctx.content.all_rows()) ids.push_back(ctx.content.common(r).id);
    std::string message = "no content row has the id '" + std::string(id) + "'";
    if (const auto guess = did_you_mean(id, ids)) message += "; did you mean '" + *guess + "'?";
    return {ecs::null_entity, std::move(message)};
}

}  // namespace yoord
