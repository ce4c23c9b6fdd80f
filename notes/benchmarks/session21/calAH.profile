# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.04us + bs/2618.4MB/s (R²=0.9880); deep queue B=2626.2MB/s, k=0.44 (R²=0.2589); measured at qd32: 2343.7MB/s (2170.3..2406.4 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.634us per call + 0.2287us per new page + 1.1341us per new folio + 35202MB/s (R²=0.9957, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.02us per IO (2.99..3.11, median of 3) less the same psync writes' write() 3.20us; timed by fio's io_uring engine (/usr/bin/fio)
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.110 / 0.055 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 22172MB/s, best 23281MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1362 MB/s after the memory phase, 1302 MB/s at the end, -4%
# note: self-check cold memory, 1M psync 512M: measured 591 MB/s (588..603), predicted 599 MB/s, +1.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1279 MB/s (1274..1288), predicted 1243 MB/s, -2.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11234 MB/s (10997..11602), predicted 11185 MB/s, -0.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1356 MB/s (1316..1370), predicted 1231 MB/s, -9.2%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1177 MB/s (1100..1198), predicted 1167 MB/s, -0.9%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1157 MB/s (1147..1198), predicted 1118 MB/s, -3.3%
# note: self-check punted copy, 512k io_uring qd8: measured 9761 MB/s (7781..9761), predicted 9761 MB/s, +0.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9942 MB/s (9942..9942), predicted 9761 MB/s, -1.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 780 MB/s (726..809), predicted 771 MB/s, -1.1%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2050 MB/s (1613..2345), predicted 2109 MB/s, +2.9%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 36% of their median (1613..2345 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1637 MB/s (1198..1766), predicted 1254 MB/s, -23.4%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 35% of their median (1198..1766 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2001 MB/s (1526..2196), predicted 2342 MB/s, +17.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 34% of their median (1526..2196 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1420 MB/s (1133..2018), predicted 1254 MB/s, -11.7%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 62% of their median (1133..2018 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1364 MB/s (1347..1399), predicted 1384 MB/s, +1.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1484 MB/s (1446..1519), predicted 1475 MB/s, -0.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1478 MB/s (1471..1488), predicted 1387 MB/s, -6.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1517 MB/s (1077..1628), predicted 1617 MB/s, +6.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 36% of their median (1077..1628 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 15:02 UTC, in /tmp/calAH, 191 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.1us, rewrite 64k 3.3/3.5/4.2us, rewrite 1M 31.1/33.5/61.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.1us, rewrite 64k 3.3/3.5/4.2us, rewrite 1M 31.1/33.5/61.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
copy_bw=35202181253
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 14.96us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.35us, halved
wakeup=5.13449us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.634719us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1659us (min 1628, max 1722us), against 89us per warm write; fitted from the median stall
fault_in_bw=631903733
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1659us, each of two writers at once 1951us (medians of 3 and 2 repeats): together 1.70 times one writer's rate
fault_in_parallel=1.70087
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1659us, p90 1745us, mean 1678us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAH) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAH (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
write_call=1.28406us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 44.9us against 40.6us from the rewrite fit; bounded by the 16.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 768 discards, 73ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=95.0521us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.29us per IO (159011 IOPS), 8 KiB 5.80us, 128 KiB 55.93us, 128 KiB from huge-page buffers 17.80us, against 1.56us for 4 KiB at B: per command 4.69us, per page segment 1.60us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7362.8MB/s from the huge-page run; the QD1 slope 2618.4MB/s, i.e. 1.56us per page against 2.16us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=4.68767us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.29us per IO (159011 IOPS), 8 KiB 5.80us, 128 KiB 55.93us, 128 KiB from huge-page buffers 17.80us, against 1.56us for 4 KiB at B: per command 4.69us, per page segment 1.60us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7362.8MB/s from the huge-page run; the QD1 slope 2618.4MB/s, i.e. 1.56us per page against 2.16us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.6012us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.4us / 3.91 (exponential service-time tail)
latency_jitter=6.74025us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.04us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.49us and the mean jitter 6.74us; R²=0.9880, residuals (us): 4k:+0.864 16k:+0.757 64k:-1.57 256k:-10.5 1M:+40.6; less dev.kick 10.07us (one per QD1 IO)
write_latency=15.7363us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2626.2MB/s k=0.44 (LM converged), R²=0.2589, residuals (MB/s): qd1:-315 qd2:-88.1 qd4:+1.1e+03 qd8:-99.7 qd16:-369 qd32:-247; QD1 slope 2618.4MB/s, R²=0.9880, residuals (us): 4k:+0.864 16k:+0.757 64k:-1.57 256k:-10.5 1M:+40.6
write_bw=7362780896
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.56us per IO (12.18..15.92, median of 3) less the modelled 5.49us (syscall, direct IO, command, engine)
kick=10.0713us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 92.29us, against 31.97 and 65.52us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1254MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.04us per IO, 128 KiB 92.29us, against 31.97 and 65.52us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1254MB/s
fresh_serial_bw=1254371289
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 4M 2.01ms, 16M 6.91ms, 64M 22.94ms, 256M 85.46ms; t = 504.8us + N / 2937.3MB/s (R²=0.9937); sequential writes from huge pages: 256M at 6302MB/s, 2048M at 5547MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2937336672
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 4M 2.01ms, 16M 6.91ms, 64M 22.94ms, 256M 85.46ms; t = 504.8us + N / 2937.3MB/s (R²=0.9937); sequential writes from huge pages: 256M at 6302MB/s, 2048M at 5547MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.87ms: 10.6us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=9.19297us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3831MB/s, rewritten 5547MB/s: 84.681us more per MiB fresh, against 142.4us per MiB at dev.write_bw
fresh_write_factor=0.627115
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1566MB/s (1535..1607), 2x128M 1607MB/s (1549..1633), 1x512M 1721MB/s (1709..1723), 2x512M 1758MB/s (1633..1819); median 1664MB/s, less the fresh transfer and the commands' serial time (4562MB/s), leaves 2620MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2937MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 451ms into a fresh file, 670ms rewritten
fresh_drain_factor=0.891991
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 183.3us, minus the model's data write, log write of 8k and fsync CPU (43.8us)
flush_latency=139.524us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.93us, 4.32us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
page_init=0.228706us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.473); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
folio_alloc=0.36822us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.473); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
add_folio=0.11783us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.473); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
mark_dirty=0.0589151us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.323546us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.120145us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.473); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
insert=0.294576us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.473); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.634us p=0.2287us f=1.1341us b=35202MB/s; R²=0.9957, residuals (us): 512:-0.0492 1k:-0.00604 2k:+0.0115 4k:-0.0618 16k:+0.0995 64k:+0.242 256k:-1.13 1M:+2.09 512:-0.0347 4k:+0.169 64k:-0.195 1M:+0.926
mark_dirty=0.294576us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.02us per IO (2.99..3.11, median of 3) less the same psync writes' write() 3.20us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.54us per IO (3.42..3.57, median of 3) less the same psync writes' write() 3.20us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.338644us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (46.9..48.8), io_uring qd8 on ext4 53.7us (53.7..67.4) with scramble_buffers=0 and 52.7us (52.7..52.7) with it on; iowq.punt 0.00us
remote_copy_bw=89478485358
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (46.9..48.8), io_uring qd8 on ext4 53.7us (53.7..67.4) with scramble_buffers=0 and 52.7us (52.7..52.7) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.48us per IO (3.42..3.72, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=401.337us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.110us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
psync=0.1095us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.110us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1095us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.25us (5.07..5.65) against psync 3.33us (3.23..3.39) per IO, plus engine.psync 0.110us, split half to submit, half to complete
libaio_submit=1.01605us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.25us (5.07..5.65) against psync 3.33us (3.23..3.39) per IO, plus engine.psync 0.110us, split half to submit, half to complete
libaio_complete=1.01605us
