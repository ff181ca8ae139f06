#include "render/options.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <map>

#include "render/app.hpp"
#include "render/data_dir.hpp"
#include "tests/render/env_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::vector<std::string> messages(const Diagnostics& diags) {
    std::vector<std::string> out;
    for (const Diagnostic& d : diags.sorted()) out.push_back(format(d));
    return out;
}

// A fresh, empty folder under the build tree for one test.
std::filesystem::path scratch(const std::string& name) {
    const std::filesystem::path dir = std::filesystem::path(YOORD_BINARY_DIR) / "render-test-scratch" / name;
    std::filesystem::remove_all(dir);
    return dir;
}

TEST(Options, AnEmptyFileGivesTheDefaults) {
    const OptionsLoad load = parse_options("", "options.toml");
    EXPECT_TRUE(load.diagnostics.empty());
    EXPECT_EQ(load.options.keymap, "keymap.toml");
    EXPECT_FALSE(load.options.ascii_only);
    EXPECT_FALSE(load.options.colour.has_value());
}

TEST(Options, EveryOptionIsRead) {
    const OptionsLoad load = parse_options("keymap = \"vi.toml\"\nascii_only = true\ncolour = \"16\"\n", "options.toml");
    EXPECT_TRUE(load.diagnostics.empty());
    EXPECT_EQ(load.options.keymap, "vi.toml");
    EXPECT_TRUE(load.options.ascii_only);
    EXPECT_EQ(load.options.colour, ColourMode::c16);
    EXPECT_FALSE(parse_options("colour = \"auto\"", "o").options.colour.has_value());
    EXPECT_EQ(parse_options("colour = \"mono\"", "o").options.colour, ColourMode::mono);
}

TEST(Options, AutoPickupDefaultsToAmmoAndIdentifiedKinds) {
    const OptionsLoad load = parse_options("", "options.toml");
    EXPECT_EQ(load.options.auto_pickup.kinds, (std::vector<PickupKind>{PickupKind::ammo, PickupKind::identified}));
}

TEST(Options, AutoPickupIsAListOfKindsOrNone) {
    EXPECT_EQ(parse_options("auto_pickup = [\"all\"]", "o").options.auto_pickup.kinds,
              std::vector<PickupKind>{PickupKind::all});
    EXPECT_EQ(parse_options("auto_pickup = [\"identified\"]", "o").options.auto_pickup.kinds,
              std::vector<PickupKind>{PickupKind::identified});
    const OptionsLoad none = parse_options("auto_pickup = []", "o");
    EXPECT_TRUE(none.diagnostics.empty());
    EXPECT_TRUE(none.options.auto_pickup.kinds.empty());
}

TEST(Options, AutoPickupErrorsSayWhatIsAllowed) {
    const OptionsLoad load = parse_options("auto_pickup = [\"amo\", 3]\n", "options.toml");
    EXPECT_EQ(messages(load.diagnostics),
              (std::vector<std::string>{
                  "options.toml:1:16: error: unknown auto_pickup kind 'amo' (\"ammo\", \"identified\", \"all\"); "
                  "did you mean 'ammo'?",
                  "options.toml:1:23: error: 'auto_pickup' kinds are \"ammo\", \"identified\", \"all\"",
              }));
    EXPECT_EQ(messages(parse_options("auto_pickup = \"ammo\"", "o").diagnostics),
              (std::vector<std::string>{
                  "o:1:15: error: 'auto_pickup' must be a list of kinds, like [\"ammo\", \"identified\"], or []"}));
}

TEST(Options, ErrorsAreNamedWithTheirPlace) {
    const OptionsLoad load =
        parse_options("color = \"8\"\nascii_only = \"yes\"\ncolour = \"24bit\"\nkeymap = \"\"\n", "options.toml");
    EXPECT_EQ(messages(load.diagnostics),
              (std::vector<std::string>{
                  "options.toml:1:1: error: unknown option 'color' (did you mean 'colour'?)",
                  "options.toml:2:14: error: 'ascii_only' must be true or false",
                  "options.toml:3:10: error: 'colour' must be one of \"auto\", \"256\", \"16\", \"8\", \"mono\"",
                  "options.toml:4:10: error: 'keymap' must be a file name, like \"keymap.toml\"",
              }));
    EXPECT_FALSE(load.options.ascii_only);  // on error, the defaults stand
}

TEST(Options, AnimationsAreOnAndTheLowHpWarningAtAQuarterByDefault) {
    const OptionsLoad load = parse_options("", "options.toml");
    EXPECT_TRUE(load.options.animations);
    EXPECT_EQ(load.options.low_hp_warning, 25);
    const OptionsLoad set = parse_options("animations = false\nlow_hp_warning = 0\n", "options.toml");
    EXPECT_TRUE(set.diagnostics.empty());
    EXPECT_FALSE(set.options.animations);
    EXPECT_EQ(set.options.low_hp_warning, 0);
}

TEST(Options, AnimationAndLowHpErrorsSayWhatIsAllowed) {
    const OptionsLoad load = parse_options("animations = \"off\"\nlow_hp_warning = 150\nanimation = true\n", "o");
    EXPECT_EQ(messages(load.diagnostics),
              (std::vector<std::string>{
                  "o:1:14: error: 'animations' must be true or false",
                  "o:2:18: error: 'low_hp_warning' must be a percent of maximum HP from 0 (off) to 100, like 25",
                  "o:3:1: error: unknown option 'animation' (did you mean 'animations'?)",
              }));
}

