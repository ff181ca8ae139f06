#include "sim/rules/loadout.hpp"
#include "sim/actions/actions.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {

namespace {
// Alternatives chain (run -> step -> open); a chain this long means two actions keep naming each other.
constexpr int kMaxAlternatives = 4;
}  // namespace

// Applies the player's intent. A refused action spends no turn; an alternative is tried in its place.
void player_action_system(Game& g) {
    if (has_effect<Paralysed>(g.world, g.player) || has_effect<Asleep>(g.world, g.player)) {
        g.log.add("You cannot move.");
        g.now.spent = true;
        return;
    }
    Intent intent = g.now.intent;
    for (int tries = 0; tries <= kMaxAlternatives; ++tries) {
        ActionResult result = try_intent(g, intent);
        switch (result.status) {
            case ActionStatus::success:
                g.now.spent = true;
                return;
            case ActionStatus::failure:
                if (!result.message.empty()) g.log.add(std::move(result.message));
                return;
            case ActionStatus::alternative:
                intent = result.instead;
                break;
        }
    }
    YOORD_ASSERT(false, "an intent's alternatives went round in a circle");
}

}  // namespace yoord
