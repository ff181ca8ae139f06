// Field of view beside libtcod's FOV_SYMMETRIC_SHADOWCAST, same map, same origin, same run (issue 4,
// Performance). Each benchmark times ours and libtcod's alternately, in batches, and reports:
//   ours_us     ours, per field of view (the Time column is one batch of kBatch of each, ours + libtcod)
//   libtcod_us  libtcod's, per field of view
//   ratio       ours / libtcod (target <= 1, aim 0.67)
// Both clear their visible set and light walls. libtcod scans the whole map even with a radius, then cuts;
// ours stops at the radius. Our radius keeps d^2 <= r^2, libtcod's d^2 < r^2 (docs/reference/fov.md).
//
//   build/bench/fov_bench --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <cstdint>

#include "bench/bench_maps.hpp"
#include "core/geom/fov.hpp"

namespace {

using yoord::Grid;
using yoord::Point;
using yoord::bench::thread_cpu_seconds;

constexpr int kBatch = 8;  // Calls per timed batch, so the clock's own cost stays below 1%.
constexpr int kRadius8 = 8;
constexpr std::uint64_t kSeed = 0xf0f;
constexpr double kMinSeconds = 0.3;  // Per benchmark, both sides together: keeps the run short.

enum class MapKind { rooms, random_walls };

void fov_beside_libtcod(benchmark::State& state, MapKind kind, int width, int height, int radius) {
    Grid<std::uint8_t> walls =
        kind == MapKind::rooms ? yoord::bench::rooms_80x21() : yoord::bench::random_walls(width, height, kSeed);
    const Point origin{walls.width() / 2 - 1, walls.height() / 2};
    walls.at(origin) = 0;  // Stand on floor.
    const yoord::bench::TcodMap tcod(walls);
    Grid<bool> visible(width, height);
    auto blocks = [&walls](int x, int y) { return walls.at(x, y) != 0; };
    const int tcod_radius = radius == yoord::kUnlimitedRadius ? 0 : radius;

    double ours_seconds = 0;
    double tcod_seconds = 0;
    for (auto _ : state) {
        const auto t0 = thread_cpu_seconds();
        for (int i = 0; i < kBatch; ++i) {
            yoord::compute_fov(visible, origin, radius, blocks);
            benchmark::DoNotOptimize(visible.data());
        }
        const auto t1 = thread_cpu_seconds();
        for (int i = 0; i < kBatch; ++i) {
            TCOD_map_compute_fov(tcod.get(), origin.x, origin.y, tcod_radius, true, FOV_SYMMETRIC_SHADOWCAST);
            benchmark::ClobberMemory();
        }
        const auto t2 = thread_cpu_seconds();
        const double ours = t1 - t0;
        ours_seconds += ours;
        tcod_seconds += t2 - t1;
        state.SetIterationTime(ours + (t2 - t1));  // The pair, so min_time bounds the run.
    }
    const auto calls = static_cast<double>(state.iterations()) * kBatch;
    state.counters["ours_us"] = ours_seconds / calls * 1e6;
    state.counters["libtcod_us"] = tcod_seconds / calls * 1e6;
    state.counters["ratio"] = ours_seconds / tcod_seconds;
}

BENCHMARK_CAPTURE(fov_beside_libtcod, rooms_80x21_unlimited, MapKind::rooms, 80, 21, yoord::kUnlimitedRadius)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK_CAPTURE(fov_beside_libtcod, rooms_80x21_radius8, MapKind::rooms, 80, 21, kRadius8)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK_CAPTURE(fov_beside_libtcod, walls35_80x50_unlimited, MapKind::random_walls, 80, 50, yoord::kUnlimitedRadius)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK_CAPTURE(fov_beside_libtcod, walls35_80x50_radius8, MapKind::random_walls, 80, 50, kRadius8)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK_CAPTURE(fov_beside_libtcod, walls35_200x200_unlimited, MapKind::random_walls, 200, 200, yoord::kUnlimitedRadius)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK_CAPTURE(fov_beside_libtcod, walls35_200x200_radius8, MapKind::random_walls, 200, 200, kRadius8)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);

}  // namespace
