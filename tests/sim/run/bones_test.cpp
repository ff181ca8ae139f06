// Bones (issue 31, item 7): what a death leaves (bones_of), how a bones file reads and is refused (parse_bones), and
// the ghost a run climbing back with the Element meets, carrying that gear cursed, once; a recording keeps the bones
// it met, so a replay needs no file.

#include "sim/run/bones.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>

#include "sim/effect_test_support.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/recordings.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::logged;
using testing::put;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::uint64_t row_of(std::string_view id) { return content().common(*content().find(id)).stable.value; }

// Bones by depth, as a test hands them to a run; counts what it was asked.
class TestBones final : public BonesSource {
public:
    explicit TestBones(std::map<int, std::string> by_depth, int* asked = nullptr)
        : by_depth_(std::move(by_depth)), asked_(asked) {}
    std::optional<std::string> take(int depth) override {
        if (asked_ != nullptr) ++*asked_;
        const auto it = by_depth_.find(depth);
        if (it == by_depth_.end()) return std::nullopt;
        std::string text = it->second;
        by_depth_.erase(it);
        return text;
    }

private:
    std::map<int, std::string> by_depth_;
    int* asked_;
};

Bones sample_bones(int depth) {
    Bones b;
    b.depth = depth;
    b.name = "Ada \"the Bold\"";
    b.items = {BonesItem{"long_sword", 1, 2, std::nullopt, true}, BonesItem{"arrow", 12, 0, std::nullopt, false},
               BonesItem{"ring_of_protection", 1, 1, std::nullopt, true}};
    return b;
}

std::unique_ptr<Game> wizard_game(std::uint64_t seed = 21) {
    auto g = new_game(content(), seed, "Wiz");
    g->wizard = true;
    return g;
}

// The ghosts on the floor: creatures of the bones_ghost row.
std::vector<ecs::Entity> ghosts(const Game& g) {
    std::vector<ecs::Entity> out;
    const StableId ghost = stable_id(g.constants().bones_ghost);
    for (const ecs::Entity e : g.world.view<Identity, Position>()) {
        if (g.world.get<Identity>(e).id == ghost && alive(g, e)) out.push_back(e);
    }
    return out;
}

std::vector<ecs::Entity> gear_of(const Game& g, ecs::Entity owner) {
    std::vector<ecs::Entity> out;
    for (const ecs::Entity e : g.world.get<Pack>(owner).letters) {
        if (e != ecs::null_entity && g.world.get<Location>(e).place.kind == PlaceKind::pack) out.push_back(e);
    }
    for (const ecs::Entity e : g.world.get<Equipment>(owner).slots) {
        if (e != ecs::null_entity) out.push_back(e);
    }
    return out;
}

TEST(Bones, AFileReadsBackAsItWasWritten) {
    const Bones bones = sample_bones(4);
    const BonesParse parsed = parse_bones(format_bones(bones), "depth-4.toml");
    ASSERT_TRUE(parsed.bones) << parsed.diagnostics.sorted().front().message;
    EXPECT_EQ(*parsed.bones, bones);
}

TEST(Bones, ADeathsBonesHoldItsGearCarriedAndWornButNotTheElement) {
    auto g = new_game(content(), 5, "Ada");
    const ecs::Entity sword = put(*g, "long_sword", Place::in_pack(g->player));
    g->world.get<Item>(sword).plus = 3;
    ASSERT_EQ(move_to(g->world, g->places, sword, Place::worn(g->player, EquipSlot::weapon)), MoveResult::moved);
    const ecs::Entity arrows = put(*g, "arrow", Place::in_pack(g->player));
    g->world.get<Stack>(arrows).count = 9;
    (void)put(*g, "element_of_yoord", Place::in_pack(g->player));
    const Bones bones = bones_of(*g);
    EXPECT_EQ(bones.depth, 1);
    EXPECT_EQ(bones.name, "Ada");
    ASSERT_EQ(bones.items.size(), 2U) << "the sword and the arrows; never the Element";
    EXPECT_EQ(bones.items[0], (BonesItem{"arrow", 9, 0, std::nullopt, false}));
    EXPECT_EQ(bones.items[1], (BonesItem{"long_sword", 1, 3, std::nullopt, true}));
}

