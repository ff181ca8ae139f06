// Magic against wands (issue 17): casting a spell through the action path costs no more than zapping the
// equivalent wand. Both run in the same process, on the same floor, at the same target:
//
//   CastBolt     the player casts magic dart (a bolt: the spell row's mechanic) with Intent::cast, through
//                apply_intent: the book lookup, pay_for_spell, the flight path, the harm door
//   ZapWand      the baseline: the player zaps a wand of striking (a bolt) with Intent::zap, through apply_intent
//
// The target is a kobold with endless hit points five cells away; the pool and the wand's charges are topped up
// outside the timing. Read the ratio CastBolt / ZapWand.

#include <benchmark/benchmark.h>

#include <cstdint>

#include "sim/actions/actions.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace {

using namespace yoord;

constexpr int kEndlessHp = 1'000'000'000;
constexpr int kWidth = 20;
constexpr int kHeight = 5;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

struct Arena {
    std::unique_ptr<Game> game;
    ecs::Entity target = ecs::null_entity;
    Point target_cell{7, 2};
    std::uint8_t wand_letter = 0;
};

// A walled room, the player at its west end, a kobold in line; the player knows magic dart and carries a wand.
Arena make_arena() {
    Arena a;
    a.game = new_game(content(), 1, "bench");
    Game& g = *a.game;
    FloorMap map;
    map.tiles.reset(kWidth, kHeight, Tile::wall);
    for (int y = 1; y < kHeight - 1; ++y) {
        for (int x = 1; x < kWidth - 1; ++x) map.tiles.at(x, y) = Tile::floor;
    }
    install_map(g, std::move(map), Point{2, 2});
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    a.target = spawn_named(ctx, "kobold", Place::at(a.target_cell)).entity;
    g.world.get<Mind>(a.target).movement = Movement::still;
    const ecs::Entity wand = spawn_named(ctx, "wand_of_striking", Place::in_pack(g.player)).entity;
    a.wand_letter = g.world.get<Location>(wand).place.index;
    g.world.get<Spellbook>(g.player).spells = {stable_id("magic_dart")};
    return a;
}

void top_up(Arena& a) {
    Game& g = *a.game;
    g.world.get<Health>(a.target) = Health{kEndlessHp, kEndlessHp};
    g.world.get<Magic>(g.player) = Magic{kEndlessHp, kEndlessHp};
    g.now.dying.clear();
}

void CastBolt(benchmark::State& state) {
    Arena a = make_arena();
    for (auto _ : state) {
        state.PauseTiming();
        top_up(a);
        state.ResumeTiming();
        benchmark::DoNotOptimize(apply_intent(*a.game, a.game->player, Intent::cast(0, a.target_cell)));
    }
}
BENCHMARK(CastBolt);

void ZapWand(benchmark::State& state) {
    Arena a = make_arena();
    const ecs::Entity wand = pack_item(*a.game, a.game->player, a.wand_letter);
    for (auto _ : state) {
        state.PauseTiming();
        top_up(a);
        a.game->world.get<Charges>(wand).left = kEndlessHp;
        state.ResumeTiming();
        benchmark::DoNotOptimize(apply_intent(*a.game, a.game->player, Intent::zap(a.wand_letter, a.target_cell)));
    }
}
BENCHMARK(ZapWand);

}  // namespace
