// Tests that quantify over all content: every row of every table spawns, keeps its id and name, and carries
// every effect it grants. A row added to content/ is covered here the day it is added.

#include "sim/places/spawn.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

struct Scene {
    GameWorld world;
    LocationIndex places;
    Rng rng{7};
    SpawnContext ctx{world, places, shipped(), rng, 5};
};

constexpr Point kCell{5, 5};

bool has_grants(const GameWorld& w, ecs::Entity e, const std::vector<EffectRef>& grants, Category category) {
    if (category == Category::monster) {
        for (const EffectRef& g : grants) {
            if (!w.has_marker(e, g.bit)) return false;
        }
        return true;
    }
    const Grants* carried = w.try_get<Grants>(e);
    if (grants.empty()) return true;
    if (carried == nullptr || carried->bits.size() != grants.size()) return false;
    for (std::size_t i = 0; i < grants.size(); ++i) {
        if (carried->bits[i] != grants[i].bit) return false;
    }
    return true;
}

TEST(SpawnAllContent, EveryRowSpawnsKeepsItsIdAndNameAndCarriesItsGrants) {
    const Content& c = shipped();
    ASSERT_FALSE(c.all_rows().empty());
    for (const RowRef ref : c.all_rows()) {
        const RowCommon& row = c.common(ref);
        SCOPED_TRACE(row.id);
        Scene s;
        const SpawnResult spawned = spawn_named(s.ctx, row.id, Place::at(kCell));
        ASSERT_TRUE(spawned) << spawned.error;
        const ecs::Entity e = spawned.entity;
        const Identity& id = s.world.get<Identity>(e);
        EXPECT_EQ(id.id, stable_id(row.id));
        EXPECT_EQ(id.category, ref.category);
        const auto back = c.find(id.id);
        ASSERT_TRUE(back.has_value());
        EXPECT_EQ(c.common(*back).name, row.name);
        EXPECT_EQ(s.world.get<Renderable>(e).glyph, row.glyph);
        EXPECT_EQ(s.world.get<Position>(e).cell, kCell);
        c.visit(ref, [&](const auto& def) {
            if constexpr (requires { def.grants; }) {
                EXPECT_TRUE(has_grants(s.world, e, def.grants, ref.category));
            }
        });
        EXPECT_TRUE(check_locations(s.world, s.places).empty());
    }
}

TEST(SpawnAllContent, EveryItemRowSpawnsIntoAPack) {
    const Content& c = shipped();
    for (const RowRef ref : c.all_rows()) {
        if (!is_item(ref.category)) continue;
        SCOPED_TRACE(c.common(ref).id);
        Scene s;
        const ecs::Entity owner = spawn_named(s.ctx, "rat", Place::at(kCell)).entity;
        const SpawnResult item = spawn_row(s.ctx, ref, Place::in_pack(owner));
        ASSERT_TRUE(item) << item.error;
        EXPECT_EQ(s.world.get<Location>(item.entity).place.kind, PlaceKind::pack);
        EXPECT_FALSE(s.world.has<Position>(item.entity));
        EXPECT_TRUE(s.world.has<LoadoutDirty>(owner));
        EXPECT_TRUE(check_locations(s.world, s.places).empty());
    }
}

TEST(Spawn, MonsterTakesItsNumbersFromItsRowAndBase) {
    Scene s;
    const ecs::Entity rat = spawn_named(s.ctx, "rat", Place::at(kCell)).entity;
    const MonsterDef& def = shipped().monsters[shipped().find("rat")->index];
    EXPECT_EQ(s.world.get<Health>(rat).hp, def.hp);
    EXPECT_EQ(s.world.get<CombatStats>(rat).power_die, def.power_die);
    EXPECT_EQ(s.world.get<Mind>(rat).movement, Movement::chaser);  // inherited from the vermin base
    EXPECT_EQ(s.world.get<Energy>(rat).tempo, Tempo::normal);
}

TEST(Spawn, GearRollsOfCertainChanceLandInThePack) {
    Scene s;
    const ecs::Entity archer = spawn_named(s.ctx, "goblin_archer", Place::at(kCell)).entity;
    const Pack& pack = s.world.get<Pack>(archer);
    int carried = 0;
    for (const ecs::Entity item : pack.letters) carried += item != ecs::null_entity ? 1 : 0;
    EXPECT_GE(carried, 2);  // bow and arrows at 100%
    EXPECT_TRUE(check_locations(s.world, s.places).empty());
}

TEST(Spawn, UnknownIdFailsWithASuggestionAndCreatesNothing) {
    Scene s;
    const SpawnResult r = spawn_named(s.ctx, "red_dargon", Place::nowhere());
    EXPECT_FALSE(r);
    EXPECT_EQ(r.error, "no content row has the id 'red_dargon'; did you mean 'red_dragon'?");
    EXPECT_EQ(s.world.size(), 0u);
}