TEST(Bones, ABrokenBonesTextIsRefusedWithItsLineAndColumn) {
    const BonesParse bad_value = parse_bones("format = 1\ndepth = 3\n\n[[item]]\nid = \"dagger\"\nplus = \"lots\"\n",
                                             "bones/depth-3.toml");
    EXPECT_FALSE(bad_value.bones);
    ASSERT_EQ(bad_value.diagnostics.error_count(), 1U);
    EXPECT_EQ(format(bad_value.diagnostics.sorted()[0]),
              "bones/depth-3.toml:6:8: error: 'plus' must be a whole number from -100 to 100");
    const BonesParse unknown = parse_bones("format = 1\ndepth = 3\ngold = 5\n", "b.toml");
    ASSERT_EQ(unknown.diagnostics.error_count(), 1U);
    EXPECT_EQ(unknown.diagnostics.sorted()[0].line, 3);
    const BonesParse syntax = parse_bones("format = 1\ndepth = [\n", "b.toml");
    EXPECT_FALSE(syntax.bones);
    EXPECT_GT(syntax.diagnostics.sorted()[0].line, 0);
    EXPECT_FALSE(parse_bones("depth = 3\n", "b.toml").bones) << "no format line";
    EXPECT_FALSE(parse_bones(std::string(kMaxBonesBytes + 1, '#'), "b.toml").bones) << "too large";
}

TEST(Bones, AClimbWithTheElementMeetsTheGhostOnceAndItsGearIsCursed) {
    auto g = wizard_game();
    int asked = 0;
    g->bones = std::make_unique<TestBones>(std::map<int, std::string>{{2, format_bones(sample_bones(2))}}, &asked);
    ASSERT_TRUE(play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 3)).spent || g->depth() == 3);
    ASSERT_EQ(g->depth(), 3);
    EXPECT_EQ(asked, 0) << "going down meets no bones";
    EXPECT_TRUE(ghosts(*g).empty());
    (void)play_turn(*g, Intent::wizard(WizardAct::give, row_of("element_of_yoord"), 1));
    ASSERT_TRUE(carries_element(*g));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    ASSERT_EQ(g->depth(), 2);
    EXPECT_EQ(asked, 1);
    ASSERT_TRUE(g->now.bones_met) << "the turn keeps what it met, for the recording";
    EXPECT_EQ(g->now.bones_met->depth, 2);
    const std::vector<ecs::Entity> met = ghosts(*g);
    ASSERT_EQ(met.size(), 1U);
    EXPECT_GE(chebyshev(cell_of(*g, met[0]), player_cell(*g)), kGhostClearance) << "it waits away from the stair";
    EXPECT_TRUE(logged(*g, "the ghost of Ada \"the Bold\" haunts this floor"));
    const std::vector<ecs::Entity> gear = gear_of(*g, met[0]);
    ASSERT_EQ(gear.size(), 3U);
    for (const ecs::Entity item : gear) {
        EXPECT_TRUE(g->world.get<Item>(item).cursed) << "every piece is cursed";
        EXPECT_FALSE(g->world.get<Item>(item).known);
    }
    const Equipment& worn = g->world.get<Equipment>(met[0]);
    const ecs::Entity sword = worn.slots[static_cast<std::size_t>(EquipSlot::weapon)];
    ASSERT_NE(sword, ecs::null_entity) << "the ghost wields what its owner wielded";
    EXPECT_EQ(g->world.get<Item>(sword).plus, 2);
    EXPECT_NE(worn.slots[static_cast<std::size_t>(EquipSlot::left_ring)], ecs::null_entity);

    // Down and back up: the bones were taken when met, so the depth holds no ghost again.
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 3));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    EXPECT_FALSE(g->now.bones_met);
    EXPECT_TRUE(ghosts(*g).empty()) << "bones are met once";
}

TEST(Bones, WithoutTheElementOrWithoutASourceNoGhostIsMet) {
    auto g = wizard_game();
    int asked = 0;
    g->bones = std::make_unique<TestBones>(std::map<int, std::string>{{1, format_bones(sample_bones(1))}}, &asked);
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 1));
    EXPECT_EQ(asked, 0) << "climbing without the Element asks for nothing";
    EXPECT_TRUE(ghosts(*g).empty());

    auto h = wizard_game();
    (void)play_turn(*h, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    (void)play_turn(*h, Intent::wizard(WizardAct::give, row_of("element_of_yoord"), 1));
    (void)play_turn(*h, Intent::wizard(WizardAct::go_to_depth, 0, 1));
    EXPECT_FALSE(h->now.bones_met);
    EXPECT_TRUE(ghosts(*h).empty()) << "a run with no bones source (every tool's) meets none";
}

