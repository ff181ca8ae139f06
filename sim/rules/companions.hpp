#pragma once
// The companion: a creature won over to the player's side, one at a time. A treat (content/treats.toml) wins one
// when the creature it hits takes it; a scroll or wand of charming wins one by magic. Once won, it is on the
// player's side (sim/rules/combat.hpp: hostile), so it fights what the player fights; its mind follows the
// player (sim/monsters/minds.hpp: a companion decides as a helper); the player trades places with it by walking
// into it; it goes with the player through every floor change and arrives beside the player (recovering with the
// player on a depth new to the run: sim/rules/recovery.hpp);
// its kills earn the player no score (deaths_system pays only the player's own). A second recruit sends the
// first away: it leaves the player's side and goes its own way, peaceful, and the log says so.
//
// Conduct sites: recruit() breaks `companion` (however the creature was won); charm() breaks `charming`.

#include <optional>

#include "sim/state/game.hpp"

namespace yoord {

// The player's companion on this floor, or null.
[[nodiscard]] ecs::Entity companion(const Game& game);

// Whether a creature of `creature`'s kind would take treat `def` at all: it carries every effect the treat
// wants and none it shuns. The chance is rolled only for a creature this holds for.
[[nodiscard]] bool treat_suits(const Game& game, const TreatDef& def, ecs::Entity creature);

// `thrower`'s treat `treat` hits `creature`. A creature of a suiting kind takes it at the row's chance (one draw
// from GameRng, made only then) and joins `thrower` as its companion; the treat is then gone. Returns whether it
// was taken. Only one who leads a side wins companions; anyone else's treat is simply refused.
bool offer_treat(Game& game, ecs::Entity thrower, ecs::Entity treat, ecs::Entity creature);

// A charm (a scroll or wand of charming) cast by `charmer` on `creature`: a creature not on `charmer`'s side
// becomes its companion. Breaks the charming conduct for the player, whether or not it takes (a null
// `creature`: the charm found nobody). Returns whether it took (the player and the companion already won
// cannot be charmed; only one who leads a side charms).
bool charm(Game& game, ecs::Entity charmer, ecs::Entity creature);

// `creature` joins `leader`'s side as its companion; the one it had leaves (peaceful). Breaks the companion
// conduct. The one place a companion is made.
void recruit(Game& game, ecs::Entity leader, ecs::Entity creature);

// A new run's companion (StartChoices, sim/state/game.hpp): row `row` is made beside the player, already its
// companion. Nobody recruited it, so no conduct breaks. Returns it, or null (and says why in the log) when the
// row is not a creature or cannot be made.
ecs::Entity start_with_companion(Game& game, RowRef row);

// Floor changes. take_companion_along lifts the companion (and what it carries) off the floor before the floor
// is cleared; bring_companion puts it beside the player on the new floor.
[[nodiscard]] std::optional<ecs::Entity> take_companion_along(Game& game);
void bring_companion(Game& game, ecs::Entity companion);

}  // namespace yoord
