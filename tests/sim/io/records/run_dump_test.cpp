#include "sim/io/records/run_dump.hpp"

#include <gtest/gtest.h>

#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/items/pack.hpp"
#include "sim/io/records/records_support.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/version.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/run/score.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::read_text;

DumpFacts facts() { return DumpFacts{"2026-11-29 17:30:05", 0xabcdef12U}; }

bool has(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

ecs::Entity give(Game& g, std::string_view id, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, where);
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

class RunDumps : public testing::RecordsDir {};

TEST(RunDump, SaysWhoHowAndWithWhat) {
    auto g = testing::records_game(7, "Ann");
    const ecs::Entity potion = give(*g, "potion_of_healing", Place::in_pack(g->player));
    const ecs::Entity sword = give(*g, "short_sword", Place::worn(g->player, EquipSlot::weapon));
    g->log.add("The rat bites you.");
    g->outcome = Outcome::dead;
    g->death_cause = Wording::of_key("death.cause", {{"cause", Wording::of_row("rat", "sewer rat")}, {"depth", Wording::plain("1")}});
    g->turn = 33;
    break_conduct(*g, g->player, Conduct::damage);
    const std::string text = run_dump_text(*g, facts());
    EXPECT_TRUE(has(text, "Ann, killed by a sewer rat on depth 1.")) << text;
    EXPECT_TRUE(has(text, "Outcome       died"));
    EXPECT_TRUE(has(text, "Seed          7"));
    EXPECT_TRUE(has(text, "Version       " + std::string(game_version())));
    EXPECT_TRUE(has(text, "Content hash  abcdef12"));
    EXPECT_TRUE(has(text, "Turns         33"));
    EXPECT_TRUE(has(text, "Date          2026-11-29 17:30:05 UTC"));
    const Loadout l = fold_loadout(g->world, g->player);
    EXPECT_TRUE(has(text, "Power         " + die_text(l.power_die, l.power_bonus) + "\n")) << text;
    EXPECT_TRUE(has(text, "Armour        " + die_text(l.armour_die, l.armour_bonus) + "\n")) << text;
    EXPECT_TRUE(has(text, "weapon        " + identified_name(*g, sword))) << text;
    // The pack is listed identified, as a morgue file does (issue 29, item 9).
    EXPECT_TRUE(has(text, "a) potion of healing\n")) << text;
    EXPECT_EQ(identified_name(*g, potion), "potion of healing");
    EXPECT_TRUE(has(text, "The rat bites you."));
    EXPECT_TRUE(has(text, "Conducts kept (12 of 14")) << "damage broken; lurk kept only by the lurk";
    EXPECT_TRUE(has(text, "! potions     drank no potion")) << "each kept conduct with its mark";
    EXPECT_FALSE(has(text, "never lost a hit point")) << "a broken conduct is not listed";
    EXPECT_TRUE(has(text, "drank no potion"));
    EXPECT_TRUE(has(text, "charmed no creature"));
    EXPECT_FALSE(has(text, "(the game has no such act yet)")) << "every conduct has its act now";
}

// The first monster row whose kill pays a bounty (the test asks the table which).
const MonsterDef& a_bounty_row(const Game& g) {
    for (const MonsterDef& m : g.content->monsters) {
        if (m.bounty && !m.is_abstract) return m;
    }
    ADD_FAILURE() << "no monster row carries a bounty";
    return g.content->monsters.front();
}

TEST(RunDump, ListsEachDoublerEarnedAndTheScoreDoubled) {
    auto g = testing::records_game(7, "Ann");
    // Each earned through its rule: the ring put on, a bounty monster's death by the player, the way out.
    const ecs::Entity ring = give(*g, "ring_of_adornment", Place::in_pack(g->player));
    g->world.get<Item>(ring).cursed = false;
    ASSERT_TRUE(play_turn(*g, Intent::equip(g->world.get<Location>(ring).place.index)).spent);
    const MonsterDef& row = a_bounty_row(*g);
    const ecs::Entity monster = give(*g, row.id, Place::nowhere());
    ASSERT_TRUE(earn_bounty(*g, monster));
    (void)give(*g, g->content->elements.front().id, Place::in_pack(g->player));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    ASSERT_EQ(g->outcome, Outcome::won);
    const std::int64_t points = g->score.points;
    const std::string text = run_dump_text(*g, facts());
    EXPECT_TRUE(has(text, "Score         " + std::to_string(points * 8) + " (")) << text;
    EXPECT_TRUE(has(text, "-- Score doublers (3 of 3: " + std::to_string(points) + " points x8) --")) << text;
    EXPECT_TRUE(has(text, "a ring of adornment put on\n")) << text;
    EXPECT_TRUE(has(text, "bounty claimed: " + row.name + "\n")) << text;
    EXPECT_TRUE(has(text, "escaped with the Element\n")) << text;
    EXPECT_EQ(score_entry(*g, "2026-11-29 17:30:05").score, points * 8) << "the leaderboard reads the same score";
}

TEST(RunDump, ARunWithNoDoublerSaysSo) {
    auto g = testing::records_game(7, "Ann");
    g->score.points = 40;
    const std::string text = run_dump_text(*g, facts());
    EXPECT_TRUE(has(text, "Score         40 (")) << text;
    EXPECT_TRUE(has(text, "-- Score doublers (0 of 3: 40 points x1) --\n(none)\n")) << text;
}

TEST(RunDump, AnEndlessRunSaysSoAndAnOrdinaryOneSaysNothing) {
    auto g = testing::records_game(7, "Ann");
    EXPECT_FALSE(has(run_dump_text(*g, facts()), "Endless"));
    g->descent.endless = true;
    const std::string text = run_dump_text(*g, facts());
    EXPECT_TRUE(has(text, "yes: no Element and no win; on the endless board")) << text;
}

TEST(RunDump, OneKillIsOneKill) {
    auto g = testing::records_game(7, "Ann");
    g->score.kills = 1;
    EXPECT_TRUE(has(run_dump_text(*g, facts()), "(1 kill, ")) << run_dump_text(*g, facts());
    g->score.kills = 3;
    EXPECT_TRUE(has(run_dump_text(*g, facts()), "(3 kills, "));
}

// The dump reads as a page: no identifier of the code ("power_die", "sleep_immune") in its character section.
TEST(RunDump, TheCharacterReadsAsWordsNotFieldNames) {
    auto g = testing::records_game(7, "Ann");
    (void)give(*g, "short_bow", Place::worn(g->player, EquipSlot::launcher));
    ASSERT_TRUE(confuse(*g, g->player, 5));
    const std::string text = run_dump_text(*g, facts());
    const std::string character = text.substr(text.find("-- Character --"), text.find("-- Gear --") - text.find("-- Character --"));
    EXPECT_EQ(character.find('_'), std::string::npos) << character;
    EXPECT_TRUE(has(character, "melee blows at most 1")) << character;
    EXPECT_TRUE(has(character, "Conditions    confused (")) << character;
}

TEST(RunDump, EveryLoadoutNumberHasWords) {
#define YOORD_CHECK_WORDS(field, fold, range) \
    EXPECT_TRUE(dump_words_for_modifier(#field).has_value()) << #field << " needs words in run_dump.cpp";
    YOORD_MODIFIERS(YOORD_CHECK_WORDS)
#undef YOORD_CHECK_WORDS
    EXPECT_EQ(dump_words_for_modifier("throw_bonus"), std::optional<std::string_view>("Throwing"));
    EXPECT_FALSE(dump_words_for_modifier("no_such_field").has_value());
}

TEST(RunDump, FileNamesKeepOnlySafeCharacters) {
    EXPECT_EQ(run_dump_file_name("Ann", "2026-11-29 17:30:05"), "Ann-20261129-173005.txt");
    EXPECT_EQ(run_dump_file_name("../x y", "2026-11-29 17:30:05"), "___x_y-20261129-173005.txt");
    EXPECT_EQ(run_dump_file_name("", "2026-11-29 17:30:05"), "player-20261129-173005.txt");
}

TEST_F(RunDumps, AreWrittenToTheMorgueNeverOverAnOlderOne) {
    auto g = testing::records_game(7, "Ann");
    const auto first = write_run_dump(dir, *g, facts());
    ASSERT_TRUE(first) << first.error();
    EXPECT_EQ(*first, dir / "morgue" / "Ann-20261129-173005.txt");
    EXPECT_EQ(read_text(*first), run_dump_text(*g, facts()));
    const auto second = write_run_dump(dir, *g, facts());
    ASSERT_TRUE(second) << second.error();
    EXPECT_EQ(*second, dir / "morgue" / "Ann-20261129-173005-2.txt");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
