#pragma once
// The run's way through the dungeon: a new run, and the change from one floor to the next.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/state/game.hpp"

namespace yoord {

// How the player is drawn, whatever its body: the one glyph no row chooses (the help's legend reads it here).
inline constexpr char kPlayerGlyph = '@';

// A new run: the player on the up stair of depth 1, floor 1 populated, the first view computed.
// `spawn_near_player` (YOORD_SPAWN's rows) arrive around the player on every floor, the first included; `start`'s
// companion arrives beside the player once, already its companion (sim/rules/companions.hpp).
[[nodiscard]] std::unique_ptr<Game> new_game(const Content& content, std::uint64_t seed, std::string name,
                                             std::vector<RowRef> spawn_near_player = {}, StartChoices start = {});

// The row a run may be played in (--body, --as, a recording's `body` line): a creature row; nullopt for an id
// the content has no creature for.
[[nodiscard]] std::optional<RowRef> body_row(const Content& content, std::string_view id);

// Whether a floor change reached a depth new to the run (going down: deeper than it has been; climbing with the
// Element: shallower than it has climbed with it) or one it has reached before. Only a first arrival restocks
// loot, refills patience, and (by a staircase) restores the player (sim/actions/actions.cpp, take_stairs).
enum class Arrival : std::uint8_t { first, again };

// Leaves the current floor by `change` and enters the next one: the old floor's things are gone (the player
// keeps what it carries), the new floor is planned and populated from the dungeon's streams (a depth the run has
// already reached is restocked with monsters and traps but no loot: FloorStock, sim/dungeon/population.hpp), the
// player arrives on the stair that leads back, patience refills on a first arrival (and goes on from where it was
// on a revisit) and the view is computed. The companion goes along; by a staircase, so does every hostile
// creature next to the player that is awake, free to move and pursuing (chasers and ambushers), arriving beside it.
Arrival enter_floor(Game& game, FloorChange change);

// The way a floor change is made in play: a system (a staircase taken, a trapdoor sprung, the portal at the end
// of patience, the wizard's jump) asks for it, and the schedule takes it once that system has returned
// (sim/turn/schedule.cpp), so no rule ever goes on running on a floor torn down under it. One change a turn: the
// player has left by the first way asked.
void ask_floor_change(Game& game, FloorChangeAsked asked);
// Takes the change asked this turn, if any: enter_floor, once per floor for the wizard (each floor passed counts as
// reached, unpaid), and then what the way in does. A staircase says where it leads, and one to a depth new to the
// run restores its climber (sim/rules/recovery.hpp), fills its runes, keeps its promises and pays (sim/run/score.hpp);
// a staircase back to a depth already reached does nothing of the kind, so taking one twice gains nothing.
void take_asked_floor_change(Game& game);

// Replaces the floor with `map` and nothing on it, the player at `at`: for tests, scenarios and benchmarks.
void install_map(Game& game, FloorMap map, Point at);

}  // namespace yoord
