# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 38.60us + bs/2510.7MB/s (R²=0.9923); deep queue B=2584.8MB/s, k=0.66 (R²=0.8852); measured at qd32: 2602.0MB/s (2435.9..2679.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.533us per call + 0.1970us per new page + 1.1974us per new folio + 35519MB/s (R²=0.9986, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.97 (fio's null engine, 2 jobs at once against one: 0.107 / 0.055 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 15520MB/s, best 16692MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1302 MB/s after the memory phase, 1366 MB/s at the end, +5%
# note: self-check cold memory, 1M psync 512M: measured 538 MB/s (533..543), predicted 556 MB/s, +3.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1280 MB/s (1252..1317), predicted 1291 MB/s, +0.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12703 MB/s (11444..14371), predicted 11185 MB/s, -12.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (1100..1231), predicted 1128 MB/s, -1.7%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1128 MB/s (1100..1137), predicted 1118 MB/s, -0.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1137 MB/s (1017..1167), predicted 1118 MB/s, -1.7%
# note: self-check punted copy, 512k io_uring qd8: measured 9100 MB/s (8134..9419), predicted 10527 MB/s, +15.7%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9419 MB/s (8659..9587), predicted 10527 MB/s, +11.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 799 MB/s (799..809), predicted 804 MB/s, +0.6%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1424 MB/s (1423..1473), predicted 1443 MB/s, +1.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1575 MB/s (1560..1594), predicted 1534 MB/s, -2.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1531 MB/s (1511..1536), predicted 1451 MB/s, -5.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1618 MB/s (939..1690), predicted 1634 MB/s, +1.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 46% of their median (939..1690 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 08:59 UTC, in /tmp/calAA, 154 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.2/3.5/4.4us, rewrite 1M 30.3/33.0/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=281.171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.2/3.5/4.4us, rewrite 1M 30.3/33.0/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
copy_bw=35518929897
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.81us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.19us, halved
wakeup=7.7095us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.299278us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1802us (min 1786, max 1812us), against 107us per warm write; fitted from the median stall
fault_in_bw=581983518
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1802us, each of two writers at once 2007us (medians of 3 and 2 repeats): together 1.80 times one writer's rate
fault_in_parallel=1.79587
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1802us, p90 1973us, mean 1836us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAA (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
write_call=1.18349us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 43.3us against 40.2us from the rewrite fit; bounded by the 15.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 770 discards, 91ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=118.182us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.15us per IO (139906 IOPS), 8 KiB 7.14us, 128 KiB 50.37us, 128 KiB from huge-page buffers 17.07us, against 1.58us for 4 KiB at B: per command 5.75us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7677.1MB/s from the huge-page run; the QD1 slope 2510.7MB/s, i.e. 1.63us per page against 1.93us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.75328us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.15us per IO (139906 IOPS), 8 KiB 7.14us, 128 KiB 50.37us, 128 KiB from huge-page buffers 17.07us, against 1.58us for 4 KiB at B: per command 5.75us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7677.1MB/s from the huge-page run; the QD1 slope 2510.7MB/s, i.e. 1.63us per page against 1.93us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.39436us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.4us / 3.91 (exponential service-time tail)
latency_jitter=7.26376us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.60us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.55us and the mean jitter 7.26us; R²=0.9923, residuals (us): 4k:+0.44 16k:+1.08 64k:-1.71 256k:-8.6 1M:+32.8; less dev.kick 9.61us (one per QD1 IO)
write_latency=14.1686us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2584.8MB/s k=0.66 (LM converged), R²=0.8852, residuals (MB/s): qd1:-81.7 qd2:+4.77 qd4:+219 qd8:-29.3 qd16:-191 qd32:+69.7; QD1 slope 2510.7MB/s, R²=0.9923, residuals (us): 4k:+0.44 16k:+1.08 64k:-1.71 256k:-8.6 1M:+32.8
write_bw=7677136966
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.97us per IO (14.57..15.08, median of 3) less the modelled 5.36us (syscall, direct IO, command, engine)
kick=9.61213us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.53ms, 4M 1.35ms, 16M 5.28ms, 64M 20.84ms, 256M 72.88ms; t = 219.6us + N / 3484.6MB/s (R²=0.9957); sequential writes from huge pages: 256M at 6287MB/s, 2048M at 4988MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1452043982
cache_drain_bw=3484632170
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.53ms, 4M 1.35ms, 16M 5.28ms, 64M 20.84ms, 256M 72.88ms; t = 219.6us + N / 3484.6MB/s (R²=0.9957); sequential writes from huge pages: 256M at 6287MB/s, 2048M at 4988MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1452043982
cache_size=1452043983
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 0.74ms, 512 per flush 3.95ms: 7.2us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=5.98341us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5605MB/s, rewritten 4988MB/s: -23.142us more per MiB fresh, against 136.6us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1643MB/s (1638..1696), 2x128M 1713MB/s (1682..1754), 1x512M 1782MB/s (1774..1785), 2x512M 1744MB/s (1725..1825); median 1729MB/s, less the fresh transfer and the commands' serial time (7521MB/s), leaves 2245MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3485MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 380ms into a fresh file, 487ms rewritten
fresh_drain_factor=0.644133
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 201.7us, minus the model's data write, log write of 8k and fsync CPU (40.2us)
flush_latency=161.49us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 4.26us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.424us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
page_init=0.196973us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.555); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
folio_alloc=0.388762us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.555); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
add_folio=0.124404us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.555); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
mark_dirty=0.062202us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.32908us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.120114us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.555); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
insert=0.31101us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.555); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.533us p=0.1970us f=1.1974us b=35519MB/s; R²=0.9986, residuals (us): 512:-0.0202 1k:+0.0136 2k:-0.0432 4k:+0.00665 16k:+0.031 64k:+0.0786 256k:-0.11 1M:-0.281 512:-0.0294 4k:+0.0993 64k:-0.12 1M:+0.55
mark_dirty=0.31101us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.33..3.72, median of 3) less the same psync writes' write() 3.20us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.37074us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.60us per IO (3.51..4.03, median of 3) less the same psync writes' write() 3.20us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.401257us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 50.8us (47.9..51.8), io_uring qd8 on ext4 57.6us (55.7..64.5) with scramble_buffers=0 and 55.7us (54.7..60.5) with it on; iowq.punt 0.37us
remote_copy_bw=81093883214
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 50.8us (47.9..51.8), io_uring qd8 on ext4 57.6us (55.7..64.5) with scramble_buffers=0 and 55.7us (54.7..60.5) with it on; iowq.punt 0.37us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.63us per IO (3.60..3.72, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=147.858us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.107us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
psync=0.1065us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.107us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1065us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.13us (5.07..5.13) against psync 3.33us (3.30..3.36) per IO, plus engine.psync 0.107us, split half to submit, half to complete
libaio_submit=0.953519us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.13us (5.07..5.13) against psync 3.33us (3.30..3.36) per IO, plus engine.psync 0.107us, split half to submit, half to complete
libaio_complete=0.953519us
