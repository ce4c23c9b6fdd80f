# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 59.22us + bs/2463.5MB/s (R²=0.9689); deep queue B=2600.9MB/s, k=1.17 (R²=0.9659); measured at qd32: 2485.1MB/s (2039.4..2812.1 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.156us per call + 0.3417us per new page + 0.6659us per new folio + 19168MB/s (R²=0.9939, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.10ms, 16M 0.11ms, 64M 0.13ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7264MB/s, best 7361MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 435 MB/s (429..459), predicted 431 MB/s, -0.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2898 MB/s (2784..2964), predicted 2397 MB/s, -17.3%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7334 MB/s (7005..10292), predicted 6711 MB/s, -8.5%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 45% of their median (7005..10292 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd8 128M: measured 794 MB/s (776..809), predicted 490 MB/s, -38.3%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd8 force_async 128M: measured 729 MB/s (681..1025), predicted 474 MB/s, -35.0%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd8 force_async 128M: WARNING: the repeats spread 47% of their median (681..1025 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2030 MB/s (1954..2047), predicted 1839 MB/s, -9.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2369 MB/s (2363..2376), predicted 2130 MB/s, -10.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 959 MB/s (912..2016), predicted 1858 MB/s, +93.8%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 115% of their median (912..2016 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2032 MB/s (987..2360), predicted 2135 MB/s, +5.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 68% of their median (987..2360 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 10:01 UTC, in /tmp/calP, 132 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 60.7/66.0/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 60.7/66.0/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
copy_bw=19167540741
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 61.60us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.30us, halved
wakeup=30.5055us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2291us (min 2258, max 2323us); spread 451..464MB/s
fault_in_bw=457755923

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calP) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calP (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 84.3us against 60.9us from the rewrite fit; bounded by the 8.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=8.86703us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 770 discards, 75ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=97.4026us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.72us per IO (129586 IOPS), 8 KiB 10.41us, 128 KiB 52.74us, 128 KiB from huge-page buffers 43.55us, against 1.57us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 1.45us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 2.69us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=7.71691us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 272.9us / 3.91 (exponential service-time tail)
latency_jitter=69.7583us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=59.22us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.52us and the mean jitter 69.76us; R²=0.9689, residuals (us): 4k:+0.786 16k:-1.34 64k:+7.37 256k:-19.5 1M:+51.5
write_latency=0us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2600.9MB/s k=1.17 (LM converged), R²=0.9659, residuals (MB/s): qd1:+125 qd2:-86.9 qd4:-105 qd8:+28 qd16:+83 qd32:-24.2; QD1 slope 2463.5MB/s, R²=0.9689, residuals (us): 4k:+0.786 16k:-1.34 64k:+7.37 256k:-19.5 1M:+51.5
write_bw=2600855843
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2863MB/s (2752..2895), 2x128M 2887MB/s (2870..2889), 1x512M 2865MB/s (2810..2873), 2x512M 2932MB/s (2848..2965); median 2876MB/s over dev.write_bw 2601MB/s (O_DIRECT rewrites)
fresh_write_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 152.6us, minus the model's data write, log write of 8k and fsync CPU (15.0us)
flush_latency=137.551us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.27us, 2.64us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.368us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
page_init=0.341742us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.719); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
folio_alloc=0.179674us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.719); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
add_folio=0.0574957us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.719); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.156us p=0.3417us f=0.6659us b=19168MB/s; R²=0.9939, residuals (us): 512:+0.0301 1k:+0.0268 2k:+0.0341 4k:-0.114 16k:+0.0623 64k:+0.124 256k:-0.697 1M:-0.194 512:-0.00881 4k:-0.0188 64k:-0.298 1M:+7.46
mark_dirty=0.0287479us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.204761us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0589439us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 on ext4 (every write punted, hashed: one worker busy): 5.16us per IO (5.07..5.28, median of 3) less the same psync writes' write() 1.41us; timed by fio's io_uring engine (/usr/bin/fio)
punt=3.7441us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.62us per IO (4.00..6.01, median of 3) less the same psync writes' write() 1.41us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=4.20186us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1275us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1275us
