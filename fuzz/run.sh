#!/usr/bin/env bash
# Runs every libFuzzer target in BUILD/fuzz for SECONDS each, on a seed corpus built from content/ and
# tests/golden/ (make fuzz calls this). New inputs accumulate in BUILD/corpus/<target>/; a crash, leak or UB
# report stops with the input saved as BUILD/crash-* (or leak-*), and this script exits non-zero.
set -euo pipefail
build=${1:-build-fuzz}
seconds=${2:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$build/corpus
mkdir -p "$corpus/content_loader_fuzz" "$corpus/recording_fuzz" "$corpus/save_fuzz"

# content_loader_fuzz: first byte = index of the table among the embedded *.toml files (sorted by name).
i=0
for f in $(ls "$root"/content/*.toml | sort); do
  { printf "\\$(printf '%03o' "$i")"; cat "$f"; } > "$corpus/content_loader_fuzz/seed-$(basename "$f")"
  i=$((i + 1))
done
cp "$root"/tests/golden/recordings/*.yrec "$corpus/recording_fuzz/" 2>/dev/null || true
cp "$root"/tests/golden/*.yrd "$corpus/save_fuzz/" 2>/dev/null || true

status=0
for target in content_loader_fuzz recording_fuzz save_fuzz; do
  exe=$build/fuzz/$target
  [ -x "$exe" ] || { echo "missing $exe" >&2; status=1; continue; }
  echo "== $target for ${seconds}s"
  # -rss_limit_mb keeps a runaway input from taking the machine; -artifact_prefix puts crashes in BUILD.
  if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      "$exe" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=25 -print_final_stats=1 \
      -artifact_prefix="$build/$target-" "$corpus/$target" 2>&1 | tail -n 25; then
    status=1
  fi
done
exit $status
