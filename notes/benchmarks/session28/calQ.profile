# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 40.00us + bs/4131.4MB/s (R²=0.9966); deep queue B=4395.0MB/s, k=1.39 (R²=0.9779); measured at qd32: 4218.9MB/s (4079.5..4298.8 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 48.14us + bs/1662.3MB/s (R²=0.9955); deep queue B=1761.1MB/s, k=0.62 (R²=0.9955); measured at qd32: 1730.8MB/s (1565.9..1735.1 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 41.3 ps a byte (31.1..42.9)
# note: buffered write(): 0.717us per call + 0.3184us per new page (0.2419us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4466us per new folio + 0.4762us per new large folio + 34472MB/s (R²=0.9992, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.160 / 0.076 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.05ms, 16M 0.10ms, 64M 0.10ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 10688MB/s, best 11402MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1452 MB/s after the memory phase, 1409 MB/s at the end, -3%
# note: self-check cold memory, 1M psync 512M: measured 594 MB/s (454..693), predicted 466 MB/s, -21.4%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 40% of their median (454..693 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1489 MB/s (1484..1503), predicted 1489 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11301 MB/s (10677..11850), predicted 11023 MB/s, -2.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7567 MB/s (7462..8047), predicted 7573 MB/s, +0.1%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5836 MB/s (5113..6243), predicted 6282 MB/s, +7.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (1082..1443), predicted 1125 MB/s, -3.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 31% of their median (1082..1443 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 102 MB/s (101..103), predicted 102 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1065 MB/s (980..1109), predicted 1022 MB/s, -4.1%
# note: self-check punted copy, 512k io_uring qd8: measured 6171 MB/s (6032..6391), predicted 6519 MB/s, +5.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 5900 MB/s (5651..6628), predicted 6217 MB/s, +5.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 939 MB/s (919..945), predicted 939 MB/s, +0.0%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3011 MB/s (2495..3098), predicted 3674 MB/s, +22.0%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1647 MB/s (1637..1710), predicted 1534 MB/s, -6.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3048 MB/s (2729..3362), predicted 4395 MB/s, +44.2%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1588 MB/s (1363..1678), predicted 1534 MB/s, -3.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1833 MB/s (1813..1848), predicted 1796 MB/s, -2.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2269 MB/s (2051..2270), predicted 2046 MB/s, -9.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1401 MB/s (1185..1930), predicted 1806 MB/s, +28.9%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 53% of their median (1185..1930 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2289 MB/s (1008..2864), predicted 2055 MB/s, -10.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 81% of their median (1008..2864 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 12:59 UTC, in /var/tmp/calQ, 213 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 41.3 ps a byte (31.1..42.9)
copy_unaligned=4.13373e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.0us, rewrite 64k 2.8/3.0/3.9us, rewrite 1M 29.8/31.4/53.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=5us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.0us, rewrite 64k 2.8/3.0/3.9us, rewrite 1M 29.8/31.4/53.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=0.316979us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0309 (none) to 0.0054
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
copy_stream_page=0.0765577us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
copy_bw=34471734028
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 43.86us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.64us, halved
wakeup=21.2915us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=5.30606us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5565 MiB/s against one job 2876 MiB/s, per core 1.00 (0.97..1.00), paired within each round, median of 3
smp_efficiency=1

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2110us (min 2080, max 2145us), against 132us per warm write; fitted from the median stall
fault_in_bw=496846191
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2110us, each of two writers at once 2309us (medians of 3 and 1 repeats): together 1.83 times one writer's rate
fault_in_parallel=1.82794
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2110us, p90 2299us, mean 1631us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calQ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calQ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
write_call=0.367186us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 52.5us against 50.8us, 6.1us more per IO (-3.3..14.8, median of 3 rounds); bounded by the 11.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=1.46883us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 739 discards, 65ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=87.9567us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.83us per IO (56074 IOPS), 8 KiB 12.51us, 128 KiB 31.07us, 128 KiB from huge-page buffers 30.11us, against 0.93us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.8336us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.0us / 3.91 (exponential service-time tail)
latency_jitter=7.6564us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.00us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.63us and the mean jitter 7.66us; R²=0.9966, residuals (us): 4k:-1.47 16k:+0.778 64k:+2.4 256k:-1.51 1M:-0.866; less dev.kick 0.85us (one per QD1 IO)
write_latency=11.8586us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4395.0MB/s k=1.39 (LM converged), R²=0.9779, residuals (MB/s): qd1:-79.1 qd2:-49.6 qd4:+121 qd8:+182 qd16:-206 qd32:+7.39; QD1 slope 4131.4MB/s, R²=0.9966, residuals (us): 4k:-1.47 16k:+0.778 64k:+2.4 256k:-1.51 1M:-0.866
write_bw=4395008289
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=48.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.63us and the mean jitter 7.66us (both as the writes fitted them); R²=0.9955, residuals (us): 4k:-0.252 16k:-1.93 64k:+6.22 256k:+2.32 1M:-20.6
read_latency=20.8479us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1761.1MB/s k=0.62 (LM converged), R²=0.9955, residuals (MB/s): qd1:+16.2 qd2:-12.7 qd4:-10.8 qd8:-17.5 qd16:+22.7 qd32:+3.39; QD1 slope 1662.3MB/s, R²=0.9955, residuals (us): 4k:-0.252 16k:-1.93 64k:+6.22 256k:+2.32 1M:-20.6
read_bw=1761053587
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.74us per IO (5.45..6.26, median of 3) less the modelled 4.90us (syscall, direct IO, command, engine)
kick=0.847082us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.79us per IO, 128 KiB 82.52us, against 21.77 and 43.00us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1534MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.79us per IO, 128 KiB 82.52us, against 21.77 and 43.00us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1534MB/s
fresh_serial_bw=1533916891
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2497MB/s (2470..2513), 2x128M 2692MB/s (2427..2708), 1x512M 2343MB/s (1739..2773), 2x512M 3276MB/s (2740..3606); median 2595MB/s over dev.write_bw 4395MB/s (O_DIRECT rewrites)
fresh_write_factor=0.590357
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 193.5us, minus the model's data write, log write of 8k and fsync CPU (37.5us)
flush_latency=156.076us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.608us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
page_init=0.318416us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.743); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
folio_alloc=0.435734us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.743); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
add_folio=0.139435us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.743); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
mark_dirty=0.0697175us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
lru_add_large=0.47617us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.530064us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116593us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.743); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
insert=0.383446us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.743); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.717us p=0.3184us pl=0.2419us f=1.4466us L=0.4762us b=34472MB/s; R²=0.9992, residuals (us): 512:-0.0279 1k:-0.0147 2k:+0.0341 4k:+4.67e-05 8k:-0.0744 16k:+0.0977 32k:+0.0156 64k:+0.0913 256k:-0.362 512k:+1.38 1M:-2.34 512:+0.0164 4k:-0.00729 64k:+0.0903 1M:-0.628
mark_dirty=0.418305us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.160us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
psync=0.1605us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.160us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1605us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.36us (4.33..4.46) against psync 3.14us (3.05..3.94) per IO, libaio - psync within each round 1.28us (0.43..1.31), plus engine.psync 0.160us, split half to submit, half to complete
libaio_submit=0.721119us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.36us (4.33..4.46) against psync 3.14us (3.05..3.94) per IO, libaio - psync within each round 1.28us (0.43..1.31), plus engine.psync 0.160us, split half to submit, half to complete
libaio_complete=0.721119us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (2.84..3.78, median of 3) against the same writes through fio's psync engine in the same rounds, 3.02us (3.02..3.05): 0.46us more per IO (-0.18..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.16us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.618264us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.85us per IO (3.69..4.18, median of 3) against the same writes through fio's psync engine in the same rounds, 3.08us (3.02..3.23): 0.82us more per IO (0.61..0.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.16us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.984475us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..75.2), io_uring qd8 on ext4 85.0us (82.0..86.9) with scramble_buffers=0 and 88.9us (79.1..92.8) with it on; iowq.punt 0.62us
remote_copy_bw=57315763609
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..75.2), io_uring qd8 on ext4 85.0us (82.0..86.9) with scramble_buffers=0 and 88.9us (79.1..92.8) with it on; iowq.punt 0.62us
scrambled_sector=0.0038147us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 40.07us per IO (39.95..40.47, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=11.319us
