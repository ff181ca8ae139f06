#!/bin/bash -eu
# Runs fuzz/build.sh as a continuous-fuzzing service's libFuzzer + AddressSanitizer build runs it (the variables
# below are the ones OSS-Fuzz's base-builder image sets for that build), checks that $OUT holds what the contract
# names for every target, then runs each built target for SECONDS on its unpacked seed corpus with its dictionary
# and options, as the service's runner would. `make oss-fuzz-check` runs it; it is not part of `make test` (it
# compiles the whole game again with clang and instrumentation: about ten minutes on two cores).
#
#   tests/fuzz/oss_fuzz_build_test.sh [SCRATCH [SECONDS]]   (defaults: build-oss-fuzz, 5)
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mkdir -p "${1:-$root/build-oss-fuzz}" && cd "${1:-$root/build-oss-fuzz}" && pwd)
seconds=${2:-5}
. "$root/fuzz/targets.sh"

clang=$(command -v clang-14 || command -v clang)
export CC=$clang CXX=${clang/clang/clang++}
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION \
-fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
# The service adds -stdlib=libc++ (its image builds libc++); Debian's clang has libc++'s headers only with
# libc++-dev, so here the targets link libstdc++, which every Debian library of the build is built against too.
export CXXFLAGS="$CFLAGS"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export OUT=$scratch/out WORK=$scratch/work
rm -rf "$OUT"
"$root/fuzz/build.sh"

failed=0
fail() { echo "oss-fuzz-check: $*" >&2; failed=1; }
for target in $yoord_fuzz_targets; do
  [ -x "$OUT/$target" ] || fail "$target: no executable in \$OUT"
  [ -s "$OUT/$target.dict" ] || fail "$target: no $target.dict"
  grep -q '^max_len = [0-9]' "$OUT/$target.options" || fail "$target: no max_len in $target.options"
  files=$(unzip -Z1 "$OUT/${target}_seed_corpus.zip" 2>/dev/null | wc -l)
  [ "$files" -gt 0 ] || fail "$target: an empty or missing ${target}_seed_corpus.zip"
done
[ "$failed" -eq 0 ] || exit 1

for target in $yoord_fuzz_targets; do
  run=$WORK/run/$target
  rm -rf "$run" && mkdir -p "$run"
  unzip -q -o "$OUT/${target}_seed_corpus.zip" -d "$run"
  max_len=$(sed -n 's/^max_len = //p' "$OUT/$target.options")
  log=$WORK/run/$target.log
  if ASAN_OPTIONS=detect_leaks=1 "$OUT/$target" -max_total_time="$seconds" -max_len="$max_len" \
      -dict="$OUT/$target.dict" -rss_limit_mb=2560 -timeout=25 -artifact_prefix="$WORK/run/$target-" \
      "$run" > "$log" 2>&1; then
    printf '%-20s %s runs in %s s on %s seed inputs\n' "$target" \
      "$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n 1)" "$seconds" "$(ls "$run" | wc -l)"
  else
    tail -n 30 "$log" >&2
    fail "$target crashed or failed: $log"
  fi
done
exit $failed
