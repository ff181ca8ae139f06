// Memory (issue 21, item 4): the peak resident size of a 10,000-turn bot run, and bytes per entity for the
// game's own component set.
//
// Not timed pairs: each benchmark builds a world and reports counters. world_B_per_entity is the World's heap
// (World::memory_bytes: slot table, Uids, every column's sparse pages, packed entities, presence bits and
// values, the marker bit columns) per live entity; payload_B_per_entity is what the same entities' component
// values and marker bits take packed with no overhead at all, the baseline; world_over_payload is their ratio.
// Neither counts memory a component owns itself (a Pack's letter vector, a Conditions list).
//
//   build/bench/memory_bench --benchmark_counters_tabular=true
//
// It is its own program, not part of ecs_bench: compiling the game into ecs_bench's translation unit changed
// how the compiler inlined the ECS there and moved its timings (Create1M_TwoComponents_Cleared by half).
// docs/explanation/performance.md records the figures.

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstddef>
#include <cstdint>
#include <utility>

#include "core/rng.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/state/game.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/bot.hpp"
#include "sim/run/floors.hpp"

namespace {

using namespace yoord;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// The bytes the entities' component values and marker bits take, packed with no overhead at all.
std::size_t payload_bytes(const GameWorld& w) {
    std::size_t bytes = 0;
    GameWorld::for_each_component_type([&]<class T>() { bytes += w.count<T>() * sizeof(T); });
    return bytes + w.size() * ((GameWorld::marker_count + 7) / 8);
}

void report_bytes(benchmark::State& state, const GameWorld& w) {
    const auto entities = static_cast<double>(w.size());
    const auto world = static_cast<double>(w.memory_bytes());
    const auto payload = static_cast<double>(payload_bytes(w));
    state.counters["entities"] = entities;
    state.counters["world_B_per_entity"] = world / entities;
    state.counters["payload_B_per_entity"] = payload / entities;
    state.counters["world_over_payload"] = world / payload;
}

constexpr std::uint64_t kSeed = 2;  // a seed whose bot is still alive after the turns below
constexpr int kBotTurns = 1000;

// The peak resident size of a 10,000-turn bot run (issue 21, item 4: under 32 MiB): the bot plays on one seed,
// starting a new run whenever one ends, like turn_bench's BotTurns. Registered first, so that the peak is this
// run's and not a larger world's built by a later benchmark. peak_rss_MiB is the process's whole peak (the
// content tables and the benchmark library included); start_rss_MiB is the peak before the run.
long peak_rss_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;  // KiB on Linux
}

void PeakRss_Bot10kTurns(benchmark::State& state) {
    constexpr int kTurns = 10'000;
    (void)content();
    const long before = peak_rss_kib();
    int played = 0;
    for (auto _ : state) {
        while (played < kTurns) {
            auto game = new_game(content(), kSeed, "bench");
            played += run_bot(*game, kTurns - played);
        }
    }
    state.counters["turns"] = played;
    state.counters["start_rss_MiB"] = static_cast<double>(before) / 1024.0;
    state.counters["peak_rss_MiB"] = static_cast<double>(peak_rss_kib()) / 1024.0;
}
BENCHMARK(PeakRss_Bot10kTurns)->Iterations(1)->Unit(benchmark::kMillisecond);

// A game as played: the bot's floor after some turns (its pack, the floor's monsters, items and traps).
void BytesPerEntity_BotFloor(benchmark::State& state) {
    auto game = new_game(content(), kSeed, "bench");
    (void)run_bot(*game, kBotTurns);
    for (auto _ : state) benchmark::DoNotOptimize(game->world.memory_bytes());
    report_bytes(state, game->world);
}
BENCHMARK(BytesPerEntity_BotFloor)->Iterations(1);

// The scale issue 21 aims at: ten thousand rats spawned on a 200x200 cave.
void BytesPerEntity_Cave10kRats(benchmark::State& state) {
    constexpr int kSide = 200;
    constexpr int kDepth = 9;
    constexpr int kMonsters = 10'000;
    auto game = new_game(content(), kSeed, "bench");
    Rng layout = Rng::derive(kSeed, "bench.memory.layout");
    FloorMap map = generate_cave_layout(layout, kDepth, FloorSize{kSide, kSide});
    const Point start = map.stairs_up;
    install_map(*game, std::move(map), start);
    Rng placing = Rng::derive(kSeed, "bench.memory.monsters");
    SpawnContext ctx{game->world, game->places, *game->content, placing, kDepth};
    for (int placed = 0; placed < kMonsters;) {
        const Point p{static_cast<int>(placing.below(kSide)), static_cast<int>(placing.below(kSide))};
        if (!game->map().walkable(p) || creature_at(*game, p) != ecs::null_entity) continue;
        if (spawn_named(ctx, "rat", Place::at(p))) ++placed;
    }
    for (auto _ : state) benchmark::DoNotOptimize(game->world.memory_bytes());
    report_bytes(state, game->world);
}
BENCHMARK(BytesPerEntity_Cave10kRats)->Iterations(1);

}  // namespace
