#pragma once
// The result of trying an action, as a value. Three kinds, and no special cases in the loop that applies them:
//   success      the action happened and the turn is spent;
//   failure      nothing happened and no turn passes (bumping a wall, an empty pack); `message` says why,
//                or is empty when the reason is plain to see (a wall);
//   alternative  do this other intent instead (walking into a closed door becomes opening it, walking into a
//                monster becomes striking it); the applier tries the alternative in the same turn;
//   instant      the action happened and took no time (a wizard act, sim/actions/wizard_acts.hpp): no turn
//                passes, as with a failure, but nothing was refused.

#include <string>
#include <utility>

#include "sim/state/intent.hpp"

namespace yoord {

enum class ActionStatus : std::uint8_t { success, failure, alternative, instant };

struct ActionResult {
    ActionStatus status = ActionStatus::success;
    Intent instead;       // alternative
    std::string message;  // failure: why, for the message log; may be empty

    [[nodiscard]] static ActionResult success() { return {}; }
    [[nodiscard]] static ActionResult failure(std::string why = {}) {
        ActionResult r;
        r.status = ActionStatus::failure;
        r.message = std::move(why);
        return r;
    }
    [[nodiscard]] static ActionResult instant() {
        ActionResult r;
        r.status = ActionStatus::instant;
        return r;
    }
    [[nodiscard]] static ActionResult alternative(Intent other) {
        ActionResult r;
        r.status = ActionStatus::alternative;
        r.instead = other;
        return r;
    }

    [[nodiscard]] bool spent_turn() const noexcept { return status == ActionStatus::success; }
};

}  // namespace yoord
