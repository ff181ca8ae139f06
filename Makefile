# The two commands a new player or developer needs are `make play` and `make test`.
# Everything else here is for engine developers.
BUILD    ?= build
SANITIZE ?= build-sanitize
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
# CI turns warnings into errors; a local build only shows them.
WERROR   := $(if $(CI),ON,OFF)

CMAKE_FLAGS := -DCMAKE_BUILD_TYPE=Release -DYOORD_WERROR=$(WERROR)

.PHONY: play test build install deb test-deb bench bench-compare sanitize fuzz oss-fuzz-check regenerate-golden balance-page deps-play deps-test clean

# A build folder that is already configured keeps its settings (tests stay on in a developer's folder, so the
# next `make test` or test command does not fail); only a fresh one is made without tests and benchmarks.
PLAY_ONLY := $(if $(wildcard $(BUILD)/CMakeCache.txt),,-DYOORD_BUILD_TESTS=OFF -DYOORD_BUILD_BENCH=OFF)

play: deps-play
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS) $(PLAY_ONLY) >/dev/null
	cmake --build $(BUILD) --target yoord -j $(JOBS)
	./$(BUILD)/yoord $(ARGS)

# The binary and its manual page under PREFIX (bin/yoord, share/man/man6/yoord.6, and share/man/CODE/man6/yoord.6
# for each shipped language): all a player needs, since the content is embedded. `make install PREFIX=~/.local` needs no root.
PREFIX ?= /usr/local
install: deps-play
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS) $(PLAY_ONLY) >/dev/null
	cmake --build $(BUILD) --target yoord man_page -j $(JOBS)
	cmake --install $(BUILD) --prefix $(PREFIX)

# The Debian package (debian/), built by dpkg-buildpackage from a copy of the sources in $(DEB) (never in
# $(BUILD)) and checked by lintian: $(DEB)/yoord_<version>_<arch>.deb. test-deb then unpacks it into a scratch
# root with dpkg -x and runs the installed /usr/games/yoord headless. Neither is part of `make test`: a package
# build compiles the whole game again. See docs/how-to/install-from-the-debian-package.md.
DEB ?= build-deb
deb:
	@scripts/install-deps deb
	scripts/build-deb $(DEB)

test-deb: deb
	scripts/test-deb $(DEB)

