#pragma once
// The bot: a simple player that submits intents like anyone else. Each turn, in order: strike an adjacent
// enemy; pick up what lies underfoot; wear better gear from the pack; with the Element, head for the up
// stair; explore, or, when a monster that threatens it is in view (the stop rule of sim/actions/repeat.hpp),
// walk toward it; then take the down stair (travelling to it first). It never uses knowledge the player
// lacks: it reads the same view and memory the screen shows.

#include <optional>

#include "sim/state/game.hpp"
#include "sim/state/intent.hpp"

namespace yoord {

// The bot's intent for this turn. Always one the game will accept (falling back to waiting), so a bot run
// never stalls on refused actions.
[[nodiscard]] Intent bot_intent(Game& game);

// How much the bot values `item` in the slot it goes to (higher is better), judged by what the player knows of it
// (an unidentified plus is not counted: sim/places/enchantment.hpp); launchers are worth nothing to a bot that
// fights in melee.
[[nodiscard]] int gear_value(const Game& game, ecs::Entity item);

// Pieces the careful bot (sim/tools/careful_bot.hpp) shares. Whether the pack has a free letter; the intent that
// wears the first pack item better than what it would replace (nullopt: none); a step toward `stair` over
// remembered cells, or taking it when standing on it (nullopt: no known way).
[[nodiscard]] bool pack_has_room(const Game& game);
[[nodiscard]] std::optional<Intent> wear_better(Game& game);
// Whether wear_better would put `item` on, were it in the pack: better than what it would replace, and not
// known (or, worn, found) cursed.
[[nodiscard]] bool would_wear(const Game& game, ecs::Entity item);
[[nodiscard]] std::optional<Intent> head_for(Game& game, Point stair);

// Plays up to `max_turns` turns (or until the run ends); returns the turns played.
int run_bot(Game& game, int max_turns);

}  // namespace yoord
