# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_bw not measured: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 161us (min -2, max 249us), against 191us per warm write: a repeat saw no stall while the median did: the repeats disagree
# note: write device curve: QD1 t(bs) 27.39us + bs/2142.3MB/s (R²=0.9957); deep queue B=2295.4MB/s, k=0.75 (R²=0.9743); measured at qd32: 2242.3MB/s (2023.6..2277.7 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.598us per call + 0.5613us per new page + 0.8706us per new folio + 11514MB/s (R²=0.9779, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.56 (fio's null engine, 2 jobs at once against one: 0.275 / 0.245 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.07ms, 16M 0.10ms, 64M 0.10ms, 256M 0.09ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7455MB/s, best 7515MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1603 MB/s after the memory phase, 1838 MB/s at the end, +15%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1556 MB/s (1484..1694), predicted 1598 MB/s, +2.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4459 MB/s (4317..4546), predicted 4194 MB/s, -5.9%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1384 MB/s (1370..1508), predicted 1342 MB/s, -3.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1243 MB/s (1100..1291), predicted 1231 MB/s, -0.9%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 980 MB/s (980..1329), predicted 959 MB/s, -2.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 36% of their median (980..1329 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 4709 MB/s (4295..4925), predicted 4037 MB/s, -14.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 4162 MB/s (3977..4162), predicted 3628 MB/s, -12.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1233 MB/s (1227..1324), predicted 1188 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1400 MB/s (1398..1412), predicted 1377 MB/s, -1.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1321 MB/s (1223..1342), predicted 1190 MB/s, -9.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1524 MB/s (1496..1685), predicted 1378 MB/s, -9.5%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-03 17:34 UTC, in /tmp/calY, 121 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.6us, rewrite 64k 5.4/6.2/14.4us, rewrite 1M 97.8/116.2/142.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_gap=111.936us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.6us, rewrite 64k 5.4/6.2/14.4us, rewrite 1M 97.8/116.2/142.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_time=5.63677us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
copy_bw=11514132023
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 14.64us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.65us, halved
wakeup=6.6695us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.642409us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calY) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calY (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
write_call=0.247501us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 34.6us against 29.3us from the rewrite fit; bounded by the 11.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=4.70245us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1316 discards, 102ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=77.5076us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.49us per IO (74114 IOPS), 8 KiB 14.68us, 128 KiB 58.45us, 128 KiB from huge-page buffers 54.11us, against 1.78us for 4 KiB at B: per-command bound, no per-segment time seen
cmd_service=13.4928us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.9us / 3.91 (exponential service-time tail)
latency_jitter=6.87113us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=27.39us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=15.29us and the mean jitter 6.87us; R²=0.9957, residuals (us): 4k:-0.624 16k:+1.48 64k:-0.183 256k:-7.61 1M:+24.4
write_latency=5.22699us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2295.4MB/s k=0.75 (LM converged), R²=0.9743, residuals (MB/s): qd1:+6.18 qd2:+51.1 qd4:-90.7 qd8:-32.3 qd16:+69 qd32:-0.671; QD1 slope 2142.3MB/s, R²=0.9957, residuals (us): 4k:-0.624 16k:+1.48 64k:-0.183 256k:-7.61 1M:+24.4
write_bw=2295430323
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1658MB/s (1642..1777), 2x128M 1656MB/s (1650..1657), 1x512M 1753MB/s (1698..1763), 2x512M 1803MB/s (1767..2305); median 1705MB/s over dev.write_bw 2295MB/s (O_DIRECT rewrites)
fresh_write_factor=0.742932
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 108.0us, minus the model's data write, log write of 8k and fsync CPU (26.7us)
flush_latency=81.3073us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.38us, 5.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
page_init=0.561327us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.131); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
folio_alloc=0.282676us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.131); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
add_folio=0.0904563us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.131); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
mark_dirty=0.0452282us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 16.0ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.795123us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 16.0ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.180084us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.131); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
insert=0.226141us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.131); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.598us p=0.5613us f=0.8706us b=11514MB/s; R²=0.9779, residuals (us): 512:-0.11 1k:-0.11 2k:+0.014 4k:+0.0977 16k:+0.916 64k:-0.0635 256k:-3.2 1M:-1.24 512:+0.0496 4k:+0.318 64k:-0.738 1M:+7.84
mark_dirty=0.226141us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.96us per IO (2.72..2.99, median of 3) less the same psync writes' write() 2.63us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.327292us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.18us per IO (3.08..4.18, median of 3) less the same psync writes' write() 2.63us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.54799us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 100.6us (96.7..103.5), io_uring qd8 on ext4 111.3us (106.4..122.1) with scramble_buffers=0 and 126.0us (126.0..131.8) with it on; iowq.punt 0.33us
remote_copy_bw=50340205533
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 100.6us (96.7..103.5), io_uring qd8 on ext4 111.3us (106.4..122.1) with scramble_buffers=0 and 126.0us (126.0..131.8) with it on; iowq.punt 0.33us
scrambled_sector=0.0143051us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.30us per IO (3.17..3.72, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=15.7776us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.275us per IO, spread 82%: fio's own loop, the same for pwrite and pwritev
psync=0.2755us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.275us per IO, spread 82%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2755us
