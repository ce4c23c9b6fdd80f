# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 60.24us + bs/2537.4MB/s (R²=0.9789); deep queue B=2796.0MB/s, k=1.09 (R²=0.9902); measured at qd32: 2726.9MB/s (2647.0..2765.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.166us per call + 0.3435us per new page + 0.6076us per new folio + 18718MB/s (R²=0.9948, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.06ms, 16M 0.12ms, 64M 0.13ms, 256M 0.13ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7222MB/s, best 7287MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 442 MB/s against the measured 457 MB/s
# note: self-check cold memory, 1M psync 512M: measured 429 MB/s (426..431), predicted 434 MB/s, +1.1%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2867 MB/s (2800..2928), predicted 2397 MB/s, -16.4%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7175 MB/s (7104..10264), predicted 6711 MB/s, -6.5%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 44% of their median (7104..10264 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1890 MB/s (1721..2034), predicted 1699 MB/s, -10.1%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 457 MB/s (433..463), predicted 442 MB/s, -3.3%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1699 MB/s (1657..1743), predicted 1543 MB/s, -9.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2077 MB/s (1955..2109), predicted 2003 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2432 MB/s (2366..2473), predicted 2355 MB/s, -3.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 953 MB/s (941..1992), predicted 2026 MB/s, +112.5%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 110% of their median (941..1992 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1362 MB/s (978..2346), predicted 2360 MB/s, +73.3%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 100% of their median (978..2346 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 12:09 UTC, in /tmp/calV, 134 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.6us, rewrite 1M 61.2/62.2/114.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=35.3973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.6us, rewrite 1M 61.2/62.2/114.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=0.796214us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
copy_bw=18718481090
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 62.29us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=30.8545us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2272us (min 2237, max 2289us); spread 458..469MB/s
fault_in_bw=461469130

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calV) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calV (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 51.4us against 61.9us from the rewrite fit; bounded by the 7.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 769 discards, 71ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=92.3277us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.03us per IO (165730 IOPS), 8 KiB 6.83us, 128 KiB 48.07us, 128 KiB from huge-page buffers 32.84us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 33.05us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4736.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.49us, per command 4 KiB - segment - transfer = 4.68us
cmd_service=4.67801us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.03us per IO (165730 IOPS), 8 KiB 6.83us, 128 KiB 48.07us, 128 KiB from huge-page buffers 32.84us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 33.05us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4736.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.49us, per command 4 KiB - segment - transfer = 4.68us
segment_service=0.491086us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.03us per IO (165730 IOPS), 8 KiB 6.83us, 128 KiB 48.07us, 128 KiB from huge-page buffers 32.84us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 33.05us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4736.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.49us, per command 4 KiB - segment - transfer = 4.68us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 207.4us / 3.91 (exponential service-time tail)
latency_jitter=53.0058us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=60.24us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.48us and the mean jitter 53.01us; R²=0.9789, residuals (us): 4k:+2.53 16k:-0.331 64k:+0.058 256k:-15.8 1M:+48.8
write_latency=0.758444us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2796.0MB/s k=1.09 (LM converged), R²=0.9902, residuals (MB/s): qd1:-19.7 qd2:+76.7 qd4:-82.9 qd8:+8.78 qd16:-5.04 qd32:+22.7; QD1 slope 2537.4MB/s, R²=0.9789, residuals (us): 4k:+2.53 16k:-0.331 64k:+0.058 256k:-15.8 1M:+48.8
write_bw=4736304019
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2955MB/s (2767..2985), 2x128M 2955MB/s (2859..3008), 1x512M 2866MB/s (2757..2894), 2x512M 2851MB/s (2690..2959); median 2910MB/s over dev.write_bw 4736MB/s (O_DIRECT rewrites)
fresh_write_factor=0.614484
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 146.4us, minus the model's data write, log write of 8k and fsync CPU (15.0us)
flush_latency=131.478us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.26us, 2.77us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.512us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
page_init=0.343455us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
folio_alloc=0.197287us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
add_folio=0.0631317us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
mark_dirty=0.0315659us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.190672us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0573158us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
insert=0.157829us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.166us p=0.3435us f=0.6076us b=18718MB/s; R²=0.9948, residuals (us): 512:+0.0209 1k:+0.0217 2k:-0.00806 4k:-0.0579 16k:+0.0914 64k:+0.0996 256k:-1.14 1M:+1.29 512:-0.0193 4k:+0.0305 64k:-0.351 1M:+6.01
mark_dirty=0.157829us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.17us per IO (2.01..2.38, median of 3) less the same psync writes' write() 1.43us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.738261us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.41us per IO (2.35..2.47, median of 3) less the same psync writes' write() 1.43us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.982402us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 8.97us per IO (8.85..9.46, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
