# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 33.18us + bs/2576.5MB/s (R²=0.9816); deep queue B=2508.0MB/s, k=0.64 (R²=0.7771); measured at qd32: 2715.0MB/s (1410.7..2931.3 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.597us per call + 0.4735us per new page + 0.9537us per new folio + 12760MB/s (R²=0.9791, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.79 (fio's null engine, 2 jobs at once against one: 0.401 / 0.255 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.08ms, 4M 0.12ms, 16M 0.14ms, 64M 0.10ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 6888MB/s, best 7408MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1574 MB/s after the memory phase, 1230 MB/s at the end, -22%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 2606 MB/s (2419..3010), predicted 4067 MB/s, +56.1%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1532 MB/s (1402..1557), predicted 1678 MB/s, +9.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 5026 MB/s (4816..5052), predicted 4793 MB/s, -4.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1475 MB/s (1356..1508), predicted 1413 MB/s, -4.2%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1049 MB/s (952..1188), predicted 1049 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1074 MB/s (1065..1147), predicted 1040 MB/s, -3.1%
# note: self-check punted copy, 512k io_uring qd8: measured 3579 MB/s (3215..4006), predicted 3652 MB/s, +2.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 3890 MB/s (3294..4261), predicted 3652 MB/s, -6.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1140 MB/s (1043..1283), predicted 1220 MB/s, +7.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1443 MB/s (1257..1610), predicted 1391 MB/s, -3.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1317 MB/s (1293..1387), predicted 1223 MB/s, -7.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1269 MB/s (1250..1396), predicted 1368 MB/s, +7.8%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-03 06:35 UTC, in /tmp/calF, 112 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.6/2.6us, rewrite 64k 5.2/5.9/13.2us, rewrite 1M 80.4/94.7/112.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.07 over 9 percentiles
interrupt_gap=99.7631us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.6/2.6us, rewrite 64k 5.2/5.9/13.2us, rewrite 1M 80.4/94.7/112.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.07 over 9 percentiles
interrupt_time=4.47744us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
copy_bw=12759832084
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 13.87us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.58us, halved
wakeup=6.35us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.641952us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 52us (min 48, max 157us), against 228us per warm write; the median stall is within the phase's noise (a quarter of the warm write): cold memory costs next to nothing on this host; the median is taken
fault_in_bw=20078431373

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calF (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
write_call=0.246962us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 46.5us against 34.8us from the rewrite fit; bounded by the 17.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.8us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=10.9534us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1337 discards, 99ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=74.0464us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 18.20us per IO (54943 IOPS), 8 KiB 19.78us, 128 KiB 48.28us, 128 KiB from huge-page buffers 59.41us, against 1.63us for 4 KiB at B: per-command bound, no per-segment time seen
cmd_service=18.2006us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 54.0us / 3.91 (exponential service-time tail)
latency_jitter=13.8077us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=33.18us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=20.00us and the mean jitter 13.81us; R²=0.9816, residuals (us): 4k:+0.284 16k:+0.834 64k:-0.163 256k:-13.5 1M:+54.8
write_latency=0us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2508.0MB/s k=0.64 (LM converged), R²=0.7771, residuals (MB/s): qd1:-81.4 qd2:+149 qd4:-0.712 qd8:-23.4 qd16:-304 qd32:+256; QD1 slope 2576.5MB/s, R²=0.9816, residuals (us): 4k:+0.284 16k:+0.834 64k:-0.163 256k:-13.5 1M:+54.8
write_bw=2508034389
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1581MB/s (1431..1971), 2x128M 1725MB/s (1488..2005), 1x512M 1855MB/s (1830..2097), 2x512M 1695MB/s (1529..1711); median 1710MB/s over dev.write_bw 2508MB/s (O_DIRECT rewrites)
fresh_write_factor=0.681888
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 183.3us, minus the model's data write, log write of 8k and fsync CPU (16.0us)
flush_latency=167.335us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.32us, 4.70us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.384us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
page_init=0.47353us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.239); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
folio_alloc=0.309645us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.239); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
add_folio=0.0990863us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.239); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
mark_dirty=0.0495431us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.4ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.698307us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.4ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.179563us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.239); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
insert=0.247716us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.239); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.597us p=0.4735us f=0.9537us b=12760MB/s; R²=0.9791, residuals (us): 512:-0.152 1k:-0.0885 2k:+0.0641 4k:+0.179 16k:+0.216 64k:+0.0547 256k:-1.99 1M:+3.54 512:+0.069 4k:+0.347 64k:-0.348 1M:+0.0695
mark_dirty=0.247716us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.78us per IO (2.72..3.02, median of 3) less the same psync writes' write() 2.67us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.102921us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.81us per IO (3.57..3.85, median of 3) less the same psync writes' write() 2.67us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.14052us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 106.4us (106.4..119.1), io_uring qd8 on ext4 146.5us (130.9..163.1) with scramble_buffers=0 and 134.8us (123.0..159.2) with it on; iowq.punt 0.10us
remote_copy_bw=13128158460
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 106.4us (106.4..119.1), io_uring qd8 on ext4 146.5us (130.9..163.1) with scramble_buffers=0 and 134.8us (123.0..159.2) with it on; iowq.punt 0.10us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.91us per IO (3.45..4.30, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=62.5us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.401us per IO, spread 15%: fio's own loop, the same for pwrite and pwritev
psync=0.401us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.401us per IO, spread 15%: fio's own loop, the same for pwrite and pwritev
pvsync=0.401us
