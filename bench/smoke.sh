#!/bin/sh
# A benchmark program's smoke run, for ctest (bench/CMakeLists.txt): every benchmark in it runs once or a few times,
# and the run fails when the program fails, crashes, or reports a benchmark that stopped with an error
# (state.SkipWithError, which Google Benchmark prints and still exits 0 on). No figure is read: speed is the
# benchmarks' own business (docs/explanation/performance.md); this only proves each one still runs to its end.
#
#   bench/smoke.sh BENCH_PROGRAM [ARG ...]
set -u
program=$1
out=$("$@" --benchmark_min_time=0.00001 --benchmark_format=json 2>&1)
status=$?
if [ "$status" -ne 0 ]; then
    printf '%s\n' "$out" | tail -n 20
    echo "smoke: $program exited with status $status"
    exit 1
fi
if printf '%s\n' "$out" | grep -q '"error_occurred": *true'; then
    printf '%s\n' "$out" | grep -B 8 -A 2 '"error_occurred": *true'
    echo "smoke: $program reported a benchmark that stopped with an error"
    exit 1
fi
if ! printf '%s\n' "$out" | grep -q '"name"'; then
    printf '%s\n' "$out" | tail -n 20
    echo "smoke: $program ran no benchmark"
    exit 1
fi
echo "smoke: $program ran every benchmark to its end"
