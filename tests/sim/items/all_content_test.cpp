// Tests that quantify over ALL content: every item row spawns, can be picked up, and using it has an
// observable effect or says honestly what (nothing) happened; every effect a row names is in the registry.
// A row added to content/ is covered here the day it is added.

#include <gtest/gtest.h>

#include <sstream>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/score.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::Mark;
using testing::put;

constexpr std::string_view kRange = R"(
    ##########
    #@...r...#
    #........#
    ##########
)";

// Everything a use could change that the player could notice, as text.
std::string fingerprint(Game& g, ecs::Entity target) {
    std::ostringstream out;
    const Health& hp = g.world.get<Health>(g.player);
    const Loadout l = loadout(g.world, g.player);
    out << hp.hp << '/' << hp.max_hp << ' ' << g.world.markers(g.player).to_string() << ' ' << l.power_die << ' '
        << l.power_bonus << ' ' << l.armour_die << ' ' << l.armour_bonus << ' ' << l.throw_bonus << ' '
        << l.sight_bonus << ' ' << l.melee_cap << ' ' << l.granted.to_string() << ' ' << final_score(g.score) << ' '
        << g.score.gold << ' ' << player_cell(g).x << ',' << player_cell(g).y << ' ' << g.depth() << ' '
        << g.world.count<Mind>() << ' ';
    if (g.world.valid(target)) {
        out << g.world.get<Health>(target).hp << ' ' << g.world.markers(target).to_string() << ' ';
        if (const Position* p = g.world.try_get<Position>(target)) out << p->cell.x << ',' << p->cell.y;
    }
    int remembered = 0;
    int open = 0;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) {
            remembered += g.view.remembered.at(x, y) ? 1 : 0;
            open += g.map().walkable({x, y}) ? 1 : 0;
        }
    }
    out << ' ' << remembered << ' ' << open;
    return out.str();
}

Intent use_of(Game& g, Category c, ecs::Entity item, Point target) {
    switch (c) {
        case Category::potion:
            return Intent::quaff(letter_of(g, item));
        case Category::scroll:
        case Category::rune:
        case Category::deck:
            return Intent::read(letter_of(g, item));
        case Category::wand:
            return Intent::zap(letter_of(g, item), target);
        case Category::ring:
        case Category::weapon:
        case Category::armour:
        case Category::launcher:
            return Intent::equip(letter_of(g, item));
        case Category::ammo:
        case Category::element:
        case Category::treat:
            return Intent::throw_item(letter_of(g, item), target);
        case Category::monster:
        case Category::coin:
        case Category::trap:
        case Category::card:
            break;
    }
    return Intent::wait();
}

TEST(AllItems, EveryItemRowSpawnsIsPickedUpAndItsUseDoesSomethingOrSaysSo) {
    const Content& c = testing::shipped_content();
    int checked = 0;
    for (const RowRef ref : c.all_rows()) {
        if (!is_item(ref.category)) continue;
        const RowCommon& row = c.common(ref);
        SCOPED_TRACE(row.id);
        auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
        Game& g = *s.game;
        g.world.get<Health>(s['r']) = Health{900, 900};
        g.world.get<Health>(g.player).hp = g.world.get<Health>(g.player).max_hp / 2;  // room to heal
        g.world.get<CombatStats>(g.player) = CombatStats{1, 0, 0, 0};  // a bare body, so any gear shows
        g.world.set<LoadoutDirty>(g.player);
        const ecs::Entity item = put(g, row.id, Place::at(player_cell(g)));
        if (Charges* charges = g.world.try_get<Charges>(item)) charges->left = std::max(1, charges->left);
        if (ref.category == Category::coin) {  // taken when it helps, else left with a reason (coins_test.cpp)
            const std::size_t lines = g.log.size();
            const bool taken = play_turn(g, Intent::pick_up()).spent;
            EXPECT_EQ(taken, !g.world.valid(item));
            EXPECT_GT(g.log.size(), lines) << "taken and said so, or left and said why";
            ++checked;
            continue;
        }
        ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
        ASSERT_EQ(g.world.get<Location>(item).place.kind, PlaceKind::pack);
        const std::string before = fingerprint(g, s['r']);
        const std::size_t lines = g.log.size();
        const bool spent = play_turn(g, use_of(g, ref.category, item, s.cell('r'))).spent;
        EXPECT_TRUE(spent) << "using it takes the turn";
        const bool changed = fingerprint(g, s['r']) != before;
        EXPECT_TRUE(changed || g.log.size() >= lines + 2) << "no visible effect and no honest message";
        ++checked;
    }
    EXPECT_GT(checked, 80);
}

TEST(AllEffects, EveryEffectARowNamesIsARegistryRowWithThatBit) {
    const Content& c = testing::shipped_content();
    const auto check = [](const std::vector<EffectRef>& grants) {
        for (const EffectRef& g : grants) {
            const EffectInfo* info = find_effect(g.id);
            ASSERT_NE(info, nullptr) << g.id;
            EXPECT_EQ(info->bit, g.bit) << g.id;
        }
    };
    for (const auto& r : c.monsters) check(r.grants);
    for (const auto& r : c.rings) check(r.grants);
    for (const auto& r : c.weapons) check(r.grants);
    for (const auto& r : c.armour) check(r.grants);
    for (const auto& r : c.launchers) check(r.grants);
    for (const auto& r : c.elements) check(r.grants);
    for (const auto& r : c.ammo) check({r.fired_by});
}

// Every ammo row is fired by some launcher row: a launcher grants what its ammo needs.
TEST(AllItems, EveryAmmoRowHasALauncherThatFiresIt) {
    const Content& c = testing::shipped_content();
    for (const AmmoDef& a : c.ammo) {
        const bool fired = std::any_of(c.launchers.begin(), c.launchers.end(), [&](const LauncherDef& l) {
            return std::any_of(l.grants.begin(), l.grants.end(), [&](const EffectRef& g) { return g.bit == a.fired_by.bit; });
        });
        EXPECT_TRUE(fired) << a.id;
    }
}

// The categories issue 6 asks for, at their minimum sizes.
TEST(AllItems, EachCategoryHasItsMinimumRows) {
    const Content& c = testing::shipped_content();
    EXPECT_GE(c.potions.size(), 15u);
    EXPECT_GE(c.scrolls.size(), 15u);
    EXPECT_GE(c.wands.size(), 12u);
    EXPECT_GE(c.rings.size(), 12u);
    EXPECT_GE(c.weapons.size(), 12u);
    EXPECT_GE(c.armour.size(), 8u);
    EXPECT_GE(c.traps.size(), 6u);
    EXPECT_GE(effect_table().size(), 40u);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
