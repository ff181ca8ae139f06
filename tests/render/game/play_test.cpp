// Who the player is when the command line does not say (render/game/play.hpp player_name): --name, then the
// environment, then a name in the player's language.

#include "render/game/play.hpp"

#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>

#include "tests/support/speaking.hpp"
#include "tests/render/env_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(PlayerName, NameFlagThenUserThenLogname) {
    CommandLine line;
    EXPECT_EQ(player_name(line, test::env_of({{"USER", "ana"}, {"LOGNAME", "bea"}})), "ana");
    EXPECT_EQ(player_name(line, test::env_of({{"USER", ""}, {"LOGNAME", "bea"}})), "bea");
    line.name = "Ada";
    EXPECT_EQ(player_name(line, test::env_of({{"USER", "ana"}})), "Ada");
}

TEST(PlayerName, NobodyNamedIsAnAdventurerInThePlayersLanguage) {
    const CommandLine line;
    EXPECT_EQ(player_name(line, test::env_of({})), "Adventurer");
    const Speaking portuguese("pt");
    EXPECT_EQ(player_name(line, test::env_of({})), "Aventureiro");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