build: deps-test
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS) -DYOORD_BUILD_TESTS=ON -DYOORD_BUILD_BENCH=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	cmake --build $(BUILD) --target benches -j $(JOBS)
	@set -e; for b in $(BUILD)/bench/*_bench; do echo "== $$b"; $$b --benchmark_counters_tabular=true; done

# The benchmarks of BASE (a git worktree in $(COMPARE)/src-base) beside the working tree's, each built in its own
# folder under $(COMPARE), compared by Google Benchmark's compare.py, then callgrind's instructions per bot turn
# and from start to the first turn for both, and that start as wall time beside /bin/true. Not part of `make test`. See docs/how-to/compare-benchmarks.md.
COMPARE ?= build-compare
bench-compare: deps-test
	@test -n "$(BASE)" || { echo "usage: make bench-compare BASE=<rev> [BENCHES='ecs_bench turn_bench'] [BENCH_FILTER=regex]" >&2; exit 2; }
	JOBS=$(JOBS) scripts/bench-compare "$(BASE)" "$(COMPARE)"

# An ASan+UBSan build of the tests in its own folder, with assertions on. The Release yoord is built first:
# a test compares its bot runs' hashes with this build's (same result everywhere). Line tables only (-g1): a
# report still names file and line, and the test programs link in a fraction of full debug info's time. Warnings
# are made errors once, in the Release build of `make test`; this build checks behaviour, and GCC 12's
# optimisers with the sanitizers' instrumentation warn falsely inside the standard library (GCC bug 105562).
# Compiling is most of this build's time, so the libraries are built at -Og (half the compile time of -O1; the
# game still runs the fuzz and bot tests quickly) and the test programs at -O0 (a third of -O1's time: GoogleTest's
# macros are slow to optimise, and a test body does little work).
sanitize: deps-test
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS) >/dev/null
	cmake --build $(BUILD) --target yoord -j $(JOBS)
	cmake -S . -B $(SANITIZE) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DYOORD_SANITIZE=ON -DYOORD_WERROR=OFF \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-Og -g1" -DYOORD_BUILD_BENCH=OFF \
	  -DYOORD_RELEASE_EXE=$(abspath $(BUILD))/yoord >/dev/null
	cmake --build $(SANITIZE) -j $(JOBS)
	cd $(SANITIZE) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure -j $(JOBS)

# libFuzzer targets (fuzz/) built with clang-14 in their own folder, each run for FUZZ_SECONDS on a seed corpus
# from content/ and tests/golden/. Not part of `make test`; .ci/run builds them and runs each briefly from a fixed
# FUZZ_SEED (empty: a new seed each run). See docs/how-to/run-the-fuzzer.md.
FUZZ         ?= build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_SEED    ?=
FUZZ_FLAGS   := -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
fuzz:
	@scripts/install-deps fuzz
	CC=clang-14 CXX=clang++-14 cmake -S . -B $(FUZZ) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DYOORD_BUILD_TESTS=OFF \
	  -DYOORD_BUILD_BENCH=OFF -DYOORD_BUILD_FUZZ=ON -DCMAKE_CXX_FLAGS="$(FUZZ_FLAGS)" \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" >/dev/null
	cmake --build $(FUZZ) --target fuzz_targets -j $(JOBS)
	FUZZ_SEED=$(FUZZ_SEED) fuzz/run.sh $(FUZZ) $(FUZZ_SECONDS)

# fuzz/build.sh, the continuous-fuzzing services' build (OSS-Fuzz, ClusterFuzzLite: .clusterfuzzlite/), run here
# with clang and the variables the service sets, then each target it built for OSS_FUZZ_SECONDS on its seed
# corpus. Not part of `make test`: it compiles the game again with instrumentation. See docs/how-to/run-the-fuzzer.md.
OSS_FUZZ         ?= build-oss-fuzz
OSS_FUZZ_SECONDS ?= 5
oss-fuzz-check:
	@scripts/install-deps fuzz
	tests/fuzz/oss_fuzz_build_test.sh $(OSS_FUZZ) $(OSS_FUZZ_SECONDS)

# Rewrites what a rule (or, when wanted, the content) changes on purpose: it copies content/'s tables to
# tests/golden/content/, the frozen set the goldens are played on, then re-records the golden recordings
# (tests/golden/recordings/) and the seed catalog (tests/golden/seed_catalog.txt). Review the diff (a wall that moved is a bug: docs/reference/
# seeds.md) and commit it with the change. Golden saves are never rewritten here: older formats must keep loading.
# The balance page's figures: each bot's report over BALANCE_SEEDS (docs/explanation/balance/<bot>.csv), then the
# page's figures block written from them. Run it in the commit that changes a rule the bots feel; a test fails
# until the page and the reports agree with the game. The bots play the frozen tables the goldens are played on
# (tests/golden/content/), so a new row moves no report: to show what a content change does to the balance, run
# `make regenerate-golden` first (it refreshes that copy), then this. See docs/how-to/run-the-balance-report.md.
BALANCE_SEEDS   ?= 1..500
BALANCE_PAGE    := docs/explanation/balance.md
BALANCE_CONTENT := tests/golden/content
balance-page: deps-play
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS) $(PLAY_ONLY) >/dev/null
	cmake --build $(BUILD) --target yoord -j $(JOBS)
	@mkdir -p $(BALANCE_PAGE:.md=)
	@set -e; for bot in careful naive scummer dancer swapper; do \
	  echo "== $$bot"; ./$(BUILD)/yoord --content-dir $(BALANCE_CONTENT) --balance $(BALANCE_SEEDS) --jobs $(JOBS) --bot $$bot \
	    --csv $(BALANCE_PAGE:.md=)/$$bot.csv | tail -n 1; done
	./$(BUILD)/yoord --content-dir $(BALANCE_CONTENT) --balance-page $(BALANCE_PAGE)

regenerate-golden: build
	YOORD_REGENERATE_GOLDEN=1 $(BUILD)/tests/test_sim --gtest_filter='GoldenRecordings.*'
	YOORD_REGENERATE_GOLDEN=1 $(BUILD)/tests/test_sim --gtest_filter='SeedCatalog.*'

deps-play:
	@scripts/install-deps play

deps-test:
	@scripts/install-deps test

clean:
	rm -rf $(BUILD) $(SANITIZE) $(FUZZ) $(DEB)
