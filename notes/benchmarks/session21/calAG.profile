# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 1732us, p90 2070us, mean 1184us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: write device curve: QD1 t(bs) 42.39us + bs/2030.3MB/s (R²=0.9960); deep queue B=2152.8MB/s, k=0.79 (R²=0.7092); measured at qd32: 2460.2MB/s (1728.0..2722.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.592us per call + 0.2082us per new page + 1.2394us per new folio + 36336MB/s (R²=0.9867, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.57 (fio's null engine, 2 jobs at once against one: 0.111 / 0.098 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 19595MB/s, best 20502MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1236 MB/s after the memory phase, 1319 MB/s at the end, +7%
# note: self-check cold memory, 1M psync 512M: measured 806 MB/s (615..860), predicted 577 MB/s, -28.4%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 30% of their median (615..860 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1303 MB/s (1281..1325), predicted 1243 MB/s, -4.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12924 MB/s (10952..13086), predicted 11185 MB/s, -13.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1109 MB/s (1100..1109), predicted 1049 MB/s, -5.5%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1040 MB/s (994..1040), predicted 1032 MB/s, -0.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1049 MB/s (1032..1137), predicted 994 MB/s, -5.2%
# note: self-check punted copy, 512k io_uring qd8: measured 9761 MB/s (9419..9942), predicted 10324 MB/s, +5.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9587 MB/s (9419..9761), predicted 10130 MB/s, +5.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 780 MB/s (754..780), predicted 763 MB/s, -2.3%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3364 MB/s (1962..3598), predicted 2174 MB/s, -35.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 49% of their median (1962..3598 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1483 MB/s (1391..1588), predicted 1483 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2402 MB/s (2088..2402), predicted 2459 MB/s, +2.4%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1561 MB/s (1459..1570), predicted 1561 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1377 MB/s (1374..1407), predicted 1384 MB/s, +0.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1569 MB/s (1551..1587), predicted 1475 MB/s, -6.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1408 MB/s (1390..1452), predicted 1394 MB/s, -1.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1543 MB/s (1046..1679), predicted 1607 MB/s, +4.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 41% of their median (1046..1679 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 14:35 UTC, in /tmp/calAG, 178 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.1/3.3/3.8us, rewrite 1M 31.6/33.0/60.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=281.171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.1/3.3/3.8us, rewrite 1M 31.6/33.0/60.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=10.0237us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
copy_bw=36335851894
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.27us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=7.268us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.466549us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1732us (min 1591, max 1896us), against 111us per warm write; fitted from the median stall
fault_in_bw=605379840
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1732us, each of two writers at once 1143us (medians of 3 and 1 repeats): together 3.03 times one writer's rate (two at most: 2)
fault_in_parallel=2

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAG) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAG (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
write_call=1.24226us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 46.2us against 44.4us from the rewrite fit; bounded by the 16.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 768 discards, 89ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=115.885us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.15us per IO (139831 IOPS), 8 KiB 6.64us, 128 KiB 53.28us, 128 KiB from huge-page buffers 17.38us, against 1.90us for 4 KiB at B: per command 5.66us, per page segment 1.49us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7543.0MB/s from the huge-page run; the QD1 slope 2030.3MB/s, i.e. 2.02us per page against 2.03us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.66357us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.15us per IO (139831 IOPS), 8 KiB 6.64us, 128 KiB 53.28us, 128 KiB from huge-page buffers 17.38us, against 1.90us for 4 KiB at B: per command 5.66us, per page segment 1.49us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7543.0MB/s from the huge-page run; the QD1 slope 2030.3MB/s, i.e. 2.02us per page against 2.03us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.48791us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.7us / 3.91 (exponential service-time tail)
latency_jitter=7.85271us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.39us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.46us and the mean jitter 7.85us; R²=0.9960, residuals (us): 4k:+0.109 16k:+0.533 64k:-0.00659 256k:-9 1M:+28.2; less dev.kick 10.18us (one per QD1 IO)
write_latency=16.8942us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2152.8MB/s k=0.79 (LM converged), R²=0.7092, residuals (MB/s): qd1:+41.4 qd2:+77.3 qd4:-111 qd8:-82.8 qd16:-274 qd32:+359; QD1 slope 2030.3MB/s, R²=0.9960, residuals (us): 4k:+0.109 16k:+0.533 64k:-0.00659 256k:-9 1M:+28.2
write_bw=7542994578
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.70us per IO (14.89..16.28, median of 3) less the modelled 5.52us (syscall, direct IO, command, engine)
kick=10.1822us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 44.19us per IO, 128 KiB 83.98us, against 19.48 and 54.57us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 4.39us, bw = 1647MB/s
fresh_serial=4.39453us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 44.19us per IO, 128 KiB 83.98us, against 19.48 and 54.57us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 4.39us, bw = 1647MB/s
fresh_serial_bw=1646843287
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.71ms, 4M 1.99ms, 16M 7.05ms, 64M 21.89ms, 256M 78.12ms; t = 401.6us + N / 3046.6MB/s (R²=0.9806); sequential writes from huge pages: 256M at 5516MB/s, 2048M at 6154MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3046591009
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.71ms, 4M 1.99ms, 16M 7.05ms, 64M 21.89ms, 256M 78.12ms; t = 401.6us + N / 3046.6MB/s (R²=0.9806); sequential writes from huge pages: 256M at 5516MB/s, 2048M at 6154MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.11ms, 512 per flush 5.73ms: 10.3us per write, less 1.3us for its bytes at dev.cache_drain_bw
cache_drain_io=8.98698us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4481MB/s, rewritten 6154MB/s: 63.628us more per MiB fresh, against 139.0us per MiB at dev.write_bw
fresh_write_factor=0.686006
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1606MB/s (1572..1632), 2x128M 1698MB/s (1680..1725), 1x512M 1646MB/s (1604..1660), 2x512M 1753MB/s (1657..1809); median 1672MB/s, less the fresh transfer and the commands' serial time (5101MB/s), leaves 2487MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3047MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 426ms into a fresh file, 616ms rewritten
fresh_drain_factor=0.816178
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 183.3us, minus the model's data write, log write of 8k and fsync CPU (46.0us)
flush_latency=137.33us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 4.13us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.296us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
page_init=0.208158us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.610); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
folio_alloc=0.402397us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.610); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
add_folio=0.128767us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.610); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
mark_dirty=0.0643835us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.8ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.299786us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.8ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.117728us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.610); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
insert=0.321918us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.610); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.592us p=0.2082us f=1.2394us b=36336MB/s; R²=0.9867, residuals (us): 512:+0.194 1k:+0.232 2k:-0.0566 4k:-0.158 16k:-0.0176 64k:+0.439 256k:+0.629 1M:-3.99 512:-0.136 4k:+0.0623 64k:-0.335 1M:+2.13
mark_dirty=0.321918us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.69us per IO (3.69..3.72, median of 3) less the same psync writes' write() 3.14us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.548557us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.60..3.97, median of 3) less the same psync writes' write() 3.14us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.76218us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 46.9us (46.9..48.8), io_uring qd8 on ext4 53.7us (52.7..55.7) with scramble_buffers=0 and 54.7us (53.7..55.7) with it on; iowq.punt 0.55us
remote_copy_bw=83387345255
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 46.9us (46.9..48.8), io_uring qd8 on ext4 53.7us (52.7..55.7) with scramble_buffers=0 and 54.7us (53.7..55.7) with it on; iowq.punt 0.55us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.94us per IO (3.94..4.12, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=357.086us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
psync=0.1115us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1115us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.25us (5.25..5.43) against psync 3.30us (3.20..3.30) per IO, plus engine.psync 0.111us, split half to submit, half to complete
libaio_submit=1.03231us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.25us (5.25..5.43) against psync 3.30us (3.20..3.30) per IO, plus engine.psync 0.111us, split half to submit, half to complete
libaio_complete=1.03231us
