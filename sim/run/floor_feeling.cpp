#include "sim/run/floor_feeling.hpp"

#include "sim/dungeon/population.hpp"
#include "sim/run/events.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

// A count in the top quarter of [low, high] (the band's range) reads as many.
constexpr int kTopQuarterNumerator = 3;
constexpr int kTopQuarterDenominator = 4;

bool in_top_quarter(int count, int low, int high) {
    return high > low && (count - low) * kTopQuarterDenominator >= (high - low) * kTopQuarterNumerator;
}

int hostiles_on_floor(const Game& g) {
    int n = 0;
    for (const ecs::Entity e : g.world.view<Health, Position>()) {
        const Allegiance* a = g.world.try_get<Allegiance>(e);
        if (e != g.player && a != nullptr && a->side == Side::hostile) ++n;
    }
    return n;
}

int items_on_floor(const Game& g) {
    int n = 0;
    for (const ecs::Entity e : g.world.view<Item, Position>(ecs::without<Hidden>)) {
        (void)e;
        ++n;
    }
    return n;
}

}  // namespace

FloorFeeling floor_feeling(const Game& g) {
    const PopulationBand& band = population_band(*g.content, g.depth());
    if (items_on_floor(g) >= band.items_max) return FloorFeeling::rich;
    const int hostiles = hostiles_on_floor(g);
    if (in_top_quarter(hostiles, band.monsters_min, band.monsters_max)) return FloorFeeling::teeming;
    if (hostiles <= band.monsters_min) return FloorFeeling::quiet;
    return FloorFeeling::ordinary;
}

std::string_view feeling_id(FloorFeeling feeling) noexcept {
    switch (feeling) {
        case FloorFeeling::ordinary: return "ordinary";
        case FloorFeeling::quiet: return "quiet";
        case FloorFeeling::teeming: return "teeming";
        case FloorFeeling::rich: return "rich";
    }
    return "ordinary";
}

void tell_floor_feeling(Game& g) {
    const FloorFeeling feeling = floor_feeling(g);
    switch (feeling) {
        case FloorFeeling::ordinary: break;
        case FloorFeeling::quiet: say(g, "feeling.quiet"); break;
        case FloorFeeling::teeming: say(g, "feeling.teeming"); break;
        case FloorFeeling::rich: say(g, "feeling.rich"); break;
    }
    TurnEvent e = make_event(EventKind::floor_feeling, g.player, ecs::null_entity, {}, g.depth());
    e.key = std::string(feeling_id(feeling));
    record(g, std::move(e));
}

}  // namespace yoord
