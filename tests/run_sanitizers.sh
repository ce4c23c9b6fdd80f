#!/usr/bin/env bash
# Sanitizer run. Without --ci (opt-in): builds wbsim and all its
# C++ tests with ASan and UBSan (-DWBSIM_SANITIZE=ON, gcc, RelWithDebInfo) in
# build-asan/ and runs ctest there; on this 2-core VM the build took 25 min
# (shared with other builds) and the run 5.5 min; all 364 tests passed with no
# ASan or UBSan report (2026-12-01). With --ci: .ci/run's second stage, not
# the default `ctest` (too long for its 20 minutes; README "Tests").
#
#   tests/run_sanitizers.sh [CTEST ARGS...]
#   tests/run_sanitizers.sh --ci     # .ci/run's subset, see below
#
# --ci configures the clang build of the fuzz targets instead (build-fuzz/,
# -DWBSIM_FUZZ=ON: clang, ASan and UBSan with -fno-sanitize-recover=all), so
# that one build serves .ci/run's sanitizer run and its fuzz run
# (tests/fuzz/run_fuzzers.sh uses the same directory and options); builds only
# wbsim, the unit tests, the simulation tests and the fuzz replays; and runs
# `ctest -L 'unit|sim|fuzz'`: the unit tests, every simulation, the CLI tests
# that simulate, the fuzz seed corpora and regressions.
#
# Left out by default: the Python module and its tests (an ASan-built module
# cannot be loaded by an uninstrumented /usr/bin/python3), the notebooks, and
# the property test. The property test under ASan is not clean, for reasons
# outside wbsim's code: two of its 60 scenarios pass its 60 s per-run hang
# limit (ASan is ~10x slower), and one (seed 10, fuse, sim.aggregate=0) gets a
# stack-buffer-overflow report inside ASan's own sigaltstack interceptor when
# a SimGrid actor is killed: ASan cannot follow SimGrid's swapped context
# stacks (it warns "False positive error reports may follow",
# google/sanitizers#189), and SimGrid's thread contexts, which it could
# follow, hung under ASan. `-L property` runs it anyway. Under clang 14's ASan
# (the --ci build) that seed-10 run exits 0 with only ASan's #189 warning
# (2026-12-01), so no suppression is needed there; gcc's report was not
# reproduced (notes/benchmarks/reliability-2026-12-01.md).
# Any UBSan report stops the process (halt_on_error) so that the test fails;
# leak checking is off because SimGrid keeps its engine in globals until exit.
# Environment: BUILD_DIR (default build-asan; build-fuzz with --ci), JOBS (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-2}
LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER}
if [ "${1:-}" = --ci ]; then
  shift
  BUILD=${BUILD_DIR:-build-fuzz}
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWBSIM_FUZZ=ON \
    -DWBSIM_BUILD_PYTHON=OFF $LAUNCHER >/dev/null
  cmake --build "$BUILD" -j "$JOBS" --target wbsim wbsim_unit_tests wbsim_sim_tests \
    $(sed -n 's/^set(WBSIM_FUZZ_TARGETS \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt | sed 's/\([a-z_]*\)/fuzz_replay_\1/g')
  set -- -L 'unit|sim|fuzz' "$@"
else
  BUILD=${BUILD_DIR:-build-asan}
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWBSIM_SANITIZE=ON -DWBSIM_BUILD_PYTHON=OFF \
    $LAUNCHER >/dev/null
  cmake --build "$BUILD" -j "$JOBS"
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
if [ $# -eq 0 ]; then
  set -- -LE 'python|notebooks|property'
fi
ctest --test-dir "$BUILD" -j "$JOBS" --output-on-failure "$@"
