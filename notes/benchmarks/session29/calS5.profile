# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 40.12us + bs/3242.5MB/s (R²=0.9981); deep queue B=3486.4MB/s, k=0.90 (R²=0.9720); measured at qd32: 3363.3MB/s (3312.8..4012.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.94us + bs/1739.2MB/s (R²=0.9977); deep queue B=1778.5MB/s, k=0.74 (R²=0.9859); measured at qd32: 1776.5MB/s (1646.0..1932.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 20.4 ps a byte (18.7..34.4)
# note: buffered write(): 0.670us per call + 0.3435us per new page (0.2685us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5264us per new folio + 0.4085us per new large folio + 34056MB/s (R²=0.9992, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.96 per core (2 jobs at once against one: 0.127 / 0.067 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.05ms, 16M 0.09ms, 64M 0.11ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 12792MB/s, best 13092MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1441 MB/s after the memory phase, 1434 MB/s at the end, -0%
# note: self-check cold memory, 1M psync 512M: measured 451 MB/s (436..454), predicted 469 MB/s, +3.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1478 MB/s (1467..1479), predicted 1458 MB/s, -1.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10444 MB/s (10434..10943), predicted 10252 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7503 MB/s (7278..7860), predicted 8476 MB/s, +13.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5773 MB/s (5423..5965), predicted 6269 MB/s, +8.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1384 MB/s (1177..1398), predicted 1271 MB/s, -8.1%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 118 MB/s (112..119), predicted 118 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1177 MB/s (1157..1177), predicted 1094 MB/s, -7.1%
# note: self-check punted copy, 512k io_uring qd8: measured 6883 MB/s (6796..6883), predicted 7470 MB/s, +8.5%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6547 MB/s (6171..6796), predicted 7076 MB/s, +8.1%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (959..994), predicted 973 MB/s, +0.0%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2917 MB/s (2782..3017), predicted 3483 MB/s, +19.4%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1657 MB/s (1627..1721), predicted 1657 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3527 MB/s (3397..3639), predicted 3486 MB/s, -1.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1931 MB/s (1721..2130), predicted 1931 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2346 MB/s (1923..2370), predicted 2219 MB/s, -5.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2771 MB/s (2707..2793), predicted 2540 MB/s, -8.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2364 MB/s (1106..2412), predicted 2232 MB/s, -5.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 55% of their median (1106..2412 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2721 MB/s (1026..2976), predicted 1854 MB/s, -31.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 72% of their median (1026..2976 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 16:00 UTC, in /var/tmp/calS5, 224 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 20.4 ps a byte (18.7..34.4)
copy_unaligned=2.04295e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/1.7us, rewrite 64k 2.8/3.0/4.1us, rewrite 1M 29.8/31.6/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=50us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/1.7us, rewrite 64k 2.8/3.0/4.1us, rewrite 1M 29.8/31.6/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=1.12468us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0276 (none) to 0.0056
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
copy_stream_page=0.0750065us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
copy_bw=34055507483
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.72us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.7405us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.75226us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5505 MiB/s against one job 3012 MiB/s, per core 0.94 (0.86..0.94), paired within each round, median of 3
smp_efficiency=0.935484

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2113us (min 2110, max 2178us), against 132us per warm write; fitted from the median stall
fault_in_bw=496364518
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2113us, each of two writers at once 2211us (medians of 3 and 3 repeats): together 1.91 times one writer's rate
fault_in_parallel=1.91107
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2113us, p90 2301us, mean 2188us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calS5) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calS5 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
write_call=0.319881us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.6us against 37.2us, 8.4us more per IO (6.5..9.1, median of 3 rounds); bounded by the 10.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.3913us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 748 discards, 53ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=70.8556us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.03us per IO (58731 IOPS), 8 KiB 11.22us, 128 KiB 38.97us, 128 KiB from huge-page buffers 33.19us, against 1.17us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.0269us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 40.2us / 3.91 (exponential service-time tail)
latency_jitter=10.274us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.12us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.83us and the mean jitter 10.27us; R²=0.9981, residuals (us): 4k:-1.11 16k:+1.03 64k:+1.35 256k:-2.38 1M:+2.02; less dev.kick 0.61us (one per QD1 IO)
write_latency=10.4107us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3486.4MB/s k=0.90 (LM converged), R²=0.9720, residuals (MB/s): qd1:-116 qd2:+88.1 qd4:+37.7 qd8:+125 qd16:-122 qd32:-28.1; QD1 slope 3242.5MB/s, R²=0.9981, residuals (us): 4k:-1.11 16k:+1.03 64k:+1.35 256k:-2.38 1M:+2.02
write_bw=3486391273
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.94us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.83us and the mean jitter 10.27us (both as the writes fitted them); R²=0.9977, residuals (us): 4k:-0.73 16k:+2.39 64k:-2.85 256k:+1.23 1M:+4.03
read_latency=16.8391us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1778.5MB/s k=0.74 (LM converged), R²=0.9859, residuals (MB/s): qd1:+18.1 qd2:+14 qd4:-57 qd8:-2.39 qd16:-7.9 qd32:+38.1; QD1 slope 1739.2MB/s, R²=0.9977, residuals (us): 4k:-0.73 16k:+2.39 64k:-2.85 256k:+1.23 1M:+4.03
read_bw=1778475016
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.39us per IO (5.38..6.08, median of 3) less the modelled 4.77us (syscall, direct IO, command, engine)
kick=0.612387us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.55us per IO, 128 KiB 67.87us, against 22.47 and 37.16us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2314MB/s
fresh_serial=11.2305us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.55us per IO, 128 KiB 67.87us, against 22.47 and 37.16us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2314MB/s
fresh_serial_bw=2314098757
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3344MB/s (2596..3487), 2x128M 3396MB/s (3320..3429), 1x512M 3527MB/s (3402..3643), 2x512M 3323MB/s (2970..3738); all bytes over all fsync times 3386MB/s over dev.write_bw 3486MB/s (O_DIRECT rewrites)
fresh_write_factor=0.97131
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 128.5us, minus the model's data write, log write of 8k and fsync CPU (34.7us)
flush_latency=93.8313us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.51us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
page_init=0.343516us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.839); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
folio_alloc=0.459749us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.839); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
add_folio=0.14712us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.839); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
mark_dirty=0.0735599us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
lru_add_large=0.408547us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.537264us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.11725us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.839); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
insert=0.404579us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.839); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.670us p=0.3435us pl=0.2685us f=1.5264us L=0.4085us b=34056MB/s; R²=0.9992, residuals (us): 512:-0.0108 1k:+0.0282 2k:+0.0173 4k:-0.0391 8k:-0.0333 16k:-0.00918 32k:+0.154 64k:-0.063 256k:-0.195 512k:+1.08 1M:-1.88 512:-0.0152 4k:+0.00101 64k:+0.132 1M:-0.93
mark_dirty=0.441359us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1275us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1275us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.12..4.27) against psync 3.08us (2.96..3.66) per IO, libaio - psync within each round 1.19us (0.46..1.25), plus engine.psync 0.127us, split half to submit, half to complete
libaio_submit=0.658843us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.12..4.27) against psync 3.08us (2.96..3.66) per IO, libaio - psync within each round 1.19us (0.46..1.25), plus engine.psync 0.127us, split half to submit, half to complete
libaio_complete=0.658843us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.96us per IO (2.93..3.48, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.90..2.90): 0.06us more per IO (0.03..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.188535us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.48us per IO (3.48..3.54, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.90..2.93): 0.58us more per IO (0.55..0.64, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.707334us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (69.3..70.3), io_uring qd8 on ext4 76.2us (76.2..77.1) with scramble_buffers=0 and 80.1us (77.1..85.0) with it on; iowq.punt 0.19us
remote_copy_bw=78871109839
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (69.3..70.3), io_uring qd8 on ext4 76.2us (76.2..77.1) with scramble_buffers=0 and 80.1us (77.1..85.0) with it on; iowq.punt 0.19us
scrambled_sector=0.0038147us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 34.67us per IO (34.36..36.71, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.95496us
