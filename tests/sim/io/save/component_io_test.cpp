// What a save keeps of an entity: what play changed, with the rest rebuilt from the loading build's row. A row
// retuned between save and load reaches the saved game; play state, and whatever play added or took away,
// survives the retune.

#include "sim/io/save/component_io.hpp"

#include <gtest/gtest.h>

#include "save_test_support.hpp"
#include "sim/io/component_traits.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/items/pack.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

using testing::content;
using testing::make_game;
using testing::reload;

// A free floor cell near the player, found in a fixed order.
Point free_cell_near_player(const Game& g) {
    const Point at = player_cell(g);
    for (int r = 1; r < 20; ++r) {
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                const Point p = at + Point{dx, dy};
                if (g.map().walkable(p) && creature_at(g, p) == ecs::null_entity) return p;
            }
        }
    }
    ADD_FAILURE() << "no free cell near the player";
    return at;
}

ecs::Entity spawn(Game& g, std::string_view id, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, where);
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

ecs::Entity spawn_beside_player(Game& g, std::string_view id) {
    return spawn(g, id, Place::at(free_cell_near_player(g)));
}

// The same entity in a loaded game, by Uid.
ecs::Entity same_in(const Game& loaded, const Game& original, ecs::Entity e) {
    return loaded.world.find(original.world.uid(e));
}

template <class Def>
Def& row_of(Content& c, std::vector<Def>& table, std::string_view id) {
    const std::optional<RowRef> ref = c.find(id);
    EXPECT_TRUE(ref.has_value()) << id;
    return table.at(ref->index);
}

TEST(ComponentIo, ARetunedMonsterRowReachesASavedMonster) {
    auto g = make_game(6);
    const ecs::Entity rat = spawn_beside_player(*g, "rat");
    const std::vector<std::byte> bytes = save_bytes(*g);

    Content retuned = content();
    MonsterDef& row = row_of(retuned, retuned.monsters, "rat");
    row.power_die = 9;
    row.armour_bonus = 3;
    row.glyph = 'R';
    row.sight = 11;
    auto loaded = load_save(bytes, retuned);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    const GameWorld& w = (*loaded)->world;
    const ecs::Entity back = same_in(**loaded, *g, rat);
    ASSERT_NE(back, ecs::null_entity);
    EXPECT_EQ(w.get<CombatStats>(back).power_die, 9);
    EXPECT_EQ(w.get<CombatStats>(back).armour_bonus, 3);
    EXPECT_EQ(w.get<Renderable>(back).glyph, 'R');
    EXPECT_EQ(w.get<Mind>(back).sight, 11);
}

TEST(ComponentIo, ARetunedItemRowReachesASavedItem) {
    auto g = make_game(6);
    const ecs::Entity dagger = spawn(*g, "dagger", Place::in_pack(g->player));
    const std::vector<std::byte> bytes = save_bytes(*g);

    Content retuned = content();
    WeaponDef& row = row_of(retuned, retuned.weapons, "dagger");
    row.mods.power_die = 7;
    row.mods.throw_bonus = 5;
    auto loaded = load_save(bytes, retuned);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    const Modifiers& mods = (*loaded)->world.get<Modifiers>(same_in(**loaded, *g, dagger));
    EXPECT_EQ(mods.value.power_die, 7);
    EXPECT_EQ(mods.value.throw_bonus, 5);
}

