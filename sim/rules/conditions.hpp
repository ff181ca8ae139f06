#pragma once
// Afflictions and boons that last a while, one verb each. A potion arm, a wand arm, a trap and an ability all
// call the same verb, so "what confusion does to a creature" is written once: the player takes it as a held
// marker that its input and view ask about; a monster takes the same marker, which its mind and energy ask
// about. Every verb holds its effect for `turns` player turns (sim/rules/grant.hpp: a condition, under the cap),
// checks the immunity that stops it, and says what happened when the player can see it.
//
// Each returns whether the effect took hold (false: immune, or nothing to do).

#include "sim/state/game.hpp"
#include "sim/text/say.hpp"

namespace yoord {

bool confuse(Game& game, ecs::Entity e, int turns);       // staggers; mindless creatures are immune
bool blind(Game& game, ecs::Entity e, int turns);         // sees nothing (the player's view shrinks to its cell)
bool paralyse(Game& game, ecs::Entity e, int turns);      // cannot act (a priority condition)
bool put_to_sleep(Game& game, ecs::Entity e, int turns);  // cannot act until woken by harm; sleep_immune resists
bool haste(Game& game, ecs::Entity e, int turns);         // one tempo notch faster; ends a slowness
bool slow(Game& game, ecs::Entity e, int turns);          // one tempo notch slower; ends a haste
bool poison(Game& game, ecs::Entity e, int turns);        // loses a hit point a turn; poison_immune resists
bool snare(Game& game, ecs::Entity e, int turns);         // cannot walk away (a priority condition)
bool hallucinate(Game& game, ecs::Entity e, int turns);   // aims astray (sim/actions/throwing.cpp asks)
bool frighten(Game& game, ecs::Entity e, int turns);      // flees; mindless creatures are immune
bool levitate(Game& game, ecs::Entity e, int turns);      // floats over traps
bool sharpen_sight(Game& game, ecs::Entity e, int turns); // sees invisible things
bool open_mind(Game& game, ecs::Entity e, int turns);     // telepathic: senses minds through walls
bool fade(Game& game, ecs::Entity e, int turns);          // invisible for a while
// Timed modifiers: a held effect that lends numbers through the one Loadout fold (sim/rules/grant.hpp hold()).
bool ward(Game& game, ecs::Entity e, int turns, int armour_bonus);  // + armour bonus for `turns` (a condition)
bool empower(Game& game, ecs::Entity e, int power_bonus);           // + power bonus until the next floor

// Moves `e` to a random free floor cell (GameRng), refreshing the view when it is the player. The verb of
// teleport traps, scrolls, wands of banishment, teleportitis and thieves. False when no cell is free.
bool teleport(Game& game, ecs::Entity e);

// Wakes a sleeper (harm does): ends its sleep, held or not.
void wake(Game& game, ecs::Entity e);

// Ends the blinding, confusing, poisoning and hallucinating conditions (restoration, greater healing).
// Returns how many ended.
int cure_ailments(Game& game, ecs::Entity e);
// Whether `e` holds an ailment cure_ailments would end.
[[nodiscard]] bool has_ailment(const GameWorld& world, ecs::Entity e);


// The movement kind `e` decides by now: its row's, unless confused (staggerer) or afraid (fleer); a companion
// (sim/rules/companions.hpp) decides as a helper.
// A condition changes how a creature moves, so the question is asked here, by minds and by the stop rules alike.
[[nodiscard]] Movement movement_now(Game& game, ecs::Entity e);

}  // namespace yoord
