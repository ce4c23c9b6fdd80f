# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.76us + bs/557.5MB/s (R²=0.9892); deep queue B=630.4MB/s, k=0.18 (R²=0.2925); measured at qd32: 590.5MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.295us per call + 0.6486us per new page + 1.8965us per new folio + 15285MB/s (R²=0.9784, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 5819MB/s, best 6464MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check skipped: calibrate runs inside /work/notes/s7/wbsim-h, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 00:52 UTC, in /tmp/calI, 181 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.5/4.3us, rewrite 64k 5.5/7.5/16.8us, rewrite 1M 61.2/91.6/181.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.5/4.3us, rewrite 64k 5.5/7.5/16.8us, rewrite 1M 61.2/91.6/181.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
copy_bw=15285282171
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 14.87us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.96us, halved
wakeup=6.472us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1748us (min 1252, max 1908us); spread 550..837MB/s
fault_in_bw=599882835

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calI) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
write_call=0.944668us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 90.8us against 49.1us from the rewrite fit; bounded by the 55.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=41.0862us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.20us per IO (61725 IOPS), 8 KiB 19.53us, 128 KiB 221.96us, 128 KiB from huge-page buffers 52.21us, against 6.50us for 4 KiB at B; 128 KiB from huge pages at QD1 61.49us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3526.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.48us, per command 4 KiB - segment - transfer = 9.56us
cmd_service=9.56336us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.20us per IO (61725 IOPS), 8 KiB 19.53us, 128 KiB 221.96us, 128 KiB from huge-page buffers 52.21us, against 6.50us for 4 KiB at B; 128 KiB from huge pages at QD1 61.49us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3526.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.48us, per command 4 KiB - segment - transfer = 9.56us
segment_service=5.47598us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.20us per IO (61725 IOPS), 8 KiB 19.53us, 128 KiB 221.96us, 128 KiB from huge-page buffers 52.21us, against 6.50us for 4 KiB at B; 128 KiB from huge pages at QD1 61.49us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 3526.6MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 5.48us, per command 4 KiB - segment - transfer = 9.56us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 98.3us / 3.91 (exponential service-time tail)
latency_jitter=25.1287us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.36us and the mean jitter 25.13us; R²=0.9892, residuals (us): 4k:+1.92 16k:-3.31 64k:+3.25 256k:-42 1M:+222
write_latency=5.26578us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=630.4MB/s k=0.18 (LM converged), R²=0.2925, residuals (MB/s): qd1:+8.42 qd2:-63.2 qd4:+96.4 qd8:-0.844 qd16:-4.37 qd32:-36.4; QD1 slope 557.5MB/s, R²=0.9892, residuals (us): 4k:+1.92 16k:-3.31 64k:+3.25 256k:-42 1M:+222
write_bw=3526553457
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.83ms, 4M 7.96ms, 16M 31.85ms, 64M 81.26ms, 256M 312.48ms; t = 536.8us + N / 745.2MB/s (R²=0.9499); sequential writes from huge pages: 256M at 1557MB/s, 2048M at 1687MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=745170217
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.83ms, 4M 7.96ms, 16M 31.85ms, 64M 81.26ms, 256M 312.48ms; t = 536.8us + N / 745.2MB/s (R²=0.9499); sequential writes from huge pages: 256M at 1557MB/s, 2048M at 1687MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 575MB/s (573..617), 2x128M 554MB/s (541..586), 1x512M 581MB/s (555..599), 2x512M 476MB/s (461..631); median 565MB/s, less the flush's drain at dev.cache_drain_bw 745MB/s and the commands' serial time, leaves 2376MB/s for the fresh transfer, against dev.write_bw 3527MB/s
fresh_write_factor=0.673692
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 220.2us, minus the model's data write, log write of 8k and fsync CPU (24.9us)
flush_latency=195.281us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.26us, 8.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
page_init=0.648578us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.045); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
folio_alloc=1.01118us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.045); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
add_folio=0.323578us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.045); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.295us p=0.6486us f=1.8965us b=15285MB/s; R²=0.9784, residuals (us): 512:+0.0945 1k:-0.299 2k:-0.151 4k:+0.38 16k:+0.742 64k:-0.429 256k:-4.14 1M:+15.6 512:-0.0953 4k:+0.484 64k:+0.246 1M:-3.45
mark_dirty=0.161789us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.3ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.76676us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.3ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.353026us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 9.03us per IO (7.99..9.08, median of 3) less the same psync writes' write() 4.64us
punt=4.39023us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.388us per IO, spread 21%: fio's own loop, the same for pwrite and pwritev
psync=0.3875us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.388us per IO, spread 21%: fio's own loop, the same for pwrite and pwritev
pvsync=0.3875us
