# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 44.72us + bs/5262.9MB/s (R²=0.9962); deep queue B=3557.3MB/s, k=0.64 (R²=0.4185); measured at qd32: 2345.0MB/s (2291.4..5043.9 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 2.026us per call + 0.2313us per new page + 1.7887us per new folio + 31512MB/s (R²=0.9944, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.03us per IO (3.54..4.91, median of 3) less the same psync writes' write() 4.17us; timed by fio's io_uring engine (/usr/bin/fio)
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.36us per IO (3.33..3.51, median of 3) less the same psync writes' write() 4.17us; timed by fio's io_uring engine (/usr/bin/fio)
# note: cpu.smp_efficiency measured 0.95 (fio's null engine, 2 jobs at once against one: 0.189 / 0.099 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 17867MB/s, best 22665MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1303 MB/s after the memory phase, 1340 MB/s at the end, +3%
# note: self-check cold memory, 1M psync 512M: measured 602 MB/s (558..940), predicted 599 MB/s, -0.5%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 64% of their median (558..940 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 983 MB/s (966..983), predicted 959 MB/s, -2.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11199 MB/s (10230..11355), predicted 11185 MB/s, -0.1%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1017 MB/s (834..1157), predicted 926 MB/s, -9.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 32% of their median (834..1157 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 813 MB/s (794..866), predicted 809 MB/s, -0.6%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1220 MB/s (1167..1231), predicted 926 MB/s, -24.1%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 9419 MB/s (6796..9587), predicted 8948 MB/s, -5.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9587 MB/s (7895..9761), predicted 8948 MB/s, -6.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 813 MB/s (813..813), predicted 639 MB/s, -21.4%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1449 MB/s (1388..1455), predicted 1443 MB/s, -0.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1698 MB/s (1690..1998), predicted 1561 MB/s, -8.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1550 MB/s (1083..1569), predicted 1455 MB/s, -6.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 31% of their median (1083..1569 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1795 MB/s (906..1834), predicted 1667 MB/s, -7.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 52% of their median (906..1834 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 04:22 UTC, in /tmp/calP, 153 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/2.9/4.0us, rewrite 64k 3.9/4.3/6.0us, rewrite 1M 34.0/37.1/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=353.973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/2.9/4.0us, rewrite 64k 3.9/4.3/6.0us, rewrite 1M 34.0/37.1/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=17.825us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
copy_bw=31512042542
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.46us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.35us, halved
wakeup=9.378us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.520795us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1654us (min 1635, max 1794us), against 77us per warm write; fitted from the median stall
fault_in_bw=633859486
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1654us, each of two writers at once 2069us (medians of 3 and 3 repeats): together 1.60 times one writer's rate
fault_in_parallel=1.59911
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1654us, p90 1741us, mean 1647us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calP) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calP (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
write_call=1.67551us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 50.3us against 45.5us from the rewrite fit; bounded by the 23.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=4.76715us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1162 discards, 126ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=108.434us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.54us per IO (79742 IOPS), 8 KiB 11.88us, 128 KiB 55.89us, 128 KiB from huge-page buffers 15.89us, against 1.15us for 4 KiB at B: per command 11.14us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8248.2MB/s from the huge-page run; the QD1 slope 5262.9MB/s, i.e. 0.78us per page against 1.90us modelled
cmd_service=11.1419us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.54us per IO (79742 IOPS), 8 KiB 11.88us, 128 KiB 55.89us, 128 KiB from huge-page buffers 15.89us, against 1.15us for 4 KiB at B: per command 11.14us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8248.2MB/s from the huge-page run; the QD1 slope 5262.9MB/s, i.e. 0.78us per page against 1.90us modelled
segment_service=1.39852us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 45.3us / 3.91 (exponential service-time tail)
latency_jitter=11.5828us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.72us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=12.94us and the mean jitter 11.58us; R²=0.9962, residuals (us): 4k:+1.03 16k:-0.0448 64k:-0.389 256k:-3.75 1M:+7.57
write_latency=20.1957us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3557.3MB/s k=0.64 (LM converged), R²=0.4185, residuals (MB/s): qd1:-390 qd2:+17 qd4:+538 qd8:+408 qd16:+523 qd32:-1.14e+03; QD1 slope 5262.9MB/s, R²=0.9962, residuals (us): 4k:+1.03 16k:-0.0448 64k:-0.389 256k:-3.75 1M:+7.57
write_bw=8248178892
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.66ms, 4M 1.71ms, 16M 7.11ms, 64M 23.99ms, 256M 88.60ms; t = 288.2us + N / 2832.6MB/s (R²=0.9926); sequential writes from huge pages: 256M at 6042MB/s, 2048M at 5691MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2832636246
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.66ms, 4M 1.71ms, 16M 7.11ms, 64M 23.99ms, 256M 88.60ms; t = 288.2us + N / 2832.6MB/s (R²=0.9926); sequential writes from huge pages: 256M at 6042MB/s, 2048M at 5691MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.06ms, 512 per flush 5.80ms: 10.6us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=9.14143us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5959MB/s, rewritten 5691MB/s: -8.293us more per MiB fresh, against 127.1us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1694MB/s (1656..1696), 2x128M 1835MB/s (1818..2255), 1x512M 1878MB/s (1854..1905), 2x512M 2003MB/s (1956..2034); median 1857MB/s, less the fresh transfer and the commands' serial time (7985MB/s), leaves 2419MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2833MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 439ms into a fresh file, 669ms rewritten
fresh_drain_factor=0.854105
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 197.6us, minus the model's data write, log write of 8k and fsync CPU (52.2us)
flush_latency=145.451us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.70us, 6.05us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.352us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
page_init=0.231267us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.323); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
folio_alloc=0.580758us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.323); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
add_folio=0.185843us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.323); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
mark_dirty=0.0929213us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.2ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.4772us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.2ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.145053us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.323); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
insert=0.464607us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.323); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.026us p=0.2313us f=1.7887us b=31512MB/s; R²=0.9944, residuals (us): 512:-0.0852 1k:-0.0523 2k:+0.0215 4k:-0.16 16k:+0.217 64k:+0.525 256k:-0.153 1M:-2.81 512:-0.0583 4k:+0.265 64k:-0.14 1M:+0.478
mark_dirty=0.464607us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.03us per IO (3.54..4.91, median of 3) less the same psync writes' write() 4.17us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.36us per IO (3.33..3.51, median of 3) less the same psync writes' write() 4.17us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (44.9..52.7), io_uring qd8 on ext4 55.7us (54.7..77.1) with scramble_buffers=0 and 54.7us (53.7..66.4) with it on; iowq.punt 0.00us
remote_copy_bw=67108863977
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (44.9..52.7), io_uring qd8 on ext4 55.7us (54.7..77.1) with scramble_buffers=0 and 54.7us (53.7..66.4) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 5.04us per IO (4.73..5.16, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=747.101us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.189us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1885us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.189us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1885us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.04us (5.04..5.04) against psync 3.14us (3.08..3.14) per IO, plus engine.psync 0.189us, split half to submit, half to complete
libaio_submit=1.04029us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.04us (5.04..5.04) against psync 3.14us (3.08..3.14) per IO, plus engine.psync 0.189us, split half to submit, half to complete
libaio_complete=1.04029us
