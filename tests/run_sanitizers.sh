#!/usr/bin/env bash
# Opt-in sanitizer run (issue 15): builds wbsim and its C++ tests with ASan and
# UBSan (-DWBSIM_SANITIZE=ON, RelWithDebInfo) in build-asan/ and runs ctest
# there. Not part of the default `ctest` nor of .ci/run: on this 2-core VM the
# build took 25 min (shared with other builds) and the run 5.5 min; all 364
# tests passed with no ASan or UBSan report (2026-12-01).
#
#   tests/run_sanitizers.sh [CTEST ARGS...]
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
# follow, hung under ASan. `-L property` runs it anyway.
# Any UBSan report stops the process (halt_on_error) so that the test fails;
# leak checking is off because SimGrid keeps its engine in globals until exit.
# Environment: BUILD_DIR (default build-asan), JOBS (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD_DIR:-build-asan}
JOBS=${JOBS:-2}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWBSIM_SANITIZE=ON -DWBSIM_BUILD_PYTHON=OFF \
  ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER} >/dev/null
cmake --build "$BUILD" -j "$JOBS"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
if [ $# -eq 0 ]; then
  set -- -LE 'python|notebooks|property'
fi
ctest --test-dir "$BUILD" -j "$JOBS" --output-on-failure "$@"