TEST(ComponentIo, PlayStateSurvivesARetune) {
    auto g = make_game(6);
    const ecs::Entity rat = spawn_beside_player(*g, "rat");
    g->world.get<Health>(rat).hp = 1;
    ASSERT_EQ(hold(*g, rat, Grant::of<Confused>(), Lifetime::turns, 6), HoldResult::added);
    const ecs::Entity dagger = spawn(*g, "dagger", Place::in_pack(g->player));
    ASSERT_TRUE(enchant(*g, dagger, 2));
    const int bonus = g->world.get<Modifiers>(dagger).value.power_bonus;
    const ecs::Entity wand = spawn(*g, "wand_of_striking", Place::in_pack(g->player));
    g->world.get<Charges>(wand).left = 1;
    const std::vector<std::byte> bytes = save_bytes(*g);

    Content retuned = content();
    row_of(retuned, retuned.monsters, "rat").hp = 40;
    row_of(retuned, retuned.weapons, "dagger").mods.power_die = 7;
    auto loaded = load_save(bytes, retuned);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    Game& back = **loaded;
    const ecs::Entity rat2 = same_in(back, *g, rat);
    EXPECT_EQ(back.world.get<Health>(rat2).hp, 1);
    EXPECT_EQ(back.world.get<Health>(rat2).max_hp, g->world.get<Health>(rat).max_hp) << "max hp is play state";
    EXPECT_TRUE(back.world.has<Confused>(rat2));
    EXPECT_EQ(held_turns(back.world, rat2, Grant::of<Confused>()), held_turns(g->world, rat, Grant::of<Confused>()));
    const ecs::Entity dagger2 = same_in(back, *g, dagger);
    EXPECT_EQ(back.world.get<Item>(dagger2).plus, 2);
    EXPECT_EQ(back.world.get<Modifiers>(dagger2).value.power_bonus, bonus) << "the changed number is kept";
    EXPECT_EQ(back.world.get<Modifiers>(dagger2).value.power_die, 7) << "the untouched number is the row's";
    EXPECT_EQ(back.world.get<Charges>(same_in(back, *g, wand)).left, 1);
}

TEST(ComponentIo, WhatPlayAddedOrTookAwayIsKept) {
    auto g = make_game(6);
    const ecs::Entity bat = spawn_beside_player(*g, "cave_bat");
    ASSERT_TRUE(g->world.has<Flies>(bat)) << "the row grants flight";
    g->world.clear<Flies>(bat);  // taken away by play
    g->world.set<Telepathic>(bat);  // given by play
    g->world.get<CombatStats>(bat).power_bonus += 4;  // a potion of might, say
    const ecs::Entity ring = spawn(*g, "ring_of_protection", Place::in_pack(g->player));
    ASSERT_TRUE(cancel_item(*g, ring));
    const GearModifiers cancelled = g->world.get<Modifiers>(ring).value;
    const std::vector<std::byte> bytes = save_bytes(*g);

    Content retuned = content();
    row_of(retuned, retuned.rings, "ring_of_protection").mods.armour_bonus += 2;
    auto loaded = load_save(bytes, retuned);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    const GameWorld& w = (*loaded)->world;
    const ecs::Entity bat2 = same_in(**loaded, *g, bat);
    EXPECT_FALSE(w.has<Flies>(bat2));
    EXPECT_TRUE(w.has<Telepathic>(bat2));
    EXPECT_EQ(w.get<CombatStats>(bat2).power_bonus, g->world.get<CombatStats>(bat).power_bonus);
    const ecs::Entity ring2 = same_in(**loaded, *g, ring);
    EXPECT_TRUE(w.has<Cancelled>(ring2));
    EXPECT_EQ(w.get<Modifiers>(ring2).value, cancelled) << "a cancelled ring lends nothing, retuned or not";
}

