#!/usr/bin/env bash
# Opt-in fuzzing: builds the libFuzzer targets of tests/fuzz with
# clang, ASan and UBSan in build-fuzz/, then runs each for MINUTES minutes.
#
#   tests/fuzz/run_fuzzers.sh MINUTES [TARGET...]
#
# Targets: jobfile fio_args profile units scenario published_csv (default: all).
# Needs Debian's clang and libclang-rt-14-dev (the libFuzzer runtime), which
# setup.sh installs (.ci/run's second stage runs `run_fuzzers.sh 0.5`).
# Environment: BUILD_DIR (default build-fuzz), PARALLEL=1 to run the targets at
# the same time instead of one after another, NICE (default 19: the fuzzers
# yield the CPU to anything else), JOBS (build jobs, default 2).
# Each target's corpus grows in $BUILD_DIR/fuzz-corpus/<target> (seeded from the
# examples and test inputs listed in tests/fuzz/CMakeLists.txt); a crash is
# written to $BUILD_DIR/fuzz-crashes/<target>/ and the script exits 1. Add a
# fixed crash's input to tests/fuzz/regressions/<target>/ so ctest replays it.
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=$(pwd)

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
  echo "usage: $0 MINUTES [TARGET...]  (MINUTES: a number, e.g. 10 or 0.5)" >&2
  exit 2
fi
SECONDS_EACH=$(awk -v m="$1" 'BEGIN { printf "%d", m * 60 }')
shift
ALL=(jobfile fio_args profile units scenario published_csv)
TARGETS=("${@:-${ALL[@]}}")
for t in "${TARGETS[@]}"; do
  [[ " ${ALL[*]} " == *" $t "* ]] || { echo "$0: unknown target '$t'; accepted: ${ALL[*]}" >&2; exit 2; }
done
command -v clang++ >/dev/null || { echo "$0: clang++ not found; run ./setup.sh (clang, libclang-rt-14-dev)" >&2; exit 2; }

BUILD=${BUILD_DIR:-build-fuzz}
NICE=${NICE:-19}
# The same configuration as tests/run_sanitizers.sh --ci (tests included but
# not built here), so that .ci/run's two runs share one build.
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWBSIM_FUZZ=ON \
  -DWBSIM_BUILD_PYTHON=OFF ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER} >/dev/null
nice -n "$NICE" cmake --build "$BUILD" -j "${JOBS:-2}" --target "${TARGETS[@]/#/fuzz_}"

# A dictionary of the words the parsers look for: fio options, parameter keys,
# section names, units; it lets the mutator reach past the first unknown-key error.
DICT="$BUILD/fuzz.dict"
{
  grep -o '^ *{"[a-z_0-9]*", "' scenarios/FioOptions.cpp | sed 's/^ *{"\([^"]*\)".*/"\1="/'
  grep -o 'WBSIM_PARAM([a-z_0-9]*, "[^"]*"' model/ParamTable.def | sed 's/.*, "\([^"]*\)"/"\1="/'
  printf '%s\n' '"[global]"' '"[scenario]"' '"[profile]"' '"[dev]"' '"include "' '"${"' '"}"' '"\x0a["' \
    '"write"' '"randwrite"' '"psync"' '"libaio"' '"io_uring"' '"fuse"' '"xfs"' '"k"' '"KiB"' '"MB/s"' '"GiB"' \
    '"us"' '"ms"' '"%"' '"job="' '"args="' '"scenario,metric,value,unit,source"' '"write_bw"' '"write_clat_p99"' \
    '"/jobs/0/write/bw_bytes"' '"raw"' '"seed000-bcachefs-6.10"' '"\xff"' '"\xc3"'
} | sort -u > "$DICT"

run_one() {
  local t=$1 corpus="$BUILD/fuzz-corpus/$1" crashes="$BUILD/fuzz-crashes/$1"
  mkdir -p "$corpus" "$crashes"
  while read -r seed; do
    [ -z "$seed" ] && continue
    if [ -d "$seed" ]; then find "$seed" -type f -exec cp -n {} "$corpus/" \; ; else cp -n "$seed" "$corpus/"; fi
  done < "$BUILD/fuzz-seeds/$t.txt"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: a runaway allocation.
  local rc=0
  (cd "$crashes" && nice -n "$NICE" "$SRC/$BUILD/tests/fuzz/fuzz_$t" -max_total_time="$SECONDS_EACH" -timeout=10 \
     -rss_limit_mb=2048 -dict="$SRC/$DICT" -print_final_stats=1 -artifact_prefix="$SRC/$crashes/" \
     "$SRC/$corpus") > "$BUILD/fuzz-$t.log" 2>&1 || rc=$?
  local execs
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$BUILD/fuzz-$t.log" | grep -o '[0-9]*$' || echo '?')
  echo "fuzz_$t: ${SECONDS_EACH}s, $execs executions, exit $rc, corpus $(ls "$corpus" | wc -l) inputs, log $BUILD/fuzz-$t.log"
  return $rc
}

status=0
if [ "${PARALLEL:-0}" = 1 ]; then
  pids=()
  for t in "${TARGETS[@]}"; do run_one "$t" & pids+=($!); done
  for p in "${pids[@]}"; do wait "$p" || status=1; done
else
  for t in "${TARGETS[@]}"; do run_one "$t" || status=1; done
fi
[ $status -eq 0 ] || echo "$0: a fuzzer failed: see $BUILD/fuzz-crashes/ and the logs" >&2
exit $status
