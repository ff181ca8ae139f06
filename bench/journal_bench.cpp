// The journal benchmark (issue 32): appending one turn to the run's journal (sim/io/save/journal.hpp), whose
// target is under 2 µs, beside its baseline in the same process:
//
//   JournalAppend/step                 Journal::append of a step intent with its hash: format + one write()
//   PlainWrite_Baseline/step           one write() of a line of the same length to a file of the same kind
//
// Both write to a file in the temporary folder, opened with O_APPEND; neither fsyncs (the journal is a hint:
// the save stays the truth). The state hash a turn's line carries is computed by the caller and is not timed.

#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "sim/io/replay/recording.hpp"
#include "sim/io/save/journal.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace {

using namespace yoord;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::filesystem::path bench_file(const char* name) {
    return std::filesystem::temp_directory_path() / (std::string("yoord-journal-bench-") +
                                                     std::to_string(::getpid()) + "-" + name);
}

void JournalAppend(benchmark::State& state) {
    const auto game = new_game(content(), 42, "Bench");
    const std::filesystem::path path = bench_file("journal");
    save::Journal journal(path);
    if (journal.restart(*game)) state.SkipWithError("cannot write the journal");
    const Intent step = Intent::step(Direction::east);
    std::uint64_t hash = 0x8a41c3f09b2d7e11ULL;
    for (auto _ : state) {
        journal.append(step, hash++);
    }
    journal.remove();
}
BENCHMARK(JournalAppend)->Name("JournalAppend/step");

void PlainWrite_Baseline(benchmark::State& state) {
    const std::filesystem::path path = bench_file("plain");
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
    const std::string line = format_turn(RecordedTurn{Intent::step(Direction::east), 0x8a41c3f09b2d7e11ULL});
    for (auto _ : state) {
        benchmark::DoNotOptimize(::write(fd, line.data(), line.size()));
    }
    ::close(fd);
    std::filesystem::remove(path);
}
BENCHMARK(PlainWrite_Baseline)->Name("PlainWrite_Baseline/step");

}  // namespace
