# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 30.10us + bs/2214.7MB/s (R²=0.9720); deep queue B=2169.5MB/s, k=0.89 (R²=0.8688); measured at qd32: 2218.0MB/s (1710.3..2694.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.807us per call + 0.6314us per new page + 0.7742us per new folio + 10716MB/s (R²=0.9847, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.93 (fio's null engine, 2 jobs at once against one: 0.531 / 0.284 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.11ms, 4M 0.19ms, 16M 0.15ms, 64M 0.23ms, 256M 0.17ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7421MB/s, best 7472MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1396 MB/s after the memory phase, 1052 MB/s at the end, -25%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 2265 MB/s (2095..2485), predicted 2246 MB/s, -0.8%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1628 MB/s (1447..1711), predicted 1525 MB/s, -6.3%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4099 MB/s (4063..4280), predicted 4194 MB/s, +2.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 834 MB/s (718..901), predicted 767 MB/s, -8.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 518 MB/s (120..785), predicted 518 MB/s, +0.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: WARNING: the repeats spread 128% of their median (120..785 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 624 MB/s (574..652), predicted 586 MB/s, -6.1%
# note: self-check punted copy, 512k io_uring qd8: measured 3355 MB/s (2966..3677), predicted 3420 MB/s, +1.9%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 3234 MB/s (2886..3808), predicted 3294 MB/s, +1.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1016 MB/s (885..1069), predicted 1065 MB/s, +4.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1315 MB/s (1241..1371), predicted 1226 MB/s, -6.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1102 MB/s (1077..1147), predicted 1065 MB/s, -3.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1219 MB/s (1106..1254), predicted 1230 MB/s, +0.9%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 19:56 UTC, in /tmp/calC, 111 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.9us, rewrite 64k 5.8/7.0/18.8us, rewrite 1M 99.8/123.4/187.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.9us, rewrite 64k 5.8/7.0/18.8us, rewrite 1M 99.8/123.4/187.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_time=8.93367us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
copy_bw=10715777852
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 16.10us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.72us, halved
wakeup=7.33275us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=5.76854us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 205us (min 16, max 316us), against 264us per warm write; fitted from the median stall
fault_in_bw=5120000000

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calC) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calC (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
write_call=0.45714us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 45.6us against 31.9us from the rewrite fit; bounded by the 16.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.8us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=12.8367us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1079 discards, 157ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=145.505us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 20.22us per IO (49452 IOPS), 8 KiB 21.26us, 128 KiB 59.09us, 128 KiB from huge-page buffers 84.35us, against 1.89us for 4 KiB at B: per-command bound, no per-segment time seen
cmd_service=20.2214us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 43.8us / 3.91 (exponential service-time tail)
latency_jitter=11.1901us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=30.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=22.02us and the mean jitter 11.19us; R²=0.9720, residuals (us): 4k:+0.492 16k:+1.77 64k:-3.25 256k:-15.1 1M:+90.7
write_latency=0us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2169.5MB/s k=0.89 (LM converged), R²=0.8688, residuals (MB/s): qd1:+87.1 qd2:+70 qd4:-251 qd8:-57.7 qd16:+62.2 qd32:+107; QD1 slope 2214.7MB/s, R²=0.9720, residuals (us): 4k:+0.492 16k:+1.77 64k:-3.25 256k:-15.1 1M:+90.7
write_bw=2169470036
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1376MB/s (1271..1409), 2x128M 1596MB/s (1480..1785), 1x512M 1624MB/s (1568..1726), 2x512M 1486MB/s (1476..1504); median 1541MB/s over dev.write_bw 2169MB/s (O_DIRECT rewrites)
fresh_write_factor=0.710283
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 158.7us, minus the model's data write, log write of 8k and fsync CPU (16.7us)
flush_latency=141.986us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.19us, 5.34us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=3.152us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
page_init=0.631384us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.006); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
folio_alloc=0.251377us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.006); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
add_folio=0.0804408us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.006); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
mark_dirty=0.0402204us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.9ms for 16384 folios, 1M writes: 2.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.734091us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.9ms for 16384 folios, 1M writes: 2.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.176929us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.006); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
insert=0.201102us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.006); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.807us p=0.6314us f=0.7742us b=10716MB/s; R²=0.9847, residuals (us): 512:-0.0748 1k:+0.0878 2k:+0.0759 4k:-0.228 16k:+0.901 64k:+1.85 256k:-6.33 1M:-5.42 512:-0.048 4k:+0.188 64k:-0.588 1M:+6.55
mark_dirty=0.201102us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.91us per IO (4.55..5.71, median of 3) less the same psync writes' write() 2.52us; timed by fio's io_uring engine (/usr/bin/fio)
punt=2.39676us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 6.56us per IO (6.29..7.14, median of 3) less the same psync writes' write() 2.52us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=4.04471us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 134.8us (121.1..136.7), io_uring qd8 on ext4 156.2us (142.6..176.8) with scramble_buffers=0 and 162.1us (137.7..181.6) with it on; iowq.punt 2.40us
remote_copy_bw=27467450743
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 134.8us (121.1..136.7), io_uring qd8 on ext4 156.2us (142.6..176.8) with scramble_buffers=0 and 162.1us (137.7..181.6) with it on; iowq.punt 2.40us
scrambled_sector=0.00572205us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 7.90us per IO (5.22..34.15, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=46.4783us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.531us per IO, spread 10%: fio's own loop, the same for pwrite and pwritev
psync=0.5305us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.531us per IO, spread 10%: fio's own loop, the same for pwrite and pwritev
pvsync=0.5305us
