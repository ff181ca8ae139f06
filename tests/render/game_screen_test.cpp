// The real game on the play screen, through the null terminal: render/game/*.

#include "render/game/game_screen.hpp"

#include <gtest/gtest.h>

#include "render/game/target_layer.hpp"
#include "render/game/view_model.hpp"
#include "render/null_terminal.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/identify.hpp"
#include "sim/text/names.hpp"
#include "render/game/tile_look.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/world/components.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "game_session_support.hpp"
#include "snapshot_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::open_room;
using test::Session;
using test::spawn;

TEST(GameScreen, NewGameShowsTheHudTheMapAndTheWelcome) {
    Session s;
    const std::string screen = s.play("");
    EXPECT_TRUE(test::matches_snapshot("game_new_seed7_80x24", screen));
    EXPECT_NE(screen.find("Tess  HP 30/30  Ma 10/10  Power d4  Armour d2  Depth 1  Score 0"), std::string::npos);
    EXPECT_NE(screen.find("You enter the dungeon of Yoord"), std::string::npos);
}

TEST(GameScreen, AMoveKeyMovesThePlayer) {
    Session s(game_in_room({5, 4}));
    s.press(Key{U'l'});
    EXPECT_EQ(player_cell(s.game()), (Point{6, 4}));
    s.press(Key{keys::down});
    EXPECT_EQ(player_cell(s.game()), (Point{6, 5}));
    EXPECT_EQ(s.game().turn, 2U);
}

TEST(GameScreen, AWallBumpSpendsNoTurn) {
    Session s(game_in_room({1, 2}));
    const int patience = s.game().patience;
    s.play("hhh");
    EXPECT_EQ(player_cell(s.game()), (Point{1, 2}));
    EXPECT_EQ(s.game().turn, 0U);
    EXPECT_EQ(s.game().patience, patience);
}

// What the screen hands each turn (sim/turn/schedule.hpp): a recording sees every intent it submits, a step, a
// refused bump and each step of a run alike, and nothing once it is taken away.
struct SeenIntents final : IntentObserver {
    std::vector<Intent> seen;
    void after_intent(const Game&, const Intent& intent) override { seen.push_back(intent); }
};

TEST(GameScreen, TheRecordingSeesEveryIntentTheScreenSubmitsStepsAndRunsAlike) {
    Session s(game_in_room({2, 4}));
    SeenIntents recording;
    s.screen.set_recording(&recording);
    s.press(Key{U'h'});  // a step west
    s.press(Key{U'h'});  // a bump into the wall: refused, and still submitted
    ASSERT_EQ(recording.seen.size(), 2u);
    EXPECT_EQ(s.game().turn, 1u);
    s.press(Key{U'L'});  // a run east across the room: one intent a step
    EXPECT_GT(s.game().turn, 3u);
    EXPECT_EQ(recording.seen.size(), 1 + s.game().turn);
    s.screen.set_recording(nullptr);
    s.press(Key{U'h'});
    EXPECT_EQ(recording.seen.size(), s.game().turn) << "a recording taken away sees nothing more";
}

TEST(GameScreen, TheMapShowsThePlayerAndWhatItSees) {
    Session s(game_in_room({5, 4}));
    spawn(s.game(), "rat", Place::at({8, 4}));
    s.game().paths.sight_lines_turn = UINT32_MAX;
    const std::string screen = s.play(".");
    EXPECT_NE(screen.find('@'), std::string::npos);
    EXPECT_NE(screen.find('r'), std::string::npos);
}

// The first cell showing `glyph` below the message line, or {-1, -1}.
std::pair<int, int> find_glyph(const NullTerminal& t, char32_t glyph) {
    for (int y = 1; y < t.size().height; ++y) {
        for (int x = 0; x < t.size().width; ++x) {
            if (t.cell(x, y).glyph == glyph) return {x, y};
        }
    }
    return {-1, -1};
}

