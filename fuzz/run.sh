#!/usr/bin/env bash
# Runs every libFuzzer target in BUILD/fuzz for SECONDS each (make fuzz calls this), each on a seed corpus made
# from the repository's own files and with its dictionary from fuzz/dict/, then prints one line per target:
#
#   content_loader_fuzz  RUNS runs in SECONDS s (RATE/s), NEW new inputs, CRASHES crashes
#
# New inputs accumulate in BUILD/corpus/<target>/; libFuzzer's own output is kept in BUILD/<target>.log. A crash,
# leak or UB report stops that target with the input saved as BUILD/<target>-crash-* (or leak-*), and this script
# exits non-zero after the others have run.
#
# FUZZ_SEED=N (in the environment) starts every target's random stream at N, so a short run makes the same choices
# each time (as far as its time allows): .ci/run fuzzes this way, and a crash it finds is found again by the same command. Unset, libFuzzer picks a
# new seed each run, which is what a campaign wants.
set -euo pipefail
build=${1:-build-fuzz}
seconds=${2:-60}
yoord_root=$(cd "$(dirname "$0")/.." && pwd)
. "$yoord_root/fuzz/targets.sh"
corpus=$build/corpus
yoord_fuzz_corpus "$corpus"

seed_flag=()
[ -z "${FUZZ_SEED:-}" ] || seed_flag=(-seed="$FUZZ_SEED")
status=0
for target in $yoord_fuzz_targets; do
  exe=$build/fuzz/$target
  if [ ! -x "$exe" ]; then
    echo "$target  missing: $exe was not built" >&2
    status=1
    continue
  fi
  log=$build/$target.log
  crashed=0
  # -rss_limit_mb keeps a runaway input from taking the machine; -artifact_prefix puts crashes in BUILD.
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$exe" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=25 -print_final_stats=1 \
    -max_len="$(yoord_fuzz_max_len "$target")" -dict="$yoord_root/fuzz/dict/$(yoord_fuzz_dictionary "$target").dict" \
    -artifact_prefix="$build/$target-" "${seed_flag[@]}" \
    "$corpus/$target" > "$log" 2>&1 || crashed=1
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -n 1)
  took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
  runs=${runs:-0}
  took=${took:-$seconds}
  [ "$took" -gt 0 ] || took=1
  printf '%-20s %8s runs in %s s (%s/s), %s new inputs, %s crashes\n' \
    "$target" "$runs" "$took" "$((runs / took))" "${added:-0}" "$crashed"
  if [ "$crashed" -ne 0 ]; then
    tail -n 30 "$log" >&2
    status=1
  fi
done
exit $status