TEST(Bones, ARunThatMeetsNoBonesPlaysExactlyAsWithoutASource) {
    auto with = wizard_game(33);
    auto without = wizard_game(33);
    with->bones = std::make_unique<TestBones>(std::map<int, std::string>{});
    for (Game* g : {with.get(), without.get()}) {
        (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 3));
        (void)play_turn(*g, Intent::wizard(WizardAct::give, row_of("element_of_yoord"), 1));
        (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 1));
        (void)play_turn(*g, Intent::wait());
    }
    EXPECT_EQ(state_hash(*with), state_hash(*without));
}

TEST(Bones, ARecordingThatMetBonesVerifiesWithoutTheFile) {
    const auto path = std::filesystem::temp_directory_path() / ("yoord-bones-" + std::to_string(::getpid()) + ".yrec");
    auto g = wizard_game(44);
    g->bones = std::make_unique<TestBones>(std::map<int, std::string>{{2, format_bones(sample_bones(2))}});
    std::string error;
    std::unique_ptr<Recorder> recorder = record_game(*g, 0x5eed, path.string(), error);
    ASSERT_TRUE(recorder) << error;
    IntentObserver* watchers[] = {recorder.get()};
    const std::vector<Intent> intents{Intent::wizard(WizardAct::go_to_depth, 0, 3),
                                      Intent::wizard(WizardAct::give, row_of("element_of_yoord"), 1),
                                      Intent::wizard(WizardAct::go_to_depth, 0, 2), Intent::wait(), Intent::wait(),
                                      Intent::explore()};
    for (const Intent& i : intents) (void)play_turn(*g, i, watchers);
    ASSERT_EQ(ghosts(*g).size(), 1U);
    recorder.reset();

    const RecordingRead read = read_recording(path.string());
    std::filesystem::remove(path);
    ASSERT_TRUE(read.recording) << read.error;
    ASSERT_EQ(read.recording->bones.size(), 1U);
    EXPECT_EQ(read.recording->bones[0].turn, 2U) << "the line stands before the turn that met them";
    EXPECT_EQ(read.recording->bones[0].depth, 2);
    EXPECT_EQ(read.recording->bones[0].text, format_bones(sample_bones(2)));
    EXPECT_EQ(format_recording(*read.recording).find("\nbones 2 "), format_recording(*read.recording).find("\nbones "));
    const VerifyResult verified = verify_recording(content(), 0x5eed, *read.recording);
    EXPECT_TRUE(verified.ok()) << verified.error << " mismatch at " << verified.first_mismatch.value_or(0);
    EXPECT_EQ(verified.turns_checked, intents.size());

    // Without its bones the same intents leave another game: the recording is what makes the replay exact.
    Recording stripped = *read.recording;
    stripped.bones.clear();
    EXPECT_FALSE(verify_recording(content(), 0x5eed, stripped).ok());
}

// What a run met is in its state: the ghost and its cursed gear save and load as any monster and its pack do, and
// the loaded run (handed no bones) plays on exactly as the one that met them.
TEST(Bones, AGhostMetIsSavedAndLoadedWithItsCursedGear) {
    auto g = wizard_game(55);
    g->bones = std::make_unique<TestBones>(std::map<int, std::string>{{2, format_bones(sample_bones(2))}});
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 3));
    (void)play_turn(*g, Intent::wizard(WizardAct::give, row_of("element_of_yoord"), 1));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    ASSERT_EQ(ghosts(*g).size(), 1U);
    auto loaded = save::load_save(save::save_bytes(*g), content());
    ASSERT_TRUE(loaded);
    Game& back = **loaded;
    EXPECT_EQ(state_hash(back), state_hash(*g));
    ASSERT_EQ(ghosts(back).size(), 1U);
    for (const ecs::Entity item : gear_of(back, ghosts(back)[0])) EXPECT_TRUE(back.world.get<Item>(item).cursed);
    (void)play_turn(*g, Intent::wait());
    (void)play_turn(back, Intent::wait());
    EXPECT_EQ(state_hash(back), state_hash(*g));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
