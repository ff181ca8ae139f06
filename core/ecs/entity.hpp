#pragma once
// Entity handles and Uids.
//
// An Entity is a 32-bit handle: the low bits index the world's slot table, the high bits carry the slot's
// generation. Destroying an entity bumps its slot's generation, so an old handle no longer matches and
// World::valid() reports it stale instead of silently naming whatever reuses the slot. A slot whose
// generation would wrap is retired (never handed out again), so a stale handle can never come back to life.
//
// A Uid is the entity's name outside one process: saves, logs and recordings use it. It is a 64-bit counter
// that only grows and is never reused, not even after World::clear().

#include <compare>
#include <cstdint>

namespace yoord::ecs {

enum class Entity : std::uint32_t {};

inline constexpr unsigned entity_index_bits = 22;  // about 4 million live entities
inline constexpr unsigned entity_generation_bits = 32 - entity_index_bits;
inline constexpr std::uint32_t entity_index_mask = (std::uint32_t{1} << entity_index_bits) - 1;
inline constexpr std::uint32_t entity_generation_mask = (std::uint32_t{1} << entity_generation_bits) - 1;
// The all-ones index is reserved for null_entity, so the largest usable index is one below it.
inline constexpr std::uint32_t max_entity_index = entity_index_mask - 1;
// A slot at this generation is retired on destroy rather than reused.
inline constexpr std::uint32_t max_entity_generation = entity_generation_mask;

inline constexpr Entity null_entity{~std::uint32_t{0}};

constexpr std::uint32_t entity_to_index(Entity e) {
    return static_cast<std::uint32_t>(e) & entity_index_mask;
}

constexpr std::uint32_t entity_generation(Entity e) {
    return static_cast<std::uint32_t>(e) >> entity_index_bits;
}

constexpr Entity make_entity(std::uint32_t index, std::uint32_t generation) {
    return Entity{(generation << entity_index_bits) | (index & entity_index_mask)};
}

struct Uid {
    std::uint64_t value = 0;
    friend constexpr bool operator==(Uid, Uid) = default;
    friend constexpr auto operator<=>(Uid, Uid) = default;
};

// Uid 0 names no entity; the first entity of a world gets Uid 1.
inline constexpr Uid null_uid{0};

}  // namespace yoord::ecs