TEST(ComponentIo, AComponentTheRowGivesButPlayRemovedStaysRemoved) {
    auto g = make_game(6);
    const ecs::Entity rat = spawn_beside_player(*g, "rat");
    g->world.remove<Mind>(rat);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_FALSE(back->world.has<Mind>(same_in(*back, *g, rat)));
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(ComponentIo, AnUntouchedRowThingSavesSmallerThanItsWholeComponents) {
    auto g = make_game(6);
    const std::size_t before = save_bytes(*g).size();
    (void)spawn(*g, "long_bow", Place::in_pack(g->player));
    const std::size_t one_bow = save_bytes(*g).size() - before;
    // Uid, origin, row, two empty marker lists, a record count, and the play records (location, item).
    EXPECT_LT(one_bow, 8u + 1 + 9 + 8 + 2 + 2 * (8 + 4 + 1 + 4 + 16)) << "row fields are not written";
}

// Issue 17: rune charges, a deck's faces (in order, reversed or not), promises owed and a cancelled potion's new row.
TEST(ComponentIo, RuneChargesDecksPromisesAndCancelledFormsSurviveALoad) {
    auto g = make_game(7);
    const ecs::Entity rune = spawn(*g, "rune_of_chaos", Place::in_pack(g->player));
    g->world.get<Charges>(rune).left = 0;
    const ecs::Entity deck = spawn(*g, "deck_of_fortunes", Place::in_pack(g->player));
    g->world.get<Deck>(deck).cards.resize(3);
    g->world.get<Deck>(deck).cards[1].reversed = !g->world.get<Deck>(deck).cards[1].reversed;
    g->world.emplace<Promises>(g->player, Promises{2, 1});
    const ecs::Entity potion = spawn(*g, "potion_of_healing", Place::in_pack(g->player));
    ASSERT_TRUE(cancel_item(*g, potion));
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    const GameWorld& w = back->world;
    EXPECT_EQ(w.get<Charges>(same_in(*back, *g, rune)).left, 0);
    const auto& cards = w.get<Deck>(same_in(*back, *g, deck)).cards;
    ASSERT_EQ(cards.size(), 3u);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        EXPECT_EQ(cards[i].card, g->world.get<Deck>(deck).cards[i].card);
        EXPECT_EQ(cards[i].reversed, g->world.get<Deck>(deck).cards[i].reversed);
    }
    ASSERT_TRUE(w.has<Promises>(back->player));
    EXPECT_EQ(w.get<Promises>(back->player).power_dice, 2);
    EXPECT_EQ(w.get<Promises>(back->player).gear_plus, 1);
    EXPECT_EQ(w.get<Identity>(same_in(*back, *g, potion)).id, g->world.get<Identity>(potion).id);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

// A weapon trick's state is play's: a heavy swing still to recover from and momentum gathered come back with it.
TEST(ComponentIo, AHeavySwingsRecoveryAndAWeaponsMomentumSurviveALoad) {
    auto g = make_game(7);
    const ecs::Entity orc = spawn_beside_player(*g, "orc");
    g->world.emplace<Recovery>(g->player, Recovery{1});
    g->world.emplace<Momentum>(orc, Momentum{2, g->turn});
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    const GameWorld& w = back->world;
    ASSERT_TRUE(w.has<Recovery>(back->player));
    EXPECT_EQ(w.get<Recovery>(back->player).actions, 1);
    const ecs::Entity orc_back = same_in(*back, *g, orc);
    ASSERT_TRUE(w.has<Momentum>(orc_back));
    EXPECT_EQ(w.get<Momentum>(orc_back).blows, 2);
    EXPECT_EQ(w.get<Momentum>(orc_back).last_turn, g->turn);
    EXPECT_FALSE(w.has<Recovery>(orc_back)) << "absent stays absent";
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(ComponentIo, TheLoadoutCacheIsNeverSaved) {
    auto g = make_game(9);
    (void)loadout(g->world, g->player);
    ASSERT_TRUE(g->world.has<Loadout>(g->player));
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_FALSE(back->world.has<Loadout>(back->player)) << "folded again when first asked for";
    EXPECT_EQ(state_hash(*back), state_hash(*g));
    EXPECT_EQ(loadout(back->world, back->player), loadout(g->world, g->player));
}

TEST(ComponentIo, EveryComponentHasADistinctTagAndTheTraitsSayWhichAreSaved) {
    const auto tags = component_tags();
    EXPECT_EQ(tags.size(), GameWorld::component_count);
    for (std::size_t i = 0; i < tags.size(); ++i) {
        EXPECT_FALSE(tags[i].empty());
        for (std::size_t j = i + 1; j < tags.size(); ++j) EXPECT_NE(tags[i], tags[j]);
    }
    static_assert(ComponentTraits<Loadout>::saved == Saved::never);
    static_assert(ComponentTraits<Identity>::saved == Saved::row_key);
    EXPECT_EQ(saved_component_count(), GameWorld::component_count - 2) << "all but Identity and Loadout";
}

TEST(ComponentIo, AHiddenItemStaysHiddenAndAnUnmaskedMimicStaysUnmasked) {
    auto g = make_game(5);
    const ecs::Entity sword = spawn_beside_player(*g, "long_sword");
    g->world.set<Hidden>(sword);
    const ecs::Entity masked = spawn_beside_player(*g, "mimic");
    const ecs::Entity shown = spawn_beside_player(*g, "mimic");
    ASSERT_TRUE(g->world.has<Disguised>(masked)) << "the row grants its disguise";
    g->world.clear<Disguised>(shown);  // play took it away (sim/rules/disguise.hpp unmask)
    const auto loaded = reload(*g);
    ASSERT_NE(loaded, nullptr);
    EXPECT_TRUE(loaded->world.has<Hidden>(same_in(*loaded, *g, sword)));
    EXPECT_TRUE(loaded->world.has<Disguised>(same_in(*loaded, *g, masked)));
    EXPECT_FALSE(loaded->world.has<Disguised>(same_in(*loaded, *g, shown)));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
