# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.74us + bs/738.1MB/s (R²=0.8559); deep queue B=613.2MB/s, k=0.47 (R²=0.6440); measured at qd32: 558.3MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.363us per call + 0.7882us per new page + 2.5245us per new folio + 14385MB/s (R²=0.9853, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: fresh writeback (check, not fitted: dev.fresh_write_factor comes from the cache probe's fresh layout): buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 526MB/s (482..572), 2x128M 594MB/s (503..654), 1x512M 527MB/s (506..543), 2x512M 554MB/s (513..612); median 540MB/s
# note: memcpy of 128M buffers: median 5523MB/s, best 5776MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check skipped: calibrate runs inside /work/notes/s7/wbsim-j, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 01:03 UTC, in /tmp/calJ, 180 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.7/4.7us, rewrite 64k 5.2/7.3/16.8us, rewrite 1M 68.1/101.9/173.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.7/4.7us, rewrite 64k 5.2/7.3/16.8us, rewrite 1M 68.1/101.9/173.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
copy_bw=14385281030
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 20.03us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.03us, halved
wakeup=8.98201us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1894us (min 1893, max 2074us); spread 506..554MB/s
fault_in_bw=553513514

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calJ) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
write_call=1.0128us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 84.8us against 47.3us from the rewrite fit; bounded by the 25.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=25.9121us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 21.52us per IO (46478 IOPS), 8 KiB 26.71us, 128 KiB 234.78us, 128 KiB from huge-page buffers 48.33us, against 6.68us for 4 KiB at B; 128 KiB from huge pages at QD1 27.79us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4735.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.01us, per command 4 KiB - segment - transfer = 14.64us
cmd_service=14.6362us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 21.52us per IO (46478 IOPS), 8 KiB 26.71us, 128 KiB 234.78us, 128 KiB from huge-page buffers 48.33us, against 6.68us for 4 KiB at B; 128 KiB from huge pages at QD1 27.79us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4735.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.01us, per command 4 KiB - segment - transfer = 14.64us
segment_service=6.01457us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 21.52us per IO (46478 IOPS), 8 KiB 26.71us, 128 KiB 234.78us, 128 KiB from huge-page buffers 48.33us, against 6.68us for 4 KiB at B; 128 KiB from huge pages at QD1 27.79us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4735.1MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.01us, per command 4 KiB - segment - transfer = 14.64us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 188.9us / 3.91 (exponential service-time tail)
latency_jitter=48.2942us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.74us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=16.44us and the mean jitter 48.29us; R²=0.8559, residuals (us): 4k:+4.29 16k:+10.7 64k:-36.3 256k:+126 1M:+339
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=613.2MB/s k=0.47 (LM converged), R²=0.6440, residuals (MB/s): qd1:-46.9 qd2:+83 qd4:-48.8 qd8:+43.7 qd16:+12.8 qd32:-46.1; QD1 slope 738.1MB/s, R²=0.8559, residuals (us): 4k:+4.29 16k:+10.7 64k:-36.3 256k:+126 1M:+339
write_bw=4735108929
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.65ms, 4M 7.05ms, 16M 20.32ms, 64M 80.22ms, 256M 341.84ms; t = 390.7us + N / 793.8MB/s (R²=0.9859); sequential writes from huge pages: 256M at 2435MB/s, 2048M at 2637MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=793843549
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.65ms, 4M 7.05ms, 16M 20.32ms, 64M 80.22ms, 256M 341.84ms; t = 390.7us + N / 793.8MB/s (R²=0.9859); sequential writes from huge pages: 256M at 2435MB/s, 2048M at 2637MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 2187MB/s, rewritten 2637MB/s: 81.908us more per MiB fresh, against 221.4us per MiB at dev.write_bw
fresh_write_factor=0.729992
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 333.8us, minus the model's data write, log write of 8k and fsync CPU (13.2us)
flush_latency=320.609us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.32us, 9.28us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.96us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
page_init=0.788196us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.742); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
folio_alloc=1.43546us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.742); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
add_folio=0.459346us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.742); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.363us p=0.7882us f=2.5245us b=14385MB/s; R²=0.9853, residuals (us): 512:-0.189 1k:+0.00522 2k:+0.0563 4k:-0.177 16k:+0.957 64k:+0.0197 256k:-2.52 1M:-0.432 512:-0.0513 4k:+0.479 64k:-0.484 1M:+3.92
mark_dirty=0.229673us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.4ms for 16384 folios, 1M writes: 4.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.835657us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.4ms for 16384 folios, 1M writes: 4.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.288033us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 8.92us per IO (8.37..9.85, median of 3) less the same psync writes' write() 4.93us
punt=3.98718us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.368us per IO, spread 29%: fio's own loop, the same for pwrite and pwritev
psync=0.368us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.368us per IO, spread 29%: fio's own loop, the same for pwrite and pwritev
pvsync=0.368us
