#include "render/input/keymap.hpp"

#include <gtest/gtest.h>

#include <set>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::vector<std::string> messages(const KeymapLoad& load) {
    std::vector<std::string> out;
    for (const Diagnostic& d : load.diagnostics.sorted()) out.push_back(format(d));
    return out;
}

TEST(KeyTable, EveryDefaultKeyNameParsesAndNoKeyDoesTwoThings) {
    std::set<Key> seen;
    for (const ActionInfo& row : kActionTable) {
        for (const std::string_view name : row.default_keys) {
            if (name.empty()) continue;
            const std::optional<Key> k = parse_key(name);
            ASSERT_TRUE(k.has_value()) << name;
            EXPECT_TRUE(seen.insert(*k).second) << "default key " << name << " is bound twice";
        }
    }
}

TEST(KeyTable, EveryActionHasADefaultKeyAndAUniqueName) {
    std::set<std::string_view> names;
    for (const ActionInfo& row : kActionTable) {
        EXPECT_FALSE(Keymap::defaults().keys_for(row.action).empty()) << row.name;
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        EXPECT_EQ(action_from_name(row.name), row.action);
        EXPECT_FALSE(row.help.empty());
    }
}

TEST(KeyTable, ViKeysArrowsAndNumpadAllMove) {
    const Keymap map = Keymap::defaults();
    const std::pair<Action, std::vector<Key>> expected[] = {
        {Action::move_west, {Key{U'h'}, Key{keys::left}, Key{U'4'}}},
        {Action::move_south, {Key{U'j'}, Key{keys::down}, Key{U'2'}}},
        {Action::move_north, {Key{U'k'}, Key{keys::up}, Key{U'8'}}},
        {Action::move_east, {Key{U'l'}, Key{keys::right}, Key{U'6'}}},
        {Action::move_northwest, {Key{U'y'}, Key{keys::home}, Key{U'7'}}},
        {Action::move_northeast, {Key{U'u'}, Key{keys::page_up}, Key{U'9'}}},
        {Action::move_southwest, {Key{U'b'}, Key{keys::end}, Key{U'1'}}},
        {Action::move_southeast, {Key{U'n'}, Key{keys::page_down}, Key{U'3'}}},
        {Action::wait, {Key{U'.'}, Key{U'5'}, Key{keys::keypad_5}}},
    };
    for (const auto& [action, keys] : expected) {
        for (const Key k : keys) EXPECT_EQ(map.action_for(k), action) << key_name(k);
    }
}

TEST(KeyTable, ShiftedDirectionsRunTheSameWay) {
    const Keymap map = Keymap::defaults();
    const std::pair<char32_t, char32_t> pairs[] = {
        {U'h', U'H'}, {U'j', U'J'}, {U'k', U'K'}, {U'l', U'L'}, {U'y', U'Y'}, {U'u', U'U'}, {U'b', U'B'}, {U'n', U'N'},
        {keys::left, keys::shift_left}, {keys::up, keys::shift_up}, {keys::home, keys::shift_home},
        {keys::page_down, keys::shift_page_down}};
    for (const auto& [walk, run] : pairs) {
        const auto move = map.action_for(Key{walk});
        const auto dash = map.action_for(Key{run});
        ASSERT_TRUE(move && dash) << key_name(Key{run});
        EXPECT_FALSE(is_run(*move));
        EXPECT_TRUE(is_run(*dash));
        EXPECT_EQ(step_of(*move), step_of(*dash));
    }
}

TEST(KeyTable, TheIssuesKeysAreTheDefaults) {
    const Keymap map = Keymap::defaults();
    EXPECT_EQ(map.action_for(Key{U'>'}), Action::descend);
    EXPECT_EQ(map.action_for(Key{U'<'}), Action::ascend);
    EXPECT_EQ(map.action_for(Key{U'o'}), Action::explore);
    EXPECT_EQ(map.action_for(Key{U'x'}), Action::look);
    EXPECT_EQ(map.action_for(ctrl('p')), Action::message_history);
    EXPECT_EQ(map.action_for(Key{U'?'}), Action::help);
    EXPECT_EQ(map.action_for(Key{keys::f1}), Action::help);
    EXPECT_EQ(map.action_for(Key{U'S'}), Action::save_and_quit);
    EXPECT_EQ(map.action_for(Key{U'Q'}), Action::quiver);
    EXPECT_EQ(map.action_for(Key{U'f'}), Action::fire);
    EXPECT_EQ(map.action_for(ctrl('q')), Action::quit) << "flow control is off, so Ctrl-Q reaches the game";
}

