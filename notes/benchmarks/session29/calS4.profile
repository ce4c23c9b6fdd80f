# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 45.97us + bs/3786.1MB/s (R²=0.9917); deep queue B=3964.6MB/s, k=1.51 (R²=0.9694); measured at qd32: 3721.3MB/s (3308.6..4074.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 54.27us + bs/1750.1MB/s (R²=0.9942); deep queue B=1733.7MB/s, k=0.85 (R²=0.9937); measured at qd32: 1713.1MB/s (1627.4..1718.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 37.7 ps a byte (25.6..39.1)
# note: buffered write(): 0.693us per call + 0.3646us per new page (0.2647us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4825us per new folio + 0.4037us per new large folio + 34661MB/s (R²=0.9978, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.129 / 0.067 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.remote_copy_bw not fitted: the punted writes took no longer than psync's and the punt (512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 315.4us (71.3..363.3), io_uring qd8 on ext4 81.1us (80.1..85.9) with scramble_buffers=0 and 79.1us (78.1..79.1) with it on; iowq.punt 0.28us)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.07ms, 16M 0.07ms, 64M 0.09ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11523MB/s, best 12151MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1449 MB/s after the memory phase, 1454 MB/s at the end, +0%
# note: self-check cold memory, 1M psync 512M: measured 440 MB/s (429..454), predicted 461 MB/s, +4.8%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1466 MB/s (1453..1506), predicted 1459 MB/s, -0.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10901 MB/s (10442..11133), predicted 10409 MB/s, -4.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7659 MB/s (7418..8222), predicted 7476 MB/s, -2.4%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5773 MB/s (5369..6171), predicted 5752 MB/s, -0.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1188 MB/s (1091..1303), predicted 1177 MB/s, -0.9%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 111 MB/s (110..122), predicted 111 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 987 MB/s (945..1220), predicted 908 MB/s, -8.0%
# note: self-check punted copy, 512k io_uring qd8: measured 6468 MB/s (6101..6547), predicted 5644 MB/s, -12.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6628..6711), predicted 5644 MB/s, -14.9%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 980 MB/s (945..994), predicted 957 MB/s, -2.4%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3082 MB/s (3007..3097), predicted 3447 MB/s, +11.8%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1710 MB/s (1699..1721), predicted 1588 MB/s, -7.1%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3279 MB/s (3024..3430), predicted 3964 MB/s, +20.9%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1647 MB/s (1647..1839), predicted 1588 MB/s, -3.6%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1695 MB/s (1618..2378), predicted 1769 MB/s, +4.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: WARNING: the repeats spread 45% of their median (1618..2378 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2715 MB/s (2248..2906), predicted 1989 MB/s, -26.7%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1997 MB/s (1019..2397), predicted 1777 MB/s, -11.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 69% of their median (1019..2397 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1604 MB/s (984..2169), predicted 1624 MB/s, +1.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 74% of their median (984..2169 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 15:29 UTC, in /var/tmp/calS4, 228 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 37.7 ps a byte (25.6..39.1)
copy_unaligned=3.76847e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.3us, rewrite 64k 2.7/2.9/3.6us, rewrite 1M 29.8/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=5us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.3us, rewrite 64k 2.7/2.9/3.6us, rewrite 1M 29.8/31.1/50.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.355656us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0347 (none) to 0.0155
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
copy_stream_page=0.0999554us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
copy_bw=34661451412
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.44us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.6005us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.0651us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5505 MiB/s against one job 3012 MiB/s, per core 0.91 (0.85..0.99), paired within each round, median of 3
smp_efficiency=0.913978

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2135us (min 2113, max 2209us), against 134us per warm write; fitted from the median stall
fault_in_bw=491127098
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2135us, each of two writers at once 2160us (medians of 3 and 3 repeats): together 1.98 times one writer's rate
fault_in_parallel=1.97724
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2135us, p90 2315us, mean 2240us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calS4) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calS4 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
write_call=0.342753us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.7us against 52.4us, 8.6us more per IO (-4.8..8.8, median of 3 rounds); bounded by the 12.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.98735us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 729 discards, 54ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=74.0741us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 19.00us per IO (52627 IOPS), 8 KiB 12.74us, 128 KiB 35.22us, 128 KiB from huge-page buffers 28.27us, against 1.03us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=19.0015us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 41.7us / 3.91 (exponential service-time tail)
latency_jitter=10.6666us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.97us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=20.80us and the mean jitter 10.67us; R²=0.9917, residuals (us): 4k:-2.31 16k:+0.878 64k:+4.83 256k:-2.65 1M:-1.4; less dev.kick 0.53us (one per QD1 IO)
write_latency=13.9694us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3964.6MB/s k=1.51 (LM converged), R²=0.9694, residuals (MB/s): qd1:-88.6 qd2:-84.7 qd4:+129 qd8:+241 qd16:-165 qd32:-64.7; QD1 slope 3786.1MB/s, R²=0.9917, residuals (us): 4k:-2.31 16k:+0.878 64k:+4.83 256k:-2.65 1M:-1.4
write_bw=3964621320
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=54.27us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=20.80us and the mean jitter 10.67us (both as the writes fitted them); R²=0.9942, residuals (us): 4k:-2.93 16k:+2.64 64k:+5.14 256k:-4.89 1M:-3.72
read_latency=22.7985us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1733.7MB/s k=0.85 (LM converged), R²=0.9937, residuals (MB/s): qd1:+10.5 qd2:-12.2 qd4:+18.8 qd8:-37.6 qd16:-2.4 qd32:+24.3; QD1 slope 1750.1MB/s, R²=0.9942, residuals (us): 4k:-2.93 16k:+2.64 64k:+5.14 256k:-4.89 1M:-3.72
read_bw=1733685849
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.31us per IO (5.29..5.36, median of 3) less the modelled 4.77us (syscall, direct IO, command, engine)
kick=0.534501us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.33us per IO, 128 KiB 79.59us, against 21.26 and 39.98us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1588MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.33us per IO, 128 KiB 79.59us, against 21.26 and 39.98us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1588MB/s
fresh_serial_bw=1588375479
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 2173MB/s (2054..3484), 2x128M 3370MB/s (2657..3629), 1x512M 2731MB/s (1923..3571), 2x512M 2396MB/s (2361..2558); all bytes over all fsync times 2561MB/s over dev.write_bw 3965MB/s (O_DIRECT rewrites)
fresh_write_factor=0.646049
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 122.4us, minus the model's data write, log write of 8k and fsync CPU (41.9us)
flush_latency=80.4638us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.48us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.736us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
page_init=0.364618us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.786); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
folio_alloc=0.446548us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.786); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
add_folio=0.142895us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.786); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
mark_dirty=0.0714476us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
lru_add_large=0.403726us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.525515us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.131046us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.786); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
insert=0.392962us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.786); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.693us p=0.3646us pl=0.2647us f=1.4825us L=0.4037us b=34661MB/s; R²=0.9978, residuals (us): 512:-0.0303 1k:+0.00829 2k:+0.0268 4k:-0.0142 8k:-0.0999 16k:+0.189 32k:-0.0703 64k:-0.0253 256k:+1.79 512k:-0.214 1M:-4.55 512:-0.0326 4k:+0.0585 64k:+0.072 1M:-0.702
mark_dirty=0.428686us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1295us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1295us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.12..4.33) against psync 2.96us (2.93..2.99) per IO, libaio - psync within each round 1.19us (1.16..1.40), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.659843us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.12..4.33) against psync 2.96us (2.93..2.99) per IO, libaio - psync within each round 1.19us (1.16..1.40), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.659843us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.45us per IO (3.14..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.99..3.54): 0.15us more per IO (-0.09..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.282088us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.15us per IO (3.36..4.33, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.96..3.02): 1.16us more per IO (0.34..1.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.28917us
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 315.4us (71.3..363.3), io_uring qd8 on ext4 81.1us (80.1..85.9) with scramble_buffers=0 and 79.1us (78.1..79.1) with it on; iowq.punt 0.28us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 36.77us per IO (33.60..37.32, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.95691us