TEST(Options, KeymapPathIsRelativeToTheDataDirectory) {
    Options o;
    EXPECT_EQ(keymap_path(o, "/data"), std::filesystem::path("/data/keymap.toml"));
    o.keymap = "/etc/yoord/keys.toml";
    EXPECT_EQ(keymap_path(o, "/data"), std::filesystem::path("/etc/yoord/keys.toml"));
}

TEST(DataDir, YoordDataDirWinsThenXdgThenHome) {
    EXPECT_EQ(data_dir(test::env_of({{"YOORD_DATA_DIR", "/a"}, {"XDG_DATA_HOME", "/b"}, {"HOME", "/c"}})),
              std::filesystem::path("/a"));
    EXPECT_EQ(data_dir(test::env_of({{"XDG_DATA_HOME", "/b"}, {"HOME", "/c"}})), std::filesystem::path("/b/yoord"));
    EXPECT_EQ(data_dir(test::env_of({{"HOME", "/c"}})), std::filesystem::path("/c/.local/share/yoord"));
    EXPECT_EQ(data_dir(test::env_of({{"YOORD_DATA_DIR", ""}, {"HOME", "/c"}})),
              std::filesystem::path("/c/.local/share/yoord"));
    EXPECT_FALSE(data_dir(test::env_of({})).has_value());
}

TEST(DataDir, IsCreatedOnDemand) {
    const std::filesystem::path dir = scratch("created") / "deep" / "yoord";
    std::string error;
    ASSERT_TRUE(ensure_data_dir(dir, error)) << error;
    EXPECT_TRUE(std::filesystem::is_directory(dir));
    ASSERT_TRUE(ensure_data_dir(dir, error)) << error;  // a second time is fine
}

TEST(DataDir, AFileInTheWayIsReported) {
    const std::filesystem::path dir = scratch("blocked");
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "yoord") << "not a folder";
    std::string error;
    EXPECT_FALSE(ensure_data_dir(dir / "yoord", error));
    EXPECT_FALSE(error.empty());
}

TEST(FrontEndConfig, ReadsTheOptionsAndTheKeymapTheyName) {
    const std::filesystem::path dir = scratch("config");
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "options.toml") << "keymap = \"mine.toml\"\nascii_only = true\n";
    std::ofstream(dir / "mine.toml") << "quaff = \"Q\"\nquiver = \"F\"\n";
    const FrontEndConfig config = load_front_end_config(test::env_of({{"YOORD_DATA_DIR", dir.string()}}));
    EXPECT_FALSE(config.diagnostics.has_errors());
    EXPECT_TRUE(config.options.ascii_only);
    EXPECT_EQ(config.keymap.action_for(Key{U'Q'}), Action::quaff);
}

TEST(FrontEndConfig, ReportsErrorsInBothFiles) {
    const std::filesystem::path dir = scratch("bad-config");
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "options.toml") << "colour = \"lots\"\n";
    std::ofstream(dir / "keymap.toml") << "jump = \"j\"\n";
    const FrontEndConfig config = load_front_end_config(test::env_of({{"YOORD_DATA_DIR", dir.string()}}));
    const std::vector<std::string> got = messages(config.diagnostics);
    ASSERT_EQ(got.size(), 2U);
    EXPECT_NE(got[0].find("keymap.toml:1:1: error: unknown action 'jump'"), std::string::npos) << got[0];
    EXPECT_NE(got[1].find("options.toml:1:10: error: 'colour' must be one of"), std::string::npos) << got[1];
}

TEST(FrontEndConfig, NoFilesMeansDefaultsAndNoFolderIsCreated) {
    const std::filesystem::path dir = scratch("empty") / "yoord";
    const FrontEndConfig config = load_front_end_config(test::env_of({{"YOORD_DATA_DIR", dir.string()}}));
    EXPECT_TRUE(config.diagnostics.empty());
    EXPECT_FALSE(std::filesystem::exists(dir));
}

TEST(Options, FiftyThousandDottedLevelsAreALocatedErrorNotACrash) {
    std::string key = "a";
    for (int i = 1; i < 50000; ++i) key += ".a";
    const OptionsLoad load = parse_options("ascii_only = true\n" + key + " = 1\n", "options.toml");
    ASSERT_TRUE(load.diagnostics.has_errors());
    EXPECT_NE(format(load.diagnostics.sorted().front()).find("options.toml:2:128: error: nested more than 64 levels"),
              std::string::npos)
        << format(load.diagnostics.sorted().front());
}

TEST(Options, AnOptionsFileThatIsAFifoIsSaidNotWaitedOn) {
    const std::filesystem::path fifo =
        std::filesystem::temp_directory_path() / ("yoord-options-fifo-" + std::to_string(::getpid()));
    std::filesystem::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    const OptionsLoad load = load_options(fifo);
    std::filesystem::remove(fifo);
    ASSERT_TRUE(load.diagnostics.has_errors());
    EXPECT_NE(format(load.diagnostics.sorted().front()).find("cannot read the options file: not a regular file (a FIFO)"),
              std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
