#include "sim/rules/loadout.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/scenario_support.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "sim/rules/terrain.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

struct Kit {
    std::unique_ptr<Game> game = new_game(testing::shipped_content(), 1, "tester");
    ecs::Entity wear(std::string_view id, EquipSlot slot) {
        SpawnContext ctx{game->world, game->places, *game->content, game->rng, 1};
        const SpawnResult made = spawn_named(ctx, id, Place::worn(game->player, slot));
        EXPECT_TRUE(made) << made.error;
        return made.entity;
    }
    ecs::Entity carry(std::string_view id) {
        SpawnContext ctx{game->world, game->places, *game->content, game->rng, 1};
        const SpawnResult made = spawn_named(ctx, id, Place::in_pack(game->player));
        EXPECT_TRUE(made) << made.error;
        return made.entity;
    }
    const GearModifiers& mods(ecs::Entity item) const { return game->world.get<Modifiers>(item).value; }
};

TEST(Loadout, BaseStatsWithNothingWorn) {
    Kit k;
    const CombatStats base = k.game->world.get<CombatStats>(k.game->player);
    const Loadout l = loadout(k.game->world, k.game->player);
    EXPECT_EQ(l.power_die, base.power_die);
    EXPECT_EQ(l.armour_die, base.armour_die);
    EXPECT_EQ(l.power_bonus, base.power_bonus);
    EXPECT_EQ(l.melee_cap, kUncapped);
    EXPECT_TRUE(l.granted.none());
}

TEST(Loadout, DiceFoldWithLargestBonusesAddAndCapsFoldWithMin) {
    Kit k;
    const ecs::Entity sword = k.wear("long_sword", EquipSlot::weapon);
    const ecs::Entity ring1 = k.wear("ring_of_protection", EquipSlot::left_ring);
    const ecs::Entity ring2 = k.wear("ring_of_protection", EquipSlot::right_ring);
    const ecs::Entity bow = k.wear("short_bow", EquipSlot::launcher);
    const CombatStats base = k.game->world.get<CombatStats>(k.game->player);
    const Loadout l = loadout(k.game->world, k.game->player);
    EXPECT_EQ(l.power_die, std::max({base.power_die, k.mods(sword).power_die, k.mods(bow).power_die}));
    EXPECT_EQ(l.armour_bonus, base.armour_bonus + k.mods(sword).armour_bonus + k.mods(ring1).armour_bonus +
                                  k.mods(ring2).armour_bonus + k.mods(bow).armour_bonus);
    EXPECT_GT(k.mods(ring1).armour_bonus, 0) << "the ring this test wears must lend armour";
    EXPECT_EQ(l.melee_cap, k.game->world.get<MeleeCap>(bow).value);
}

TEST(Loadout, WornGearLendsItsEffectsAndPackGearDoesNot) {
    Kit k;
    const ecs::Entity bow_in_pack = k.carry("short_bow");
    EXPECT_FALSE(has_effect<FiresArrows>(k.game->world, k.game->player)) << "a bow in the pack lends nothing";
    (void)move_to(k.game->world, k.game->places, bow_in_pack, Place::worn(k.game->player, EquipSlot::launcher));
    EXPECT_TRUE(has_effect<FiresArrows>(k.game->world, k.game->player));
}

// EffectsOf answers as has_effect does, for an effect born (a marker), lent (by gear) or absent, in any order.
TEST(Loadout, EffectsOfAnswersAsHasEffectDoes) {
    Kit k;
    GameWorld& w = k.game->world;
    const ecs::Entity p = k.game->player;
    (void)k.carry("element_of_yoord");       // lends Regenerates from the pack
    w.set<Stealthy>(p);                       // born with it
    const auto ask_each = [&] {
        EffectsOf effects(w, p);
        return std::array{effects.has<Stealthy>(), effects.has<Regenerates>(), effects.has<Flies>()};
    };
    const std::array expected{has_effect<Stealthy>(w, p), has_effect<Regenerates>(w, p), has_effect<Flies>(w, p)};
    EXPECT_EQ(expected, (std::array{true, true, false}));
    EXPECT_EQ(ask_each(), expected);
    mark_loadout_dirty(w, p);  // a stale Loadout is folded again on the first question a marker does not answer
    EffectsOf effects(w, p);
    EXPECT_TRUE(effects.has<Regenerates>());
    EXPECT_FALSE(w.has<LoadoutDirty>(p));
}

// LendsNothing answers for the Loadout only while it is clean: set by a fold that lends nothing, cleared by one
// that lends, discounted while LoadoutDirty is set; every effect question answers as the fold would.
TEST(Loadout, LendsNothingFollowsEveryFoldAndIsTrustedOnlyWhileTheLoadoutIsClean) {
    Kit k;
    GameWorld& w = k.game->world;
    const ecs::Entity p = k.game->player;
    mark_loadout_dirty(w, p);
    EXPECT_FALSE(lends_nothing_of_valid(w, p)) << "dirty: ask the Loadout";
    (void)loadout(w, p);
    ASSERT_TRUE(loadout(w, p).granted.none()) << "the kit starts with nothing that lends";
    EXPECT_TRUE(lends_nothing_of_valid(w, p));
    EXPECT_FALSE(has_effect<SeesInvisible>(w, p));
    const ecs::Entity ring = k.carry("ring_of_see_invisible");
    (void)move_to(w, k.game->places, ring, Place::worn(p, EquipSlot::left_ring));
    EXPECT_FALSE(lends_nothing_of_valid(w, p)) << "putting the ring on marked the Loadout dirty";
    EXPECT_TRUE(has_effect<SeesInvisible>(w, p)) << "so the question is answered by a new fold";
    EXPECT_FALSE(w.has<LendsNothing>(p)) << "which lends, and clears the marker";
    EXPECT_FALSE(lends_nothing_of_valid(w, p));
    EffectsOf effects(w, p);
    EXPECT_TRUE(effects.has<SeesInvisible>());
    EXPECT_EQ(mobility_of(w, p), Mobility::walks);
    (void)move_to(w, k.game->places, ring, Place::in_pack(p));
    EXPECT_FALSE(has_effect<SeesInvisible>(w, p));
    EXPECT_TRUE(lends_nothing_of_valid(w, p)) << "taken off: the next fold lends nothing again";
}

