# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 42.22us + bs/1736.7MB/s (R²=0.9783); deep queue B=1999.6MB/s, k=0.58 (R²=0.7542); measured at qd32: 1694.1MB/s (1601.8..2382.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.531us per call + 0.2331us per new page + 1.0358us per new folio + 37702MB/s (R²=0.9962, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.120 / 0.059 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 18766MB/s, best 18965MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1397 MB/s after the memory phase, 1199 MB/s at the end, -14%
# note: self-check cold memory, 1M psync 512M: measured 585 MB/s (445..592), predicted 585 MB/s, -0.1%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1370 MB/s (1342..1373), predicted 1342 MB/s, -2.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11274 MB/s (11224..11843), predicted 11185 MB/s, -0.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 980 MB/s (973..1177), predicted 945 MB/s, -3.5%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 855 MB/s (829..866), predicted 849 MB/s, -0.6%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1017 MB/s (767..1074), predicted 980 MB/s, -3.6%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 30% of their median (767..1074 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8948 MB/s (8013..9100), predicted 9419 MB/s, +5.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8659..8948), predicted 9256 MB/s, +5.2%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 823 MB/s (742..834), predicted 804 MB/s, -2.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1585 MB/s (1561..1595), predicted 1579 MB/s, -0.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1812 MB/s (1804..1833), predicted 1710 MB/s, -5.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1336 MB/s (1128..1696), predicted 1109 MB/s, -17.0%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 43% of their median (1128..1696 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1947 MB/s (1006..1967), predicted 1835 MB/s, -5.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 49% of their median (1006..1967 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 04:19 UTC, in /tmp/calT3, 164 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.1/3.3/3.9us, rewrite 1M 29.1/30.3/55.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=281.171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.1/3.3/3.9us, rewrite 1M 29.1/30.3/55.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=8.93367us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
copy_bw=37702054727
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.90us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.41us, halved
wakeup=8.0345us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.7066us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1702us (min 1699, max 2354us), against 78us per warm write; fitted from the median stall
fault_in_bw=615939850
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1702us, each of two writers at once 1896us (medians of 3 and 3 repeats): together 1.80 times one writer's rate
fault_in_parallel=1.79584
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1702us, p90 1776us, mean 1698us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calT3) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calT3 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
write_call=1.18122us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 44.4us against 44.6us from the rewrite fit; bounded by the 14.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 687 discards, 84ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=122.271us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.13us per IO (122983 IOPS), 8 KiB 9.39us, 128 KiB 77.37us, 128 KiB from huge-page buffers 17.25us, against 2.05us for 4 KiB at B: per command 5.90us, per page segment 2.23us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.26us), transfer rate 7598.5MB/s from the huge-page run; the QD1 slope 1736.7MB/s, i.e. 2.36us per page against 2.77us modelled
cmd_service=5.89764us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.13us per IO (122983 IOPS), 8 KiB 9.39us, 128 KiB 77.37us, 128 KiB from huge-page buffers 17.25us, against 2.05us for 4 KiB at B: per command 5.90us, per page segment 2.23us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.26us), transfer rate 7598.5MB/s from the huge-page run; the QD1 slope 1736.7MB/s, i.e. 2.36us per page against 2.77us modelled
segment_service=2.23354us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 27.6us / 3.91 (exponential service-time tail)
latency_jitter=7.06744us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.22us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.70us and the mean jitter 7.07us; R²=0.9783, residuals (us): 4k:+0.296 16k:+0.71 64k:+1.04 256k:-21.6 1M:+91.9
write_latency=27.4542us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1999.6MB/s k=0.58 (LM converged), R²=0.7542, residuals (MB/s): qd1:-57.4 qd2:+26.4 qd4:-12.9 qd8:+153 qd16:+155 qd32:-270; QD1 slope 1736.7MB/s, R²=0.9783, residuals (us): 4k:+0.296 16k:+0.71 64k:+1.04 256k:-21.6 1M:+91.9
write_bw=7598466976
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.69ms, 4M 1.71ms, 16M 6.46ms, 64M 20.84ms, 256M 72.88ms; t = 393.4us + N / 3302.8MB/s (R²=0.9867); sequential writes from huge pages: 256M at 6157MB/s, 2048M at 6085MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3302802387
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.69ms, 4M 1.71ms, 16M 6.46ms, 64M 20.84ms, 256M 72.88ms; t = 393.4us + N / 3302.8MB/s (R²=0.9867); sequential writes from huge pages: 256M at 6157MB/s, 2048M at 6085MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.17ms, 512 per flush 5.80ms: 10.3us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=9.09127us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5767MB/s, rewritten 6085MB/s: 9.504us more per MiB fresh, against 138.0us per MiB at dev.write_bw
fresh_write_factor=0.935569
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1825MB/s (1797..1840), 2x128M 1970MB/s (1966..1987), 1x512M 1990MB/s (1960..2046), 2x512M 2142MB/s (2119..2717); median 1980MB/s, less the fresh transfer and the commands' serial time (6935MB/s), leaves 2771MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3303MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 359ms into a fresh file, 711ms rewritten
fresh_drain_factor=0.839048
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 181.2us, minus the model's data write, log write of 8k and fsync CPU (66.9us)
flush_latency=114.385us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.70us, 4.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.312us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
page_init=0.233108us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.345); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
folio_alloc=0.336302us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.345); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
add_folio=0.107617us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.345); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
mark_dirty=0.0538083us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.9ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.303821us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.9ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.117557us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.345); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
insert=0.269042us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.345); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.531us p=0.2331us f=1.0358us b=37702MB/s; R²=0.9962, residuals (us): 512:-0.011 1k:-0.0406 2k:+0.0245 4k:-0.0686 16k:+0.287 64k:-0.408 256k:-0.247 1M:+2.81 512:-0.00806 4k:+0.0907 64k:-0.154 1M:+0.733
mark_dirty=0.269042us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.18us per IO (3.48..4.21, median of 3) less the same psync writes' write() 2.99us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.1907us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.03us per IO (3.81..5.34, median of 3) less the same psync writes' write() 2.99us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.03812us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 49.8us (48.8..51.8), io_uring qd8 on ext4 58.6us (57.6..65.4) with scramble_buffers=0 and 59.6us (58.6..60.5) with it on; iowq.punt 1.19us
remote_copy_bw=69000169290
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 49.8us (48.8..51.8), io_uring qd8 on ext4 58.6us (57.6..65.4) with scramble_buffers=0 and 59.6us (58.6..60.5) with it on; iowq.punt 1.19us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 4.79us per IO (4.73..4.94, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=694.733us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.120us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1195us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.120us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1195us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.97us (4.91..5.52) against psync 3.05us (3.02..3.17) per IO, plus engine.psync 0.120us, split half to submit, half to complete
libaio_submit=1.02105us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.97us (4.91..5.52) against psync 3.05us (3.02..3.17) per IO, plus engine.psync 0.120us, split half to submit, half to complete
libaio_complete=1.02105us
