// Google Benchmark microbenchmarks of the pure policies the simulation calls
// per batch (simulator speed): the throttle decision, folio shapes, write cost, the
// writeback plan, the contended lock's hold time, the latency histogram and
// the refill dating of punted io_uring writes (per write in a fluid span).
// Built only with -DWBSIM_MICROBENCH=ON (Debian's libbenchmark-dev); run
// build/wbsim_microbench. Speed figures only: the unit tests check values.
#include "DirtyThrottle.hpp"
#include "FolioPolicy.hpp"
#include "LatencyStats.hpp"
#include "LockPolicy.hpp"
#include "Params.hpp"
#include "RefillClock.hpp"
#include "WriteCost.hpp"
#include "WritebackPolicy.hpp"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace {

using namespace wbsim;

// The default profile's throttle, deciding at dirty levels across the
// throttled band (freerun to the limit) as the aggregated batches do.
void BM_ThrottleDecide(benchmark::State& state)
{
  const Params p;
  const DirtyLimits limits = DirtyLimits::from(p);
  const DirtyThrottle throttle(limits, 0.2, 0.0);
  double dirty = limits.freerun;
  const double step = (limits.thresh - limits.freerun) / 1000.0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(throttle.decide(dirty, 100e6, 1 << 20, 2e9));
    dirty = dirty + step > limits.thresh ? limits.freerun : dirty + step;
  }
}
BENCHMARK(BM_ThrottleDecide);

void BM_ThrottleBytesUntilPause(benchmark::State& state)
{
  const Params p;
  const DirtyLimits limits = DirtyLimits::from(p);
  const DirtyThrottle throttle(limits, 0.2, 0.0);
  const double dirty = (limits.freerun + limits.thresh) / 2;
  for (auto _ : state)
    benchmark::DoNotOptimize(throttle.bytes_until_pause(dirty, 100e6));
}
BENCHMARK(BM_ThrottleBytesUntilPause);

// Folio split of one write of `range(0)` bytes at a moving offset.
void BM_FolioSplit(benchmark::State& state)
{
  FolioConfig cfg{Params{}};
  cfg.alloc_fail = 0.05; // the retry path (expected counts) too
  const FolioPolicy policy(cfg);
  const auto len = static_cast<uint64_t>(state.range(0));
  uint64_t pos = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(policy.split(pos, len));
    pos += len;
  }
}
BENCHMARK(BM_FolioSplit)->Arg(4096)->Arg(128 << 10)->Arg(1 << 20);

// The shape and CPU cost of a sequential write, as JobThread asks per batch.
void BM_WriteCostSequential(benchmark::State& state)
{
  const Params p;
  const WriteCost wc(p);
  const auto len = static_cast<uint64_t>(state.range(0));
  uint64_t pos = len;
  for (auto _ : state) {
    const WriteShape s = wc.sequential_shape(pos, len, len, pos, 0.0); // the previous write ended at pos
    benchmark::DoNotOptimize(wc.cost(s).total());
    pos += len;
  }
}
BENCHMARK(BM_WriteCostSequential)->Arg(4096)->Arg(128 << 10)->Arg(1 << 20);

void BM_WriteCostRandomBlock(benchmark::State& state)
{
  const Params p;
  const WriteCost wc(p);
  for (auto _ : state)
    benchmark::DoNotOptimize(wc.random_block_shape(4096, 0.3, 64, 8.0 * (1ull << 30)));
}
BENCHMARK(BM_WriteCostRandomBlock);

void BM_WritebackPlan(benchmark::State& state)
{
  const Params p;
  const WritebackPolicy wb(p);
  for (auto _ : state) {
    const double chunk = wb.chunk_bytes(2e9, 6e9);
    benchmark::DoNotOptimize(wb.plan(chunk, chunk, 4096));
  }
}
BENCHMARK(BM_WritebackPlan);

// The lock host's speed, computed each time the number of tasks on it changes.
void BM_ContendedLockSpeed(benchmark::State& state)
{
  int n = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(contended_lock_speed(0.5, n));
    n = (n + 1) % 16;
  }
}
BENCHMARK(BM_ContendedLockSpeed);

// fio's latency histogram: one add per batch, then the percentiles of a report.
void BM_LatencyAdd(benchmark::State& state)
{
  LatencyStats stats;
  double v = 1e-6;
  for (auto _ : state) {
    stats.add(v, 16);
    v = v > 1.0 ? 1e-6 : v * 1.01;
  }
  benchmark::DoNotOptimize(stats.percentile(99));
}
BENCHMARK(BM_LatencyAdd);

// A fluid span's per-write work (BufferedLoop::run_queue_span): each write is
// dated at the completion `depth` writes before it, then completes.
void BM_RefillSpanWrite(benchmark::State& state)
{
  RefillClock clock(static_cast<int>(state.range(0)));
  double t = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(clock.next_refill(0.0));
    clock.complete(t += 1e-6);
  }
}
BENCHMARK(BM_RefillSpanWrite)->Arg(1)->Arg(16)->Arg(128);

} // namespace

BENCHMARK_MAIN();
