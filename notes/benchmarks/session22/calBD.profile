# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.78us + bs/2666.7MB/s (R²=0.9913); deep queue B=2561.2MB/s, k=0.58 (R²=0.6428); measured at qd32: 2662.2MB/s (2488.5..3096.1 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 2.216us per call + 0.2918us per new page + 1.8481us per new folio + 29645MB/s (R²=0.9960, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.262 / 0.108 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 16800MB/s, best 16932MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1294 MB/s after the memory phase, 1328 MB/s at the end, +3%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 844 MB/s against the measured 872 MB/s
# note: self-check cold memory, 1M psync 512M: measured 562 MB/s (554..587), predicted 569 MB/s, +1.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 899 MB/s (893..948), predicted 883 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9207 MB/s (8597..9733), predicted 8389 MB/s, -8.9%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1254 MB/s (1188..1316), predicted 844 MB/s, -32.7%  WARNING: past 15%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 872 MB/s (872..895), predicted 844 MB/s, -3.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 674 MB/s (648..1118), predicted 526 MB/s, -22.0%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 70% of their median (648..1118 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 9256 MB/s (9100..9256), predicted 7895 MB/s, -14.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (7457..9256), predicted 7670 MB/s, -14.3%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 767 MB/s (746..771), predicted 589 MB/s, -23.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2151 MB/s (2073..2657), predicted 1923 MB/s, -10.6%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1342 MB/s (1297..1384), predicted 1342 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2322 MB/s (1882..2472), predicted 2260 MB/s, -2.7%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1377 MB/s (1284..1413), predicted 1377 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1354 MB/s (1353..1358), predicted 1291 MB/s, -4.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1546 MB/s (1468..1564), predicted 1391 MB/s, -10.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1412 MB/s (1364..1431), predicted 1297 MB/s, -8.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1549 MB/s (940..1617), predicted 1396 MB/s, -9.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 44% of their median (940..1617 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 17:18 UTC, in /tmp/calBD, 197 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/2.9/4.3us, rewrite 64k 4.2/4.6/6.4us, rewrite 1M 36.6/40.2/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.4/2.9/4.3us, rewrite 64k 4.2/4.6/6.4us, rewrite 1M 36.6/40.2/82.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=5.63677us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
copy_bw=29644596219
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.07us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.58us, halved
wakeup=8.461us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.35851us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1730us (min 1683, max 1768us), against 95us per warm write; fitted from the median stall
fault_in_bw=606096478
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1730us, each of two writers at once 1830us (medians of 3 and 3 repeats): together 1.89 times one writer's rate
fault_in_parallel=1.89035
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1730us, p90 1851us, mean 1758us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calBD) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calBD (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
write_call=1.86625us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.5us against 42.1us, 3.4us more per IO (2.8..3.9, median of 3 rounds); bounded by the 22.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 771 discards, 81ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=105.058us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.81us per IO (78070 IOPS), 8 KiB 9.54us, 128 KiB 49.23us, 128 KiB from huge-page buffers 22.75us, against 1.60us for 4 KiB at B: per command 11.63us, per page segment 1.18us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5760.3MB/s from the huge-page run; the QD1 slope 2666.7MB/s, i.e. 1.54us per page against 1.89us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=11.634us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.81us per IO (78070 IOPS), 8 KiB 9.54us, 128 KiB 49.23us, 128 KiB from huge-page buffers 22.75us, against 1.60us for 4 KiB at B: per command 11.63us, per page segment 1.18us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5760.3MB/s from the huge-page run; the QD1 slope 2666.7MB/s, i.e. 1.54us per page against 1.89us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.17502us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 36.1us / 3.91 (exponential service-time tail)
latency_jitter=9.22694us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.78us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=13.43us and the mean jitter 9.23us; R²=0.9913, residuals (us): 4k:+0.616 16k:+1.08 64k:-1.86 256k:-8.59 1M:+32.2; less dev.kick 7.69us (one per QD1 IO)
write_latency=9.42638us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2561.2MB/s k=0.58 (LM converged), R²=0.6428, residuals (MB/s): qd1:-170 qd2:+108 qd4:+402 qd8:-322 qd16:-177 qd32:+146; QD1 slope 2666.7MB/s, R²=0.9913, residuals (us): 4k:+0.616 16k:+1.08 64k:-1.86 256k:-8.59 1M:+32.2
write_bw=5760303809
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.46us per IO (13.15..15.89, median of 3) less the modelled 5.76us (syscall, direct IO, command, engine)
kick=7.69471us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 48.83us per IO, 128 KiB 95.21us, against 30.47 and 56.45us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 2.44us, bw = 1413MB/s
fresh_serial=2.44141us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 48.83us per IO, 128 KiB 95.21us, against 30.47 and 56.45us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 2.44us, bw = 1413MB/s
fresh_serial_bw=1412818189
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.97ms, 4M 2.51ms, 16M 8.45ms, 64M 28.97ms, 256M 100.14ms; t = 573.3us + N / 2401.4MB/s (R²=0.9886); sequential writes from huge pages: 256M at 5814MB/s, 2048M at 5094MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2401439687
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.97ms, 4M 2.51ms, 16M 8.45ms, 64M 28.97ms, 256M 100.14ms; t = 573.3us + N / 2401.4MB/s (R²=0.9886); sequential writes from huge pages: 256M at 5814MB/s, 2048M at 5094MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.43ms, 512 per flush 6.39ms: 11.1us per write, less 1.7us for its bytes at dev.cache_drain_bw
cache_drain_io=9.35721us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4460MB/s, rewritten 5094MB/s: 29.287us more per MiB fresh, against 182.0us per MiB at dev.write_bw
fresh_write_factor=0.861412
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1558MB/s (1555..1570), 2x128M 1671MB/s (1583..1694), 1x512M 1649MB/s (1626..1652), 2x512M 1749MB/s (1671..1937); median 1660MB/s, less the fresh transfer and the commands' serial time (4868MB/s), leaves 2518MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2401MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 474ms into a fresh file, 741ms rewritten
fresh_drain_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 179.2us, minus the model's data write, log write of 8k and fsync CPU (31.4us)
flush_latency=147.8us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.08us, 6.56us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.48us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
page_init=0.291808us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
folio_alloc=0.600034us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
add_folio=0.192011us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
mark_dirty=0.0960055us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.475364us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.143548us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
insert=0.480027us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.400); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.216us p=0.2918us f=1.8481us b=29645MB/s; R²=0.9960, residuals (us): 512:-0.0203 1k:-0.0481 2k:-0.0891 4k:-0.0904 16k:+0.593 64k:-0.547 256k:+0.668 1M:-0.405 512:+0.0759 4k:+0.0357 64k:-0.133 1M:+0.577
mark_dirty=0.480027us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.262us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
psync=0.2625us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.262us per IO, spread 31%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2625us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.31..5.49) against psync 3.30us (3.23..3.39) per IO, plus engine.psync 0.262us, split half to submit, half to complete
libaio_submit=1.15359us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.31..5.49) against psync 3.30us (3.23..3.39) per IO, plus engine.psync 0.262us, split half to submit, half to complete
libaio_complete=1.15359us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.27us per IO (3.11..3.45, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.39..3.42): -0.12us more per IO (-0.31..0.06, median of the rounds' differences), plus fio's psync loop engine.psync 0.26us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.14043us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 6.07us per IO (3.66..6.32, median of 3) against the same writes through fio's psync engine in the same rounds, 3.27us (3.27..3.33): 2.81us more per IO (0.40..2.99, median of the rounds' differences), plus fio's psync loop engine.psync 0.26us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=3.07012us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 49.8us (48.8..50.8), io_uring qd8 on ext4 56.6us (56.6..57.6) with scramble_buffers=0 and 58.6us (56.6..70.3) with it on; iowq.punt 0.14us
remote_copy_bw=78304441516
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 49.8us (48.8..50.8), io_uring qd8 on ext4 56.6us (56.6..57.6) with scramble_buffers=0 and 58.6us (56.6..70.3) with it on; iowq.punt 0.14us
scrambled_sector=0.00190735us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 4.70us per IO (4.58..4.70, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 844 MB/s against the measured 872 MB/s
wakeup=0us
