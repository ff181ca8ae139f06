// Saves that must be refused, each with its reason, and saves that must load despite what this build lacks.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/io/atomic_file.hpp"
#include "core/rng.hpp"
#include "save_test_support.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/save/migrations.hpp"
#include "sim/io/save/save.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

using testing::content;
using testing::make_game;

std::vector<std::byte> a_save() {
    auto g = make_game(21);
    testing::play_bot(*g, 40);
    return save_bytes(*g);
}

LoadFailure failure_of(std::span<const std::byte> bytes) {
    auto loaded = load_save(bytes, content());
    EXPECT_FALSE(loaded.has_value());
    return loaded ? LoadFailure::corrupt : loaded.error().failure;
}

TEST(BadSave, WrongMagicIsRefusedAsNotASave) {
    auto bytes = a_save();
    bytes[0] = std::byte{'X'};
    auto loaded = load_save(bytes, content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::wrong_magic);
    EXPECT_NE(loaded.error().message.find("not a Yoord save"), std::string::npos);
}

TEST(BadSave, EmptyAndTinyFilesAreRefused) {
    EXPECT_EQ(failure_of({}), LoadFailure::wrong_magic);
    const auto bytes = a_save();
    EXPECT_EQ(failure_of(std::span(bytes).first(5)), LoadFailure::wrong_magic);
    EXPECT_EQ(failure_of(std::span(bytes).first(10)), LoadFailure::truncated);
}

TEST(BadSave, EveryTruncationIsRefused) {
    const auto bytes = a_save();
    for (std::size_t n = 8; n < bytes.size(); n += std::max<std::size_t>(1, n / 7)) {
        const LoadFailure f = failure_of(std::span(bytes).first(n));
        EXPECT_EQ(f, LoadFailure::truncated) << "cut at " << n << " of " << bytes.size();
    }
}

TEST(BadSave, AFlippedBodyByteFailsTheChecksum) {
    auto bytes = a_save();
    bytes[bytes.size() - 30] ^= std::byte{0x40};
    auto loaded = load_save(bytes, content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::bad_checksum);
    EXPECT_NE(loaded.error().message.find("checksum"), std::string::npos);
}

TEST(BadSave, ANewerFormatIsRefusedNamingIt) {
    auto bytes = a_save();
    bytes[8] = static_cast<std::byte>(kFormatVersion + 1);
    auto loaded = load_save(bytes, content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::newer_format);
    EXPECT_NE(loaded.error().message.find("newer version"), std::string::npos);
    EXPECT_NE(loaded.error().message.find("format " + std::to_string(kFormatVersion + 1)), std::string::npos);
}

TEST(BadSave, TrailingBytesAreRefused) {
    auto bytes = a_save();
    bytes.push_back(std::byte{0});
    EXPECT_EQ(failure_of(bytes), LoadFailure::corrupt);
}

