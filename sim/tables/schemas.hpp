#pragma once
// The schema of every table: which keys a row may set, their types, ranges and whether they are required.
// content/*.toml headers and docs/reference/content.md document the same keys; a test keeps them in step.

#include <utility>
#include <vector>

#include "sim/tables/content.hpp"
#include "sim/tables/schema.hpp"

namespace yoord::tables {

// Keys every spawnable row accepts before its schema's own; the loader handles them itself.
inline constexpr std::string_view kIdKey = "id";
inline constexpr std::string_view kBaseKey = "base";
inline constexpr std::string_view kAbstractKey = "abstract";

template <class Def>
[[nodiscard]] std::vector<Field<Def>> schema_of();

// The values a row may give a modifier of this range (an item row's `armour_bonus`, a trigger's `lend`).
[[nodiscard]] std::pair<int, int> modifier_limits(ModifierRange range);

#define YOORD_DECLARE_SCHEMA(cat, Def, member) \
    template <>                              \
    std::vector<Field<Def>> schema_of<Def>();
YOORD_ROW_TABLES(YOORD_DECLARE_SCHEMA)
YOORD_DECLARE_SCHEMA(drop, DropDef, drops)
YOORD_DECLARE_SCHEMA(hand, HandDef, hands)
YOORD_DECLARE_SCHEMA(spell, SpellDef, spells)
YOORD_DECLARE_SCHEMA(level, LevelDef, levels)
YOORD_DECLARE_SCHEMA(vault, VaultDef, vaults)
YOORD_DECLARE_SCHEMA(room, RoomDef, rooms)
YOORD_DECLARE_SCHEMA(population, PopulationBand, population)
YOORD_DECLARE_SCHEMA(constants, GameConstants, constants)
#undef YOORD_DECLARE_SCHEMA

}  // namespace yoord::tables
