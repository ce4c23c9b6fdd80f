# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 51.40us + bs/2864.5MB/s (R²=0.8903); deep queue B=1481.6MB/s, k=0.14 (R²=0.4748); measured at qd32: 1532.5MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.162us per call + 0.3567us per new page + 0.6000us per new folio + 19328MB/s (R²=0.9943, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.08ms, 16M 0.11ms, 64M 0.12ms, 256M 0.16ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7177MB/s, best 7372MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 423 MB/s (420..426), predicted 430 MB/s, +1.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2997 MB/s (2968..3124), predicted 2397 MB/s, -20.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 6864 MB/s (6483..7698), predicted 6711 MB/s, -2.2%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 733 MB/s (731..759), predicted 695 MB/s, -5.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1895 MB/s (1885..1940), predicted 1814 MB/s, -4.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2144 MB/s (2110..2154), predicted 2097 MB/s, -2.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1869 MB/s (825..1891), predicted 1826 MB/s, -2.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 57% of their median (825..1891 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2175 MB/s (947..2176), predicted 2097 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 57% of their median (947..2176 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 09:12 UTC, in /tmp/calL, 72 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.3/3.5/4.5us, rewrite 1M 57.1/61.2/114.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=25.0594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.3/3.5/4.5us, rewrite 1M 57.1/61.2/114.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=0.632456us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
copy_bw=19327900331
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 1.69us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=0.5575us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2293us (min 2289, max 2321us); spread 452..458MB/s
fault_in_bw=457347030

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calL) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/mounts: the mount holding /tmp/calL has the discard option (rw,relatime,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 83.4us against 52.8us from the rewrite fit; bounded by the 9.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=9.48385us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 858 discards, 92ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=107.226us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.91us per IO (91678 IOPS), 8 KiB 13.09us, 128 KiB 85.53us, 128 KiB from huge-page buffers 50.50us, against 2.76us for 4 KiB at B: per command 8.50us, per page segment 2.41us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 2.18us), transfer rate 2595.6MB/s from the huge-page run; the QD1 slope 2864.5MB/s, i.e. 1.43us per page against 3.99us modelled
cmd_service=8.50063us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.91us per IO (91678 IOPS), 8 KiB 13.09us, 128 KiB 85.53us, 128 KiB from huge-page buffers 50.50us, against 2.76us for 4 KiB at B: per command 8.50us, per page segment 2.41us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 2.18us), transfer rate 2595.6MB/s from the huge-page run; the QD1 slope 2864.5MB/s, i.e. 1.43us per page against 3.99us modelled
segment_service=2.40709us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.6us / 3.91 (exponential service-time tail)
latency_jitter=8.8343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=51.40us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.30us and the mean jitter 8.83us; R²=0.8903, residuals (us): 4k:-4.85 16k:+7.3 64k:+15 256k:-25.7 1M:+82.5
write_latency=32.2659us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1481.6MB/s k=0.14 (LM converged), R²=0.4748, residuals (MB/s): qd1:+38.1 qd2:-14.8 qd4:-130 qd8:+45.7 qd16:+4.1 qd32:+57.4; QD1 slope 2864.5MB/s, R²=0.8903, residuals (us): 4k:-4.85 16k:+7.3 64k:+15 256k:-25.7 1M:+82.5
write_bw=2595584905
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2591MB/s (2571..2726), 2x128M 2544MB/s (2514..2554), 1x512M 2618MB/s (2498..2620), 2x512M 2632MB/s (2612..2691); median 2605MB/s over dev.write_bw 2596MB/s (O_DIRECT rewrites)
fresh_write_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 162.8us, minus the model's data write, log write of 8k and fsync CPU (79.6us)
flush_latency=83.25us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.24us, 2.51us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.272us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
page_init=0.356745us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.540); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
folio_alloc=0.135108us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.540); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
add_folio=0.0432346us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.540); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3567us f=0.6000us b=19328MB/s; R²=0.9943, residuals (us): 512:+0.0138 1k:+0.0324 2k:+0.0588 4k:-0.114 16k:+0.0303 64k:-0.0438 256k:-1.44 1M:+6.26 512:-0.0188 4k:+0.0168 64k:-0.284 1M:+4.88
mark_dirty=0.0216173us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.275032us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0598473us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 5.59us per IO (5.40..5.60, median of 3) less the same psync writes' write() 1.37us
punt=4.22135us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.125us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.125us
