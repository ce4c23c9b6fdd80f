# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 37.10us + bs/4086.6MB/s (R²=0.9473); deep queue B=3553.8MB/s, k=0.28 (R²=0.1201); measured at qd32: 2611.3MB/s (2536.1..5538.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.573us per call + 0.1978us per new page + 1.3939us per new folio + 30581MB/s (R²=0.9854, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.95 (fio's null engine, 2 jobs at once against one: 0.102 / 0.053 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: dev.kick not fitted: 4 KiB random O_DIRECT writes at qd32 (libaio): 7.79us per IO with one IO per call, 7.36us with 32 per call, so one thread keeps up with the device
# note: memcpy of 128M buffers: median 16545MB/s, best 16848MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1433 MB/s after the memory phase, 1287 MB/s at the end, -10%
# note: iowq.wakeup not fitted: calibrate runs inside /work/main/build/wbsim (deleted), not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /work/main/build/wbsim (deleted), not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 06:57 UTC, in /tmp/calR, 155 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.5/4.1/4.8us, rewrite 1M 36.6/40.7/78.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.5/4.1/4.8us, rewrite 1M 36.6/40.7/78.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
copy_bw=30581109393
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.60us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.22us, halved
wakeup=7.575us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.580021us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2006us (min 1839, max 2109us), against 103us per warm write; fitted from the median stall
fault_in_bw=522849119
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2006us, each of two writers at once 2256us (medians of 3 and 3 repeats): together 1.78 times one writer's rate
fault_in_parallel=1.77763
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2006us, p90 2345us, mean 1699us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calR) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calR (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
write_call=1.22273us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 36.5us against 38.1us from the rewrite fit; bounded by the 15.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 838 discards, 91ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=108.592us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.36us per IO (135835 IOPS), 8 KiB 6.69us, 128 KiB 50.20us, 128 KiB from huge-page buffers 14.78us, against 1.15us for 4 KiB at B: per command 5.98us, per page segment 1.38us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8870.6MB/s from the huge-page run; the QD1 slope 4086.6MB/s, i.e. 1.00us per page against 1.84us modelled
cmd_service=5.98017us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.36us per IO (135835 IOPS), 8 KiB 6.69us, 128 KiB 50.20us, 128 KiB from huge-page buffers 14.78us, against 1.15us for 4 KiB at B: per command 5.98us, per page segment 1.38us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8870.6MB/s from the huge-page run; the QD1 slope 4086.6MB/s, i.e. 1.00us per page against 1.84us modelled
segment_service=1.38172us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.0us / 3.91 (exponential service-time tail)
latency_jitter=6.64209us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.78us and the mean jitter 6.64us; R²=0.9473, residuals (us): 4k:-1.16 16k:+0.526 64k:-2.04 256k:+28.9 1M:-27
write_latency=22.6759us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3553.8MB/s k=0.28 (LM converged), R²=0.1201, residuals (MB/s): qd1:-535 qd2:+295 qd4:+658 qd8:+1.24e+03 qd16:-762 qd32:-912; QD1 slope 4086.6MB/s, R²=0.9473, residuals (us): 4k:-1.16 16k:+0.526 64k:-2.04 256k:+28.9 1M:-27
write_bw=8870598429
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.54ms, 4M 1.34ms, 16M 6.46ms, 64M 23.72ms, 256M 89.65ms; t = 162.9us + N / 2998.2MB/s (R²=0.9847); sequential writes from huge pages: 256M at 6127MB/s, 2048M at 6022MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2998158204
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.54ms, 4M 1.34ms, 16M 6.46ms, 64M 23.72ms, 256M 89.65ms; t = 162.9us + N / 2998.2MB/s (R²=0.9847); sequential writes from huge pages: 256M at 6127MB/s, 2048M at 6022MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 0.84ms, 512 per flush 4.82ms: 8.9us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=7.51154us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5395MB/s, rewritten 6022MB/s: 20.249us more per MiB fresh, against 118.2us per MiB at dev.write_bw
fresh_write_factor=0.853752
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1657MB/s (1642..1848), 2x128M 1823MB/s (1668..1834), 1x512M 1770MB/s (1739..1990), 2x512M 2073MB/s (2054..2085); median 1797MB/s, less the fresh transfer and the commands' serial time (7419MB/s), leaves 2371MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2998MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 432ms into a fresh file, 668ms rewritten
fresh_drain_factor=0.790839
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 166.9us, minus the model's data write, log write of 8k and fsync CPU (57.1us)
flush_latency=109.796us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.80us, 4.70us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.904us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
page_init=0.197826us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.810); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
folio_alloc=0.452566us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.810); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
add_folio=0.144821us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.810); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
mark_dirty=0.0724106us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.271649us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0616668us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.810); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
insert=0.362053us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.810); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.573us p=0.1978us f=1.3939us b=30581MB/s; R²=0.9854, residuals (us): 512:-0.0259 1k:+0.0259 2k:+0.316 4k:-0.186 16k:+0.173 64k:-0.43 256k:-2.22 1M:+15.2 512:+0.0276 4k:-0.0408 64k:-0.193 1M:+1.3
mark_dirty=0.362053us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.42us per IO (3.33..3.57, median of 3) less the same psync writes' write() 3.26us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.155187us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.72us per IO (3.69..3.97, median of 3) less the same psync writes' write() 3.26us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.460363us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 50.8us (48.8..52.7), io_uring qd8 on ext4 61.5us (56.6..64.5) with scramble_buffers=0 and 56.6us (56.6..57.6) with it on; iowq.punt 0.16us
remote_copy_bw=49521865207
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 50.8us (48.8..52.7), io_uring qd8 on ext4 61.5us (56.6..64.5) with scramble_buffers=0 and 56.6us (56.6..57.6) with it on; iowq.punt 0.16us
scrambled_sector=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.102us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
psync=0.102us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.102us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
pvsync=0.102us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.16us (5.16..5.16) against psync 3.39us (3.33..3.39) per IO, plus engine.psync 0.102us, split half to submit, half to complete
libaio_submit=0.93601us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.16us (5.16..5.16) against psync 3.39us (3.33..3.39) per IO, plus engine.psync 0.102us, split half to submit, half to complete
libaio_complete=0.93601us
