# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.98us + bs/4079.9MB/s (R²=0.9975); deep queue B=4237.8MB/s, k=1.28 (R²=0.9654); measured at qd32: 3837.5MB/s (3471.7..4093.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 38.4 ps a byte (16.1..43.0)
# note: buffered write(): 0.674us per call + 0.2834us per new page + 1.6397us per new folio + 35654MB/s (R²=0.9953, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.96 per core (2 jobs at once against one: 0.128 / 0.067 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.05ms, 16M 0.08ms, 64M 0.11ms, 256M 0.10ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 10461MB/s, best 11464MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1425 MB/s after the memory phase, 1422 MB/s at the end, -0%
# note: self-check cold memory, 1M psync 512M: measured 457 MB/s (446..624), predicted 458 MB/s, +0.1%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 39% of their median (446..624 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1516 MB/s (1499..1525), predicted 1459 MB/s, -3.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10792 MB/s (10152..11061), predicted 11185 MB/s, +3.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7946 MB/s (7885..9287), predicted 6711 MB/s, -15.5%  WARNING: past 15%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5651 MB/s (5651..5836), predicted 6547 MB/s, +15.9%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (1109..1303), predicted 1065 MB/s, -8.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 109 MB/s (107..115), predicted 109 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1147 MB/s (1100..1157), predicted 1065 MB/s, -7.1%
# note: self-check punted copy, 512k io_uring qd8: measured 6796 MB/s (6316..6883), predicted 6468 MB/s, -4.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6796 MB/s (6796..6883), predicted 6468 MB/s, -4.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (966..980), predicted 939 MB/s, -3.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3171 MB/s (2906..3372), predicted 3799 MB/s, +19.8%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1637 MB/s (1534..1778), predicted 1637 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3487 MB/s (2833..3637), predicted 4236 MB/s, +21.5%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1766 MB/s (1732..1945), predicted 1766 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2435 MB/s (2103..2472), predicted 2237 MB/s, -8.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2948 MB/s (2936..2998), predicted 2632 MB/s, -10.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2423 MB/s (1702..2543), predicted 2265 MB/s, -6.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (1702..2543 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2947 MB/s (1164..3023), predicted 2651 MB/s, -10.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 63% of their median (1164..3023 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 00:20 UTC, in /tmp/calG, 184 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 38.4 ps a byte (16.1..43.0)
copy_unaligned=3.84279e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.1us, rewrite 64k 2.7/2.8/3.5us, rewrite 1M 29.1/30.1/48.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.1us, rewrite 64k 2.7/2.8/3.5us, rewrite 1M 29.1/30.1/48.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=0.355656us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
copy_bw=35653880965
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.03us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.395us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.73418us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5389 MiB/s against one job 2977 MiB/s, per core 0.93 (0.88..0.93), paired within each round, median of 3
smp_efficiency=0.926316

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2145us (min 2145, max 2180us), against 132us per warm write; fitted from the median stall
fault_in_bw=488782816
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2145us, each of two writers at once 2326us (medians of 3 and 3 repeats): together 1.85 times one writer's rate
fault_in_parallel=1.845
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2145us, p90 2303us, mean 2153us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calG) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calG (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
write_call=0.323792us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.6us against 40.1us, 8.5us more per IO (7.9..9.0, median of 3 rounds); bounded by the 11.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.37301us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 732 discards, 57ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=77.8689us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.24us per IO (58015 IOPS), 8 KiB 11.72us, 128 KiB 34.16us, 128 KiB from huge-page buffers 32.45us, against 0.97us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.2371us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 27.1us / 3.91 (exponential service-time tail)
latency_jitter=6.93656us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.98us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.04us and the mean jitter 6.94us; R²=0.9975, residuals (us): 4k:-0.938 16k:+1.84 64k:-1.14 256k:+1.03 1M:-0.955; less dev.kick 0.99us (one per QD1 IO)
write_latency=15.0147us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4237.8MB/s k=1.28 (LM converged), R²=0.9654, residuals (MB/s): qd1:-142 qd2:-48.9 qd4:+173 qd8:+175 qd16:+40.9 qd32:-237; QD1 slope 4079.9MB/s, R²=0.9975, residuals (us): 4k:-0.938 16k:+1.84 64k:-1.14 256k:+1.03 1M:-0.955
write_bw=4237764643
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.79us per IO (5.63..5.84, median of 3) less the modelled 4.80us (syscall, direct IO, command, engine)
kick=0.990462us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 74.22us, against 20.67 and 37.59us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 5.86us, bw = 1917MB/s
fresh_serial=5.85938us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 74.22us, against 20.67 and 37.59us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 5.86us, bw = 1917MB/s
fresh_serial_bw=1917396114
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3574MB/s (2877..3631), 2x128M 3690MB/s (3680..3768), 1x512M 3751MB/s (3570..3850), 2x512M 3809MB/s (3738..3879); median 3721MB/s over dev.write_bw 4238MB/s (O_DIRECT rewrites)
fresh_write_factor=0.877939
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 179.2us, minus the model's data write, log write of 8k and fsync CPU (43.4us)
flush_latency=135.837us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.48us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
page_init=0.283371us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.129); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
folio_alloc=0.532362us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.129); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
add_folio=0.170356us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.129); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
mark_dirty=0.085178us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.496483us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.119607us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.129); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
insert=0.42589us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.129); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.674us p=0.2834us f=1.6397us b=35654MB/s; R²=0.9953, residuals (us): 512:-0.00523 1k:+0.00452 2k:-0.0313 4k:-0.161 16k:+0.46 64k:+0.321 256k:+0.939 1M:-7.26 512:-0.00476 4k:+0.00132 64k:+0.0981 1M:-0.703
mark_dirty=0.42589us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.128us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.128us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.18..4.24) against psync 3.02us (2.99..3.02) per IO, libaio - psync within each round 1.22us (1.16..1.22), plus engine.psync 0.128us, split half to submit, half to complete
libaio_submit=0.674352us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.18..4.24) against psync 3.02us (2.99..3.02) per IO, libaio - psync within each round 1.22us (1.16..1.22), plus engine.psync 0.128us, split half to submit, half to complete
libaio_complete=0.674352us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.14..3.69, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.93..2.99): 0.58us more per IO (0.15..0.70, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.707834us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.57us per IO (3.54..3.72, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.96..3.02): 0.58us more per IO (0.55..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.707834us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (69.3..70.3), io_uring qd8 on ext4 77.1us (76.2..83.0) with scramble_buffers=0 and 77.1us (76.2..77.1) with it on; iowq.punt 0.71us
remote_copy_bw=73794883437
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (69.3..70.3), io_uring qd8 on ext4 77.1us (76.2..83.0) with scramble_buffers=0 and 77.1us (76.2..77.1) with it on; iowq.punt 0.71us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 37.69us per IO (35.58..38.12, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.71985us
