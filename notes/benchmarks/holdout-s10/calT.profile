# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 62.25us + bs/2733.6MB/s (R²=0.9609); deep queue B=2814.5MB/s, k=0.96 (R²=0.7645); measured at qd32: 2356.1MB/s (2035.0..4259.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.162us per call + 0.3584us per new page + 0.5865us per new folio + 19191MB/s (R²=0.9970, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.08ms, 4M 0.17ms, 16M 0.17ms, 64M 0.21ms, 256M 0.19ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7301MB/s, best 7305MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 427 MB/s (420..431), predicted 430 MB/s, +0.7%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2888 MB/s (2805..2951), predicted 2397 MB/s, -17.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 6893 MB/s (4320..9836), predicted 6711 MB/s, -2.6%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 80% of their median (4320..9836 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1864 MB/s (1678..1917), predicted 1678 MB/s, -10.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1637 MB/s (1617..1637), predicted 1491 MB/s, -8.9%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1970 MB/s (1941..1991), predicted 1974 MB/s, +0.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2338 MB/s (2151..2343), predicted 2294 MB/s, -1.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2017 MB/s (1999..2022), predicted 1974 MB/s, -2.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2427 MB/s (1079..2453), predicted 2299 MB/s, -5.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 57% of their median (1079..2453 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 11:06 UTC, in /tmp/calT, 113 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 57.6/58.6/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 57.6/58.6/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
copy_bw=19190681512
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 63.14us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.30us, halved
wakeup=31.2727us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2291us (min 2289, max 2323us); spread 451..458MB/s
fault_in_bw=457755923

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calT) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calT (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 60.2us against 63.7us from the rewrite fit; bounded by the 7.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 764 discards, 58ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.9162us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.25us per IO (121159 IOPS), 8 KiB 9.08us, 128 KiB 55.63us, 128 KiB from huge-page buffers 33.39us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 23.39us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5050.7MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.72us, per command 4 KiB - segment - transfer = 6.73us
cmd_service=6.7253us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.25us per IO (121159 IOPS), 8 KiB 9.08us, 128 KiB 55.63us, 128 KiB from huge-page buffers 33.39us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 23.39us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5050.7MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.72us, per command 4 KiB - segment - transfer = 6.73us
segment_service=0.717348us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.25us per IO (121159 IOPS), 8 KiB 9.08us, 128 KiB 55.63us, 128 KiB from huge-page buffers 33.39us, against 1.46us for 4 KiB at B; 128 KiB from huge pages at QD1 23.39us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 5050.7MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.72us, per command 4 KiB - segment - transfer = 6.73us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 209.4us / 3.91 (exponential service-time tail)
latency_jitter=53.5293us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=62.25us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.53us and the mean jitter 53.53us; R²=0.9609, residuals (us): 4k:+2.75 16k:+1.98 64k:-2.24 256k:-18.6 1M:+65.4
write_latency=0.196654us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2814.5MB/s k=0.96 (LM converged), R²=0.7645, residuals (MB/s): qd1:-129 qd2:+154 qd4:-233 qd8:+364 qd16:+202 qd32:-377; QD1 slope 2733.6MB/s, R²=0.9609, residuals (us): 4k:+2.75 16k:+1.98 64k:-2.24 256k:-18.6 1M:+65.4
write_bw=5050669731
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2761MB/s (2698..2844), 2x128M 2845MB/s (2568..2856), 1x512M 2885MB/s (2845..2892), 2x512M 2973MB/s (2893..3019); median 2865MB/s over dev.write_bw 5051MB/s (O_DIRECT rewrites)
fresh_write_factor=0.567189
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 158.7us, minus the model's data write, log write of 8k and fsync CPU (13.7us)
flush_latency=144.975us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.24us, 2.61us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.368us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
page_init=0.358354us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.504); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
folio_alloc=0.126036us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.504); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
add_folio=0.0403315us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.504); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.162us p=0.3584us f=0.5865us b=19191MB/s; R²=0.9970, residuals (us): 512:+0.0128 1k:+0.0311 2k:+0.00881 4k:-0.0524 16k:-0.0694 64k:+0.23 256k:-1.34 1M:+4.85 512:-0.0144 4k:+0.0109 64k:-0.232 1M:+3.82
mark_dirty=0.0201658us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.9ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.239908us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.9ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.059352us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.20us per IO (2.14..2.44, median of 3) less the same psync writes' write() 1.42us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.779024us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.50us per IO (2.50..2.53, median of 3) less the same psync writes' write() 1.42us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.0842us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1275us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.127us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1275us
