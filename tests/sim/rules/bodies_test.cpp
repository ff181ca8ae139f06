// Bodies: --body lurk and --as ID make the player from a monster row; the body is saved, recorded, dumped and on
// the leaderboard; the lurk wears only rings, grows at a chance with each kill and keeps the lurk conduct.

#include "sim/rules/bodies.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/records/run_dump.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/io/save/save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::letter_of;
using testing::put;

RowRef row_of(std::string_view id) {
    const std::optional<RowRef> row = testing::shipped_content().find(id);
    EXPECT_TRUE(row.has_value()) << id;
    return row.value_or(RowRef{});
}

std::unique_ptr<Game> game_as(std::string_view id, std::uint64_t seed = 3) {
    StartChoices start;
    start.body = row_of(id);
    return new_game(testing::shipped_content(), seed, "tester", {}, start);
}

TEST(Bodies, TheHumanHasNoBodyRow) {
    auto g = new_game(testing::shipped_content(), 3, "tester");
    EXPECT_EQ(body_of(*g), nullptr);
    EXPECT_EQ(body_id(*g), "human");
    EXPECT_FALSE(g->world.has<Body>(g->player));
}

TEST(Bodies, TheLurkIsQuickStealthyLungesAndKeepsTheLurkConduct) {
    auto g = game_as("lurk");
    const MonsterDef& lurk = g->content->monsters[row_of("lurk").index];
    EXPECT_EQ(body_id(*g), "lurk");
    EXPECT_EQ(g->world.get<Health>(g->player).max_hp, lurk.hp);
    EXPECT_EQ(g->world.get<Energy>(g->player).tempo, Tempo::quick);
    EXPECT_TRUE(has_effect<Stealthy>(g->world, g->player));
    EXPECT_TRUE(has_effect<Lunge>(g->world, g->player));
    EXPECT_TRUE(has_effect<RingsOnly>(g->world, g->player));
    EXPECT_TRUE(has_effect<Grows>(g->world, g->player));
    EXPECT_EQ(g->world.get<Renderable>(g->player).glyph, '@');
    EXPECT_EQ(g->world.get<Renderable>(g->player).colour, lurk.colour);
    EXPECT_NE(kept_conducts(*g) & conduct_bit(Conduct::lurk), 0) << "played as the lurk";
    auto human = new_game(testing::shipped_content(), 3, "tester");
    EXPECT_EQ(kept_conducts(*human) & conduct_bit(Conduct::lurk), 0);
}

TEST(Bodies, TheLurkWearsRingsAndNothingElse) {
    auto g = game_as("lurk");
    const ecs::Entity mail = put(*g, "leather_armour", Place::in_pack(g->player));
    const ActionResult refused = try_intent(*g, g->player, Intent::equip(letter_of(*g, mail)));
    EXPECT_FALSE(refused.spent_turn());
    EXPECT_EQ(refused.message, "Your body can wear nothing but rings.");
    const ecs::Entity sword = put(*g, "short_sword", Place::in_pack(g->player));
    EXPECT_FALSE(try_intent(*g, g->player, Intent::equip(letter_of(*g, sword))).spent_turn());
    const ecs::Entity ring = put(*g, "ring_of_protection", Place::in_pack(g->player));
    EXPECT_TRUE(try_intent(*g, g->player, Intent::equip(letter_of(*g, ring))).spent_turn());
    EXPECT_EQ(g->world.get<Location>(ring).place.kind, PlaceKind::slot);
}

TEST(Bodies, TheLurkGrowsOneStatAtAChanceWithItsKills) {
    auto g = game_as("lurk");
    const auto total = [&] {
        const CombatStats& s = g->world.get<CombatStats>(g->player);
        return g->world.get<Health>(g->player).max_hp + s.power_bonus + s.armour_bonus;
    };
    const int before = total();
    int kills = 0;
    while (total() == before && kills < 60) {
        const ecs::Entity rat = put(*g, "rat", Place::at(nearest_free_cell(*g, player_cell(*g))));
        harm(*g, rat, 1000, g->player, Wording::plain("you"));
        ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
        ++kills;
    }
    EXPECT_EQ(total(), before + 1) << "one stat, by one, after " << kills << " kills";
    auto human = new_game(testing::shipped_content(), 3, "tester");
    const auto rng = human->rng.state();
    EXPECT_FALSE(grow_after_kill(*human, human->player)) << "the human does not grow";
    EXPECT_EQ(human->rng.state(), rng) << "and draws nothing for it";
}

