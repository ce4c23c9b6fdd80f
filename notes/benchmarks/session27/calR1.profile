# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 54.88us + bs/4899.6MB/s (R²=0.9824); deep queue B=4461.6MB/s, k=2.18 (R²=0.9429); measured at qd32: 3770.4MB/s (3682.1..4352.3 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 40.1 ps a byte (38.8..42.8)
# note: buffered write(): 0.700us per call + 0.3869us per new page + 1.7765us per new folio + 33022MB/s (R²=0.9701, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.179 / 0.072 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.07ms, 4M 0.07ms, 16M 0.12ms, 64M 0.13ms, 256M 0.13ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 8775MB/s, best 8980MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1217 MB/s after the memory phase, 1048 MB/s at the end, -14%
# note: self-check cold memory, 1M psync 512M: measured 411 MB/s (408..585), predicted 423 MB/s, +3.1%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 43% of their median (408..585 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1403 MB/s (1187..1471), predicted 1291 MB/s, -8.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9534 MB/s (9503..10424), predicted 8389 MB/s, -12.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7199 MB/s (7168..7320), predicted 5592 MB/s, -22.3%  WARNING: past 15%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4881 MB/s (4751..5113), predicted 5162 MB/s, +5.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (1065..1266), predicted 1100 MB/s, -5.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 104 MB/s (101..106), predicted 104 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1009 MB/s (973..1118), predicted 973 MB/s, -3.6%
# note: self-check punted copy, 512k io_uring qd8: measured 6101 MB/s (5711..6316), predicted 5316 MB/s, -12.9%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6032 MB/s (5836..6468), predicted 5316 MB/s, -11.9%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (872..987), predicted 952 MB/s, -2.1%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2712 MB/s (2595..3190), predicted 2994 MB/s, +10.4%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1647 MB/s (1459..1732), predicted 1172 MB/s, -28.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3156 MB/s (2492..3250), predicted 4462 MB/s, +41.4%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1370 MB/s (1284..1491), predicted 1172 MB/s, -14.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1990 MB/s (1978..2343), predicted 1917 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2614 MB/s (2375..2644), predicted 2218 MB/s, -15.1%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2269 MB/s (2180..2451), predicted 1938 MB/s, -14.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2051 MB/s (1064..2827), predicted 2223 MB/s, +8.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 86% of their median (1064..2827 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 08:58 UTC, in /var/tmp/calR1, 192 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 40.1 ps a byte (38.8..42.8)
copy_unaligned=4.01264e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.3/2.4us, rewrite 64k 2.8/3.2/4.1us, rewrite 1M 30.6/32.4/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=7.06269us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.3/2.4us, rewrite 64k 2.8/3.2/4.1us, rewrite 1M 30.6/32.4/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.502377us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
copy_bw=33021903932
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 51.05us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.71us, halved
wakeup=24.8133us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=6.73689us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4655 MiB/s against one job 2909 MiB/s, per core 0.81 (0.78..0.87), paired within each round, median of 3
smp_efficiency=0.809524

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2303us (min 2170, max 2463us), against 140us per warm write; fitted from the median stall
fault_in_bw=455313473
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2303us, each of two writers at once 2399us (medians of 3 and 3 repeats): together 1.92 times one writer's rate
fault_in_parallel=1.91976
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2303us, p90 2717us, mean 2412us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calR1) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calR1 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
write_call=0.349787us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 69.8us against 50.0us, 15.7us more per IO (13.2..21.7, median of 3 rounds); bounded by the 14.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=11.3834us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 739 discards, 66ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=89.3099us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 21.89us per IO (45686 IOPS), 8 KiB 17.09us, 128 KiB 34.76us, 128 KiB from huge-page buffers 41.68us, against 0.92us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=21.8887us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 57.3us / 3.91 (exponential service-time tail)
latency_jitter=14.6584us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=54.88us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=23.69us and the mean jitter 14.66us; R²=0.9824, residuals (us): 4k:-1.1 16k:-2.17 64k:+2.49 256k:+11 1M:-13.8; less dev.kick 1.43us (one per QD1 IO)
write_latency=15.1117us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4461.6MB/s k=2.18 (LM converged), R²=0.9429, residuals (MB/s): qd1:-9.36 qd2:-196 qd4:+1.53 qd8:+238 qd16:+328 qd32:-406; QD1 slope 4899.6MB/s, R²=0.9824, residuals (us): 4k:-1.1 16k:-2.17 64k:+2.49 256k:+11 1M:-13.8
write_bw=4461640752
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.88us per IO (5.37..6.85, median of 3) less the modelled 4.46us (syscall, direct IO, command, engine)
kick=1.42547us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.79us per IO, 128 KiB 95.70us, against 24.16 and 41.53us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1172MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.79us per IO, 128 KiB 95.70us, against 24.16 and 41.53us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1172MB/s
fresh_serial_bw=1172207232
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2754MB/s (2721..3442), 2x128M 3242MB/s (2870..3286), 1x512M 3344MB/s (3150..3662), 2x512M 3360MB/s (2833..3695); median 3293MB/s over dev.write_bw 4462MB/s (O_DIRECT rewrites)
fresh_write_factor=0.73799
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 197.6us, minus the model's data write, log write of 8k and fsync CPU (43.6us)
flush_latency=154.029us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
page_init=0.386945us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.140); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
folio_alloc=0.535076us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.140); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
add_folio=0.171224us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.140); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
mark_dirty=0.0856122us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 12.0ms for 16384 folios, 1M writes: 3.3ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.533026us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 12.0ms for 16384 folios, 1M writes: 3.3ms for 64 folios; folios from the model's folio policy
invalidate_page=0.199937us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.140); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
insert=0.470867us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.140); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.700us p=0.3869us f=1.7765us b=33022MB/s; R²=0.9701, residuals (us): 512:-0.0366 1k:-0.0187 2k:-0.119 4k:-0.217 16k:+1.06 64k:+2.75 256k:+4.32 1M:-23.5 512:-0.0381 4k:+0.115 64k:+0.111 1M:-1.13
mark_dirty=0.513673us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.179us per IO, spread 47%: fio's own loop, the same for pwrite and pwritev
psync=0.179us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.179us per IO, spread 47%: fio's own loop, the same for pwrite and pwritev
pvsync=0.179us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.15..4.70) against psync 3.54us (3.33..3.60) per IO, libaio - psync within each round 0.82us (0.67..1.10), plus engine.psync 0.179us, split half to submit, half to complete
libaio_submit=0.501487us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.15..4.70) against psync 3.54us (3.33..3.60) per IO, libaio - psync within each round 0.82us (0.67..1.10), plus engine.psync 0.179us, split half to submit, half to complete
libaio_complete=0.501487us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.23..3.85, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.05..3.51): 0.00us more per IO (-0.27..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.18us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.179us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.06us per IO (3.66..4.21, median of 3) against the same writes through fio's psync engine in the same rounds, 3.72us (3.05..3.97): 0.49us more per IO (0.09..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.18us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.667281us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 74.2us (72.3..77.1), io_uring qd8 on ext4 85.9us (83.0..91.8) with scramble_buffers=0 and 86.9us (81.1..89.8) with it on; iowq.punt 0.18us
remote_copy_bw=60892473180
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 74.2us (72.3..77.1), io_uring qd8 on ext4 85.9us (83.0..91.8) with scramble_buffers=0 and 86.9us (81.1..89.8) with it on; iowq.punt 0.18us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 39.52us per IO (38.73..40.71, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.35168us
