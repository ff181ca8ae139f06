#include "sim/io/save/save_file.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/text/strings.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using testing::content;
using testing::make_game;

class SaveFile : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-savefile-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }

    std::vector<fs::path> saves_folder() const {
        std::vector<fs::path> out;
        if (!fs::exists(dir / "saves")) return out;
        for (const auto& e : fs::directory_iterator(dir / "saves")) out.push_back(e.path().filename());
        std::sort(out.begin(), out.end());
        return out;
    }

    fs::path dir;
};

TEST(SaveFileName, KeepsPlainNamesAndEscapesEverythingElse) {
    EXPECT_EQ(save_file_stem("Ada"), "Ada");
    EXPECT_EQ(save_file_stem("ada_lovelace-2"), "ada_lovelace-2");
    EXPECT_EQ(save_file_stem("Ada Lovelace"), "Ada%20Lovelace");
    EXPECT_EQ(save_file_stem("../etc/passwd"), "%2E%2E%2Fetc%2Fpasswd");
    EXPECT_EQ(save_file_stem(".hidden"), "%2Ehidden");
    EXPECT_EQ(save_file_stem(""), "%");
    EXPECT_NE(save_file_stem("a b"), save_file_stem("a_b"));
}

TEST(SaveFileName, LivesInTheSavesFolderOfTheDataDirectory) {
    EXPECT_EQ(save_path("/data", "Ada"), fs::path("/data/saves/Ada.yrd"));
}

TEST_F(SaveFile, WriteThenResumeGivesTheSameGame) {
    auto g = make_game(31);
    testing::play_bot(*g, 30);
    const fs::path path = save_path(dir, g->player_name);
    const SaveWritten written = write_save_file(path, *g);
    ASSERT_FALSE(written.error) << written.error->reason;
    EXPECT_FALSE(written.kept);
    Resume r = resume_from(path, content());
    ASSERT_EQ(r.state, ResumeState::resumed);
    EXPECT_EQ(state_hash(*r.game), state_hash(*g));
    EXPECT_TRUE(fs::exists(path)) << "the file stays until the game is up";
    EXPECT_FALSE(consume_save(path));
    EXPECT_FALSE(fs::exists(path));
}

TEST_F(SaveFile, NoFileMeansNoSave) {
    Resume r = resume_from(save_path(dir, "Nobody"), content());
    EXPECT_EQ(r.state, ResumeState::no_save);
    EXPECT_EQ(r.game, nullptr);
}

TEST_F(SaveFile, ABadSaveIsMovedAsideNeverDeletedAndTheReasonIsSaid) {
    auto g = make_game(32);
    const fs::path path = save_path(dir, g->player_name);
    ASSERT_FALSE(write_save_file(path, *g).error);
    auto bytes = *io::read_file(path);
    bytes.resize(bytes.size() / 2);
    ASSERT_FALSE(io::write_file_atomically(path, bytes));

    Resume r = resume_from(path, content());
    ASSERT_EQ(r.state, ResumeState::refused);
    ASSERT_EQ(r.messages.size(), 2u);
    EXPECT_NE(r.messages[0].find("truncated"), std::string::npos) << r.messages[0];
    EXPECT_NE(r.messages[0].find("Tester.yrd.bad-1"), std::string::npos) << r.messages[0];
    EXPECT_EQ(r.messages[1], "A new run begins.");
    EXPECT_FALSE(fs::exists(path));
    EXPECT_EQ(*io::read_file(fs::path(path.string() + ".bad-1")), bytes);
}

TEST_F(SaveFile, ANonSaveFileIsRefusedAsSuch) {
    const fs::path path = save_path(dir, "Ada");
    fs::create_directories(path.parent_path());
    const std::string text = "hello";
    std::vector<std::byte> bytes;
    for (const char c : text) bytes.push_back(static_cast<std::byte>(c));
    ASSERT_FALSE(io::write_file_atomically(path, bytes));
    Resume r = resume_from(path, content());
    ASSERT_EQ(r.state, ResumeState::refused);
    EXPECT_NE(r.messages[0].find("not a Yoord save"), std::string::npos);
}

// A refused save is told in the player's language: the reason and what became of the file, then the new run.
TEST_F(SaveFile, ARefusedSaveIsToldInThePlayersLanguage) {
    const fs::path path = save_path(dir, "Ada");
    fs::create_directories(path.parent_path());
    ASSERT_FALSE(io::write_file_atomically(path, std::vector<std::byte>(4, std::byte{'x'})));
    Diagnostics problems;
    LanguageLoad load = load_language("pt", "", problems);
    ASSERT_TRUE(load.table);
    use_strings(std::move(*load.table));
    Resume r = resume_from(path, content());
    use_strings(english_strings());
    ASSERT_EQ(r.state, ResumeState::refused);
    ASSERT_EQ(r.messages.size(), 2u);
    EXPECT_NE(r.messages[0].find("Não foi possível carregar o seu jogo salvo: não é um jogo salvo do Yoord."),
              std::string::npos)
        << r.messages[0];
    EXPECT_NE(r.messages[0].find("Ele foi guardado como"), std::string::npos) << r.messages[0];
    EXPECT_EQ(r.messages[1], "Começa uma nova partida.");
}

// What a load left out, and the packs it kept aside, are counted in the language's plurals.
TEST(LoadReport, WhatWasLeftOutIsCountedInThePlayersLanguage) {
    LoadReport report;
    report.dropped_entities = 2;
    report.dropped_effects = 1;
    report.missing_packs = {"goblin_quest", "frost"};
    EXPECT_EQ(report.dropped_message(),
              "This version of Yoord no longer knows some of what the save held; left out: 2 things, 1 effect.");
    Diagnostics problems;
    LanguageLoad load = load_language("pt", "", problems);
    ASSERT_TRUE(load.table);
    use_strings(std::move(*load.table));
    const std::string left_out = report.dropped_message();
    const std::string packs = report.missing_packs_message();
    use_strings(english_strings());
    EXPECT_NE(left_out.find("ficou de fora: 2 coisas, 1 efeito."), std::string::npos) << left_out;
    EXPECT_EQ(packs.rfind("Os pacotes 'goblin_quest', 'frost' não estão carregados", 0), 0u) << packs;
}

TEST_F(SaveFile, WritingOverAnOlderSaveKeepsTheOlderOneAside) {
    auto first = make_game(33);
    auto second = make_game(34);
    const fs::path path = save_path(dir, "Tester");
    ASSERT_FALSE(write_save_file(path, *first).error);
    const SaveWritten again = write_save_file(path, *second);
    ASSERT_FALSE(again.error);
    ASSERT_TRUE(again.kept);
    EXPECT_EQ(again.kept->filename(), "Tester.yrd.kept-1");
    EXPECT_EQ(saves_folder(), (std::vector<fs::path>{"Tester.yrd", "Tester.yrd.kept-1"}));
    Resume r = resume_from(path, content());
    ASSERT_EQ(r.state, ResumeState::resumed);
    EXPECT_EQ(r.game->descent.seed, 34u);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
