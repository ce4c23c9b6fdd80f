# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 88.51us, qd2 64.05us, qd4 52.31us, qd8 54.81us, qd16 61.21us, qd32 54.23us; overlapped max(t1/qd, t32) rms error 8.0%; batched S + D/qd: S=51.71us D=30.14us, rms error 8.3%: overlapped
# note: write device curve: QD1 t(bs) 39.87us + bs/2616.2MB/s (R²=0.9814); deep queue B=2477.4MB/s, k=0.50 (R²=0.7229); measured at qd32: 2416.8MB/s (2413.0..2495.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 38.50us + bs/3205.0MB/s (R²=0.9782); deep queue B=3206.6MB/s, k=0.68 (R²=0.7954); measured at qd32: 2897.6MB/s (2493.7..3287.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.1 ps a byte (1.1..37.8)
# note: buffered write(): 1.779us per call + 0.3106us per new page (0.2256us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.0116us per new folio + 0.4835us per new large folio + 34682MB/s (R²=0.9959, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.86 per core (2 jobs at once against one: 0.192 / 0.111 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.9us against 42.3us, 2.9us more per IO (2.6..3.5, median of 3 rounds); bounded by the 16.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 2.8us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15585MB/s, best 16183MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1156 MB/s after the memory phase, 933 MB/s at the end, -19%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 569 MB/s (500..604), predicted 573 MB/s, +0.7%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1232 MB/s (1028..1247), predicted 1216 MB/s, -1.3%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9118 MB/s (8727..9751), predicted 9265 MB/s, +1.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10097 MB/s (7529..10319), predicted 9093 MB/s, -9.9%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4006 MB/s (3862..4401), predicted 5635 MB/s, +40.6%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 804 MB/s (695..1137), predicted 1037 MB/s, +29.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 55% of their median (695..1137 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 144 MB/s (144..167), predicted 144 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 966 MB/s (855..1057), predicted 923 MB/s, -4.4%
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (7064..9100), predicted 7657 MB/s, -8.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8260 MB/s (7457..8801), predicted 7053 MB/s, -14.6%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 586 MB/s (584..594), predicted 699 MB/s, +19.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 786 MB/s (678..1201), predicted 1126 MB/s, +43.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 67% of their median (678..1201 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 629 MB/s (542..872), predicted 740 MB/s, +17.8%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 52% of their median (542..872 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1532 MB/s (1483..1709), predicted 1697 MB/s, +10.8%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1231 MB/s (1069..1570), predicted 1451 MB/s, +17.8%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 41% of their median (1069..1570 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2372 MB/s (1817..2838), predicted 2117 MB/s, -10.8%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 43% of their median (1817..2838 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1260 MB/s (1209..2334), predicted 1648 MB/s, +30.8%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 89% of their median (1209..2334 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2189 MB/s (1976..2238), predicted 2415 MB/s, +10.3%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1721 MB/s (1710..1721), predicted 1757 MB/s, +2.1%
# note: self-check 4k overwrite, fdatasync=1: measured 41 MB/s (41..41), predicted 41 MB/s, -0.4%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 27 MB/s (27..27), predicted 25 MB/s, -7.7%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1020 MB/s (963..1048), predicted 1056 MB/s, +3.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1094 MB/s (1076..1117), predicted 1114 MB/s, +1.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1043 MB/s (695..1092), predicted 1063 MB/s, +2.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 38% of their median (695..1092 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 861 MB/s (710..1122), predicted 998 MB/s, +15.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 48% of their median (710..1122 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 659 MB/s (657..663), predicted 817 MB/s, +23.9%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 838 MB/s (836..869), predicted 1041 MB/s, +24.3%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 23:29 UTC, in /var/tmp/calBN, 279 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.980..1.213us
syscall=1.06095us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.1 ps a byte (1.1..37.8)
copy_unaligned=2.0501e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.4/3.2us, rewrite 64k 3.5/4.3/8.2us, rewrite 1M 30.6/33.0/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.10 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.4/3.2us, rewrite 64k 3.5/4.3/8.2us, rewrite 1M 30.6/33.0/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.10 over 9 percentiles
interrupt_time=7.09627us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0247) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
copy_bw=34681543957
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.66us per round trip (two wake-ups) less two non-sleeping write+read pairs of 3.02us, halved
wakeup=8.3165us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.434448us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.8, 50us: 11.0, 100us: 11.7, 150us: 12.5, 200us: 45.2, 300us: 46.1, 500us: 47.5, 1000us: 51.0
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 40.2/40.5/40.0 us)
deep_wakeup=40.2165us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3821 MiB/s against one job 2098 MiB/s, per core 0.88 (0.76..1.00), paired within each round, median of 3
smp_efficiency=0.877698

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1715us (min 1598, max 2111us), against 98us per warm write; fitted from the median stall
fault_in_bw=611525829
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1715us, each of two writers at once 1795us (medians of 3 and 3 repeats): together 1.91 times one writer's rate
fault_in_parallel=1.91098
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1715us, p90 2059us, mean 1741us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBN) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBN (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.061us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
write_call=0.668516us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4168 discards, 370ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=88.7716us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 48.1us and 113.0us a burst, 4.32us more per command (3.75..4.70, median of 3 rounds), less dev.segment_service 1.49us: per command 2.83us; the deep-queue ladder gave 6.53us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.02us per IO (124640 IOPS), 8 KiB 7.00us, 128 KiB 54.23us, 128 KiB from huge-page buffers 18.12us, against 1.65us for 4 KiB at B: per command 6.53us, per page segment 1.49us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7235.2MB/s from the huge-page run; the QD1 slope 2616.2MB/s, i.e. 1.57us per page against 2.06us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.02us, 8k 7.00us, 16k 10.47us, 32k 15.20us, 64k 29.87us, 128k 54.23us, 128k huge 18.12us; serial t = c + n s + bytes/bw: c=5.05us s=1.058us bw=10913MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/7235MB/s): c=5.87us s=1.165us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.83316us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 48.1us and 113.0us a burst, 4.32us more per command (3.75..4.70, median of 3 rounds), less dev.segment_service 1.49us: per command 2.83us; the deep-queue ladder gave 6.53us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.02us per IO (124640 IOPS), 8 KiB 7.00us, 128 KiB 54.23us, 128 KiB from huge-page buffers 18.12us, against 1.65us for 4 KiB at B: per command 6.53us, per page segment 1.49us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7235.2MB/s from the huge-page run; the QD1 slope 2616.2MB/s, i.e. 1.57us per page against 2.06us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.02us, 8k 7.00us, 16k 10.47us, 32k 15.20us, 64k 29.87us, 128k 54.23us, 128k huge 18.12us; serial t = c + n s + bytes/bw: c=5.05us s=1.058us bw=10913MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/7235MB/s): c=5.87us s=1.165us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.49064us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 31.5us / 3.91 (exponential service-time tail)
latency_jitter=8.04903us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.87us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.39us and the mean jitter 8.05us; R²=0.9814, residuals (us): 4k:+0.939 16k:+1.16 64k:-1.89 256k:-12.7 1M:+52.1; less dev.kick 7.29us (one per QD1 IO)
write_latency=19.1465us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2477.4MB/s k=0.50 (LM converged), R²=0.7229, residuals (MB/s): qd1:-165 qd2:+68.5 qd4:+306 qd8:+61 qd16:-260 qd32:-22.1; QD1 slope 2616.2MB/s, R²=0.9814, residuals (us): 4k:+0.939 16k:+1.16 64k:-1.89 256k:-12.7 1M:+52.1
write_bw=7235194156
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.50us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.39us and the mean jitter 8.05us (both as the writes fitted them); R²=0.9782, residuals (us): 4k:+1.08 16k:+0.828 64k:-1.07 256k:-11.9 1M:+44.2
read_latency=25.0579us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3206.6MB/s k=0.68 (LM converged), R²=0.7954, residuals (MB/s): qd1:-190 qd2:+5.62 qd4:+264 qd8:+343 qd16:-204 qd32:-242; QD1 slope 3205.0MB/s, R²=0.9782, residuals (us): 4k:+1.08 16k:+0.828 64k:-1.07 256k:-11.9 1M:+44.2
read_bw=3206555881
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.98us per IO (13.23..19.84, median of 3) less the modelled 6.70us (syscall, direct IO, command, engine)
kick=7.28515us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 89.6us, as the model adds the rest (by simulation); the closed form gave 58.8264us
flush_latency=32.3486us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.24ms, 4M 2.28ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 28.44ms, 128M 54.79ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 58.8us + N / 2136.5MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6065MB/s): 58.8us + the rest / 1742.5MB/s, rms error 9.6% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6065MB/s, 2048M at 6143MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1742496987
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.24ms, 4M 2.28ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 28.44ms, 128M 54.79ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 58.8us + N / 2136.5MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6065MB/s): 58.8us + the rest / 1742.5MB/s, rms error 9.6% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6065MB/s, 2048M at 6143MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.24ms, 4M 2.28ms, 8M 4.49ms, 16M 8.29ms, 32M 15.40ms, 64M 28.44ms, 128M 54.79ms, 256M 103.28ms; with dev.flush_latency as the fixed part; t = 58.8us + N / 2136.5MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6065MB/s): 58.8us + the rest / 1742.5MB/s, rms error 9.6% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6065MB/s, 2048M at 6143MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.346ms, 64 per flush 1.090ms, 256 per flush 3.326ms; 14.7us per write beyond dev.flush_latency 58.8us, less 2.4us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=12.3775us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4803MB/s, rewritten 6143MB/s: 47.632us more per MiB fresh, against 144.9us per MiB at dev.write_bw
fresh_write_factor=0.752637
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1140MB/s (1067..1163), 2x128M 1154MB/s (1136..1186), 1x512M 1181MB/s (1161..1225), 2x512M 1389MB/s (1198..1465); all bytes over all fsync times 1276MB/s, less the fresh transfer and the commands' serial time (5384MB/s), leaves 1672MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1742MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 538ms into a fresh file, 728ms rewritten
fresh_drain_factor=0.733632
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 26.06us against 20.85, 32k 26.61us against 21.39, 64k 52.00us against 27.63, 128k 76.17us against 59.88; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.16us, bw = 6023MB/s
fresh_serial=2.16123us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 26.06us against 20.85, 32k 26.61us against 21.39, 64k 52.00us against 27.63, 128k 76.17us against 59.88; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.16us, bw = 6023MB/s
fresh_serial_bw=6022935212

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.96us, 4.51us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.552us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
page_init=0.310593us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.219); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
folio_alloc=0.304686us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.219); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
add_folio=0.0974996us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.219); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
mark_dirty=0.0487498us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
lru_add_large=0.483501us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.354445us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.118061us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.219); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
insert=0.268124us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.219); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.779us p=0.3106us f=1.0116us L=0.4835us b=34682MB/s; R²=0.9959, residuals (us): 512:+0.14 1k:-0.0227 2k:+0.0283 4k:-0.0446 8k:-0.161 16k:+0.209 32k:+0.0856 64k:+0.181 128k:-0.489 256k:+1.31 512k:-2.68 1M:+1.83 512:-0.164 4k:+0.131 64k:+0.00778 1M:-0.119
mark_dirty=0.292499us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.192us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
psync=0.192us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.192us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
pvsync=0.192us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.99us (6.90..7.02) against psync 4.73us (4.52..4.82) per IO, libaio - psync within each round 2.29us (2.17..2.38), plus engine.psync 0.192us, split half to submit, half to complete
libaio_submit=1.24041us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.99us (6.90..7.02) against psync 4.73us (4.52..4.82) per IO, libaio - psync within each round 2.29us (2.17..2.38), plus engine.psync 0.192us, split half to submit, half to complete
libaio_complete=1.24041us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.10us per IO (3.60..5.89, median of 3) against the same writes through fio's psync engine in the same rounds, 4.12us (3.51..5.13): 0.09us more per IO (-0.03..1.77, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.283553us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.24us per IO (3.88..4.79, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.51..3.66): 0.58us more per IO (0.31..1.28, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.771834us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (50.8..56.6), io_uring qd8 on ext4 62.5us (57.6..74.2) with scramble_buffers=0 and 63.5us (59.6..70.3) with it on; iowq.punt 0.28us
remote_copy_bw=61640985032
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (50.8..56.6), io_uring qd8 on ext4 62.5us (57.6..74.2) with scramble_buffers=0 and 63.5us (59.6..70.3) with it on; iowq.punt 0.28us
scrambled_sector=0.00572205us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 28.38us per IO (24.48..28.41, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=11.7279us
