// The save benchmark (issue 8): save and load a full floor with a full pack; the target is under 2 ms each.
// Each figure runs beside a baseline in the same process:
//
//   Save/full_floor_full_pack        save_bytes of a depth-1 floor as populated, the pack full
//   Load/full_floor_full_pack        load_save of those bytes (the map rebuilt from the seed included)
//   StateHash_Baseline               state_hash of the same game: one walk over the same state, no bytes
//
// Counter: bytes (the save's size). The ratio Save / StateHash_Baseline is what saving costs beyond reading
// the state once; Load includes generating the floor's layout.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "sim/io/save/save.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace {

using namespace yoord;

constexpr std::uint64_t kSeed = 42;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::unique_ptr<Game> full_game() {
    auto g = new_game(content(), kSeed, "Bench");
    std::vector<RowRef> items;
    for (const RowRef row : content().all_rows()) {
        if (is_item(row.category) && row.category != Category::element) items.push_back(row);
    }
    SpawnContext ctx{g->world, g->places, content(), g->rng, g->depth()};
    for (std::size_t i = 0; spawn_row(ctx, items[i % items.size()], Place::in_pack(g->player)); ++i) {
    }
    return g;
}

void Save_full_floor_full_pack(benchmark::State& state) {
    const auto g = full_game();
    std::size_t bytes = 0;
    for (auto _ : state) {
        auto saved = save::save_bytes(*g);
        bytes = saved.size();
        benchmark::DoNotOptimize(saved.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}

void Load_full_floor_full_pack(benchmark::State& state) {
    const auto g = full_game();
    const std::vector<std::byte> bytes = save::save_bytes(*g);
    for (auto _ : state) {
        auto loaded = save::load_save(bytes, content());
        benchmark::DoNotOptimize(loaded.has_value());
    }
    state.counters["bytes"] = static_cast<double>(bytes.size());
}

void StateHash_Baseline(benchmark::State& state) {
    const auto g = full_game();
    for (auto _ : state) benchmark::DoNotOptimize(state_hash(*g));
}

BENCHMARK(Save_full_floor_full_pack)->Unit(benchmark::kMicrosecond);
BENCHMARK(Load_full_floor_full_pack)->Unit(benchmark::kMicrosecond);
BENCHMARK(StateHash_Baseline)->Unit(benchmark::kMicrosecond);

}  // namespace
