#include "sim/io/records/leaderboard.hpp"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "sim/run/conducts.hpp"
#include "sim/io/records/records_support.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::read_text;
using testing::write_text;

ScoreEntry entry(std::int64_t score, std::string name = "Ann") {
    ScoreEntry e;
    e.score = score;
    e.end = RunEnd::died;
    e.deepest = 3;
    e.turns = 420;
    e.conducts = conduct_bit(Conduct::runes) | conduct_bit(Conduct::lurk);
    e.seed = 18446744073709551615ULL;
    e.date = "2026-11-29 17:30:00";
    e.name = std::move(name);
    e.cause = Wording::of_key("death.cause", {{"cause", Wording::of_row("rat", "sewer rat")}, {"depth", Wording::plain("3")}});
    return e;
}

class Leaderboards : public testing::RecordsDir {};

TEST(Leaderboard, FormatThenParseGivesTheSameBoard) {
    Leaderboard board;
    (void)insert_entry(board, entry(50));
    ScoreEntry won = entry(900, "Bo");
    won.end = RunEnd::won;
    won.conducts = kAllConducts;
    (void)insert_entry(board, won);
    const Expected<Leaderboard, std::string> back = parse_leaderboard(format_leaderboard(board));
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->entries, board.entries);
}

TEST(Leaderboard, TheFileStartsWithItsMagicAndVersion) {
    const std::string text = format_leaderboard(Leaderboard{});
    EXPECT_EQ(text.rfind(std::string(kLeaderboardMagic) + " " + std::to_string(kLeaderboardVersion) + "\n", 0), 0U);
}

// Version 1 stored `armour` as "wore no armour" and `lurk` as "never waited"; version 2 reads them as seed 002
// defines them: lurk is not kept (nobody played the lurk then), and a win kept armour (no killing blow).
TEST(Leaderboard, AVersionOneBoardIsReadWithItsConductsMigratedAndWrittenAsVersionTwo) {
    const ConductMask armour = conduct_bit(Conduct::armour);
    const ConductMask lurk = conduct_bit(Conduct::lurk);
    const ConductMask runes = conduct_bit(Conduct::runes);
    // The masks in hexadecimal, as the file holds them: runes|lurk, runes|armour|lurk, runes.
    ASSERT_EQ(runes | lurk, 0x2008);
    ASSERT_EQ(runes | armour | lurk, 0x3008);
    const std::string text = "yoord-scores 1\n"
                             "900\twon\t13\t5000\t2008\t1\t2026-11-29 17:30:00\tAnn\tescaped\n"
                             "80\tdied\t3\t400\t3008\t2\t2026-11-29 17:31:00\tBo\tkilled\n"
                             "70\tdied\t3\t400\t8\t3\t2026-11-29 17:32:00\tCy\tkilled\n";
    const Expected<Leaderboard, std::string> board = parse_leaderboard(text);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 3U);
    EXPECT_EQ(board->entries[0].conducts, runes | armour) << "a win: lurk dropped, armour kept";
    EXPECT_EQ(board->entries[1].conducts, runes | armour) << "no armour worn: armour still kept; lurk dropped";
    EXPECT_EQ(board->entries[2].conducts, runes) << "wore armour and died: cannot tell, stays broken";
    const std::string written = format_leaderboard(*board);
    EXPECT_EQ(written.rfind("yoord-scores " + std::to_string(kLeaderboardVersion) + "\n", 0), 0U);
    const Expected<Leaderboard, std::string> again = parse_leaderboard(written);
    ASSERT_TRUE(again) << again.error();
    EXPECT_EQ(again->entries, board->entries) << "a board of this version is read as written, never migrated twice";
}

