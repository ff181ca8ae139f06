// Every screen at 80×24 in the pseudo-locale (sim/text/strings.hpp: each template accented and a third longer)
// and in each shipped language (pt, es, ht): nothing is cut off at an edge (Canvas counts every text it cuts)
// and nothing is left untranslated or unfilled.

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "render/canvas.hpp"
#include "render/game/view_model.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/end_panel.hpp"
#include "render/ui/help_layer.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/message_layers.hpp"
#include "render/utf8.hpp"
#include "render/scores.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/run/conducts.hpp"
#include "sim/text/say.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

class PseudoLocale : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        Diagnostics problems;
        LanguageLoad load = load_language(GetParam(), "", problems);
        ASSERT_TRUE(load.table.has_value()) << GetParam();
        use_strings(std::move(*load.table));
    }
    void TearDown() override { use_strings(english_strings()); }
};

// A screen as text, and whether a key or a blank shows through it.
void expect_all_said(const std::string& screen) {
    EXPECT_EQ(screen.find("[ui."), std::string::npos) << screen;
    EXPECT_EQ(screen.find("{"), std::string::npos) << screen;
}

// The log of a busy run: one sentence of each kind a fight, a trap and an item give.
void fill_log(Game& g) {
    const ecs::Entity rat = test::spawn(g, "rat", Place::at(Point{3, 2}));
    for (int i = 0; i < 6; ++i) {
        say(g, "combat.hit", {.subject = g.player, .object = rat});
        say(g, "combat.miss", {.subject = rat, .object = g.player});
        say(g, "trap.step_on", {.subject = g.player, .args = {{"trap", "a bear trap"}}});
        say(g, "descent.down", {.args = {{"depth", std::to_string(i + 2)}}});
        say(g, "patience.low_down", {.args = {{"n", "120"}}});
    }
}

TEST_P(PseudoLocale, ThePlayScreenWithAFullLogFits) {
    test::Session s(test::game_in_room(Point{2, 2}));
    fill_log(s.game());
    const std::size_t before = cut_text_count();
    const std::string screen = s.play(".");
    EXPECT_EQ(cut_text_count(), before) << screen;
    expect_all_said(screen);
    if (GetParam() == "pseudo") {
        EXPECT_NE(screen.find("\xc3"), std::string::npos) << "the pseudo-locale's accents show";
    }
}

TEST_P(PseudoLocale, EveryMenuAndLayerFits) {
    // Each key opens a layer over the play screen: the pack, each item prompt, look, travel, the history, help.
    for (const char* keys : {"i", "d", "w", "q", "r", "z", "t", "x", "_", "?", "\\", "M"}) {
        test::Session s(test::game_in_room(Point{2, 2}));
        (void)test::spawn(s.game(), "dagger", Place::in_pack(s.game().player));
        (void)test::spawn(s.game(), "potion_of_healing", Place::in_pack(s.game().player));
        fill_log(s.game());
        (void)s.play(".");
        const std::size_t before = cut_text_count();
        const std::string screen = s.play(keys);
        EXPECT_EQ(cut_text_count(), before) << "keys " << keys << "\n" << screen;
        expect_all_said(screen);
    }
}

TEST_P(PseudoLocale, TheSpiritsOfferAndBarterScreensFit) {
    for (const char* spirit : {"lantern_wisp", "barrow_haunt"}) {  // an offer, a barter (two columns)
        test::Session s(test::game_in_room(Point{3, 4}));
        (void)test::spawn(s.game(), "dagger", Place::in_pack(s.game().player));
        (void)test::spawn(s.game(), spirit, Place::at(Point{4, 4}));  // east: the 'l' key walks into it
        fill_log(s.game());
        const std::size_t before = cut_text_count();
        const std::string screen = s.play("l");  // walk into it: its trade opens, and is left when the keys run out
        EXPECT_EQ(cut_text_count(), before) << spirit << "\n" << screen;
        EXPECT_NE(s.stack.query_log().size(), 0U) << spirit;
    }
}

TEST_P(PseudoLocale, TheMessageHistoryFits) {
    test::Session s(test::game_in_room(Point{2, 2}));
    fill_log(s.game());
    (void)s.play(".");
    s.terminal.queue_key(ctrl('p'));
    const std::size_t before = cut_text_count();
    const std::string screen = s.play("");
    EXPECT_EQ(cut_text_count(), before) << screen;
    expect_all_said(screen);
}

// Every page of the help (the keys, then the guide): nothing cut, nothing to scroll, whatever the language.
TEST_P(PseudoLocale, EveryPageOfTheHelpFitsWithoutScrolling) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    auto layer = make_help_layer(Keymap::defaults(), test::embedded_content());
    TextPagerLayer* help = layer.get();
    stack.push(std::move(layer));
    for (int page = 0; page < help->page_count(); ++page) {
        const std::size_t before = cut_text_count();
        stack.draw();
        EXPECT_EQ(help->page(), page);
        EXPECT_EQ(cut_text_count(), before) << terminal.to_string();
        expect_all_said(terminal.to_string());
        for (const char* scroll : {"pager.scroll", "pager.scroll_short"}) {
            EXPECT_EQ(terminal.to_string().find(phrase(scroll)), std::string::npos)
                << "page " << page << " scrolls\n" << terminal.to_string();
        }
        terminal.queue_key(Key{keys::right});
        stack.step();
    }
}

