// The Loadout fold (issue 6, Performance): one creature wearing 5 items (weapon, armour, two rings, launcher)
// and carrying 2 charms that lend their grants from the pack, so 7 items fold; target under 100 ns. Beside it,
// the baseline: summing the same 7 items' modifier structs from a plain array, the least a fold could cost.
// Each iteration times a batch of each, alternately, and reports:
//   fold_ns      one fold_loadout() of the 7 items (Time column: one batch of each, fold + baseline)
//   baseline_ns  one sum of 7 GearModifiers structs in an array
//   ratio        fold / baseline
//
//   build/bench/loadout_bench --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <array>

#include "bench/bench_maps.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/loader.hpp"

namespace {

using namespace yoord;
using yoord::bench::thread_cpu_seconds;

constexpr int kBatch = 256;  // Folds per timed batch, so the clock's own cost stays below 1%.
constexpr double kMinSeconds = 0.3;
constexpr int kPackSize = 26;

struct Wearer {
    GameWorld world;
    LocationIndex places;
    ecs::Entity creature = ecs::null_entity;
    std::array<GearModifiers, 7> flat{};  // the baseline's copy of the same items' numbers
};

void put(Wearer& w, SpawnContext& ctx, std::string_view id, Place where, std::size_t& n) {
    const SpawnResult made = spawn_named(ctx, id, where);
    if (!made) return;
    if (const Modifiers* m = w.world.try_get<Modifiers>(made.entity)) w.flat[n] = m->value;
    ++n;
}

Wearer make_wearer(const Content& content) {
    Wearer w;
    Rng rng(1);
    SpawnContext ctx{w.world, w.places, content, rng, 5};
    w.creature = w.world.create();
    w.world.emplace<CombatStats>(w.creature, CombatStats{4, 0, 2, 0});
    w.world.emplace<Pack>(w.creature, Pack{std::vector<ecs::Entity>(kPackSize, ecs::null_entity)});
    w.world.emplace<Equipment>(w.creature);
    w.world.emplace<Location>(w.creature);
    std::size_t n = 0;
    put(w, ctx, "long_sword", Place::worn(w.creature, EquipSlot::weapon), n);
    put(w, ctx, "chain_mail", Place::worn(w.creature, EquipSlot::armour), n);
    put(w, ctx, "ring_of_protection", Place::worn(w.creature, EquipSlot::left_ring), n);
    put(w, ctx, "ring_of_see_invisible", Place::worn(w.creature, EquipSlot::right_ring), n);
    put(w, ctx, "short_bow", Place::worn(w.creature, EquipSlot::launcher), n);
    put(w, ctx, "element_of_yoord", Place::in_pack(w.creature), n);
    put(w, ctx, "element_of_yoord", Place::in_pack(w.creature), n);
    return w;
}

GearModifiers sum_flat(const std::array<GearModifiers, 7>& items) {
    GearModifiers out;
    for (const GearModifiers& m : items) {
#define YOORD_SUM_FIELD(field, fold, range) out.field += m.field;
        YOORD_MODIFIERS(YOORD_SUM_FIELD)
#undef YOORD_SUM_FIELD
    }
    return out;
}

void BM_LoadoutFold_1Creature_7Items(benchmark::State& state) {
    static const LoadResult loaded = load_embedded_content();
    Wearer w = make_wearer(*loaded.content);
    double fold_seconds = 0;
    double base_seconds = 0;
    for (auto _ : state) {
        const auto t0 = thread_cpu_seconds();
        for (int i = 0; i < kBatch; ++i) {
            Loadout l = fold_loadout(w.world, w.creature);
            benchmark::DoNotOptimize(l);
        }
        const auto t1 = thread_cpu_seconds();
        for (int i = 0; i < kBatch; ++i) {
            benchmark::DoNotOptimize(w.flat);
            GearModifiers sum = sum_flat(w.flat);
            benchmark::DoNotOptimize(sum);
        }
        const auto t2 = thread_cpu_seconds();
        fold_seconds += t1 - t0;
        base_seconds += t2 - t1;
        state.SetIterationTime(t2 - t0);
    }
    const double calls = static_cast<double>(state.iterations()) * kBatch;
    state.counters["fold_ns"] = fold_seconds / calls * 1e9;
    state.counters["baseline_ns"] = base_seconds / calls * 1e9;
    state.counters["ratio"] = base_seconds > 0 ? fold_seconds / base_seconds : 0;
}
BENCHMARK(BM_LoadoutFold_1Creature_7Items)->UseManualTime()->MinTime(kMinSeconds);

}  // namespace