// Version 3 added the dungeon generation: a version 2 line is a generation 1 run, and a new line keeps its own.
TEST(Leaderboard, AVersionTwoLineIsGenerationOneAndANewLineKeepsItsGeneration) {
    const std::string text = "yoord-scores 2\n"
                             "900\twon\t13\t5000\t2008\t1\t2026-11-29 17:30:00\tAnn\tescaped\thuman\n";
    const Expected<Leaderboard, std::string> board = parse_leaderboard(text);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 1U);
    EXPECT_EQ(board->entries[0].generation, 1);

    Leaderboard now;
    ScoreEntry two = entry(5, "Dee");
    two.generation = 2;
    (void)insert_entry(now, two);
    const std::string written = format_leaderboard(now);
    EXPECT_NE(written.find("\thuman\t2\t"), std::string::npos) << written;
    const Expected<Leaderboard, std::string> back = parse_leaderboard(written);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->entries[0].generation, 2);
    EXPECT_FALSE(parse_leaderboard("yoord-scores 3\n1\tdied\t1\t1\t0\t1\td\tn\tc\thuman\tzero\n"))
        << "a generation that is not a number is refused";
}

// Version 4 keeps the cause as words of the table (sim/state/wording.hpp), so the board reads in the reader's
// language; a version 3 line's cause is the English it was written in, and stays that text for good.
TEST(Leaderboard, AVersionFourCauseIsAWordingAndAnOlderOneStaysItsText) {
    const std::string old = "yoord-scores 3\n"
                            "80\tdied\t3\t400\t0\t2\t2026-11-29 17:31:00\tBo\tkilled by a rat on depth 3\thuman\t2\n";
    const Expected<Leaderboard, std::string> board = parse_leaderboard(old);
    ASSERT_TRUE(board) << board.error();
    EXPECT_EQ(board->entries[0].cause, Wording::plain("killed by a rat on depth 3"));
    const std::string rewritten = format_leaderboard(*board);
    EXPECT_NE(rewritten.find("\tkilled by a rat on depth 3\t"), std::string::npos) << rewritten;

    Leaderboard now;
    (void)insert_entry(now, entry(5, "Dee"));
    const std::string written = format_leaderboard(now);
    EXPECT_NE(written.find("\t=death.cause{cause=@rat\"sewer rat\",depth=\"3\"}\t"), std::string::npos) << written;
    const Expected<Leaderboard, std::string> back = parse_leaderboard(written);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->entries[0].cause, now.entries[0].cause);
}

ScoreEntry endless_entry(std::int64_t score, std::string name) {
    ScoreEntry e = entry(score, std::move(name));
    e.section = BoardSection::endless;
    return e;
}

TEST(Leaderboard, EndlessRunsAreRankedInTheirOwnSection) {
    Leaderboard board;
    EXPECT_EQ(insert_entry(board, entry(50, "descent")), 1U);
    EXPECT_EQ(insert_entry(board, endless_entry(10, "low")), 1U) << "first of its section, whatever the descents score";
    EXPECT_EQ(insert_entry(board, endless_entry(90, "high")), 1U);
    EXPECT_EQ(insert_entry(board, entry(20, "second")), 2U) << "the endless runs do not count in a descent's rank";
    const std::vector<ScoreEntry> endless = section_entries(board, BoardSection::endless);
    ASSERT_EQ(endless.size(), 2U);
    EXPECT_EQ(endless[0].name, "high");
    EXPECT_EQ(endless[1].name, "low");
    EXPECT_EQ(section_entries(board, BoardSection::descent).size(), 2U);
}

TEST(Leaderboard, AFullEndlessSectionNeverPushesADescentOff) {
    Leaderboard board;
    (void)insert_entry(board, entry(1, "descent"));
    for (std::size_t i = 0; i < kLeaderboardSize + 5; ++i) (void)insert_entry(board, endless_entry(100, "deep"));
    EXPECT_EQ(section_entries(board, BoardSection::endless).size(), kLeaderboardSize);
    ASSERT_EQ(section_entries(board, BoardSection::descent).size(), 1U);
    EXPECT_EQ(section_entries(board, BoardSection::descent)[0].name, "descent");
}

