# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 45.28us + bs/2353.2MB/s (R²=0.9884); deep queue B=1987.2MB/s, k=0.67 (R²=0.6822); measured at qd32: 1673.7MB/s (1615.4..2330.1 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.589us per call + 0.2433us per new page + 1.2943us per new folio + 34501MB/s (R²=0.9929, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.90 per core (2 jobs at once against one: 0.211 / 0.117 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.88us per IO (3.36..4.09, median of 3) against the same writes through fio's psync engine in the same rounds, 3.94us (3.66..4.88): -0.31us more per IO (-0.79..-0.06, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 15719MB/s, best 15869MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1188 MB/s after the memory phase, 906 MB/s at the end, -24%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 526 MB/s (421..571), predicted 555 MB/s, +5.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1239 MB/s (1223..1244), predicted 1198 MB/s, -3.3%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10290 MB/s (9671..10607), predicted 11185 MB/s, +8.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4067 MB/s (3890..4067), predicted 6468 MB/s, +59.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1057 MB/s (1002..1220), predicted 1128 MB/s, +6.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 142 MB/s (137..150), predicted 142 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 706 MB/s (655..706), predicted 758 MB/s, +7.3%
# note: self-check punted copy, 512k io_uring qd8: measured 7457 MB/s (7255..7457), predicted 8801 MB/s, +18.0%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7457 MB/s (7064..8659), predicted 8801 MB/s, +18.0%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 726 MB/s (722..742), predicted 737 MB/s, +1.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2097 MB/s (1697..2123), predicted 1562 MB/s, -25.5%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1049 MB/s (1009..1491), predicted 1017 MB/s, -3.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 46% of their median (1009..1491 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1698 MB/s (1548..2203), predicted 1673 MB/s, -1.5%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 39% of their median (1548..2203 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1032 MB/s (1028..1057), predicted 1017 MB/s, -1.5%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1320 MB/s (1295..1355), predicted 1303 MB/s, -1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1424 MB/s (1406..1452), predicted 1384 MB/s, -2.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1504 MB/s (1413..1544), predicted 1313 MB/s, -12.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1390 MB/s (954..1452), predicted 1385 MB/s, -0.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 36% of their median (954..1452 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 21:11 UTC, in /tmp/calCA, 214 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.3/3.6/3.9us, rewrite 1M 31.6/34.6/62.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.3/3.6/3.9us, rewrite 1M 31.6/34.6/62.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
copy_bw=34501340491
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.20us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.47us, halved
wakeup=7.62549us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.05561us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3879 MiB/s against one job 2246 MiB/s, per core 0.86 (0.80..0.89), paired within each round, median of 3
smp_efficiency=0.863636

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1795us (min 1680, max 2286us), against 114us per warm write; fitted from the median stall
fault_in_bw=584308131
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1795us, each of two writers at once 1704us (medians of 3 and 3 repeats): together 2.11 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1795us, p90 2256us, mean 1890us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calCA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calCA (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
write_call=1.23939us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.4us against 45.4us, 3.1us more per IO (3.0..4.7, median of 3 rounds); bounded by the 13.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 879 discards, 125ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=142.207us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.84us per IO (127522 IOPS), 8 KiB 7.00us, 128 KiB 78.31us, 128 KiB from huge-page buffers 18.47us, against 2.06us for 4 KiB at B: per command 5.57us, per page segment 2.27us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7095.0MB/s from the huge-page run; the QD1 slope 2353.2MB/s, i.e. 1.74us per page against 2.85us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.56854us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.84us per IO (127522 IOPS), 8 KiB 7.00us, 128 KiB 78.31us, 128 KiB from huge-page buffers 18.47us, against 2.06us for 4 KiB at B: per command 5.57us, per page segment 2.27us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7095.0MB/s from the huge-page run; the QD1 slope 2353.2MB/s, i.e. 1.74us per page against 2.85us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=2.27324us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 45.1us / 3.91 (exponential service-time tail)
latency_jitter=11.5173us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.28us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.37us and the mean jitter 11.52us; R²=0.9884, residuals (us): 4k:-1.08 16k:-1.22 64k:+3.78 256k:+14.4 1M:-32.4; less dev.kick 12.80us (one per QD1 IO)
write_latency=13.5953us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1987.2MB/s k=0.67 (LM converged), R²=0.6822, residuals (MB/s): qd1:+9.49 qd2:+12.8 qd4:-135 qd8:+75.8 qd16:+310 qd32:-273; QD1 slope 2353.2MB/s, R²=0.9884, residuals (us): 4k:-1.08 16k:-1.22 64k:+3.78 256k:+14.4 1M:-32.4
write_bw=7094966500
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 18.42us per IO (18.00..24.65, median of 3) less the modelled 5.62us (syscall, direct IO, command, engine)
kick=12.799us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 62.50us per IO, 128 KiB 126.95us, against 31.25 and 77.21us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1017MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 62.50us per IO, 128 KiB 126.95us, against 31.25 and 77.21us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1017MB/s
fresh_serial_bw=1016800969
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 4M 2.11ms, 16M 7.11ms, 64M 24.25ms, 256M 86.51ms; t = 382.4us + N / 2789.6MB/s (R²=0.9877); sequential writes from huge pages: 256M at 6160MB/s, 2048M at 5188MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1814621484
cache_drain_bw=2789608161
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 4M 2.11ms, 16M 7.11ms, 64M 24.25ms, 256M 86.51ms; t = 382.4us + N / 2789.6MB/s (R²=0.9877); sequential writes from huge pages: 256M at 6160MB/s, 2048M at 5188MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1814621484
cache_size=1814621484
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.09ms, 512 per flush 5.80ms: 10.5us per write, less 1.5us for its bytes at dev.cache_drain_bw
cache_drain_io=9.04598us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4482MB/s, rewritten 5188MB/s: 31.851us more per MiB fresh, against 147.8us per MiB at dev.write_bw
fresh_write_factor=0.822698
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1513MB/s (1495..1559), 2x128M 1563MB/s (1533..1567), 1x512M 1759MB/s (1632..1806), 2x512M 1569MB/s (1498..2161); median 1566MB/s, less the fresh transfer and the commands' serial time (5720MB/s), leaves 2156MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2790MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 345ms into a fresh file, 320ms rewritten
fresh_drain_factor=0.772774
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 193.5us, minus the model's data write, log write of 8k and fsync CPU (39.3us)
flush_latency=154.189us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.99us, 4.45us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.456us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
page_init=0.243323us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.681); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
folio_alloc=0.420233us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.681); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
add_folio=0.134474us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.681); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
mark_dirty=0.0672372us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.312755us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.1194us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.681); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
insert=0.336186us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.681); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.589us p=0.2433us f=1.2943us b=34501MB/s; R²=0.9929, residuals (us): 512:-0.038 1k:+0.00973 2k:-0.00477 4k:-0.0892 16k:+0.176 64k:+0.322 256k:-2.15 1M:+6.19 512:-0.0508 4k:+0.172 64k:-0.191 1M:+0.935
mark_dirty=0.336186us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.211us per IO, spread 32%: fio's own loop, the same for pwrite and pwritev
psync=0.2105us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.211us per IO, spread 32%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2105us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.52..5.68) against psync 3.69us (3.63..4.67) per IO, plus engine.psync 0.211us, split half to submit, half to complete
libaio_submit=1.08181us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.52..5.68) against psync 3.69us (3.63..4.67) per IO, plus engine.psync 0.211us, split half to submit, half to complete
libaio_complete=1.08181us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.88us per IO (3.36..4.09, median of 3) against the same writes through fio's psync engine in the same rounds, 3.94us (3.66..4.88): -0.31us more per IO (-0.79..-0.06, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.80us per IO (5.80..6.26, median of 3) against the same writes through fio's psync engine in the same rounds, 4.70us (4.18..4.70): 1.56us more per IO (1.10..1.62, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.7669us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 60.5us (59.6..62.5), io_uring qd8 on ext4 70.3us (70.3..72.3) with scramble_buffers=0 and 70.3us (60.5..74.2) with it on; iowq.punt 0.00us
remote_copy_bw=53687091179
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 60.5us (59.6..62.5), io_uring qd8 on ext4 70.3us (70.3..72.3) with scramble_buffers=0 and 70.3us (60.5..74.2) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 28.78us per IO (27.37..29.97, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=13.8947us
