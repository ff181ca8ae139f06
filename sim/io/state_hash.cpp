#include "sim/io/state_hash.hpp"

#include <xxhash.h>

#include <algorithm>
#include <type_traits>
#include <vector>

namespace yoord {

namespace {

class Hasher {
public:
    Hasher() : state_(XXH3_createState()) { XXH3_64bits_reset(state_); }
    ~Hasher() { XXH3_freeState(state_); }
    Hasher(const Hasher&) = delete;
    Hasher& operator=(const Hasher&) = delete;

    // Every value goes in as a little 64-bit word: the same bytes on every machine and for every field width.
    template <class T>
    void add(T value) {
        std::uint64_t word = 0;
        if constexpr (std::is_enum_v<T>) {
            word = static_cast<std::uint64_t>(static_cast<std::underlying_type_t<T>>(value));
        } else {
            word = static_cast<std::uint64_t>(value);
        }
        unsigned char bytes[8];
        for (int i = 0; i < 8; ++i) bytes[i] = static_cast<unsigned char>(word >> (8 * i));
        XXH3_64bits_update(state_, bytes, sizeof bytes);
    }
    void add(Point p) {
        add(p.x);
        add(p.y);
    }
    [[nodiscard]] std::uint64_t digest() const { return XXH3_64bits_digest(state_); }

private:
    XXH3_state_t* state_;
};

std::uint64_t uid_of(const GameWorld& w, ecs::Entity e) { return w.valid(e) ? w.uid(e).value : 0; }

// One overload per component: a component added to the list without one stops here with a message.
template <class T>
void hash_component(Hasher&, const GameWorld&, const T&) {
    static_assert(sizeof(T) == 0, "new component: add a hash_component overload for it in sim/io/state_hash.cpp");
}
void hash_component(Hasher& h, const GameWorld&, const Position& c) { h.add(c.cell); }
void hash_component(Hasher& h, const GameWorld& w, const Location& c) {
    h.add(c.place.kind);
    h.add(c.place.cell);
    h.add(uid_of(w, c.place.owner));
    h.add(c.place.index);
}
void hash_component(Hasher& h, const GameWorld&, const Identity& c) {
    h.add(c.id.value);
    h.add(c.category);
    h.add(c.row);
}
void hash_component(Hasher& h, const GameWorld&, const Renderable& c) {
    h.add(c.glyph);
    h.add(c.colour);
}
void hash_component(Hasher& h, const GameWorld&, const Health& c) {
    h.add(c.hp);
    h.add(c.max_hp);
}
void hash_component(Hasher& h, const GameWorld&, const CombatStats& c) {
    h.add(c.power_die);
    h.add(c.power_bonus);
    h.add(c.armour_die);
    h.add(c.armour_bonus);
}
void hash_component(Hasher& h, const GameWorld&, const Energy& c) {
    h.add(c.tempo);
    h.add(c.banked);
}
void hash_component(Hasher& h, const GameWorld&, const Mind& c) {
    h.add(c.movement);
    h.add(c.sight);
}
void hash_component(Hasher& h, const GameWorld&, const Item& c) {
    h.add(c.plus);
    h.add(c.cursed);
    h.add(c.known);
}
void hash_component(Hasher& h, const GameWorld&, const Stack& c) { h.add(c.count); }
void hash_component(Hasher& h, const GameWorld&, const Charges& c) { h.add(c.left); }
void hash_component(Hasher& h, const GameWorld&, const Coins& c) { h.add(c.amount); }
void hash_component(Hasher& h, const GameWorld&, const Equippable& c) { h.add(c.slot); }
void hash_component(Hasher& h, const GameWorld&, const Modifiers& c) {
#define YOORD_HASH_MODIFIER(field, fold) h.add(c.value.field);
    YOORD_MODIFIERS(YOORD_HASH_MODIFIER)
#undef YOORD_HASH_MODIFIER
}
#define YOORD_HASH_CAP(Component, field) \
    void hash_component(Hasher& h, const GameWorld&, const Component& c) { h.add(c.value); }
YOORD_CAPS(YOORD_HASH_CAP)
#undef YOORD_HASH_CAP
void hash_component(Hasher& h, const GameWorld&, const Grants& c) {
    h.add(c.bits.size());
    for (const std::uint16_t bit : c.bits) h.add(bit);
}
void hash_component(Hasher& h, const GameWorld&, const Ammo& c) {
    h.add(c.fired_by);
    h.add(c.power_die);
    h.add(c.power_bonus);
}
void hash_component(Hasher& h, const GameWorld&, const Launcher& c) { h.add(c.range); }
void hash_component(Hasher& h, const GameWorld& w, const Pack& c) {
    h.add(c.letters.size());
    for (const ecs::Entity e : c.letters) h.add(uid_of(w, e));
}
void hash_component(Hasher& h, const GameWorld& w, const Equipment& c) {
    for (const ecs::Entity e : c.slots) h.add(uid_of(w, e));
}
void hash_component(Hasher& h, const GameWorld&, const Trap& c) {
    h.add(c.kind);
    h.add(c.reveal);
    h.add(c.revealed);
}
// Derived from the rest and recomputed on demand: whether it is cached yet is not part of the state.
void hash_component(Hasher&, const GameWorld&, const Loadout&) {}
void hash_component(Hasher& h, const GameWorld&, const Conditions& c) {
    h.add(c.next_order);
    h.add(c.held.size());
    for (const HeldEffect& e : c.held) {
        h.add(e.bit);
        h.add(e.lifetime);
        h.add(e.turns_left);
        h.add(e.since);
        h.add(e.order);
    }
}

void hash_component(Hasher& h, const GameWorld&, const Discoveries& c) {
    h.add(c.kinds.size());
    for (const StableId id : c.kinds) h.add(id.value);
}

void hash_entity(Hasher& h, const GameWorld& w, ecs::Entity e) {
    h.add(w.uid(e).value);
    std::size_t index = 0;
    GameWorld::for_each_component_type([&]<class T>() {
        const T* c = w.try_get<T>(e);
        h.add(c != nullptr ? index + 1 : 0);  // which components are present, in list order
        if (c != nullptr) hash_component(h, w, *c);
        ++index;
    });
    auto bits = w.markers(e);
    bits.reset(GameWorld::marker_bit<LoadoutDirty>);
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < bits.size(); ++i) {
        if (bits[i]) word |= std::uint64_t{1} << (i % 64);
        if (i % 64 == 63 || i + 1 == bits.size()) {
            h.add(word);
            word = 0;
        }
    }
}

void hash_grid(Hasher& h, const Grid<bool>& grid) {
    h.add(grid.width());
    h.add(grid.height());
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (grid[i]) word |= std::uint64_t{1} << (i % 64);
        if (i % 64 == 63 || i + 1 == grid.size()) {
            h.add(word);
            word = 0;
        }
    }
}

}  // namespace

