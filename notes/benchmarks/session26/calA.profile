# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 56.00us + bs/3598.8MB/s (R²=0.9913); deep queue B=3517.5MB/s, k=1.52 (R²=0.9318); measured at qd32: 3050.9MB/s (2965.9..3469.4 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 19.0 ps a byte (13.2..19.1)
# note: buffered write(): 0.756us per call + 0.3660us per new page + 1.5674us per new folio + 31596MB/s (R²=0.9773, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.69 per core (2 jobs at once against one: 0.155 / 0.113 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.09ms, 4M 0.14ms, 16M 0.15ms, 64M 0.14ms, 256M 0.16ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11810MB/s, best 12308MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1236 MB/s after the memory phase, 1141 MB/s at the end, -8%
# note: self-check cold memory, 1M psync 512M: measured 431 MB/s (431..438), predicted 445 MB/s, +3.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1422 MB/s (1415..1434), predicted 1398 MB/s, -1.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8895 MB/s (8181..8963), predicted 8389 MB/s, -5.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 6825 MB/s (6778..7364), predicted 6711 MB/s, -1.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4709 MB/s (4589..4793), predicted 6171 MB/s, +31.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1057 MB/s (839..1220), predicted 959 MB/s, -9.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 36% of their median (839..1220 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 100 MB/s (95..108), predicted 100 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1032 MB/s (1025..1049), predicted 919 MB/s, -11.0%
# note: self-check punted copy, 512k io_uring qd8: measured 5836 MB/s (5478..6468), predicted 5592 MB/s, -4.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6101 MB/s (5162..6243), predicted 5592 MB/s, -8.3%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 952 MB/s (866..980), predicted 945 MB/s, -0.7%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2246 MB/s (2145..2755), predicted 2865 MB/s, +27.5%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1356 MB/s (1172..1363), predicted 1303 MB/s, -3.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2369 MB/s (2352..3112), predicted 3516 MB/s, +48.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 32% of their median (2352..3112 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1329 MB/s (1243..1534), predicted 1303 MB/s, -1.9%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2215 MB/s (1898..2218), predicted 2003 MB/s, -9.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2424 MB/s (2167..2543), predicted 2294 MB/s, -5.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2210 MB/s (1799..2293), predicted 2011 MB/s, -9.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2683 MB/s (914..2828), predicted 2304 MB/s, -14.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 71% of their median (914..2828 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 05:27 UTC, in /var/tmp/calA, 191 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 19.0 ps a byte (13.2..19.1)
copy_unaligned=1.89712e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.2/1.6/2.5us, rewrite 64k 3.3/3.8/5.0us, rewrite 1M 30.3/31.9/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.2/1.6/2.5us, rewrite 64k 3.3/3.8/5.0us, rewrite 1M 30.3/31.9/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.447744us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
copy_bw=31596359288
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 54.10us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=26.4293us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=9.21338us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4491 MiB/s against one job 2510 MiB/s, per core 0.88 (0.81..0.89), paired within each round, median of 3
smp_efficiency=0.880342

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2207us (min 2205, max 2209us), against 136us per warm write; fitted from the median stall
fault_in_bw=475174014
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2207us, each of two writers at once 2190us (medians of 3 and 1 repeats): together 2.01 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2207us, p90 2461us, mean 2261us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calA (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
write_call=0.406074us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 75.1us against 59.7us, 14.1us more per IO (13.1..15.5, median of 3 rounds); bounded by the 15.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=9.95764us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 736 discards, 79ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=107.337us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 22.88us per IO (43708 IOPS), 8 KiB 16.83us, 128 KiB 42.96us, 128 KiB from huge-page buffers 36.01us, against 1.16us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=22.8789us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 50.2us / 3.91 (exponential service-time tail)
latency_jitter=12.8261us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=56.00us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=24.68us and the mean jitter 12.83us; R²=0.9913, residuals (us): 4k:+4.23 16k:-1.96 64k:-2.55 256k:-1.9 1M:+8.24; less dev.kick 1.87us (one per QD1 IO)
write_latency=16.6281us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3517.5MB/s k=1.52 (LM converged), R²=0.9318, residuals (MB/s): qd1:-84.4 qd2:-125 qd4:+80.7 qd8:+307 qd16:+89.9 qd32:-307; QD1 slope 3598.8MB/s, R²=0.9913, residuals (us): 4k:+4.23 16k:-1.96 64k:-2.55 256k:-1.9 1M:+8.24
write_bw=3517452678
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 6.61us per IO (6.16..7.05, median of 3) less the modelled 4.74us (syscall, direct IO, command, engine)
kick=1.86896us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 48.34us per IO, 128 KiB 98.63us, against 29.18 and 55.32us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1303MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 48.34us per IO, 128 KiB 98.63us, against 29.18 and 55.32us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1303MB/s
fresh_serial_bw=1303084738
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3205MB/s (2646..3208), 2x128M 2990MB/s (2574..3158), 1x512M 3276MB/s (2353..3464), 2x512M 3309MB/s (2225..3582); median 3241MB/s over dev.write_bw 3517MB/s (O_DIRECT rewrites)
fresh_write_factor=0.921346
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 195.6us, minus the model's data write, log write of 8k and fsync CPU (47.1us)
flush_latency=148.435us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
page_init=0.366024us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.888); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
folio_alloc=0.472118us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.888); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
add_folio=0.151078us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.888); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
mark_dirty=0.0755389us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 15.4ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.790779us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 15.4ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.148749us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.888); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
insert=0.415464us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.888); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.756us p=0.3660us f=1.5674us b=31596MB/s; R²=0.9773, residuals (us): 512:-0.0843 1k:-0.047 2k:-0.0588 4k:-0.0897 16k:+0.716 64k:+0.894 256k:+0.477 1M:-11.5 512:-0.0722 4k:+0.264 64k:+0.482 1M:-2.96
mark_dirty=0.453233us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.155us per IO, spread 100%: fio's own loop, the same for pwrite and pwritev
psync=0.1555us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.155us per IO, spread 100%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1555us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.30us (4.18..4.73) against psync 3.17us (3.05..3.17) per IO, libaio - psync within each round 1.13us (1.13..1.56), plus engine.psync 0.155us, split half to submit, half to complete
libaio_submit=0.642325us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.30us (4.18..4.73) against psync 3.17us (3.05..3.17) per IO, libaio - psync within each round 1.13us (1.13..1.56), plus engine.psync 0.155us, split half to submit, half to complete
libaio_complete=0.642325us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.88us per IO (3.36..4.88, median of 3) against the same writes through fio's psync engine in the same rounds, 3.66us (3.05..3.66): 0.82us more per IO (-0.31..1.22, median of the rounds' differences), plus fio's psync loop engine.psync 0.16us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.979475us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.97us per IO (3.91..4.00, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.93..3.33): 1.01us more per IO (0.58..1.07, median of the rounds' differences), plus fio's psync loop engine.psync 0.16us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.16258us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (71.3..72.3), io_uring qd8 on ext4 89.8us (81.1..95.7) with scramble_buffers=0 and 85.9us (84.0..101.6) with it on; iowq.punt 0.98us
remote_copy_bw=31586182474
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (71.3..72.3), io_uring qd8 on ext4 89.8us (81.1..95.7) with scramble_buffers=0 and 85.9us (84.0..101.6) with it on; iowq.punt 0.98us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 40.89us per IO (37.96..42.91, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.49109us
