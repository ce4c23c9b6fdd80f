# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 105us, p90 391us, mean 109us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: write device curve: QD1 t(bs) 24.83us + bs/2156.8MB/s (R²=0.9784); deep queue B=2287.6MB/s, k=0.57 (R²=0.8638); measured at qd32: 2311.3MB/s (2197.7..2804.5 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 28.68us + bs/1712.2MB/s (R²=0.9690); deep queue B=1377.1MB/s, k=0.05 (R²=0.0749); measured at qd32: 1491.7MB/s (1248.3..1651.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 3.9 ps a byte (-9.8..7.8)
# note: buffered write(): 0.355us per call + 0.4362us per new page (0.3512us copied in a chunk of cpu.copy_stream_bytes or more, held) + 0.9553us per new folio + 0.0798us per new large folio + 14695MB/s (R²=0.9929, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.72 per core (2 jobs at once against one: 0.232 / 0.161 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 2M 0.04ms, 4M 0.06ms, 8M 0.05ms, 16M 0.07ms, 32M 0.09ms, 64M 0.09ms, 128M 0.09ms, 256M 0.10ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 31.8us against 28.2us, 3.6us more per IO (3.4..4.0, median of 3 rounds); bounded by the 11.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.7us of slower fresh-block transfer (dev.fresh_write_factor) and 5.3us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 8486MB/s, best 8817MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 2143 MB/s after the memory phase, 1579 MB/s at the end, -26%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 2969 MB/s (2605..3084), predicted 3565 MB/s, +20.1%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 128M: measured 2067 MB/s (1985..2139), predicted 1883 MB/s, -8.9%
# note: self-check in cache, warm memory, 1M psync 128M: measured 5357 MB/s (5119..5860), predicted 5681 MB/s, +6.0%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 4613 MB/s (4244..5460), predicted 5558 MB/s, +20.5%  WARNING: past 15%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5065 MB/s (4881..5113), predicted 6383 MB/s, +26.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1491 MB/s (1475..1525), predicted 1314 MB/s, -11.9%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 257 MB/s (241..266), predicted 257 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1220 MB/s (1040..1303), predicted 1111 MB/s, -9.0%
# note: self-check punted copy, 512k io_uring qd8: measured 4793 MB/s (4550..4837), predicted 4742 MB/s, -1.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 4437 MB/s (4330..4589), predicted 4393 MB/s, -1.0%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 236 us (210..471), predicted 289 us, +22.5%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 111% of their median (210..471 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 237 us (220..247), predicted 1453 us, +514.1%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 1137 MB/s (1137..1157), predicted 1115 MB/s, -2.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1177 MB/s (1059..1192), predicted 1297 MB/s, +10.2%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 744 MB/s (710..763), predicted 547 MB/s, -26.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1638 MB/s (1590..1661), predicted 1721 MB/s, +5.1%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1065 MB/s (969..1074), predicted 843 MB/s, -20.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2051 MB/s (1886..2347), predicted 2058 MB/s, +0.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1391 MB/s (1329..1405), predicted 1151 MB/s, -17.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2469 MB/s (2160..3156), predicted 2281 MB/s, -7.6%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 40% of their median (2160..3156 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1617 MB/s (1451..1647), predicted 1403 MB/s, -13.2%
# note: self-check 4k overwrite, fdatasync=1: measured 78 MB/s (78..78), predicted 77 MB/s, -1.0%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 46 MB/s (46..46), predicted 43 MB/s, -5.9%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1427 MB/s (1349..1591), predicted 1248 MB/s, -12.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1678 MB/s (1599..1812), predicted 1620 MB/s, -3.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1473 MB/s (1382..1650), predicted 1392 MB/s, -5.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1553 MB/s (1533..1748), predicted 1586 MB/s, +2.1%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 1186 MB/s (1150..1240), predicted 1169 MB/s, -1.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1543 MB/s (1520..1607), predicted 1534 MB/s, -0.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 23:26 UTC, in /var/tmp/calCI, 269 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.105..0.109us
syscall=0.105687us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 3.9 ps a byte (-9.8..7.8)
copy_unaligned=3.90625e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 12.7/15.2/27.8us, first 128k 24.4/27.5/45.3us, rewrite 4k 0.7/0.8/1.6us, rewrite 64k 4.5/5.2/9.9us, rewrite 1M 74.2/87.6/114.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 15 percentiles
interrupt_gap=50us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 12.7/15.2/27.8us, first 128k 24.4/27.5/45.3us, rewrite 4k 0.7/0.8/1.6us, rewrite 64k 4.5/5.2/9.9us, rewrite 1M 74.2/87.6/114.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 15 percentiles
interrupt_time=3.16979us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0655) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
copy_bw=14694775067
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 10.06us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.47us, halved
wakeup=4.5615us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 1.38us, less the same write() with no one asleep, 0.23us (medians of 7 rounds)
wake_send=1.151us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0122
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=9.75016us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.703888us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 4.8, 50us: 6.2, 100us: 6.3, 150us: 5.3, 200us: 12.1, 300us: 12.8, 500us: 14.1, 1000us: 18.8
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 12.8/15.8/12.3 us)
deep_wakeup=14.015us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4830 MiB/s against one job 2813 MiB/s, per core 0.85 (0.76..0.86), paired within each round, median of 3
smp_efficiency=0.854545

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24731400 kB)
total=25324953600
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 105us (min 10, max 198us), against 230us per warm write; fitted from the median stall
fault_in_bw=9941747573
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 105us, each of two writers at once 206us (medians of 3 and 3 repeats): together 1.02 times one writer's rate
fault_in_parallel=1.02488

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCI) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCI (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.106us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
write_call=0.199078us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4062 discards, 115ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=28.3112us
# dev.batch_completion: libaio bs=128k per IO at depth: qd1 87.60us, qd2 71.45us, qd4 73.31us, qd8 58.24us, qd16 60.48us, qd32 56.71us; overlapped max(t1/qd, t32) rms error 12.8%; batched S + D/qd: S=57.39us D=31.15us, rms error 5.3%: batched
batch_completion=1
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 9.03us, 16k 12.11us, 32k 18.95us, 64k 31.69us, 128k 55.73us, 128k huge 50.28us; serial t = c + n s + bytes/bw: c=5.77us s=0.215us bw=2959MB/s, rms error 1.3%; parallel t = max(c + n s, bytes/2607MB/s): c=9.81us s=0.176us, rms error 21.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 0.97us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 32.1us and 215.4us a burst, 12.22us more per command (11.12..13.09, median of 3 rounds): not below the ladder's
cmd_service=5.76986us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 9.03us, 16k 12.11us, 32k 18.95us, 64k 31.69us, 128k 55.73us, 128k huge 50.28us; serial t = c + n s + bytes/bw: c=5.77us s=0.215us bw=2959MB/s, rms error 1.3%; parallel t = max(c + n s, bytes/2607MB/s): c=9.81us s=0.176us, rms error 21.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 0.97us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 32.1us and 215.4us a burst, 12.22us more per command (11.12..13.09, median of 3 rounds): not below the ladder's
segment_service=0.214946us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 9.03us, 16k 12.11us, 32k 18.95us, 64k 31.69us, 128k 55.73us, 128k huge 50.28us; serial t = c + n s + bytes/bw: c=5.77us s=0.215us bw=2959MB/s, rms error 1.3%; parallel t = max(c + n s, bytes/2607MB/s): c=9.81us s=0.176us, rms error 21.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 0.97us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 32.1us and 215.4us a burst, 12.22us more per command (11.12..13.09, median of 3 rounds): not below the ladder's
serial_transfer=1
# dev.alone_write_bw: the QD1 slope 2156.8MB/s, i.e. 1.899us per page, against 1.599us queued (segment and transfer): a lone command moves its data at 4 KiB / (QD1 time per page - dev.segment_service 0.215us)
alone_write_bw=2432079458
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 25.3us / 3.91 (exponential service-time tail)
latency_jitter=6.47849us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=24.83us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.38us and the mean jitter 6.48us; R²=0.9784, residuals (us): 4k:+0.752 16k:-0.86 64k:+2.12 256k:-16.7 1M:+74.8; less dev.kick 0.00us (one per QD1 IO)
write_latency=10.976us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2287.6MB/s k=0.57 (LM converged), R²=0.8638, residuals (MB/s): qd1:+34.8 qd2:+51 qd4:-216 qd8:+114 qd16:-42.5 qd32:+63.4; QD1 slope 2156.8MB/s, R²=0.9784, residuals (us): 4k:+0.752 16k:-0.86 64k:+2.12 256k:-16.7 1M:+74.8
write_bw=2959300463
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=28.68us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.38us and the mean jitter 6.48us (both as the writes fitted them); R²=0.9690, residuals (us): 4k:-0.371 16k:+3.07 64k:-3.45 256k:-20.1 1M:+130
read_latency=14.8239us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 87.87us per IO less dev.cmd_service and 32 x dev.segment_service leaves 75.22us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1377.1MB/s k=0.05 (LM converged), R²=0.0749, residuals (MB/s): qd1:+40.3 qd2:-77.9 qd4:+9.48 qd8:-1.79 qd16:-86.5 qd32:+116; QD1 slope 1712.2MB/s, R²=0.9690, residuals (us): 4k:-0.371 16k:+3.07 64k:-3.45 256k:-20.1 1M:+130
read_bw=1742468277
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 4.16us per IO (4.12..4.27, median of 3) less the modelled 4.74us (syscall, direct IO, command, engine)
kick=0us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 44.8us, as the model adds the rest (by simulation); the closed form gave 22.3342us
flush_latency=10.376us
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1945MB/s (1902..2251), 2x128M 1996MB/s (1910..2177), 1x512M 1977MB/s (1956..2409), 2x512M 2023MB/s (1901..2117); all bytes over all fsync times 2002MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 1.66us per MiB), leaves 2008MB/s for the fresh transfer, against dev.write_bw 2959MB/s (serial transfer)
fresh_write_factor=0.678525
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 22.03us against 13.92, 32k 30.76us against 20.00, 64k 47.12us against 31.95, 128k 81.05us against 53.09; less the slower fresh transfer (0.164us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 5.33us, bw = 243587MB/s
fresh_serial=5.33016us
# dev.fresh_serial_bw: NOT WRITTEN, fitted 243587113205 is refused: parameter dev.fresh_serial_bw: '243587113205' is out of range; accepted: rate from 0 to 100GB/s (B/s); fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 22.03us against 13.92, 32k 30.76us against 20.00, 64k 47.12us against 31.95, 128k 81.05us against 53.09; less the slower fresh transfer (0.164us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 5.33us, bw = 243587MB/s

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.70us, 4.26us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.552us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
page_init=0.436239us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
folio_alloc=0.287741us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
add_folio=0.0920771us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
mark_dirty=0.0460385us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
lru_add_large=0.0798376us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.6ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.352529us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.6ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.169614us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
insert=0.253212us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.355us p=0.4362us f=0.9553us L=0.0798us b=14695MB/s; R²=0.9929, residuals (us): 512:-0.0152 1k:+0.00647 2k:+0.265 4k:-0.193 8k:-0.024 16k:-0.0534 32k:+0.299 64k:+0.112 128k:+0.58 256k:-1.68 512k:-5.32 1M:+11.2 512:+0.0307 4k:-0.0608 64k:-0.211 1M:+5.96
mark_dirty=0.276231us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.232us per IO, spread 38%: fio's own loop, the same for pwrite and pwritev
psync=0.232us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.232us per IO, spread 38%: fio's own loop, the same for pwrite and pwritev
pvsync=0.232us
# engine.uring_submit: fio's CPU per IO (usr + sys) in the same io_uring runs, 2.04us (1.79..2.10), 74% of the time per IO, less the submit's syscall entry cpu.syscall 0.11us, split evenly between submit and reap
uring_submit=0.965552us
# engine.uring_complete: fio's CPU per IO (usr + sys) in the same io_uring runs, 2.04us (1.79..2.10), 74% of the time per IO, less the submit's syscall entry cpu.syscall 0.11us, split evenly between submit and reap
uring_complete=0.965552us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 3.60us (3.54..3.60) against psync 2.35us (2.23..2.87) per IO, libaio - psync within each round 1.25us (0.67..1.37), plus engine.psync 0.232us, split half to submit, half to complete
libaio_submit=0.74161us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 3.60us (3.54..3.60) against psync 2.35us (2.23..2.87) per IO, libaio - psync within each round 1.25us (0.67..1.37), plus engine.psync 0.232us, split half to submit, half to complete
libaio_complete=0.74161us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.75us per IO (2.69..2.78, median of 3) against the same writes through fio's psync engine in the same rounds, 2.50us (2.08..2.78): 0.24us more per IO (-0.09..0.70, median of the rounds' differences), plus fio's psync loop engine.psync 0.23us and the syscall's entry and exit cpu.syscall 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.581827us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.36us per IO (3.14..3.94, median of 3) against the same writes through fio's psync engine in the same rounds, 2.38us (2.11..3.14): 0.76us more per IO (0.21..1.83, median of the rounds' differences), plus fio's psync loop engine.psync 0.23us and the syscall's entry and exit cpu.syscall 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.10063us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 0.11us + engine.psync 0.23us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 100.6us (98.6..101.6), io_uring qd8 on ext4 109.4us (108.4..115.2) with scramble_buffers=0 and 118.2us (114.3..121.1) with it on; iowq.punt 0.58us
remote_copy_bw=55063683185
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 100.6us (98.6..101.6), io_uring qd8 on ext4 109.4us (108.4..115.2) with scramble_buffers=0 and 118.2us (114.3..121.1) with it on; iowq.punt 0.58us
scrambled_sector=0.00858307us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 236us (210..471) with 64 KiB queued (4 KiB writes), 237us (220..247) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 7.1us
worker_start=229.002us
# iowq.start_bw: NOT WRITTEN, fitted 2091574468085 is refused: parameter iowq.start_bw: '2091574468085' is out of range; accepted: rate from 10MB/s to 1TB/s (B/s); the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 236us (210..471) with 64 KiB queued (4 KiB writes), 237us (220..247) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 7.1us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 15.96us per IO (15.41..17.03, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=3.81165us
