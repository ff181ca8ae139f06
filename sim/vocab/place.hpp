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

struct Place {
    PlaceKind kind = PlaceKind::nowhere;
    Point cell;                                // kind == cell
    ecs::Entity owner = ecs::null_entity;      // kind == pack or slot
    std::uint8_t index = 0;                    // pack: letter (0 = 'a'); slot: EquipSlot

    [[nodiscard]] static constexpr Place nowhere() noexcept { return {}; }
    [[nodiscard]] static constexpr Place at(Point p) noexcept { return {PlaceKind::cell, p, ecs::null_entity, 0}; }
    [[nodiscard]] static constexpr Place in_pack(ecs::Entity owner, std::uint8_t letter = kAnyLetter) noexcept {
        return {PlaceKind::pack, {}, owner, letter};
    }
    [[nodiscard]] static constexpr Place worn(ecs::Entity owner, EquipSlot slot) noexcept {
        return {PlaceKind::slot, {}, owner, static_cast<std::uint8_t>(slot)};
    }

    friend constexpr bool operator==(const Place&, const Place&) = default;
};

}  // namespace yoord
