# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.31us + bs/4506.3MB/s (R²=0.9959); deep queue B=2875.4MB/s, k=0.16 (R²=0.0579); measured at qd32: 2311.1MB/s (2077.7..4196.9 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.487us per call + 0.2126us per new page + 1.2106us per new folio + 36058MB/s (R²=0.9959, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.93 (fio's null engine, 2 jobs at once against one: 0.105 / 0.057 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 14940MB/s, best 15088MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1329 MB/s after the memory phase, 1269 MB/s at the end, -5%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1017 MB/s against the measured 1370 MB/s
# note: self-check cold memory, 1M psync 512M: measured 401 MB/s (398..448), predicted 412 MB/s, +2.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1346 MB/s (1301..1350), predicted 1291 MB/s, -4.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11831 MB/s (10240..13293), predicted 11185 MB/s, -5.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1065 MB/s (1065..1543), predicted 1017 MB/s, -4.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 45% of their median (1065..1543 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1370 MB/s (1291..1428), predicted 1017 MB/s, -25.8%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1209 MB/s (1118..1266), predicted 1147 MB/s, -5.1%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8389..9256), predicted 9942 MB/s, +13.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9100 MB/s (8948..9100), predicted 9942 MB/s, +9.3%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 790 MB/s (785..794), predicted 790 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1573 MB/s (1572..1599), predicted 1657 MB/s, +5.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1807 MB/s (1786..1811), predicted 1802 MB/s, -0.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1775 MB/s (1591..1780), predicted 1491 MB/s, -16.0%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1991 MB/s (996..2058), predicted 1949 MB/s, -2.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 53% of their median (996..2058 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 10:08 UTC, in /tmp/calAC, 201 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.3/3.6/4.5us, rewrite 1M 29.6/31.9/56.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.3/3.6/4.5us, rewrite 1M 29.6/31.9/56.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=2.51785us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
copy_bw=36057633398
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 17.80us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.24us, halved
wakeup=6.658us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.148736us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2456us (min 2373, max 2486us), against 116us per warm write; fitted from the median stall
fault_in_bw=426933500
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2456us, each of two writers at once 1817us (medians of 3 and 3 repeats): together 2.70 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2456us, p90 2725us, mean 2495us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAC) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAC (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
write_call=1.13747us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 44.3us against 40.2us from the rewrite fit; bounded by the 14.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0.109918us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 923 discards, 95ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=102.925us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.54us per IO (117046 IOPS), 8 KiB 7.81us, 128 KiB 56.71us, 128 KiB from huge-page buffers 19.35us, against 1.42us for 4 KiB at B: per command 6.99us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6772.5MB/s from the huge-page run; the QD1 slope 4506.3MB/s, i.e. 0.91us per page against 2.16us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=6.98973us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.54us per IO (117046 IOPS), 8 KiB 7.81us, 128 KiB 56.71us, 128 KiB from huge-page buffers 19.35us, against 1.42us for 4 KiB at B: per command 6.99us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6772.5MB/s from the huge-page run; the QD1 slope 4506.3MB/s, i.e. 0.91us per page against 2.16us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.55391us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 23.3us / 3.91 (exponential service-time tail)
latency_jitter=5.95498us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.31us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.79us and the mean jitter 5.95us; R²=0.9959, residuals (us): 4k:+0.38 16k:+1.46 64k:-2.45 256k:-1.13 1M:+5.86; less dev.kick 9.00us (one per QD1 IO)
write_latency=15.5638us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2875.4MB/s k=0.16 (LM converged), R²=0.0579, residuals (MB/s): qd1:-464 qd2:+320 qd4:+896 qd8:+520 qd16:-728 qd32:-550; QD1 slope 4506.3MB/s, R²=0.9959, residuals (us): 4k:+0.38 16k:+1.46 64k:-2.45 256k:-1.13 1M:+5.86
write_bw=6772481890
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.48us per IO (13.86..14.70, median of 3) less the modelled 5.48us (syscall, direct IO, command, engine)
kick=8.99836us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 35.64us per IO, 128 KiB 77.15us, against 29.55 and 56.75us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1579MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 35.64us per IO, 128 KiB 77.15us, against 29.55 and 56.75us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1579MB/s
fresh_serial_bw=1579032094
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 1.65ms, 16M 5.93ms, 64M 20.84ms, 256M 70.78ms; t = 390.5us + N / 3416.3MB/s (R²=0.9908); sequential writes from huge pages: 256M at 6145MB/s, 2048M at 6251MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3416256682
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 1.65ms, 16M 5.93ms, 64M 20.84ms, 256M 70.78ms; t = 390.5us + N / 3416.3MB/s (R²=0.9908); sequential writes from huge pages: 256M at 6145MB/s, 2048M at 6251MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.02ms, 512 per flush 5.54ms: 10.1us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=8.8856us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 6153MB/s, rewritten 6251MB/s: 2.679us more per MiB fresh, against 154.8us per MiB at dev.write_bw
fresh_write_factor=0.982989
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1867MB/s (1866..1898), 2x128M 1985MB/s (1960..1996), 1x512M 2162MB/s (2129..2178), 2x512M 2266MB/s (2242..2299); median 2074MB/s, less the fresh transfer and the commands' serial time (6521MB/s), leaves 3041MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3416MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 339ms into a fresh file, 528ms rewritten
fresh_drain_factor=0.890101
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 199.7us, minus the model's data write, log write of 8k and fsync CPU (43.3us)
flush_latency=156.428us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.77us, 4.13us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.36us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
page_init=0.212644us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.572); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
folio_alloc=0.393056us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.572); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
add_folio=0.125778us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.572); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
mark_dirty=0.062889us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.335467us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.118685us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.572); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
insert=0.314445us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.572); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.487us p=0.2126us f=1.2106us b=36058MB/s; R²=0.9959, residuals (us): 512:-0.043 1k:-0.036 2k:+0.0297 4k:-0.131 16k:+0.225 64k:+0.474 256k:-1.6 1M:+2.27 512:+0.0174 4k:+0.0482 64k:-0.051 1M:+0.207
mark_dirty=0.314445us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.85us per IO (2.66..3.85, median of 3) less the same psync writes' write() 3.04us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.801487us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.39us per IO (3.23..3.66, median of 3) less the same psync writes' write() 3.04us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.343724us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 51.8us (49.8..52.7), io_uring qd8 on ext4 59.6us (56.6..62.5) with scramble_buffers=0 and 57.6us (57.6..58.6) with it on; iowq.punt 0.80us
remote_copy_bw=74780637385
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 51.8us (49.8..52.7), io_uring qd8 on ext4 59.6us (56.6..62.5) with scramble_buffers=0 and 57.6us (57.6..58.6) with it on; iowq.punt 0.80us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 2.99us per IO (2.87..3.17, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1017 MB/s against the measured 1370 MB/s
wakeup=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 10%: fio's own loop, the same for pwrite and pwritev
psync=0.105us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 10%: fio's own loop, the same for pwrite and pwritev
pvsync=0.105us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (5.16..5.22) against psync 3.27us (3.23..3.27) per IO, plus engine.psync 0.105us, split half to submit, half to complete
libaio_submit=1.0138us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (5.16..5.22) against psync 3.27us (3.23..3.27) per IO, plus engine.psync 0.105us, split half to submit, half to complete
libaio_complete=1.0138us
