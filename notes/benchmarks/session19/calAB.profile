# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 31.24us + bs/3054.0MB/s (R²=0.9877); deep queue B=2975.9MB/s, k=0.53 (R²=0.7450); measured at qd32: 2742.8MB/s (2617.4..4820.4 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.459us per call + 0.1904us per new page + 1.2738us per new folio + 35594MB/s (R²=0.9921, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.95 (fio's null engine, 2 jobs at once against one: 0.104 / 0.055 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: dev.cmd_service kept: fio (/usr/bin/fio) random O_DIRECT rewrites at qd32, one IO per call: 16 KiB 13.36us per IO, 64 KiB 28.18us (medians of 3), the device's 4 and 16 segments back to back; the device phase gave 11.18us for 16 KiB
# note: dev.fresh_serial not set (no allocation section seen): fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 16 KiB 14.04us per IO, 64 KiB 38.09us, against 13.36 and 28.18us rewriting (medians of 3)
# note: memcpy of 128M buffers: median 14696MB/s, best 15013MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1250 MB/s after the memory phase, 1372 MB/s at the end, +10%
# note: iowq.wakeup fitted as 1000.0000us: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1137 MB/s, faster than the measured 987 MB/s
# note: self-check cold memory, 1M psync 512M: measured 449 MB/s (439..493), predicted 455 MB/s, +1.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1332 MB/s (1251..1363), predicted 1291 MB/s, -3.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11531 MB/s (9447..12462), predicted 11185 MB/s, -3.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1209 MB/s (1128..1220), predicted 1137 MB/s, -5.9%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 987 MB/s (980..1025), predicted 1137 MB/s, +15.3%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 750 MB/s (737..776), predicted 722 MB/s, -3.8%
# note: self-check punted copy, 512k io_uring qd8: measured 9100 MB/s (8948..9100), predicted 10324 MB/s, +13.5%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9100 MB/s (9100..9256), predicted 10324 MB/s, +13.5%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 813 MB/s (813..823), predicted 823 MB/s, +1.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1589 MB/s (1585..1621), predicted 1657 MB/s, +4.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1856 MB/s (1840..1917), predicted 1766 MB/s, -4.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1742 MB/s (1733..1753), predicted 1657 MB/s, -4.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1941 MB/s (1017..1942), predicted 1904 MB/s, -1.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 48% of their median (1017..1942 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 09:52 UTC, in /tmp/calAB, 184 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.8/2.8us, rewrite 64k 3.2/3.4/4.2us, rewrite 1M 30.6/33.0/55.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=111.936us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.8/2.8us, rewrite 64k 3.2/3.4/4.2us, rewrite 1M 30.6/33.0/55.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=2us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
copy_bw=35593783142
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.42us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.34us, halved
wakeup=7.3645us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.244577us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2226us (min 2058, max 2294us), against 117us per warm write; fitted from the median stall
fault_in_bw=471129515
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2226us, each of two writers at once 1726us (medians of 3 and 3 repeats): together 2.58 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2226us, p90 2334us, mean 2211us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAB) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAB (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
write_call=1.10905us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 36.3us against 32.6us from the rewrite fit; bounded by the 16.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 772 discards, 88ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=113.99us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.25us per IO (137847 IOPS), 8 KiB 6.83us, 128 KiB 47.79us, 128 KiB from huge-page buffers 15.30us, against 1.38us for 4 KiB at B: per command 5.95us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8567.4MB/s from the huge-page run; the QD1 slope 3054.0MB/s, i.e. 1.34us per page against 1.79us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.9469us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.25us per IO (137847 IOPS), 8 KiB 6.83us, 128 KiB 47.79us, 128 KiB from huge-page buffers 15.30us, against 1.38us for 4 KiB at B: per command 5.95us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8567.4MB/s from the huge-page run; the QD1 slope 3054.0MB/s, i.e. 1.34us per page against 1.79us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.30754us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 27.9us / 3.91 (exponential service-time tail)
latency_jitter=7.13288us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=31.24us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.75us and the mean jitter 7.13us; R²=0.9877, residuals (us): 4k:+0.772 16k:+0.343 64k:-0.986 256k:-9.2 1M:+36.1; less dev.kick 8.69us (one per QD1 IO)
write_latency=7.66428us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2975.9MB/s k=0.53 (LM converged), R²=0.7450, residuals (MB/s): qd1:-142 qd2:+76.9 qd4:+305 qd8:-267 qd16:+200 qd32:-184; QD1 slope 3054.0MB/s, R²=0.9877, residuals (us): 4k:+0.772 16k:+0.343 64k:-0.986 256k:-9.2 1M:+36.1
write_bw=8567381705
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.93us per IO (13.88..15.38, median of 3) less the modelled 5.24us (syscall, direct IO, command, engine)
kick=8.69161us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 1.83ms, 16M 6.26ms, 64M 20.58ms, 256M 73.92ms; t = 475.8us + N / 3321.3MB/s (R²=0.9906); sequential writes from huge pages: 256M at 6108MB/s, 2048M at 6043MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3321295062
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 1.83ms, 16M 6.26ms, 64M 20.58ms, 256M 73.92ms; t = 475.8us + N / 3321.3MB/s (R²=0.9906); sequential writes from huge pages: 256M at 6108MB/s, 2048M at 6043MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.16ms, 512 per flush 5.87ms: 10.5us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=9.28103us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 6050MB/s, rewritten 6043MB/s: -0.193us more per MiB fresh, against 122.4us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1932MB/s (1925..1961), 2x128M 2071MB/s (2050..2111), 1x512M 2159MB/s (2156..2191), 2x512M 2178MB/s (2153..2198); median 2115MB/s, less the fresh transfer and the commands' serial time (8376MB/s), leaves 2829MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3321MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 361ms into a fresh file, 551ms rewritten
fresh_drain_factor=0.851898
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 205.8us, minus the model's data write, log write of 8k and fsync CPU (27.1us)
flush_latency=178.761us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.552us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
page_init=0.190374us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.654); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
folio_alloc=0.413575us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.654); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
add_folio=0.132344us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.654); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
mark_dirty=0.066172us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.2ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.318254us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.2ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0604869us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.654); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
insert=0.33086us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.654); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.459us p=0.1904us f=1.2738us b=35594MB/s; R²=0.9921, residuals (us): 512:-0.0335 1k:+0.0146 2k:+0.0734 4k:-0.113 16k:+0.203 64k:-0.0471 256k:-2.13 1M:+9.86 512:+0.0141 4k:+0.0227 64k:-0.136 1M:+0.749
mark_dirty=0.33086us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.39us per IO (3.36..3.63, median of 3) less the same psync writes' write() 3.08us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.312109us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.46us per IO (5.28..5.55, median of 3) less the same psync writes' write() 3.08us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.3873us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 49.8us (48.8..50.8), io_uring qd8 on ext4 57.6us (57.6..58.6) with scramble_buffers=0 and 57.6us (56.6..57.6) with it on; iowq.punt 0.31us
remote_copy_bw=69901419436
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 49.8us (48.8..50.8), io_uring qd8 on ext4 57.6us (57.6..58.6) with scramble_buffers=0 and 57.6us (56.6..57.6) with it on; iowq.punt 0.31us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 4.15us per IO (4.00..4.18, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 1000.0000us: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1137 MB/s, faster than the measured 987 MB/s
wakeup=1000us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1045us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.04us (4.97..5.04) against psync 3.36us (3.17..3.39) per IO, plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=0.891483us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.04us (4.97..5.04) against psync 3.36us (3.17..3.39) per IO, plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=0.891483us
