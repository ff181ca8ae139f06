#include "sim/io/state_hash.hpp"

#include <xxhash.h>

#include <algorithm>
#include <array>
#include <type_traits>
#include <vector>

#include "sim/io/component_traits.hpp"
#include "sim/io/game_traits.hpp"

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

// One overload per kind of field value (sim/io/component_traits.hpp names each component's fields).
template <class T>
    requires(std::is_arithmetic_v<T> || std::is_enum_v<T>)
void hash_value(Hasher& h, const GameWorld&, T value);
void hash_value(Hasher& h, const GameWorld&, Point p);
void hash_value(Hasher& h, const GameWorld& w, ecs::Entity e);
void hash_value(Hasher& h, const GameWorld&, StableId id);
template <class B>
void hash_value(Hasher& h, const GameWorld&, EffectBit<B> effect);
template <class B>
void hash_value(Hasher& h, const GameWorld&, EffectBits<B> effects);
template <class T>
void hash_value(Hasher& h, const GameWorld& w, const std::vector<T>& list);
template <class T, std::size_t N>
void hash_value(Hasher& h, const GameWorld& w, const std::array<T, N>& list);
template <Described T>
void hash_value(Hasher& h, const GameWorld& w, const T& record);

// Hashes every field, play and row alike: the hash is of the whole state.
struct FieldHasher {
    Hasher& h;
    const GameWorld& w;
    template <class Field, class T>
    void operator()(Field, const T& value) {
        hash_value(h, w, value);
    }
};

template <class T>
    requires(std::is_arithmetic_v<T> || std::is_enum_v<T>)
void hash_value(Hasher& h, const GameWorld&, T value) {
    h.add(value);
}
void hash_value(Hasher& h, const GameWorld&, Point p) { h.add(p); }
void hash_value(Hasher& h, const GameWorld& w, ecs::Entity e) { h.add(uid_of(w, e)); }
void hash_value(Hasher& h, const GameWorld&, StableId id) { h.add(id.value); }
template <class B>
void hash_value(Hasher& h, const GameWorld&, EffectBit<B> effect) {
    h.add(effect.bit);
}
template <class B>
void hash_value(Hasher& h, const GameWorld&, EffectBits<B> effects) {
    h.add(effects.bits.size());
    for (const std::uint16_t bit : effects.bits) h.add(bit);
}
template <class T>
void hash_value(Hasher& h, const GameWorld& w, const std::vector<T>& list) {
    h.add(list.size());
    for (const T& item : list) hash_value(h, w, item);
}
template <class T, std::size_t N>
void hash_value(Hasher& h, const GameWorld& w, const std::array<T, N>& list) {
    for (const T& item : list) hash_value(h, w, item);
}
template <Described T>
void hash_value(Hasher& h, const GameWorld& w, const T& record) {
    FieldHasher visit{h, w};
    ComponentTraits<T>::fields(visit, record);
}

void hash_entity(Hasher& h, const GameWorld& w, ecs::Entity e) {
    h.add(w.uid(e).value);
    std::size_t index = 0;
    GameWorld::for_each_component_type([&]<class T>() {
        static_assert(Described<T>, "new component: add its ComponentTraits in sim/io/component_traits.hpp");
        if constexpr (ComponentTraits<T>::saved != Saved::never) {
            const T* c = w.try_get<T>(e);
            const bool told = c != nullptr || ComponentTraits<T>::hashed_absent == HashedAbsent::always;
            if (told) h.add(c != nullptr ? index + 1 : 0);  // which components are present, in list order
            if (c != nullptr) hash_value(h, w, *c);
        }
        ++index;
    });
    // Marker bits by position (the registry's order is pinned: sim/vocab/effects.hpp), 64 to a word. The first
    // word is always added, as it always was; a later one only when a bit of it is set, after its number, so the
    // effects appended past the 64th change no hash of a run that never carries them.
    const GameWorld::marker_set bits = state_markers(w, e);
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < bits.size(); ++i) {
        if (bits[i]) word |= std::uint64_t{1} << (i % 64);
        if (i % 64 == 63 || i + 1 == bits.size()) {
            if (i < 64) {
                h.add(word);
            } else if (word != 0) {
                h.add(i / 64);
                h.add(word);
            }
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

// The run's fields (sim/io/game_traits.hpp): state and elsewhere fields are hashed, in the table's order; records
// are not (no rule reads them).
struct RunFieldHasher {
    Hasher& h;
    const GameWorld& w;

    template <class T>
    void operator()(StateField, const T& value) {
        add(value);
    }
    template <class T>
    void operator()(RecordField, const T&) {}
    template <class T>
    void operator()(ElsewhereField, const T& value) {
        add(value);
    }

    template <class T>
        requires(std::is_arithmetic_v<T> || std::is_enum_v<T>)
    void add(T value) {
        h.add(value);
    }
    void add(const Rng& rng) {
        const Rng::State s = rng.state();
        h.add(s.state);
        h.add(s.inc);
    }
    void add(const Floor& floor) {
        h.add(layout_hash(floor.map));
        h.add(floor.down_open);
    }
    void add(const View& view) {
        hash_grid(h, view.remembered);
        hash_grid(h, view.trodden);
    }
    void add(ecs::Entity e) { h.add(uid_of(w, e)); }
    // The score's doublers: nothing until one is earned, so the hash of every run that never earned one (every
    // recording made before them among them) stands.
    void add(const ScoreDoublers& d) {
        if (!d.any()) return;
        h.add(d.earned);
        h.add(d.bounty.value);
    }
    // Packs' save fields are state triggers read; with no packs nothing is added, so older hashes stand.
    void add(const std::vector<PackState>& packs) {
        for (const PackState& pack : packs) {
            for (const std::int64_t v : pack.values) h.add(v);
        }
    }
};

}  // namespace

std::uint64_t state_hash(const RunState& g) {
    Hasher h;
    std::vector<std::pair<ecs::Uid, ecs::Entity>> entities;
    g.world.each_entity([&](ecs::Entity e) { entities.emplace_back(g.world.uid(e), e); });
    std::sort(entities.begin(), entities.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    h.add(entities.size());
    for (const auto& [uid, e] : entities) hash_entity(h, g.world, e);
    RunFieldHasher fields{h, g.world};
    game_fields(fields, g);
    return h.digest();
}

}  // namespace yoord
