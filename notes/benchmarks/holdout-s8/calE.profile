# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 49.15us + bs/570.5MB/s (R²=0.9632); deep queue B=555.2MB/s, k=0.40 (R²=0.5522); measured at qd32: 516.0MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.637us per call + 0.7215us per new page + 1.6638us per new folio + 8773MB/s (R²=0.9811, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4100MB/s, best 4296MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 493 MB/s (443..544), predicted 450 MB/s, -8.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 971 MB/s (746..980), predicted 883 MB/s, -9.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3577 MB/s (3476..3593), predicted 3355 MB/s, -6.2%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 394 MB/s (392..430), predicted 379 MB/s, -3.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 415 MB/s (409..417), predicted 417 MB/s, +0.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 456 MB/s (441..495), predicted 444 MB/s, -2.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 432 MB/s (425..432), predicted 417 MB/s, -3.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 468 MB/s (417..487), predicted 444 MB/s, -5.1%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 04:54 UTC, in /tmp/calE, 124 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.0/5.0us, rewrite 64k 9.8/15.0/38.1us, rewrite 1M 101.9/158.7/268.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.0/5.0us, rewrite 64k 9.8/15.0/38.1us, rewrite 1M 101.9/158.7/268.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=20us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
copy_bw=8773274444
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 15.90us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.08us, halved
wakeup=6.868us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2021us (min 1948, max 2059us); spread 509..538MB/s
fault_in_bw=518743668

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calE) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
write_call=1.28707us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 99.3us against 56.3us from the rewrite fit; bounded by the 30.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.7us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=30.5784us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 25.97us per IO (38502 IOPS), 8 KiB 30.38us, 128 KiB 253.99us, 128 KiB from huge-page buffers 65.26us, against 7.38us for 4 KiB at B; 128 KiB from huge pages at QD1 55.07us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3232.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.09us, per command 4 KiB - segment - transfer = 18.62us
cmd_service=18.6174us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 25.97us per IO (38502 IOPS), 8 KiB 30.38us, 128 KiB 253.99us, 128 KiB from huge-page buffers 65.26us, against 7.38us for 4 KiB at B; 128 KiB from huge pages at QD1 55.07us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3232.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.09us, per command 4 KiB - segment - transfer = 18.62us
segment_service=6.08835us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 25.97us per IO (38502 IOPS), 8 KiB 30.38us, 128 KiB 253.99us, 128 KiB from huge-page buffers 65.26us, against 7.38us for 4 KiB at B; 128 KiB from huge pages at QD1 55.07us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3232.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.09us, per command 4 KiB - segment - transfer = 18.62us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 142.3us / 3.91 (exponential service-time tail)
latency_jitter=36.3842us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=49.15us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=20.42us and the mean jitter 36.38us; R²=0.9632, residuals (us): 4k:+1.78 16k:-6.5 64k:+44.7 256k:-61.7 1M:+125
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=555.2MB/s k=0.40 (LM converged), R²=0.5522, residuals (MB/s): qd1:-12 qd2:-30.9 qd4:+105 qd8:-36.9 qd16:+6.24 qd32:-32.3; QD1 slope 570.5MB/s, R²=0.9632, residuals (us): 4k:+1.78 16k:-6.5 64k:+44.7 256k:-61.7 1M:+125
write_bw=3232353235
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.21ms, 4M 6.98ms, 16M 21.36ms, 64M 87.56ms, 256M 367.00ms; t = 877.8us + N / 761.6MB/s (R²=0.9953); sequential writes from huge pages: 256M at 2652MB/s, 2048M at 2271MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 2002155178
cache_drain_bw=761601822
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.21ms, 4M 6.98ms, 16M 21.36ms, 64M 87.56ms, 256M 367.00ms; t = 877.8us + N / 761.6MB/s (R²=0.9953); sequential writes from huge pages: 256M at 2652MB/s, 2048M at 2271MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 2002155178
cache_size=2002155178
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 2.18ms, 512 per flush 12.52ms: 23.1us per write, less 5.4us for its bytes at dev.cache_drain_bw
cache_drain_io=17.6984us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1646MB/s, rewritten 2271MB/s: 175.283us more per MiB fresh, against 324.4us per MiB at dev.write_bw
fresh_write_factor=0.649211
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 466MB/s (464..467), 2x128M 491MB/s (473..530), 1x512M 494MB/s (478..498), 2x512M 527MB/s (504..533); median 492MB/s, less the fresh transfer and the commands' serial time (2054MB/s), leaves 648MB/s for the drain of fresh blocks, against dev.cache_drain_bw 762MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1671ms into a fresh file, 2629ms rewritten
fresh_drain_factor=0.850301
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 305.2us, minus the model's data write, log write of 8k and fsync CPU (14.8us)
flush_latency=290.366us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.66us, 7.58us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=3.92us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
page_init=0.721479us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.416); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
folio_alloc=0.853941us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.416); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
add_folio=0.273261us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.416); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.637us p=0.7215us f=1.6638us b=8773MB/s; R²=0.9811, residuals (us): 512:+0.00968 1k:+0.0451 2k:+0.0767 4k:-0.423 16k:+1.73 64k:+0.76 256k:-2.88 1M:-14.6 512:-0.174 4k:+0.234 64k:+1.68 1M:-11.8
mark_dirty=0.136631us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 32.5ms for 16384 folios, 1M writes: 5.6ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.65024us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 32.5ms for 16384 folios, 1M writes: 5.6ms for 64 folios; folios from the model's folio policy
invalidate_page=0.335855us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 10.39us per IO (9.53..10.46, median of 3) less the same psync writes' write() 4.22us
punt=6.17631us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.468us per IO, spread 35%: fio's own loop, the same for pwrite and pwritev
psync=0.4675us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.468us per IO, spread 35%: fio's own loop, the same for pwrite and pwritev
pvsync=0.4675us
