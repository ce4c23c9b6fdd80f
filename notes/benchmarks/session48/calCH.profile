# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: mem.fault_in_parallel not measured: the two-writer run did not run
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 16us, p90 200us, mean 61us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: dev.batch_completion not set: per IO at depth: qd1 67.63us, qd2 51.23us, qd4 39.85us, qd8 54.04us, qd16 45.17us, qd32 42.71us; overlapped max(t1/qd, t32) rms error 11.5%; batched S + D/qd: S=41.94us D=21.29us, rms error 10.9%: overlapped
# note: write device curve: QD1 t(bs) 17.47us + bs/2910.9MB/s (R²=0.9186); deep queue B=3046.5MB/s, k=0.45 (R²=0.5384); measured at qd32: 3069.0MB/s (2504.3..3225.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 21.05us + bs/2452.6MB/s (R²=0.9882); deep queue B=2125.3MB/s, k=0.00 (R²=0.0000); measured at qd32: 2102.4MB/s (1969.3..2157.1 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 0.0 ps a byte (-9.8..13.7)
# note: buffered write(): 0.276us per call + 0.4053us per new page (0.3203us copied in a chunk of cpu.copy_stream_bytes or more, held) + 0.7691us per new folio + 0.0034us per new large folio + 17656MB/s (R²=0.9967, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.193 / 0.105 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.worker_start, iowq.start_bw not measured: the first queue of 1M waited no longer than that of 64k (213 against 215 us past the median clat); fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 215us (110..425) with 64 KiB queued (4 KiB writes), 213us (200..228) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 6.1us
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 2M 0.05ms, 4M 0.07ms, 8M 0.08ms, 16M 0.08ms, 32M 0.10ms, 64M 0.10ms, 128M 0.09ms, 256M 0.09ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 26.3us against 22.7us, 3.3us more per IO (2.3..4.9, median of 3 rounds); bounded by the 7.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and 2.9us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 11156MB/s, best 11188MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 2343 MB/s after the memory phase, 1688 MB/s at the end, -28%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 4531 MB/s (4118..4744), predicted 5802 MB/s, +28.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 128M: measured 2396 MB/s (1789..2475), predicted 2235 MB/s, -6.7%
# note: self-check in cache, warm memory, 1M psync 128M: measured 6334 MB/s (5945..7102), predicted 6380 MB/s, +0.7%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 7064 MB/s (6434..7418), predicted 6380 MB/s, -9.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6391 MB/s (6171..6883), predicted 8242 MB/s, +29.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 2314 MB/s (1945..2397), predicted 1848 MB/s, -20.1%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 352 MB/s (342..368), predicted 352 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1579 MB/s (1443..2065), predicted 1722 MB/s, +9.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 39% of their median (1443..2065 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 6316 MB/s (6101..6391), predicted 5571 MB/s, -11.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6032 MB/s (5592..6243), predicted 5458 MB/s, -9.5%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 215 us (110..425), predicted 367 us, +70.6%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 147% of their median (110..425 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 213 us (200..228), predicted 1534 us, +619.8%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 1699 MB/s (1678..1790), predicted 1691 MB/s, -0.5%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1371 MB/s (1191..1527), predicted 1220 MB/s, -11.0%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 942 MB/s (712..942), predicted 848 MB/s, -10.0%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1868 MB/s (1741..1899), predicted 1799 MB/s, -3.7%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1109 MB/s (1105..1356), predicted 1195 MB/s, +7.7%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2436 MB/s (2413..2448), predicted 2359 MB/s, -3.2%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1667 MB/s (1309..1721), predicted 1502 MB/s, -9.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3158 MB/s (3033..3243), predicted 2793 MB/s, -11.6%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1790 MB/s (1322..1904), predicted 1723 MB/s, -3.7%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 32% of their median (1322..1904 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 97 MB/s (97..97), predicted 98 MB/s, +0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 50 MB/s (50..50), predicted 55 MB/s, +10.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1674 MB/s (1475..1753), predicted 1772 MB/s, +5.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1907 MB/s (1851..1946), predicted 2043 MB/s, +7.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1841 MB/s (1538..1867), predicted 1779 MB/s, -3.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2059 MB/s (1942..2134), predicted 2048 MB/s, -0.5%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 1234 MB/s (1178..1259), predicted 1642 MB/s, +33.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1707 MB/s (1658..1716), predicted 2099 MB/s, +22.9%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 22:56 UTC, in /var/tmp/calCH, 231 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.077..0.079us
syscall=0.0777357us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 10.6/13.0/23.4us, first 128k 21.1/23.7/37.1us, rewrite 4k 0.6/0.6/1.4us, rewrite 64k 3.9/4.3/5.9us, rewrite 1M 60.7/68.1/80.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_gap=39.7164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 10.6/13.0/23.4us, first 128k 21.1/23.7/37.1us, rewrite 4k 0.6/0.6/1.4us, rewrite 64k 3.9/4.3/5.9us, rewrite 1M 60.7/68.1/80.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_time=2us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0299) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
copy_bw=17656202921
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 8.10us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.41us, halved
wakeup=3.6375us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 1.23us, less the same write() with no one asleep, 0.20us (medians of 7 rounds)
wake_send=1.032us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0047
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=13.6019us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.208409us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 4.0, 50us: 5.0, 100us: 4.3, 150us: 4.3, 200us: 10.6, 300us: 11.6, 500us: 13.2, 1000us: 31.3
idle_poll=750us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 142.1/17.1/26.0 us)
deep_wakeup=27.2855us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 6095 MiB/s against one job 3507 MiB/s, per core 0.94 (0.69..0.94), paired within each round, median of 3
smp_efficiency=0.935897

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24731400 kB)
total=25324953600
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 16us (min -27, max 70us), against 161us per warm write; the median stall is within the phase's noise (a quarter of the warm write): cold memory costs next to nothing on this host; the median is taken
fault_in_bw=64000000000

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCH) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCH (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.078us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
write_call=0.148612us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4095 discards, 83ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=20.2686us
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.39us, 8k 12.80us, 16k 14.87us, 32k 20.33us, 64k 28.07us, 128k 42.71us, 128k huge 43.28us; serial t = c + n s + bytes/bw: c=8.64us s=0.118us bw=3797MB/s, rms error 10.6%; parallel t = max(c + n s, bytes/3046MB/s): c=12.25us s=0.000us, rms error 25.6%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee; bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 27.6us and 167.0us a burst, 9.29us more per command (8.73..11.34, median of 3 rounds): not below the ladder's
cmd_service=8.63755us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.39us, 8k 12.80us, 16k 14.87us, 32k 20.33us, 64k 28.07us, 128k 42.71us, 128k huge 43.28us; serial t = c + n s + bytes/bw: c=8.64us s=0.118us bw=3797MB/s, rms error 10.6%; parallel t = max(c + n s, bytes/3046MB/s): c=12.25us s=0.000us, rms error 25.6%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee; bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 27.6us and 167.0us a burst, 9.29us more per command (8.73..11.34, median of 3 rounds): not below the ladder's
segment_service=0.117945us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.39us, 8k 12.80us, 16k 14.87us, 32k 20.33us, 64k 28.07us, 128k 42.71us, 128k huge 43.28us; serial t = c + n s + bytes/bw: c=8.64us s=0.118us bw=3797MB/s, rms error 10.6%; parallel t = max(c + n s, bytes/3046MB/s): c=12.25us s=0.000us, rms error 25.6%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee; bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 27.6us and 167.0us a burst, 9.29us more per command (8.73..11.34, median of 3 rounds): not below the ladder's
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 17.8us / 3.91 (exponential service-time tail)
latency_jitter=4.54803us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=17.47us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.22us and the mean jitter 4.55us; R²=0.9186, residuals (us): 4k:+4.06 16k:-2.07 64k:-3.04 256k:-11.9 1M:+131; less dev.kick 0.00us (one per QD1 IO)
write_latency=2.70937us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3046.5MB/s k=0.45 (LM converged), R²=0.5384, residuals (MB/s): qd1:-168 qd2:+68.1 qd4:+549 qd8:-460 qd16:-62.3 qd32:+64.4; QD1 slope 2910.9MB/s, R²=0.9186, residuals (us): 4k:+4.06 16k:-2.07 64k:-3.04 256k:-11.9 1M:+131
write_bw=3796673385
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=21.05us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.22us and the mean jitter 4.55us (both as the writes fitted them); R²=0.9882, residuals (us): 4k:+0.758 16k:+0.781 64k:-5.08 256k:+7.31 1M:+11.4
read_latency=6.28583us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 62.34us per IO less dev.cmd_service and 32 x dev.segment_service leaves 49.93us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=2125.3MB/s k=0.00 (LM converged), R²=0.0000, residuals (MB/s): qd1:-48 qd2:+438 qd4:-434 qd8:-44.2 qd16:+112 qd32:-22.9; QD1 slope 2452.6MB/s, R²=0.9882, residuals (us): 4k:+0.758 16k:+0.781 64k:-5.08 256k:+7.31 1M:+11.4
read_bw=2624952352
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 3.80us per IO (2.61..4.06, median of 3) less the modelled 3.82us (syscall, direct IO, command, engine)
kick=0us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 35.6us, as the model adds the rest (by simulation); the closed form gave 21.7181us
flush_latency=7.93457us
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 2373MB/s (2011..2625), 2x128M 2335MB/s (2233..2424), 1x512M 2665MB/s (2177..2677), 2x512M 2618MB/s (2556..2650); all bytes over all fsync times 2571MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 2.28us per MiB), leaves 2586MB/s for the fresh transfer, against dev.write_bw 3797MB/s (serial transfer)
fresh_write_factor=0.681003
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.40us against 11.95, 32k 29.54us against 17.54, 64k 39.31us against 26.91, 128k 73.24us against 41.50; less the slower fresh transfer (0.126us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.58us, bw = 12674MB/s
fresh_serial=2.57589us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.40us against 11.95, 32k 29.54us against 17.54, 64k 39.31us against 26.91, 128k 73.24us against 41.50; less the slower fresh transfer (0.126us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.58us, bw = 12674MB/s
fresh_serial_bw=12673944342

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.53us, 3.66us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.136us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
page_init=0.405329us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.927); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
folio_alloc=0.231655us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.927); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
add_folio=0.0741295us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.927); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
mark_dirty=0.0370648us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
lru_add_large=0.00341536us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.204527us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116053us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.927); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
insert=0.203856us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.927); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.276us p=0.4053us f=0.7691us L=0.0034us b=17656MB/s; R²=0.9967, residuals (us): 512:+0.0069 1k:+0.0222 2k:+0.0952 4k:-0.123 8k:-0.0798 16k:+0.106 32k:+0.349 64k:-0.103 128k:+0.126 256k:-0.0721 512k:-3.36 1M:+1.2 512:+0.0139 4k:-0.0494 64k:-0.107 1M:+3.59
mark_dirty=0.222389us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.193us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.193us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.193us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.193us
# engine.uring_submit: fio's CPU per IO (usr + sys) in the same io_uring runs, 1.46us (1.27..1.49), 82% of the time per IO, less the submit's syscall entry cpu.syscall 0.08us, split evenly between submit and reap
uring_submit=0.690877us
# engine.uring_complete: fio's CPU per IO (usr + sys) in the same io_uring runs, 1.46us (1.27..1.49), 82% of the time per IO, less the submit's syscall entry cpu.syscall 0.08us, split evenly between submit and reap
uring_complete=0.690877us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 2.41us (2.29..2.44) against psync 1.89us (1.89..2.38) per IO, libaio - psync within each round 0.40us (0.03..0.55), plus engine.psync 0.193us, split half to submit, half to complete
libaio_submit=0.294864us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 2.41us (2.29..2.44) against psync 1.89us (1.89..2.38) per IO, libaio - psync within each round 0.40us (0.03..0.55), plus engine.psync 0.193us, split half to submit, half to complete
libaio_complete=0.294864us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 1.77us per IO (1.71..2.11, median of 3) against the same writes through fio's psync engine in the same rounds, 1.74us (1.71..1.77): 0.03us more per IO (0.00..0.34, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us and the syscall's entry and exit cpu.syscall 0.08us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.301253us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.59us per IO (1.98..2.84, median of 3) against the same writes through fio's psync engine in the same rounds, 1.86us (1.80..2.72): 0.18us more per IO (-0.12..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us and the syscall's entry and exit cpu.syscall 0.08us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.453841us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 0.08us + engine.psync 0.19us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 78.1us (72.3..80.1), io_uring qd8 on ext4 83.0us (82.0..85.9) with scramble_buffers=0 and 86.9us (84.0..93.8) with it on; iowq.punt 0.30us
remote_copy_bw=89946959211
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 78.1us (72.3..80.1), io_uring qd8 on ext4 83.0us (82.0..85.9) with scramble_buffers=0 and 86.9us (84.0..93.8) with it on; iowq.punt 0.30us
scrambled_sector=0.00190735us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 11.63us per IO (11.14..11.96, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=1.78528us
