#pragma once
// Wizard acts: what the wizard console (render/game/wizard_console.hpp) changes in a run. Each is an Intent of
// kind `wizard` (sim/state/intent.hpp lists the acts), applied through the one action path like any other, so a
// recording replays it and its state hash checks it. An act takes no time (ActionStatus::instant): the rest of
// the schedule does not run, no monster moves.
//
// Only a wizard run (Game::wizard, from --wizard) accepts them; anywhere else they are refused, so a recording
// cannot cheat without being marked. A wizard run is marked in its save, dump and recording and never enters
// the leaderboard.

#include "sim/state/game.hpp"
#include "sim/state/action.hpp"

namespace yoord {

// The most creatures or items one spawn or give makes (a typo of 1000 would fill the floor).
inline constexpr std::int32_t kMaxWizardCount = 50;

// The wizard intent's arm of try_intent. Refused for any actor but the player, and outside a wizard run.
[[nodiscard]] ActionResult wizard_act(Game& game, ecs::Entity actor, const Intent& intent);

}  // namespace yoord