// A creature seen and then lost from sight stays drawn, dimmed, where it was last seen, until that cell is seen
// again without it (DCSS, Brogue).
TEST(GameScreen, ACreatureOutOfSightIsDrawnDimmedWhereItWasLastSeen) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity mould = spawn(g, "yellow_mould", Place::at({8, 4}));
    s.press(Key{U'.'});
    const auto [mx, my] = find_glyph(s.terminal, U'F');
    ASSERT_GE(mx, 0) << "the mould is in view";
    const Colour bright = s.terminal.cell(mx, my).fg;

    (void)blind(g, g.player, 20);
    update_view(g);
    s.press(Key{U'.'});
    EXPECT_EQ(s.terminal.cell(mx, my).glyph, U'F') << "remembered";
    EXPECT_EQ(s.terminal.cell(mx, my).fg, kRememberedColour);
    EXPECT_NE(bright, kRememberedColour);
    EXPECT_TRUE(test::matches_snapshot("game_remembered_creature_80x24", s.terminal.to_string()));

    (void)move_to(g.world, g.places, mould, Place::at({9, 6}));  // it moves while the player cannot see it
    s.press(Key{U'.'});
    EXPECT_EQ(s.terminal.cell(mx, my).glyph, U'F') << "still where it was last seen";

    (void)end_held(g, g.player, Grant::of<Blind>());
    update_view(g);
    s.press(Key{U'.'});
    EXPECT_NE(s.terminal.cell(mx, my).glyph, U'F') << "the cell is seen again, empty";
    EXPECT_EQ(s.terminal.cell(mx + 1, my + 2).glyph, U'F');
}

TEST(GameScreen, CreatureMemoryIsForgottenOnANewFloorVisit) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    (void)spawn(g, "yellow_mould", Place::at({8, 4}));
    s.press(Key{U'.'});
    const auto [mx, my] = find_glyph(s.terminal, U'F');
    ASSERT_GE(mx, 0);
    (void)blind(g, g.player, 20);
    enter_floor(g, FloorChange::stairs_down);
    install_map(g, open_room(12, 8), {3, 4});
    update_view(g);
    s.press(Key{U'.'});
    EXPECT_NE(s.terminal.cell(mx, my).glyph, U'F');
    EXPECT_EQ(find_glyph(s.terminal, U'F').first, -1) << "nothing remembered from the last floor";
}

// Where the player's '@' is on the screen, by column.
int player_column(const NullTerminal& t) { return find_glyph(t, U'@').first; }

TEST(GameScreen, ARunIsDrawnStepByStep) {
    Session s(game_in_room({2, 4}));
    std::vector<int> columns;
    s.screen.set_turn_hook_for_tests([&](Game&, const Intent&) { columns.push_back(player_column(s.terminal)); });
    s.press(Key{U'L'});  // run east across the room
    ASSERT_GE(columns.size(), 5u);
    EXPECT_EQ(s.screen.run_steps_drawn(), static_cast<int>(columns.size())) << "drawn after each step";
    for (std::size_t i = 2; i < columns.size(); ++i) {
        EXPECT_EQ(columns[i], columns[i - 1] + 1) << "step " << i << ": the screen shows each step as it is taken";
    }
    EXPECT_EQ(player_cell(s.game()).x, 10) << "it ran to the wall";
}

TEST(GameScreen, AKeyPressStopsARunWhenStepsPause) {
    Session s(game_in_room({2, 4}));
    s.screen.set_run_step_pause(std::chrono::milliseconds{1});
    s.terminal.queue_key(Key{U'L'});
    s.terminal.queue_key(Key{U'x'});  // pressed while the run is on screen
    s.stack.step();
    EXPECT_EQ(player_cell(s.game()).x, 3) << "one step, then the key stopped it";
    EXPECT_EQ(s.screen.run_steps_drawn(), 1);
    EXPECT_EQ(s.terminal.pending_keys(), 0u) << "the key that stopped it is spent";
}

TEST(GameScreen, ThePackScreenListsARealPack) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    spawn(g, "potion_of_healing", Place::in_pack(g.player));
    spawn(g, "dagger", Place::in_pack(g.player));
    spawn(g, "arrow", Place::in_pack(g.player));
    const std::string screen = s.play("i");
    EXPECT_TRUE(test::matches_snapshot("game_pack_80x24", screen));
    EXPECT_EQ(s.stack.query_log(), std::vector<std::string>{"pack"});
}

