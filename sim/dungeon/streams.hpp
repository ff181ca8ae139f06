#pragma once
// The seed contract's streams. Every random draw the game makes comes from one of these, and each is derived
// from the run's seed with its own salt (Rng::derive hashes seed, salt and keys with XXH3), so no stream can
// reach another's draws:
//
//   layout_kind_rng(seed, depth)          which layout a floor uses (rogue rooms, caves, maze)
//   layout_rng(seed, depth)               the walls, doors, rooms and stairs of that layout
//   special_level_rng(seed, depth)        generation 2: whether a floor is a special level, and which
//   vault_rng(seed, depth)                generation 2: which vaults a floor gets, turned how, and where
//   special_room_rng(seed, depth)         generation 2: whether a floor has a special room, which, and where
//   content_rng(seed, depth, changes)     the monsters, items and traps placed on entering a floor
//   special_room_content_rng(seed, depth, changes)
//                                         generation 2: what stands in a floor's special room
//   floor_rule_rng(seed, depth, changes, rule)
//                                         generation 2: a floor's hidden item, corridor lurkers and mimic, one stream each
//   bones_rng(seed, depth)                where a ghost met with the Element (sim/run/bones.hpp) stands, and its
//                                         gear's rolls; drawn only by a run that meets bones
//   GameRng(seed)                         combat and effects; its state is saved with the run
//   CosmeticRng(seed)                     anything only visual (a flicker, a message variant); never saved
//
// A floor's layout is a pure function of (seed, generation, depth): no other stream and no turn count reaches it;
// in generation 1 no table does either, and from generation 2 only the dungeon's own tables (levels, vaults).
// docs/reference/seeds.md states the guarantees; docs/explanation/seed-contract.md says why.

#include <cstdint>
#include <string_view>

#include "core/rng.hpp"

namespace yoord {

// The salts are part of the save format and of every shared seed: changing one changes every dungeon.
inline constexpr std::string_view kLayoutKindSalt = "yoord/layout-kind";
inline constexpr std::string_view kLayoutSalt = "yoord/layout";
inline constexpr std::string_view kContentSalt = "yoord/content";
inline constexpr std::string_view kGameSalt = "yoord/game";
inline constexpr std::string_view kCosmeticSalt = "yoord/cosmetic";
inline constexpr std::string_view kSpecialLevelSalt = "yoord/special-level";
inline constexpr std::string_view kVaultSalt = "yoord/vault";
inline constexpr std::string_view kSpecialRoomSalt = "yoord/special-room";
inline constexpr std::string_view kSpecialRoomContentSalt = "yoord/special-room-content";
inline constexpr std::string_view kFloorRuleSalt = "yoord/floor-rule";
inline constexpr std::string_view kBonesSalt = "yoord/bones";

// Generation 2's floor rules (sim/dungeon/floor_rules.hpp), each on its own stream so no rule shifts another's draws.
// The values are part of the stream's key: never renumber one.
enum class FloorRule : std::uint8_t { hidden_item = 0, corridor_lurkers = 1, mimic = 2, enchantment = 3 };

[[nodiscard]] inline Rng layout_kind_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kLayoutKindSalt, {static_cast<std::uint64_t>(depth)});
}

[[nodiscard]] inline Rng layout_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kLayoutSalt, {static_cast<std::uint64_t>(depth)});
}

// Generation 2: one draw decides whether a floor is a special level (and which), before the ordinary kinds are
// drawn on layout_kind_rng, so adding or tuning a special row never shifts an ordinary floor's choice.
[[nodiscard]] inline Rng special_level_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kSpecialLevelSalt, {static_cast<std::uint64_t>(depth)});
}

// Generation 2: the vaults of a floor, drawn after its walls, so a vault row added or tuned moves no wall of the
// layout it is placed into (only the vaults themselves and their corridors change).
[[nodiscard]] inline Rng vault_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kVaultSalt, {static_cast<std::uint64_t>(depth)});
}

// Generation 2: which room of a floor (if any) is a special room, and of which row; two draws whatever the rows, after
// the walls and vaults, so a room row added or tuned moves no wall and changes no other stream's draws.
[[nodiscard]] inline Rng special_room_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kSpecialRoomSalt, {static_cast<std::uint64_t>(depth)});
}

// Generation 2: what stands in a floor's special room, drawn after the floor's own population (content_rng), so a
// floor without a special room keeps its population exactly, and a revisit (a later count) restocks the room too.
[[nodiscard]] inline Rng special_room_content_rng(std::uint64_t seed, int depth, std::uint32_t floor_changes) noexcept {
    return Rng::derive(seed, kSpecialRoomContentSalt, {static_cast<std::uint64_t>(depth), floor_changes});
}

// Generation 2: what a floor rule adds to a floor, drawn after the floor's population and its special room, so a floor
// the rules leave alone keeps its population exactly; the floor-change count restocks them on a revisit.
[[nodiscard]] inline Rng floor_rule_rng(std::uint64_t seed, int depth, std::uint32_t floor_changes, FloorRule rule) noexcept {
    return Rng::derive(seed, kFloorRuleSalt,
                       {static_cast<std::uint64_t>(depth), floor_changes, static_cast<std::uint64_t>(rule)});
}

// `floor_changes` is how many stairs, trapdoors and portals the run had taken when it entered the floor, so a
// revisit (a later count) finds new contents on the same walls, and two runs moving in lockstep find the same.
[[nodiscard]] inline Rng content_rng(std::uint64_t seed, int depth, std::uint32_t floor_changes) noexcept {
    return Rng::derive(seed, kContentSalt, {static_cast<std::uint64_t>(depth), floor_changes});
}

// Bones (sim/run/bones.hpp): the cell of the ghost a run climbing with the Element meets, and the rolls of the gear
// it carries. Its own stream, drawn only when bones are met, so a run that meets none draws exactly as before.
[[nodiscard]] inline Rng bones_rng(std::uint64_t seed, int depth) noexcept {
    return Rng::derive(seed, kBonesSalt, {static_cast<std::uint64_t>(depth)});
}

// The live game's stream: combat rolls, effects, monster choices. A distinct type so that no function of the
// dungeon generator can be handed it by mistake: generation takes a seed, never a generator.
class GameRng : public Rng {
public:
    explicit GameRng(std::uint64_t seed) noexcept : Rng(Rng::derive(seed, kGameSalt)) {}
    // A loaded run resumes exactly where it was saved.
    GameRng(std::uint64_t seed, State saved) noexcept : GameRng(seed) { set_state(saved); }
};

// Draws that change only what the screen shows. Not saved; a replay may draw it differently without
// changing the simulation.
class CosmeticRng : public Rng {
public:
    explicit CosmeticRng(std::uint64_t seed) noexcept : Rng(Rng::derive(seed, kCosmeticSalt)) {}
};

}  // namespace yoord
