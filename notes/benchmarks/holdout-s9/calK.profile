# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 34.88us + bs/683.1MB/s (R²=0.9952); deep queue B=599.8MB/s, k=0.00 (R²=0.0000); measured at qd32: 582.2MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.512us per call + 0.7759us per new page + 2.1495us per new folio + 8666MB/s (R²=0.9844, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 3810MB/s, best 4034MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 861 MB/s (449..947), predicted 668 MB/s, -22.4%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 58% of their median (449..947 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 820 MB/s (795..1030), predicted 818 MB/s, -0.2%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3214 MB/s (3185..3522), predicted 3355 MB/s, +4.4%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 423 MB/s (373..435), predicted 419 MB/s, -0.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 405 MB/s (402..410), predicted 401 MB/s, -1.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 460 MB/s (440..479), predicted 427 MB/s, -7.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 364 MB/s (339..438), predicted 402 MB/s, +10.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 438 MB/s (411..463), predicted 428 MB/s, -2.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 07:08 UTC, in /tmp/calK, 143 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.1/5.2us, rewrite 64k 10.4/16.5/38.7us, rewrite 1M 100.9/162.8/252.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.1/5.2us, rewrite 64k 10.4/16.5/38.7us, rewrite 1M 100.9/162.8/252.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_time=20us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
copy_bw=8666143691
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 15.13us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.00us, halved
wakeup=6.562us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1247us (min 147, max 1952us); spread 537..7111MB/s
fault_in_bw=840722496

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calK) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/mounts: the mount holding /tmp/calK has the discard option (rw,relatime,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
write_call=1.16156us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 54.8us against 40.9us from the rewrite fit; bounded by the 29.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.9us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=12.9821us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 747 discards, 205ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=274.431us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.13us per IO (76160 IOPS), 8 KiB 22.12us, 128 KiB 225.11us, 128 KiB from huge-page buffers 66.65us, against 6.83us for 4 KiB at B; 128 KiB from huge pages at QD1 80.83us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2372.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.11us, per command 4 KiB - segment - transfer = 6.29us
cmd_service=6.29215us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.13us per IO (76160 IOPS), 8 KiB 22.12us, 128 KiB 225.11us, 128 KiB from huge-page buffers 66.65us, against 6.83us for 4 KiB at B; 128 KiB from huge pages at QD1 80.83us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2372.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.11us, per command 4 KiB - segment - transfer = 6.29us
segment_service=5.1116us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.13us per IO (76160 IOPS), 8 KiB 22.12us, 128 KiB 225.11us, 128 KiB from huge-page buffers 66.65us, against 6.83us for 4 KiB at B; 128 KiB from huge pages at QD1 80.83us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 2372.3MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.11us, per command 4 KiB - segment - transfer = 6.29us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 74.2us / 3.91 (exponential service-time tail)
latency_jitter=18.9774us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=34.88us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.09us and the mean jitter 18.98us; R²=0.9952, residuals (us): 4k:+2.56 16k:-4.34 64k:+1.09 256k:+6.89 1M:+10.2
write_latency=7.81235us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=599.8MB/s k=0.00 (LM converged), R²=0.0000, residuals (MB/s): qd1:-15.4 qd2:+34.1 qd4:+42.4 qd8:+1.82 qd16:-45.4 qd32:-17.6; QD1 slope 683.1MB/s, R²=0.9952, residuals (us): 4k:+2.56 16k:-4.34 64k:+1.09 256k:+6.89 1M:+10.2
write_bw=2372336689
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.15ms, 4M 8.72ms, 16M 15.27ms, 64M 65.80ms, 256M 274.73ms; t = 1276.5us + N / 1023.4MB/s (R²=0.9426); sequential writes from huge pages: 256M at 2349MB/s, 2048M at 2456MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1023435223
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.15ms, 4M 8.72ms, 16M 15.27ms, 64M 65.80ms, 256M 274.73ms; t = 1276.5us + N / 1023.4MB/s (R²=0.9426); sequential writes from huge pages: 256M at 2349MB/s, 2048M at 2456MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 2.31ms, 512 per flush 2.83ms: 1.2us per write, less 4.0us for its bytes at dev.cache_drain_bw
cache_drain_io=0us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1566MB/s, rewritten 2456MB/s: 242.694us more per MiB fresh, against 442.0us per MiB at dev.write_bw
fresh_write_factor=0.645544
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 458MB/s (455..460), 2x128M 494MB/s (470..519), 1x512M 414MB/s (385..510), 2x512M 467MB/s (447..505); median 462MB/s, less the fresh transfer and the commands' serial time (1517MB/s), leaves 664MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1023MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1795ms into a fresh file, 3065ms rewritten
fresh_drain_factor=0.64926
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 264.2us, minus the model's data write, log write of 8k and fsync CPU (32.1us)
flush_latency=232.14us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.51us, 9.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.512us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
page_init=0.775924us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.728); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
folio_alloc=1.18212us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.728); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
add_folio=0.378279us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.728); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.7759us f=2.1495us b=8666MB/s; R²=0.9844, residuals (us): 512:-0.109 1k:-0.111 2k:+0.239 4k:-0.0666 16k:+0.172 64k:-0.596 256k:+0.334 1M:+2.83 512:-0.0934 4k:+0.298 64k:+2.3 1M:-14.6
mark_dirty=0.189139us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 29.8ms for 16384 folios, 1M writes: 6.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.44971us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 29.8ms for 16384 folios, 1M writes: 6.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.368646us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 9.68us per IO (9.42..10.97, median of 3) less the same psync writes' write() 4.99us
punt=4.69126us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.378us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
psync=0.3785us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.378us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
pvsync=0.3785us
