// Hot reload on the play screen (issue 16 item 1), through the null terminal: F5 in a wizard run moves the game
// onto the new tables; a reload with errors shows them in a panel and keeps the old tables; outside a wizard
// run F5 only says what it needs.

#include <gtest/gtest.h>

#include <stdexcept>

#include "game_session_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& retuned() {
    static const LoadResult loaded = [] {
        PackFolder tweak;
        tweak.dir = "tweak";
        tweak.paths = {"tweak/pack.toml", "tweak/patch.toml"};
        tweak.texts = {"id = \"tweak\"\nversion = \"1\"\n", "[[patch]]\ntarget = \"goblin\"\nset = { power_die = 11 }\n"};
        return load_content(embedded_content_files(), std::vector<PackFolder>{tweak});
    }();
    return *loaded.content;
}

std::unique_ptr<Game> wizard_game_with_a_goblin(ecs::Uid& goblin) {
    auto g = new_game(test::embedded_content(), test::kSessionSeed, "Wiz");
    g->wizard = true;
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, g->depth()};
    const SpawnResult made = spawn_named(ctx, "goblin", Place::at(nearest_free_cell(*g, player_cell(*g))));
    EXPECT_TRUE(made) << made.error;
    goblin = g->world.uid(made.entity);
    return g;
}

TEST(HotReload, FiveMovesTheGameOntoTheNewTablesAndALiveMonsterTakesTheRetunedRow) {
    ecs::Uid uid;
    test::Session s(wizard_game_with_a_goblin(uid));
    s.screen.set_content_reload([] { return GameScreen::ContentReload{&retuned(), {}, {}}; });
    s.press(Key{keys::f5});
    const ecs::Entity goblin = s.game().world.find(uid);
    ASSERT_NE(goblin, ecs::null_entity);
    EXPECT_EQ(s.game().world.get<CombatStats>(goblin).power_die, 11);
    EXPECT_TRUE(s.game().reloaded);
    EXPECT_EQ(s.game().content, &retuned());
}

TEST(HotReload, ABrokenRowShowsThePanelAndTheOldTablesStay) {
    ecs::Uid uid;
    test::Session s(wizard_game_with_a_goblin(uid));
    const Content* before = s.game().content;
    s.screen.set_content_reload([] {
        return GameScreen::ContentReload{nullptr, {"content/monsters.toml:12:6: error: key 'hp' is 0"}, {}};
    });
    s.press(Key{keys::f5});
    const std::string screen = s.terminal.to_string();
    EXPECT_NE(screen.find("Reload failed"), std::string::npos) << screen;
    EXPECT_NE(screen.find("content/monsters.toml:12:6: error: key 'hp' is 0"), std::string::npos) << screen;
    EXPECT_EQ(s.game().content, before);
    EXPECT_FALSE(s.game().reloaded);
    EXPECT_EQ(s.game().world.get<CombatStats>(s.game().world.find(uid)).power_die, 5);
}

// Issue 35 item 6: the author sees what the save changed, row by row and key by key, and the log counts it.
TEST(HotReload, APanelListsWhatTheReloadChangedAndTheLogCountsIt) {
    ecs::Uid uid;
    test::Session s(wizard_game_with_a_goblin(uid));
    s.screen.set_content_reload([] { return GameScreen::ContentReload{&retuned(), {}, {}}; });
    s.press(Key{keys::f5});
    const std::string screen = s.terminal.to_string();
    EXPECT_NE(screen.find("Content reloaded: what changed"), std::string::npos) << screen;
    EXPECT_NE(screen.find("edited monster 'goblin': power_die"), std::string::npos) << screen;
    EXPECT_EQ(s.game().log.messages().back().text, "Reloaded. Rows added: 0, edited: 1, removed: 0.");
}

TEST(HotReload, AReloadThatChangedNothingSaysSoAndOpensNoPanel) {
    static const LoadResult same = load_embedded_content();
    ecs::Uid uid;
    test::Session s(wizard_game_with_a_goblin(uid));
    s.screen.set_content_reload([] { return GameScreen::ContentReload{&*same.content, {}, {}}; });
    s.press(Key{keys::f5});
    EXPECT_EQ(s.terminal.to_string().find("what changed"), std::string::npos) << s.terminal.to_string();
    EXPECT_EQ(s.game().log.messages().back().text, "Reloaded: no row changed.");
    EXPECT_TRUE(s.game().reloaded);
}

TEST(HotReload, OutsideAWizardRunFiveSaysWhatItNeeds) {
    test::Session s;
    s.screen.set_content_reload([] { return GameScreen::ContentReload{&retuned(), {}, {}}; });
    s.press(Key{keys::f5});
    EXPECT_FALSE(s.game().reloaded);
    EXPECT_NE(s.terminal.to_string().find("needs a wizard run"), std::string::npos) << s.terminal.to_string();
}

// An error inside a turn (issue 32 item 8), after a reload: going on undoes the failed action and the run stays
// on the reloaded tables, with the state it had before that action.
TEST(HotReload, AnErrorInATurnAfterAReloadIsUndoneAndTheRunStaysOnTheNewTables) {
    ecs::Uid uid;
    test::Session s(wizard_game_with_a_goblin(uid));
    s.screen.set_content_reload([] { return GameScreen::ContentReload{&retuned(), {}, {}}; });
    s.press(Key{keys::f5});
    ASSERT_EQ(s.game().content, &retuned());
    std::uint64_t before = 0;
    std::uint64_t when_going_on = 0;
    std::uint32_t turn_before = 0;
    const Content* content_going_on = nullptr;
    int waits = 0;
    s.screen.set_turn_hook_for_tests([&](Game& g, const Intent& intent) {
        if (intent.kind != IntentKind::wait) return;
        if (++waits == 1) {
            before = state_hash(g);
            turn_before = g.turn;
            g.turn += 5;  // the failing turn has already changed the game when it throws
            throw std::runtime_error("injected failure");
        }
        when_going_on = state_hash(g);  // the next wait starts from the snapshot
        content_going_on = g.content;
    });
    // q closes the reload's panel of changes; then a wait that throws, the error panel's choice (go on), and the
    // same wait again.
    (void)s.play("q.g.");
    ASSERT_EQ(waits, 2);
    EXPECT_EQ(when_going_on, before) << "the failed action is undone";
    EXPECT_EQ(content_going_on, &retuned()) << "on the reloaded tables";
    EXPECT_EQ(s.game().turn, turn_before + 1) << "and the run plays on";
    const ecs::Entity goblin = s.game().world.find(uid);
    ASSERT_NE(goblin, ecs::null_entity);
    EXPECT_EQ(s.game().world.get<CombatStats>(goblin).power_die, 11) << "still the retuned row";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
