# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 97.43us, qd2 69.27us, qd4 58.08us, qd8 41.36us, qd16 55.84us, qd32 50.43us; overlapped max(t1/qd, t32) rms error 15.7%; batched S + D/qd: S=44.19us D=50.09us, rms error 11.7%: overlapped
# note: write device curve: QD1 t(bs) 45.47us + bs/2846.4MB/s (R²=0.9998); deep queue B=2837.8MB/s, k=0.95 (R²=0.7142); measured at qd32: 2599.3MB/s (2466.1..2633.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.04us + bs/3338.8MB/s (R²=0.9633); deep queue B=5490.9MB/s, k=2.93 (R²=0.4194); measured at qd32: 3204.0MB/s (3159.1..3626.2 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 13.2 ps a byte (-2.3..35.9)
# note: buffered write(): 1.508us per call + 0.2166us per new page (0.1316us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2099us per new folio + 0.2442us per new large folio + 33340MB/s (R²=0.9948, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.85 per core (2 jobs at once against one: 0.108 / 0.063 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.06us per IO (3.75..6.53, median of 3) against the same writes through fio's psync engine in the same rounds, 4.43us (4.33..4.76): -0.27us more per IO (-1.01..2.11, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 20086MB/s, best 20480MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1217 MB/s after the memory phase, 1290 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 619 MB/s (572..624), predicted 627 MB/s, +1.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1303 MB/s (1295..1312), predicted 1277 MB/s, -1.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11972 MB/s (11496..12600), predicted 11649 MB/s, -2.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10994 MB/s (8193..12182), predicted 10094 MB/s, -8.2%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 36% of their median (8193..12182 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5535 MB/s (5369..5836), predicted 6109 MB/s, +10.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 729 MB/s (586..1118), predicted 860 MB/s, +17.9%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 73% of their median (586..1118 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 159 MB/s (158..166), predicted 159 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1009 MB/s (627..1091), predicted 1152 MB/s, +14.2%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 46% of their median (627..1091 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8134 MB/s (8134..8522), predicted 8385 MB/s, +3.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7562 MB/s (7354..8260), predicted 7559 MB/s, -0.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 767 MB/s (742..776), predicted 832 MB/s, +8.4%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 849 MB/s (773..1182), predicted 955 MB/s, +12.5%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 48% of their median (773..1182 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 758 MB/s (680..892), predicted 775 MB/s, +2.2%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1685 MB/s (1685..1746), predicted 1734 MB/s, +2.9%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1579 MB/s (1570..1754), predicted 1443 MB/s, -8.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2342 MB/s (2228..2484), predicted 2202 MB/s, -6.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1598 MB/s (1335..1678), predicted 1645 MB/s, +3.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2290 MB/s (1831..2701), predicted 2525 MB/s, +10.3%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 38% of their median (1831..2701 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1647 MB/s (1508..1699), predicted 1768 MB/s, +7.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1413 MB/s (1401..1427), predicted 1408 MB/s, -0.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1533 MB/s (1512..1574), predicted 1500 MB/s, -2.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1484 MB/s (1462..1546), predicted 1415 MB/s, -4.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1620 MB/s (1066..1621), predicted 1505 MB/s, -7.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 34% of their median (1066..1621 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 19:30 UTC, in /var/tmp/calT8, 260 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 13.2 ps a byte (-2.3..35.9)
copy_unaligned=1.32285e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.2/3.5/4.4us, rewrite 1M 33.5/37.1/64.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.2/3.5/4.4us, rewrite 1M 33.5/37.1/64.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=2.82508us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0276) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
copy_bw=33339568015
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.89us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=7.57us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.765371us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5278 MiB/s against one job 3084 MiB/s, per core 0.86 (0.80..0.93), paired within each round, median of 3
smp_efficiency=0.85567

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1569us (min 1553, max 1676us), against 110us per warm write; fitted from the median stall
fault_in_bw=668189233
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1569us, each of two writers at once 2249us (medians of 3 and 3 repeats): together 1.40 times one writer's rate
fault_in_parallel=1.3954
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1569us, p90 1647us, mean 1581us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT8) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT8 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
write_call=1.15757us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 50.1us against 46.0us, 4.7us more per IO (3.6..5.7, median of 3 rounds); bounded by the 23.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor), 0.7us of the host's allocation section (dev.fresh_serial) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.9us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 767 discards, 105ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=55us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.99us per IO (143117 IOPS), 8 KiB 6.74us, 128 KiB 50.43us, 128 KiB from huge-page buffers 18.00us, against 1.44us for 4 KiB at B: per command 5.59us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7282.4MB/s from the huge-page run; the QD1 slope 2846.4MB/s, i.e. 1.44us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.99us, 8k 6.74us, 16k 9.82us, 32k 16.35us, 64k 30.68us, 128k 50.43us, 128k huge 18.00us; serial t = c + n s + bytes/bw: c=4.56us s=1.075us bw=10605MB/s, rms error 7.9%; parallel t = max(c + n s, bytes/7282MB/s): c=5.75us s=1.046us, rms error 15.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.58607us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.99us per IO (143117 IOPS), 8 KiB 6.74us, 128 KiB 50.43us, 128 KiB from huge-page buffers 18.00us, against 1.44us for 4 KiB at B: per command 5.59us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7282.4MB/s from the huge-page run; the QD1 slope 2846.4MB/s, i.e. 1.44us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.99us, 8k 6.74us, 16k 9.82us, 32k 16.35us, 64k 30.68us, 128k 50.43us, 128k huge 18.00us; serial t = c + n s + bytes/bw: c=4.56us s=1.075us bw=10605MB/s, rms error 7.9%; parallel t = max(c + n s, bytes/7282MB/s): c=5.75us s=1.046us, rms error 15.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.40124us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 40.2us / 3.91 (exponential service-time tail)
latency_jitter=10.274us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.47us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.39us and the mean jitter 10.27us; R²=0.9998, residuals (us): 4k:+0.393 16k:+0.0444 64k:-0.866 256k:-0.357 1M:+2.71; less dev.kick 11.46us (one per QD1 IO)
write_latency=16.3474us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2837.8MB/s k=0.95 (LM converged), R²=0.7142, residuals (MB/s): qd1:-107 qd2:-28.9 qd4:-34.4 qd8:+634 qd16:-331 qd32:-156; QD1 slope 2846.4MB/s, R²=0.9998, residuals (us): 4k:+0.393 16k:+0.0444 64k:-0.866 256k:-0.357 1M:+2.71
write_bw=7282435622
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.04us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.39us and the mean jitter 10.27us (both as the writes fitted them); R²=0.9633, residuals (us): 4k:+3.36 16k:+0.119 64k:-2.83 256k:-12.8 1M:+53.6
read_latency=24.3787us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=5490.9MB/s k=2.93 (LM converged), R²=0.4194, residuals (MB/s): qd1:+240 qd2:-82.4 qd4:-405 qd8:-934 qd16:+3.03e+03 qd32:-1.83e+03; QD1 slope 3338.8MB/s, R²=0.9633, residuals (us): 4k:+3.36 16k:+0.119 64k:-2.83 256k:-12.8 1M:+53.6
read_bw=3338764741
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.58us per IO (15.69..19.79, median of 3) less the modelled 5.12us (syscall, direct IO, command, engine)
kick=11.4635us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.73ms, 4M 1.86ms, 16M 6.78ms, 64M 23.05ms, 256M 82.31ms; t = 397.9us + N / 2979.6MB/s (R²=0.9920); sequential writes from huge pages: 256M at 7594MB/s, 2048M at 7228MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2979612233
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.73ms, 4M 1.86ms, 16M 6.78ms, 64M 23.05ms, 256M 82.31ms; t = 397.9us + N / 2979.6MB/s (R²=0.9920); sequential writes from huge pages: 256M at 7594MB/s, 2048M at 7228MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.09ms, 512 per flush 5.60ms: 10.1us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=8.70075us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 6095MB/s, rewritten 7228MB/s: 26.981us more per MiB fresh, against 144.0us per MiB at dev.write_bw
fresh_write_factor=0.842185
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1625MB/s (1618..1648), 2x128M 1662MB/s (1639..1710), 1x512M 1729MB/s (1676..1805), 2x512M 1770MB/s (1759..1782); all bytes over all fsync times 1734MB/s, less the fresh transfer and the commands' serial time (6034MB/s), leaves 2432MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2980MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 432ms into a fresh file, 655ms rewritten
fresh_drain_factor=0.816296
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.61us against 19.29, 32k 20.75us against 19.45, 64k 41.02us against 27.98, 128k 79.59us against 57.25; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5554MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.61us against 19.29, 32k 20.75us against 19.45, 64k 41.02us against 27.98, 128k 79.59us against 57.25; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5554MB/s
fresh_serial_bw=5553634284
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 179.2us, minus the model's data write, log write of 8k and fsync CPU (44.8us)
flush_latency=134.413us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.80us, 4.19us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
page_init=0.216598us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.458); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
folio_alloc=0.36442us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.458); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
add_folio=0.116615us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.458); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
mark_dirty=0.0583073us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
lru_add_large=0.244195us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.330476us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.115185us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.458); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
insert=0.32069us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.458); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.508us p=0.2166us f=1.2099us L=0.2442us b=33340MB/s; R²=0.9948, residuals (us): 512:+0.00818 1k:+0.0103 2k:+0.0639 4k:-0.0625 8k:-0.0568 16k:+0.0805 32k:-0.0504 64k:+0.237 256k:-1.43 512k:+4.09 1M:-2.43 512:-0.0573 4k:+0.13 64k:-0.265 1M:+1.62
mark_dirty=0.349844us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1075us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1075us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.28..5.52) against psync 3.78us (3.48..3.97) per IO, libaio - psync within each round 1.56us (1.31..2.04), plus engine.psync 0.108us, split half to submit, half to complete
libaio_submit=0.831948us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.28..5.52) against psync 3.78us (3.48..3.97) per IO, libaio - psync within each round 1.56us (1.31..2.04), plus engine.psync 0.108us, split half to submit, half to complete
libaio_complete=0.831948us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.62us per IO (3.66..6.99, median of 3) against the same writes through fio's psync engine in the same rounds, 4.52us (3.33..4.91): 1.10us more per IO (0.34..2.08, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.20613us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.06us per IO (3.75..6.53, median of 3) against the same writes through fio's psync engine in the same rounds, 4.43us (4.33..4.76): -0.27us more per IO (-1.01..2.11, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (51.8..60.5), io_uring qd8 on ext4 64.5us (61.5..64.5) with scramble_buffers=0 and 69.3us (63.5..71.3) with it on; iowq.punt 1.21us
remote_copy_bw=69140559378
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (51.8..60.5), io_uring qd8 on ext4 64.5us (61.5..64.5) with scramble_buffers=0 and 69.3us (63.5..71.3) with it on; iowq.punt 1.21us
scrambled_sector=0.00667572us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 25.70us per IO (24.63..25.88, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.74426us
