# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.76us + bs/4074.0MB/s (R²=0.9943); deep queue B=4345.9MB/s, k=1.44 (R²=0.9856); measured at qd32: 4107.7MB/s (3771.9..4264.1 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 34.5 ps a byte (18.5..44.9)
# note: buffered write(): 0.717us per call + 0.3392us per new page (0.2696us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4969us per new folio + 0.4244us per new large folio + 33801MB/s (R²=0.9985, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.72 per core (2 jobs at once against one: 0.133 / 0.092 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.05ms, 16M 0.07ms, 64M 0.08ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 12424MB/s, best 12471MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1421 MB/s after the memory phase, 1446 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 438 MB/s (424..709), predicted 453 MB/s, +3.4%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 65% of their median (424..709 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1477 MB/s (1453..1482), predicted 1450 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10222 MB/s (10048..10791), predicted 10197 MB/s, -0.2%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7326 MB/s (7265..7566), predicted 7543 MB/s, +3.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6101 MB/s (5478..6101), predicted 6126 MB/s, +0.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1254 MB/s (1220..1303), predicted 1151 MB/s, -8.3%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 115 MB/s (107..118), predicted 115 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1188 MB/s (1040..1220), predicted 1113 MB/s, -6.3%
# note: self-check punted copy, 512k io_uring qd8: measured 6468 MB/s (6316..6711), predicted 6573 MB/s, +1.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6316..6711), predicted 6573 MB/s, -0.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 932 MB/s (883..987), predicted 922 MB/s, -1.1%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2843 MB/s (2811..3103), predicted 3904 MB/s, +37.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1598 MB/s (1413..1766), predicted 1598 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3552 MB/s (3288..4357), predicted 4345 MB/s, +22.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 30% of their median (3288..4357 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1877 MB/s (1851..2097), predicted 1877 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2443 MB/s (2429..2443), predicted 2113 MB/s, -13.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2571 MB/s (2383..2707), predicted 2455 MB/s, -4.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1977 MB/s (1719..2270), predicted 2125 MB/s, +7.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2756 MB/s (1265..2946), predicted 2465 MB/s, -10.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 61% of their median (1265..2946 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 10:10 UTC, in /var/tmp/calM, 174 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 34.5 ps a byte (18.5..44.9)
copy_unaligned=3.44961e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.4us, rewrite 64k 2.8/3.0/3.8us, rewrite 1M 30.6/32.6/56.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=5us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.4us, rewrite 64k 2.8/3.0/3.8us, rewrite 1M 30.6/32.6/56.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=0.399052us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0300 (none) to 0.0107
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
copy_stream_page=0.0695827us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
copy_bw=33800613680
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 43.17us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.966us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.64873us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5818 MiB/s against one job 2977 MiB/s, per core 0.97 (0.88..0.98), paired within each round, median of 3
smp_efficiency=0.965909

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2178us (min 2145, max 2242us), against 132us per warm write; fitted from the median stall
fault_in_bw=481429243
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2178us, each of two writers at once 1070us (medians of 3 and 1 repeats): together 4.07 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2178us, p90 2432us, mean 2261us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calM) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calM (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
write_call=0.366679us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 46.7us against 38.4us, 8.0us more per IO (7.5..12.2, median of 3 rounds); bounded by the 10.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.67775us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 742 discards, 56ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.4717us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.77us per IO (59616 IOPS), 8 KiB 11.05us, 128 KiB 31.91us, 128 KiB from huge-page buffers 26.95us, against 0.94us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=16.7739us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 31.5us / 3.91 (exponential service-time tail)
latency_jitter=8.04903us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.57us and the mean jitter 8.05us; R²=0.9943, residuals (us): 4k:-1.62 16k:+1.14 64k:+2.83 256k:-3.88 1M:+3.69; less dev.kick 0.45us (one per QD1 IO)
write_latency=14.6807us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4345.9MB/s k=1.44 (LM converged), R²=0.9856, residuals (MB/s): qd1:-61.7 qd2:-7.17 qd4:-2.55 qd8:+213 qd16:-110 qd32:-50.6; QD1 slope 4074.0MB/s, R²=0.9943, residuals (us): 4k:-1.62 16k:+1.14 64k:+2.83 256k:-3.88 1M:+3.69
write_bw=4345911022
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.39us per IO (5.28..5.91, median of 3) less the modelled 4.93us (syscall, direct IO, command, engine)
kick=0.454373us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 41.02us per IO, 128 KiB 69.82us, against 23.05 and 36.90us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.21us, bw = 2275MB/s
fresh_serial=12.207us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 41.02us per IO, 128 KiB 69.82us, against 23.05 and 36.90us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.21us, bw = 2275MB/s
fresh_serial_bw=2274876743
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3596MB/s (3561..3625), 2x128M 3133MB/s (2841..3316), 1x512M 2699MB/s (2252..3267), 2x512M 3448MB/s (3330..3774); median 3290MB/s over dev.write_bw 4346MB/s (O_DIRECT rewrites)
fresh_write_factor=0.757114
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 122.4us, minus the model's data write, log write of 8k and fsync CPU (42.8us)
flush_latency=79.5767us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.51us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.704us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
page_init=0.339206us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.803); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
folio_alloc=0.45087us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.803); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
add_folio=0.144278us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.803); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
mark_dirty=0.0721392us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
lru_add_large=0.424375us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.497846us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116928us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.803); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
insert=0.396766us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.803); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3392us pl=0.2696us f=1.4969us L=0.4244us b=33801MB/s; R²=0.9985, residuals (us): 512:+0.0305 1k:+0.0284 2k:+0.00124 4k:-0.0503 8k:-0.0985 16k:+0.00257 32k:+0.227 64k:+0.41 256k:-1.27 512k:+0.136 1M:-0.249 512:-0.045 4k:+0.0239 64k:+0.0671 1M:-0.555
mark_dirty=0.432835us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.133us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
psync=0.1335us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.133us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1335us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.39us (4.15..4.64) against psync 3.02us (2.96..3.30) per IO, libaio - psync within each round 1.34us (1.19..1.37), plus engine.psync 0.133us, split half to submit, half to complete
libaio_submit=0.738137us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.39us (4.15..4.64) against psync 3.02us (2.96..3.30) per IO, libaio - psync within each round 1.34us (1.19..1.37), plus engine.psync 0.133us, split half to submit, half to complete
libaio_complete=0.738137us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.27us per IO (3.14..3.36, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.87..2.99): 0.37us more per IO (0.15..0.40, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.499711us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.45us per IO (3.36..3.94, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.96..3.23): 0.49us more per IO (0.12..0.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.621781us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..76.2), io_uring qd8 on ext4 81.1us (78.1..83.0) with scramble_buffers=0 and 79.1us (78.1..83.0) with it on; iowq.punt 0.50us
remote_copy_bw=63248372999
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..76.2), io_uring qd8 on ext4 81.1us (78.1..83.0) with scramble_buffers=0 and 79.1us (78.1..83.0) with it on; iowq.punt 0.50us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 35.64us per IO (34.70..38.30, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.33948us