TEST(Keymap, AFileReplacesTheKeysOfTheActionsItNames) {
    const KeymapLoad load = parse_keymap("quaff = \"Q\"\nquiver = [\"F\"]\nzap = [\"z\", \"V\"]\n", "keymap.toml");
    ASSERT_TRUE(messages(load).empty()) << messages(load).front();
    EXPECT_EQ(load.keymap.action_for(Key{U'Q'}), Action::quaff);
    EXPECT_FALSE(load.keymap.action_for(Key{U'q'}).has_value());
    EXPECT_EQ(load.keymap.action_for(Key{U'F'}), Action::quiver);
    EXPECT_EQ(load.keymap.action_for(Key{U'V'}), Action::zap);
    EXPECT_EQ(load.keymap.key_names(Action::zap), "z V");
    EXPECT_EQ(load.keymap.action_for(Key{U'h'}), Action::move_west);  // untouched actions keep their defaults
}

TEST(Keymap, AnEmptyListLeavesAnActionWithNoKey) {
    const KeymapLoad load = parse_keymap("fire = []\n", "keymap.toml");
    EXPECT_TRUE(messages(load).empty());
    EXPECT_TRUE(load.keymap.keys_for(Action::fire).empty());
    EXPECT_FALSE(load.keymap.action_for(Key{U'f'}).has_value());
}

TEST(Keymap, AnUnknownActionIsNamedWithItsPlace) {
    const KeymapLoad load = parse_keymap("# my keys\nquaf = \"q\"\n", "keymap.toml");
    EXPECT_EQ(messages(load), (std::vector<std::string>{
                                  "keymap.toml:2:1: error: unknown action 'quaf' (did you mean 'quaff'?)"}));
}

TEST(Keymap, AKeyBoundToTwoActionsInTheFileIsAClash) {
    const KeymapLoad load = parse_keymap("quaff = \"V\"\nzap = [\"z\", \"V\"]\n", "keymap.toml");
    EXPECT_EQ(messages(load), (std::vector<std::string>{
                                  "keymap.toml:2:13: error: key 'V' is bound to both 'quaff' (line 1) and 'zap'"}));
    EXPECT_EQ(load.keymap.action_for(Key{U'q'}), Action::quaff);  // on error, the defaults stand
}

TEST(Keymap, TakingADefaultKeyWithoutRebindingItsActionIsAClash) {
    const KeymapLoad load = parse_keymap("zap = \"q\"\n", "keymap.toml");
    EXPECT_EQ(messages(load),
              (std::vector<std::string>{"keymap.toml:1:7: error: key 'q' is bound to 'zap' here and to 'quaff' by "
                                        "default; give 'quaff' other keys in this file"}));
}

TEST(Keymap, SwappingTwoActionsKeysIsNotAClash) {
    const KeymapLoad load = parse_keymap("zap = \"q\"\nquaff = \"z\"\n", "keymap.toml");
    EXPECT_TRUE(messages(load).empty());
    EXPECT_EQ(load.keymap.action_for(Key{U'q'}), Action::zap);
    EXPECT_EQ(load.keymap.action_for(Key{U'z'}), Action::quaff);
}

TEST(Keymap, BadKeyNamesAndValuesAreNamed) {
    const KeymapLoad load =
        parse_keymap("move_north = \"Upp\"\nhelp = 3\nlook = [\"x\", \"x\"]\nwait = \"Resize\"\n", "keymap.toml");
    EXPECT_EQ(messages(load),
              (std::vector<std::string>{
                  "keymap.toml:1:14: error: unknown key name 'Upp' for 'move_north' (did you mean 'Up'?)",
                  "keymap.toml:2:8: error: the keys for 'help' must be a key name or a list of key names",
                  "keymap.toml:3:14: error: key 'x' is listed twice for 'look'",
                  "keymap.toml:4:8: error: unknown key name 'Resize' for 'wait'",
              }));
}

TEST(Keymap, ATomlSyntaxErrorIsLocated) {
    const KeymapLoad load = parse_keymap("quaff = \n", "keymap.toml");
    ASSERT_EQ(messages(load).size(), 1U);
    EXPECT_EQ(messages(load).front().rfind("keymap.toml:1:", 0), 0U) << messages(load).front();
}

TEST(Keymap, AMissingFileMeansTheDefaults) {
    const KeymapLoad load = load_keymap("/nonexistent/yoord/keymap.toml");
    EXPECT_TRUE(messages(load).empty());
    EXPECT_EQ(load.keymap.action_for(Key{U'q'}), Action::quaff);
}

TEST(Keymap, FiftyThousandDottedLevelsAreALocatedErrorNotACrash) {
    std::string key = "a";
    for (int i = 1; i < 50000; ++i) key += ".a";
    const KeymapLoad load = parse_keymap(key + " = \"q\"\n", "keymap.toml");
    ASSERT_TRUE(load.diagnostics.has_errors());
    EXPECT_NE(format(load.diagnostics.sorted().front()).find("keymap.toml:1:128: error: nested more than 64 levels"),
              std::string::npos);
    EXPECT_EQ(load.keymap.action_for(Key{U'q'}), Action::quaff);  // the defaults stand
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
