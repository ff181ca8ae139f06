#include "sim/places/spawn.hpp"

#include <vector>

#include "core/diag.hpp"

namespace yoord {

namespace {

void add_common(SpawnContext& ctx, ecs::Entity e, const RowCommon& row, Category category, std::uint32_t index) {
    ctx.world.emplace<Identity>(e, Identity{row.stable, category, index});
    ctx.world.emplace<Renderable>(e, Renderable{row.glyph, row.colour});
    ctx.world.emplace<Location>(e);
}

std::vector<std::uint16_t> bits_of(const std::vector<EffectRef>& grants) {
    std::vector<std::uint16_t> bits;
    bits.reserve(grants.size());
    for (const EffectRef& g : grants) bits.push_back(static_cast<std::uint16_t>(g.bit));
    return bits;
}

void add_gear(SpawnContext& ctx, ecs::Entity e, EquipSlot slot, const GearModifiers& mods,
              const std::vector<EffectRef>& grants, int cursed_chance) {
    ctx.world.emplace<Equippable>(e, Equippable{slot});
    ctx.world.emplace<Modifiers>(e, Modifiers{mods});
    ctx.world.emplace<Grants>(e, Grants{bits_of(grants)});
    ctx.world.emplace<Item>(e, Item{0, ctx.rng.percent(cursed_chance), false});
}

int roll_at_least(const Dice& d, Rng& rng, int floor) { return std::max(floor, d.roll(rng)); }

// One bundle per category: the components its rows need, and nothing about what they do.
void bundle(SpawnContext& ctx, ecs::Entity e, const MonsterDef& m) {
    ctx.world.emplace<Health>(e, Health{m.hp, m.hp});
    ctx.world.emplace<CombatStats>(e, CombatStats{m.power_die, m.power_bonus, m.armour_die, m.armour_bonus});
    ctx.world.emplace<Energy>(e, Energy{m.tempo, 0});
    ctx.world.emplace<Mind>(e, Mind{m.movement, m.sight});
    ctx.world.emplace<Pack>(e, Pack{std::vector<ecs::Entity>(
                                    static_cast<std::size_t>(ctx.content.constants.pack_size), ecs::null_entity)});
    ctx.world.emplace<Equipment>(e);
    for (const EffectRef& g : m.grants) ctx.world.set_marker(e, g.bit);
}
void bundle(SpawnContext& ctx, ecs::Entity e, const PotionDef&) { ctx.world.emplace<Item>(e); }
void bundle(SpawnContext& ctx, ecs::Entity e, const ScrollDef&) { ctx.world.emplace<Item>(e); }
void bundle(SpawnContext& ctx, ecs::Entity e, const WandDef& w) {
    ctx.world.emplace<Item>(e);
    ctx.world.emplace<Charges>(e, Charges{w.charges.roll(ctx.rng)});
}
void bundle(SpawnContext& ctx, ecs::Entity e, const RingDef& r) {
    add_gear(ctx, e, EquipSlot::left_ring, r.mods, r.grants, r.cursed_chance);
}
void bundle(SpawnContext& ctx, ecs::Entity e, const WeaponDef& w) {
    add_gear(ctx, e, EquipSlot::weapon, w.mods, w.grants, w.cursed_chance);
}
void bundle(SpawnContext& ctx, ecs::Entity e, const ArmourDef& a) {
    add_gear(ctx, e, EquipSlot::armour, a.mods, a.grants, a.cursed_chance);
}
void bundle(SpawnContext& ctx, ecs::Entity e, const LauncherDef& l) {
    add_gear(ctx, e, EquipSlot::launcher, l.mods, l.grants, l.cursed_chance);
    ctx.world.emplace<MeleeCap>(e, MeleeCap{l.melee_cap});
    ctx.world.emplace<Launcher>(e, Launcher{l.range});
}
void bundle(SpawnContext& ctx, ecs::Entity e, const AmmoDef& a) {
    ctx.world.emplace<Item>(e);
    ctx.world.emplace<Stack>(e, Stack{roll_at_least(a.count, ctx.rng, 1)});
    ctx.world.emplace<Ammo>(e, Ammo{static_cast<std::uint16_t>(a.fired_by.bit), a.power_die, a.power_bonus});
}
void bundle(SpawnContext& ctx, ecs::Entity e, const CoinDef& c) {
    ctx.world.emplace<Item>(e);
    ctx.world.emplace<Coins>(e, Coins{roll_at_least(c.amount, ctx.rng, 1) + c.per_depth * ctx.depth});
}
void bundle(SpawnContext& ctx, ecs::Entity e, const ElementDef& el) {
    ctx.world.emplace<Item>(e, Item{0, false, true});
    ctx.world.emplace<Grants>(e, Grants{bits_of(el.grants)});
}
void bundle(SpawnContext& ctx, ecs::Entity e, const TrapDef& t) {
    ctx.world.emplace<Trap>(e, Trap{t.kind, t.reveal, t.reveal == Reveal::sight});
}

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

SpawnResult spawn_row(SpawnContext& ctx, RowRef ref, Place dest) {
    ecs::Entity e = ctx.world.create();
    ctx.content.visit(ref, [&](const auto& row) {
        add_common(ctx, e, row, ref.category, ref.index);
        bundle(ctx, e, row);
    });
    const MoveResult moved = move_to(ctx.world, ctx.places, e, dest);
    if (moved != MoveResult::moved) {
        ctx.world.destroy(e);
        return {ecs::null_entity, "cannot place " + ctx.content.common(ref).id + ": " +
                                      (moved == MoveResult::pack_full ? "the pack is full" : "the place is taken")};
    }
    if (ref.category == Category::monster) roll_gear(ctx, e, ctx.content.monsters[ref.index]);
    return {e, {}};
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
