# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 38.33us + bs/2213.9MB/s (R²=0.9933); deep queue B=2160.7MB/s, k=0.52 (R²=0.9573); measured at qd32: 2143.1MB/s (2065.3..2359.3 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.497us per call + 0.2150us per new page + 1.1370us per new folio + 35329MB/s (R²=0.9962, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.289 / 0.100 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 14846MB/s, best 15311MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1267 MB/s after the memory phase, 1377 MB/s at the end, +9%
# note: iowq.wakeup fitted as 1000.0000us: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 813 MB/s, faster than the measured 794 MB/s
# note: self-check cold memory, 1M psync 512M: measured 503 MB/s (499..508), predicted 521 MB/s, +3.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1338 MB/s (1319..1342), predicted 1291 MB/s, -3.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11212 MB/s (10617..12413), predicted 11185 MB/s, -0.2%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 839 MB/s (829..839), predicted 813 MB/s, -3.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 794 MB/s (750..823), predicted 813 MB/s, +2.4%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 919 MB/s (839..926), predicted 889 MB/s, -3.3%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8522..8801), predicted 9100 MB/s, +3.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9256 MB/s (9100..9587), predicted 9100 MB/s, -1.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 829 MB/s (813..829), predicted 785 MB/s, -5.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1545 MB/s (1418..1551), predicted 1508 MB/s, -2.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1666 MB/s (1649..1696), predicted 1627 MB/s, -2.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1626 MB/s (1612..1630), predicted 1525 MB/s, -6.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1851 MB/s (984..1936), predicted 1778 MB/s, -4.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 51% of their median (984..1936 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 07:27 UTC, in /tmp/calZ, 178 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/2.9us, rewrite 64k 3.2/3.5/4.0us, rewrite 1M 31.4/33.0/57.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=111.936us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/2.9us, rewrite 64k 3.2/3.5/4.0us, rewrite 1M 31.4/33.0/57.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=1.7825us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
copy_bw=35329005332
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.71us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.31us, halved
wakeup=8.5405us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.589512us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1926us (min 1894, max 1944us), against 97us per warm write; fitted from the median stall
fault_in_bw=544536028
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1926us, each of two writers at once 2004us (medians of 3 and 3 repeats): together 1.92 times one writer's rate
fault_in_parallel=1.92133
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1926us, p90 2390us, mean 1981us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calZ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calZ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
write_call=1.1467us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 49.7us against 40.2us from the rewrite fit; bounded by the 14.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=5.3468800000000005us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 779 discards, 101ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=129.653us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.48us per IO (133606 IOPS), 8 KiB 7.16us, 128 KiB 61.16us, 128 KiB from huge-page buffers 17.62us, against 1.90us for 4 KiB at B: per command 5.75us, per page segment 1.73us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7439.5MB/s from the huge-page run; the QD1 slope 2213.9MB/s, i.e. 1.85us per page against 2.28us modelled
cmd_service=5.75325us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.48us per IO (133606 IOPS), 8 KiB 7.16us, 128 KiB 61.16us, 128 KiB from huge-page buffers 17.62us, against 1.90us for 4 KiB at B: per command 5.75us, per page segment 1.73us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7439.5MB/s from the huge-page run; the QD1 slope 2213.9MB/s, i.e. 1.85us per page against 2.28us modelled
segment_service=1.73143us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.0us / 3.91 (exponential service-time tail)
latency_jitter=7.6564us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.33us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.55us and the mean jitter 7.66us; R²=0.9933, residuals (us): 4k:+0.312 16k:+0.831 64k:-1.12 256k:-9.58 1M:+35.9; less dev.kick 7.31us (one per QD1 IO)
write_latency=15.8101us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2160.7MB/s k=0.52 (LM converged), R²=0.9573, residuals (MB/s): qd1:-29.1 qd2:+62 qd4:-57.7 qd8:+67.2 qd16:-60.7 qd32:+16.9; QD1 slope 2213.9MB/s, R²=0.9933, residuals (us): 4k:+0.312 16k:+0.831 64k:-1.12 256k:-9.58 1M:+35.9
write_bw=7439487398
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 12.85us per IO (12.43..18.62, median of 3) less the modelled 5.54us (syscall, direct IO, command, engine); the device took 32 per call at 7.48us per IO (calibrate's engine)
kick=7.30782us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.70ms, 4M 1.60ms, 16M 5.80ms, 64M 20.84ms, 256M 74.97ms; t = 388.9us + N / 3370.5MB/s (R²=0.9961); sequential writes from huge pages: 256M at 5189MB/s, 2048M at 5266MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3370484324
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.70ms, 4M 1.60ms, 16M 5.80ms, 64M 20.84ms, 256M 74.97ms; t = 388.9us + N / 3370.5MB/s (R²=0.9961); sequential writes from huge pages: 256M at 5189MB/s, 2048M at 5266MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.60ms: 10.0us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=8.78703us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4185MB/s, rewritten 5266MB/s: 51.408us more per MiB fresh, against 140.9us per MiB at dev.write_bw
fresh_write_factor=0.732745
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1801MB/s (1677..1810), 2x128M 1814MB/s (1787..1852), 1x512M 1906MB/s (1891..1919), 2x512M 2032MB/s (1997..2144); median 1860MB/s, less the fresh transfer and the commands' serial time (5363MB/s), leaves 2847MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3370MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 374ms into a fresh file, 573ms rewritten
fresh_drain_factor=0.844821
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 177.2us, minus the model's data write, log write of 8k and fsync CPU (43.8us)
flush_latency=133.379us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.74us, 4.13us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
page_init=0.215015us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.477); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
folio_alloc=0.36915us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.477); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
add_folio=0.118128us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.477); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
mark_dirty=0.059064us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.314932us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.118417us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.477); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
insert=0.29532us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.477); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2150us f=1.1370us b=35329MB/s; R²=0.9962, residuals (us): 512:-0.0141 1k:+0.0365 2k:+0.0588 4k:-0.0543 16k:+0.084 64k:-0.27 256k:-1.03 1M:+6.01 512:-0.0146 4k:+0.0482 64k:-0.195 1M:+1.12
mark_dirty=0.29532us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.88us per IO (4.88..4.94, median of 3) less the same psync writes' write() 3.06us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.82246us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.46us per IO (4.43..4.88, median of 3) less the same psync writes' write() 3.06us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.39521us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (47.9..47.9), io_uring qd8 on ext4 59.6us (59.6..61.5) with scramble_buffers=0 and 56.6us (54.7..57.6) with it on; iowq.punt 1.82us
remote_copy_bw=52978239781
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 47.9us (47.9..47.9), io_uring qd8 on ext4 59.6us (59.6..61.5) with scramble_buffers=0 and 56.6us (54.7..57.6) with it on; iowq.punt 1.82us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 5.16us per IO (4.97..5.46, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 1000.0000us: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 813 MB/s, faster than the measured 794 MB/s
wakeup=1000us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.289us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
psync=0.289us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.289us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
pvsync=0.289us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.94us (4.94..5.04) against psync 3.14us (3.14..3.20) per IO, plus engine.psync 0.289us, split half to submit, half to complete
libaio_submit=1.04477us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.94us (4.94..5.04) against psync 3.14us (3.14..3.20) per IO, plus engine.psync 0.289us, split half to submit, half to complete
libaio_complete=1.04477us
