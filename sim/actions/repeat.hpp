#pragma once
// Multi-turn commands (run, travel, auto-explore): the one rule for when they may start, when they stop, and
// what explore picks up on its way. The screen (which draws every step), the bots and the loop that plays a
// command (repeat_intent, sim/turn/repeat.hpp) all ask here; nothing else decides it.
//
// A command may not start while a monster that threatens the player is in view (may_start). Once going, it
// stops when (should_stop, in this order) the floor changes, the player is hurt, a threatening monster appears
// (comes into view, wakes up, notices the player, or can now reach it), a run sees a new item or stands on one, explore
// steps onto an item it leaves there (after picking up what the options want: it never walks past an item it
// has just reported, and the next explore goes on, the cell now trodden), or the command can take no further step (explore: nothing left; travel: arrived; run: a wall; any: a known trap in
// the way). A monster threatens the player when the player sees it on a cell in view (one sensed only by
// telepathy does not count), it is hostile, awake, has noticed the player (sim/rules/perception.hpp) or stands
// within kUnnoticedThreatReach, and can reach the player: one rooted to its spot (movement "still") only from
// next to the player, any other one by a walkable way. So a newt wandering at the far end of a hall, a nymph
// nineteen cells off, does not stop explore; it does once it notices the player.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "sim/actions/explore.hpp"
#include "sim/state/action.hpp"
#include "sim/state/game.hpp"

namespace yoord {

// What auto-explore picks up when it stands on it (the player's auto_pickup option, render/options.hpp).
// Coins need no entry: walking over coins gathers them.
enum class PickupKind : std::uint8_t {
    ammo,        // ammo the worn launcher fires
    identified,  // potions, scrolls and wands whose kind the player knows
    all,         // everything
};
[[nodiscard]] std::string_view pickup_kind_name(PickupKind kind) noexcept;
inline constexpr PickupKind kPickupKinds[] = {PickupKind::ammo, PickupKind::identified, PickupKind::all};

struct AutoPickup {
    std::vector<PickupKind> kinds{PickupKind::ammo, PickupKind::identified};
};

// Whether the options want `item` picked up.
[[nodiscard]] bool auto_pickup_wants(Game& game, const AutoPickup& pickup, ecs::Entity item);

// An awake hostile monster this close (Chebyshev cells) threatens the player even before it notices it.
inline constexpr int kUnnoticedThreatReach = 2;

// Whether `monster` has noticed the player: awake, and it perceives the player now (the mind's own rule).
[[nodiscard]] bool has_noticed_player(Game& game, ecs::Entity monster);

// The monsters that threaten the player now (see above), nearest first, ties by Uid.
[[nodiscard]] std::vector<ecs::Entity> threats_in_view(Game& game);
// Whether `creature` could walk to the player (over walkable tiles, whoever stands in the way).
[[nodiscard]] bool can_reach_player(Game& game, ecs::Entity creature);

// Whether any command may start now: none, or why not (cannot_move, held, monster_in_view).
[[nodiscard]] Stop may_start_any(Game& game);
// Whether `command` may start now: may_start_any's answer, else why_no_step's.
[[nodiscard]] Stop may_start(Game& game, const Intent& command);

// What the player saw before a turn of `command`, for should_stop to compare with.
struct Watch {
    struct Seen {
        ecs::Uid uid;
        bool asleep = false;
        bool noticed = false;  // it had noticed the player
    };
    Intent command;
    std::vector<Seen> creatures;      // monsters in view, by Uid
    std::vector<ecs::Uid> threats;    // threats_in_view, by Uid
    std::vector<ecs::Uid> items;      // items in view, by Uid
    Point cell;                       // where the player stood
    std::uint16_t trodden_around = 0; // explore: bit i set when cell + kNeighbours8[i] was already trodden
    int player_hp = 0;
    std::uint32_t floor_changes = 0;
};
[[nodiscard]] Watch watch(Game& game, const Intent& command);

// After a turn of the command: none to go on, or why it stops.
[[nodiscard]] Stop should_stop(Game& game, const Watch& before);

// A command's walk since it last learnt anything (a cell of the floor newly remembered). A step back onto a cell
// of that walk is no progress: the command's goal is flipping between two places as the view changes, and it
// would go round in circles until its turn limit. Explore, travel and runs stop there instead.
struct Walk {
    std::vector<Point> cells;
    std::size_t known = 0;  // remembered cells of the floor when the walk began
};
// Starts `walk` where the player stands.
void start_walk(Game& game, Walk& walk);
// After a turn of the command: false when the player stepped back onto a cell of the walk with nothing learnt
// since it began; otherwise true, and the step is added to the walk (which starts again when something was
// learnt). A turn that did not move the player (a door opened, an item picked up) is progress of its own kind.
[[nodiscard]] bool made_progress(Game& game, Walk& walk);

// What explore picks up from where it stands before its next step (`pickup`'s wishes), as a pack-less pick-up
// letter counted from the top of the pile; none when it wants nothing here, or `command` is not explore.
[[nodiscard]] std::optional<std::uint8_t> wanted_pick_up(Game& game, const Intent& command, const AutoPickup& pickup);

// One turn of rest (sim/rules/recovery.hpp): refused, with may_start's reason, when a foe is in view, the player
// cannot move or is held, or has nothing to rest for ("You are rested."). The rest command repeats it until then.
[[nodiscard]] ActionResult rest_action(Game& game);

// Whether the player's next turn passes by itself, with no key: asleep or paralysed (no key can do anything),
// or, after a struggle against a hold (`struggled`), held fast while nothing threatens it and nothing has hurt it
// since it had `hp_before` hit points. The screen lets such turns pass; a bot waits them out.
[[nodiscard]] bool turn_passes_by_itself(Game& game, bool struggled, int hp_before);

// Picking up a whole pile, one item a turn: whether to take the next one after a turn that began at `turn_before`
// with `hp_before` hit points. Not when the pile is gone, the turn was refused (no time passed) or the player
// was hurt.
[[nodiscard]] bool may_pick_up_more(Game& game, std::uint32_t turn_before, int hp_before);

}  // namespace yoord
