// Floor generation, one 80x21 floor of each layout kind, beside a baseline that fills the same grid with
// random tiles from the same stream (one draw per cell): the ratio says how many "random fills" a real floor
// costs. Names pair up as "<Operation>/<Kind>" and "<Operation>/Baseline_RandomTiles"; after the table the
// program prints each kind's time over the baseline's. docs/explanation/performance.md records the figures.
//
// Generation 2 (issue 30) must cost at most twice a generation-1 rooms floor, special levels and a floor with three
// vaults included: its runs are named "Generation2_80x21/<What>", and the program also prints each over
// "Generate_80x21/Rogue" (the generation-1 rooms floor, same run). "WholeFloor_80x21/<What>" plans whole floors
// (layout and population, as the game does on arrival), each generation-2 kind printed over a whole
// generation-1 rooms floor: the other reading of that budget, "a floor" as the game makes one.
//
//   build/bench/mapgen_bench
//   build/bench/mapgen_bench --benchmark_filter=Caves

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/tables/loader.hpp"

namespace {

using namespace yoord;

constexpr int kDepth = 7;  // deep enough for dark rooms; every kind is forced below anyway
constexpr std::uint64_t kSeeds = 1024;  // the seeds cycled through, so no single map flatters a generator

void random_tiles(benchmark::State& state) {
    std::uint64_t seed = 0;
    Grid<Tile> tiles;
    for (auto _ : state) {
        Rng rng = layout_rng(seed++ % kSeeds, kDepth);
        tiles.reset(kDefaultFloorSize.width, kDefaultFloorSize.height, Tile::rock);
        for (Tile& t : tiles) {
            t = static_cast<Tile>(rng.below(kTileCount));
        }
        benchmark::DoNotOptimize(tiles.data());
        benchmark::ClobberMemory();
    }
}

void generate_kind(benchmark::State& state, LayoutKind kind) {
    std::uint64_t seed = 0;
    for (auto _ : state) {
        FloorMap map = generate_layout_of_kind(kind, seed++ % kSeeds, kDepth);
        benchmark::DoNotOptimize(map.tiles.data());
    }
}

const Content& shipped() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

// A generation-2 layout as layout_of builds it: the level row `level` forced (its walls and vaults), or the level
// table's own choice when `level` is empty.
void generation_two(benchmark::State& state, std::string_view level) {
    std::uint64_t seed = 0;
    for (auto _ : state) {
        Descent d{seed++ % kSeeds, kDepth, kDepth - 1, false};
        d.generation = 2;
        if (!level.empty()) d.level = stable_id(level);
        FloorMap map = layout_of(shipped(), d);
        benchmark::DoNotOptimize(map.tiles.data());
    }
}

// A whole floor as the game enters it: kind, layout and the population plan (no spawning).
void plan_whole_floor(benchmark::State& state) {
    static const LoadResult loaded = load_embedded_content();
    std::uint64_t seed = 0;
    for (auto _ : state) {
        const Descent descent{seed++ % kSeeds, kDepth, kDepth - 1, false};
        Floor floor = plan_floor(*loaded.content, descent);
        benchmark::DoNotOptimize(floor.population.monsters.data());
    }
}

// The seeds (of 0..kSeeds-1) whose generation-1 floor at kDepth is a rooms floor: the whole-floor runs' yardstick.
const std::vector<std::uint64_t>& generation_one_rooms_seeds() {
    static const std::vector<std::uint64_t> seeds = [] {
        std::vector<std::uint64_t> out;
        for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
            if (layout_of(shipped(), Descent{seed, kDepth, kDepth - 1, false}).kind == LayoutKind::rogue) out.push_back(seed);
        }
        return out;
    }();
    return seeds;
}

// A whole floor as the game plans it on arrival (layout, then the population plan): a generation-1 rooms floor
// (seeds whose floor at kDepth is one), or a generation-2 floor with the level row `level` forced ("" lets the
// level table choose). The whole-floor ratios read a special level beside what the game spends on any floor.
void whole_floor(benchmark::State& state, int generation, std::string_view level) {
    const std::vector<std::uint64_t>& rooms = generation_one_rooms_seeds();
    std::size_t i = 0;
    for (auto _ : state) {
        Descent d{generation == 1 ? rooms[i++ % rooms.size()] : i++ % kSeeds, kDepth, kDepth - 1, false};
        d.generation = generation;
        if (!level.empty()) d.level = stable_id(level);
        Floor floor = plan_floor(shipped(), d);
        benchmark::DoNotOptimize(floor.population.monsters.data());
    }
}

