# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 38.94us + bs/3907.7MB/s (R²=0.9945); deep queue B=3995.4MB/s, k=1.23 (R²=0.9646); measured at qd32: 3820.9MB/s (3711.5..3870.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 49.63us + bs/1807.8MB/s (R²=0.9970); deep queue B=1708.7MB/s, k=0.58 (R²=0.9850); measured at qd32: 1637.5MB/s (1552.5..1704.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.4 ps a byte (30.4..36.4)
# note: buffered write(): 0.766us per call + 0.3220us per new page (0.2625us copied in a chunk of cpu.copy_stream_bytes or more) + 1.6760us per new folio + 0.4950us per new large folio + 33488MB/s (R²=0.9942, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.136 / 0.075 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.87us per IO (2.75..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 3.08us (3.05..3.48): -0.21us more per IO (-0.31..0.18, median of the rounds' differences), plus fio's psync loop engine.psync 0.14us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.06ms, 16M 0.07ms, 64M 0.10ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 12594MB/s, best 12858MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1410 MB/s after the memory phase, 1440 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 458 MB/s (448..461), predicted 460 MB/s, +0.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1300 MB/s (1274..1416), predicted 1349 MB/s, +3.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10680 MB/s (8062..11150), predicted 10322 MB/s, -3.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7531 MB/s (7443..7561), predicted 7558 MB/s, +0.3%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5773 MB/s (5592..5836), predicted 5578 MB/s, -3.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1428 MB/s (1118..1491), predicted 1234 MB/s, -13.6%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 105 MB/s (105..106), predicted 105 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1177 MB/s (1147..1177), predicted 1020 MB/s, -13.3%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6468..6796), predicted 6646 MB/s, -1.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6711 MB/s (5900..6796), predicted 6646 MB/s, -1.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (945..980), predicted 885 MB/s, -9.0%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3164 MB/s (2925..3296), predicted 3755 MB/s, +18.7%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1699 MB/s (1552..1778), predicted 1699 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3630 MB/s (2891..4261), predicted 3995 MB/s, +10.0%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 38% of their median (2891..4261 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1988 MB/s (1839..2034), predicted 1988 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1676 MB/s (1676..1693), predicted 2257 MB/s, +34.6%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2861 MB/s (2305..2862), predicted 2623 MB/s, -8.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2500 MB/s (1521..2535), predicted 2271 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 41% of their median (1521..2535 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2922 MB/s (1171..3123), predicted 2635 MB/s, -9.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 67% of their median (1171..3123 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 12:46 UTC, in /var/tmp/calP, 206 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 35.4 ps a byte (30.4..36.4)
copy_unaligned=3.54336e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.2/1.5/3.3us, rewrite 64k 2.8/3.0/4.0us, rewrite 1M 31.1/33.5/69.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.23 over 9 percentiles
interrupt_gap=7.06269us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.2/1.5/3.3us, rewrite 64k 2.8/3.0/4.0us, rewrite 1M 31.1/33.5/69.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.23 over 9 percentiles
interrupt_time=0.632456us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0550 (none) to 0.0409
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
copy_stream_page=0.0595122us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
copy_bw=33488272603
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 41.85us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.305us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.2274us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5505 MiB/s against one job 3012 MiB/s, per core 0.91 (0.89..0.96), paired within each round, median of 3
smp_efficiency=0.913043

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2143us (min 2143, max 2176us), against 134us per warm write; fitted from the median stall
fault_in_bw=489249881
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2143us, each of two writers at once 2110us (medians of 3 and 1 repeats): together 2.03 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2143us, p90 2323us, mean 2149us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calP) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calP (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
write_call=0.416223us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 60.2us against 48.0us, 11.9us more per IO (10.2..17.4, median of 3 rounds); bounded by the 11.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=7.81405us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 733 discards, 55ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.0341us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.40us per IO (57460 IOPS), 8 KiB 11.80us, 128 KiB 34.30us, 128 KiB from huge-page buffers 28.84us, against 1.03us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.4035us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 23.0us / 3.91 (exponential service-time tail)
latency_jitter=5.88954us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.94us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.20us and the mean jitter 5.89us; R²=0.9945, residuals (us): 4k:-1.49 16k:+2.25 64k:+0.703 256k:-3.89 1M:+6.53; less dev.kick 0.44us (one per QD1 IO)
write_latency=13.4073us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3995.4MB/s k=1.23 (LM converged), R²=0.9646, residuals (MB/s): qd1:-40.1 qd2:-113 qd4:+142 qd8:+216 qd16:-196 qd32:-26.5; QD1 slope 3907.7MB/s, R²=0.9945, residuals (us): 4k:-1.49 16k:+2.25 64k:+0.703 256k:-3.89 1M:+6.53
write_bw=3995412859
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=49.63us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.20us and the mean jitter 5.89us (both as the writes fitted them); R²=0.9970, residuals (us): 4k:+2.24 16k:-2.01 64k:-0.502 256k:-3.95 1M:+16
read_latency=24.5383us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1708.7MB/s k=0.58 (LM converged), R²=0.9850, residuals (MB/s): qd1:+4.73 qd2:-5.61 qd4:-16.9 qd8:+16.4 qd16:+42.1 qd32:-40.5; QD1 slope 1807.8MB/s, R²=0.9970, residuals (us): 4k:+2.24 16k:-2.01 64k:-0.502 256k:-3.95 1M:+16
read_bw=1708680612
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.34us per IO (5.27..5.45, median of 3) less the modelled 4.90us (syscall, direct IO, command, engine)
kick=0.437613us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.57us per IO, 128 KiB 65.92us, against 20.71 and 36.11us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2397MB/s
fresh_serial=11.2305us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 38.57us per IO, 128 KiB 65.92us, against 20.71 and 36.11us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.23us, bw = 2397MB/s
fresh_serial_bw=2396745143
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2162MB/s (2160..2183), 2x128M 3588MB/s (2739..3589), 1x512M 3748MB/s (3634..3917), 2x512M 3816MB/s (3752..4041); median 3668MB/s over dev.write_bw 3995MB/s (O_DIRECT rewrites)
fresh_write_factor=0.918038
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 140.3us, minus the model's data write, log write of 8k and fsync CPU (40.3us)
flush_latency=100.006us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.64us, 5.34us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.704us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
page_init=0.32197us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.019); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
folio_alloc=0.504805us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.019); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
add_folio=0.161538us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.019); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
mark_dirty=0.0807688us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
lru_add_large=0.495012us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.595419us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.120767us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.019); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
insert=0.444229us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.019); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.3220us pl=0.2625us f=1.6760us L=0.4950us b=33488MB/s; R²=0.9942, residuals (us): 512:-0.0735 1k:-0.0314 2k:-0.00865 4k:+0.115 8k:+0.0141 16k:-0.162 32k:+0.192 64k:+0.301 256k:-0.727 512k:+2.1 1M:-3.41 512:-0.0482 4k:+0.202 64k:-0.00186 1M:-0.454
mark_dirty=0.484613us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.136us per IO, spread 35%: fio's own loop, the same for pwrite and pwritev
psync=0.1355us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.136us per IO, spread 35%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1355us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.18..4.33) against psync 2.96us (2.90..2.99) per IO, libaio - psync within each round 1.31us (1.22..1.34), plus engine.psync 0.136us, split half to submit, half to complete
libaio_submit=0.723878us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.18..4.33) against psync 2.96us (2.90..2.99) per IO, libaio - psync within each round 1.31us (1.22..1.34), plus engine.psync 0.136us, split half to submit, half to complete
libaio_complete=0.723878us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.87us per IO (2.75..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 3.08us (3.05..3.48): -0.21us more per IO (-0.31..0.18, median of the rounds' differences), plus fio's psync loop engine.psync 0.14us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.48us per IO (3.48..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.93..2.96): 0.55us more per IO (0.52..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.14us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.684816us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (69.3..70.3), io_uring qd8 on ext4 78.1us (77.1..81.1) with scramble_buffers=0 and 78.1us (77.1..88.9) with it on; iowq.punt 0.00us
remote_copy_bw=67108864036
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (69.3..70.3), io_uring qd8 on ext4 78.1us (77.1..81.1) with scramble_buffers=0 and 78.1us (77.1..88.9) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 39.00us per IO (38.48..39.03, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=11.6425us
