# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 37.54us + bs/2363.8MB/s (R²=0.9911); deep queue B=2393.4MB/s, k=0.57 (R²=0.8784); measured at qd32: 2339.6MB/s (2304.0..2391.8 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.419us per call + 0.2264us per new page + 1.1886us per new folio + 34398MB/s (R²=0.9937, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.99 (fio's null engine, 2 jobs at once against one: 0.104 / 0.053 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 18692MB/s, best 19021MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1373 MB/s after the memory phase, 1371 MB/s at the end, -0%
# note: self-check cold memory, 1M psync 512M: measured 501 MB/s (387..505), predicted 521 MB/s, +3.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1404 MB/s (1395..1413), predicted 1342 MB/s, -4.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11019 MB/s (11010..12006), predicted 11185 MB/s, +1.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (1082..1157), predicted 1074 MB/s, -6.4%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1065 MB/s (1049..1074), predicted 1057 MB/s, -0.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1074 MB/s (1049..1128), predicted 1009 MB/s, -6.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8659..8948), predicted 9587 MB/s, +8.9%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9256 MB/s (9100..9419), predicted 9587 MB/s, +3.6%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 818 MB/s (818..829), predicted 809 MB/s, -1.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1631 MB/s (1510..1652), predicted 1579 MB/s, -3.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1757 MB/s (1727..1791), predicted 1699 MB/s, -3.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1679 MB/s (1641..1688), predicted 1579 MB/s, -6.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1764 MB/s (1115..1803), predicted 1820 MB/s, +3.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 39% of their median (1115..1803 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 07:03 UTC, in /tmp/calS, 191 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.6/1.7/2.8us, rewrite 64k 3.1/3.4/3.6us, rewrite 1M 32.4/33.5/68.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=1119.36us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.6/1.7/2.8us, rewrite 64k 3.1/3.4/3.6us, rewrite 1M 32.4/33.5/68.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=31.6979us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
copy_bw=34397508532
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.47us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.24us, halved
wakeup=7.4895us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.330921us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1922us (min 1904, max 2522us), against 103us per warm write; fitted from the median stall
fault_in_bw=545696776
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1922us, each of two writers at once 1810us (medians of 3 and 2 repeats): together 2.12 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1922us, p90 2351us, mean 1987us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calS) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calS (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
write_call=1.06889us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 43.0us against 39.3us from the rewrite fit; bounded by the 14.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=3.68775us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 772 discards, 88ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=113.99us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.05us per IO (141852 IOPS), 8 KiB 6.95us, 128 KiB 56.02us, 128 KiB from huge-page buffers 17.54us, against 1.71us for 4 KiB at B: per command 5.47us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7471.8MB/s from the huge-page run; the QD1 slope 2363.8MB/s, i.e. 1.73us per page against 2.13us modelled
cmd_service=5.46974us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.05us per IO (141852 IOPS), 8 KiB 6.95us, 128 KiB 56.02us, 128 KiB from huge-page buffers 17.54us, against 1.71us for 4 KiB at B: per command 5.47us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7471.8MB/s from the huge-page run; the QD1 slope 2363.8MB/s, i.e. 1.73us per page against 2.13us modelled
segment_service=1.57983us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 24.8us / 3.91 (exponential service-time tail)
latency_jitter=6.34761us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.54us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.27us and the mean jitter 6.35us; R²=0.9911, residuals (us): 4k:+0.368 16k:+0.898 64k:-1.12 256k:-10.3 1M:+39.2; less dev.kick 9.76us (one per QD1 IO)
write_latency=14.1697us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2393.4MB/s k=0.57 (LM converged), R²=0.8784, residuals (MB/s): qd1:-101 qd2:+31.4 qd4:+198 qd8:+26.2 qd16:-151 qd32:-12.3; QD1 slope 2363.8MB/s, R²=0.9911, residuals (us): 4k:+0.368 16k:+0.898 64k:-1.12 256k:-10.3 1M:+39.2
write_bw=7471847264
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.18us per IO (13.92..20.06, median of 3) less the modelled 5.42us (syscall, direct IO, command, engine); the device took 32 per call at 7.05us per IO (calibrate's engine)
kick=9.75577us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.66ms, 4M 1.56ms, 16M 6.08ms, 64M 20.60ms, 256M 76.02ms; t = 343.6us + N / 3318.8MB/s (R²=0.9939); sequential writes from huge pages: 256M at 7703MB/s, 2048M at 7364MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3318795481
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.66ms, 4M 1.56ms, 16M 6.08ms, 64M 20.60ms, 256M 76.02ms; t = 343.6us + N / 3318.8MB/s (R²=0.9939); sequential writes from huge pages: 256M at 7703MB/s, 2048M at 7364MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.04ms, 512 per flush 5.73ms: 10.5us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=9.23439us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 6970MB/s, rewritten 7364MB/s: 8.059us more per MiB fresh, against 140.3us per MiB at dev.write_bw
fresh_write_factor=0.94569
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1918MB/s (1770..1942), 2x128M 1926MB/s (1890..1978), 1x512M 2023MB/s (1969..2027), 2x512M 1984MB/s (1935..2004); median 1955MB/s, less the fresh transfer and the commands' serial time (6928MB/s), leaves 2724MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3319MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 411ms into a fresh file, 712ms rewritten
fresh_drain_factor=0.820727
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 177.2us, minus the model's data write, log write of 8k and fsync CPU (40.3us)
flush_latency=136.837us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.64us, 3.95us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.312us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
page_init=0.226395us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.544); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
folio_alloc=0.385893us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.544); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
add_folio=0.123486us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.544); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
mark_dirty=0.0617429us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.255158us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.119469us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.544); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
insert=0.308714us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.544); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.419us p=0.2264us f=1.1886us b=34398MB/s; R²=0.9937, residuals (us): 512:+0.00391 1k:+0.0342 2k:+0.0573 4k:-0.185 16k:+0.242 64k:+0.361 256k:-1.86 1M:+3.96 512:+0.0103 4k:+0.00833 64k:-0.219 1M:+1.43
mark_dirty=0.308714us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.54..3.78, median of 3) less the same psync writes' write() 2.92us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.652955us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.81us per IO (3.63..3.91, median of 3) less the same psync writes' write() 2.92us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.897095us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 52.7us (51.8..53.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 56.6us (55.7..57.6) with it on; iowq.punt 0.65us
remote_copy_bw=84795320791
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 52.7us (51.8..53.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 56.6us (55.7..57.6) with it on; iowq.punt 0.65us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.85us per IO (3.81..3.91, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=609.528us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1045us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.00us (4.94..5.00) against psync 3.14us (3.14..3.23) per IO, plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=0.983036us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.00us (4.94..5.00) against psync 3.14us (3.14..3.23) per IO, plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=0.983036us
