#include "sim/vocab/effects.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace yoord {
namespace {

struct EffectSource {
    std::string_view id;
    std::string_view end_message;
    std::uint8_t flags;
};

#define YOORD_EFFECT_SOURCE(Type, id, end_message, flags) EffectSource{id, end_message, flags},
constexpr std::array kSources{YOORD_EFFECTS(YOORD_EFFECT_SOURCE)};
#undef YOORD_EFFECT_SOURCE

static_assert(kSources.size() == Markers::size, "every marker has exactly one registry row");

// Bit i of the marker set is row i of the list: the same X-macro expansion produces both, in one order.
#define YOORD_EFFECT_CHECK_ORDER(Type, sid, end_message, flags) \
    static_assert(kSources[ecs::index_of<Type, Markers>].id == std::string_view{sid}, "registry order");
YOORD_EFFECTS(YOORD_EFFECT_CHECK_ORDER)
#undef YOORD_EFFECT_CHECK_ORDER

struct Registry {
    std::vector<EffectInfo> rows;
    std::vector<std::size_t> by_id;  // indices into rows, sorted by id string for binary search
};

const Registry& registry() {
    static const Registry reg = [] {
        Registry r;
        r.rows.reserve(kSources.size());
        for (std::size_t i = 0; i < kSources.size(); ++i) {
            const auto& s = kSources[i];
            r.rows.push_back(EffectInfo{s.id, stable_id(s.id), i, s.end_message, s.flags});
            r.by_id.push_back(i);
        }
        std::sort(r.by_id.begin(), r.by_id.end(),
                  [&](std::size_t a, std::size_t b) { return r.rows[a].id < r.rows[b].id; });
        return r;
    }();
    return reg;
}

}  // namespace

std::span<const EffectInfo> effect_table() { return registry().rows; }

const EffectInfo* find_effect(std::string_view id) noexcept {
    const Registry& r = registry();
    const auto it = std::lower_bound(r.by_id.begin(), r.by_id.end(), id,
                                     [&](std::size_t i, std::string_view key) { return r.rows[i].id < key; });
    if (it == r.by_id.end() || r.rows[*it].id != id) return nullptr;
    return &r.rows[*it];
}

const EffectInfo* find_effect(StableId stable) noexcept {
    for (const EffectInfo& e : registry().rows) {
        if (e.stable == stable) return &e;
    }
    return nullptr;
}

}  // namespace yoord
