# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 49.51us + bs/682.6MB/s (R²=0.9694); deep queue B=572.3MB/s, k=0.02 (R²=0.0037); measured at qd32: 592.1MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.585us per call + 0.7269us per new page + 2.3195us per new folio + 10638MB/s (R²=0.9865, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4756MB/s, best 5070MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 435 MB/s (432..659), predicted 442 MB/s, +1.6%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 52% of their median (432..659 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 824 MB/s (760..887), predicted 799 MB/s, -3.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3723 MB/s (3339..3725), predicted 3728 MB/s, +0.1%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 502 MB/s (480..512), predicted 490 MB/s, -2.5%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 373 MB/s (359..407), predicted 369 MB/s, -1.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 398 MB/s (383..413), predicted 390 MB/s, -2.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 364 MB/s (342..401), predicted 370 MB/s, +1.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 412 MB/s (364..434), predicted 405 MB/s, -1.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 04:30 UTC, in /tmp/calC, 142 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/2.9/4.9us, rewrite 64k 8.3/11.5/29.8us, rewrite 1M 86.5/121.3/195.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/2.9/4.9us, rewrite 64k 8.3/11.5/29.8us, rewrite 1M 86.5/121.3/195.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
copy_bw=10637700872
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 14.52us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.88us, halved
wakeup=6.37651us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2082us (min 1471, max 2111us); spread 497..713MB/s
fault_in_bw=503689129

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calC) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
write_call=1.23533us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 74.5us against 55.5us from the rewrite fit; bounded by the 29.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=18.8814us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.64us per IO (60086 IOPS), 8 KiB 23.87us, 128 KiB 221.38us, 128 KiB from huge-page buffers 58.28us, against 7.16us for 4 KiB at B; 128 KiB from huge pages at QD1 60.11us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3049.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.26us, per command 4 KiB - segment - transfer = 10.04us
cmd_service=10.0381us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.64us per IO (60086 IOPS), 8 KiB 23.87us, 128 KiB 221.38us, 128 KiB from huge-page buffers 58.28us, against 7.16us for 4 KiB at B; 128 KiB from huge pages at QD1 60.11us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3049.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.26us, per command 4 KiB - segment - transfer = 10.04us
segment_service=5.26142us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.64us per IO (60086 IOPS), 8 KiB 23.87us, 128 KiB 221.38us, 128 KiB from huge-page buffers 58.28us, against 7.16us for 4 KiB at B; 128 KiB from huge pages at QD1 60.11us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3049.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.26us, per command 4 KiB - segment - transfer = 10.04us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 120.3us / 3.91 (exponential service-time tail)
latency_jitter=30.7565us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=49.51us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.84us and the mean jitter 30.76us; R²=0.9694, residuals (us): 4k:+5.41 16k:-6.04 64k:-8.18 256k:+99.1 1M:-99.7
write_latency=6.91658us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=572.3MB/s k=0.02 (LM converged), R²=0.0037, residuals (MB/s): qd1:-45.8 qd2:+75.1 qd4:+28.9 qd8:+67.4 qd16:-146 qd32:+20.2; QD1 slope 682.6MB/s, R²=0.9694, residuals (us): 4k:+5.41 16k:-6.04 64k:-8.18 256k:+99.1 1M:-99.7
write_bw=3049628885
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.76ms, 4M 6.46ms, 16M 22.93ms, 64M 81.26ms, 256M 358.61ms; t = 428.3us + N / 763.8MB/s (R²=0.9951); sequential writes from huge pages: 256M at 2675MB/s, 2048M at 1840MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1758163992
cache_drain_bw=763778923
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.76ms, 4M 6.46ms, 16M 22.93ms, 64M 81.26ms, 256M 358.61ms; t = 428.3us + N / 763.8MB/s (R²=0.9951); sequential writes from huge pages: 256M at 2675MB/s, 2048M at 1840MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1758163992
cache_size=1758163992
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 2.09ms, 512 per flush 11.60ms: 21.2us per write, less 5.4us for its bytes at dev.cache_drain_bw
cache_drain_io=15.8669us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1743MB/s, rewritten 1840MB/s: 31.644us more per MiB fresh, against 343.8us per MiB at dev.write_bw
fresh_write_factor=0.915724
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 423MB/s (416..455), 2x128M 420MB/s (407..436), 1x512M 407MB/s (379..451), 2x512M 494MB/s (435..500); median 421MB/s, less the fresh transfer and the commands' serial time (2736MB/s), leaves 498MB/s for the drain of fresh blocks, against dev.cache_drain_bw 764MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1754ms into a fresh file, 2953ms rewritten
fresh_drain_factor=0.651727
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 464.9us, minus the model's data write, log write of 8k and fsync CPU (28.3us)
flush_latency=436.61us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.51us, 8.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.384us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
page_init=0.726898us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.188); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
folio_alloc=1.29695us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.188); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
add_folio=0.415024us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.188); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.585us p=0.7269us f=2.3195us b=10638MB/s; R²=0.9865, residuals (us): 512:-0.141 1k:-0.0448 2k:+0.0287 4k:-0.197 16k:+0.948 64k:+1.06 256k:-3.26 1M:-7.05 512:-0.112 4k:+0.422 64k:+0.952 1M:-8.29
mark_dirty=0.207512us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 30.6ms for 16384 folios, 1M writes: 5.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.5384us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 30.6ms for 16384 folios, 1M writes: 5.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.327756us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 8.15us per IO (8.01..8.54, median of 3) less the same psync writes' write() 4.97us
punt=3.18357us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.455us per IO, spread 18%: fio's own loop, the same for pwrite and pwritev
psync=0.455us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.455us per IO, spread 18%: fio's own loop, the same for pwrite and pwritev
pvsync=0.455us