TEST(GameScreen, PackLettersBecomeIntents) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    spawn(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity dagger = spawn(g, "dagger", Place::in_pack(g.player));
    s.play("wb");  // wield the dagger at b
    EXPECT_EQ(g.world.get<Equipment>(g.player).slots[static_cast<std::size_t>(EquipSlot::weapon)], dagger);
    const std::vector<PackEntry> pack = make_pack_entries(g);
    ASSERT_EQ(pack.size(), 2U);
    EXPECT_TRUE(pack.back().equipped);
    EXPECT_EQ(pack.back().actions, std::vector<Action>{Action::unequip});
}

TEST(GameScreen, ThrowAsksForAnItemThenATarget) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    spawn(g, "dagger", Place::in_pack(g.player));
    spawn(g, "rat", Place::at({8, 4}));
    s.stack.queue_result<std::size_t>(0);         // the pack: the dagger
    s.stack.queue_result<Point>(Point{8, 4});     // the aim cursor: the rat
    s.screen.act(Action::throw_item);
    EXPECT_EQ(s.stack.query_log(), (std::vector<std::string>{"pack", "aim"}));
}

TEST(GameScreen, TheDeathPanelFollowsARealDeath) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    const ecs::Entity rat = spawn(g, "rat", Place::at({6, 4}));
    g.world.get<Health>(g.player).hp = 1;
    harm(g, g.player, 1, rat, Wording::plain("a sewer rat"));
    const std::string screen = s.play(".");  // the turn passes, the player falls; input runs out on the panel
    EXPECT_EQ(g.outcome, Outcome::dead);
    EXPECT_TRUE(test::matches_snapshot("game_death_80x24", screen));
    EXPECT_TRUE(s.screen.over());
}

TEST(GameScreen, LookNamesWhatIsUnderTheCursor) {
    Session s(game_in_room({5, 4}));
    spawn(s.game(), "rat", Place::at({8, 4}));
    s.press(Key{U'.'});  // a turn, so the rat is in view
    s.stack.push(std::make_unique<TargetLayer>(s.game(), s.screen.map(), s.keymap, TargetMode::look, "Look",
                                               Action::look));
    s.stack.draw();
    // The first of the look's lines: the rat's row description runs on below it.
    const std::string rat = "Look: A sewer rat (4/4 hp, unhurt, has noticed you, hostile). A bristling rat";
    EXPECT_EQ(s.first_line(), rat);
    s.press(Key{U'h'});
    EXPECT_EQ(s.first_line(), "Look: The floor.");
    s.press(Key{keys::tab});
    EXPECT_EQ(s.first_line(), rat);
    s.press(Key{keys::escape});
    EXPECT_EQ(s.stack.top()->name(), "play");
}

TEST(GameScreen, TheLookKeyOpensTheLookCursor) {
    Session s(game_in_room({5, 4}));
    s.play("x");  // input runs out while the cursor is up
    EXPECT_EQ(s.first_line(), "Look: You (Tess).");
}

TEST(GameScreen, StairsKeysSayWhenThereAreNoStairs) {
    Session s(game_in_room({5, 4}));
    s.play(">");
    EXPECT_EQ(s.game().depth(), 1);
    EXPECT_NE(s.terminal.to_string().find("There is no way down here"), std::string::npos);
}

TEST(GameScreen, TooSmallDuringPlayKeepsTheGame) {
    Session s(game_in_room({5, 4}));
    s.terminal.queue_resize({60, 20});
    s.terminal.type("l");  // ignored while too small
    s.stack.step();
    s.stack.step();
    s.stack.draw();
    EXPECT_NE(s.terminal.to_string().find("Yoord needs 80×24; this terminal is 60×20"), std::string::npos);
    s.terminal.queue_resize({80, 24});
    s.stack.step();
    s.stack.draw();
    EXPECT_EQ(player_cell(s.game()), (Point{5, 4}));
    EXPECT_NE(s.terminal.to_string().find('@'), std::string::npos);
    s.press(Key{U'l'});
    EXPECT_EQ(player_cell(s.game()), (Point{6, 4}));
}

