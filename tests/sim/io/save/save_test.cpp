#include "sim/io/save/save.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"

#include "save_test_support.hpp"
#include "sim/tools/bot.hpp"
#include "sim/places/location.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/save/migrations.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

using testing::content;
using testing::make_game;
using testing::reload;

TEST(SaveLoad, ANewGameRoundTripsWithTheSameStateHash) {
    auto g = make_game(7);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(SaveLoad, KeepsTheRunsFacts) {
    auto g = make_game(11);
    testing::play_bot(*g, 120);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->player_name, "Tester");
    EXPECT_EQ(back->descent, g->descent);
    EXPECT_EQ(back->turn, g->turn);
    EXPECT_EQ(back->score.points, g->score.points);
    EXPECT_EQ(back->patience, g->patience);
    EXPECT_EQ(back->rng.state(), g->rng.state());
    EXPECT_EQ(back->world.uid(back->player), g->world.uid(g->player));
    EXPECT_EQ(layout_hash(back->floor.map), layout_hash(g->floor.map));
    EXPECT_TRUE(check_locations(back->world, back->places).empty());
}

TEST(SaveLoad, AnEndlessRunPastTheFinalFloorLoadsEndlessAndAlike) {
    StartChoices start;
    start.dungeon.endless = true;
    auto g = new_game(content(), 5, "Tester", {}, start);
    g->wizard = true;
    const int past = content().constants.final_depth + 2;
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, past));
    ASSERT_EQ(g->depth(), past);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_TRUE(back->descent.endless);
    EXPECT_EQ(back->descent, g->descent);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(SaveLoad, TheNextUidIssuedIsUnchanged) {
    auto g = make_game(3);
    testing::play_bot(*g, 60);
    // Destroy the newest entity so the next Uid is not simply the largest live one plus one.
    ecs::Uid newest{0};
    ecs::Entity newest_entity = ecs::null_entity;
    g->world.each_entity([&](ecs::Entity e) {
        if (e != g->player && g->world.uid(e) > newest && g->world.has<Position>(e)) {
            newest = g->world.uid(e);
            newest_entity = e;
        }
    });
    ASSERT_NE(newest_entity, ecs::null_entity);
    g->places.erase(g->world, g->world.get<Position>(newest_entity).cell, newest_entity);
    g->world.destroy(newest_entity);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->world.next_uid_to_issue(), g->world.next_uid_to_issue());
    EXPECT_EQ(back->world.uid(back->world.create()), g->world.uid(g->world.create()));
}

TEST(SaveLoad, KeepsTheMessageLogTail) {
    auto g = make_game(5);
    testing::play_bot(*g, 80);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    ASSERT_EQ(back->log.size(), std::min(g->log.size(), kSavedLogTail));
    EXPECT_EQ(back->log.messages().back().text, g->log.messages().back().text);
    EXPECT_EQ(back->log.messages().back().sequence, g->log.messages().back().sequence);
    EXPECT_EQ(back->log.unseen_count(), g->log.unseen_count());
    EXPECT_EQ(back->log.turn(), g->log.turn());
}

TEST(SaveLoad, KeepsAnOpenedDoorAsATileDiff) {
    auto g = make_game(2);
    Point door{-1, -1};
    for (int y = 0; y < g->floor.map.height() && door.x < 0; ++y) {
        for (int x = 0; x < g->floor.map.width(); ++x) {
            if (g->floor.map.at({x, y}) == Tile::door_closed) {
                door = {x, y};
                break;
            }
        }
    }
    ASSERT_GE(door.x, 0) << "seed 2's first floor has a closed door";
    g->floor.map.tiles.at(door) = Tile::door_open;
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->floor.map.at(door), Tile::door_open);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

// A wall dug by a wand of tunnelling is a tile the seed's layout does not have: the save keeps it as a diff, as it
// keeps an opened door, and the state hash sees it.
TEST(SaveLoad, KeepsADugWallAsATileDiffInTheStateHash) {
    auto g = make_game(2);
    const std::uint64_t before = state_hash(*g);
    Point wall{-1, -1};
    for (int y = 1; y + 1 < g->floor.map.height() && wall.x < 0; ++y) {
        for (int x = 1; x + 1 < g->floor.map.width(); ++x) {
            if (g->floor.map.diggable({x, y}) && g->floor.map.at({x, y}) == Tile::wall) {
                wall = {x, y};
                break;
            }
        }
    }
    ASSERT_GE(wall.x, 0);
    g->floor.map.tiles.at(wall) = Tile::corridor;
    EXPECT_NE(state_hash(*g), before);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->floor.map.at(wall), Tile::corridor);
    EXPECT_EQ(back->floor.map.special, g->floor.map.special) << "the special room comes back with the seed's walls";
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(SaveLoad, AStackOfPotionsKeepsItsCount) {
    auto g = make_game(8);
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, g->depth()};
    const SpawnResult potion = spawn_named(ctx, "potion_of_healing", Place::in_pack(g->player));
    ASSERT_TRUE(potion);
    g->world.emplace<Stack>(potion.entity, Stack{3});
    const std::uint8_t letter = g->world.get<Location>(potion.entity).place.index;
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    const ecs::Entity loaded = pack_item(*back, back->player, letter);
    ASSERT_NE(loaded, ecs::null_entity);
    ASSERT_TRUE(back->world.has<Stack>(loaded));
    EXPECT_EQ(back->world.get<Stack>(loaded).count, 3);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
}