// Issue 31, item 6: `--as lurker` (the coin-heap ambusher) or any other row plays that row, not the lurk; only the
// lurk's body keeps the lurk conduct. Every creature row of the shipped tables is tried.
TEST(Bodies, OnlyTheLurksBodyKeepsTheLurkConductAmongEveryCreatureRow) {
    int rows = 0;
    for (const MonsterDef& m : testing::shipped_content().monsters) {
        auto g = game_as(m.id);
        ASSERT_NE(g, nullptr) << m.id;
        ASSERT_EQ(body_id(*g), m.id);
        const bool kept = (kept_conducts(*g) & conduct_bit(Conduct::lurk)) != 0;
        EXPECT_EQ(kept, m.id == "lurk") << "played as " << m.id;
        ++rows;
    }
    EXPECT_GT(rows, 40) << "every creature row, the lurker among them";
}

TEST(Bodies, PlayingAsAMonsterRowTakesItsStatsGrantsAndSpells) {
    auto g = game_as("wraith");
    const MonsterDef& wraith = g->content->monsters[row_of("wraith").index];
    EXPECT_EQ(g->world.get<Health>(g->player).max_hp, wraith.hp);
    EXPECT_EQ(g->world.get<CombatStats>(g->player).power_die, wraith.power_die);
    EXPECT_TRUE(has_effect<Undead>(g->world, g->player));
    EXPECT_TRUE(has_effect<Flies>(g->world, g->player));
    const Spellbook& book = g->world.get<Spellbook>(g->player);
    ASSERT_EQ(book.spells.size(), wraith.spells.size());
    EXPECT_EQ(book.spells.front(), stable_id(wraith.spells.front().id));
    EXPECT_EQ(g->world.get<Magic>(g->player).max_ma, wraith.magic);
    EXPECT_EQ(kept_conducts(*g) & conduct_bit(Conduct::lurk), 0) << "only the lurk keeps lurk";
}

TEST(Bodies, SaveAndLoadKeepTheBody) {
    auto g = game_as("lurk", 8);
    auto back = save::testing::reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
    EXPECT_EQ(body_id(*back), "lurk");
    EXPECT_TRUE(has_effect<RingsOnly>(back->world, back->player));
}

TEST(Bodies, TheDumpAndTheLeaderboardNameTheBody) {
    auto g = game_as("lurk");
    const std::string dump = run_dump_text(*g, DumpFacts{});
    EXPECT_NE(dump.find("Body          lurk"), std::string::npos);
    const ScoreEntry e = score_entry(*g, "2026-12-01 10:00:00");
    EXPECT_EQ(e.body, "lurk");
    Leaderboard board;
    (void)insert_entry(board, e);
    const Expected<Leaderboard, std::string> back = parse_leaderboard(format_leaderboard(board));
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->entries.front().body, "lurk");
    const Expected<Leaderboard, std::string> old =
        parse_leaderboard("yoord-scores 1\n5\tdied\t1\t9\t0\t1\t2026-11-29 17:30:00\tAnn\tkilled\n");
    ASSERT_TRUE(old) << old.error();
    EXPECT_EQ(old->entries.front().body, "human") << "version 1 lines played the human";
}

TEST(Bodies, AReplayOfARunInABodyStartsInItToo) {
    auto g = game_as("lurk", 6);
    RecordingHeader header = recording_header(*g->content, 0, 6, "tester", {});
    header.body = "lurk";
    ReplayStart replay = start_replay(*g->content, header);
    ASSERT_NE(replay.game, nullptr) << replay.error;
    EXPECT_EQ(state_hash(*replay.game), state_hash(*g));
    header.body = "dagger";
    EXPECT_EQ(start_replay(*g->content, header).game, nullptr) << "a body must be a creature";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
