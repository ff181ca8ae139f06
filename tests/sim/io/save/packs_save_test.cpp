// Packs in the save (format 5): each pack's block tagged by id and version, a missing pack kept aside and
// written back untouched, a changed version said. The sample pack of docs/tutorial/ plays its trigger, is saved,
// loaded without the pack, saved, and loaded with it again: everything comes back.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "save_test_support.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/places/location.hpp"
#include "sim/places/spawn.hpp"
#include "sim/run/triggers.hpp"
#include "sim/tables/loader.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

constexpr std::string_view kPack = "goblin_quest";

const Content& with_sample_pack() {
    static const LoadResult loaded = [] {
        Diagnostics problems;
        const auto folder = read_pack_folder(std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack", problems);
        EXPECT_TRUE(folder.has_value());
        return load_content(embedded_content_files(), std::vector<PackFolder>{*folder});
    }();
    std::ostringstream text;
    loaded.diagnostics.write(text);
    EXPECT_TRUE(loaded.content.has_value()) << text.str();
    return *loaded.content;
}

std::size_t count_rows(const Game& g, std::string_view id) {
    const auto row = g.content->find(id);
    if (!row) return 0;
    std::size_t n = 0;
    for (const ecs::Entity e : g.world.view<Identity>()) {
        const Identity& ident = g.world.get<Identity>(e);
        if (ident.category == row->category && ident.row == row->index) ++n;
    }
    return n;
}

bool log_says(const Game& g, std::string_view text) {
    const auto tail = g.log.tail(20);
    return std::any_of(tail.begin(), tail.end(), [&](const Message& m) { return m.text.find(text) != std::string::npos; });
}

void wait_a_turn(Game& g) {
    Intent wait;
    wait.kind = IntentKind::wait;
    (void)play_turn(g, wait);
}

// Three goblins fall to the player, then the player goes down: the chief arrives with the pack's line.
std::unique_ptr<Game> game_after_the_quest() {
    auto g = new_game(with_sample_pack(), 7, "Quester");
    for (int i = 0; i < 3; ++i) note_pack_event(*g, PackEvent{TriggerEvent::kill, stable_id("goblin"), 0});
    wait_a_turn(*g);
    EXPECT_EQ(pack_field(*g, kPack, "goblins_slain"), 3);
    EXPECT_EQ(pack_field(*g, kPack, "chief_called"), 0);
    enter_floor(*g, FloorChange::stairs_down);
    wait_a_turn(*g);
    return g;
}

TEST(PackSave, TheSamplePacksTriggerCallsTheChiefOnceAfterThreeGoblins) {
    auto g = game_after_the_quest();
    EXPECT_EQ(pack_field(*g, kPack, "chief_called"), 1);
    EXPECT_EQ(count_rows(*g, "goblin_quest.goblin_chief"), 1u);
    EXPECT_TRUE(log_says(*g, "the goblin chief has come for you"));
    enter_floor(*g, FloorChange::trapdoor);  // a trapdoor: the chief beside the player does not follow
    wait_a_turn(*g);
    EXPECT_EQ(count_rows(*g, "goblin_quest.goblin_chief"), 0u) << "the flag keeps it to one chief";
}

TEST(PackSave, SavedLoadedWithoutThePackSavedAndLoadedWithItFindsEverythingBack) {
    auto g = game_after_the_quest();
    const std::uint64_t before = state_hash(*g);
    const std::size_t entities = g->world.size();

    // Without the pack: its block and the chief (with the axe it holds) are kept aside, and the log says so once.
    LoadReport report;
    auto without = load_save(save_bytes(*g), testing::content(), &report);
    ASSERT_TRUE(without.has_value()) << without.error().message;
    EXPECT_EQ(report.missing_packs, std::vector<std::string>{std::string(kPack)});
    EXPECT_EQ(report.dropped(), 0u) << report.dropped_message();
    ASSERT_EQ((*without)->packs_aside.size(), 1u);
    EXPECT_LT((*without)->world.size(), entities);
    EXPECT_TRUE(log_says(**without, "The pack 'goblin_quest' is not loaded"));

    // Saved again without it, then loaded with it: the fields, the chief and its axe are back, the state the same.
    auto with = load_save(save_bytes(**without), with_sample_pack());
    ASSERT_TRUE(with.has_value()) << with.error().message;
    Game& back = **with;
    EXPECT_TRUE(back.packs_aside.empty());
    EXPECT_EQ(pack_field(back, kPack, "goblins_slain"), 3);
    EXPECT_EQ(pack_field(back, kPack, "chief_called"), 1);
    EXPECT_EQ(count_rows(back, "goblin_quest.goblin_chief"), 1u);
    EXPECT_EQ(back.world.size(), entities);
    EXPECT_EQ(state_hash(back), before);
}

TEST(PackSave, APacksItemInThePlayersPackWaitsAsideAndComesBackToItsLetter) {
    auto g = new_game(with_sample_pack(), 7, "Quester");
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, g->depth()};
    const SpawnResult axe = spawn_named(ctx, "goblin_quest.chief_axe", Place::in_pack(g->player));
    ASSERT_TRUE(axe) << axe.error;
    const ecs::Uid uid = g->world.uid(axe.entity);
    const std::uint8_t letter = g->world.get<Location>(axe.entity).place.index;

    auto without = load_save(save_bytes(*g), testing::content());
    ASSERT_TRUE(without.has_value()) << without.error().message;  // not refused as corrupt
    EXPECT_EQ((*without)->world.find(uid), ecs::null_entity);
    EXPECT_EQ((*without)->world.get<Pack>((*without)->player).letters[letter], ecs::null_entity);

    auto with = load_save(save_bytes(**without), with_sample_pack());
    ASSERT_TRUE(with.has_value()) << with.error().message;
    const ecs::Entity back = (*with)->world.find(uid);
    ASSERT_NE(back, ecs::null_entity);
    EXPECT_EQ((*with)->world.get<Pack>((*with)->player).letters[letter], back);
    EXPECT_TRUE(check_locations((*with)->world, (*with)->places).empty());
}

TEST(PackSave, APackWhoseVersionChangedLoadsWithAWarning) {
    auto g = new_game(with_sample_pack(), 7, "Quester");
    g->packs.front().version = "0.9.0";  // as if the save had been made with an older version of the pack
    LoadReport report;
    auto loaded = load_save(save_bytes(*g), with_sample_pack(), &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    ASSERT_EQ(report.pack_notes.size(), 1u);
    EXPECT_NE(report.pack_notes[0].find("version 1.0.0 now; this save was made with version 0.9.0"), std::string::npos);
    EXPECT_TRUE(log_says(**loaded, "this save was made with version 0.9.0"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
