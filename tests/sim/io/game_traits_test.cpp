// sim/io/game_traits.hpp: the run's fields, described once. Each test walks the table itself, so a field added
// there is checked here without a line of this file changing: a state field must move the state hash, a record
// field must not, and every saved field must survive a save.

#include "sim/io/game_traits.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "sim/io/save/bytes.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"
#include "tests/sim/io/save/save_test_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using save::testing::content;

enum class Kind { state, record, elsewhere };

struct FieldInfo {
    std::string tag;
    Kind kind;
};

struct ListFields {
    std::vector<FieldInfo> fields;
    void operator()(StateField f, const auto&) { fields.push_back({std::string(f.tag), Kind::state}); }
    void operator()(RecordField f, const auto&) { fields.push_back({std::string(f.tag), Kind::record}); }
    void operator()(ElsewhereField f, const auto&) { fields.push_back({std::string(f.tag), Kind::elsewhere}); }
};

std::vector<FieldInfo> all_fields() {
    auto g = new_game(content(), 3, "a");
    ListFields list;
    game_fields(list, static_cast<const RunState&>(*g));
    return list.fields;
}

// A change to one value of each kind the table holds, to one that a save can hold (inside the field's bounds,
// naming rows the content has).
struct Change {
    Game& g;
    Bounds bounds{};

    void to(Rng& rng) const { (void)rng.next_u32(); }
    void to(bool& v) const { v = !v; }
    void to(int& v) const { v = v + 1 <= bounds.hi ? v + 1 : v - 1; }
    template <class T>
        requires std::is_unsigned_v<T>
    void to(T& v) const {
        v = static_cast<T>(v + 1);
    }
    void to(std::int64_t& v) const { v += 7; }
    void to(Outcome& v) const { v = v == Outcome::alive ? Outcome::dead : Outcome::alive; }
    void to(StableId& id) const { id = content().levels.front().stable; }  // the forced level: a row of the table
    void to(std::string& text) const { text += " the Bold"; }
    void to(Wording& w) const { w = Wording::plain("killed by a test"); }
    void to(std::vector<RowRef>& rows) const { rows.push_back(*content().find("rat")); }
    void to(MonsterMemory& memory) const { memory.of(stable_id("rat")).kills = 2; }
    void to(CalledKinds& called) const { called.call(stable_id("potion_of_healing"), "red"); }
    void to(DungeonNotes& notes) const { notes.of(1).visits = 4; }
    void to(ScoreDoublers& d) const {
        d.earned = 1u << static_cast<int>(Doubler::bounty);
        d.bounty = stable_id("rat");
    }
    void to(Floor& floor) const { floor.down_open = !floor.down_open; }
    void to(View& view) const { view.remembered[0] = !view.remembered[0]; }
    void to(ecs::Entity& player) const { player = ecs::null_entity; }
    void to(std::vector<PackState>& packs) const { packs.push_back(PackState{"test_pack", "1", {5}}); }
};

// Changes the field at `index` of the table, and only it.
struct ChangeOne {
    Game& g;
    std::size_t index;
    std::size_t at = 0;

    template <class Field, class T>
    void operator()(Field f, T& value) {
        if (at++ != index) return;
        Change change{g};
        if constexpr (requires { f.bounds; }) change.bounds = f.bounds;
        change.to(value);
    }
};

std::unique_ptr<Game> game_with_one_change(std::size_t index) {
    auto g = new_game(content(), 3, "a");
    ChangeOne change{*g, index};
    game_fields(change, static_cast<RunState&>(*g));
    return g;
}

TEST(GameTraits, EveryTagIsItsOwn) {
    const std::vector<FieldInfo> fields = all_fields();
    ASSERT_FALSE(fields.empty());
    for (std::size_t i = 0; i < fields.size(); ++i) {
        for (std::size_t j = i + 1; j < fields.size(); ++j) EXPECT_NE(fields[i].tag, fields[j].tag);
    }
}

TEST(GameTraits, EveryStateAndElsewhereFieldMovesTheHashAndNoRecordFieldDoes) {
    const std::uint64_t unchanged = state_hash(*new_game(content(), 3, "a"));
    const std::vector<FieldInfo> fields = all_fields();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::uint64_t changed = state_hash(*game_with_one_change(i));
        if (fields[i].kind == Kind::record) {
            EXPECT_EQ(changed, unchanged) << fields[i].tag << " is a record: no rule reads it";
        } else {
            EXPECT_NE(changed, unchanged) << fields[i].tag << " is state: the hash must see it";
        }
    }
}

