#!/bin/bash -eu
# Builds every libFuzzer target of fuzz/ by the contract of the continuous-fuzzing services for open-source C++
# (OSS-Fuzz, and ClusterFuzzLite, its in-CI form): the compilers and flags come from $CC, $CXX, $CFLAGS and
# $CXXFLAGS (which carry the service's sanitizers and coverage flags), the engine from $LIB_FUZZING_ENGINE, and
# everything lands in $OUT:
#
#   $OUT/<target>                  the fuzz target (fuzz/<target>.cpp)
#   $OUT/<target>_seed_corpus.zip  its seed corpus, made from the repository's files (fuzz/targets.sh)
#   $OUT/<target>.dict             its dictionary (fuzz/dict/)
#   $OUT/<target>.options          libFuzzer's options for it (max_len)
#
# The build folder is $WORK/yoord-build ($WORK defaults to build-oss-fuzz/ beside $OUT's parent when run by hand).
# The service runs this script from its image (.clusterfuzzlite/Dockerfile); tests/fuzz/oss_fuzz_build_test.sh
# runs it here with clang and the variables set as the service sets them. See docs/how-to/run-the-fuzzer.md.
yoord_root=$(cd "$(dirname "$0")/.." && pwd)
. "$yoord_root/fuzz/targets.sh"

: "${CC:?the C compiler, as the service sets it}" "${CXX:?}" "${CFLAGS?}" "${CXXFLAGS?}"
: "${LIB_FUZZING_ENGINE:?how to link the engine, e.g. -fsanitize=fuzzer}" "${OUT:?where the targets go}"
WORK=${WORK:-$yoord_root/build-oss-fuzz}
build=$WORK/yoord-build
mkdir -p "$OUT" "$build"

# Release keeps asserts off; the service's flags decide optimisation and instrumentation, so the build type's own
# flags are cleared rather than appended to them.
cmake -S "$yoord_root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_C_FLAGS_RELEASE="-DNDEBUG" \
  -DCMAKE_CXX_FLAGS_RELEASE="-DNDEBUG" -DYOORD_BUILD_TESTS=OFF -DYOORD_BUILD_BENCH=OFF -DYOORD_BUILD_FUZZ=ON \
  -DYOORD_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" > "$build/configure.log"
cmake --build "$build" --target fuzz_targets -j "$(nproc)"

corpus=$WORK/seed-corpus
rm -rf "$corpus"
yoord_fuzz_corpus "$corpus"
for target in $yoord_fuzz_targets; do
  cp "$build/fuzz/$target" "$OUT/$target"
  rm -f "$OUT/${target}_seed_corpus.zip"
  (cd "$corpus/$target" && zip -q -j "$OUT/${target}_seed_corpus.zip" ./*)
  cp "$yoord_root/fuzz/dict/$(yoord_fuzz_dictionary "$target").dict" "$OUT/$target.dict"
  printf '[libfuzzer]\nmax_len = %s\n' "$(yoord_fuzz_max_len "$target")" > "$OUT/$target.options"
done
echo "fuzz/build.sh: $(echo $yoord_fuzz_targets | wc -w) targets in $OUT"
