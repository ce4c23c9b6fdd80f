# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 47.51us + bs/3872.6MB/s (R²=0.9978); deep queue B=4118.4MB/s, k=1.51 (R²=0.9640); measured at qd32: 3778.3MB/s (2879.8..5419.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 48.02us + bs/1734.9MB/s (R²=0.9982); deep queue B=2022.3MB/s, k=1.06 (R²=0.8286); measured at qd32: 2232.5MB/s (1637.4..2241.1 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.9 ps a byte (25.0..41.2)
# note: buffered write(): 0.672us per call + 0.2922us per new page (0.2440us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5761us per new folio + 0.4159us per new large folio + 34518MB/s (R²=0.9988, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.129 / 0.071 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.remote_copy_bw not fitted: the punted writes took no longer than psync's and the punt (512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 275.4us (71.3..417.0), io_uring qd8 on ext4 78.1us (78.1..84.0) with scramble_buffers=0 and 79.1us (79.1..80.1) with it on; iowq.punt 0.86us)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.05ms, 16M 0.09ms, 64M 0.11ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11334MB/s, best 13403MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1228 MB/s after the memory phase, 1425 MB/s at the end, +16%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 477 MB/s (451..544), predicted 455 MB/s, -4.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1485 MB/s (1480..1502), predicted 1458 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11051 MB/s (9263..11686), predicted 10962 MB/s, -0.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7637 MB/s (7550..8207), predicted 7869 MB/s, +3.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5212 MB/s (5065..5263), predicted 5629 MB/s, +8.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1082 MB/s (1057..1198), predicted 986 MB/s, -8.9%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 101 MB/s (101..113), predicted 101 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1137 MB/s (1128..1147), predicted 1056 MB/s, -7.1%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6243..6711), predicted 5816 MB/s, -13.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6547..6628), predicted 5754 MB/s, -13.2%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (966..973), predicted 951 MB/s, -2.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3244 MB/s (3151..3654), predicted 3806 MB/s, +17.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1637 MB/s (1467..1732), predicted 1637 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3443 MB/s (3225..4130), predicted 4118 MB/s, +19.6%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1974 MB/s (1890..1988), predicted 1974 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2286 MB/s (2171..2431), predicted 1999 MB/s, -12.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2710 MB/s (2459..2901), predicted 2239 MB/s, -17.4%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2033 MB/s (1022..2352), predicted 2010 MB/s, -1.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 65% of their median (1022..2352 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2061 MB/s (1033..2177), predicted 1774 MB/s, -13.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 56% of their median (1033..2177 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 15:24 UTC, in /var/tmp/calS3, 235 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.9 ps a byte (25.0..41.2)
copy_unaligned=3.58549e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.4us, rewrite 64k 2.7/2.9/4.0us, rewrite 1M 29.8/31.4/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=6.29463us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.4us, rewrite 64k 2.7/2.9/4.0us, rewrite 1M 29.8/31.4/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.447744us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0196 (none) to 0.0088
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
copy_stream_page=0.0481648us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
copy_bw=34518296837
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.91us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.8355us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.28617us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4971 MiB/s against one job 2876 MiB/s, per core 0.84 (0.84..0.88), paired within each round, median of 3
smp_efficiency=0.843137

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2172us (min 2108, max 2176us), against 136us per warm write; fitted from the median stall
fault_in_bw=482791136
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2172us, each of two writers at once 2190us (medians of 3 and 2 repeats): together 1.98 times one writer's rate
fault_in_parallel=1.98317
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2172us, p90 2338us, mean 2056us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calS3) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calS3 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
write_call=0.322216us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 60.3us against 49.7us, 13.6us more per IO (7.1..20.0, median of 3 rounds); bounded by the 12.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=9.24538us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 749 discards, 59ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=78.7717us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.18us per IO (58207 IOPS), 8 KiB 11.51us, 128 KiB 34.69us, 128 KiB from huge-page buffers 30.02us, against 0.99us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.18us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 36.6us / 3.91 (exponential service-time tail)
latency_jitter=9.35782us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=47.51us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.98us and the mean jitter 9.36us; R²=0.9978, residuals (us): 4k:-0.912 16k:+0.645 64k:+1.68 256k:-3.2 1M:+3.92; less dev.kick 0.78us (one per QD1 IO)
write_latency=18.3926us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4118.4MB/s k=1.51 (LM converged), R²=0.9640, residuals (MB/s): qd1:-42.1 qd2:-161 qd4:+123 qd8:+284 qd16:-78.6 qd32:-155; QD1 slope 3872.6MB/s, R²=0.9978, residuals (us): 4k:-0.912 16k:+0.645 64k:+1.68 256k:-3.2 1M:+3.92
write_bw=4118403974
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=48.02us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.98us and the mean jitter 9.36us (both as the writes fitted them); R²=0.9982, residuals (us): 4k:+0.928 16k:-1.67 64k:+2.22 256k:-4.68 1M:+8.76
read_latency=19.6807us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2022.3MB/s k=1.06 (LM converged), R²=0.8286, residuals (MB/s): qd1:+89.2 qd2:+28.4 qd4:-82.5 qd8:-149 qd16:-140 qd32:+275; QD1 slope 1734.9MB/s, R²=0.9982, residuals (us): 4k:+0.928 16k:-1.67 64k:+2.22 256k:-4.68 1M:+8.76
read_bw=2022340908
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.58us per IO (5.43..5.84, median of 3) less the modelled 4.81us (syscall, direct IO, command, engine)
kick=0.776033us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 66.41us, against 20.20 and 38.06us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 13.67us, bw = 2486MB/s
fresh_serial=13.6719us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 66.41us, against 20.20 and 38.06us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 13.67us, bw = 2486MB/s
fresh_serial_bw=2485513482
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3297MB/s (3041..3555), 2x128M 3325MB/s (2961..3613), 1x512M 2837MB/s (2160..3436), 2x512M 2943MB/s (2614..3574); all bytes over all fsync times 2980MB/s over dev.write_bw 4118MB/s (O_DIRECT rewrites)
fresh_write_factor=0.723601
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 119.3us, minus the model's data write, log write of 8k and fsync CPU (50.4us)
flush_latency=68.8472us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.48us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
page_init=0.292168us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.899); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
folio_alloc=0.47474us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.899); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
add_folio=0.151917us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.899); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
mark_dirty=0.0759584us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
lru_add_large=0.415874us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.556724us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.118467us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.899); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
insert=0.417771us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.899); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.672us p=0.2922us pl=0.2440us f=1.5761us L=0.4159us b=34518MB/s; R²=0.9988, residuals (us): 512:-0.000165 1k:+0.0085 2k:+0.0383 4k:-0.0504 8k:-0.00628 16k:-0.023 32k:-0.137 64k:+0.648 256k:-0.835 512k:+0.425 1M:-0.769 512:-0.0211 4k:+0.01 64k:+0.0907 1M:-0.691
mark_dirty=0.45575us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1295us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1295us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.21..4.24) against psync 2.99us (2.90..3.02) per IO, libaio - psync within each round 1.22us (1.19..1.34), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.675102us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.21..4.24) against psync 2.99us (2.90..3.02) per IO, libaio - psync within each round 1.22us (1.19..1.34), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.675102us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.78us per IO (3.42..3.88, median of 3) against the same writes through fio's psync engine in the same rounds, 3.02us (2.99..3.14): 0.73us more per IO (0.40..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.861922us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.60us per IO (3.57..3.63, median of 3) against the same writes through fio's psync engine in the same rounds, 3.17us (2.99..3.20): 0.46us more per IO (0.40..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.587264us
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 275.4us (71.3..417.0), io_uring qd8 on ext4 78.1us (78.1..84.0) with scramble_buffers=0 and 79.1us (79.1..80.1) with it on; iowq.punt 0.86us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 40.68us per IO (36.41..40.71, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=12.0453us
