// Pack triggers (sim/run/triggers.hpp): events from play, conditions on the pack's fields, actions in order.

#include "sim/run/triggers.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "sim/actions/actions.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/grant.hpp"
#include "sim/tables/loader.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"
#include "sim/pack_test_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A pack whose triggers count pick-ups of daggers, and on turn 3 say a line and make the player telepathic,
// once the count is at least one.
const Content& with_triggers() {
    static const LoadResult loaded = testing::load_with_pack("t", {{"pack.toml", R"(id = "t"
version = "1"

[[field]]
id = "daggers"
kind = "counter"

[[trigger]]
on = "pick_up"
ids = ["dagger"]
do = [{ add = "daggers" }]

[[trigger]]
on = "turn"
turn = 3
require = [{ field = "daggers", at_least = 1 }]
do = [{ say = "The daggers hum." }, { grant = "telepathic", turns = 5 }]
)"}});
    return *loaded.content;
}

void act(Game& g, IntentKind kind) {
    Intent i;
    i.kind = kind;
    (void)play_turn(g, i);
}

bool log_says(const Game& g, std::string_view text) {
    const auto tail = g.log.tail(10);
    return std::any_of(tail.begin(), tail.end(), [&](const Message& m) { return m.text.find(text) != std::string::npos; });
}

TEST(Triggers, APickUpCountsAndATurnTriggerFiresOnItsTurnWhenItsConditionHolds) {
    auto g = new_game(with_triggers(), 11, "Trig");
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, g->depth()};
    ASSERT_TRUE(spawn_named(ctx, "dagger", Place::at(player_cell(*g))));
    act(*g, IntentKind::pick_up);  // turn 1
    EXPECT_EQ(pack_field(*g, "t", "daggers"), 1);
    act(*g, IntentKind::wait);  // turn 2
    EXPECT_FALSE(log_says(*g, "The daggers hum."));
    act(*g, IntentKind::wait);  // turn 3
    EXPECT_TRUE(log_says(*g, "The daggers hum."));
    EXPECT_TRUE(held_turns(g->world, g->player, *Grant::named("telepathic")).has_value());
}

TEST(Triggers, WithoutItsConditionATriggerDoesNothing) {
    auto g = new_game(with_triggers(), 11, "Trig");
    for (int i = 0; i < 4; ++i) act(*g, IntentKind::wait);
    EXPECT_EQ(pack_field(*g, "t", "daggers"), 0);
    EXPECT_FALSE(log_says(*g, "The daggers hum."));
}

TEST(Triggers, TriggersNameOnlyKnownRowsFieldsAndEffects) {
    PackFolder p;
    p.dir = "t";
    p.paths = {"t/pack.toml"};
    p.texts = {"id = \"t\"\nversion = \"1\"\n[[trigger]]\non = \"kil\"\nids = [\"gobiln\"]\n"
               "do = [{ add = \"nothing\" }, { grant = \"telepathc\" }]\n"};
    const LoadResult r = load_content(embedded_content_files(), std::vector<PackFolder>{p});
    EXPECT_FALSE(r.content);
    std::ostringstream text;
    r.diagnostics.write(text);
    EXPECT_NE(text.str().find("unknown trigger event 'kil'; did you mean 'kill'?"), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("unknown row 'gobiln'; did you mean 'goblin'?"), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("unknown field 'nothing'"), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("unknown effect 'telepathc'; did you mean 'telepathic'?"), std::string::npos) << text.str();
}

// A pack that lends the player 3 armour and 1 power for 4 turns on turn 2, and shows its fields in one widget.
const Content& with_lend() {
    static const LoadResult loaded = testing::load_with_pack("lend", {{"pack.toml", R"pack(id = "lend"
version = "1"

[[field]]
id = "slain"
default = 2

[[field]]
id = "called"
kind = "flag"

[[widget]]
label = "Quest"
field = "slain"
format = "{value}/3 ({called})"

[[trigger]]
on = "turn"
turn = 2
do = [{ grant = "warded", turns = 4, lend = { armour_bonus = 3, power_bonus = 1 } }]
)pack"}});
    return *loaded.content;
}

TEST(Triggers, AGrantWithLendLendsItsNumbersForItsTurnsThenTakesThemBack) {
    auto g = new_game(with_lend(), 11, "Lend");
    const Loadout before = loadout(g->world, g->player);
    act(*g, IntentKind::wait);  // turn 1
    EXPECT_EQ(loadout(g->world, g->player).armour_bonus, before.armour_bonus);
    act(*g, IntentKind::wait);  // turn 2: lent
    EXPECT_EQ(loadout(g->world, g->player).armour_bonus, before.armour_bonus + 3);
    EXPECT_EQ(loadout(g->world, g->player).power_bonus, before.power_bonus + 1);
    for (int i = 0; i < 5; ++i) act(*g, IntentKind::wait);
    EXPECT_FALSE(held_turns(g->world, g->player, *Grant::named("warded")).has_value());
    EXPECT_EQ(loadout(g->world, g->player).armour_bonus, before.armour_bonus);
    EXPECT_EQ(loadout(g->world, g->player).power_bonus, before.power_bonus);
}

TEST(Triggers, AWidgetFormatFillsInThePacksFields) {
    auto g = new_game(with_lend(), 11, "Lend");
    const PackWidgetDef& widget = g->content->packs.at(0).widgets.at(0);
    EXPECT_EQ(pack_widget_text(widget, g->packs.at(0)), "2/3 (0)");
    g->packs.at(0).values = {3, 1};
    EXPECT_EQ(pack_widget_text(widget, g->packs.at(0)), "3/3 (1)");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
