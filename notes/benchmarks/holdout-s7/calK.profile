# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 55.82us + bs/642.1MB/s (R²=0.9538); deep queue B=582.0MB/s, k=0.51 (R²=0.8539); measured at qd32: 536.9MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.449us per call + 0.7397us per new page + 2.2501us per new folio + 15399MB/s (R²=0.9872, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: fresh writeback (check, not fitted: dev.fresh_write_factor comes from the cache probe's fresh layout): buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 525MB/s (424..580), 2x128M 528MB/s (459..565), 1x512M 527MB/s (446..548), 2x512M 568MB/s (552..624); median 528MB/s
# note: memcpy of 128M buffers: median 5680MB/s, best 5974MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check skipped: calibrate runs inside /work/notes/s7/wbsim-j, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 01:10 UTC, in /tmp/calK, 152 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.5/4.5us, rewrite 64k 6.0/7.6/18.8us, rewrite 1M 61.7/78.3/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.5/4.5us, rewrite 64k 6.0/7.6/18.8us, rewrite 1M 61.7/78.3/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
copy_bw=15399466893
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 15.31us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.03us, halved
wakeup=6.62474us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1770us (min 1457, max 1992us); spread 526..720MB/s
fault_in_bw=592249855

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calK) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
write_call=1.0993us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 96.9us against 62.2us from the rewrite fit; bounded by the 30.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 1.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=30.8879us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.74us per IO (59730 IOPS), 8 KiB 28.60us, 128 KiB 244.13us, 128 KiB from huge-page buffers 50.95us, against 7.04us for 4 KiB at B; 128 KiB from huge pages at QD1 62.50us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3712.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.23us, per command 4 KiB - segment - transfer = 9.41us
cmd_service=9.40692us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.74us per IO (59730 IOPS), 8 KiB 28.60us, 128 KiB 244.13us, 128 KiB from huge-page buffers 50.95us, against 7.04us for 4 KiB at B; 128 KiB from huge pages at QD1 62.50us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3712.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.23us, per command 4 KiB - segment - transfer = 9.41us
segment_service=6.2317us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.74us per IO (59730 IOPS), 8 KiB 28.60us, 128 KiB 244.13us, 128 KiB from huge-page buffers 50.95us, against 7.04us for 4 KiB at B; 128 KiB from huge pages at QD1 62.50us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3712.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.23us, per command 4 KiB - segment - transfer = 9.41us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 157.7us / 3.91 (exponential service-time tail)
latency_jitter=40.3106us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=55.82us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.21us and the mean jitter 40.31us; R²=0.9538, residuals (us): 4k:+6.07 16k:-11.3 64k:+48.6 256k:-22.3 1M:-31.9
write_latency=4.3012us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=582.0MB/s k=0.51 (LM converged), R²=0.8539, residuals (MB/s): qd1:-22.5 qd2:+35.8 qd4:-23.1 qd8:+29 qd16:+15.4 qd32:-35.9; QD1 slope 642.1MB/s, R²=0.9538, residuals (us): 4k:+6.07 16k:-11.3 64k:+48.6 256k:-22.3 1M:-31.9
write_bw=3712132727
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.48ms, 4M 5.60ms, 16M 19.27ms, 64M 61.08ms, 256M 308.28ms; t = 424.0us + N / 943.9MB/s (R²=0.9826); sequential writes from huge pages: 256M at 2815MB/s, 2048M at 2871MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=943859075
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.48ms, 4M 5.60ms, 16M 19.27ms, 64M 61.08ms, 256M 308.28ms; t = 424.0us + N / 943.9MB/s (R²=0.9826); sequential writes from huge pages: 256M at 2815MB/s, 2048M at 2871MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1518MB/s, rewritten 2871MB/s: 325.387us more per MiB fresh, against 282.5us per MiB at dev.write_bw
fresh_write_factor=0.464701
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 264.2us, minus the model's data write, log write of 8k and fsync CPU (23.5us)
flush_latency=240.708us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.32us, 8.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.576us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
page_init=0.739656us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
folio_alloc=1.25006us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
add_folio=0.40002us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.449us p=0.7397us f=2.2501us b=15399MB/s; R²=0.9872, residuals (us): 512:-0.219 1k:-0.0579 2k:+0.133 4k:+0.0595 16k:+0.0926 64k:+0.538 256k:-5.2 1M:+18 512:-0.045 4k:+0.35 64k:+0.564 1M:-4.68
mark_dirty=0.20001us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 19.1ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.813692us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 19.1ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.351152us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 9.10us per IO (8.50..9.56, median of 3) less the same psync writes' write() 4.91us
punt=4.18047us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.360us per IO, spread 63%: fio's own loop, the same for pwrite and pwritev
psync=0.3595us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.360us per IO, spread 63%: fio's own loop, the same for pwrite and pwritev
pvsync=0.3595us
