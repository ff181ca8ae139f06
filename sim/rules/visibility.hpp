#pragma once
// What the player sees this turn. Symmetric shadowcasting (core/geom/fov.hpp) from the player's cell out to
// the sight radius (player_sight plus the Loadout's sight bonus), plus the lit-room rule: standing inside a
// lit room shows all of it. Blindness shows only the player's own cell. Every cell seen is remembered for the
// rest of this floor visit, with the item last seen lying there (View::items). Because the shadowcast is
// symmetric, "the player sees cell C" is also "a creature on C can see the player" (sim/monsters/minds.cpp
// relies on it; it adds the creature's own sight radius).

#include "sim/state/game.hpp"

namespace yoord {

// Recomputes game.view.visible, adds it to game.view.remembered and refreshes what the player remembers lying
// on every cell in view (View::items).
void update_view(Game& game);

// Refreshes what the player remembers lying on every remembered cell from what lies there now: after the
// wizard's reveal (the whole floor remembered at once), the map and explore know its items too.
void recall_items_everywhere(Game& game);

// The player's sight radius now (cells): 0 when blind.
[[nodiscard]] int player_sight_radius(const Game& game);

// Whether the player sees `e` this turn: it stands on a visible cell and is not invisible to the player.
[[nodiscard]] bool player_sees(const Game& game, ecs::Entity e);

// Whether `e` is a living creature, not the player, that the player sees on a cell in view: what a repeated
// command stops for and what auto-fight and the default aim pick from. A mind sensed by telepathy alone, through
// a wall, is not in view: no blow, shot or step toward it follows from seeing it.
[[nodiscard]] bool creature_in_view(const Game& game, ecs::Entity e);

// The creature in view hostile to the player nearest to it (Chebyshev), ties by Uid; null when none. Companions
// and peaceful creatures are never picked.
[[nodiscard]] ecs::Entity nearest_foe_in_view(const Game& game);

// The trap the player knows of on `cell` (one it has found: Trap::revealed), or null. Explore, travel and run
// never step onto one; a step by hand asks first (render/game/game_screen.cpp).
[[nodiscard]] ecs::Entity known_trap_at(const Game& game, Point cell);

// The item the player remembers lying on `cell` (the top one when last seen), or nothing.
[[nodiscard]] SeenItem remembered_item(const Game& game, Point cell);

}  // namespace yoord