TEST(Spawn, FullPackRefusesAndCreatesNothing) {
    Scene s;
    const ecs::Entity owner = spawn_named(s.ctx, "rat", Place::at(kCell)).entity;
    for (int i = 0; i < shipped().constants.pack_size; ++i) {
        ASSERT_TRUE(spawn_named(s.ctx, "dagger", Place::in_pack(owner)));
    }
    const std::size_t before = s.world.size();
    const SpawnResult r = spawn_named(s.ctx, "dagger", Place::in_pack(owner));
    EXPECT_FALSE(r);
    EXPECT_EQ(s.world.size(), before);
}

TEST(Spawn, NowhereMeansNoPositionAndNoIndexEntry) {
    Scene s;
    const ecs::Entity e = spawn_named(s.ctx, "potion_of_healing", Place::nowhere()).entity;
    EXPECT_EQ(s.world.get<Location>(e).place.kind, PlaceKind::nowhere);
    EXPECT_FALSE(s.world.has<Position>(e));
    EXPECT_EQ(s.places.size(), 0u);
}

TEST(Spawn, SameSeedSpawnsTheSameStacks) {
    Scene a;
    Scene b;
    const int first = a.world.get<Stack>(spawn_named(a.ctx, "arrow", Place::nowhere()).entity).count;
    const int second = b.world.get<Stack>(spawn_named(b.ctx, "arrow", Place::nowhere()).entity).count;
    EXPECT_EQ(first, second);
}

// Which components an entity carries, in Components order: one bool each.
std::vector<bool> components_of(const GameWorld& w, ecs::Entity e) {
    std::vector<bool> present;
    GameWorld::for_each_component_type([&]<class T>() { present.push_back(w.has<T>(e)); });
    return present;
}

// The save loader rebuilds an entity from its row with add_row_components; spawn_row is that plus the dice.
TEST(SpawnAllContent, AddRowComponentsGivesWhatSpawnGivesSaveTheDice) {
    const Content& c = shipped();
    for (const RowRef ref : c.all_rows()) {
        SCOPED_TRACE(c.common(ref).id);
        Scene spawned;
        const ecs::Entity a = spawn_row(spawned.ctx, ref, Place::nowhere()).entity;
        ASSERT_NE(a, ecs::null_entity);
        GameWorld rebuilt;
        const ecs::Entity b = rebuilt.create();
        add_row_components(rebuilt, c, b, ref);

        const GameWorld& w = spawned.world;
        EXPECT_EQ(components_of(rebuilt, b), components_of(w, a));
        auto spawned_bits = w.markers(a);
        spawned_bits.reset(GameWorld::marker_bit<LoadoutDirty>);  // a cache flag: the gear rolls set it
        EXPECT_EQ(rebuilt.markers(b), spawned_bits);
        EXPECT_EQ(rebuilt.get<Identity>(b).row, ref.index);
        EXPECT_EQ(rebuilt.get<Renderable>(b).colour, w.get<Renderable>(a).colour);
        if (const Modifiers* m = w.try_get<Modifiers>(a)) {
            EXPECT_EQ(rebuilt.get<Modifiers>(b).value, m->value);
        }
        if (const Grants* g = w.try_get<Grants>(a)) {
            EXPECT_EQ(rebuilt.get<Grants>(b).bits, g->bits);
        }
        if (const Equippable* q = w.try_get<Equippable>(a)) {
            EXPECT_EQ(rebuilt.get<Equippable>(b).slot, q->slot);
        }
        if (const Launcher* l = w.try_get<Launcher>(a)) {
            EXPECT_EQ(rebuilt.get<Launcher>(b).range, l->range);
        }
        if (const Ammo* m = w.try_get<Ammo>(a)) {
            EXPECT_EQ(rebuilt.get<Ammo>(b).fired_by, m->fired_by);
            EXPECT_EQ(rebuilt.get<Ammo>(b).power_die, m->power_die);
        }
        if (const CombatStats* s = w.try_get<CombatStats>(a)) {
            EXPECT_EQ(rebuilt.get<CombatStats>(b).power_die, s->power_die);
            EXPECT_EQ(rebuilt.get<CombatStats>(b).armour_bonus, s->armour_bonus);
            EXPECT_EQ(rebuilt.get<Health>(b).max_hp, w.get<Health>(a).max_hp);
            EXPECT_EQ(rebuilt.get<Mind>(b).sight, w.get<Mind>(a).sight);
            EXPECT_EQ(rebuilt.get<Energy>(b).tempo, w.get<Energy>(a).tempo);
            EXPECT_EQ(rebuilt.get<Pack>(b).letters.size(), w.get<Pack>(a).letters.size());
        }
        EXPECT_EQ(rebuilt.get<Location>(b).place.kind, PlaceKind::nowhere);
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
