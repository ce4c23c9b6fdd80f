# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 40.53us + bs/2700.2MB/s (R²=0.9851); deep queue B=2757.8MB/s, k=0.69 (R²=0.8975); measured at qd32: 2642.4MB/s (2459.3..2661.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.711us per call + 0.3133us per new page + 1.0780us per new folio + 28866MB/s (R²=0.9759, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.95 (fio's null engine, 2 jobs at once against one: 0.113 / 0.059 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.70us per IO (3.33..5.89, median of 3) against the same writes through fio's psync engine in the same rounds, 4.85us (4.70..4.97): -0.15us more per IO (-1.65..1.19, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 22603MB/s, best 23403MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1268 MB/s after the memory phase, 899 MB/s at the end, -29%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 550 MB/s (528..553), predicted 561 MB/s, +2.0%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1192 MB/s (1183..1194), predicted 1198 MB/s, +0.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7066 MB/s (6803..7324), predicted 8389 MB/s, +18.7%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 872 MB/s (695..1231), predicted 1177 MB/s, +35.1%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 61% of their median (695..1231 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 168 MB/s (157..176), predicted 168 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1074 MB/s (973..1074), predicted 1017 MB/s, -5.3%
# note: self-check punted copy, 512k io_uring qd8: measured 8948 MB/s (8659..9100), predicted 7562 MB/s, -15.5%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8659..9256), predicted 7354 MB/s, -16.4%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 630 MB/s (581..746), predicted 624 MB/s, -0.9%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1797 MB/s (1646..1908), predicted 2103 MB/s, +17.1%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1370 MB/s (1105..1405), predicted 973 MB/s, -29.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1698 MB/s (1405..2014), predicted 2446 MB/s, +44.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 36% of their median (1405..2014 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1137 MB/s (1118..1384), predicted 973 MB/s, -14.5%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1310 MB/s (1196..1311), predicted 1278 MB/s, -2.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1453 MB/s (1438..1478), predicted 1384 MB/s, -4.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1345 MB/s (1262..1356), predicted 1287 MB/s, -4.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1513 MB/s (859..1541), predicted 1391 MB/s, -8.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 45% of their median (859..1541 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 17:28 UTC, in /tmp/calBE, 223 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.5/3.5us, rewrite 64k 3.9/4.8/7.3us, rewrite 1M 35.1/38.7/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.5/3.5us, rewrite 64k 3.9/4.8/7.3us, rewrite 1M 35.1/38.7/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=7.09627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
copy_bw=28866382457
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.98us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.41us, halved
wakeup=7.574us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.307412us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1751us (min 1729, max 1798us), against 95us per warm write; fitted from the median stall
fault_in_bw=599005557
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1751us, each of two writers at once 1896us (medians of 3 and 3 repeats): together 1.85 times one writer's rate
fault_in_parallel=1.84661
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1751us, p90 2226us, mean 1809us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calBE) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calBE (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
write_call=1.3609us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.1us against 43.1us, 3.5us more per IO (2.0..3.5, median of 3 rounds); bounded by the 15.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 758 discards, 117ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=154.354us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.52us per IO (105006 IOPS), 8 KiB 7.34us, 128 KiB 49.60us, 128 KiB from huge-page buffers 18.74us, against 1.49us for 4 KiB at B: per command 8.23us, per page segment 1.29us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6994.6MB/s from the huge-page run; the QD1 slope 2700.2MB/s, i.e. 1.52us per page against 1.88us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=8.23034us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.52us per IO (105006 IOPS), 8 KiB 7.34us, 128 KiB 49.60us, 128 KiB from huge-page buffers 18.74us, against 1.49us for 4 KiB at B: per command 8.23us, per page segment 1.29us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6994.6MB/s from the huge-page run; the QD1 slope 2700.2MB/s, i.e. 1.52us per page against 1.88us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.29291us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 41.7us / 3.91 (exponential service-time tail)
latency_jitter=10.6666us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.53us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.03us and the mean jitter 10.67us; R²=0.9851, residuals (us): 4k:+0.584 16k:+1.27 64k:-1.36 256k:-11.6 1M:+43.1; less dev.kick 11.61us (one per QD1 IO)
write_latency=8.22508us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2757.8MB/s k=0.69 (LM converged), R²=0.8975, residuals (MB/s): qd1:-162 qd2:+83.7 qd4:+243 qd8:-35.6 qd16:-88.7 qd32:-57.3; QD1 slope 2700.2MB/s, R²=0.9851, residuals (us): 4k:+0.584 16k:+1.27 64k:-1.36 256k:-11.6 1M:+43.1
write_bw=6994646834
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 18.23us per IO (17.87..19.42, median of 3) less the modelled 6.62us (syscall, direct IO, command, engine)
kick=11.6089us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 47.85us per IO, 128 KiB 115.23us, against 36.48 and 77.19us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 973MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 47.85us per IO, 128 KiB 115.23us, against 36.48 and 77.19us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 973MB/s
fresh_serial_bw=972592231
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.65ms, 4M 1.93ms, 16M 6.91ms, 64M 23.72ms, 256M 88.60ms; t = 296.7us + N / 2801.3MB/s (R²=0.9930); sequential writes from huge pages: 256M at 5513MB/s, 2048M at 5698MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2801337815
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.65ms, 4M 1.93ms, 16M 6.91ms, 64M 23.72ms, 256M 88.60ms; t = 296.7us + N / 2801.3MB/s (R²=0.9930); sequential writes from huge pages: 256M at 5513MB/s, 2048M at 5698MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.16ms, 512 per flush 5.87ms: 10.5us per write, less 1.5us for its bytes at dev.cache_drain_bw
cache_drain_io=9.05213us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3857MB/s, rewritten 5698MB/s: 87.832us more per MiB fresh, against 149.9us per MiB at dev.write_bw
fresh_write_factor=0.630559
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1521MB/s (1376..1533), 2x128M 1595MB/s (1557..1597), 1x512M 1587MB/s (1570..1632), 2x512M 1678MB/s (1642..2280); median 1591MB/s, less the fresh transfer and the commands' serial time (4349MB/s), leaves 2508MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2801MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 469ms into a fresh file, 772ms rewritten
fresh_drain_factor=0.8954
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 209.9us, minus the model's data write, log write of 8k and fsync CPU (28.9us)
flush_latency=181.07us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.09us, 4.64us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.552us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
page_init=0.31328us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
folio_alloc=0.350014us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
add_folio=0.112005us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
mark_dirty=0.0560023us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.337852us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.127176us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
insert=0.280012us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.711us p=0.3133us f=1.0780us b=28866MB/s; R²=0.9759, residuals (us): 512:-0.139 1k:-0.0368 2k:+0.065 4k:+0.0417 16k:+0.181 64k:-0.64 256k:-3.32 1M:+28.9 512:-0.12 4k:+0.397 64k:+0.116 1M:-0.894
mark_dirty=0.280012us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 78%: fio's own loop, the same for pwrite and pwritev
psync=0.1135us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 78%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1135us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.50us (5.49..7.05) against psync 3.45us (3.39..4.70) per IO, plus engine.psync 0.113us, split half to submit, half to complete
libaio_submit=1.58263us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.50us (5.49..7.05) against psync 3.45us (3.39..4.70) per IO, plus engine.psync 0.113us, split half to submit, half to complete
libaio_complete=1.58263us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.70us per IO (3.33..5.89, median of 3) against the same writes through fio's psync engine in the same rounds, 4.85us (4.70..4.97): -0.15us more per IO (-1.65..1.19, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.81us per IO (3.81..4.21, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.36..3.60): 0.46us more per IO (0.21..0.85, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.571264us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 49.8us (49.8..52.7), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 59.6us (56.6..60.5) with it on; iowq.punt 0.00us
remote_copy_bw=67108864016
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 49.8us (49.8..52.7), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 59.6us (56.6..60.5) with it on; iowq.punt 0.00us
scrambled_sector=0.00190735us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 24.35us per IO (23.22..26.03, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.52454us
