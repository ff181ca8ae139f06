// Hot reload (sim/tools/reload.hpp): the running game moved onto new tables keeps what play changed and picks up
// the rest from the rows, by id.

#include "sim/tools/reload.hpp"

#include <gtest/gtest.h>

#include "sim/io/state_hash.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// The shipped tables with the goblin retuned by a pack's patch, as an author's edit would.
const Content& retuned() {
    static const LoadResult loaded = [] {
        PackFolder tweak;
        tweak.dir = "tweak";
        tweak.paths = {"tweak/pack.toml", "tweak/patch.toml"};
        tweak.texts = {"id = \"tweak\"\nversion = \"1\"\n",
                       "[[patch]]\ntarget = \"goblin\"\nset = { hp = 31, power_die = 11, colour = \"red\" }\n"};
        return load_content(embedded_content_files(), std::vector<PackFolder>{tweak});
    }();
    return *loaded.content;
}

ecs::Uid spawn_goblin(Game& g) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, "goblin", Place::at(nearest_free_cell(g, player_cell(g))));
    EXPECT_TRUE(made) << made.error;
    return g.world.uid(made.entity);
}

TEST(Reload, ARetunedRowReachesALiveMonsterAndTheRunIsMarked) {
    auto g = new_game(shipped(), 5, "Wiz");
    const ecs::Uid uid = spawn_goblin(*g);
    const Reloaded r = reload_game(*g, retuned());
    ASSERT_NE(r.game, nullptr) << r.error;
    const ecs::Entity goblin = r.game->world.find(uid);
    ASSERT_NE(goblin, ecs::null_entity);
    EXPECT_EQ(r.game->world.get<CombatStats>(goblin).power_die, 11);
    EXPECT_EQ(r.game->world.get<Health>(goblin).max_hp, 8) << "hit points are play's: they stay as they were";
    EXPECT_EQ(r.game->world.get<Renderable>(goblin).colour, ColourName::red);
    EXPECT_EQ(r.game->content, &retuned());
    EXPECT_TRUE(r.game->reloaded);
    EXPECT_FALSE(g->reloaded);
}

TEST(Reload, ReloadingTheSameTablesChangesNothingButTheMark) {
    auto g = new_game(shipped(), 5, "Wiz");
    (void)spawn_goblin(*g);
    const Reloaded r = reload_game(*g, shipped());
    ASSERT_NE(r.game, nullptr) << r.error;
    EXPECT_EQ(state_hash(*r.game), state_hash(*g));
    EXPECT_EQ(r.game->world.size(), g->world.size());
}

// The shipped tables and a pack with one potion of its own, which a reload onto the shipped tables removes.
const Content& with_elixir() {
    static const LoadResult loaded = [] {
        PackFolder quest;
        quest.dir = "quest";
        quest.paths = {"quest/pack.toml", "quest/potions.toml"};
        quest.texts = {"id = \"quest\"\nversion = \"1\"\n",
                       "[[potion]]\nid = \"elixir\"\nbase = \"potion_of_healing\"\nname = \"elixir\"\n"};
        return load_content(embedded_content_files(), std::vector<PackFolder>{quest});
    }();
    EXPECT_TRUE(loaded.content);
    return *loaded.content;
}

TEST(Reload, RemovingARowACarriedItemUsesIsSaidByItsIdForTheAuthor) {
    auto g = new_game(with_elixir(), 5, "Wiz");
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, g->depth()};
    ASSERT_TRUE(spawn_named(ctx, "quest.elixir", Place::in_pack(g->player)));
    const Reloaded r = reload_game(*g, shipped());
    ASSERT_NE(r.game, nullptr) << r.error;
    bool said = false;
    for (const auto& m : r.game->log.messages()) {
        said = said || m.text == "The reloaded tables have no row 'quest.elixir': the item you carried made from it is gone.";
        EXPECT_EQ(m.text.find("version"), std::string::npos) << "not a version change: " << m.text;
    }
    EXPECT_TRUE(said);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