TEST_P(PseudoLocale, TheEndPanelFits) {
    test::Session s(test::game_in_room(Point{2, 2}));
    fill_log(s.game());
    for (const EndOutcome outcome : {EndOutcome::died, EndOutcome::won, EndOutcome::quit, EndOutcome::crashed}) {
        EndView view = make_end_view(s.game());
        view.outcome = outcome;
        view.notes = {phrase("records.dump", {{"text", "/home/aldo/.local/share/yoord/morgue/aldo.txt"}})};
        NullTerminal terminal;
        LayerStack stack(terminal);
        stack.push(std::make_unique<EndPanelLayer>(view));
        const std::size_t before = cut_text_count();
        stack.draw();
        EXPECT_EQ(cut_text_count(), before) << terminal.to_string();
        expect_all_said(terminal.to_string());
    }
}

TEST_P(PseudoLocale, TheDumpSaysEveryLabel) {
    test::Session s(test::game_in_room(Point{2, 2}));
    fill_log(s.game());
    const std::string dump = run_dump_text(s.game(), DumpFacts{"2026-12-01 13:00:00", 0});
    for (const char* key : {"dump.outcome", "dump.score", "dump.character", "dump.gear", "dump.messages"}) {
        EXPECT_NE(dump.find(phrase(key)), std::string::npos) << key << "\n" << dump;
    }
    EXPECT_EQ(dump.find("[dump."), std::string::npos) << dump;
}

// Issue 34, item 3: the dump's values are the language's words too: how the run ended, the body, each conduct.
TEST_P(PseudoLocale, TheDumpSaysTheOutcomeTheBodyAndEachConductInTheLanguage) {
    test::Session s(test::game_in_room(Point{2, 2}));
    const std::string dump = run_dump_text(s.game(), DumpFacts{"2026-12-01 13:00:00", 0});
    const std::size_t outcome = dump.find(phrase("dump.outcome"));
    ASSERT_NE(outcome, std::string::npos) << dump;
    const std::string outcome_line = dump.substr(outcome, dump.find('\n', outcome) - outcome);
    EXPECT_NE(outcome_line.find(phrase("run_end." + std::string(run_end_name(run_end_of(s.game()))))), std::string::npos)
        << outcome_line;
    EXPECT_NE(dump.find(phrase("dump.own_body") + "\n"), std::string::npos) << dump;
    for (const Conduct c : conducts_in(kept_conducts(s.game()))) {
        EXPECT_NE(dump.find(" " + conduct_name(c) + " "), std::string::npos) << conduct_id(c) << "\n" << dump;
        EXPECT_EQ(dump.find(" " + std::string(conduct_id(c)) + " "), std::string::npos) << conduct_id(c) << "\n" << dump;
    }
}

// --scores: the End column and the marks' legend in the language, the columns after an accented word in line.
TEST_P(PseudoLocale, TheLeaderboardSaysHowEachRunEndedAndWhatEachMarkMeans) {
    Leaderboard board;
    for (const RunEnd end : {RunEnd::won, RunEnd::died, RunEnd::quit}) {
        ScoreEntry e;
        e.score = 900;
        e.end = end;
        e.name = "Ann";
        e.deepest = 7;
        e.cause = Wording::plain("x");
        board.entries.push_back(e);
    }
    const std::string table = scores_table(board);
    std::vector<std::size_t> depth_columns;
    for (const RunEnd end : {RunEnd::won, RunEnd::died, RunEnd::quit}) {
        const std::string word = phrase("run_end." + std::string(run_end_name(end)));
        const std::size_t at = table.find(word);
        ASSERT_NE(at, std::string::npos) << word << "\n" << table;
        const std::size_t line_start = table.rfind('\n', at) + 1;
        depth_columns.push_back(static_cast<std::size_t>(text_width(table.substr(line_start, table.find(" 7 ", at) - line_start))));
    }
    EXPECT_EQ(depth_columns[0], depth_columns[1]) << table;
    EXPECT_EQ(depth_columns[1], depth_columns[2]) << table;
    for (const Conduct c : all_conducts()) {
        EXPECT_NE(table.find(std::string(1, conduct_mark(c)) + " " + conduct_name(c)), std::string::npos) << table;
    }
    if (GetParam() != "pseudo") {
        EXPECT_EQ(table.find("potions"), std::string::npos) << table;
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, PseudoLocale, ::testing::Values("pseudo", "pt", "es", "ht"));

// The generated pseudo-locale transforms every key that has words: none is left as English wrote it.
TEST(PseudoLocaleTable, EveryKeyWithWordsIsTransformed) {
    const Strings pseudo = pseudo_locale(english_strings());
    for (const auto& [key, t] : english_strings().all()) {
        if (t.text.empty()) continue;
        EXPECT_NE(pseudo.find(key)->text, t.text) << key;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
