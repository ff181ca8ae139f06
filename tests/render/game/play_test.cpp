// Who the player is when the command line does not say (render/game/play.hpp player_name): --name, then the
// environment, then a name in the player's language.

#include "render/game/play.hpp"

#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>

#include "tests/support/speaking.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

EnvLookup env_of(std::map<std::string, std::string> vars) {
    return [vars = std::move(vars)](const char* name) -> std::optional<std::string> {
        const auto it = vars.find(name);
        if (it == vars.end()) return std::nullopt;
        return it->second;
    };
}

TEST(PlayerName, NameFlagThenUserThenLogname) {
    CommandLine line;
    EXPECT_EQ(player_name(line, env_of({{"USER", "ana"}, {"LOGNAME", "bea"}})), "ana");
    EXPECT_EQ(player_name(line, env_of({{"USER", ""}, {"LOGNAME", "bea"}})), "bea");
    line.name = "Ada";
    EXPECT_EQ(player_name(line, env_of({{"USER", "ana"}})), "Ada");
}

TEST(PlayerName, NobodyNamedIsAnAdventurerInThePlayersLanguage) {
    const CommandLine line;
    EXPECT_EQ(player_name(line, env_of({})), "Adventurer");
    const Speaking portuguese("pt");
    EXPECT_EQ(player_name(line, env_of({})), "Aventureiro");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
