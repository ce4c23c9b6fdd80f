# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 40.75us + bs/3824.1MB/s (R²=0.9962); deep queue B=4306.6MB/s, k=1.62 (R²=0.9932); measured at qd32: 4156.8MB/s (4043.4..4347.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 50.05us + bs/1796.0MB/s (R²=0.9992); deep queue B=1851.3MB/s, k=0.82 (R²=0.9370); measured at qd32: 1934.4MB/s (1902.7..1999.9 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.6 ps a byte (26.6..41.7)
# note: buffered write(): 0.646us per call + 0.3022us per new page (0.2458us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5213us per new folio + 0.3512us per new large folio + 34399MB/s (R²=0.9988, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.128 / 0.065 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.remote_copy_bw not fitted: the punted writes took no longer than psync's and the punt (512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 363.3us (68.4..393.6), io_uring qd8 on ext4 80.1us (77.1..83.0) with scramble_buffers=0 and 78.1us (78.1..91.8) with it on; iowq.punt 0.98us)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.07ms, 16M 0.07ms, 64M 0.09ms, 256M 0.10ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11881MB/s, best 13113MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1441 MB/s after the memory phase, 1418 MB/s at the end, -2%
# note: self-check cold memory, 1M psync 512M: measured 438 MB/s (430..441), predicted 454 MB/s, +3.8%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1526 MB/s (1522..1532), predicted 1496 MB/s, -2.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11347 MB/s (10831..11373), predicted 10913 MB/s, -3.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7801 MB/s (7569..8118), predicted 7862 MB/s, +0.8%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6171 MB/s (6101..6316), predicted 6511 MB/s, +5.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1091 MB/s (1082..1177), predicted 1008 MB/s, -7.6%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 109 MB/s (107..110), predicted 109 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1118 MB/s (1109..1128), predicted 1048 MB/s, -6.3%
# note: self-check punted copy, 512k io_uring qd8: measured 6547 MB/s (6316..6796), predicted 5823 MB/s, -11.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6711 MB/s (5711..6711), predicted 5761 MB/s, -14.2%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 966 MB/s (959..987), predicted 961 MB/s, -0.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3148 MB/s (2964..3335), predicted 3738 MB/s, +18.7%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1766 MB/s (1552..1864), predicted 1766 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3570 MB/s (3531..3634), predicted 4306 MB/s, +20.6%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2147 MB/s (1851..2147), predicted 2147 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2108 MB/s (2034..2355), predicted 2189 MB/s, +3.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2870 MB/s (2751..2910), predicted 2547 MB/s, -11.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2308 MB/s (1352..2399), predicted 2202 MB/s, -4.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 45% of their median (1352..2399 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2843 MB/s (1058..3100), predicted 2558 MB/s, -10.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 72% of their median (1058..3100 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 15:16 UTC, in /var/tmp/calS2, 223 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.6 ps a byte (26.6..41.7)
copy_unaligned=3.55567e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/1.8us, rewrite 64k 2.8/3.0/3.7us, rewrite 1M 29.8/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=5us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/1.8us, rewrite 64k 2.8/3.0/3.7us, rewrite 1M 29.8/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.282508us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0230 (none) to 0.0085
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
copy_stream_page=0.0563852us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
copy_bw=34398833062
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.34us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.5505us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.02848us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5885 MiB/s against one job 3012 MiB/s, per core 0.98 (0.97..0.99), paired within each round, median of 3
smp_efficiency=0.977011

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2176us (min 2145, max 2207us), against 134us per warm write; fitted from the median stall
fault_in_bw=481882353
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2176us, each of two writers at once 2143us (medians of 3 and 3 repeats): together 2.03 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2176us, p90 2430us, mean 2259us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calS2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calS2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
write_call=0.295999us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.4us against 42.9us, 4.5us more per IO (4.3..7.9, median of 3 rounds); bounded by the 11.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0.265899us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 746 discards, 55ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=73.7265us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.53us per IO (57054 IOPS), 8 KiB 12.72us, 128 KiB 31.53us, 128 KiB from huge-page buffers 33.04us, against 0.95us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.5272us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 36.6us / 3.91 (exponential service-time tail)
latency_jitter=9.35782us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.75us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.33us and the mean jitter 9.36us; R²=0.9962, residuals (us): 4k:-1.6 16k:+1.68 64k:+1.47 256k:-2.43 1M:+1.91; less dev.kick 0.54us (one per QD1 IO)
write_latency=11.5255us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4306.6MB/s k=1.62 (LM converged), R²=0.9932, residuals (MB/s): qd1:+88 qd2:-112 qd4:+52.5 qd8:-8.65 qd16:-62.7 qd32:+58; QD1 slope 3824.1MB/s, R²=0.9962, residuals (us): 4k:-1.6 16k:+1.68 64k:+1.47 256k:-2.43 1M:+1.91
write_bw=4306645538
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=50.05us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.33us and the mean jitter 9.36us (both as the writes fitted them); R²=0.9992, residuals (us): 4k:-0.298 16k:+0.771 64k:-0.0509 256k:-4.65 1M:+12.2
read_latency=21.3615us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1851.3MB/s k=0.82 (LM converged), R²=0.9370, residuals (MB/s): qd1:+38.1 qd2:+16.5 qd4:-49.7 qd8:-80.3 qd16:-47.2 qd32:+130; QD1 slope 1796.0MB/s, R²=0.9992, residuals (us): 4k:-0.298 16k:+0.771 64k:-0.0509 256k:-4.65 1M:+12.2
read_bw=1851254232
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.38us per IO (5.26..5.60, median of 3) less the modelled 4.83us (syscall, direct IO, command, engine)
kick=0.542666us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.11us per IO, 128 KiB 61.04us, against 20.82 and 36.71us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 13.18us, bw = 2739MB/s
fresh_serial=13.1836us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.11us per IO, 128 KiB 61.04us, against 20.82 and 36.71us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 13.18us, bw = 2739MB/s
fresh_serial_bw=2739137308
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2890MB/s (2765..3368), 2x128M 3604MB/s (3418..3622), 1x512M 3322MB/s (3285..3469), 2x512M 3544MB/s (3295..3896); median 3433MB/s over dev.write_bw 4307MB/s (O_DIRECT rewrites)
fresh_write_factor=0.797199
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 128.5us, minus the model's data write, log write of 8k and fsync CPU (36.4us)
flush_latency=92.0658us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.45us, 5.09us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
page_init=0.302234us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
folio_alloc=0.458213us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
add_folio=0.146628us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
mark_dirty=0.073314us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
lru_add_large=0.351244us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.0ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.542969us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.0ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.125717us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
insert=0.403227us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.3022us pl=0.2458us f=1.5213us L=0.3512us b=34399MB/s; R²=0.9988, residuals (us): 512:+0.00304 1k:+0.0298 2k:+0.0209 4k:-0.0552 8k:-0.0193 16k:+0.00975 32k:-0.0222 64k:+0.138 256k:-0.251 512k:+2.3 1M:-3.67 512:-0.0151 4k:-0.00972 64k:+0.134 1M:-0.906
mark_dirty=0.439884us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
psync=0.128us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
pvsync=0.128us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.15..4.27) against psync 2.96us (2.90..3.02) per IO, libaio - psync within each round 1.25us (1.22..1.31), plus engine.psync 0.128us, split half to submit, half to complete
libaio_submit=0.68961us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.15..4.27) against psync 2.96us (2.90..3.02) per IO, libaio - psync within each round 1.25us (1.22..1.31), plus engine.psync 0.128us, split half to submit, half to complete
libaio_complete=0.68961us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.75us per IO (3.48..3.78, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.90..2.96): 0.85us more per IO (0.52..0.85, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.982492us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.66us per IO (3.63..3.69, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.93..3.11): 0.70us more per IO (0.52..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.829904us
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 363.3us (68.4..393.6), io_uring qd8 on ext4 80.1us (77.1..83.0) with scramble_buffers=0 and 78.1us (78.1..91.8) with it on; iowq.punt 0.98us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 37.48us per IO (37.14..38.33, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.07898us
