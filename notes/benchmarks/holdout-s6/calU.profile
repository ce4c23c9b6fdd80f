# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_bw not measured: the warm pool (10696M) and the cold part would take more than half the free and cached memory
# note: write device curve: QD1 t(bs) 44.59us + bs/497.1MB/s (R²=0.9885); deep queue B=631.9MB/s, k=0.56 (R²=0.8978); measured at qd32: 614.8MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.384us per call + 0.7687us per new page + 2.7335us per new folio + 15025MB/s (R²=0.9860, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4127MB/s, best 4406MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check in cache, warm memory, 4k psync 32M: measured 834 MB/s (768..838), predicted 780 MB/s, -6.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4191 MB/s (3502..4724), predicted 3728 MB/s, -11.0%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 493 MB/s (478..500), predicted 471 MB/s, -4.6%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 464 MB/s (446..517), predicted 461 MB/s, -0.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 472 MB/s (465..482), predicted 492 MB/s, +4.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 479 MB/s (417..502), predicted 462 MB/s, -3.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 571 MB/s (494..589), predicted 492 MB/s, -13.9%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-01 22:19 UTC, in /tmp/calU, 75 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.6/4.6us, rewrite 64k 4.9/6.8/19.1us, rewrite 1M 69.1/90.6/150.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.6/4.6us, rewrite 64k 4.9/6.8/19.1us, rewrite 1M 69.1/90.6/150.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
copy_bw=15025236944
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 14.03us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.81us, halved
wakeup=6.201us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calU) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
write_call=1.03385us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 63.1us against 52.8us from the rewrite fit; bounded by the 21.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 6.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=4.27465us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 15.14us per IO (66070 IOPS), 8 KiB 24.25us, 128 KiB 213.20us, 128 KiB from huge-page buffers 52.02us, against 6.48us for 4 KiB at B: per command 8.75us, per page segment 6.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 9.11us), transfer rate 2519.6MB/s from the huge-page run; the QD1 slope 497.1MB/s, i.e. 8.24us per page against 8.01us modelled
cmd_service=8.74632us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 15.14us per IO (66070 IOPS), 8 KiB 24.25us, 128 KiB 213.20us, 128 KiB from huge-page buffers 52.02us, against 6.48us for 4 KiB at B: per command 8.75us, per page segment 6.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 9.11us), transfer rate 2519.6MB/s from the huge-page run; the QD1 slope 497.1MB/s, i.e. 8.24us per page against 8.01us modelled
segment_service=6.38911us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 156.7us / 3.91 (exponential service-time tail)
latency_jitter=40.0488us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.59us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.55us and the mean jitter 40.05us; R²=0.9885, residuals (us): 4k:+3.6 16k:-5.97 64k:+4.1 256k:-36.7 1M:+213
write_latency=0us
# dev.write_bw: QD1 slope less the per-segment time (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=631.9MB/s k=0.56 (LM converged), R²=0.8978, residuals (MB/s): qd1:+13.7 qd2:-20.5 qd4:-19 qd8:+50 qd16:-17.2 qd32:-6.34; QD1 slope 497.1MB/s, R²=0.9885, residuals (us): 4k:+3.6 16k:-5.97 64k:+4.1 256k:-36.7 1M:+213
write_bw=2519604632
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 522MB/s (504..585), 2x128M 505MB/s (500..517), 1x512M 546MB/s (472..568), 2x512M 657MB/s (537..674); median 534MB/s over dev.write_bw 2520MB/s (O_DIRECT rewrites)
fresh_write_factor=0.211892
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 244.7us, minus the model's data write, log write of 8k and fsync CPU (21.2us)
flush_latency=223.513us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.45us, 9.28us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.832us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
page_init=0.768736us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.307); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
folio_alloc=1.57668us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.307); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
add_folio=0.504538us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.307); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.384us p=0.7687us f=2.7335us b=15025MB/s; R²=0.9860, residuals (us): 512:-0.127 1k:-0.0582 2k:+0.332 4k:-0.395 16k:+0.556 64k:+2.15 256k:+0.247 1M:-20.6 512:-0.0817 4k:+0.373 64k:-0.355 1M:+2.44
mark_dirty=0.252269us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.5ms for 16384 folios, 1M writes: 5.7ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.788956us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.5ms for 16384 folios, 1M writes: 5.7ms for 64 folios; folios from the model's folio policy
invalidate_page=0.34199us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 8.30us per IO (8.19..8.57, median of 3) less the same psync writes' write() 4.91us
punt=3.38691us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.366us per IO, spread 36%: fio's own loop, the same for pwrite and pwritev
psync=0.3655us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.366us per IO, spread 36%: fio's own loop, the same for pwrite and pwritev
pvsync=0.3655us
