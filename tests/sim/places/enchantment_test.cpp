// An item's plus (sim/places/enchantment.hpp): folded into the bonus it raises, shown to its holder only once the
// item is identified.

#include "sim/places/enchantment.hpp"

#include <gtest/gtest.h>

#include "sim/places/spawn.hpp"
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

    ecs::Entity item(std::string_view id) {
        const SpawnResult r = spawn_named(ctx, id, Place::nowhere());
        EXPECT_TRUE(r) << r.error;
        return r.entity;
    }
};

TEST(Enchantment, APlusRaisesAWeaponsPowerBonusAndAnArmoursArmourBonus) {
    Scene s;
    const ecs::Entity sword = s.item("short_sword");
    const ecs::Entity mail = s.item("ring_mail");
    const GearModifiers sword_row = s.world.get<Modifiers>(sword).value;
    const GearModifiers mail_row = s.world.get<Modifiers>(mail).value;
    ASSERT_TRUE(add_plus(s.world, sword, 2));
    ASSERT_TRUE(add_plus(s.world, mail, -3));
    EXPECT_EQ(s.world.get<Modifiers>(sword).value.power_bonus, sword_row.power_bonus + 2);
    EXPECT_EQ(s.world.get<Modifiers>(sword).value.armour_bonus, sword_row.armour_bonus);
    EXPECT_EQ(s.world.get<Item>(sword).plus, 2);
    EXPECT_EQ(s.world.get<Modifiers>(mail).value.armour_bonus, mail_row.armour_bonus - 3);
    EXPECT_EQ(s.world.get<Item>(mail).plus, -3);
}

TEST(Enchantment, RingsLaunchersAndPotionsHoldNoPlus) {
    Scene s;
    for (const char* id : {"ring_of_protection", "short_bow", "potion_of_healing"}) {
        SCOPED_TRACE(id);
        const ecs::Entity e = s.item(id);
        const GearModifiers before = known_modifiers(s.world, e);
        EXPECT_FALSE(holds_plus(s.world, e));
        EXPECT_FALSE(add_plus(s.world, e, 2));
        EXPECT_EQ(known_modifiers(s.world, e), before) << "nothing changed";
        if (const Item* it = s.world.try_get<Item>(e)) {
            EXPECT_EQ(it->plus, 0);
        }
    }
}

TEST(Enchantment, TheHolderKnowsOnlyTheRowsNumbersUntilTheItemIsIdentified) {
    Scene s;
    const ecs::Entity sword = s.item("short_sword");
    const GearModifiers row = s.world.get<Modifiers>(sword).value;
    ASSERT_TRUE(add_plus(s.world, sword, 3));
    ASSERT_FALSE(s.world.get<Item>(sword).known);
    EXPECT_EQ(known_modifiers(s.world, sword), row) << "an unidentified +3 sword reads as its row";
    s.world.get<Item>(sword).known = true;
    GearModifiers plus_three = row;
    plus_three.power_bonus += 3;
    EXPECT_EQ(known_modifiers(s.world, sword), plus_three);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
