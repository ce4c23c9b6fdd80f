# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 29.76us + bs/754.1MB/s (R²=0.9260); deep queue B=686.1MB/s, k=0.25 (R²=0.7302); measured at qd32: 643.6MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.465us per call + 1.0060us per new page + 2.2330us per new folio + 14767MB/s (R²=0.9755, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4165MB/s, best 4243MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 705 MB/s (467..751), predicted 584 MB/s, -17.2%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 40% of their median (467..751 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 748 MB/s (723..814), predicted 799 MB/s, +6.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 2970 MB/s (2699..3223), predicted 3050 MB/s, +2.7%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 505 MB/s (481..515), predicted 526 MB/s, +4.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 426 MB/s (423..438), predicted 447 MB/s, +5.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 420 MB/s (419..428), predicted 482 MB/s, +14.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 498 MB/s (440..503), predicted 448 MB/s, -10.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 557 MB/s (532..603), predicted 483 MB/s, -13.3%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 06:12 UTC, in /tmp/calJ, 133 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/3.2/5.2us, rewrite 64k 4.2/7.8/17.8us, rewrite 1M 83.5/121.3/207.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.24 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/3.2/5.2us, rewrite 64k 4.2/7.8/17.8us, rewrite 1M 83.5/121.3/207.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.24 over 9 percentiles
interrupt_time=17.825us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
copy_bw=14766512755
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 14.11us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.00us, halved
wakeup=6.051us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1465us (min 1378, max 1965us); spread 534..761MB/s
fault_in_bw=715583508

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# added from calK (same machine, 07:08): the mount option and the discard time
discard=1
# fs.type: measured on vm: statfs(/tmp/calJ) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
write_call=1.11502us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 65.6us against 35.2us from the rewrite fit; bounded by the 21.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=21.4409us

[dev]
discard_latency=274.431us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 14.15us per IO (70650 IOPS), 8 KiB 22.14us, 128 KiB 203.64us, 128 KiB from huge-page buffers 52.69us, against 5.97us for 4 KiB at B; 128 KiB from huge pages at QD1 59.72us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3294.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.87us, per command 4 KiB - segment - transfer = 8.04us
cmd_service=8.04175us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 14.15us per IO (70650 IOPS), 8 KiB 22.14us, 128 KiB 203.64us, 128 KiB from huge-page buffers 52.69us, against 5.97us for 4 KiB at B; 128 KiB from huge pages at QD1 59.72us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3294.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.87us, per command 4 KiB - segment - transfer = 8.04us
segment_service=4.86925us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 14.15us per IO (70650 IOPS), 8 KiB 22.14us, 128 KiB 203.64us, 128 KiB from huge-page buffers 52.69us, against 5.97us for 4 KiB at B; 128 KiB from huge pages at QD1 59.72us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3294.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.87us, per command 4 KiB - segment - transfer = 8.04us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 84.5us / 3.91 (exponential service-time tail)
latency_jitter=21.595us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=29.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.84us and the mean jitter 21.59us; R²=0.9260, residuals (us): 4k:+11.6 16k:-7.78 64k:-15.1 256k:+23.5 1M:+286
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=686.1MB/s k=0.25 (LM converged), R²=0.7302, residuals (MB/s): qd1:-5.07 qd2:+7.05 qd4:-21.6 qd8:+52.3 qd16:+4.43 qd32:-37.2; QD1 slope 754.1MB/s, R²=0.9260, residuals (us): 4k:+11.6 16k:-7.78 64k:-15.1 256k:+23.5 1M:+286
write_bw=3294593879
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.41ms, 4M 8.59ms, 16M 25.56ms, 64M 95.94ms, 256M 325.06ms; t = 1103.3us + N / 724.0MB/s (R²=0.9793); sequential writes from huge pages: 256M at 2277MB/s, 2048M at 2024MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=724022680
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.41ms, 4M 8.59ms, 16M 25.56ms, 64M 95.94ms, 256M 325.06ms; t = 1103.3us + N / 724.0MB/s (R²=0.9793); sequential writes from huge pages: 256M at 2277MB/s, 2048M at 2024MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 2.70ms, 512 per flush 11.99ms: 20.7us per write, less 5.7us for its bytes at dev.cache_drain_bw
cache_drain_io=15.0787us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1706MB/s, rewritten 2024MB/s: 96.437us more per MiB fresh, against 318.3us per MiB at dev.write_bw
fresh_write_factor=0.767458
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 485MB/s (475..489), 2x128M 446MB/s (444..455), 1x512M 587MB/s (495..588), 2x512M 602MB/s (574..651); median 536MB/s, less the fresh transfer and the commands' serial time (2487MB/s), leaves 683MB/s for the drain of fresh blocks, against dev.cache_drain_bw 724MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1144ms into a fresh file, 3069ms rewritten
fresh_drain_factor=0.943915
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 252.9us, minus the model's data write, log write of 8k and fsync CPU (14.4us)
flush_latency=238.522us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.90us, 10.43us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=5.536us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
page_init=1.00597us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.954); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
folio_alloc=1.2385us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.954); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
add_folio=0.396321us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.954); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.465us p=1.0060us f=2.2330us b=14767MB/s; R²=0.9755, residuals (us): 512:-0.214 1k:-0.133 2k:+0.0234 4k:+0.343 16k:+0.145 64k:-1.38 256k:-0.952 1M:+20.7 512:+0.0264 4k:+0.63 64k:-0.822 1M:+10.4
mark_dirty=0.19816us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 28.5ms for 16384 folios, 1M writes: 6.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.3205us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 28.5ms for 16384 folios, 1M writes: 6.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.417097us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 8.12us per IO (7.96..8.52, median of 3) less the same psync writes' write() 5.47us
punt=2.64288us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.326us per IO, spread 42%: fio's own loop, the same for pwrite and pwritev
psync=0.326us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.326us per IO, spread 42%: fio's own loop, the same for pwrite and pwritev
pvsync=0.326us
