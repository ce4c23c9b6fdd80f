# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 44.83us + bs/4735.3MB/s (R²=0.9965); deep queue B=4292.7MB/s, k=1.47 (R²=0.9439); measured at qd32: 3785.9MB/s (3204.3..4235.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 48.95us + bs/1690.0MB/s (R²=0.9999); deep queue B=1871.5MB/s, k=0.94 (R²=0.9477); measured at qd32: 1765.3MB/s (1660.8..2150.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 31.5 ps a byte (16.7..41.3)
# note: buffered write(): 0.681us per call + 0.3405us per new page (0.2585us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4497us per new folio + 0.4466us per new large folio + 33219MB/s (R²=0.9982, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.178 / 0.066 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.remote_copy_bw not fitted: the punted writes took no longer than psync's and the punt (512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 277.3us (74.2..525.4), io_uring qd8 on ext4 81.1us (80.1..85.9) with scramble_buffers=0 and 80.1us (80.1..84.0) with it on; iowq.punt 0.79us)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.04ms, 16M 0.07ms, 64M 0.09ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 14408MB/s, best 14434MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1433 MB/s after the memory phase, 1462 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 611 MB/s (433..837), predicted 467 MB/s, -23.5%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 66% of their median (433..837 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1505 MB/s (1499..1514), predicted 1492 MB/s, -0.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10437 MB/s (10265..10620), predicted 10438 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7610 MB/s (7226..7695), predicted 7854 MB/s, +3.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5836 MB/s (5592..5965), predicted 6245 MB/s, +7.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (1032..1167), predicted 1062 MB/s, -7.4%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 114 MB/s (108..116), predicted 114 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1147 MB/s (1025..1157), predicted 1106 MB/s, -3.6%
# note: self-check punted copy, 512k io_uring qd8: measured 6468 MB/s (6101..6547), predicted 5219 MB/s, -19.3%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6547 MB/s (6243..6547), predicted 5219 MB/s, -20.3%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 987 MB/s (973..994), predicted 973 MB/s, -1.4%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3488 MB/s (3183..3494), predicted 3964 MB/s, +13.6%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1743 MB/s (1588..1826), predicted 1743 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3640 MB/s (3208..4767), predicted 4292 MB/s, +17.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 43% of their median (3208..4767 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2034 MB/s (1959..2049), predicted 2033 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1663 MB/s (1547..1686), predicted 1942 MB/s, +16.8%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2032 MB/s (1841..2053), predicted 2216 MB/s, +9.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2313 MB/s (964..2353), predicted 1952 MB/s, -15.6%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 60% of their median (964..2353 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2193 MB/s (1100..3170), predicted 2223 MB/s, +1.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 94% of their median (1100..3170 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 15:11 UTC, in /var/tmp/calS1, 225 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 31.5 ps a byte (16.7..41.3)
copy_unaligned=3.15251e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.4us, rewrite 64k 2.8/3.2/4.3us, rewrite 1M 30.3/33.0/56.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.2/2.4us, rewrite 64k 2.8/3.2/4.3us, rewrite 1M 30.3/33.0/56.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=0.447744us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0392 (none) to 0.0131
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
copy_stream_page=0.0820848us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
copy_bw=33218782878
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 45.40us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=22.0775us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.07324us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5565 MiB/s against one job 2876 MiB/s, per core 0.97 (0.96..0.97), paired within each round, median of 3
smp_efficiency=0.966667

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2110us (min 111, max 2141us), against 134us per warm write; fitted from the median stall
fault_in_bw=496846191
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2110us, each of two writers at once 2160us (medians of 3 and 3 repeats): together 1.95 times one writer's rate
fault_in_parallel=1.95448
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2110us, p90 2301us, mean 1575us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calS1) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calS1 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
write_call=0.331067us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 54.4us against 44.4us, 6.9us more per IO (3.9..10.0, median of 3 rounds); bounded by the 11.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=2.4004us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 740 discards, 56ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.6757us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.50us per IO (60588 IOPS), 8 KiB 10.91us, 128 KiB 34.62us, 128 KiB from huge-page buffers 27.93us, against 0.95us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=16.505us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 31.0us / 3.91 (exponential service-time tail)
latency_jitter=7.91815us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.83us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.30us and the mean jitter 7.92us; R²=0.9965, residuals (us): 4k:-0.65 16k:-1.04 64k:+2.93 256k:+0.728 1M:-3.96; less dev.kick 0.46us (one per QD1 IO)
write_latency=18.1519us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4292.7MB/s k=1.47 (LM converged), R²=0.9439, residuals (MB/s): qd1:-129 qd2:-144 qd4:+176 qd8:+311 qd16:+51.6 qd32:-318; QD1 slope 4735.3MB/s, R²=0.9965, residuals (us): 4k:-0.65 16k:-1.04 64k:+2.93 256k:+0.728 1M:-3.96
write_bw=4292737531
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=48.95us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.30us and the mean jitter 7.92us (both as the writes fitted them); R²=0.9999, residuals (us): 4k:-0.312 16k:+0.0738 64k:+1 256k:-1.16 1M:-0.354
read_latency=22.7282us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1871.5MB/s k=0.94 (LM converged), R²=0.9477, residuals (MB/s): qd1:-32.2 qd2:+38.1 qd4:-67.5 qd8:+141 qd16:-31 qd32:-52.9; QD1 slope 1690.0MB/s, R²=0.9999, residuals (us): 4k:-0.312 16k:+0.0738 64k:+1 256k:-1.16 1M:-0.354
read_bw=1871452077
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.25us per IO (5.22..5.52, median of 3) less the modelled 4.79us (syscall, direct IO, command, engine)
kick=0.458303us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 64.45us, against 18.79 and 36.01us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 10.74us, bw = 2440MB/s
fresh_serial=10.7422us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 64.45us, against 18.79 and 36.01us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 10.74us, bw = 2440MB/s
fresh_serial_bw=2440322327
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2122MB/s (1945..2209), 2x128M 2356MB/s (2111..2395), 1x512M 3337MB/s (3083..3464), 2x512M 3824MB/s (3331..4020); median 2847MB/s over dev.write_bw 4293MB/s (O_DIRECT rewrites)
fresh_write_factor=0.663134
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 119.3us, minus the model's data write, log write of 8k and fsync CPU (50.0us)
flush_latency=69.345us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.45us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.704us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
page_init=0.340547us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.747); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
folio_alloc=0.43666us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.747); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
add_folio=0.139731us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.747); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
mark_dirty=0.0698656us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
lru_add_large=0.446568us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.589765us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.13182us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.747); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
insert=0.384261us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.747); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.681us p=0.3405us pl=0.2585us f=1.4497us L=0.4466us b=33219MB/s; R²=0.9982, residuals (us): 512:-0.0221 1k:+0.0136 2k:+0.0238 4k:-0.0232 8k:-0.0173 16k:+0.158 32k:-0.17 64k:-0.228 256k:+1.19 512k:-0.643 1M:+0.0103 512:-0.0412 4k:+0.0617 64k:+0.111 1M:-0.995
mark_dirty=0.419194us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.178us per IO, spread 29%: fio's own loop, the same for pwrite and pwritev
psync=0.178us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.178us per IO, spread 29%: fio's own loop, the same for pwrite and pwritev
pvsync=0.178us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.12..4.21) against psync 2.99us (2.99..3.05) per IO, libaio - psync within each round 1.16us (1.07..1.22), plus engine.psync 0.178us, split half to submit, half to complete
libaio_submit=0.668834us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.12..4.21) against psync 2.99us (2.99..3.05) per IO, libaio - psync within each round 1.16us (1.07..1.22), plus engine.psync 0.178us, split half to submit, half to complete
libaio_complete=0.668834us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.51..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.90..3.08): 0.61us more per IO (0.49..1.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.18us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.788352us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.57us per IO (3.54..4.00, median of 3) against the same writes through fio's psync engine in the same rounds, 3.11us (3.05..3.57): 0.46us more per IO (-0.03..0.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.18us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.635764us
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 277.3us (74.2..525.4), io_uring qd8 on ext4 81.1us (80.1..85.9) with scramble_buffers=0 and 80.1us (80.1..84.0) with it on; iowq.punt 0.79us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 35.86us per IO (35.34..38.02, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.14929us
