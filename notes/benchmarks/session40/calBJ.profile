# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 87.15us, qd2 61.63us, qd4 54.07us, qd8 56.83us, qd16 79.54us, qd32 55.39us; overlapped max(t1/qd, t32) rms error 13.1%; batched S + D/qd: S=55.68us D=22.55us, rms error 13.9%: overlapped
# note: write device curve: QD1 t(bs) 39.41us + bs/2690.9MB/s (R²=0.9533); deep queue B=2258.4MB/s, k=0.32 (R²=0.2969); measured at qd32: 2366.3MB/s (1831.0..2407.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.70us + bs/3519.7MB/s (R²=0.9971); deep queue B=3557.0MB/s, k=0.97 (R²=0.5320); measured at qd32: 2399.8MB/s (2150.4..2580.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 4.9 ps a byte (-0.2..62.1)
# note: buffered write(): 2.395us per call + 0.3935us per new page (0.3085us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.5212us per new folio + 0.3873us per new large folio + 28123MB/s (R²=0.9929, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.67 per core (2 jobs at once against one: 0.219 / 0.164 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.07us per IO (4.09..6.68, median of 3) against the same writes through fio's psync engine in the same rounds, 5.58us (5.34..5.74): -0.67us more per IO (-1.25..1.10, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 13219MB/s, best 13389MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1232 MB/s after the memory phase, 829 MB/s at the end, -33%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 577 MB/s (575..577), predicted 580 MB/s, +0.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 885 MB/s (867..892), predicted 889 MB/s, +0.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 6753 MB/s (6685..8286), predicted 7360 MB/s, +9.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7327 MB/s (5191..7574), predicted 7104 MB/s, -3.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (5191..7574 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3728 MB/s (3532..3781), predicted 3942 MB/s, +5.7%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 776 MB/s (758..794), predicted 770 MB/s, -0.8%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 145 MB/s (143..146), predicted 145 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 809 MB/s (613..1002), predicted 823 MB/s, +1.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 48% of their median (613..1002 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 7158 MB/s (5711..7457), predicted 6757 MB/s, -5.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6316 MB/s (2324..8659), predicted 6757 MB/s, +7.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: WARNING: the repeats spread 100% of their median (2324..8659 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 742 MB/s (718..742), predicted 608 MB/s, -18.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 981 MB/s (815..1111), predicted 985 MB/s, +0.4%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 30% of their median (815..1111 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 582 MB/s (521..727), predicted 826 MB/s, +41.8%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 35% of their median (521..727 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1449 MB/s (1269..1849), predicted 1584 MB/s, +9.4%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 40% of their median (1269..1849 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1291 MB/s (1266..1356), predicted 1090 MB/s, -15.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2353 MB/s (2227..3177), predicted 2032 MB/s, -13.6%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 40% of their median (2227..3177 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1356 MB/s (1114..1637), predicted 1298 MB/s, -4.2%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 39% of their median (1114..1637 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2953 MB/s (2246..3089), predicted 2366 MB/s, -19.9%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1483 MB/s (1322..1814), predicted 1434 MB/s, -3.3%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1322..1814 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 23 MB/s (23..23), predicted 23 MB/s, -0.0%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 17 MB/s (17..17), predicted 18 MB/s, +7.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1153 MB/s (1138..1225), predicted 1196 MB/s, +3.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1265 MB/s (918..1388), predicted 1298 MB/s, +2.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: WARNING: the repeats spread 37% of their median (918..1388 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1244 MB/s (613..1260), predicted 1225 MB/s, -1.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 52% of their median (613..1260 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1003 MB/s (835..1114), predicted 1053 MB/s, +5.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 835 MB/s (760..923), predicted 855 MB/s, +2.3%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1136 MB/s (1100..1141), predicted 970 MB/s, -14.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 22:12 UTC, in /var/tmp/calBJ, 274 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.056..1.091us
syscall=1.06175us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 4.9 ps a byte (-0.2..62.1)
copy_unaligned=4.90329e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.5/4.6us, rewrite 64k 4.6/6.0/10.8us, rewrite 1M 35.6/40.2/106.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.5/4.6us, rewrite 64k 4.6/6.0/10.8us, rewrite 1M 35.6/40.2/106.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0421) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
copy_bw=28122750395
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 26.28us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.91us, halved
wakeup=10.234us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=3.99503us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 12.5, 50us: 13.2, 100us: 14.2, 150us: 14.3, 200us: 60.5, 300us: 65.3, 500us: 73.2, 1000us: 85.4
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 75.2/72.6/72.7 us)
deep_wakeup=72.8985us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3556 MiB/s against one job 2151 MiB/s, per core 0.78 (0.72..0.85), paired within each round, median of 3
smp_efficiency=0.782895

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1659us (min 1653, max 1681us), against 102us per warm write; fitted from the median stall
fault_in_bw=631903733
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1659us, each of two writers at once 2438us (medians of 3 and 3 repeats): together 1.36 times one writer's rate
fault_in_parallel=1.36148
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1659us, p90 1996us, mean 1700us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBJ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBJ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.062us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
write_call=1.28354us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 50.2us against 46.7us, 3.4us more per IO (3.0..6.6, median of 3 rounds); bounded by the 16.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.6us of the host's allocation section (dev.fresh_serial): 1.57us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.855664us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 50.2us against 46.7us, 3.4us more per IO (3.0..6.6, median of 3 rounds); bounded by the 16.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.6us of the host's allocation section (dev.fresh_serial): 1.57us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.715964us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4164 discards, 329ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=79.0106us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.56us per IO (94731 IOPS), 8 KiB 8.61us, 128 KiB 55.39us, 128 KiB from huge-page buffers 20.10us, against 1.81us for 4 KiB at B: per command 9.11us, per page segment 1.45us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6521.4MB/s from the huge-page run; the QD1 slope 2690.9MB/s, i.e. 1.52us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.56us, 8k 8.61us, 16k 10.25us, 32k 18.88us, 64k 27.17us, 128k 55.39us, 128k huge 20.10us; serial t = c + n s + bytes/bw: c=6.65us s=0.960us bw=10497MB/s, rms error 12.8%; parallel t = max(c + n s, bytes/6521MB/s): c=7.40us s=1.138us, rms error 14.3%: not serial
cmd_service=9.10988us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.56us per IO (94731 IOPS), 8 KiB 8.61us, 128 KiB 55.39us, 128 KiB from huge-page buffers 20.10us, against 1.81us for 4 KiB at B: per command 9.11us, per page segment 1.45us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6521.4MB/s from the huge-page run; the QD1 slope 2690.9MB/s, i.e. 1.52us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.56us, 8k 8.61us, 16k 10.25us, 32k 18.88us, 64k 27.17us, 128k 55.39us, 128k huge 20.10us; serial t = c + n s + bytes/bw: c=6.65us s=0.960us bw=10497MB/s, rms error 12.8%; parallel t = max(c + n s, bytes/6521MB/s): c=7.40us s=1.138us, rms error 14.3%: not serial
segment_service=1.4463us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.0us / 3.91 (exponential service-time tail)
latency_jitter=7.6564us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.41us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.67us and the mean jitter 7.66us; R²=0.9533, residuals (us): 4k:+2.1 16k:+1.65 64k:-3.88 256k:-16.4 1M:+89.7; less dev.kick 9.74us (one per QD1 IO)
write_latency=10.3453us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2258.4MB/s k=0.32 (LM converged), R²=0.2969, residuals (MB/s): qd1:-212 qd2:+177 qd4:+331 qd8:+134 qd16:-567 qd32:+130; QD1 slope 2690.9MB/s, R²=0.9533, residuals (us): 4k:+2.1 16k:+1.65 64k:-3.88 256k:-16.4 1M:+89.7
write_bw=6521433510
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.70us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.67us and the mean jitter 7.66us (both as the writes fitted them); R²=0.9971, residuals (us): 4k:+0.521 16k:+0.0398 64k:-0.0974 256k:-4.73 1M:+12.1
read_latency=20.376us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3557.0MB/s k=0.97 (LM converged), R²=0.5320, residuals (MB/s): qd1:-188 qd2:-121 qd4:+217 qd8:+244 qd16:+855 qd32:-1.05e+03; QD1 slope 3519.7MB/s, R²=0.9971, residuals (us): 4k:+0.521 16k:+0.0398 64k:-0.0974 256k:-4.73 1M:+12.1
read_bw=3557018557
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.07us per IO (15.82..20.41, median of 3) less the modelled 6.33us (syscall, direct IO, command, engine)
kick=9.74052us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 164.9us, as the model adds the rest (by simulation); the closed form gave 142.8289us
flush_latency=122.681us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.47ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 142.8us + N / 2220.8MB/s, rms error 14.6%; with the cache writing out in the background above 13.5M while the run goes on (at 5277MB/s): 142.8us + the rest / 1820.7MB/s, rms error 7.8% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5277MB/s, 2048M at 5473MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1820669553
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.47ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 142.8us + N / 2220.8MB/s, rms error 14.6%; with the cache writing out in the background above 13.5M while the run goes on (at 5277MB/s): 142.8us + the rest / 1820.7MB/s, rms error 7.8% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5277MB/s, 2048M at 5473MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.47ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 142.8us + N / 2220.8MB/s, rms error 14.6%; with the cache writing out in the background above 13.5M while the run goes on (at 5277MB/s): 142.8us + the rest / 1820.7MB/s, rms error 7.8% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5277MB/s, 2048M at 5473MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=14107901
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.249ms, 64 per flush 0.725ms, 256 per flush 2.073ms; 7.8us per write beyond dev.flush_latency 142.8us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=5.5962us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4161MB/s, rewritten 5473MB/s: 60.381us more per MiB fresh, against 160.8us per MiB at dev.write_bw
fresh_write_factor=0.726993
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1352MB/s (1334..1424), 2x128M 1392MB/s (976..1522), 1x512M 1475MB/s (1441..1494), 2x512M 1751MB/s (1746..2645); all bytes over all fsync times 1586MB/s, less the fresh transfer and the commands' serial time (4663MB/s), leaves 2404MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1821MB/s above dev.cache_background 14107900 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 506ms into a fresh file, 750ms rewritten
fresh_drain_factor=0.878333
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 28.14us against 16.70, 32k 25.39us against 22.62, 64k 48.34us against 27.85, 128k 88.38us against 44.38; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.53us, bw = 3709MB/s
fresh_serial=0.529718us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 28.14us against 16.70, 32k 25.39us against 22.62, 64k 48.34us against 27.85, 128k 88.38us against 44.38; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.53us, bw = 3709MB/s
fresh_serial_bw=3709351506

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.08us, 6.50us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.416us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
page_init=0.393451us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
folio_alloc=0.458182us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
add_folio=0.146618us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
mark_dirty=0.0733091us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
lru_add_large=0.387305us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 12.2ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.576833us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 12.2ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.168721us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
insert=0.4032us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.833); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.395us p=0.3935us f=1.5212us L=0.3873us b=28123MB/s; R²=0.9929, residuals (us): 512:-0.116 1k:-0.0609 2k:+0.0596 4k:+0.0244 8k:-0.0983 16k:-0.0717 32k:+0.69 64k:+0.291 128k:-1.51 256k:-1.35 512k:-1.27 1M:+12.8 512:-0.16 4k:+0.308 64k:+0.32 1M:-1.27
mark_dirty=0.439854us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.219us per IO, spread 9%: fio's own loop, the same for pwrite and pwritev
psync=0.219us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.219us per IO, spread 9%: fio's own loop, the same for pwrite and pwritev
pvsync=0.219us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.52..5.71) against psync 3.63us (3.57..3.69) per IO, libaio - psync within each round 1.89us (1.83..2.14), plus engine.psync 0.219us, split half to submit, half to complete
libaio_submit=1.05554us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.52..5.71) against psync 3.63us (3.57..3.69) per IO, libaio - psync within each round 1.89us (1.83..2.14), plus engine.psync 0.219us, split half to submit, half to complete
libaio_complete=1.05554us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.28us per IO (5.16..5.40, median of 3) against the same writes through fio's psync engine in the same rounds, 5.13us (5.04..5.16): 0.12us more per IO (0.03..0.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.34107us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.07us per IO (4.09..6.68, median of 3) against the same writes through fio's psync engine in the same rounds, 5.58us (5.34..5.74): -0.67us more per IO (-1.25..1.10, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (63.5..549.8), io_uring qd8 on ext4 73.2us (70.3..91.8) with scramble_buffers=0 and 83.0us (60.5..225.6) with it on; iowq.punt 0.34us
remote_copy_bw=825010931223
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (63.5..549.8), io_uring qd8 on ext4 73.2us (70.3..91.8) with scramble_buffers=0 and 83.0us (60.5..225.6) with it on; iowq.punt 0.34us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 28.23us per IO (28.11..28.56, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.44421us
