# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 64.87us + bs/3372.5MB/s (R²=0.9640); deep queue B=2905.3MB/s, k=1.31 (R²=0.9342); measured at qd32: 2744.0MB/s (2589.9..3872.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.193us per call + 0.3641us per new page + 0.3689us per new folio + 19183MB/s (R²=0.9815, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.11ms, 4M 0.06ms, 16M 0.11ms, 64M 0.15ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7194MB/s, best 7334MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 416 MB/s (408..425), predicted 419 MB/s, +0.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 3748 MB/s (3192..3917), predicted 3050 MB/s, -18.6%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7347 MB/s (7048..10273), predicted 6711 MB/s, -8.7%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 44% of their median (7048..10273 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1721 MB/s (1699..1766), predicted 1443 MB/s, -16.1%  WARNING: past 15%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 402 MB/s (381..430), predicted 401 MB/s, -0.3%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1657 MB/s (1637..1699), predicted 1398 MB/s, -15.6%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 5369 MB/s (5369..5478), predicted 5316 MB/s, -1.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 4881 MB/s (4881..4881), predicted 4837 MB/s, -0.9%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1954 MB/s (1796..1993), predicted 1890 MB/s, -3.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2322 MB/s (2303..2327), predicted 2218 MB/s, -4.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1981 MB/s (1909..2029), predicted 1911 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1795 MB/s (1068..1807), predicted 2218 MB/s, +23.6%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 41% of their median (1068..1807 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 13:44 UTC, in /tmp/calV2, 106 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.6/0.7/1.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 58.6/59.6/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=19.9054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.6/0.7/1.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 58.6/59.6/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.502377us
# cpu.syscall: c=0.193us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.553), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
syscall=0.16579us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
copy_bw=19183094894
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 63.68us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.30us, halved
wakeup=31.5403us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=4.09177us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2356us (min 2321, max 2389us); spread 439..452MB/s
fault_in_bw=445023903

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calV2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calV2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c=0.193us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.553), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 57.0us against 66.1us from the rewrite fit; bounded by the 7.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 765 discards, 76ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=99.3464us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.31us per IO (136840 IOPS), 8 KiB 8.61us, 128 KiB 47.77us, 128 KiB from huge-page buffers 35.53us, against 1.41us for 4 KiB at B: per command 6.00us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.30us), transfer rate 3689.4MB/s from the huge-page run; the QD1 slope 3372.5MB/s, i.e. 1.21us per page against 2.42us modelled
cmd_service=6.00263us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.31us per IO (136840 IOPS), 8 KiB 8.61us, 128 KiB 47.77us, 128 KiB from huge-page buffers 35.53us, against 1.41us for 4 KiB at B: per command 6.00us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.30us), transfer rate 3689.4MB/s from the huge-page run; the QD1 slope 3372.5MB/s, i.e. 1.21us per page against 2.42us modelled
segment_service=1.30515us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 74.0us / 3.91 (exponential service-time tail)
latency_jitter=18.912us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=64.87us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.80us and the mean jitter 18.91us; R²=0.9640, residuals (us): 4k:+3.49 16k:-3.68 64k:+7.14 256k:-14.9 1M:+30.8
write_latency=38.1546us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2905.3MB/s k=1.31 (LM converged), R²=0.9342, residuals (MB/s): qd1:+90.5 qd2:-63.5 qd4:-182 qd8:+264 qd16:-49.1 qd32:-47.4; QD1 slope 3372.5MB/s, R²=0.9640, residuals (us): 4k:+3.49 16k:-3.68 64k:+7.14 256k:-14.9 1M:+30.8
write_bw=3689358540
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2691MB/s (2454..2776), 2x128M 2787MB/s (2772..2829), 1x512M 2804MB/s (2665..2876), 2x512M 2096MB/s (2076..2595); median 2739MB/s over dev.write_bw 3689MB/s (O_DIRECT rewrites)
fresh_write_factor=0.742473
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 268.3us, minus the model's data write, log write of 8k and fsync CPU (90.3us)
flush_latency=177.963us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.97us, 2.26us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.284us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
page_init=0.364053us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.479); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
folio_alloc=0.119763us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.479); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
add_folio=0.0383241us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.479); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
mark_dirty=0.0191621us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.262583us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0623538us

[throttle]
# throttle.call: c=0.193us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.553), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
call=0.0276317us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.479); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
insert=0.0958103us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.479); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.193us p=0.3641us f=0.3689us b=19183MB/s; R²=0.9815, residuals (us): 512:+0.0229 1k:+0.0744 2k:+0.136 4k:-0.197 16k:+0.396 64k:+0.27 256k:-1.41 1M:-5.85 512:-0.0375 4k:+0.0223 64k:-0.291 1M:+5.12
mark_dirty=0.0958103us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.38us per IO (2.32..2.41, median of 3) less the same psync writes' write() 1.09us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.28743us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.47us per IO (2.41..2.50, median of 3) less the same psync writes' write() 1.09us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.37898us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 73.2us (73.2..75.2), io_uring qd8 on ext4 97.7us (95.7..97.7) with scramble_buffers=0 and 107.4us (107.4..107.4) with it on; iowq.punt 1.29us
remote_copy_bw=22670311249
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 73.2us (73.2..75.2), io_uring qd8 on ext4 97.7us (95.7..97.7) with scramble_buffers=0 and 107.4us (107.4..107.4) with it on; iowq.punt 1.29us
scrambled_sector=0.00953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 10.19us per IO (9.52..10.74, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=2.83813us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
