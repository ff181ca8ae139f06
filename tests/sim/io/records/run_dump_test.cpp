#include "sim/io/records/run_dump.hpp"

#include <gtest/gtest.h>

#include "sim/run/conducts.hpp"
#include "sim/places/pack.hpp"
#include "sim/io/records/records_support.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/version.hpp"

namespace yoord {
namespace {

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
    g->death_cause = "killed by a rat on depth 1";
    g->turn = 33;
    break_conduct(*g, g->player, Conduct::damage);
    const std::string text = run_dump_text(*g, facts());
    EXPECT_TRUE(has(text, "Ann, killed by a rat on depth 1.")) << text;
    EXPECT_TRUE(has(text, "Outcome       died"));
    EXPECT_TRUE(has(text, "Seed          7"));
    EXPECT_TRUE(has(text, "Version       " + std::string(game_version())));
    EXPECT_TRUE(has(text, "Content hash  abcdef12"));
    EXPECT_TRUE(has(text, "Turns         33"));
    EXPECT_TRUE(has(text, "Date          2026-11-29 17:30:05 UTC"));
    EXPECT_TRUE(has(text, "power_die")) << "every Loadout field is listed";
    EXPECT_TRUE(has(text, "sight_bonus"));
    EXPECT_TRUE(has(text, "weapon        " + item_name(*g, sword))) << text;
    EXPECT_TRUE(has(text, "a) " + item_name(*g, potion))) << text;
    EXPECT_TRUE(has(text, "The rat bites you."));
    EXPECT_TRUE(has(text, "Conducts kept (12 of 14")) << "damage broken; lurk kept only by the lurk";
    EXPECT_TRUE(has(text, "! potions     drank no potion")) << "each kept conduct with its mark";
    EXPECT_FALSE(has(text, "never lost a hit point")) << "a broken conduct is not listed";
    EXPECT_TRUE(has(text, "drank no potion"));
    EXPECT_TRUE(has(text, "charmed no creature"));
    EXPECT_FALSE(has(text, "(the game has no such act yet)")) << "every conduct has its act now";
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

}  // namespace
}  // namespace yoord
