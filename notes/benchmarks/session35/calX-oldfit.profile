# calX-oldfit: calX with the estimators before ab4f55d (straight-line drain 2590.7 MB/s, no background threshold, fresh factor from all cells)
# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 79.26us, qd2 58.03us, qd4 32.05us, qd8 49.82us, qd16 49.79us, qd32 45.16us; overlapped max(t1/qd, t32) rms error 19.7%; batched S + D/qd: S=38.34us D=29.35us, rms error 21.9%: overlapped
# note: write device curve: QD1 t(bs) 38.52us + bs/2896.9MB/s (R²=0.9850); deep queue B=3126.5MB/s, k=0.56 (R²=0.3164); measured at qd32: 2902.2MB/s (2603.9..3003.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 35.85us + bs/3339.0MB/s (R²=0.9977); deep queue B=3522.8MB/s, k=0.46 (R²=0.1768); measured at qd32: 2849.2MB/s (2777.0..2986.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.5 ps a byte (-1.8..35.1)
# note: buffered write(): 1.682us per call + 0.3452us per new page (0.2462us copied in a chunk of cpu.copy_stream_bytes or more) + 1.2427us per new folio + 0.2017us per new large folio + 29952MB/s (R²=0.9962, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.69 per core (2 jobs at once against one: 0.150 / 0.109 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.75us per IO (3.33..4.15, median of 3) against the same writes through fio's psync engine in the same rounds, 5.10us (4.33..5.16): -1.01us more per IO (-1.77..-0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.66..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 4.09us (3.85..4.33): -0.18us more per IO (-0.43..-0.12, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.2us against 42.6us, 2.3us more per IO (0.6..3.2, median of 3 rounds); bounded by the 15.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 3.1us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15876MB/s, best 16244MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1236 MB/s after the memory phase, 1311 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 607 MB/s (597..612), predicted 611 MB/s, +0.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1144 MB/s (1133..1169), predicted 1152 MB/s, +0.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9895 MB/s (9882..9913), predicted 10349 MB/s, +4.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9594 MB/s (7195..9850), predicted 10192 MB/s, +6.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3781 MB/s (3781..3835), predicted 5526 MB/s, +46.2%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1091 MB/s (987..1231), predicted 1060 MB/s, -2.9%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 170 MB/s (162..178), predicted 170 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1049 MB/s (1032..1118), predicted 1060 MB/s, +1.1%
# note: self-check punted copy, 512k io_uring qd8: measured 6468 MB/s (6468..6972), predicted 7815 MB/s, +20.8%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6883 MB/s (6628..6972), predicted 7815 MB/s, +13.5%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 581 MB/s (564..733), predicted 672 MB/s, +15.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1378 MB/s (1086..1590), predicted 954 MB/s, -30.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 37% of their median (1086..1590 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 998 MB/s (748..1291), predicted 673 MB/s, -32.6%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 54% of their median (748..1291 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1498 MB/s (1441..2129), predicted 1884 MB/s, +25.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 46% of their median (1441..2129 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1561 MB/s (1118..1617), predicted 1305 MB/s, -16.4%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 32% of their median (1118..1617 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2417 MB/s (1736..2682), predicted 2416 MB/s, -0.0%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 39% of their median (1736..2682 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1467 MB/s (1284..1517), predicted 1698 MB/s, +15.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2451 MB/s (2143..2556), predicted 2661 MB/s, +8.6%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1877 MB/s (1491..2256), predicted 1948 MB/s, +3.8%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 41% of their median (1491..2256 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1278 MB/s (1217..1337), predicted 1118 MB/s, -12.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1482 MB/s (1357..1483), predicted 1175 MB/s, -20.8%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1352 MB/s (1216..1398), predicted 1303 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1405 MB/s (969..1446), predicted 1508 MB/s, +7.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 34% of their median (969..1446 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 792 MB/s (771..794), predicted 928 MB/s, +17.2%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1013 MB/s (965..1026), predicted 1016 MB/s, +0.3%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 06:05 UTC, in /var/tmp/calX, 288 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.047..1.130us
syscall=1.07573us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.5 ps a byte (-1.8..35.1)
copy_unaligned=1.49101e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.5/3.4us, rewrite 64k 3.7/4.3/6.0us, rewrite 1M 35.1/39.2/81.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.5/3.4us, rewrite 64k 3.7/4.3/6.0us, rewrite 1M 35.1/39.2/81.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0374 (none) to 0.0209
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
copy_stream_page=0.0989764us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
copy_bw=29952447208
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.40us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.43us, halved
wakeup=7.76401us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.498193us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3606 MiB/s against one job 2081 MiB/s, per core 0.87 (0.83..0.89), paired within each round, median of 3
smp_efficiency=0.866197

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1614us (min 1596, max 1634us), against 98us per warm write; fitted from the median stall
fault_in_bw=649540121
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1614us, each of two writers at once 1770us (medians of 3 and 3 repeats): together 1.82 times one writer's rate
fault_in_parallel=1.82412
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1614us, p90 1706us, mean 1626us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calX) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calX (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.076us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
write_call=0.556007us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4170 discards, 369ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=88.4892us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.65us per IO (115594 IOPS), 8 KiB 7.78us, 128 KiB 45.16us, 128 KiB from huge-page buffers 18.63us, against 1.31us for 4 KiB at B: per command 7.47us, per page segment 1.18us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7034.4MB/s from the huge-page run; the QD1 slope 2896.9MB/s, i.e. 1.41us per page against 1.76us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.65us, 8k 7.78us, 16k 10.47us, 32k 13.98us, 64k 24.97us, 128k 45.16us, 128k huge 18.63us; serial t = c + n s + bytes/bw: c=6.22us s=0.761us bw=11253MB/s, rms error 7.9%; parallel t = max(c + n s, bytes/7034MB/s): c=7.19us s=0.856us, rms error 12.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=7.47314us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.65us per IO (115594 IOPS), 8 KiB 7.78us, 128 KiB 45.16us, 128 KiB from huge-page buffers 18.63us, against 1.31us for 4 KiB at B: per command 7.47us, per page segment 1.18us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7034.4MB/s from the huge-page run; the QD1 slope 2896.9MB/s, i.e. 1.41us per page against 1.76us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.65us, 8k 7.78us, 16k 10.47us, 32k 13.98us, 64k 24.97us, 128k 45.16us, 128k huge 18.63us; serial t = c + n s + bytes/bw: c=6.22us s=0.761us bw=11253MB/s, rms error 7.9%; parallel t = max(c + n s, bytes/7034MB/s): c=7.19us s=0.856us, rms error 12.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.17779us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 35.6us / 3.91 (exponential service-time tail)
latency_jitter=9.09606us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.52us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.05us and the mean jitter 9.10us; R²=0.9850, residuals (us): 4k:+0.439 16k:+1.68 64k:-1.88 256k:-10.4 1M:+39.5; less dev.kick 9.84us (one per QD1 IO)
write_latency=9.53034us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3126.5MB/s k=0.56 (LM converged), R²=0.3164, residuals (MB/s): qd1:-350 qd2:-183 qd4:+1.35e+03 qd8:-291 qd16:-388 qd32:-170; QD1 slope 2896.9MB/s, R²=0.9850, residuals (us): 4k:+0.439 16k:+1.68 64k:-1.88 256k:-10.4 1M:+39.5
write_bw=7034352688
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=35.85us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.05us and the mean jitter 9.10us (both as the writes fitted them); R²=0.9977, residuals (us): 4k:+0.516 16k:-1.37 64k:+2.08 256k:-1.44 1M:+0.162
read_latency=16.7078us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3522.8MB/s k=0.46 (LM converged), R²=0.1768, residuals (MB/s): qd1:-315 qd2:-604 qd4:+1.95e+03 qd8:-14.3 qd16:-427 qd32:-623; QD1 slope 3339.0MB/s, R²=0.9977, residuals (us): 4k:+0.516 16k:-1.37 64k:+2.08 256k:-1.44 1M:+0.162
read_bw=3338992266
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.60us per IO (13.88..19.94, median of 3) less the modelled 6.76us (syscall, direct IO, command, engine)
kick=9.84195us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 4M 2.34ms, 16M 7.77ms, 64M 25.56ms, 256M 93.85ms; t = 435.1us + N / 2590.7MB/s, rms error 9.2%; with the cache writing out in the background above 9975792 while the run goes on (at 5398MB/s): 233.5us + the rest / 1893.5MB/s, rms error 2.3%: kept; sequential writes from huge pages: 256M at 5398MB/s, 2048M at 5285MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2590700000
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 4M 2.34ms, 16M 7.77ms, 64M 25.56ms, 256M 93.85ms; t = 435.1us + N / 2590.7MB/s, rms error 9.2%; with the cache writing out in the background above 9975792 while the run goes on (at 5398MB/s): 233.5us + the rest / 1893.5MB/s, rms error 2.3%: kept; sequential writes from huge pages: 256M at 5398MB/s, 2048M at 5285MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=0
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 4M 2.34ms, 16M 7.77ms, 64M 25.56ms, 256M 93.85ms; t = 435.1us + N / 2590.7MB/s, rms error 9.2%; with the cache writing out in the background above 9975792 while the run goes on (at 5398MB/s): 233.5us + the rest / 1893.5MB/s, rms error 2.3%: kept; sequential writes from huge pages: 256M at 5398MB/s, 2048M at 5285MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.60ms: 10.0us per write, less 2.2us for its bytes at dev.cache_drain_bw
cache_drain_io=7.83912us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3587MB/s, rewritten 5285MB/s: 93.899us more per MiB fresh, against 149.1us per MiB at dev.write_bw
fresh_write_factor=0.613528
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1456MB/s (1380..1556), 2x128M 1601MB/s (1475..1607), 1x512M 1546MB/s (1375..1627), 2x512M 1571MB/s (1518..1641); all bytes over all fsync times 1560MB/s; the cells under dev.cache_background 9975792 (none: all of them) 1560MB/s, less the fresh transfer and the commands' serial time (4262MB/s), leaves 2460MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1894MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 526ms into a fresh file, 630ms rewritten
fresh_drain_factor=0.949807
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.42us against 11.89, 32k 21.00us against 21.88, 64k 44.68us against 27.12, 128k 69.82us against 53.48; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.52us, bw = 6751MB/s
fresh_serial=2.51746us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.42us against 11.89, 32k 21.00us against 21.88, 64k 44.68us against 27.12, 128k 69.82us against 53.48; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.52us, bw = 6751MB/s
fresh_serial_bw=6751181141
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 183.3us, minus the model's data write, log write of 8k and fsync CPU (32.3us)
flush_latency=151.046us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.12us, 4.83us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.712us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
page_init=0.345202us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.497); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
folio_alloc=0.374321us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.497); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
add_folio=0.119783us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.497); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
mark_dirty=0.0598914us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
lru_add_large=0.201654us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.345407us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.127437us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.497); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
insert=0.329403us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.497); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.682us p=0.3452us pl=0.2462us f=1.2427us L=0.2017us b=29952MB/s; R²=0.9962, residuals (us): 512:-0.0951 1k:-0.0626 2k:+0.0555 4k:+0.0253 8k:-0.00618 16k:-0.0063 32k:+0.148 64k:-0.151 256k:-0.739 512k:-0.855 1M:+4.65 512:-0.0556 4k:+0.251 64k:-0.0667 1M:+0.112
mark_dirty=0.359348us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.150us per IO, spread 32%: fio's own loop, the same for pwrite and pwritev
psync=0.15us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.150us per IO, spread 32%: fio's own loop, the same for pwrite and pwritev
pvsync=0.15us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.05us (5.58..7.26) against psync 4.67us (3.48..4.67) per IO, libaio - psync within each round 2.38us (0.92..3.78), plus engine.psync 0.150us, split half to submit, half to complete
libaio_submit=1.26519us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.05us (5.58..7.26) against psync 4.67us (3.48..4.67) per IO, libaio - psync within each round 2.38us (0.92..3.78), plus engine.psync 0.150us, split half to submit, half to complete
libaio_complete=1.26519us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.75us per IO (3.33..4.15, median of 3) against the same writes through fio's psync engine in the same rounds, 5.10us (4.33..5.16): -1.01us more per IO (-1.77..-0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.66..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 4.09us (3.85..4.33): -0.18us more per IO (-0.43..-0.12, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 62.5us (61.5..71.3), io_uring qd8 on ext4 81.1us (75.2..81.1) with scramble_buffers=0 and 76.2us (75.2..79.1) with it on; iowq.punt 0.00us
remote_copy_bw=38347922290
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 62.5us (61.5..71.3), io_uring qd8 on ext4 81.1us (75.2..81.1) with scramble_buffers=0 and 76.2us (75.2..79.1) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 24.05us per IO (23.04..25.21, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.03528us
