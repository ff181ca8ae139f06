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

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// A pack whose triggers count pick-ups of daggers, and on turn 3 say a line and make the player telepathic,
// once the count is at least one.
const Content& with_triggers() {
    static const LoadResult loaded = [] {
        PackFolder p;
        p.dir = "t";
        p.paths = {"t/pack.toml"};
        p.texts = {R"(id = "t"
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
)"};
        return load_content(embedded_content_files(), std::vector<PackFolder>{p});
    }();
    std::ostringstream text;
    loaded.diagnostics.write(text);
    EXPECT_TRUE(loaded.content.has_value()) << text.str();
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

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
