# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 36.21us + bs/723.5MB/s (R²=0.9940); deep queue B=644.0MB/s, k=0.16 (R²=0.2266); measured at qd32: 659.7MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.344us per call + 0.7015us per new page + 2.5333us per new folio + 18543MB/s (R²=0.9930, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4478MB/s, best 4915MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 554 MB/s (488..992), predicted 530 MB/s, -4.4%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 91% of their median (488..992 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 895 MB/s (882..895), predicted 818 MB/s, -8.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4371 MB/s (4036..4552), predicted 4194 MB/s, -4.0%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 568 MB/s (534..583), predicted 541 MB/s, -4.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 448 MB/s (423..456), predicted 474 MB/s, +5.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 450 MB/s (446..503), predicted 502 MB/s, +11.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 476 MB/s (451..499), predicted 475 MB/s, -0.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 577 MB/s (556..646), predicted 522 MB/s, -9.5%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 01:49 UTC, in /tmp/calR, 160 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.4/3.5us, rewrite 64k 4.3/5.9/11.7us, rewrite 1M 55.6/74.2/109.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.4/3.5us, rewrite 64k 4.3/5.9/11.7us, rewrite 1M 55.6/74.2/109.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=7.09627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
copy_bw=18542939799
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 15.81us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.11us, halved
wakeup=6.793us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1738us (min 16, max 1852us); spread 566..64000MB/s
fault_in_bw=603417796

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calR) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
write_call=0.993735us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 46.3us against 41.9us from the rewrite fit; bounded by the 18.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=4.04517us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.94us per IO (77279 IOPS), 8 KiB 17.00us, 128 KiB 198.68us, 128 KiB from huge-page buffers 37.01us, against 6.36us for 4 KiB at B; 128 KiB from huge pages at QD1 43.43us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5275.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.22us, per command 4 KiB - segment - transfer = 6.95us
cmd_service=6.94844us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.94us per IO (77279 IOPS), 8 KiB 17.00us, 128 KiB 198.68us, 128 KiB from huge-page buffers 37.01us, against 6.36us for 4 KiB at B; 128 KiB from huge pages at QD1 43.43us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5275.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.22us, per command 4 KiB - segment - transfer = 6.95us
segment_service=5.21519us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.94us per IO (77279 IOPS), 8 KiB 17.00us, 128 KiB 198.68us, 128 KiB from huge-page buffers 37.01us, against 6.36us for 4 KiB at B; 128 KiB from huge pages at QD1 43.43us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5275.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.22us, per command 4 KiB - segment - transfer = 6.95us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 93.7us / 3.91 (exponential service-time tail)
latency_jitter=23.9508us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=36.21us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.75us and the mean jitter 23.95us; R²=0.9940, residuals (us): 4k:-0.707 16k:-0.767 64k:+14.5 256k:-8.63 1M:-53.5
write_latency=3.50768us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=644.0MB/s k=0.16 (LM converged), R²=0.2266, residuals (MB/s): qd1:-35.9 qd2:+79.8 qd4:-44.7 qd8:+57.8 qd16:-76.2 qd32:+18.9; QD1 slope 723.5MB/s, R²=0.9940, residuals (us): 4k:-0.707 16k:-0.767 64k:+14.5 256k:-8.63 1M:-53.5
write_bw=5275283874
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.42ms, 4M 6.06ms, 16M 19.01ms, 64M 62.65ms, 256M 295.70ms; t = 361.3us + N / 935.0MB/s (R²=0.9797); sequential writes from huge pages: 256M at 2330MB/s, 2048M at 2144MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=934969673
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.42ms, 4M 6.06ms, 16M 19.01ms, 64M 62.65ms, 256M 295.70ms; t = 361.3us + N / 935.0MB/s (R²=0.9797); sequential writes from huge pages: 256M at 2330MB/s, 2048M at 2144MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1809MB/s, rewritten 2144MB/s: 90.652us more per MiB fresh, against 198.8us per MiB at dev.write_bw
fresh_write_factor=0.686785
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 517MB/s (480..523), 2x128M 479MB/s (479..540), 1x512M 559MB/s (505..564), 2x512M 622MB/s (595..705); median 538MB/s, less the fresh transfer and the commands' serial time (3538MB/s), leaves 635MB/s for the drain of fresh blocks, against dev.cache_drain_bw 935MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1678ms into a fresh file, 2500ms rewritten
fresh_drain_factor=0.678714
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 216.1us, minus the model's data write, log write of 8k and fsync CPU (20.0us)
flush_latency=196.065us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.19us, 8.51us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.32us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
page_init=0.701547us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.766); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
folio_alloc=1.44143us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.766); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
add_folio=0.461257us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.766); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.344us p=0.7015us f=2.5333us b=18543MB/s; R²=0.9930, residuals (us): 512:+0.0661 1k:+0.0978 2k:+0.0735 4k:-0.372 16k:+0.533 64k:+0.417 256k:-2.3 1M:-0.26 512:-0.131 4k:+0.167 64k:-0.267 1M:+2.14
mark_dirty=0.230629us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 17.3ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.755301us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 17.3ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.302217us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 7.21us per IO (7.03..7.67, median of 3) less the same psync writes' write() 4.58us
punt=2.62887us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.486us per IO, spread 41%: fio's own loop, the same for pwrite and pwritev
psync=0.4855us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.486us per IO, spread 41%: fio's own loop, the same for pwrite and pwritev
pvsync=0.4855us
