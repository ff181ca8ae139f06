// Every question the play screen asks fits 80 columns: each key that prompts is pressed on an 80×24 null
// terminal, with a pack holding something for every item action and a creature in view, and the prompt and
// its key hint must be on screen whole (the null terminal clips what does not fit, so a cut line is missed).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game_session_support.hpp"
#include "render/game/target_layer.hpp"
#include "render/ui/confirm_layer.hpp"
#include "render/utf8.hpp"
#include "sim/world/components.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

constexpr int kColumns = 80;
constexpr std::string_view kMenuHint = "letter or ↑↓ Enter pick · Esc cancel";

// A pack with something for every item action, a bow worn, and a rat in view. Letters: a potion, b scroll,
// c wand, d dagger, e arrows.
std::unique_ptr<Game> stocked_game() {
    auto g = game_in_room({3, 4}, 16, 8);
    for (const std::string_view id : {"potion_of_healing", "scroll_of_identify", "wand_of_slumber", "dagger", "arrow"}) {
        (void)spawn(*g, id, Place::in_pack(g->player));
    }
    (void)spawn(*g, "short_bow", Place::worn(g->player, EquipSlot::launcher));
    const ecs::Entity rat = spawn(*g, "rat", Place::at({8, 4}));
    g->world.get<Mind>(rat).movement = Movement::still;
    return g;
}

// The screen after `keys`, the session left waiting at the question they lead to.
std::string screen_after(std::string_view keys) {
    Session s(stocked_game());
    s.press(Key{U'.'});  // a turn, so the rat is in view
    return s.play(keys);
}

bool shown_whole(const std::string& screen, std::string_view text) {
    std::size_t start = 0;
    while (start < screen.size()) {
        const std::size_t end = screen.find('\n', start);
        const std::string row = screen.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (row.find(text) != std::string::npos && text_width(row) <= kColumns) return true;
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return false;
}

std::string key_for(const Keymap& keymap, Action a) {
    std::string out;
    append_utf8(out, keymap.keys_for(a).front().code);
    return out;
}

TEST(Prompts, EveryItemMenuAsksInFull) {
    const Keymap keymap = Keymap::defaults();
    for (const Action a : {Action::drop, Action::equip, Action::quaff, Action::read, Action::zap, Action::throw_item,
                           Action::quiver}) {
        const std::string screen = screen_after(key_for(keymap, a));
        EXPECT_TRUE(shown_whole(screen, item_prompt(a))) << info(a).name << ":\n" << screen;
        EXPECT_TRUE(shown_whole(screen, kMenuHint)) << info(a).name << ":\n" << screen;
    }
}

TEST(Prompts, TakingOffAsksInFull) {
    const std::string screen = screen_after("T");
    EXPECT_TRUE(shown_whole(screen, item_prompt(Action::unequip))) << screen;
}

TEST(Prompts, EveryAimAsksInFullWithItsKeys) {
    Session probe(stocked_game());
    const Keymap& keymap = probe.keymap;
    struct Aim {
        Action action;
        std::string keys;
        std::string prompt;
    };
    const std::vector<Aim> aims = {
        {Action::fire, "f", "Fire where?"},
        {Action::zap, "zc", "Zap where?"},
        {Action::throw_item, "td", "Throw where?"},
    };
    for (const Aim& aim : aims) {
        const std::string screen = screen_after(aim.keys);
        const TargetLayer layer(probe.game(), probe.screen.map(), keymap, TargetMode::aim, aim.prompt, aim.action);
        EXPECT_TRUE(shown_whole(screen, aim.prompt)) << aim.keys << ":\n" << screen;
        EXPECT_TRUE(shown_whole(screen, layer.hint())) << aim.keys << ":\n" << screen;
        EXPECT_LE(text_width(layer.hint()), kColumns);
    }
}

TEST(Prompts, LookAsksInFullWithItsKeys) {
    Session probe(stocked_game());
    const TargetLayer layer(probe.game(), probe.screen.map(), probe.keymap, TargetMode::look, "Look", Action::look);
    const std::string screen = screen_after("x");
    EXPECT_TRUE(shown_whole(screen, "Look:")) << screen;
    EXPECT_TRUE(shown_whole(screen, layer.hint())) << screen;
}

TEST(Prompts, TravelAsksInFullWithItsKeys) {
    Session probe(stocked_game());
    const TargetLayer layer(probe.game(), probe.screen.map(), probe.keymap, TargetMode::travel, "Travel where?",
                            Action::travel);
    const std::string screen = screen_after("_");
    EXPECT_TRUE(shown_whole(screen, "Travel where?")) << screen;
    EXPECT_TRUE(shown_whole(screen, layer.hint())) << screen;
}

TEST(Prompts, ThePackAndTheItemScreenAskInFull) {
    EXPECT_TRUE(shown_whole(screen_after("i"), "Your pack: a letter shows the item, Esc closes"));
    const std::string item = screen_after("ie");
    EXPECT_TRUE(shown_whole(item, "e - arrow")) << item;
    EXPECT_TRUE(shown_whole(item, kMenuHint)) << item;
}

TEST(Prompts, QuittingAsksInFull) {
    const std::string screen = screen_after("\x11");
    EXPECT_TRUE(shown_whole(screen, phrase(kReallyQuit))) << screen;
    EXPECT_TRUE(shown_whole(screen, "[y]es / [n]o")) << screen;
}

TEST(Prompts, WhatIsSaidInsteadOfAnEmptyMenuFitsOneLine) {
    for (const ActionInfo& row : kActionTable) {
        EXPECT_LE(text_width(nothing_for(row.action)), kColumns) << row.name;
        EXPECT_LE(text_width(item_prompt(row.action)) + 4, kColumns) << row.name << ": the menu frame's title";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
