# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 38.04us + bs/1029.7MB/s (R²=0.9596); deep queue B=638.1MB/s, k=0.20 (R²=0.3135); measured at qd32: 592.0MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.496us per call + 0.7756us per new page + 1.4552us per new folio + 22349MB/s (R²=0.9816, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4463MB/s, best 4804MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 500 MB/s (461..546), predicted 480 MB/s, -4.0%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1058 MB/s (987..1074), predicted 1017 MB/s, -3.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4494 MB/s (4357..4593), predicted 4194 MB/s, -6.7%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 554 MB/s (523..604), predicted 539 MB/s, -2.7%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 439 MB/s (430..478), predicted 436 MB/s, -0.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 469 MB/s (430..478), predicted 460 MB/s, -1.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 450 MB/s (439..529), predicted 436 MB/s, -3.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 489 MB/s (461..500), predicted 487 MB/s, -0.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 04:09 UTC, in /tmp/calB, 119 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/4.1us, rewrite 64k 4.7/6.0/13.8us, rewrite 1M 43.8/48.9/76.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_gap=158.114us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/4.1us, rewrite 64k 4.7/6.0/13.8us, rewrite 1M 43.8/48.9/76.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_time=7.96214us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
copy_bw=22348683304
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 13.29us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.97us, halved
wakeup=5.6755us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1935us (min 1930, max 2039us); spread 514..543MB/s
fault_in_bw=541798942

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calB) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
write_call=1.14649us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 66.2us against 42.0us from the rewrite fit; bounded by the 22.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=22.8233us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.90us per IO (59160 IOPS), 8 KiB 20.35us, 128 KiB 221.39us, 128 KiB from huge-page buffers 37.80us, against 6.42us for 4 KiB at B: per command 10.31us, per page segment 6.60us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 3.44us), transfer rate 3467.2MB/s from the huge-page run; the QD1 slope 1029.7MB/s, i.e. 3.98us per page against 7.78us modelled
cmd_service=10.3069us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.90us per IO (59160 IOPS), 8 KiB 20.35us, 128 KiB 221.39us, 128 KiB from huge-page buffers 37.80us, against 6.42us for 4 KiB at B: per command 10.31us, per page segment 6.60us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 3.44us), transfer rate 3467.2MB/s from the huge-page run; the QD1 slope 1029.7MB/s, i.e. 3.98us per page against 7.78us modelled
segment_service=6.59632us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 72.2us / 3.91 (exponential service-time tail)
latency_jitter=18.4539us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.04us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=12.11us and the mean jitter 18.45us; R²=0.9596, residuals (us): 4k:+8.15 16k:-5.48 64k:-7.54 256k:-13.6 1M:+187
write_latency=7.4761us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=638.1MB/s k=0.20 (LM converged), R²=0.3135, residuals (MB/s): qd1:-40.7 qd2:+66.9 qd4:-24.4 qd8:+87.1 qd16:-47.4 qd32:-42.1; QD1 slope 1029.7MB/s, R²=0.9596, residuals (us): 4k:+8.15 16k:-5.48 64k:-7.54 256k:-13.6 1M:+187
write_bw=3467194596
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.91ms, 4M 5.34ms, 16M 18.74ms, 64M 74.97ms, 256M 278.92ms; t = 793.5us + N / 933.6MB/s (R²=0.9993); sequential writes from huge pages: 256M at 3240MB/s, 2048M at 3012MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=933647796
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.91ms, 4M 5.34ms, 16M 18.74ms, 64M 74.97ms, 256M 278.92ms; t = 793.5us + N / 933.6MB/s (R²=0.9993); sequential writes from huge pages: 256M at 3240MB/s, 2048M at 3012MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.86ms, 512 per flush 12.26ms: 23.2us per write, less 4.4us for its bytes at dev.cache_drain_bw
cache_drain_io=18.8175us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 2088MB/s, rewritten 3012MB/s: 154.033us more per MiB fresh, against 302.4us per MiB at dev.write_bw
fresh_write_factor=0.66255
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 492MB/s (476..546), 2x128M 500MB/s (458..511), 1x512M 504MB/s (491..620), 2x512M 522MB/s (491..534); median 502MB/s, less the fresh transfer and the commands' serial time (2252MB/s), leaves 646MB/s for the drain of fresh blocks, against dev.cache_drain_bw 934MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1204ms into a fresh file, 2304ms rewritten
fresh_drain_factor=0.692274
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 419.8us, minus the model's data write, log write of 8k and fsync CPU (29.4us)
flush_latency=390.442us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.47us, 7.07us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=3.6us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
page_init=0.77561us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x2.852); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
folio_alloc=0.712989us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x2.852); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
add_folio=0.228157us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x2.852); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.496us p=0.7756us f=1.4552us b=22349MB/s; R²=0.9816, residuals (us): 512:-0.0358 1k:+0.106 2k:-0.164 4k:-0.188 16k:+1.19 64k:+1.08 256k:-1.6 1M:-15.2 512:-0.181 4k:+0.3 64k:+0.619 1M:-3.35
mark_dirty=0.114078us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 19.1ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.863013us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 19.1ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.304479us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 7.40us per IO (6.78..7.84, median of 3) less the same psync writes' write() 3.87us
punt=3.52345us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.460us per IO, spread 23%: fio's own loop, the same for pwrite and pwritev
psync=0.46us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.460us per IO, spread 23%: fio's own loop, the same for pwrite and pwritev
pvsync=0.46us