// NetHack's call (issue 29, item 6): a use that shows nothing says which key names the kind; that key right after
// asks for the name on the top line, and every thing of the kind then reads it, in the pack and the discoveries.
std::unique_ptr<Game> with_two_potions(RowRef& row) {
    auto g = game_in_room({3, 4});
    const ecs::Entity potion = spawn(*g, "potion_of_healing", Place::in_pack(g->player));
    row = RowRef{Category::potion, g->world.get<Identity>(potion).row};
    (void)spawn(*g, "potion_of_healing", Place::in_pack(g->player));
    return g;
}

TEST(GameScreen, AUseThatShowsNothingSaysWhichKeyCallsTheKind) {
    RowRef row;
    Session s(with_two_potions(row));
    const std::string look = appearance(*s.game().content, s.game().descent.seed, row);
    const std::string screen = s.play("qa");  // at full health: nothing to see
    EXPECT_NE(screen.find("C: give the " + look + " a name of your own."), std::string::npos) << screen;
}

TEST(GameScreen, TheCallKeyRightAfterAsksForTheNameOnTheTopLine) {
    RowRef row;
    Session s(with_two_potions(row));
    const std::string look = appearance(*s.game().content, s.game().descent.seed, row);
    (void)s.play("qaC");
    EXPECT_EQ(s.first_line().rfind("Call a", 0), 0U) << s.first_line();
    EXPECT_NE(s.first_line().find(look + ":"), std::string::npos) << s.first_line();
}

TEST(GameScreen, ACalledNameSticksToTheKindAndTakesNoTurn) {
    RowRef row;
    Session s(with_two_potions(row));
    Game& g = s.game();
    const std::string look = appearance(*g.content, g.descent.seed, row);
    const std::string screen = s.play("qaCfizzy\n");
    EXPECT_EQ(kind_name(g, row), look + " called fizzy");
    EXPECT_NE(screen.find("You will know it as " + with_article(look + " called fizzy") + "."), std::string::npos) << screen;
    EXPECT_EQ(g.turn, 1U) << "the quaff took the turn; naming takes none";
}

TEST(GameScreen, TheCalledNameShowsInThePack) {
    RowRef row;
    Session s(with_two_potions(row));
    const std::string look = appearance(*s.game().content, s.game().descent.seed, row);
    const std::string screen = s.play("qaCfizzy\ni");
    EXPECT_NE(screen.find(look + " called fizzy"), std::string::npos) << screen;
}

// Letters: a dagger, b an unknown wand.
std::unique_ptr<Game> with_dagger_and_wand(RowRef& wand_row) {
    auto g = game_in_room({3, 4});
    (void)spawn(*g, "dagger", Place::in_pack(g->player));
    const ecs::Entity wand = spawn(*g, "wand_of_fire", Place::in_pack(g->player));
    wand_row = RowRef{Category::wand, g->world.get<Identity>(wand).row};
    return g;
}

TEST(GameScreen, TheCallKeyWithNothingUnknownSaysSo) {
    Session s(game_in_room({3, 4}));
    (void)spawn(s.game(), "dagger", Place::in_pack(s.game().player));
    const std::string screen = s.play("C");
    EXPECT_NE(screen.find("You carry nothing of a kind you do not know."), std::string::npos) << screen;
}

TEST(GameScreen, TheCallKeyAsksWhichItemAndOffersOnlyUnknownKinds) {
    RowRef row;
    Session s(with_dagger_and_wand(row));
    const std::string screen = s.play("C");
    EXPECT_NE(screen.find("Call which item?"), std::string::npos) << screen;
    EXPECT_EQ(screen.find("dagger"), std::string::npos) << "a dagger has no unknown kind:\n" << screen;
}

TEST(GameScreen, EscapeKeepsACalledNameAndAnEmptiedLineForgetsIt) {
    RowRef row;
    Session kept(with_dagger_and_wand(row));
    (void)kept.play("Cbwarm\nCbcold\x1b");
    EXPECT_NE(kind_name(kept.game(), row).find("called warm"), std::string::npos) << kind_name(kept.game(), row);
    Session emptied(with_dagger_and_wand(row));
    const std::string screen = emptied.play("Cbwarm\nCb\x7f\x7f\x7f\x7f\n");
    EXPECT_EQ(kind_name(emptied.game(), row).find("called"), std::string::npos) << kind_name(emptied.game(), row);
    EXPECT_NE(screen.find("You forget what you called"), std::string::npos) << screen;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