TEST(BadSave, ANonsenseBodyWithAValidChecksumIsCorruptNotACrash) {
    auto bytes = a_save();
    // The body opens with the run block's count of fields (a u32): make it huge.
    bytes[testing::body_offset(bytes) + 3] = std::byte{0x7f};
    testing::fix_checksum(bytes);
    auto loaded = load_save(bytes, content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
}

// A small, deterministic fuzz: random byte changes with the checksum repaired, so they reach the parser.
// Every one must load or be refused; none may crash (the sanitizer build checks the "no UB" half).
TEST(BadSave, RandomDamageBehindAValidChecksumNeverCrashes) {
    const auto original = a_save();
    Rng rng(2026);
    int refused = 0;
    for (int round = 0; round < 400; ++round) {
        auto bytes = original;
        const int changes = 1 + static_cast<int>(rng.below(4));
        for (int c = 0; c < changes; ++c) {
            const std::size_t at = 40 + rng.below(static_cast<std::uint32_t>(bytes.size() - 40));
            bytes[at] = static_cast<std::byte>(rng.below(256));
        }
        testing::fix_checksum(bytes);
        auto loaded = load_save(bytes, content());
        if (!loaded) {
            ++refused;
            EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
            EXPECT_FALSE(loaded.error().message.empty());
        }
    }
    EXPECT_GT(refused, 0);
}

// The same for the format-1 golden file, so that damage reaches the migration to format 2 as well as the parser.
TEST(BadSave, RandomDamageToAFormatOneSaveNeverCrashesTheMigration) {
    auto golden = io::read_file(std::filesystem::path(YOORD_SOURCE_DIR) / "tests/golden/save-v1.yrd");
    ASSERT_TRUE(golden.has_value());
    const std::vector<std::byte> original = *golden;
    Rng rng(2027);
    int refused = 0;
    for (int round = 0; round < 400; ++round) {
        auto bytes = original;
        const std::size_t body = testing::body_offset(bytes);
        const int changes = 1 + static_cast<int>(rng.below(4));
        for (int c = 0; c < changes; ++c) {
            const std::size_t at = body + rng.below(static_cast<std::uint32_t>(bytes.size() - body));
            bytes[at] = static_cast<std::byte>(rng.below(256));
        }
        testing::fix_checksum(bytes);
        auto loaded = load_save(bytes, content());
        if (!loaded) {
            ++refused;
            EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
        }
    }
    EXPECT_GT(refused, 0);
}

// This build's content without the rows named: saves that hold them load with those things left out.
Content content_without(std::initializer_list<std::string_view> ids) {
    Content c = content();
    for (const std::string_view id : ids) {
        const std::optional<RowRef> row = c.find(id);
        EXPECT_TRUE(row.has_value()) << id;
        if (!row) continue;
        switch (row->category) {
#define YOORD_ERASE_ROW(cat, Def, member)                                                         \
    case Category::cat:                                                                          \
        c.member.erase(c.member.begin() + static_cast<std::ptrdiff_t>(row->index));                \
        break;
            YOORD_ROW_TABLES(YOORD_ERASE_ROW)
#undef YOORD_ERASE_ROW
        }
    }
    c.index_rows();
    return c;
}

TEST(BadSave, RowsThisBuildLacksAreDroppedCountedAndReportedOnce) {
    auto g = make_game(4, true);  // a full pack holds one of each item row, in turn
    const std::vector<std::byte> bytes = save_bytes(*g);
    std::size_t dropped_before = 0;
    g->world.each_entity([&](ecs::Entity e) {
        const Identity* id = g->world.try_get<Identity>(e);
        if (id != nullptr && id->id == stable_id("leather_armour")) ++dropped_before;
    });
    ASSERT_GT(dropped_before, 0u) << "the full pack holds leather armour (rows in (category, id) order)";

    const Content smaller = content_without({"leather_armour"});
    LoadReport report;
    auto loaded = load_save(bytes, smaller, &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ(report.dropped_entities, dropped_before);
    Game& back = **loaded;
    EXPECT_NE(back.log.messages().back().text.find("left out: " + std::to_string(dropped_before)),
              std::string::npos)
        << back.log.messages().back().text;
    // The rows after the removed one moved down a place; every survivor still names the same row.
    back.world.each_entity([&](ecs::Entity e) {
        if (const Identity* id = back.world.try_get<Identity>(e)) {
            EXPECT_EQ(smaller.common(RowRef{id->category, id->row}).stable, id->id);
        }
    });
    EXPECT_TRUE(check_locations(back.world, back.places).empty());
    // The run goes on.
    testing::play_bot(back, 50);
    EXPECT_TRUE(check_locations(back.world, back.places).empty());
}

TEST(BadSave, AScenarioMapIsSavedButItsLoadIsRefusedNotGuessed) {
    auto g = make_game(4);
    FloorMap room;
    room.tiles.reset(12, 8, Tile::wall);
    for (int y = 1; y < 7; ++y) {
        for (int x = 1; x < 11; ++x) room.tiles.at(x, y) = Tile::floor;
    }
    install_map(*g, std::move(room), {3, 3});
    const auto bytes = save_bytes(*g);
    auto loaded = load_save(bytes, content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
    EXPECT_NE(loaded.error().message.find("the seed builds"), std::string::npos) << loaded.error().message;
}

TEST(BadSave, ACreatureOnTheMapWithNoHitPointsLeftIsRefused) {
    auto g = make_game(21);
    ecs::Entity monster = ecs::null_entity;
    g->world.each_entity([&](ecs::Entity e) {
        if (monster == ecs::null_entity && e != g->player && g->world.has<Health>(e) && g->world.has<Position>(e)) monster = e;
    });
    ASSERT_NE(monster, ecs::null_entity) << "the first floor has a monster";
    ASSERT_TRUE(load_save(save_bytes(*g), content()).has_value()) << "the same game, alive, loads";
    g->world.get<Health>(monster).hp = 0;  // dying between turns: only harm() makes 0, and deaths_system clears it
    auto loaded = load_save(save_bytes(*g), content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
    EXPECT_NE(loaded.error().message.find("no hit points left"), std::string::npos) << loaded.error().message;
}

TEST(BadSave, AnAmmoFiredByAnEffectNoLauncherFiresByIsRefused) {
    auto g = make_game(4, true);  // a full pack holds one of each item row, ammo among them
    ecs::Entity ammo = ecs::null_entity;
    g->world.each_entity([&](ecs::Entity e) {
        if (ammo == ecs::null_entity && g->world.has<Ammo>(e)) ammo = e;
    });
    ASSERT_NE(ammo, ecs::null_entity);
    g->world.get<Ammo>(ammo).fired_by = static_cast<std::uint16_t>(GameWorld::marker_bit<Flies>);
    auto loaded = load_save(save_bytes(*g), content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_EQ(loaded.error().failure, LoadFailure::corrupt);
    EXPECT_NE(loaded.error().message.find("no launcher fires by"), std::string::npos) << loaded.error().message;
}

TEST(BadSave, NothingDroppedMeansNoMessage) {
    auto g = make_game(4);
    LoadReport report;
    auto loaded = load_save(save_bytes(*g), content(), &report);
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(report.dropped(), 0u);
    EXPECT_TRUE(report.dropped_message().empty());
    EXPECT_EQ(report.format, kFormatVersion);
    EXPECT_EQ((*loaded)->log.messages().back().text, g->log.messages().back().text);
}

TEST(Migration, TheTableHasOneStepPerOlderFormat) {
    EXPECT_EQ(migration_steps().size(), kFormatVersion - 1);
}

// Steps for a pretend history: format 1 -> 2 appends 'b', 2 -> 3 appends 'c'.
Expected<std::vector<std::byte>, std::string> append_b(std::span<const std::byte> body) {
    std::vector<std::byte> out(body.begin(), body.end());
    out.push_back(std::byte{'b'});
    return out;
}
Expected<std::vector<std::byte>, std::string> append_c(std::span<const std::byte> body) {
    std::vector<std::byte> out(body.begin(), body.end());
    out.push_back(std::byte{'c'});
    return out;
}
Expected<std::vector<std::byte>, std::string> refuse(std::span<const std::byte>) {
    return Unexpected{std::string("no way forward")};
}

TEST(Migration, StepsRunInOrderFromTheSavedFormat) {
    const std::array<MigrationStep, 2> steps{append_b, append_c};
    const std::vector<std::byte> body{std::byte{'a'}};
    auto from1 = migrate_body(1, body, steps);
    ASSERT_TRUE(from1.has_value());
    EXPECT_EQ(*from1, (std::vector<std::byte>{std::byte{'a'}, std::byte{'b'}, std::byte{'c'}}));
    auto from2 = migrate_body(2, body, steps);
    ASSERT_TRUE(from2.has_value());
    EXPECT_EQ(*from2, (std::vector<std::byte>{std::byte{'a'}, std::byte{'c'}}));
    auto current = migrate_body(3, body, steps);
    ASSERT_TRUE(current.has_value());
    EXPECT_EQ(*current, body);
}

TEST(Migration, AFailingStepNamesTheFormat) {
    const std::array<MigrationStep, 2> steps{append_b, refuse};
    auto result = migrate_body(1, std::vector<std::byte>{}, steps);
    ASSERT_FALSE(result.has_value());
    EXPECT_EQ(result.error(), "migrating from format 2: no way forward");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
