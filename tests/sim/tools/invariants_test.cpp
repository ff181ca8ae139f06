#include "sim/tools/invariants.hpp"

#include <gtest/gtest.h>

#include "sim/world/components.hpp"
#include "sim/rules/grant.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A new game on the shipped content; `monster` is a creature of floor 1 other than the player.
struct Fixture {
    std::unique_ptr<Game> game;
    ecs::Entity monster = ecs::null_entity;
};

Fixture new_fixture() {
    static const LoadResult loaded = load_embedded_content();
    Fixture f{new_game(*loaded.content, 5, "tester")};
    f.game->world.each_entity([&](ecs::Entity e) {
        if (e != f.game->player && f.game->world.has<Health>(e) && f.game->world.has<Position>(e)) f.monster = e;
    });
    return f;
}

bool mentions(const std::vector<std::string>& lines, std::string_view what) {
    for (const std::string& l : lines) {
        if (l.find(what) != std::string::npos) return true;
    }
    return false;
}

TEST(Invariants, ANewGameHoldsThemAll) {
    auto s = new_fixture();
    ASSERT_NE(s.monster, ecs::null_entity);
    EXPECT_TRUE(check_invariants(*s.game).empty());
}

TEST(Invariants, HpAboveItsMaximumIsReported) {
    auto s = new_fixture();
    ASSERT_NE(s.monster, ecs::null_entity);
    Health& h = s.game->world.get<Health>(s.monster);
    h.hp = h.max_hp + 1;
    EXPECT_TRUE(mentions(check_invariants(*s.game), "exceeds max_hp"));
}

TEST(Invariants, ACreatureAliveAtZeroHpIsReported) {
    auto s = new_fixture();
    ASSERT_NE(s.monster, ecs::null_entity);
    s.game->world.get<Health>(s.monster).hp = 0;
    EXPECT_TRUE(mentions(check_invariants(*s.game), "alive at hp 0"));
}

TEST(Invariants, ThePlayerMayLieAtZeroOnceTheRunIsOver) {
    auto s = new_fixture();
    s.game->world.get<Health>(s.game->player).hp = 0;
    EXPECT_FALSE(check_invariants(*s.game).empty());
    s.game->outcome = Outcome::dead;
    EXPECT_TRUE(check_invariants(*s.game).empty());
}

TEST(Invariants, APackLetterNamingADeadEntityIsReported) {
    auto s = new_fixture();
    GameWorld& world = s.game->world;
    const ecs::Entity ghost = world.create();
    world.destroy(ghost);
    world.get<Pack>(s.game->player).letters.at(2) = ghost;
    EXPECT_TRUE(mentions(check_invariants(*s.game), "pack letter c names a dead entity"));
}

TEST(Invariants, MoreConditionsThanTheCapAreReported) {
    auto s = new_fixture();
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<Confused>(), Lifetime::turns, 20);
    (void)hold(g, g.player, Grant::of<Blind>(), Lifetime::turns, 20);
    (void)hold(g, g.player, Grant::of<Hallucinating>(), Lifetime::turns, 20);
    EXPECT_TRUE(check_invariants(g).empty());
    Conditions& c = g.world.get<Conditions>(g.player);
    c.held.push_back(c.held.front());  // past the cap, as only a bug could do
    EXPECT_TRUE(mentions(check_invariants(g), "conditions, more than 3"));
}

TEST(Invariants, ALocationOutOfStepWithTheIndexIsReported) {
    auto s = new_fixture();
    ASSERT_NE(s.monster, ecs::null_entity);
    Point& cell = s.game->world.get<Position>(s.monster).cell;
    cell = Point{cell.x + 1, cell.y};  // moved behind move_to's back
    EXPECT_FALSE(check_invariants(*s.game).empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
