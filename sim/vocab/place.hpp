#pragma once
// Place: where an entity is. Exactly one of: a map cell, a letter in a creature's pack, an equipment slot of
// a creature, or nowhere (just made, or between floors). The Location component holds an entity's Place;
// only move_to() (sim/places/location.hpp) changes it.

#include <cstdint>

#include "core/ecs/entity.hpp"
#include "core/geom/point.hpp"

namespace yoord {

enum class PlaceKind : std::uint8_t { nowhere, cell, pack, slot };

// What a creature can wear or wield, one item each.
enum class EquipSlot : std::uint8_t { weapon, armour, left_ring, right_ring, launcher };
inline constexpr std::size_t kEquipSlotCount = 5;

// A pack letter not chosen yet: move_to() takes the first free one.
inline constexpr std::uint8_t kAnyLetter = 0xff;

// Sixteen bytes, the two bytes first: a Place is passed by value in two registers (at 20 bytes it went through
// the stack, and every step's move_to waited on the copy; docs/explanation/performance/turn.md).
struct Place {
    PlaceKind kind = PlaceKind::nowhere;
    std::uint8_t index = 0;                    // pack: letter (0 = 'a'); slot: EquipSlot
    Point cell;                                // kind == cell
    ecs::Entity owner = ecs::null_entity;      // kind == pack or slot

    [[nodiscard]] static constexpr Place nowhere() noexcept { return {}; }
    [[nodiscard]] static constexpr Place at(Point p) noexcept { return {PlaceKind::cell, 0, p, ecs::null_entity}; }
    [[nodiscard]] static constexpr Place in_pack(ecs::Entity owner, std::uint8_t letter = kAnyLetter) noexcept {
        return {PlaceKind::pack, letter, {}, owner};
    }
    [[nodiscard]] static constexpr Place worn(ecs::Entity owner, EquipSlot slot) noexcept {
        return {PlaceKind::slot, static_cast<std::uint8_t>(slot), {}, owner};
    }

    friend constexpr bool operator==(const Place&, const Place&) = default;
};
static_assert(sizeof(Place) == 16);

}  // namespace yoord
