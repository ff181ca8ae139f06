// Wizard acts: intents like any other (applied through apply_intent, recorded and replayed), refused outside a
// wizard run, and taking no time.

#include "sim/actions/wizard_acts.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"
#include "sim/actions/explore.hpp"
#include "sim/io/records/run_record.hpp"
#include "core/stable_id.hpp"
#include "sim/world/components.hpp"
#include "sim/io/replay/recording.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/conducts.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/invariants.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::unique_ptr<Game> wizard_game(std::uint64_t seed = 11) {
    auto g = new_game(content(), seed, "Wiz");
    g->wizard = true;
    return g;
}

std::uint64_t row_of(std::string_view id) { return content().common(*content().find(id)).stable.value; }

int creatures_named(const Game& g, std::string_view id) {
    int n = 0;
    for (const ecs::Entity e : g.world.view<Identity, Health>()) {
        if (e != g.player && g.world.get<Identity>(e).id == stable_id(id)) ++n;
    }
    return n;
}

TEST(WizardActs, AreRefusedOutsideAWizardRun) {
    auto g = new_game(content(), 11, "Plain");
    const std::uint64_t before = state_hash(*g);
    const TurnResult r = play_turn(*g, Intent::wizard(WizardAct::spawn, row_of("rat"), 3));
    EXPECT_FALSE(r.spent);
    EXPECT_EQ(state_hash(*g), before);
    EXPECT_NE(g->log.messages().back().text.find("--wizard"), std::string::npos);
}

TEST(WizardActs, SpawnMakesTheCreaturesAroundThePlayerAndNoTimePasses) {
    auto g = wizard_game();
    const int had = creatures_named(*g, "rat");
    const TurnResult r = play_turn(*g, Intent::wizard(WizardAct::spawn, row_of("rat"), 3));
    EXPECT_FALSE(r.spent) << "a wizard act takes no time";
    EXPECT_EQ(g->turn, 0u);
    EXPECT_EQ(creatures_named(*g, "rat"), had + 3);
    EXPECT_TRUE(check_invariants(*g).empty());
}

TEST(WizardActs, GiveFillsThePackAndDepthGoesFloorByFloor) {
    auto g = wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::give, row_of("dagger"), 2));
    EXPECT_NE(pack_item(*g, g->player, 0), ecs::null_entity);
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 4));
    EXPECT_EQ(g->depth(), 4);
    EXPECT_EQ(g->descent.floor_changes, 3u);
    (void)play_turn(*g, Intent::wizard(WizardAct::set_hp, 0, 500));
    EXPECT_EQ(g->world.get<Health>(g->player).hp, 500);
    (void)play_turn(*g, Intent::wizard(WizardAct::teleport, 0, 0, g->map().stairs_down));
    EXPECT_EQ(player_cell(*g), g->map().stairs_down);
    EXPECT_TRUE(check_invariants(*g).empty());
}

// Issue 29, item 10: the wizard's tour counts and remembers as play does.
TEST(WizardActs, DepthCountsTowardTheDeepestDepth) {
    auto g = wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 5));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    EXPECT_EQ(g->depth(), 2);
    EXPECT_EQ(deepest_depth(*g), 5);
}

TEST(WizardActs, RevealRemembersTheFloorsItemsForTheMapAndExplore) {
    auto g = wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::reveal));
    int items = 0;
    int remembered = 0;
    for (const ecs::Entity e : g->world.view<Item, Position>()) {
        const Point cell = g->world.get<Position>(e).cell;
        ++items;
        remembered += g->view.items.at(cell).item != ecs::null_entity;
    }
    ASSERT_GT(items, 0) << "seed 11's first floor has items";
    EXPECT_EQ(remembered, items);
    EXPECT_NE(why_no_step(*g, Intent::explore()), StopReason::explored) << "explore walks to the items it knows of";
}

TEST(WizardActs, SetMagicSetsThePoolAndRaisesItsMaximumToFit) {
    auto g = wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::set_magic, 0, 3));
    EXPECT_EQ(g->world.get<Magic>(g->player).ma, 3);
    (void)play_turn(*g, Intent::wizard(WizardAct::set_magic, 0, 50));
    EXPECT_EQ(g->world.get<Magic>(g->player).ma, 50);
    EXPECT_EQ(g->world.get<Magic>(g->player).max_ma, 50);
    EXPECT_EQ(g->conducts_broken & conduct_bit(Conduct::spells), 0) << "setting magic casts nothing";
    EXPECT_NE(g->log.messages().back().text.find("magic 50 of 50"), std::string::npos);
}

TEST(WizardActs, ARecordingOfThemReplaysToTheSameHashes) {
    auto g = wizard_game(12);
    Recording rec;
    rec.header.seed = 12;
    rec.header.name = "Wiz";
    rec.header.wizard = true;
    const std::vector<Intent> intents{Intent::wizard(WizardAct::spawn, row_of("rat"), 2), Intent::wait(),
                                      Intent::wizard(WizardAct::reveal), Intent::wizard(WizardAct::go_to_depth, 0, 2),
                                      Intent::explore()};
    for (const Intent& i : intents) {
        (void)play_turn(*g, i);
        rec.turns.push_back({i, state_hash(*g)});
    }
    const RecordingParse parsed = parse_recording(format_recording(rec));
    ASSERT_TRUE(parsed.recording) << parsed.error;
    EXPECT_TRUE(parsed.recording->header.wizard);
    ASSERT_EQ(parsed.recording->turns.size(), intents.size());
    EXPECT_EQ(parsed.recording->turns[0].intent, intents[0]) << "row and amount survive the text";
    ReplayStart start = start_replay(content(), parsed.recording->header);
    ASSERT_TRUE(start.game);
    for (std::size_t i = 0; i < intents.size(); ++i) {
        EXPECT_EQ(replay_turn(*start.game, *parsed.recording, i), rec.turns[i].hash) << "turn " << i;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
