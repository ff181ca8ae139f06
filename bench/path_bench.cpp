// Paths beside libtcod's A* (TCOD_path) and Dijkstra (TCOD_dijkstra), same map, same ends, same run
// (issue 4, Performance). Each benchmark times ours and libtcod's alternately and reports:
//   ours_us     ours, per call (the Time column is one call of each, ours + libtcod)
//   libtcod_us  libtcod's, per call
//   ratio       ours / libtcod (targets: A* <= 0.5, Dijkstra map <= 0.25)
// The map is 80x50 with 35% walls; the ends are the floor cells nearest two opposite corners, in one
// connected region. Ours steps 5 straight / 7 diagonal; libtcod's diagonal costs 1.41.
//
//   build/bench/path_bench --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <vector>

#include "bench/bench_maps.hpp"
#include "core/geom/path.hpp"

namespace {

using yoord::Grid;
using yoord::Point;
using yoord::bench::thread_cpu_seconds;

constexpr int kWidth = 80;
constexpr int kHeight = 50;
constexpr float kTcodDiagonal = 1.41F;
constexpr double kMinSeconds = 0.5;  // Per benchmark, both sides together.

// A map and two ends joined by floor: the first seed whose corner-most floor cells connect.
struct PathScene {
    Grid<std::uint8_t> walls;
    Point from;
    Point to;
};

Point nearest_floor(const Grid<std::uint8_t>& walls, Point corner) {
    for (int r = 0;; ++r) {
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                const Point p{corner.x + dx, corner.y + dy};
                if (walls.in_bounds(p) && walls.at(p) == 0) {
                    return p;
                }
            }
        }
    }
}

PathScene make_scene() {
    for (std::uint64_t seed = 1;; ++seed) {
        PathScene scene{yoord::bench::random_walls(kWidth, kHeight, seed), {}, {}};
        scene.from = nearest_floor(scene.walls, {0, 0});
        scene.to = nearest_floor(scene.walls, {kWidth - 1, kHeight - 1});
        yoord::PathFinder finder;
        std::vector<Point> path;
        if (finder.find_path(kWidth, kHeight, scene.from, scene.to,
                             [&](int x, int y) { return scene.walls.at(x, y) == 0 ? 1 : 0; }, path)) {
            return scene;
        }
    }
}

// Times `ours` and `theirs` alternately; the benchmark's time is the pair.
template <class Ours, class Theirs>
void beside(benchmark::State& state, Ours&& ours, Theirs&& theirs) {
    double ours_seconds = 0;
    double tcod_seconds = 0;
    for (auto _ : state) {
        const auto t0 = thread_cpu_seconds();
        ours();
        const auto t1 = thread_cpu_seconds();
        theirs();
        const auto t2 = thread_cpu_seconds();
        const double mine = t1 - t0;
        ours_seconds += mine;
        tcod_seconds += t2 - t1;
        state.SetIterationTime(mine + (t2 - t1));  // The pair, so min_time bounds the run.
    }
    const auto calls = static_cast<double>(state.iterations());
    state.counters["ours_us"] = ours_seconds / calls * 1e6;
    state.counters["libtcod_us"] = tcod_seconds / calls * 1e6;
    state.counters["ratio"] = ours_seconds / tcod_seconds;
}

void astar_80x50_walls35_corner_to_corner(benchmark::State& state) {
    const PathScene scene = make_scene();
    const yoord::bench::TcodMap tcod(scene.walls);
    TCOD_path_t tcod_path = TCOD_path_new_using_map(tcod.get(), kTcodDiagonal);
    yoord::PathFinder finder;
    std::vector<Point> path;
    auto cost = [&](int x, int y) { return scene.walls.at(x, y) == 0 ? 1 : 0; };
    beside(
        state,
        [&] {
            benchmark::DoNotOptimize(finder.find_path(kWidth, kHeight, scene.from, scene.to, cost, path));
            benchmark::ClobberMemory();
        },
        [&] {
            benchmark::DoNotOptimize(
                TCOD_path_compute(tcod_path, scene.from.x, scene.from.y, scene.to.x, scene.to.y));
        });
    state.counters["path_cells"] = static_cast<double>(path.size());
    TCOD_path_delete(tcod_path);
}

void dijkstra_map_80x50_walls35_from_corner(benchmark::State& state) {
    const PathScene scene = make_scene();
    const yoord::bench::TcodMap tcod(scene.walls);
    TCOD_dijkstra_t tcod_dijkstra = TCOD_dijkstra_new(tcod.get(), kTcodDiagonal);
    yoord::PathFinder finder;
    Grid<int> distance(kWidth, kHeight);
    const std::array<Point, 1> goal{scene.from};
    auto cost = [&](int x, int y) { return scene.walls.at(x, y) == 0 ? 1 : 0; };
    beside(
        state,
        [&] {
            finder.dijkstra_map(distance, goal, cost);
            benchmark::DoNotOptimize(distance.data());
            benchmark::ClobberMemory();
        },
        [&] {
            TCOD_dijkstra_compute(tcod_dijkstra, scene.from.x, scene.from.y);
            benchmark::ClobberMemory();
        });
    TCOD_dijkstra_delete(tcod_dijkstra);
}

BENCHMARK(astar_80x50_walls35_corner_to_corner)->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);
BENCHMARK(dijkstra_map_80x50_walls35_from_corner)
    ->UseManualTime()->Unit(benchmark::kMicrosecond)->MinTime(kMinSeconds);

}  // namespace