void register_all() {
    const auto add = [](const std::string& name, auto fn) {
        benchmark::RegisterBenchmark(name.c_str(), fn)->Unit(benchmark::kMicrosecond);
    };
    add("Generate_80x21/Baseline_RandomTiles", random_tiles);
    add("Generate_80x21/Rogue", [](benchmark::State& s) { generate_kind(s, LayoutKind::rogue); });
    add("Generate_80x21/Caves", [](benchmark::State& s) { generate_kind(s, LayoutKind::caves); });
    add("Generate_80x21/Maze", [](benchmark::State& s) { generate_kind(s, LayoutKind::maze); });
    add("Generate_80x21/PlanFloor_Depth7", plan_whole_floor);
    add("Generation2_80x21/Chosen", [](benchmark::State& s) { generation_two(s, ""); });
    add("Generation2_80x21/Rooms_3Vaults", [](benchmark::State& s) { generation_two(s, "rooms"); });
    add("Generation2_80x21/Battlefield", [](benchmark::State& s) { generation_two(s, "battlefield"); });
    add("Generation2_80x21/Honeycomb", [](benchmark::State& s) { generation_two(s, "vault"); });
    add("Generation2_80x21/Castle", [](benchmark::State& s) { generation_two(s, "castle"); });
    add("Generation2_80x21/Island", [](benchmark::State& s) { generation_two(s, "island"); });
    add("WholeFloor_80x21/Generation1_Rooms", [](benchmark::State& s) { whole_floor(s, 1, "rooms"); });
    add("WholeFloor_80x21/Generation2_Chosen", [](benchmark::State& s) { whole_floor(s, 2, ""); });
    add("WholeFloor_80x21/Generation2_Rooms_3Vaults", [](benchmark::State& s) { whole_floor(s, 2, "rooms"); });
    add("WholeFloor_80x21/Generation2_Battlefield", [](benchmark::State& s) { whole_floor(s, 2, "battlefield"); });
    add("WholeFloor_80x21/Generation2_Honeycomb", [](benchmark::State& s) { whole_floor(s, 2, "vault"); });
    add("WholeFloor_80x21/Generation2_Castle", [](benchmark::State& s) { whole_floor(s, 2, "castle"); });
    add("WholeFloor_80x21/Generation2_Island", [](benchmark::State& s) { whole_floor(s, 2, "island"); });
}

// The console table, then every Generate_80x21 run's CPU time over the baseline's.
class RatioReporter : public benchmark::ConsoleReporter {
public:
    RatioReporter() : ConsoleReporter(isatty(fileno(stdout)) ? OO_Defaults : OO_Tabular) {}

    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            if (!run.error_occurred && run.run_type == Run::RT_Iteration) {
                times_[run.benchmark_name()] = run.GetAdjustedCPUTime();
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override {
        ConsoleReporter::Finalize();
        const auto base = times_.find("Generate_80x21/Baseline_RandomTiles");
        if (base == times_.end() || base->second <= 0) {
            return;
        }
        std::printf("\nRatios (CPU time / random-tiles baseline; lower is better):\n");
        for (const auto& [name, time] : times_) {
            if (name != base->first) {
                std::printf("  %-40s %7.1fx\n", name.c_str(), time / base->second);
            }
        }
        const auto rooms = times_.find("Generate_80x21/Rogue");
        if (rooms == times_.end() || rooms->second <= 0) return;
        std::printf("\nGeneration 2 over the generation-1 rooms floor (the budget is 2.0x):\n");
        for (const auto& [name, time] : times_) {
            if (name.rfind("Generation2_80x21/", 0) == 0) {
                std::printf("  %-40s %7.2fx\n", name.c_str(), time / rooms->second);
            }
        }
        const auto whole_rooms = times_.find("WholeFloor_80x21/Generation1_Rooms");
        if (whole_rooms == times_.end() || whole_rooms->second <= 0) return;
        std::printf("\nWhole floors (layout and population plan) over a whole generation-1 rooms floor:\n");
        for (const auto& [name, time] : times_) {
            if (name.rfind("WholeFloor_80x21/Generation2", 0) == 0) {
                std::printf("  %-40s %7.2fx\n", name.c_str(), time / whole_rooms->second);
            }
        }
    }

private:
    std::map<std::string, double> times_;
};

bool wants_plain_output(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--benchmark_format", 0) == 0 && arg != "--benchmark_format=console") {
            return true;
        }
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    register_all();
    const bool plain = wants_plain_output(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    if (plain) {
        benchmark::RunSpecifiedBenchmarks();
    } else {
        RatioReporter reporter;
        benchmark::RunSpecifiedBenchmarks(&reporter);
    }
    benchmark::Shutdown();
    return 0;
}