TEST(Leaderboard, TheSectionIsWrittenAndAnOlderLineIsADescent) {
    Leaderboard board;
    (void)insert_entry(board, endless_entry(7, "Eve"));
    const std::string written = format_leaderboard(board);
    EXPECT_NE(written.find("\thuman\t1\tendless\n"), std::string::npos) << written;
    const Expected<Leaderboard, std::string> back = parse_leaderboard(written);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->entries[0].section, BoardSection::endless);
    const Expected<Leaderboard, std::string> old =
        parse_leaderboard("yoord-scores 4\n80\tdied\t3\t400\t0\t2\td\tBo\tc\thuman\t2\n");
    ASSERT_TRUE(old) << old.error();
    EXPECT_EQ(old->entries[0].section, BoardSection::descent);
    EXPECT_FALSE(parse_leaderboard("yoord-scores 5\n1\tdied\t1\t1\t0\t1\td\tn\tc\thuman\t2\tsideways\n"))
        << "a section this build does not know is refused";
}

TEST(Leaderboard, TabsAndLineBreaksInANameCannotSplitARecord) {
    Leaderboard board;
    (void)insert_entry(board, entry(5, "A\tB\nC"));
    const Expected<Leaderboard, std::string> back = parse_leaderboard(format_leaderboard(board));
    ASSERT_TRUE(back) << back.error();
    ASSERT_EQ(back->entries.size(), 1U);
    EXPECT_EQ(back->entries[0].name, "A B C");
}

TEST(Leaderboard, EntriesGoBestFirstAndTiesBelowTheOlder) {
    Leaderboard board;
    EXPECT_EQ(insert_entry(board, entry(10, "first")), 1U);
    EXPECT_EQ(insert_entry(board, entry(30, "top")), 1U);
    EXPECT_EQ(insert_entry(board, entry(10, "second")), 3U);
    ASSERT_EQ(board.entries.size(), 3U);
    EXPECT_EQ(board.entries[0].name, "top");
    EXPECT_EQ(board.entries[1].name, "first");
    EXPECT_EQ(board.entries[2].name, "second");
}

TEST(Leaderboard, KeepsOnlyTheBest) {
    Leaderboard board;
    for (std::size_t i = 0; i < kLeaderboardSize; ++i) (void)insert_entry(board, entry(100));
    EXPECT_EQ(insert_entry(board, entry(1, "low")), 0U) << "below every kept run: not on the board";
    EXPECT_EQ(board.entries.size(), kLeaderboardSize);
    EXPECT_EQ(insert_entry(board, entry(1000, "high")), 1U);
    EXPECT_EQ(board.entries.size(), kLeaderboardSize);
}

TEST(Leaderboard, BadFilesAreRefusedWithTheLineAndTheReason) {
    const std::string head = std::string(kLeaderboardMagic) + " 1\n";
    EXPECT_NE(parse_leaderboard("").error().find("empty"), std::string::npos);
    EXPECT_NE(parse_leaderboard("hello\n").error().find("line 1: not a Yoord leaderboard"), std::string::npos);
    const auto newer = parse_leaderboard(std::string(kLeaderboardMagic) + " 99\n");
    EXPECT_NE(newer.error().find("newer Yoord (format 99"), std::string::npos) << newer.error();
    const auto short_line = parse_leaderboard(head + "10\tdied\t3\n");
    EXPECT_NE(short_line.error().find("line 2: expected 9"), std::string::npos) << short_line.error();
    const auto bad_end = parse_leaderboard(head + "10\tvanished\t3\t4\t0\t1\td\tn\tc\n");
    EXPECT_NE(bad_end.error().find("bad outcome 'vanished'"), std::string::npos) << bad_end.error();
    const auto bad_score = parse_leaderboard(head + "ten\tdied\t3\t4\t0\t1\td\tn\tc\n");
    EXPECT_NE(bad_score.error().find("bad score"), std::string::npos) << bad_score.error();
}

