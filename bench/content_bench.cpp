// Loading the content: the whole embedded set, parsed, type-checked, resolved and indexed (what the loader does
// for packs, --content-dir and hot reload, and what the build does to write the compact form), beside the baseline
// of toml++ parsing the same bytes and nothing else. Target: under 20 ms for the full load. Read `x_parse_only`
// (our time over the baseline's) and `rows_per_second`. And the compact form read back (what a start does).

#include <benchmark/benchmark.h>

#include <chrono>
#include <string>
#include <vector>
#include <toml++/toml.h>

#include "sim/run/floors.hpp"
#include "sim/tables/compact_content.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/reload.hpp"

namespace {

using Clock = std::chrono::steady_clock;

std::size_t row_count() {
    const auto r = yoord::load_embedded_content();
    const yoord::Content& c = *r.content;
    return c.all_rows().size() + c.drops.size() + c.population.size();
}

void parse_only() {
    for (const yoord::ContentFile& f : yoord::embedded_content_files()) {
        if (!f.path.ends_with(".toml")) continue;
        toml::table t = toml::parse(f.text, f.path);
        benchmark::DoNotOptimize(t);
    }
}

double seconds_per_parse_only() {
    constexpr int kRuns = 20;
    const auto start = Clock::now();
    for (int i = 0; i < kRuns; ++i) parse_only();
    return std::chrono::duration<double>(Clock::now() - start).count() / kRuns;
}

void Content_LoadAndValidate_EmbeddedSet(benchmark::State& state) {
    const std::size_t rows = row_count();
    const double baseline = seconds_per_parse_only();
    std::int64_t loads = 0;
    const auto start = Clock::now();
    for (auto _ : state) {
        auto r = yoord::load_embedded_content_from_toml();
        benchmark::DoNotOptimize(r);
        ++loads;
    }
    const double ours = std::chrono::duration<double>(Clock::now() - start).count() / static_cast<double>(loads);
    state.counters["rows"] = static_cast<double>(rows);
    state.counters["rows_per_second"] =
        benchmark::Counter(static_cast<double>(rows) * static_cast<double>(loads), benchmark::Counter::kIsRate);
    state.counters["x_parse_only"] = ours / baseline;
}
BENCHMARK(Content_LoadAndValidate_EmbeddedSet)->Unit(benchmark::kMillisecond);

// A start's load: the compact form the build wrote from the same tables, read back (sim/tables/compact_content.hpp),
// with the hash of the compiled-in tables it is checked against.
void Content_CompactForm_EmbeddedSet(benchmark::State& state) {
    if (yoord::compiled_compact_content().empty()) state.SkipWithError("this program has no compact form");
    const double baseline = seconds_per_parse_only();
    std::int64_t loads = 0;
    const auto start = Clock::now();
    for (auto _ : state) {
        auto c = yoord::read_compact_content(yoord::compiled_compact_content(), yoord::embedded_tables_hash());
        if (!c) state.SkipWithError("the compact form was refused");
        benchmark::DoNotOptimize(c);
        ++loads;
    }
    const double ours = std::chrono::duration<double>(Clock::now() - start).count() / static_cast<double>(loads);
    state.counters["x_parse_only"] = ours / baseline;
}
BENCHMARK(Content_CompactForm_EmbeddedSet)->Unit(benchmark::kMicrosecond);

// The sample pack (docs/tutorial/sample-pack) read from disk once; each load is the built-in set plus it:
// manifest, dependency order, namespaced rows, the patch, trigger resolution. Target: under 20 ms.
const yoord::PackFolder& sample_pack() {
    static const yoord::PackFolder folder = [] {
        yoord::Diagnostics problems;
        return yoord::read_pack_folder(std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack", problems)
            .value_or(yoord::PackFolder{});
    }();
    return folder;
}

void Content_LoadAndValidate_EmbeddedSetPlusSamplePack(benchmark::State& state) {
    const std::vector<yoord::PackFolder> packs{sample_pack()};
    const double baseline = seconds_per_parse_only();
    std::int64_t loads = 0;
    const auto start = Clock::now();
    for (auto _ : state) {
        auto r = yoord::load_content(yoord::embedded_content_files(), packs);
        if (!r.content) state.SkipWithError("the sample pack does not load");
        benchmark::DoNotOptimize(r);
        ++loads;
    }
    const double ours = std::chrono::duration<double>(Clock::now() - start).count() / static_cast<double>(loads);
    state.counters["x_parse_only"] = ours / baseline;
}
BENCHMARK(Content_LoadAndValidate_EmbeddedSetPlusSamplePack)->Unit(benchmark::kMillisecond);

double seconds_per_load() {
    constexpr int kRuns = 10;
    const auto start = Clock::now();
    for (int i = 0; i < kRuns; ++i) {
        auto r = yoord::load_embedded_content_from_toml();
        benchmark::DoNotOptimize(r);
    }
    return std::chrono::duration<double>(Clock::now() - start).count() / kRuns;
}

// Hot reload (issue 16, F5 in a wizard run): the built-in set loaded again and a game on floor 1 moved onto it
// by id (saved to bytes, loaded back against the new tables). Target: under 50 ms. Read `x_load_only`: its
// time over the load alone, measured in this process.
void Content_HotReload_EmbeddedSet_GameOnFloorOne(benchmark::State& state) {
    const auto loaded = yoord::load_embedded_content();
    const auto game = yoord::new_game(*loaded.content, 42, "Bench");
    const double baseline = seconds_per_load();
    std::int64_t reloads = 0;
    const auto start = Clock::now();
    for (auto _ : state) {
        const auto fresh = yoord::load_embedded_content_from_toml();
        auto moved = yoord::reload_game(*game, *fresh.content);
        if (!moved.game) state.SkipWithError("the reload failed");
        benchmark::DoNotOptimize(moved);
        ++reloads;
    }
    const double ours = std::chrono::duration<double>(Clock::now() - start).count() / static_cast<double>(reloads);
    state.counters["x_load_only"] = ours / baseline;
}
BENCHMARK(Content_HotReload_EmbeddedSet_GameOnFloorOne)->Unit(benchmark::kMillisecond);

// Baseline: toml++ parsing the same files, with no schema, no resolution and no index.
void Content_Baseline_TomlParseOnly_EmbeddedSet(benchmark::State& state) {
    const std::size_t rows = row_count();
    for (auto _ : state) parse_only();
    state.counters["rows_per_second"] = benchmark::Counter(
        static_cast<double>(rows) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(Content_Baseline_TomlParseOnly_EmbeddedSet)->Unit(benchmark::kMillisecond);

}  // namespace
