# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 44.89us + bs/5139.4MB/s (R²=0.9769); deep queue B=4213.9MB/s, k=1.38 (R²=0.8839); measured at qd32: 3657.0MB/s (3470.5..4240.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 34.0 ps a byte (29.7..39.6)
# note: buffered write(): 0.695us per call + 0.2899us per new page + 1.7007us per new folio + 34370MB/s (R²=0.9915, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.92 per core (2 jobs at once against one: 0.129 / 0.071 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.04ms, 16M 0.07ms, 64M 0.09ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 14058MB/s, best 14161MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1420 MB/s after the memory phase, 1426 MB/s at the end, +0%
# note: self-check cold memory, 1M psync 512M: measured 448 MB/s (443..448), predicted 458 MB/s, +2.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1467 MB/s (1443..1482), predicted 1398 MB/s, -4.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10903 MB/s (10220..11014), predicted 11185 MB/s, +2.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7647 MB/s (7600..7803), predicted 6711 MB/s, -12.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5651 MB/s (5162..5711), predicted 6243 MB/s, +10.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1157 MB/s (1082..1475), predicted 1049 MB/s, -9.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 34% of their median (1082..1475 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 113 MB/s (104..114), predicted 113 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1137 MB/s (1074..1198), predicted 1009 MB/s, -11.3%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6628..6711), predicted 6468 MB/s, -3.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6796 MB/s (6711..6796), predicted 6468 MB/s, -4.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 966 MB/s (872..994), predicted 901 MB/s, -6.7%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3036 MB/s (3016..3233), predicted 3654 MB/s, +20.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1688 MB/s (1570..1721), predicted 1688 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3589 MB/s (3560..3618), predicted 4213 MB/s, +17.4%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1974 MB/s (1754..2081), predicted 1974 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2301 MB/s (2295..2449), predicted 2097 MB/s, -8.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2659 MB/s (2595..2797), predicted 2418 MB/s, -9.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2313 MB/s (1211..2552), predicted 2122 MB/s, -8.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 58% of their median (1211..2552 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2593 MB/s (1100..2767), predicted 2440 MB/s, -5.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 64% of their median (1100..2767 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 09:06 UTC, in /var/tmp/calR2, 191 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 34.0 ps a byte (29.7..39.6)
copy_unaligned=3.40267e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.3us, rewrite 64k 2.7/2.9/3.8us, rewrite 1M 29.8/31.4/58.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=7.06269us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.3us, rewrite 64k 2.7/2.9/3.8us, rewrite 1M 29.8/31.4/58.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=0.447744us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
copy_bw=34370277722
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 43.48us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=21.1187us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=4.39195us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5389 MiB/s against one job 2977 MiB/s, per core 0.88 (0.83..0.91), paired within each round, median of 3
smp_efficiency=0.884211

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2145us (min 2143, max 2207us), against 134us per warm write; fitted from the median stall
fault_in_bw=488782816
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2145us, each of two writers at once 2176us (medians of 3 and 3 repeats): together 1.97 times one writer's rate
fault_in_parallel=1.97176
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2145us, p90 2362us, mean 2197us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calR2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calR2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
write_call=0.344955us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 55.3us against 55.6us, 9.6us more per IO (-0.4..14.7, median of 3 rounds); bounded by the 12.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=5.3635us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 737 discards, 56ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.9837us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.93us per IO (55783 IOPS), 8 KiB 11.88us, 128 KiB 35.84us, 128 KiB from huge-page buffers 29.15us, against 0.97us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.9267us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.5us / 3.91 (exponential service-time tail)
latency_jitter=8.31079us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.89us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.73us and the mean jitter 8.31us; R²=0.9769, residuals (us): 4k:-2.66 16k:+0.732 64k:+1.32 256k:+12 1M:-15.3; less dev.kick 0.95us (one per QD1 IO)
write_latency=15.9001us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4213.9MB/s k=1.38 (LM converged), R²=0.8839, residuals (MB/s): qd1:-244 qd2:-82.2 qd4:+157 qd8:+566 qd16:-88.5 qd32:-383; QD1 slope 5139.4MB/s, R²=0.9769, residuals (us): 4k:-2.66 16k:+0.732 64k:+1.32 256k:+12 1M:-15.3
write_bw=4213944252
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.84us per IO (5.52..5.85, median of 3) less the modelled 4.90us (syscall, direct IO, command, engine)
kick=0.947965us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.82us per IO, 128 KiB 66.41us, against 21.58 and 36.52us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2376MB/s
fresh_serial=11.2305us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.82us per IO, 128 KiB 66.41us, against 21.58 and 36.52us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2376MB/s
fresh_serial_bw=2375535007
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3441MB/s (3349..3623), 2x128M 3278MB/s (3209..3503), 1x512M 3614MB/s (3429..3884), 2x512M 3147MB/s (3095..3449); median 3359MB/s over dev.write_bw 4214MB/s (O_DIRECT rewrites)
fresh_write_factor=0.797228
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 129.5us, minus the model's data write, log write of 8k and fsync CPU (45.3us)
flush_latency=84.2725us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
page_init=0.28994us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.049); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
folio_alloc=0.51227us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.049); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
add_folio=0.163926us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.049); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
mark_dirty=0.0819632us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.2ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.564591us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.2ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.119598us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.049); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
insert=0.450798us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.049); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.695us p=0.2899us f=1.7007us b=34370MB/s; R²=0.9915, residuals (us): 512:-0.0445 1k:-0.0146 2k:-0.014 4k:-0.162 16k:+0.417 64k:+0.894 256k:+1.65 1M:-11.1 512:-0.0188 4k:+0.0671 64k:+0.0658 1M:-0.697
mark_dirty=0.491779us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1295us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1295us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.12..4.70) against psync 2.93us (2.90..2.93) per IO, libaio - psync within each round 1.31us (1.19..1.80), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.720878us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.12..4.70) against psync 2.93us (2.90..2.93) per IO, libaio - psync within each round 1.31us (1.19..1.80), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.720878us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.54us per IO (2.78..3.78, median of 3) against the same writes through fio's psync engine in the same rounds, 3.02us (2.96..3.02): 0.52us more per IO (-0.18..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.648299us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.60us per IO (3.42..3.81, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.93..2.96): 0.67us more per IO (0.49..0.85, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.800887us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..73.2), io_uring qd8 on ext4 78.1us (78.1..79.1) with scramble_buffers=0 and 77.1us (77.1..78.1) with it on; iowq.punt 0.65us
remote_copy_bw=73181641296
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..73.2), io_uring qd8 on ext4 78.1us (78.1..79.1) with scramble_buffers=0 and 77.1us (77.1..78.1) with it on; iowq.punt 0.65us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 36.16us per IO (35.86..39.46, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.44324us
