# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 35.83us + bs/1802.3MB/s (R²=0.9935); deep queue B=1709.2MB/s, k=0.54 (R²=0.8202); measured at qd32: 1589.4MB/s (718.4..1806.8 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.865us per call + 0.6945us per new page + 1.0753us per new folio + 10267MB/s (R²=0.9820, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.554 / 0.266 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.11ms, 4M 0.14ms, 16M 0.16ms, 64M 0.16ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7124MB/s, best 7663MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1461 MB/s after the memory phase, 1603 MB/s at the end, +10%
# note: self-check cold memory, 1M psync 512M: measured 2183 MB/s (2156..2441), predicted 2796 MB/s, +28.1%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1324 MB/s (1236..1517), predicted 1291 MB/s, -2.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3304 MB/s (3206..3502), predicted 3728 MB/s, +12.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1177 MB/s (1147..1209), predicted 1091 MB/s, -7.3%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1065 MB/s (945..1157), predicted 1057 MB/s, -0.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 939 MB/s (901..1209), predicted 883 MB/s, -5.9%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 33% of their median (901..1209 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 3677 MB/s (3603..3754), predicted 3234 MB/s, -12.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 3579 MB/s (3555..3754), predicted 3158 MB/s, -11.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1141 MB/s (1022..1193), predicted 1118 MB/s, -2.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1574 MB/s (1433..1589), predicted 1322 MB/s, -16.0%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1342 MB/s (1235..1349), predicted 1123 MB/s, -16.3%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1476 MB/s (1445..1533), predicted 1326 MB/s, -10.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-03 06:25 UTC, in /tmp/calE, 113 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/2.1/3.7us, rewrite 64k 6.1/6.9/20.6us, rewrite 1M 108.0/136.2/238.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/2.1/3.7us, rewrite 64k 6.1/6.9/20.6us, rewrite 1M 108.0/136.2/238.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
copy_bw=10266595534
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 14.60us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.68us, halved
wakeup=6.62201us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.861214us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 93us (min 8, max 108us), against 222us per warm write; fitted from the median stall
fault_in_bw=11252747253

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calE) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calE (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
write_call=0.515349us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 65.4us against 38.1us from the rewrite fit; bounded by the 24.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=23.9819us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1017 discards, 184ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=180.924us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.91us per IO (55820 IOPS), 8 KiB 25.31us, 128 KiB 82.47us, 128 KiB from huge-page buffers 76.45us, against 2.40us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 2.08us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 7.40us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=17.9146us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 81.4us / 3.91 (exponential service-time tail)
latency_jitter=20.8097us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=35.83us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.71us and the mean jitter 20.81us; R²=0.9935, residuals (us): 4k:+0.268 16k:-0.931 64k:+3.75 256k:-12.1 1M:+30.1
write_latency=0us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1709.2MB/s k=0.54 (LM converged), R²=0.8202, residuals (MB/s): qd1:+80.3 qd2:-118 qd4:-54.5 qd8:+100 qd16:+88.3 qd32:-91.6; QD1 slope 1802.3MB/s, R²=0.9935, residuals (us): 4k:+0.268 16k:-0.931 64k:+3.75 256k:-12.1 1M:+30.1
write_bw=1709162153
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1830MB/s (1466..1911), 2x128M 2019MB/s (1828..2021), 1x512M 2039MB/s (1935..2060), 2x512M 1967MB/s (1829..2090); median 1993MB/s over dev.write_bw 1709MB/s (O_DIRECT rewrites)
fresh_write_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 99.8us, minus the model's data write, log write of 8k and fsync CPU (17.5us)
flush_latency=82.3505us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 6.05us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=3.504us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
page_init=0.694524us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.397); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
folio_alloc=0.349128us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.397); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
add_folio=0.111721us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.397); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
mark_dirty=0.0558605us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.0ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.502073us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.0ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.168409us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.397); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
insert=0.279303us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.397); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.865us p=0.6945us f=1.0753us b=10267MB/s; R²=0.9820, residuals (us): 512:-0.00204 1k:+0.00564 2k:+0.186 4k:-0.0912 16k:-0.3 64k:-0.405 256k:-3.64 1M:+35.3 512:-0.106 4k:+0.364 64k:-0.83 1M:+10.6
mark_dirty=0.279303us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.48us per IO (3.39..3.57, median of 3) less the same psync writes' write() 3.09us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.386036us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.36us per IO (3.39..4.55, median of 3) less the same psync writes' write() 3.09us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.27105us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 123.0us (111.3..126.0), io_uring qd8 on ext4 142.6us (139.6..145.5) with scramble_buffers=0 and 146.5us (139.6..147.5) with it on; iowq.punt 0.39us
remote_copy_bw=27384807390
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 123.0us (111.3..126.0), io_uring qd8 on ext4 142.6us (139.6..145.5) with scramble_buffers=0 and 146.5us (139.6..147.5) with it on; iowq.punt 0.39us
scrambled_sector=0.0038147us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.85us per IO (3.54..4.33, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=52.948us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.554us per IO, spread 20%: fio's own loop, the same for pwrite and pwritev
psync=0.554us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.554us per IO, spread 20%: fio's own loop, the same for pwrite and pwritev
pvsync=0.554us