TEST_F(Leaderboards, AMissingFileIsAnEmptyBoardAndTheFirstRecordMakesIt) {
    const auto path = dir / kLeaderboardFileName;
    const Expected<Leaderboard, std::string> none = read_leaderboard(path);
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->entries.empty());
    const RecordResult r = record_score(path, entry(42));
    ASSERT_TRUE(r.written) << r.error;
    EXPECT_EQ(r.rank, 1U);
    const auto back = read_leaderboard(path);
    ASSERT_TRUE(back) << back.error();
    ASSERT_EQ(back->entries.size(), 1U);
    EXPECT_EQ(back->entries[0], entry(42));
}

TEST_F(Leaderboards, ACorruptOrNewerFileIsLeftAloneAndTheEntryNotWritten) {
    const auto path = dir / kLeaderboardFileName;
    for (const std::string& text : {std::string("garbage\n"), std::string(kLeaderboardMagic) + " 7\n1\twon\n"}) {
        write_text(path, text);
        const RecordResult r = record_score(path, entry(42));
        EXPECT_FALSE(r.written);
        EXPECT_NE(r.error.find("left as it is"), std::string::npos) << r.error;
        EXPECT_EQ(read_text(path), text) << "the file must not change";
    }
}

TEST_F(Leaderboards, TwoGamesEndingAtOnceBothGetIn) {
    // Writers in threads each open and flock the lock file themselves, exactly as two processes would.
    constexpr int kWriters = 4;
    constexpr int kEach = 15;
    const auto path = dir / kLeaderboardFileName;
    std::vector<std::thread> writers;
    std::vector<int> failures(kWriters, 0);
    for (int w = 0; w < kWriters; ++w) {
        writers.emplace_back([&, w] {
            for (int i = 0; i < kEach; ++i) {
                if (!record_score(path, entry(w * 100 + i, "w" + std::to_string(w))).written) ++failures[w];
            }
        });
    }
    for (std::thread& t : writers) t.join();
    for (int w = 0; w < kWriters; ++w) EXPECT_EQ(failures[w], 0);
    const auto board = read_leaderboard(path);
    ASSERT_TRUE(board) << board.error();
    EXPECT_EQ(board->entries.size(), static_cast<std::size_t>(kWriters * kEach)) << "an entry was lost";
}

TEST(RunRecord, AnEntryComesFromTheGameAndTheCallersDate) {
    auto g = testing::records_game(7, "Ann");
    g->score.points = 77;
    g->turn = 12;
    break_conduct(*g, g->player, Conduct::potions);
    ScoreEntry e = score_entry(*g, "2026-11-29 10:00:00");
    EXPECT_EQ(e.score, 77);
    EXPECT_EQ(e.end, RunEnd::quit) << "a run still alive when it stops was quit";
    EXPECT_EQ(e.turns, 12U);
    EXPECT_EQ(e.seed, 7U);
    EXPECT_EQ(e.name, "Ann");
    EXPECT_EQ(e.date, "2026-11-29 10:00:00");
    EXPECT_EQ(e.conducts, kAllConducts & ~conduct_bit(Conduct::potions) & ~conduct_bit(Conduct::lurk))
        << "lurk is kept only by the lurk";
    g->outcome = Outcome::dead;
    g->death_cause = Wording::of_key("death.cause", {{"cause", Wording::of_row("rat", "sewer rat")}, {"depth", Wording::plain("1")}});
    e = score_entry(*g, "d");
    EXPECT_EQ(e.end, RunEnd::died);
    EXPECT_EQ(written(e.cause), "killed by a sewer rat on depth 1");
    EXPECT_EQ(e.section, BoardSection::descent);
    g->descent.endless = true;
    EXPECT_EQ(score_entry(*g, "d").section, BoardSection::endless) << "an endless run goes on the endless board";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