TEST(Loadout, CarriedCharmsLendTheirEffectsFromThePack) {
    Kit k;
    (void)k.carry("element_of_yoord");
    EXPECT_TRUE(has_effect<Regenerates>(k.game->world, k.game->player));
}

// The fold probes items by index once it has checked the handle: a handle left behind by a destroyed item
// (a broken location invariant) lends nothing, even after its slot is reused by an item that would lend.
TEST(Loadout, AStaleItemHandleLendsNothingEvenWhenItsSlotIsReused) {
    Kit k;
    const ecs::Entity bow = k.wear("short_bow", EquipSlot::launcher);
    ASSERT_TRUE(has_effect<FiresArrows>(k.game->world, k.game->player));
    k.game->world.destroy(bow);  // behind move_to's back: Equipment still names the stale handle
    const ecs::Entity reused = k.carry("element_of_yoord");
    ASSERT_EQ(ecs::entity_to_index(reused), ecs::entity_to_index(bow));
    (void)move_to(k.game->world, k.game->places, reused, Place::nowhere());
    const Loadout l = fold_loadout(k.game->world, k.game->player);
    EXPECT_FALSE(l.granted.test(GameWorld::marker_bit<FiresArrows>));
    EXPECT_FALSE(l.granted.test(GameWorld::marker_bit<Regenerates>));
    EXPECT_EQ(l.melee_cap, kUncapped);
}

TEST(Loadout, PackLettersAnywhereLendAndGapsAreSkipped) {
    Kit k;
    Pack& pack = k.game->world.get<Pack>(k.game->player);
    ASSERT_GE(pack.letters.size(), 3u);
    const ecs::Entity charm = k.carry("element_of_yoord");
    // Move the charm to the last letter, leaving every earlier letter empty.
    std::replace(pack.letters.begin(), pack.letters.end(), charm, ecs::null_entity);
    pack.letters.back() = charm;
    EXPECT_TRUE(fold_loadout(k.game->world, k.game->player).granted.test(GameWorld::marker_bit<Regenerates>));
    pack.letters.back() = ecs::null_entity;
    EXPECT_FALSE(fold_loadout(k.game->world, k.game->player).granted.test(GameWorld::marker_bit<Regenerates>));
}

TEST(Loadout, CachedUntilMarkedDirty) {
    Kit k;
    GameWorld& w = k.game->world;
    const ecs::Entity sword = k.wear("long_sword", EquipSlot::weapon);
    const int before = loadout(w, k.game->player).power_bonus;
    w.get<Modifiers>(sword).value.power_bonus += 3;  // an enchantment that forgot to say so
    EXPECT_EQ(loadout(w, k.game->player).power_bonus, before) << "the cache is not recomputed on every read";
    mark_loadout_dirty(w, k.game->player);
    EXPECT_EQ(loadout(w, k.game->player).power_bonus, before + 3);
    EXPECT_FALSE(w.has<LoadoutDirty>(k.game->player));
}

TEST(Loadout, MovingGearInOrOutMarksTheOwnerDirty) {
    Kit k;
    GameWorld& w = k.game->world;
    (void)loadout(w, k.game->player);
    const ecs::Entity sword = k.carry("long_sword");
    EXPECT_TRUE(w.has<LoadoutDirty>(k.game->player));
    (void)loadout(w, k.game->player);
    (void)move_to(w, k.game->places, sword, Place::worn(k.game->player, EquipSlot::weapon));
    EXPECT_EQ(loadout(w, k.game->player).power_die,
              std::max(w.get<CombatStats>(k.game->player).power_die, k.mods(sword).power_die));
}

TEST(Loadout, FoldMatchesTheCache) {
    Kit k;
    (void)k.wear("long_sword", EquipSlot::weapon);
    (void)k.wear("ring_of_far_sight", EquipSlot::left_ring);
    EXPECT_EQ(loadout(k.game->world, k.game->player), fold_loadout(k.game->world, k.game->player));
}

TEST(Modifiers, EveryModifierIsAKeyOfEveryGearTable) {
    for (const TableSchema& table : content_schemas()) {
        if (table.table != "weapon" && table.table != "armour" && table.table != "ring" && table.table != "launcher") {
            continue;
        }
        for (const ModifierInfo& m : kModifierTable) {
            const bool found = std::any_of(table.keys.begin(), table.keys.end(),
                                           [&](const SchemaKey& k) { return k.key == m.field; });
            EXPECT_TRUE(found) << table.table << " has no key " << m.field;
        }
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