TEST(GameTraits, EverySavedFieldIsWrittenAndReadBack) {
    const std::vector<std::byte> plain = save::save_bytes(*new_game(content(), 3, "a"));
    const std::vector<FieldInfo> fields = all_fields();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].kind == Kind::elsewhere) continue;
        SCOPED_TRACE(fields[i].tag);
        const auto g = game_with_one_change(i);
        const std::vector<std::byte> bytes = save::save_bytes(*g);
        const auto before = save::testing::run_field(plain, fields[i].tag);
        const auto after = save::testing::run_field(bytes, fields[i].tag);
        ASSERT_TRUE(after.has_value()) << "the save does not write it";
        EXPECT_NE(before, after) << "the save writes the same bytes whatever it holds";
        save::LoadReport report;
        auto loaded = save::load_save(bytes, content(), &report);
        ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
        EXPECT_EQ(report.dropped(), 0u) << report.dropped_message();
        EXPECT_EQ(save::save_bytes(**loaded), bytes) << "the load does not read it back";
        // The walls are rebuilt from these (the floor is a diff against them): changed under a built floor, they
        // make a floor no seed builds, whose stairs and rooms a load cannot give back.
        const bool builds_the_walls = fields[i].tag == "seed" || fields[i].tag == "generation" ||
                                      fields[i].tag == "forced level";
        if (!builds_the_walls) {
            EXPECT_EQ(state_hash(**loaded), state_hash(*g));
        }
    }
}

std::string refusal(const std::vector<std::byte>& bytes) {
    auto loaded = save::load_save(bytes, content());
    return loaded ? std::string{} : loaded.error().message;
}

std::vector<std::byte> i32_bytes(std::int32_t v) {
    save::ByteWriter w;
    w.i32(v);
    return std::move(w).take();
}

TEST(GameTraits, ASaveWithoutARequiredFieldIsRefusedNamingIt) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::set_run_field(bytes, "turn", std::nullopt);
    EXPECT_NE(refusal(bytes).find("the run's turn is missing"), std::string::npos) << refusal(bytes);
}

TEST(GameTraits, ASaveWithoutAnOptionalFieldLoadsItsDefault) {
    auto g = new_game(content(), 3, "a");
    g->memory.of(stable_id("rat")).kills = 2;
    std::vector<std::byte> bytes = save::save_bytes(*g);
    save::testing::set_run_field(bytes, "monster memory", std::nullopt);
    save::LoadReport report;
    auto loaded = save::load_save(bytes, content(), &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_TRUE((*loaded)->memory.kinds.empty());
    EXPECT_EQ(report.dropped(), 0u);
    EXPECT_EQ(state_hash(**loaded), state_hash(*g));
}

TEST(GameTraits, AFieldThisBuildDoesNotKnowIsLeftOutAndSaid) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::add_run_field(bytes, "a field of a later build", i32_bytes(5));
    save::LoadReport report;
    auto loaded = save::load_save(bytes, content(), &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ(report.dropped_components, 1u);
    EXPECT_NE(report.dropped_message().find("1 property"), std::string::npos) << report.dropped_message();
}

TEST(GameTraits, AFieldGivenTwiceIsRefused) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::add_run_field(bytes, "turn", i32_bytes(5));
    EXPECT_NE(refusal(bytes).find("a run field given twice"), std::string::npos) << refusal(bytes);
}

TEST(GameTraits, AValueWithBytesLeftOverIsRefusedNamingTheField) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::set_run_field(bytes, "turn", std::vector<std::byte>(5, std::byte{0}));
    EXPECT_NE(refusal(bytes).find("the run's turn: bytes after its value"), std::string::npos) << refusal(bytes);
}

TEST(GameTraits, AValueOffItsScaleIsRefusedNamingTheField) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::set_run_field(bytes, "alignment dial", i32_bytes(kDialPole + 1));
    EXPECT_NE(refusal(bytes).find("the run's alignment dial: a value off its scale"), std::string::npos)
        << refusal(bytes);
}

std::vector<std::byte> doubler_bytes(std::uint8_t earned, std::uint64_t bounty) {
    save::ByteWriter w;
    w.u8(earned);
    w.u64(bounty);
    return std::move(w).take();
}

TEST(GameTraits, ASaveFromBeforeTheDoublersLoadsHavingEarnedNone) {
    auto g = new_game(content(), 3, "a");
    std::vector<std::byte> bytes = save::save_bytes(*g);
    save::testing::set_run_field(bytes, "score doublers", std::nullopt);
    auto loaded = save::load_save(bytes, content());
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_FALSE((*loaded)->score.doublers.any());
    EXPECT_EQ(state_hash(**loaded), state_hash(*g)) << "a run that earned none hashes as before them";
}

TEST(GameTraits, AnUnknownDoublerOrABountyNotEarnedIsRefused) {
    std::vector<std::byte> bytes = save::save_bytes(*new_game(content(), 3, "a"));
    save::testing::set_run_field(bytes, "score doublers", doubler_bytes(1u << kDoublerCount, 0));
    EXPECT_NE(refusal(bytes).find("the run's score doublers: a score doubler this build does not know"),
              std::string::npos)
        << refusal(bytes);
    save::testing::set_run_field(bytes, "score doublers", doubler_bytes(1, stable_id("rat").value));
    EXPECT_NE(refusal(bytes).find("a bounty named but not earned"), std::string::npos) << refusal(bytes);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
