# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_bw not measured: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 41us (min 2, max 316us), against 226us per warm write: no cold memory was found, or not in every repeat (run as root with --drop-caches for a cold start; free memory in blocks below page_reporting_order stays warm)
# note: write device curve: QD1 t(bs) 44.16us + bs/1654.4MB/s (R²=0.9284); deep queue B=1429.0MB/s, k=0.29 (R²=0.5290); measured at qd32: 1553.1MB/s (1373.9..1710.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.645us per call + 0.5126us per new page + 1.4875us per new folio + 11219MB/s (R²=0.9692, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.95 (fio's null engine, 2 jobs at once against one: 0.519 / 0.275 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.10ms, 4M 0.13ms, 16M 0.24ms, 64M 0.17ms, 256M 0.21ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7679MB/s, best 7912MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1346 MB/s (1340..1365), predicted 1291 MB/s, -4.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4825 MB/s (3957..4838), predicted 4793 MB/s, -0.7%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1342 MB/s (1266..1525), predicted 1220 MB/s, -9.1%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1025 MB/s (980..1278), predicted 1017 MB/s, -0.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 804 MB/s (524..829), predicted 758 MB/s, -5.6%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 38% of their median (524..829 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 3603 MB/s (3234..3890), predicted 3919 MB/s, +8.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 3464 MB/s (3016..3677), predicted 3754 MB/s, +8.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 915 MB/s (871..1080), predicted 1074 MB/s, +17.3%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1162 MB/s (1068..1229), predicted 1220 MB/s, +5.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1060 MB/s (988..1131), predicted 1076 MB/s, +1.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1375 MB/s (1205..1540), predicted 1220 MB/s, -11.3%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 19:43 UTC, in /tmp/calB, 137 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.8us, rewrite 64k 5.7/6.2/15.4us, rewrite 1M 93.7/121.3/183.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.4/1.7/2.8us, rewrite 64k 5.7/6.2/15.4us, rewrite 1M 93.7/121.3/183.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=7.96214us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
copy_bw=11218857023
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 14.06us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.55us, halved
wakeup=6.4845us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.826402us

[mem]
# mem.fault_in_bw: the memory phase's median stall under the new rule (fit_fault_in)
fault_in_bw=25575MB/s
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calB) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calB (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
write_call=0.295345us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 46.3us against 46.6us from the rewrite fit; bounded by the 15.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 1.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1342 discards, 103ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=76.7511us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 24.00us per IO (41664 IOPS), 8 KiB 23.30us, 128 KiB 84.40us, 128 KiB from huge-page buffers 66.94us, against 2.87us for 4 KiB at B; 128 KiB from huge pages at QD1 9.68us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2957.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.56us, per command 4 KiB - segment - transfer = 22.05us
cmd_service=22.0532us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 24.00us per IO (41664 IOPS), 8 KiB 23.30us, 128 KiB 84.40us, 128 KiB from huge-page buffers 66.94us, against 2.87us for 4 KiB at B; 128 KiB from huge pages at QD1 9.68us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2957.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.56us, per command 4 KiB - segment - transfer = 22.05us
segment_service=0.563192us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 24.00us per IO (41664 IOPS), 8 KiB 23.30us, 128 KiB 84.40us, 128 KiB from huge-page buffers 66.94us, against 2.87us for 4 KiB at B; 128 KiB from huge pages at QD1 9.68us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2957.4MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.56us, per command 4 KiB - segment - transfer = 22.05us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 301.6us / 3.91 (exponential service-time tail)
latency_jitter=77.0875us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.16us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=23.85us and the mean jitter 77.09us; R²=0.9284, residuals (us): 4k:-1.42 16k:+2.07 64k:+9.57 256k:-36.3 1M:+190
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1429.0MB/s k=0.29 (LM converged), R²=0.5290, residuals (MB/s): qd1:-46.8 qd2:+96.8 qd4:-15.1 qd8:+11.9 qd16:-185 qd32:+137; QD1 slope 1654.4MB/s, R²=0.9284, residuals (us): 4k:-1.42 16k:+2.07 64k:+9.57 256k:-36.3 1M:+190
write_bw=2957391386
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1467MB/s (1271..1512), 2x128M 1481MB/s (1455..1560), 1x512M 1518MB/s (1503..1618), 2x512M 1755MB/s (1725..1944); median 1499MB/s over dev.write_bw 2957MB/s (O_DIRECT rewrites)
fresh_write_factor=0.506945
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 132.1us, minus the model's data write, log write of 8k and fsync CPU (15.8us)
flush_latency=116.294us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.64us, 5.54us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.896us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
page_init=0.512597us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
folio_alloc=0.48296us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
add_folio=0.154547us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
mark_dirty=0.0772736us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.6ms for 16384 folios, 1M writes: 3.3ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.697762us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 14.6ms for 16384 folios, 1M writes: 3.3ms for 64 folios; folios from the model's folio policy
invalidate_page=0.196254us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
insert=0.386368us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.932); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.645us p=0.5126us f=1.4875us b=11219MB/s; R²=0.9692, residuals (us): 512:-0.236 1k:+0.171 2k:+0.208 4k:-0.117 16k:+0.36 64k:+0.349 256k:+0.292 1M:-9.67 512:+0.064 4k:+0.383 64k:-0.679 1M:+5.56
mark_dirty=0.386368us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.05us per IO (2.69..3.23, median of 3) less the same psync writes' write() 3.04us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.00793005us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.10us per IO (4.94..7.81, median of 3) less the same psync writes' write() 3.04us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.05261us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 126.0us (121.1..131.8), io_uring qd8 on ext4 145.5us (134.8..162.1) with scramble_buffers=0 and 151.4us (142.6..173.8) with it on; iowq.punt 0.01us
remote_copy_bw=26854449014
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 126.0us (121.1..131.8), io_uring qd8 on ext4 145.5us (134.8..162.1) with scramble_buffers=0 and 151.4us (142.6..173.8) with it on; iowq.punt 0.01us
scrambled_sector=0.00572205us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 4.00us per IO (3.20..4.18, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=93.4753us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.519us per IO, spread 13%: fio's own loop, the same for pwrite and pwritev
psync=0.5195us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.519us per IO, spread 13%: fio's own loop, the same for pwrite and pwritev
pvsync=0.5195us
