#pragma once
// spawn_named: the one door from a content row to an entity. Level population, scrolls of create monster,
// polymorph, YOORD_SPAWN, tests and the save loader all come through here. A bundle per category assembles
// the components from the row; the destination is always explicit (a cell, a pack, a slot, nowhere): there is
// no implicit "current map".
//
// A spawn is two passes: add_row_components (what the row alone decides: no dice) and then the dice (a curse,
// a wand's charges, a stack's size, a coin pile's amount, a monster's gear rolls). The save loader rebuilds an
// entity with the first pass only and puts back what play changed from the save (docs/reference/save-format.md).
//
// Randomness comes from the Rng passed in, so the caller decides which stream pays for it (content_rng for
// floors, GameRng for scrolls).

#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "sim/places/location.hpp"
#include "sim/tables/content.hpp"
#include "sim/world/world.hpp"

namespace yoord {

struct SpawnContext {
    GameWorld& world;
    LocationIndex& places;
    const Content& content;
    Rng& rng;
    int depth = 1;  // scales coins (per_depth); the floor being populated
};

struct SpawnResult {
    ecs::Entity entity = ecs::null_entity;  // null on failure
    std::string error;                      // why, when entity is null

    [[nodiscard]] explicit operator bool() const noexcept { return entity != ecs::null_entity; }
};

// Spawns the row `id` at `dest`. Fails (nothing created) for an unknown id, with a did-you-mean, or when
// `dest` refuses it (a full pack). Monsters carry their gear rolls in their pack.
[[nodiscard]] SpawnResult spawn_named(SpawnContext& ctx, std::string_view id, Place dest);
// The same for a row already looked up.
[[nodiscard]] SpawnResult spawn_row(SpawnContext& ctx, RowRef row, Place dest);

// Gives `e` every component and marker bit the row decides on its own, with no dice: its Identity, looks,
// numbers, grants, slot, mind, an empty pack ... Components whose value is rolled (Item's curse, Charges, Stack,
// Coins) are added with their unrolled value. `e` is placed nowhere (a default Location). Uses no Rng, so it
// can rebuild an entity at load, or build a row's reference entity in a scratch world.
void add_row_components(GameWorld& world, const Content& content, ecs::Entity e, RowRef row);

// A new deck's faces, top first: `deck.cards` card rows picked by weight, each reversed at
// `deck.reversed_chance` percent, two draws per face from `rng` (the content stream when a floor is made).
[[nodiscard]] std::vector<DrawnCard> draw_deck(const Content& content, const DeckDef& deck, Rng& rng);

}  // namespace yoord
