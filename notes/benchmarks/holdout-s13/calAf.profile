# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_bw not measured: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 0us (min -6, max 282us), against 253us per warm write: no cold memory was found, or not in every repeat (run as root with --drop-caches for a cold start; free memory in blocks below page_reporting_order stays warm)
# note: write device curve: QD1 t(bs) 72.53us + bs/1986.6MB/s (R²=0.9976); deep queue B=1288.5MB/s, k=0.34 (R²=0.7054); measured at qd32: 1333.7MB/s (719.1..1689.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.432us per call + 1.4264us per new page + 1.8052us per new folio + 8170MB/s (R²=0.9570, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.89us per IO (4.39..8.61, median of 3) less the same psync writes' write() 6.19us; timed by fio's io_uring engine (/usr/bin/fio)
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.602 / 0.280 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.08ms, 4M 0.11ms, 16M 0.11ms, 64M 0.14ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7126MB/s, best 7293MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 381 MB/s against the measured 395 MB/s
# note: self-check in cache, warm memory, 4k psync 32M: measured 661 MB/s (544..675), predicted 763 MB/s, +15.3%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 2095 MB/s (1861..2669), predicted 2097 MB/s, +0.1%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 39% of their median (1861..2669 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 363 MB/s (106..973), predicted 382 MB/s, +5.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 239% of their median (106..973 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 395 MB/s (387..535), predicted 381 MB/s, -3.4%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: WARNING: the repeats spread 37% of their median (387..535 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 695 MB/s (476..932), predicted 729 MB/s, +4.9%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 66% of their median (476..932 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 3464 MB/s (3234..3862), predicted 1967 MB/s, -43.2%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 2934 MB/s (2811..3016), predicted 1784 MB/s, -39.2%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 991 MB/s (950..1040), predicted 763 MB/s, -23.1%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1169 MB/s (1012..1268), predicted 939 MB/s, -19.7%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1080 MB/s (1014..1128), predicted 681 MB/s, -36.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1325 MB/s (935..1341), predicted 938 MB/s, -29.2%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 31% of their median (935..1341 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 19:28 UTC, in /tmp/calA, 148 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/3.1us, rewrite 64k 6.5/7.6/22.4us, rewrite 1M 114.2/146.4/399.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.24 over 9 percentiles
interrupt_gap=792.447us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/3.1us, rewrite 64k 6.5/7.6/22.4us, rewrite 1M 114.2/146.4/399.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.24 over 9 percentiles
interrupt_time=100.237us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
copy_bw=8170462553
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.48us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.76us, halved
wakeup=10.9808us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=5.13834us

[mem]
# mem.fault_in_bw: the memory phase's median stall under the new rule (fit_fault_in)
fault_in_bw=10TB/s
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calA (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
write_call=1.08156us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 58.1us against 74.6us from the rewrite fit; bounded by the 37.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 677 discards, 141ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=208.272us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 27.04us per IO (36980 IOPS), 8 KiB 35.83us, 128 KiB 98.27us, 128 KiB from huge-page buffers 91.53us, against 3.18us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 2.30us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 8.79us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=27.0416us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 908.8us / 3.91 (exponential service-time tail)
latency_jitter=232.309us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=72.53us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=28.84us and the mean jitter 232.31us; R²=0.9976, residuals (us): 4k:+1.56 16k:-2.5 64k:+2.73 256k:-4.47 1M:+6.9
write_latency=0us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1288.5MB/s k=0.34 (LM converged), R²=0.7054, residuals (MB/s): qd1:-46.4 qd2:+57.2 qd4:+37 qd8:+33.3 qd16:-141 qd32:+58.7; QD1 slope 1986.6MB/s, R²=0.9976, residuals (us): 4k:+1.56 16k:-2.5 64k:+2.73 256k:-4.47 1M:+6.9
write_bw=1288485159
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1498MB/s (1393..1512), 2x128M 1484MB/s (1365..1545), 1x512M 1566MB/s (1388..1574), 2x512M 1655MB/s (1267..1744); median 1532MB/s over dev.write_bw 1288MB/s (O_DIRECT rewrites)
fresh_write_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 152.6us, minus the model's data write, log write of 8k and fsync CPU (19.8us)
flush_latency=132.739us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 6.82us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=3.984us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
page_init=1.42643us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.344); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
folio_alloc=0.58612us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.344); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
add_folio=0.187558us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.344); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
mark_dirty=0.0937791us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 25.6ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.38555us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 25.6ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.177654us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.344); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
insert=0.468896us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.344); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.432us p=1.4264us f=1.8052us b=8170MB/s; R²=0.9570, residuals (us): 512:+0.196 1k:-0.542 2k:-0.0807 4k:+0.878 16k:+2.01 64k:-3.08 256k:+2.26 1M:+3.62 512:+0.738 4k:-0.191 64k:+0.428 1M:-1.92
mark_dirty=0.468896us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 11.29us per IO (4.21..38.67, median of 3) less the same psync writes' write() 6.19us; timed by fio's io_uring engine (/usr/bin/fio)
punt=5.09915us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.89us per IO (4.39..8.61, median of 3) less the same psync writes' write() 6.19us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 134.8us (122.1..137.7), io_uring qd8 on ext4 151.4us (135.7..162.1) with scramble_buffers=0 and 178.7us (173.8..186.5) with it on; iowq.punt 5.10us
remote_copy_bw=45580700437
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 134.8us (122.1..137.7), io_uring qd8 on ext4 151.4us (135.7..162.1) with scramble_buffers=0 and 178.7us (173.8..186.5) with it on; iowq.punt 5.10us
scrambled_sector=0.0267029us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 10.38us per IO (7.66..10.59, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 381 MB/s against the measured 395 MB/s
wakeup=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.602us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
psync=0.602us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.602us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
pvsync=0.602us
