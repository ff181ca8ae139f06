// What the player is shown about items (render/game/item_details.hpp) and honest gear on the play screen: a
// worn launcher's melee cap in the status line, the pack and the log; menus that list only what they can use.

#include "render/game/item_details.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "game_session_support.hpp"
#include "render/game/view_model.hpp"
#include "sim/world/components.hpp"
#include "sim/rules/identify.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

bool has_line(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

TEST(ItemDetails, AWeaponShowsItsDiceAndAnUnknownEnchantment) {
    auto g = game_in_room({5, 4});
    const ecs::Entity sword = spawn(*g, "short_sword", Place::in_pack(g->player));
    Item& it = g->world.get<Item>(sword);
    it.plus = 2;
    g->world.get<Modifiers>(sword).value.power_bonus += 2;
    it.known = false;
    std::vector<std::string> lines = item_details(*g, sword);
    EXPECT_TRUE(has_line(lines, "Attack d6 ")) << "the row's numbers, the plus kept hidden";
    EXPECT_TRUE(has_line(lines, "enchantment is unknown"));
    it.known = true;
    lines = item_details(*g, sword);
    EXPECT_TRUE(has_line(lines, "Attack d6+2 "));
    EXPECT_FALSE(has_line(lines, "unknown"));
}

TEST(ItemDetails, ALauncherSaysWhatItFiresHowFarAndItsMeleeCap) {
    auto g = game_in_room({5, 4});
    const ecs::Entity sling = spawn(*g, "sling", Place::in_pack(g->player));
    const std::vector<std::string> lines = item_details(*g, sling);
    EXPECT_TRUE(has_line(lines, "Fires sling stone, up to 7 cells."));
    EXPECT_TRUE(has_line(lines, "your melee blows do at most 1 damage"));
    EXPECT_EQ(item_tag(*g, sling), "melee max 1");
}

TEST(ItemDetails, AmmoSaysItsDiceAndWhatFiresIt) {
    auto g = game_in_room({5, 4});
    const ecs::Entity arrows = spawn(*g, "arrow", Place::in_pack(g->player));
    const std::vector<std::string> lines = item_details(*g, arrows);
    EXPECT_TRUE(has_line(lines, "Fired, it hits for d6"));
    EXPECT_TRUE(has_line(lines, "Fired by: short bow, long bow."));
}

TEST(ItemDetails, AnUnknownPotionKeepsItsSecret) {
    auto g = game_in_room({5, 4});
    const ecs::Entity potion = spawn(*g, "potion_of_healing", Place::in_pack(g->player));
    ASSERT_FALSE(kind_known(*g, potion));
    const std::vector<std::string> lines = item_details(*g, potion);
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_TRUE(has_line(lines, "You have not learnt what it is"));
}

TEST(ItemDetails, AKnownWandShowsItsReachAndCharges) {
    auto g = game_in_room({5, 4});
    const ecs::Entity wand = spawn(*g, "wand_of_slumber", Place::in_pack(g->player));
    (void)learn_kind(*g, wand);
    g->world.get<Item>(wand).known = true;
    g->world.get<Charges>(wand).left = 3;
    const std::vector<std::string> lines = item_details(*g, wand);
    EXPECT_TRUE(has_line(lines, "Reaches "));
    EXPECT_TRUE(has_line(lines, "Charges left: 3."));
}

TEST(HonestGear, AWornLauncherShowsItsCapInTheStatusLine) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "sling", Place::worn(s.game().player, EquipSlot::launcher));
    s.press(Key{U'.'});
    // The cap makes the line too long for two blanks between fields: one each, and nothing is cut off.
    EXPECT_NE(s.row(22).find("Power d4 max 1 Armour"), std::string::npos) << s.row(22);
    EXPECT_NE(s.row(22).find("Patience 11"), std::string::npos) << s.row(22);
    EXPECT_EQ(make_hud_view(s.game()).melee_cap, std::optional<int>(1));
}

TEST(HonestGear, WearingALauncherSaysWhatItCaps) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "sling", Place::in_pack(s.game().player));
    s.play("wa");
    EXPECT_NE(s.terminal.to_string().find("While you wear it, your melee blows do at most 1 damage."),
              std::string::npos);
}

TEST(HonestGear, ThePackShowsTheCap) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "sling", Place::in_pack(s.game().player));
    const std::string screen = s.play("i");
    EXPECT_NE(screen.find("a - sling (melee max 1)"), std::string::npos);
}

TEST(Menus, EachActionListsOnlyWhatItCanUse) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "dagger", Place::in_pack(g.player));
    (void)spawn(g, "potion_of_healing", Place::in_pack(g.player));
    (void)spawn(g, "arrow", Place::in_pack(g.player));
    const std::string quaff = s.play("q");
    EXPECT_NE(quaff.find("b - "), std::string::npos);
    EXPECT_EQ(quaff.find("dagger"), std::string::npos);
    EXPECT_EQ(quaff.find("arrow"), std::string::npos);
}

TEST(Menus, NothingToUseIsSaidWithoutAnEmptyMenu) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "dagger", Place::in_pack(s.game().player));
    const std::string screen = s.play("r");
    EXPECT_TRUE(s.stack.query_log().empty());
    EXPECT_NE(screen.find("You have no scrolls to read."), std::string::npos);
}

TEST(Menus, FireIsOfferedOnlyForAmmoTheWornLauncherFires) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "arrow", Place::in_pack(g.player));
    auto fire_offered = [&] {
        const std::vector<Action> actions = make_pack_entries(g).front().actions;
        return std::count(actions.begin(), actions.end(), Action::fire);
    };
    EXPECT_EQ(fire_offered(), 0);
    (void)spawn(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_EQ(fire_offered(), 1);
}

TEST(Menus, SelectingAnItemInThePackShowsWhatThePlayerKnows) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "sling", Place::in_pack(s.game().player));
    const std::string screen = s.play("ia");
    EXPECT_NE(screen.find("Fires sling stone, up to 7 cells."), std::string::npos);
    EXPECT_NE(screen.find("w - Wear or wield an item"), std::string::npos);
}

TEST(Letters, WornGearStaysUnderItsLetterInThePack) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity dagger = spawn(g, "dagger", Place::in_pack(g.player));
    g.world.get<Item>(dagger).cursed = false;
    const std::string screen = s.play("wbi");
    EXPECT_NE(screen.find("b - +0 dagger (equipped)"), std::string::npos) << screen;
    EXPECT_EQ(screen.find("A - "), std::string::npos) << "no slot letters for gear that has its own";
}

TEST(Letters, TakingOffByItsLetterPutsItBackThere) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity dagger = spawn(g, "dagger", Place::in_pack(g.player));
    g.world.get<Item>(dagger).cursed = false;
    s.play("wbTb");
    EXPECT_EQ(g.world.get<Location>(dagger).place, Place::in_pack(g.player, 1));
}

TEST(Letters, GearWornWithoutALetterIsListedUnderItsSlot) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    (void)spawn(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_NE(s.play("i").find("E - sling (equipped, melee max 1)"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