std::uint64_t state_hash(const Game& g) {
    Hasher h;
    std::vector<std::pair<ecs::Uid, ecs::Entity>> entities;
    g.world.each_entity([&](ecs::Entity e) { entities.emplace_back(g.world.uid(e), e); });
    std::sort(entities.begin(), entities.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    h.add(entities.size());
    for (const auto& [uid, e] : entities) hash_entity(h, g.world, e);

    const Rng::State rng = g.rng.state();
    h.add(rng.state);
    h.add(rng.inc);
    h.add(g.descent.seed);
    h.add(g.descent.depth);
    h.add(g.descent.floor_changes);
    h.add(g.descent.element_carried);
    h.add(layout_hash(g.floor.map));
    h.add(g.floor.down_open);
    hash_grid(h, g.view.remembered);
    hash_grid(h, g.view.trodden);
    h.add(uid_of(g.world, g.player));
    h.add(g.score.points);
    h.add(g.score.kills);
    h.add(g.score.gold);
    h.add(g.score.deepest_paid);
    h.add(g.score.shallowest_paid);
    h.add(g.score.element_paid);
    h.add(g.score.conducts_paid);
    h.add(g.conducts_broken);
    h.add(g.patience);
    h.add(g.outcome);
    h.add(g.turn);
    return h.digest();
}

}  // namespace yoord
