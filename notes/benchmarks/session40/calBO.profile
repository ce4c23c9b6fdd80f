# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 117.12us, qd2 86.39us, qd4 81.78us, qd8 78.48us, qd16 63.39us, qd32 74.53us; overlapped max(t1/qd, t32) rms error 10.0%; batched S + D/qd: S=67.54us D=46.94us, rms error 6.6%: overlapped
# note: write device curve: QD1 t(bs) 51.65us + bs/2863.7MB/s (R²=0.9527); deep queue B=1920.9MB/s, k=0.67 (R²=0.8249); measured at qd32: 1758.7MB/s (1649.9..1775.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.12us + bs/3461.8MB/s (R²=0.9956); deep queue B=3708.6MB/s, k=0.99 (R²=0.6612); measured at qd32: 2840.9MB/s (2586.4..2969.9 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.9 ps a byte (-7.3..42.5)
# note: buffered write(): 1.567us per call + 0.2813us per new page (0.2238us copied in a chunk of cpu.copy_stream_bytes or more) + 1.0766us per new folio + 0.3276us per new large folio + 32948MB/s (R²=0.9973, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.218 / 0.103 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13588MB/s, best 13654MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1182 MB/s after the memory phase, 1220 MB/s at the end, +3%
# note: self-check cold memory, 1M psync 512M: measured 436 MB/s (424..449), predicted 433 MB/s, -0.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1287 MB/s (1287..1293), predicted 1280 MB/s, -0.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11532 MB/s (10587..11806), predicted 11369 MB/s, -1.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10450 MB/s (7353..11320), predicted 10655 MB/s, +2.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 38% of their median (7353..11320 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3890 MB/s (3781..4130), predicted 5804 MB/s, +49.2%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (742..1209), predicted 1125 MB/s, -3.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 40% of their median (742..1209 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 180 MB/s (155..181), predicted 180 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1057 MB/s (1009..1065), predicted 1030 MB/s, -2.5%
# note: self-check punted copy, 512k io_uring qd8: measured 8260 MB/s (8134..8389), predicted 9038 MB/s, +9.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8522..8801), predicted 9038 MB/s, +4.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 742 MB/s (714..750), predicted 772 MB/s, +4.2%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 979 MB/s (636..1063), predicted 853 MB/s, -12.9%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 44% of their median (636..1063 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 758 MB/s (633..849), predicted 777 MB/s, +2.4%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1940 MB/s (1516..2109), predicted 1672 MB/s, -13.8%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 31% of their median (1516..2109 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1370 MB/s (1172..1413), predicted 1089 MB/s, -20.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2562 MB/s (2134..2745), predicted 1785 MB/s, -30.4%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1384 MB/s (1237..1475), predicted 1136 MB/s, -17.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2861 MB/s (2671..2920), predicted 1847 MB/s, -35.5%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1278 MB/s (1183..2275), predicted 1160 MB/s, -9.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 85% of their median (1183..2275 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 29 MB/s, +0.4%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 20 MB/s (20..20), predicted 21 MB/s, +5.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1287 MB/s (1255..1287), predicted 1400 MB/s, +8.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1412 MB/s (962..1428), predicted 1483 MB/s, +5.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: WARNING: the repeats spread 33% of their median (962..1428 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1329 MB/s (722..1347), predicted 1413 MB/s, +6.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 47% of their median (722..1347 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 983 MB/s (816..1414), predicted 1213 MB/s, +23.3%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 61% of their median (816..1414 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 909 MB/s (866..916), predicted 994 MB/s, +9.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1240 MB/s (1221..1274), predicted 1026 MB/s, -17.2%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 23:34 UTC, in /var/tmp/calBO, 275 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.983..1.071us
syscall=1.05527us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.9 ps a byte (-7.3..42.5)
copy_unaligned=5.90074e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.2/3.0us, rewrite 64k 3.4/3.6/4.6us, rewrite 1M 33.0/36.6/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.2/3.0us, rewrite 64k 3.4/3.6/4.6us, rewrite 1M 33.0/36.6/64.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0239 (none) to 0.0162
copy_stream_bytes=131072
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=128KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
copy_stream_page=0.0575867us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
copy_bw=32947829414
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.86us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.62us, halved
wakeup=8.817us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.434901us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 12.3, 50us: 12.5, 100us: 12.9, 150us: 14.3, 200us: 54.5, 300us: 57.5, 500us: 66.9, 1000us: 72.4
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 64.7/60.1/51.4 us)
deep_wakeup=60.1045us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3710 MiB/s against one job 2265 MiB/s, per core 0.84 (0.64..0.87), paired within each round, median of 3
smp_efficiency=0.84058

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2323us (min 2322, max 2355us), against 119us per warm write; fitted from the median stall
fault_in_bw=451399603
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2323us, each of two writers at once 2453us (medians of 3 and 3 repeats): together 1.89 times one writer's rate
fault_in_parallel=1.89397
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2323us, p90 2620us, mean 2277us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBO) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBO (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.055us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
write_call=0.461977us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 57.7us against 52.2us, 4.5us more per IO (4.3..6.8, median of 3 rounds); bounded by the 21.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 1.3us of the host's allocation section (dev.fresh_serial): 3.21us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.74677us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 57.7us against 52.2us, 4.5us more per IO (4.3..6.8, median of 3 rounds); bounded by the 21.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 1.3us of the host's allocation section (dev.fresh_serial): 3.21us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.46159us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4307 discards, 417ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=96.8191us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.7us and 113.4us a burst, 4.62us more per command (4.58..4.79, median of 3 rounds), less dev.segment_service 2.14us: per command 2.48us; the deep-queue ladder gave 6.05us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.19us per IO (122137 IOPS), 8 KiB 8.35us, 128 KiB 74.53us, 128 KiB from huge-page buffers 20.61us, against 2.13us for 4 KiB at B: per command 6.05us, per page segment 2.14us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.16us), transfer rate 6358.7MB/s from the huge-page run; the QD1 slope 2863.7MB/s, i.e. 1.43us per page against 2.78us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.19us, 8k 8.35us, 16k 9.80us, 32k 19.17us, 64k 39.07us, 128k 74.53us, 128k huge 20.61us; serial t = c + n s + bytes/bw: c=4.65us s=1.445us bw=9029MB/s, rms error 13.6%; parallel t = max(c + n s, bytes/6359MB/s): c=5.11us s=1.739us, rms error 14.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.48048us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.7us and 113.4us a burst, 4.62us more per command (4.58..4.79, median of 3 rounds), less dev.segment_service 2.14us: per command 2.48us; the deep-queue ladder gave 6.05us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.19us per IO (122137 IOPS), 8 KiB 8.35us, 128 KiB 74.53us, 128 KiB from huge-page buffers 20.61us, against 2.13us for 4 KiB at B: per command 6.05us, per page segment 2.14us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.16us), transfer rate 6358.7MB/s from the huge-page run; the QD1 slope 2863.7MB/s, i.e. 1.43us per page against 2.78us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.19us, 8k 8.35us, 16k 9.80us, 32k 19.17us, 64k 39.07us, 128k 74.53us, 128k huge 20.61us; serial t = c + n s + bytes/bw: c=4.65us s=1.445us bw=9029MB/s, rms error 13.6%; parallel t = max(c + n s, bytes/6359MB/s): c=5.11us s=1.739us, rms error 14.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=2.14006us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 39.9us / 3.91 (exponential service-time tail)
latency_jitter=10.2085us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=51.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.04us and the mean jitter 10.21us; R²=0.9527, residuals (us): 4k:-1.63 16k:-3.65 64k:+8.03 256k:+30.2 1M:-42.6; less dev.kick 12.36us (one per QD1 IO)
write_latency=24.0507us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1920.9MB/s k=0.67 (LM converged), R²=0.8249, residuals (MB/s): qd1:-33 qd2:+76.9 qd4:-43.5 qd8:-103 qd16:+224 qd32:-123; QD1 slope 2863.7MB/s, R²=0.9527, residuals (us): 4k:-1.63 16k:-3.65 64k:+8.03 256k:+30.2 1M:-42.6
write_bw=6358744935
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.12us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.04us and the mean jitter 10.21us (both as the writes fitted them); R²=0.9956, residuals (us): 4k:-0.0989 16k:+0.833 64k:+0.0733 256k:-5.86 1M:+14.7
read_latency=23.8795us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3708.6MB/s k=0.99 (LM converged), R²=0.6612, residuals (MB/s): qd1:-103 qd2:-20.1 qd4:+43.9 qd8:+18.1 qd16:+794 qd32:-757; QD1 slope 3461.8MB/s, R²=0.9956, residuals (us): 4k:-0.0989 16k:+0.833 64k:+0.0733 256k:-5.86 1M:+14.7
read_bw=3708617249
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 18.65us per IO (14.48..24.98, median of 3) less the modelled 6.29us (syscall, direct IO, command, engine)
kick=12.3594us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, as the model adds the rest (by simulation); the closed form gave 98.3939us
flush_latency=75.0732us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.17ms, 4M 2.57ms, 8M 4.36ms, 16M 8.16ms, 32M 15.01ms, 64M 27.13ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 98.4us + N / 2221.8MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6196MB/s): 98.4us + the rest / 1797.5MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6196MB/s, 2048M at 4654MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1856724067
cache_drain_bw=1797549651
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.17ms, 4M 2.57ms, 8M 4.36ms, 16M 8.16ms, 32M 15.01ms, 64M 27.13ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 98.4us + N / 2221.8MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6196MB/s): 98.4us + the rest / 1797.5MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6196MB/s, 2048M at 4654MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1856724067
cache_size=1856724068
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.17ms, 4M 2.57ms, 8M 4.36ms, 16M 8.16ms, 32M 15.01ms, 64M 27.13ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 98.4us + N / 2221.8MB/s, rms error 17.6%; with the cache writing out in the background above 6.7M while the run goes on (at 6196MB/s): 98.4us + the rest / 1797.5MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6196MB/s, 2048M at 4654MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1856724067
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.216ms, 64 per flush 0.618ms, 256 per flush 1.974ms; 7.6us per write beyond dev.flush_latency 98.4us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=5.31263us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4849MB/s, rewritten 4654MB/s: -9.057us more per MiB fresh, against 164.9us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1520MB/s (1466..1529), 2x128M 1547MB/s (1021..1562), 1x512M 1570MB/s (1567..1601), 2x512M 1930MB/s (1599..1934); all bytes over all fsync times 1735MB/s, less the fresh transfer and the commands' serial time (6254MB/s), leaves 2402MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1798MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 519ms into a fresh file, 770ms rewritten
fresh_drain_factor=0.968724
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.61us against 16.74, 32k 23.93us against 16.89, 64k 47.36us against 25.58, 128k 102.54us against 45.81; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3129MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.61us against 16.74, 32k 23.93us against 16.89, 64k 47.36us against 25.58, 128k 102.54us against 45.81; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3129MB/s
fresh_serial_bw=3129138046

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.86us, 4.19us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.328us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
page_init=0.281342us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.297); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
folio_alloc=0.324279us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.297); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
add_folio=0.103769us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.297); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
mark_dirty=0.0518846us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
lru_add_large=0.327606us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.335523us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.124222us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.297); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
insert=0.285365us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.297); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.567us p=0.2813us pl=0.2238us f=1.0766us L=0.3276us b=32948MB/s; R²=0.9973, residuals (us): 512:-0.0505 1k:-0.0269 2k:+0.0586 4k:-0.0173 8k:-0.117 16k:+0.2 32k:-0.0393 64k:-0.0473 128k:+0.23 256k:+0.605 512k:-0.892 1M:-1.3 512:-0.048 4k:+0.176 64k:-0.162 1M:+0.76
mark_dirty=0.311307us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.218us per IO, spread 40%: fio's own loop, the same for pwrite and pwritev
psync=0.218us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.218us per IO, spread 40%: fio's own loop, the same for pwrite and pwritev
pvsync=0.218us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.74) against psync 3.66us (3.66..3.72) per IO, libaio - psync within each round 1.86us (1.80..2.01), plus engine.psync 0.218us, split half to submit, half to complete
libaio_submit=1.03979us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.74) against psync 3.66us (3.66..3.72) per IO, libaio - psync within each round 1.86us (1.80..2.01), plus engine.psync 0.218us, split half to submit, half to complete
libaio_complete=1.03979us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.39..5.52, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.48..3.72): -0.09us more per IO (-0.09..1.80, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.126447us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.88us per IO (3.85..4.06, median of 3) against the same writes through fio's psync engine in the same rounds, 3.63us (3.60..3.66): 0.24us more per IO (0.21..0.43, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.462141us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (54.7..57.6), io_uring qd8 on ext4 63.5us (62.5..64.5) with scramble_buffers=0 and 60.5us (59.6..61.5) with it on; iowq.punt 0.13us
remote_copy_bw=78141256912
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (54.7..57.6), io_uring qd8 on ext4 63.5us (62.5..64.5) with scramble_buffers=0 and 60.5us (59.6..61.5) with it on; iowq.punt 0.13us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.77us per IO (22.64..26.43, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.9906us
