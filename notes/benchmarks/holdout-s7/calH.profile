# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 47.40us + bs/684.9MB/s (R²=0.9763); deep queue B=697.1MB/s, k=0.30 (R²=0.7499); measured at qd32: 699.9MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.238us per call + 0.7433us per new page + 2.9898us per new folio + 20340MB/s (R²=0.9915, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 6052MB/s, best 6351MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check skipped: calibrate runs inside /work/notes/s7/wbsim-h, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 00:44 UTC, in /tmp/calH, 189 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/2.1/3.5us, rewrite 64k 4.1/5.4/10.0us, rewrite 1M 49.9/69.1/117.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/2.1/3.5us, rewrite 64k 4.1/5.4/10.0us, rewrite 1M 49.9/69.1/117.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=7.09627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
copy_bw=20339800920
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 14.15us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.83us, halved
wakeup=6.241us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1682us (min 1517, max 2029us); spread 517..691MB/s
fault_in_bw=623250152

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calH) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
write_call=0.888404us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 49.9us against 53.4us from the rewrite fit; bounded by the 26.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 2.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.16us per IO (58283 IOPS), 8 KiB 17.56us, 128 KiB 187.26us, 128 KiB from huge-page buffers 37.36us, against 5.88us for 4 KiB at B; 128 KiB from huge pages at QD1 27.95us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 6285.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.84us, per command 4 KiB - segment - transfer = 11.67us
cmd_service=11.6704us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.16us per IO (58283 IOPS), 8 KiB 17.56us, 128 KiB 187.26us, 128 KiB from huge-page buffers 37.36us, against 5.88us for 4 KiB at B; 128 KiB from huge pages at QD1 27.95us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 6285.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.84us, per command 4 KiB - segment - transfer = 11.67us
segment_service=4.83564us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.16us per IO (58283 IOPS), 8 KiB 17.56us, 128 KiB 187.26us, 128 KiB from huge-page buffers 37.36us, against 5.88us for 4 KiB at B; 128 KiB from huge pages at QD1 27.95us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 6285.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 4.84us, per command 4 KiB - segment - transfer = 11.67us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 166.4us / 3.91 (exponential service-time tail)
latency_jitter=42.5355us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=47.40us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=13.47us and the mean jitter 42.54us; R²=0.9763, residuals (us): 4k:+8.18 16k:-9.67 64k:+7.16 256k:+15.7 1M:-20
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=697.1MB/s k=0.30 (LM converged), R²=0.7499, residuals (MB/s): qd1:-21 qd2:+59.3 qd4:-43 qd8:-12.9 qd16:+7.87 qd32:+9.39; QD1 slope 684.9MB/s, R²=0.9763, residuals (us): 4k:+8.18 16k:-9.67 64k:+7.16 256k:+15.7 1M:-20
write_bw=6285645733
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.88ms, 4M 7.96ms, 16M 23.20ms, 64M 88.60ms, 256M 204.47ms; t = 994.7us + N / 982.4MB/s (R²=0.8975); sequential writes from huge pages: 256M at 1545MB/s, 2048M at 1639MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=982428072
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.88ms, 4M 7.96ms, 16M 23.20ms, 64M 88.60ms, 256M 204.47ms; t = 994.7us + N / 982.4MB/s (R²=0.8975); sequential writes from huge pages: 256M at 1545MB/s, 2048M at 1639MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 577MB/s (554..580), 2x128M 582MB/s (560..640), 1x512M 567MB/s (536..607), 2x512M 493MB/s (473..514); median 572MB/s, less the flush's drain at dev.cache_drain_bw 982MB/s and the commands' serial time, leaves 1385MB/s for the fresh transfer, against dev.write_bw 6286MB/s
fresh_write_factor=0.220335
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 350.2us, minus the model's data write, log write of 8k and fsync CPU (14.6us)
flush_latency=335.647us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.45us, 9.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.704us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
page_init=0.74334us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x7.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
folio_alloc=1.74988us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x7.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
add_folio=0.559962us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x7.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.238us p=0.7433us f=2.9898us b=20340MB/s; R²=0.9915, residuals (us): 512:+0.0157 1k:+0.188 2k:-0.0212 4k:-0.435 16k:+0.722 64k:+1.3 256k:-2.12 1M:-8.51 512:-0.123 4k:+0.175 64k:-0.169 1M:+1.05
mark_dirty=0.279981us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 16.0ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.67598us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 16.0ms for 16384 folios, 1M writes: 5.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.300721us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 6.77us per IO (6.24..7.10, median of 3) less the same psync writes' write() 4.89us
punt=1.88307us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.477us per IO, spread 18%: fio's own loop, the same for pwrite and pwritev
psync=0.477us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.477us per IO, spread 18%: fio's own loop, the same for pwrite and pwritev
pvsync=0.477us
