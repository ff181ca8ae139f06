// The wizard console's commands, headless: a typed line becomes wizard intents, bot turns or printed lines;
// bad ids and commands say did-you-mean; Tab completes commands and ids.

#include "sim/tools/wizard_console.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"
#include "sim/places/location.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/tables/loader.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/speaking.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

bool mentions(const std::vector<std::string>& lines, std::string_view what) {
    for (const std::string& l : lines) {
        if (l.find(what) != std::string::npos) return true;
    }
    return false;
}

TEST(WizardConsole, SpawnWithACountBecomesOneWizardIntent) {
    auto g = new_game(content(), 3, "Wiz");
    const ConsoleResult r = console_command(*g, "spawn rat x4");
    ASSERT_EQ(r.acts.size(), 1u);
    EXPECT_EQ(r.acts[0].kind, IntentKind::wizard);
    EXPECT_EQ(r.acts[0].wizard_act(), WizardAct::spawn);
    EXPECT_EQ(r.acts[0].row, content().common(*content().find("rat")).stable.value);
    EXPECT_EQ(r.acts[0].amount, 4);
    EXPECT_EQ(console_command(*g, "teleport >").acts.at(0).target, g->map().stairs_down);
    EXPECT_EQ(console_command(*g, "bot 25").bot_turns, 25);
}

TEST(WizardConsole, UnknownIdsAndCommandsSayDidYouMean) {
    auto g = new_game(content(), 3, "Wiz");
    const ConsoleResult id = console_command(*g, "spawn dagegr");
    EXPECT_TRUE(id.acts.empty());
    EXPECT_TRUE(mentions(id.lines, "did you mean 'dagger'?")) << id.lines.at(0);
    const ConsoleResult command = console_command(*g, "spwan rat");
    EXPECT_TRUE(mentions(command.lines, "did you mean 'spawn'?")) << command.lines.at(0);
    EXPECT_TRUE(mentions(console_command(*g, "depth").lines, "Usage: depth N"));
}

// A pack's row answers to its id without the pack's prefix, when no other row ends the same way.
TEST(WizardConsole, APackRowAnswersToItsIdWithoutThePrefix) {
    auto g = new_game(content(), 3, "Wiz");
    Content with_pack = content();
    with_pack.monsters.push_back(with_pack.monsters[content().find("rat")->index]);
    with_pack.monsters.back().id = "quest.rat_king";
    with_pack.monsters.back().stable = stable_id("quest.rat_king");
    with_pack.index_rows();
    g->content = &with_pack;
    const ConsoleResult r = console_command(*g, "spawn rat_king x2");
    ASSERT_EQ(r.acts.size(), 1u) << (r.lines.empty() ? "" : r.lines.front());
    EXPECT_EQ(r.acts[0].row, stable_id("quest.rat_king").value);
    with_pack.monsters.push_back(with_pack.monsters.back());
    with_pack.monsters.back().id = "other.rat_king";
    with_pack.monsters.back().stable = stable_id("other.rat_king");
    with_pack.index_rows();
    EXPECT_TRUE(console_command(*g, "spawn rat_king").acts.empty()) << "two packs' rat kings: the wizard says which";
}

TEST(WizardConsole, TabCompletesCommandsThenIds) {
    auto g = new_game(content(), 3, "Wiz");
    EXPECT_EQ(complete_console_line(*g, "inv").line, "invariants ");
    EXPECT_EQ(complete_console_line(*g, "give dag").line, "give dagger ");
    const Completion several = complete_console_line(*g, "d");
    EXPECT_EQ(several.line, "d");
    EXPECT_TRUE(mentions(several.lines, "depth dump"));
    EXPECT_TRUE(mentions(complete_console_line(*g, "give dagegr").lines, "Did you mean 'dagger'?"));
}

TEST(WizardConsole, ExplainBreaksTheLoadoutDownItemByItem) {
    auto g = new_game(content(), 3, "Wiz");
    g->wizard = true;
    (void)play_turn(*g, console_command(*g, "give dagger").acts.at(0));
    ASSERT_TRUE(play_turn(*g, Intent::equip(0)).spent);
    const std::vector<std::string> lines = console_command(*g, "explain").lines;
    EXPECT_TRUE(mentions(lines, "base stats:"));
    EXPECT_TRUE(mentions(lines, "a dagger: throw_bonus 0 -> ")) << lines.at(2);  // its die is no bigger than a fist's
    const Loadout total = fold_loadout(g->world, g->player);
    EXPECT_TRUE(mentions(lines, "total: power_die " + std::to_string(total.power_die)));
}

TEST(WizardConsole, DumpAndInvariantsOnlyRead) {
    auto g = new_game(content(), 3, "Wiz");
    const std::vector<std::string> dump = console_command(*g, "dump").lines;
    EXPECT_TRUE(mentions(dump, "health: hit points "));
    EXPECT_TRUE(mentions(console_command(*g, "invariants").lines, "Every invariant holds."));
    EXPECT_TRUE(mentions(console_command(*g, "dump 999999").lines, "No entity has UID 999999."));
}

// The console is a debugging tool, but a player of another language reads it in theirs: its replies, its help
// and what its acts say come from the sentence table; the commands and the row ids stay as they are typed.
TEST(WizardConsole, RepliesHelpAndActsAreInThePlayersLanguage) {
    auto g = new_game(content(), 3, "Wiz");
    g->wizard = true;
    const Speaking portuguese("pt");
    EXPECT_TRUE(mentions(console_command(*g, "spwan rat").lines, "Nenhum comando 'spwan'; você quis dizer 'spawn'?"));
    EXPECT_TRUE(mentions(console_command(*g, "spawn dagegr").lines, "você quis dizer 'dagger'?"));
    EXPECT_TRUE(mentions(console_command(*g, "depth").lines, "Uso: depth N"));
    EXPECT_TRUE(mentions(console_command(*g, "help").lines, "andar por andar até a profundidade N"));
    EXPECT_TRUE(mentions(console_command(*g, "invariants").lines, "Todas as invariantes valem."));
    EXPECT_TRUE(mentions(console_command(*g, "explain").lines, "atributos de base:"));
    EXPECT_TRUE(mentions(console_command(*g, "dump 999999").lines, "Nenhuma entidade tem o UID 999999."));
    EXPECT_TRUE(mentions(complete_console_line(*g, "give dagegr").lines, "Você quis dizer 'dagger'?"));
    (void)play_turn(*g, console_command(*g, "reveal").acts.at(0));
    EXPECT_EQ(g->log.messages().back().text, "Mago: o andar está revelado.");
    (void)play_turn(*g, console_command(*g, "give dagger x2").acts.at(0));
    EXPECT_EQ(g->log.messages().back().text, "Mago: deu 2 dagger.");
    (void)play_turn(*g, console_command(*g, "depth " + std::to_string(g->depth())).acts.at(0));
    EXPECT_EQ(g->log.messages().back().text, "Mago: você já está na profundidade " + std::to_string(g->depth()) + ".");
}

TEST(WizardConsole, EveryCommandsHelpIsASentenceOfTheTable) {
    auto g = new_game(content(), 3, "Wiz");
    for (const ConsoleCommand& c : console_commands()) {
        EXPECT_TRUE(english_strings().find(c.help) != nullptr) << c.name << ": " << c.help;
    }
    const std::vector<std::string> lines = console_command(*g, "help").lines;
    ASSERT_EQ(lines.size(), console_commands().size());
    EXPECT_TRUE(mentions(lines, "floor by floor to depth N"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
