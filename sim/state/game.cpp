#include "sim/state/game.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace yoord {

namespace {

bool free_for_creature(const Game& g, Point p) {
    return g.map().walkable(p) && creature_at(g, p) == ecs::null_entity;
}

}  // namespace

Point nearest_free_cell(const Game& g, Point want) {
    return nearest_cell_where(g.map(), want, [&g](Point p) { return free_for_creature(g, p); }).value_or(want);
}

std::string_view outcome_name(Outcome o) noexcept {
    switch (o) {
        case Outcome::alive:
            return "alive";
        case Outcome::won:
            return "won";
        case Outcome::dead:
            return "dead";
    }
    return "alive";
}

RunState::RunState(const Content& c, std::uint64_t seed, std::string name)
    : content(&c), descent{seed, 1, 0, false}, rng(seed), player_name(std::move(name)) {
    for (const PackManifest& pack : c.packs) {
        PackState state{pack.id, pack.version, {}};
        for (const PackFieldDef& f : pack.fields) state.values.push_back(f.initial);
        packs.push_back(std::move(state));
    }
}

std::vector<ecs::Entity> items_at(const Game& g, Point cell) {
    std::vector<ecs::Entity> out;
    const auto here = g.places.at(cell);
    for (auto it = here.rbegin(); it != here.rend(); ++it) {
        if (g.world.has<Item>(*it) && !g.world.has<Hidden>(*it)) out.push_back(*it);
    }
    return out;
}

ecs::Entity top_item_at(const Game& g, Point cell) {
    const auto here = g.places.at(cell);
    for (auto it = here.rbegin(); it != here.rend(); ++it) {
        if (g.world.has<Item>(*it) && !g.world.has<Hidden>(*it)) return *it;
    }
    return ecs::null_entity;
}

bool escape_wins(const Game& g) { return !g.descent.endless && g.depth() == 1 && carries_element(g); }

bool carries_element(const Game& g) {
    const Pack* pack = g.world.try_get<Pack>(g.player);
    if (pack == nullptr) return false;
    for (const ecs::Entity item : pack->letters) {
        const Identity* id = g.world.try_get<Identity>(item);
        if (id != nullptr && id->category == Category::element) return true;
    }
    return false;
}

}  // namespace yoord
