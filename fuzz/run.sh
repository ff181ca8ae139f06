#!/usr/bin/env bash
# Runs every libFuzzer target in BUILD/fuzz for SECONDS each (make fuzz calls this), each on a seed corpus made
# from the repository's own files and with its dictionary from fuzz/dict/, then prints one line per target:
#
#   content_loader_fuzz  RUNS runs in SECONDS s (RATE/s), NEW new inputs, CRASHES crashes
#
# New inputs accumulate in BUILD/corpus/<target>/; libFuzzer's own output is kept in BUILD/<target>.log. A crash,
# leak or UB report stops that target with the input saved as BUILD/<target>-crash-* (or leak-*), and this script
# exits non-zero after the others have run.
set -euo pipefail
build=${1:-build-fuzz}
seconds=${2:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$build/corpus
targets="content_loader_fuzz pack_fuzz strings_fuzz options_fuzz keymap_fuzz recording_fuzz journal_fuzz save_fuzz"
for target in $targets; do mkdir -p "$corpus/$target"; done

# The ```toml blocks of a page, each as its own file in DIR.
toml_blocks() {
  awk -v dir="$2" '/^```toml/ {n++; on=1; next} /^```/ {on=0; next} on {print > (dir "/seed-" n ".toml")}' "$1"
}

# content_loader_fuzz: first byte = index of the table among the embedded *.toml files (sorted by name).
i=0
for f in $(ls "$root"/content/*.toml | sort); do
  { printf "\\$(printf '%03o' "$i")"; cat "$f"; } > "$corpus/content_loader_fuzz/seed-$(basename "$f")"
  i=$((i + 1))
done
# pack_fuzz: pack.toml, a NUL, a byte choosing the table file's name, then that file (the sample pack's).
for f in "$root"/docs/tutorial/sample-pack/*.toml; do
  [ "$(basename "$f")" = pack.toml ] && continue
  { cat "$root/docs/tutorial/sample-pack/pack.toml"; printf '\0\0'; cat "$f"; } > "$corpus/pack_fuzz/seed-$(basename "$f")"
done
cp "$root"/content/strings/*.toml "$corpus/strings_fuzz/"
toml_blocks "$root/docs/reference/options.md" "$corpus/options_fuzz"
toml_blocks "$root/docs/reference/options.md" "$corpus/keymap_fuzz"
cp "$root"/tests/golden/recordings/*.yrec "$corpus/recording_fuzz/" 2>/dev/null || true
# journal_fuzz: a recording's turn lines, which the target puts after its game's journal header.
for f in "$root"/tests/golden/recordings/*.yrec; do
  sed -n '/^turns$/,$p' "$f" | tail -n +2 | head -n 40 > "$corpus/journal_fuzz/seed-$(basename "$f" .yrec)"
done
cp "$root"/tests/golden/*.yrd "$corpus/save_fuzz/" 2>/dev/null || true

dictionary() {
  case $1 in
    content_loader_fuzz | pack_fuzz) echo content ;;
    strings_fuzz) echo strings ;;
    options_fuzz) echo options ;;
    keymap_fuzz) echo keymap ;;
    *) echo recording ;;
  esac
}

# The content and pack targets are fed at most 8 KiB: whole tables (the seeds) are tens of KiB, and parsing them
# on every run would hold these targets under a hundred runs a second; 8 KiB still holds dozens of rows.
max_len() {
  case $1 in
    content_loader_fuzz | pack_fuzz) echo 8192 ;;
    *) echo 65536 ;;
  esac
}

status=0
for target in $targets; do
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
    -max_len="$(max_len "$target")" -dict="$root/fuzz/dict/$(dictionary "$target").dict" \
    -artifact_prefix="$build/$target-" \
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