TEST(SaveLoad, WritesTheSameBytesForTheSameGame) {
    auto g = make_game(8);
    testing::play_bot(*g, 50);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(save_bytes(*back), save_bytes(*g)) << "a loaded game saves to the bytes it came from";
}

// The acid test: two runs with the same intents, one of them saved and loaded at many turns (every
// `save_every` turns and on every floor change), have the same state hash after every turn.
void expect_saving_changes_nothing(std::uint64_t seed, int turns, int save_every, bool full_pack) {
    auto never_saved = make_game(seed, full_pack);
    auto saved = make_game(seed, full_pack);
    int depth = saved->depth();
    int reloads = 0;
    int floors = 0;
    for (int t = 0; t < turns && never_saved->outcome == Outcome::alive; ++t) {
        if (t % save_every == 0 || saved->depth() != depth) {
            floors += saved->depth() != depth ? 1 : 0;
            depth = saved->depth();
            const std::uint64_t before = state_hash(*saved);
            saved = reload(*saved);
            ASSERT_NE(saved, nullptr) << "seed " << seed << " turn " << t;
            ASSERT_EQ(state_hash(*saved), before) << "seed " << seed << " turn " << t << ": load changed the state";
            ++reloads;
        }
        const Intent intent = bot_intent(*never_saved);
        (void)play_turn(*never_saved, intent);
        (void)play_turn(*saved, intent);
        ASSERT_EQ(state_hash(*saved), state_hash(*never_saved))
            << "seed " << seed << " turn " << t << " (" << intent_name(intent.kind) << ") after " << reloads
            << " loads";
    }
    EXPECT_GT(reloads, 1);
    if (!full_pack) {
        EXPECT_GT(floors, 0) << "seed " << seed << " never changed floor";
    }
}

TEST(SaveLoad, ContinuingAfterALoadMatchesARunThatNeverSaved) {
    // Seeds whose naive bot changes floor within 700 turns (in generation 2, seed 4's first floor holds it past
    // 1,000, so seed 5 stands in for it).
    for (const std::uint64_t seed : {1u, 2u, 3u, 5u}) expect_saving_changes_nothing(seed, 700, 9, false);
}

TEST(SaveLoad, ContinuingAfterALoadEveryTurnMatches) {
    expect_saving_changes_nothing(1, 400, 1, false);
}

TEST(SaveLoad, ContinuingAfterALoadWithAFullPackMatches) {
    for (const std::uint64_t seed : {5u, 12u}) expect_saving_changes_nothing(seed, 400, 7, true);
}

TEST(SaveLoad, FullPackRoundTripsEveryLetter) {
    auto g = make_game(4, true);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    const Pack& before = g->world.get<Pack>(g->player);
    const Pack& after = back->world.get<Pack>(back->player);
    ASSERT_EQ(after.letters.size(), before.letters.size());
    for (std::size_t i = 0; i < before.letters.size(); ++i) {
        ASSERT_NE(before.letters[i], ecs::null_entity) << "letter " << i << " is filled";
        EXPECT_EQ(back->world.uid(after.letters[i]), g->world.uid(before.letters[i]));
    }
}

TEST(SaveLoad, AWornItemKeepsItsLetterAcrossALoad) {
    auto g = make_game(4, true);
    const ecs::Entity item = g->world.get<Pack>(g->player).letters[3];
    // Wear whatever is at d (any item may go to a slot as far as places go), so d is kept, not free.
    ASSERT_EQ(move_to(g->world, g->places, item, Place::worn(g->player, EquipSlot::launcher)), MoveResult::moved);
    ASSERT_EQ(g->world.get<KeptLetter>(item).letter, 3);
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
    const ecs::Entity worn = back->world.get<Equipment>(back->player).slots[static_cast<std::size_t>(EquipSlot::launcher)];
    ASSERT_TRUE(back->world.has<KeptLetter>(worn));
    EXPECT_EQ(back->world.get<KeptLetter>(worn).letter, 3);
    EXPECT_TRUE(check_locations(back->world, back->places).empty());
}

TEST(SaveWizardMark, AWizardRunStaysOneThroughASave) {
    auto g = make_game(3);
    g->wizard = true;
    auto back = reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_TRUE(back->wizard);
    EXPECT_FALSE(reload(*make_game(3))->wizard);
}

TEST(SaveWizardMark, TheStepFromFormatTwoAppendsARunThatIsNotAWizardRun) {
    const std::vector<std::byte> body{std::byte{1}, std::byte{2}};
    const auto migrated = migrate_body(2, body, migration_steps().first(2));  // the 2 -> 3 step alone
    ASSERT_TRUE(migrated.has_value()) << migrated.error();
    EXPECT_EQ(*migrated, (std::vector<std::byte>{std::byte{1}, std::byte{2}, std::byte{0}}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
