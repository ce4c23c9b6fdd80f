# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 2145us, p90 2366us, mean 1573us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: write device curve: QD1 t(bs) 39.06us + bs/4303.2MB/s (R²=0.9940); deep queue B=4571.8MB/s, k=1.55 (R²=0.9807); measured at qd32: 4303.1MB/s (3713.7..4522.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 47.67us + bs/1696.8MB/s (R²=0.9990); deep queue B=1719.5MB/s, k=0.75 (R²=0.9957); measured at qd32: 1672.6MB/s (1544.1..1690.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 40.1 ps a byte (26.2..40.1)
# note: buffered write(): 0.651us per call + 0.3206us per new page (0.2483us copied in a chunk of cpu.copy_stream_bytes or more) + 1.6036us per new folio + 0.5342us per new large folio + 34403MB/s (R²=0.9981, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.90 per core (2 jobs at once against one: 0.132 / 0.073 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.07ms, 16M 0.07ms, 64M 0.09ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11562MB/s, best 12287MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1342 MB/s after the memory phase, 1400 MB/s at the end, +4%
# note: self-check cold memory, 1M psync 512M: measured 614 MB/s (447..726), predicted 459 MB/s, -25.2%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 46% of their median (447..726 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1461 MB/s (1448..1479), predicted 1440 MB/s, -1.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11366 MB/s (11204..11439), predicted 10812 MB/s, -4.9%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7816 MB/s (7643..7880), predicted 7542 MB/s, -3.5%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5900 MB/s (5369..6171), predicted 6007 MB/s, +1.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1254 MB/s (1147..1278), predicted 1158 MB/s, -7.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 109 MB/s (109..109), predicted 109 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1167 MB/s (1118..1198), predicted 1110 MB/s, -4.9%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6711..6796), predicted 6995 MB/s, +4.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (5965..6796), predicted 6817 MB/s, +2.9%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 966 MB/s (901..980), predicted 933 MB/s, -3.4%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2970 MB/s (2856..3216), predicted 3929 MB/s, +32.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1766 MB/s (1699..1839), predicted 1766 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3484 MB/s (3099..3531), predicted 4571 MB/s, +31.2%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1904 MB/s (1851..2130), predicted 1904 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1664 MB/s (1638..2226), predicted 2247 MB/s, +35.0%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: WARNING: the repeats spread 35% of their median (1638..2226 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2911 MB/s (2894..2939), predicted 2645 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2387 MB/s (1970..2579), predicted 2261 MB/s, -5.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2954 MB/s (1061..3150), predicted 2656 MB/s, -10.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 71% of their median (1061..3150 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 12:31 UTC, in /var/tmp/calO, 212 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 40.1 ps a byte (26.2..40.1)
copy_unaligned=4.01033e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.7us, rewrite 64k 2.7/2.9/3.8us, rewrite 1M 30.1/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_gap=35.3973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.7us, rewrite 64k 2.7/2.9/3.8us, rewrite 1M 30.1/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_time=0.796214us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0362 (none) to 0.0139
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
copy_stream_page=0.0723007us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
copy_bw=34402793409
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.69us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.7255us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=3.21926us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5626 MiB/s against one job 2977 MiB/s, per core 0.98 (0.86..0.99), paired within each round, median of 3
smp_efficiency=0.978022

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2145us (min 2047, max 2178us), against 132us per warm write; fitted from the median stall
fault_in_bw=488782816
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2145us, each of two writers at once 2080us (medians of 3 and 3 repeats): together 2.06 times one writer's rate (two at most: 2)
fault_in_parallel=2

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calO) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calO (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
write_call=0.300935us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.8us against 37.2us, 8.1us more per IO (7.6..9.0, median of 3 rounds); bounded by the 10.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.90458us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 733 discards, 57ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=77.7626us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.68us per IO (59962 IOPS), 8 KiB 11.06us, 128 KiB 30.46us, 128 KiB from huge-page buffers 27.19us, against 0.90us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=16.6774us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 23.8us / 3.91 (exponential service-time tail)
latency_jitter=6.08585us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.06us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.48us and the mean jitter 6.09us; R²=0.9940, residuals (us): 4k:-1.51 16k:+1.81 64k:+1.54 256k:-4.12 1M:+5.92; less dev.kick 0.96us (one per QD1 IO)
write_latency=13.5402us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4571.8MB/s k=1.55 (LM converged), R²=0.9807, residuals (MB/s): qd1:-15.2 qd2:-114 qd4:+56.4 qd8:+248 qd16:-136 qd32:-56.9; QD1 slope 4303.2MB/s, R²=0.9940, residuals (us): 4k:-1.51 16k:+1.81 64k:+1.54 256k:-4.12 1M:+5.92
write_bw=4571776240
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=47.67us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=1.80us; R²=0.9990, residuals (us): 4k:-0.0698 16k:+1.21 64k:-2.17 256k:-1.73 1M:+11.2
read_latency=45.8735us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1719.5MB/s k=0.75 (LM converged), R²=0.9957, residuals (MB/s): qd1:-4.64 qd2:+1.35 qd4:+17.5 qd8:-27.7 qd16:+20.5 qd32:-7.58; QD1 slope 1696.8MB/s, R²=0.9990, residuals (us): 4k:-0.0698 16k:+1.21 64k:-2.17 256k:-1.73 1M:+11.2
read_bw=1719477657
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.80us per IO (5.78..5.85, median of 3) less the modelled 4.84us (syscall, direct IO, command, engine)
kick=0.960282us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.11us per IO, 128 KiB 68.85us, against 22.07 and 37.62us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 5.37us, bw = 2065MB/s
fresh_serial=5.37109us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.11us per IO, 128 KiB 68.85us, against 22.07 and 37.62us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 5.37us, bw = 2065MB/s
fresh_serial_bw=2064888124
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2162MB/s (2145..3200), 2x128M 3709MB/s (3661..3729), 1x512M 3545MB/s (3228..3926), 2x512M 4006MB/s (3719..5872); median 3627MB/s over dev.write_bw 4572MB/s (O_DIRECT rewrites)
fresh_write_factor=0.793308
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 120.3us, minus the model's data write, log write of 8k and fsync CPU (40.3us)
flush_latency=80.0184us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.51us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
page_init=0.320601us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
folio_alloc=0.482997us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
add_folio=0.154559us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
mark_dirty=0.0772796us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
lru_add_large=0.53416us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.56621us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.124196us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
insert=0.425038us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.651us p=0.3206us pl=0.2483us f=1.6036us L=0.5342us b=34403MB/s; R²=0.9981, residuals (us): 512:+0.00725 1k:+0.0337 2k:-0.00106 4k:-0.04 8k:-0.131 16k:+0.0448 32k:+0.289 64k:+0.187 256k:-0.974 512k:+3.14 1M:-4.73 512:-0.0236 4k:+0.00549 64k:+0.0874 1M:-0.661
mark_dirty=0.463677us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.132us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
psync=0.132us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.132us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
pvsync=0.132us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.18..4.55) against psync 2.99us (2.96..2.99) per IO, libaio - psync within each round 1.25us (1.19..1.59), plus engine.psync 0.132us, split half to submit, half to complete
libaio_submit=0.69161us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.18..4.55) against psync 2.99us (2.96..2.99) per IO, libaio - psync within each round 1.25us (1.19..1.59), plus engine.psync 0.132us, split half to submit, half to complete
libaio_complete=0.69161us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.27us per IO (3.20..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.90..2.93): 0.34us more per IO (0.31..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.467693us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.51us per IO (3.42..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.93..3.39): 0.49us more per IO (0.12..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.620281us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 74.2us (72.3..74.2), io_uring qd8 on ext4 78.1us (77.1..78.1) with scramble_buffers=0 and 79.1us (77.1..87.9) with it on; iowq.punt 0.47us
remote_copy_bw=152473277472
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 74.2us (72.3..74.2), io_uring qd8 on ext4 78.1us (77.1..78.1) with scramble_buffers=0 and 79.1us (77.1..87.9) with it on; iowq.punt 0.47us
scrambled_sector=0.00190735us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 37.63us per IO (37.45..37.72, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.57336us
