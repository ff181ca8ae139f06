#pragma once
// Moving things between places, and the per-cell spatial index that answers "what is on this cell?".
//
// Invariants (check_locations() verifies every one by rebuilding from the components):
//   - an entity with a Location is in exactly one place;
//   - a cell entity has Position == its cell and is listed in the index at that cell, ordered by Uid (so the
//     order is the same however the cell was filled, and after a load);
//   - a pack entity is in its owner's Pack at its letter; a worn entity in its owner's Equipment at its slot;
//   - a letter never changes while the item is carried: an item worn from its wearer's pack keeps its letter
//     (KeptLetter) only while worn; that letter is empty in the Pack and no other item is given it, and taken
//     off (moved to its wearer's pack at kAnyLetter) the item goes back to it. A worn item counts against the
//     pack's letters, as it would in the pack;
//   - a cell's creature count is how many of its entities have Health (given when a creature is made, before it
//     is placed, and never taken away, so the count is kept as things arrive and leave).
// move_to() is the only code that changes a Location, so these hold between any two calls. Moving into or
// out of a creature's pack or slots sets the creature's LoadoutDirty marker, so the Loadout is recomputed.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/world/world.hpp"

namespace yoord {

// A dense grid of cells: "what is on this cell?" is an index, not a hash. Most cells hold nothing or one thing,
// so each cell is one entity (its first, the lowest Uid, or null) in a flat array, and only a cell holding two or
// more has a list, lent from a pool (a list keeps its capacity when it goes back, and clear() keeps the pool). A
// warm game moves creatures and changes floors of the same size without allocating, and a floor of 200x200
// cells costs three flat arrays, not a list per cell (docs/explanation/performance/turn.md).
class LocationIndex {
public:
    // The entities on `cell`, ordered by Uid. Empty for a cell never filled, or outside the grid. The span is
    // good until the next change to the index.
    [[nodiscard]] std::span<const ecs::Entity> at(Point cell) const noexcept {
        if (!covers(cell)) return {};
        const std::size_t s = slot(cell);
        switch (counts_[s].held) {
            case Held::none:
                return {};
            case Held::one:
                return {&first_[s], 1};
            case Held::list:
                return lists_[shared_[s] - 1];
        }
        return {};
    }
    // The first entity on `cell` (the lowest Uid), or null: at(cell).front() with no list to read (a crowd asks
    // about eight neighbours per creature per action).
    [[nodiscard]] ecs::Entity first_at(Point cell) const noexcept {
        if (!covers(cell)) return ecs::null_entity;
        return first_[slot(cell)];
    }
    // How many creatures (entities with Health, living or not) are on `cell`: a byte a cell, so that "does a
    // creature stand here" costs one read where creature_at reads the first entity and its Health
    // (creature_on in sim/state/game.hpp).
    [[nodiscard]] int creatures_at(Point cell) const noexcept {
        if (!covers(cell)) return 0;
        return counts_[slot(cell)].creatures;
    }
    // Whether every entity on `cell` is a creature (so an empty cell too): the two count bytes answer for a cell
    // of none or one, and a rule looking for something that is no creature (a trap underfoot) reads no entity.
    [[nodiscard]] bool only_creatures_at(Point cell) const noexcept {
        if (!covers(cell)) return true;
        const std::size_t s = slot(cell);
        // Each byte read alone: a step has just written them one at a time, and one read spanning both would wait
        // for both stores to reach the cache instead of taking each from its store (the trap check right after a
        // step did).
        const CellCounts& c = counts_[s];
        switch (c.held) {
            case Held::none:
                return true;
            case Held::one:
                return c.creatures == 1;
            case Held::list:
                return lists_[shared_[s] - 1].size() == c.creatures;
        }
        return false;
    }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    // How many times something was put on a cell other than by a step (since this index was made): a list of
    // who stands on the map, gathered once, still holds everyone while this number has not moved (whoever left
    // since is caught by asking it where it stands).
    [[nodiscard]] std::uint64_t arrivals() const noexcept { return arrivals_; }
    // Empties every cell, keeping the grid and the pool of lists.
    void clear() noexcept;

    // Puts `e` on `cell`: an arrival on the map (counted, see arrivals()).
    void insert(const GameWorld& world, Point cell, ecs::Entity e);
    // Moves `e` from one cell to another: a step, not an arrival.
    void step(const GameWorld& world, Point from, Point to, ecs::Entity e);
    // Grows the grid to a whole floor up front, and fills the pool, so a creature's first step onto a far cell
    // or onto a pile allocates nothing.
    void cover(int width, int height);
    void erase(const GameWorld& world, Point cell, ecs::Entity e);

    // Equal when every cell lists the same entities and counts the same creatures (however large each grid has
    // grown).
    friend bool operator==(const LocationIndex& a, const LocationIndex& b);

private:
    [[nodiscard]] bool covers(Point p) const noexcept {
        return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_;
    }
    [[nodiscard]] std::size_t slot(Point p) const noexcept {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(p.x);
    }
    void grow_to_cover(Point p);
    // `creature`: whether `e` has Health, so counts in its cell's creatures.
    void put(const GameWorld& world, Point cell, ecs::Entity e, bool creature);
    void remove(Point cell, ecs::Entity e, bool creature);
    [[nodiscard]] std::uint32_t take_list();
    void give_back(std::size_t cell_slot);

    // How much a cell holds (none, one in first_, or a list in lists_), and how many of those have Health. Two
    // bytes a cell, read before the wider arrays: a step decides from them which of first_ and shared_ it needs,
    // and writes first_ without reading it (a crowd's steps land on cells no one has read this turn, and each
    // read of first_ or shared_ there waited on memory: docs/explanation/performance/turn.md).
    enum class Held : std::uint8_t { none, one, list };
    struct CellCounts {
        Held held = Held::none;
        std::uint8_t creatures = 0;
    };

    std::vector<ecs::Entity> first_;             // row-major, width_ x height_: each cell's first entity, or null
    std::vector<std::uint32_t> shared_;          // the same layout: held == list: 1 + the index in lists_ of its list
    std::vector<std::vector<ecs::Entity>> lists_;  // the lists of cells holding two or more, in Uid order
    std::vector<std::uint32_t> free_lists_;      // indices in lists_ of the lists no cell holds (empty)
    std::vector<CellCounts> counts_;             // the same layout
    int width_ = 0;
    int height_ = 0;
    std::size_t count_ = 0;
    std::uint64_t arrivals_ = 0;
};

enum class MoveResult : std::uint8_t {
    moved,
    pack_full,      // no free letter: nothing changed
    letter_taken,   // the asked-for letter holds something else: nothing changed
    slot_taken,     // the slot holds something else: nothing changed
    no_container,   // the owner has no Pack / Equipment, or is not alive: nothing changed
};

// Moves `e` from wherever it is to `dest`, keeping Position, the index, packs, equipment and the owners'
// LoadoutDirty markers in step. Gives `e` a Location (nowhere) first if it has none. On any failure nothing
// changes. Moving to the place it already occupies is a no-op that returns moved.
MoveResult move_to(GameWorld& world, LocationIndex& index, ecs::Entity e, Place dest);

// Rebuilds the index and the pack and slot contents from the Location components and compares; returns one
// line per mismatch (empty when all is well). For debug builds, the fuzzer and tests.
[[nodiscard]] std::vector<std::string> check_locations(const GameWorld& world, const LocationIndex& index);

}  // namespace yoord
