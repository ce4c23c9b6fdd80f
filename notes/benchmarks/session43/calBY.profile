# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 1957us, p90 2348us, mean 1553us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: dev.batch_completion not set: per IO at depth: qd1 72.68us, qd2 44.08us, qd4 32.46us, qd8 33.90us, qd16 34.67us, qd32 55.78us; overlapped max(t1/qd, t32) rms error 47.9%; batched S + D/qd: S=32.52us D=28.04us, rms error 20.1%: overlapped
# note: write device curve: QD1 t(bs) 41.68us + bs/4305.2MB/s (R²=0.9854); deep queue B=3622.0MB/s, k=0.54 (R²=0.3300); measured at qd32: 2349.8MB/s (1865.4..2393.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.74us + bs/3839.0MB/s (R²=0.7024); deep queue B=3874.2MB/s, k=0.42 (R²=0.1122); measured at qd32: 1564.2MB/s (1543.6..2759.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.0 ps a byte (-13.7..17.6)
# note: buffered write(): 1.568us per call + 0.2807us per new page (0.1957us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.0802us per new folio + 0.1611us per new large folio + 33669MB/s (R²=0.9984, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.120 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 20960MB/s, best 23201MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1225 MB/s after the memory phase, 1272 MB/s at the end, +4%
# note: self-check cold memory, 1M psync 512M: measured 630 MB/s (616..670), predicted 508 MB/s, -19.4%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 128M: measured 1295 MB/s (1280..1304), predicted 1280 MB/s, -1.2%
# note: self-check in cache, warm memory, 1M psync 128M: measured 9440 MB/s (9049..10133), predicted 9896 MB/s, +4.8%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 9319 MB/s (8370..10538), predicted 9708 MB/s, +4.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5212 MB/s (4971..5316), predicted 6483 MB/s, +24.4%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1082 MB/s (1002..1109), predicted 1015 MB/s, -6.2%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 183 MB/s (182..189), predicted 183 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 939 MB/s (919..952), predicted 894 MB/s, -4.8%
# note: self-check punted copy, 512k io_uring qd8: measured 6972 MB/s (6883..7158), predicted 6749 MB/s, -3.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7670 MB/s (7457..7670), predicted 6749 MB/s, -12.0%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 231 us (220..538), predicted 212 us, -8.1%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 138% of their median (220..538 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1482 us (1416..1587), predicted 1462 us, -1.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 726 MB/s (718..750), predicted 758 MB/s, +4.5%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 961 MB/s (935..1068), predicted 984 MB/s, +2.4%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 806 MB/s (727..849), predicted 975 MB/s, +21.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2089 MB/s (1790..2270), predicted 1943 MB/s, -7.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1370 MB/s (898..2034), predicted 1581 MB/s, +15.5%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 83% of their median (898..2034 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2750 MB/s (1746..3469), predicted 2381 MB/s, -13.4%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 63% of their median (1746..3469 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 2275 MB/s (1459..2418), predicted 1794 MB/s, -21.2%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 42% of their median (1459..2418 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 4498 MB/s (2547..4561), predicted 2511 MB/s, -44.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 45% of their median (2547..4561 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2711 MB/s (2684..3016), predicted 1921 MB/s, -29.1%  WARNING: past 15%
# note: self-check 4k overwrite, fdatasync=1: measured 28 MB/s (28..28), predicted 28 MB/s, -0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 20 MB/s (20..20), predicted 22 MB/s, +7.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1374 MB/s (1352..1390), predicted 1336 MB/s, -2.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1560 MB/s (1495..1577), predicted 1426 MB/s, -8.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1151 MB/s (879..1278), predicted 1348 MB/s, +17.1%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (879..1278 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1174 MB/s (986..1179), predicted 1242 MB/s, +5.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 871 MB/s (418..920), predicted 991 MB/s, +13.9%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: WARNING: the repeats spread 58% of their median (418..920 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1104 MB/s (1086..1146), predicted 1126 MB/s, +2.0%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 08:06 UTC, in /var/tmp/calBY, 278 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.012..1.063us
syscall=1.05273us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.0 ps a byte (-13.7..17.6)
copy_unaligned=1.95312e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.3/31.6us, first 128k 14.8/16.5/38.7us, rewrite 4k 1.8/1.9/3.1us, rewrite 64k 3.5/3.7/5.0us, rewrite 1M 31.1/34.6/61.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.3/31.6us, first 128k 14.8/16.5/38.7us, rewrite 4k 1.8/1.9/3.1us, rewrite 64k 3.5/3.7/5.0us, rewrite 1M 31.1/34.6/61.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0095) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
copy_bw=33669328282
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.95us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.45us, halved
wakeup=8.0205us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.280743us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.0, 50us: 10.0, 100us: 10.1, 150us: 10.2, 200us: 40.7, 300us: 41.1, 500us: 43.8, 1000us: 46.1
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 36.0/36.2/36.1 us)
deep_wakeup=36.14us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4971 MiB/s against one job 2753 MiB/s, per core 0.90 (0.86..0.92), paired within each round, median of 3
smp_efficiency=0.898148

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1957us (min 1674, max 2207us), against 103us per warm write; fitted from the median stall
fault_in_bw=535704944
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1957us, each of two writers at once 1675us (medians of 3 and 3 repeats): together 2.34 times one writer's rate (two at most: 2)
fault_in_parallel=2

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBY) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBY (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.053us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
write_call=0.465441us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 44.2us, 2.8us more per IO (1.5..6.7, median of 3 rounds); bounded by the 16.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.5us of the host's allocation section (dev.fresh_serial): 0.28us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.153396us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 44.2us, 2.8us more per IO (1.5..6.7, median of 3 rounds); bounded by the 16.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.5us of the host's allocation section (dev.fresh_serial): 0.28us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.128352us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4621 discards, 497ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=107.552us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.3us and 112.1us a burst, 4.38us more per command (4.09..4.45, median of 3 rounds), less dev.segment_service 1.54us: per command 2.84us; the deep-queue ladder gave 6.42us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.96us per IO (125563 IOPS), 8 KiB 6.60us, 128 KiB 55.78us, 128 KiB from huge-page buffers 16.40us, against 1.13us for 4 KiB at B: per command 6.42us, per page segment 1.54us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7993.9MB/s from the huge-page run; the QD1 slope 4305.2MB/s, i.e. 0.95us per page against 2.05us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.96us, 8k 6.60us, 16k 9.98us, 32k 15.81us, 64k 24.09us, 128k 55.78us, 128k huge 16.40us; serial t = c + n s + bytes/bw: c=4.95us s=1.005us bw=12557MB/s, rms error 11.9%; parallel t = max(c + n s, bytes/7994MB/s): c=5.14us s=1.270us, rms error 12.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.84034us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.3us and 112.1us a burst, 4.38us more per command (4.09..4.45, median of 3 rounds), less dev.segment_service 1.54us: per command 2.84us; the deep-queue ladder gave 6.42us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.96us per IO (125563 IOPS), 8 KiB 6.60us, 128 KiB 55.78us, 128 KiB from huge-page buffers 16.40us, against 1.13us for 4 KiB at B: per command 6.42us, per page segment 1.54us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7993.9MB/s from the huge-page run; the QD1 slope 4305.2MB/s, i.e. 0.95us per page against 2.05us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.96us, 8k 6.60us, 16k 9.98us, 32k 15.81us, 64k 24.09us, 128k 55.78us, 128k huge 16.40us; serial t = c + n s + bytes/bw: c=4.95us s=1.005us bw=12557MB/s, rms error 11.9%; parallel t = max(c + n s, bytes/7994MB/s): c=5.14us s=1.270us, rms error 12.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.54242us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 39.2us / 3.91 (exponential service-time tail)
latency_jitter=10.0122us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.68us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.39us and the mean jitter 10.01us; R²=0.9854, residuals (us): 4k:+0.751 16k:+1.83 64k:-1.92 256k:-7.34 1M:+21.4; less dev.kick 9.68us (one per QD1 IO)
write_latency=16.5908us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3622.0MB/s k=0.54 (LM converged), R²=0.3300, residuals (MB/s): qd1:-551 qd2:+120 qd4:+845 qd8:+473 qd16:+276 qd32:-1.21e+03; QD1 slope 4305.2MB/s, R²=0.9854, residuals (us): 4k:+0.751 16k:+1.83 64k:-1.92 256k:-7.34 1M:+21.4
write_bw=7993918318
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.74us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.39us and the mean jitter 10.01us (both as the writes fitted them); R²=0.7024, residuals (us): 4k:+1.9 16k:+1.27 64k:+4.35 256k:-24.8 1M:+276
read_latency=25.3386us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3874.2MB/s k=0.42 (LM converged), R²=0.1122, residuals (MB/s): qd1:-484 qd2:-32.1 qd4:+449 qd8:+1.73e+03 qd16:+567 qd32:-2.26e+03; QD1 slope 3839.0MB/s, R²=0.7024, residuals (us): 4k:+1.9 16k:+1.27 64k:+4.35 256k:-24.8 1M:+276
read_bw=3838979165
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.08us per IO (14.76..16.29, median of 3) less the modelled 6.40us (syscall, direct IO, command, engine)
kick=9.6799us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 130.6us, as the model adds the rest (by simulation); the closed form gave 102.4041us
flush_latency=84.8389us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.99ms, 4M 2.15ms, 8M 3.82ms, 16M 6.98ms, 32M 12.78ms, 64M 22.94ms, 128M 43.25ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 102.4us + N / 2598.2MB/s, rms error 17.2%; with the cache writing out in the background above 6.7M while the run goes on (at 5632MB/s): 102.4us + the rest / 1997.4MB/s, rms error 9.2% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5632MB/s, 2048M at 5298MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1997388871
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.99ms, 4M 2.15ms, 8M 3.82ms, 16M 6.98ms, 32M 12.78ms, 64M 22.94ms, 128M 43.25ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 102.4us + N / 2598.2MB/s, rms error 17.2%; with the cache writing out in the background above 6.7M while the run goes on (at 5632MB/s): 102.4us + the rest / 1997.4MB/s, rms error 9.2% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5632MB/s, 2048M at 5298MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.99ms, 4M 2.15ms, 8M 3.82ms, 16M 6.98ms, 32M 12.78ms, 64M 22.94ms, 128M 43.25ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 102.4us + N / 2598.2MB/s, rms error 17.2%; with the cache writing out in the background above 6.7M while the run goes on (at 5632MB/s): 102.4us + the rest / 1997.4MB/s, rms error 9.2% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5632MB/s, 2048M at 5298MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.684ms, 256 per flush 2.179ms; 8.8us per write beyond dev.flush_latency 102.4us, less 2.1us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.74893us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4987MB/s, rewritten 5298MB/s: 12.325us more per MiB fresh, against 131.2us per MiB at dev.write_bw
fresh_write_factor=0.91411
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1646MB/s (1590..1661), 2x128M 1699MB/s (1630..1722), 1x512M 1499MB/s (1323..1673), 2x512M 1747MB/s (1742..1750); all bytes over all fsync times 1660MB/s, less the fresh transfer and the commands' serial time (7194MB/s), leaves 2159MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1997MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 433ms into a fresh file, 681ms rewritten
fresh_drain_factor=0.833336
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.32us against 17.05, 32k 23.93us against 15.69, 64k 28.81us against 23.83, 128k 48.34us against 29.14; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.07us, bw = 9465MB/s
fresh_serial=2.07467us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.32us against 17.05, 32k 23.93us against 15.69, 64k 28.81us against 23.83, 128k 48.34us against 29.14; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.07us, bw = 9465MB/s
fresh_serial_bw=9465495528

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.13us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.232us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
page_init=0.280702us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.301); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
folio_alloc=0.325371us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.301); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
add_folio=0.104119us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.301); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
mark_dirty=0.0520594us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
lru_add_large=0.161104us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.345516us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.125735us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.301); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
insert=0.286327us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.301); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.568us p=0.2807us f=1.0802us L=0.1611us b=33669MB/s; R²=0.9984, residuals (us): 512:-0.037 1k:+0.00367 2k:+0.0604 4k:-0.0372 8k:-0.0722 16k:+0.0687 32k:+0.174 64k:+0.109 128k:-0.46 256k:-1.6 512k:+0.946 1M:+5.11 512:-0.00116 4k:+0.0192 64k:-0.0148 1M:+0.0524
mark_dirty=0.312356us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.120us per IO, spread 95%: fio's own loop, the same for pwrite and pwritev
psync=0.1205us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.120us per IO, spread 95%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1205us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.46..5.71) against psync 3.60us (3.57..3.72) per IO, libaio - psync within each round 2.08us (1.74..2.11), plus engine.psync 0.120us, split half to submit, half to complete
libaio_submit=1.09785us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.46..5.71) against psync 3.60us (3.57..3.72) per IO, libaio - psync within each round 2.08us (1.74..2.11), plus engine.psync 0.120us, split half to submit, half to complete
libaio_complete=1.09785us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.78us per IO (3.69..4.09, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.45..3.57): 0.34us more per IO (0.24..0.52, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.456193us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.36us per IO (4.30..4.46, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.48..3.54): 0.89us more per IO (0.76..0.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.00551us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (58.6..58.6), io_uring qd8 on ext4 75.2us (73.2..76.2) with scramble_buffers=0 and 68.4us (68.4..70.3) with it on; iowq.punt 0.46us
remote_copy_bw=32472964558
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (58.6..58.6), io_uring qd8 on ext4 75.2us (73.2..76.2) with scramble_buffers=0 and 68.4us (68.4..70.3) with it on; iowq.punt 0.46us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 231us (220..538) with 64 KiB queued (4 KiB writes), 1482us (1416..1587) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.5us
worker_start=136.8us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 231us (220..538) with 64 KiB queued (4 KiB writes), 1482us (1416..1587) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.5us
start_bw=785711660
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.40us per IO (21.70..22.52, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.02722us
