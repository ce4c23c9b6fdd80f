# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 87.84us, qd2 60.36us, qd4 47.60us, qd8 51.51us, qd16 57.91us, qd32 52.35us; overlapped max(t1/qd, t32) rms error 7.9%; batched S + D/qd: S=48.19us D=30.57us, rms error 10.4%: overlapped
# note: write device curve: QD1 t(bs) 37.40us + bs/3379.7MB/s (R²=0.9307); deep queue B=2633.9MB/s, k=0.53 (R²=0.6533); measured at qd32: 2503.9MB/s (2273.5..2928.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 36.78us + bs/3261.2MB/s (R²=0.9752); deep queue B=3504.7MB/s, k=0.72 (R²=0.6496); measured at qd32: 3083.2MB/s (2950.9..3121.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-2.0..10.7)
# note: buffered write(): 1.514us per call + 0.2960us per new page (0.2605us copied in a chunk of cpu.copy_stream_bytes or more) + 0.9406us per new folio + 0.2634us per new large folio + 35373MB/s (R²=0.9980, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.104 / 0.054 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.87us per IO (2.78..3.08, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.39..3.42): -0.52us more per IO (-0.64..-0.31, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 16411MB/s, best 16628MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1248 MB/s after the memory phase, 1321 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 600 MB/s (598..603), predicted 616 MB/s, +2.7%
# note: self-check in cache, warm memory, 4k psync 128M: measured 1359 MB/s (1326..1390), predicted 1358 MB/s, -0.1%
# note: self-check in cache, warm memory, 1M psync 128M: measured 10407 MB/s (9955..10743), predicted 10569 MB/s, +1.6%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 9394 MB/s (8832..10182), predicted 10252 MB/s, +9.1%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6032 MB/s (5651..6101), predicted 7181 MB/s, +19.0%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1428 MB/s (1329..1475), predicted 1321 MB/s, -7.5%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 260 MB/s (256..266), predicted 260 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1040 MB/s (1040..1065), predicted 1100 MB/s, +5.7%
# note: self-check punted copy, 512k io_uring qd8: measured 8013 MB/s (7895..8013), predicted 8112 MB/s, +1.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (7457..9100), predicted 8112 MB/s, -7.8%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 282 us (157..300), predicted 264 us, -6.4%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 51% of their median (157..300 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1248 us (1203..1742), predicted 1229 us, -1.6%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 43% of their median (1203..1742 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 767 MB/s (754..785), predicted 815 MB/s, +6.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1180 MB/s (1090..1404), predicted 1008 MB/s, -14.5%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 980 MB/s (901..1147), predicted 936 MB/s, -4.5%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2345 MB/s (2081..2562), predicted 1990 MB/s, -15.2%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1627 MB/s (1588..1627), predicted 1514 MB/s, -6.9%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2715 MB/s (2629..2778), predicted 2335 MB/s, -14.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1579 MB/s (1500..1607), predicted 1634 MB/s, +3.5%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2791 MB/s (2629..3311), predicted 2496 MB/s, -10.6%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1814 MB/s (1500..1839), predicted 1700 MB/s, -6.3%
# note: self-check 4k overwrite, fdatasync=1: measured 28 MB/s (28..28), predicted 28 MB/s, -0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 20 MB/s (20..20), predicted 22 MB/s, +6.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1376 MB/s (1332..1382), predicted 1313 MB/s, -4.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1542 MB/s (1460..1562), predicted 1407 MB/s, -8.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1485 MB/s (1476..1496), predicted 1325 MB/s, -10.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1599 MB/s (1298..1650), predicted 1439 MB/s, -10.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 897 MB/s (761..901), predicted 970 MB/s, +8.1%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1115 MB/s (1090..1131), predicted 996 MB/s, -10.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 10:34 UTC, in /var/tmp/calBZ, 314 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.985..1.096us
syscall=0.995708us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-2.0..10.7)
copy_unaligned=2.92969e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 8.9/10.2/30.3us, first 128k 15.0/16.8/38.1us, rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 29.8/33.5/60.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 8.9/10.2/30.3us, first 128k 15.0/16.8/38.1us, rewrite 4k 1.8/2.1/3.0us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 29.8/33.5/60.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0178 (none) to 0.0123
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
copy_stream_page=0.0354194us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
copy_bw=35372873762
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 14.38us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.43us, halved
wakeup=4.755us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.0583162us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 7.1, 50us: 7.1, 100us: 7.1, 150us: 7.2, 200us: 33.1, 300us: 33.7, 500us: 35.3, 1000us: 37.6
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 30.5/30.7/30.1 us)
deep_wakeup=30.4725us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5753 MiB/s against one job 2876 MiB/s, per core 1.00 (0.89..1.00), paired within each round, median of 3
smp_efficiency=1

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1600us (min 1600, max 1613us), against 96us per warm write; fitted from the median stall
fault_in_bw=655360000
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1600us, each of two writers at once 1608us (medians of 3 and 3 repeats): together 1.99 times one writer's rate
fault_in_parallel=1.98981
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1600us, p90 1872us, mean 1645us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBZ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBZ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.996us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
write_call=0.468342us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.6us against 40.0us, 3.6us more per IO (2.9..5.2, median of 3 rounds); bounded by the 15.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.69us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.46256us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.6us against 40.0us, 3.6us more per IO (2.9..5.2, median of 3 rounds); bounded by the 15.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.69us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.22377us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4955 discards, 445ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=89.8083us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.2us and 113.6us a burst, 4.63us more per command (4.55..5.09, median of 3 rounds), less dev.segment_service 1.45us: per command 3.18us; the deep-queue ladder gave 5.88us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.33us per IO (136475 IOPS), 8 KiB 6.66us, 128 KiB 52.35us, 128 KiB from huge-page buffers 16.39us, against 1.56us for 4 KiB at B: per command 5.88us, per page segment 1.45us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7996.1MB/s from the huge-page run; the QD1 slope 3379.7MB/s, i.e. 1.21us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.33us, 8k 6.66us, 16k 8.38us, 32k 11.02us, 64k 31.05us, 128k 52.35us, 128k huge 16.39us; serial t = c + n s + bytes/bw: c=4.44us s=0.859us bw=11817MB/s, rms error 18.1%; parallel t = max(c + n s, bytes/7996MB/s): c=4.59us s=1.160us, rms error 18.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.17769us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.2us and 113.6us a burst, 4.63us more per command (4.55..5.09, median of 3 rounds), less dev.segment_service 1.45us: per command 3.18us; the deep-queue ladder gave 5.88us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.33us per IO (136475 IOPS), 8 KiB 6.66us, 128 KiB 52.35us, 128 KiB from huge-page buffers 16.39us, against 1.56us for 4 KiB at B: per command 5.88us, per page segment 1.45us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7996.1MB/s from the huge-page run; the QD1 slope 3379.7MB/s, i.e. 1.21us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.33us, 8k 6.66us, 16k 8.38us, 32k 11.02us, 64k 31.05us, 128k 52.35us, 128k huge 16.39us; serial t = c + n s + bytes/bw: c=4.44us s=0.859us bw=11817MB/s, rms error 18.1%; parallel t = max(c + n s, bytes/7996MB/s): c=4.59us s=1.160us, rms error 18.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.45226us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.4us / 3.91 (exponential service-time tail)
latency_jitter=7.26376us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.40us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.67us and the mean jitter 7.26us; R²=0.9307, residuals (us): 4k:+1.32 16k:+1.44 64k:-0.509 256k:-17.8 1M:+89; less dev.kick 9.54us (one per QD1 IO)
write_latency=14.928us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2633.9MB/s k=0.53 (LM converged), R²=0.6533, residuals (MB/s): qd1:-232 qd2:+87.7 qd4:+427 qd8:+73.5 qd16:-287 qd32:-87.3; QD1 slope 3379.7MB/s, R²=0.9307, residuals (us): 4k:+1.32 16k:+1.44 64k:-0.509 256k:-17.8 1M:+89
write_bw=7996146675
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=36.78us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.67us and the mean jitter 7.26us (both as the writes fitted them); R²=0.9752, residuals (us): 4k:+1.18 16k:+1.62 64k:-2.76 256k:-10.9 1M:+46.4
read_latency=23.8425us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3504.7MB/s k=0.72 (LM converged), R²=0.6496, residuals (MB/s): qd1:-247 qd2:-110 qd4:+789 qd8:-241 qd16:+118 qd32:-344; QD1 slope 3261.2MB/s, R²=0.9752, residuals (us): 4k:+1.18 16k:+1.62 64k:-2.76 256k:-10.9 1M:+46.4
read_bw=3504739924
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.69us per IO (15.54..16.23, median of 3) less the modelled 6.15us (syscall, direct IO, command, engine)
kick=9.53777us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 136.2us, as the model adds the rest (by simulation); the closed form gave 109.7561us
flush_latency=90.9424us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.77ms, 8M 5.21ms, 16M 9.50ms, 32M 18.22ms, 64M 34.34ms, 128M 63.18ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 109.8us + N / 1860.0MB/s, rms error 14.5%; with the cache writing out in the background above 11.3M while the run goes on (at 6538MB/s): 109.8us + the rest / 1614.6MB/s, rms error 8.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6538MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1614631186
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.77ms, 8M 5.21ms, 16M 9.50ms, 32M 18.22ms, 64M 34.34ms, 128M 63.18ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 109.8us + N / 1860.0MB/s, rms error 14.5%; with the cache writing out in the background above 11.3M while the run goes on (at 6538MB/s): 109.8us + the rest / 1614.6MB/s, rms error 8.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6538MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.77ms, 8M 5.21ms, 16M 9.50ms, 32M 18.22ms, 64M 34.34ms, 128M 63.18ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 109.8us + N / 1860.0MB/s, rms error 14.5%; with the cache writing out in the background above 11.3M while the run goes on (at 6538MB/s): 109.8us + the rest / 1614.6MB/s, rms error 8.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6538MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=11863283
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.257ms, 64 per flush 0.717ms, 256 per flush 2.146ms; 8.6us per write beyond dev.flush_latency 109.8us, less 2.5us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.07182us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5268MB/s, rewritten 5759MB/s: 16.939us more per MiB fresh, against 131.1us per MiB at dev.write_bw
fresh_write_factor=0.885603
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1609MB/s (1556..1612), 2x128M 1679MB/s (1583..1704), 1x512M 1738MB/s (1725..1767), 2x512M 1797MB/s (1743..1800); all bytes over all fsync times 1751MB/s, less the fresh transfer and the commands' serial time (6976MB/s), leaves 2338MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1615MB/s above dev.cache_background 11863283 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 637ms into a fresh file, 724ms rewritten
fresh_drain_factor=1
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.72us against 13.89, 32k 20.14us against 13.97, 64k 41.50us against 24.14, 128k 72.27us against 46.96; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4791MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.72us against 13.89, 32k 20.14us against 13.97, 64k 41.50us against 24.14, 128k 72.27us against 46.96; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4791MB/s
fresh_serial_bw=4790541257

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.74us, 3.95us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.216us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
page_init=0.295968us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.133); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
folio_alloc=0.283314us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.133); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
add_folio=0.0906605us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.133); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
mark_dirty=0.0453302us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
lru_add_large=0.263411us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.332416us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.11546us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.133); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
insert=0.249316us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.133); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.514us p=0.2960us pl=0.2605us f=0.9406us L=0.2634us b=35373MB/s; R²=0.9980, residuals (us): 512:-0.0522 1k:-0.0173 2k:+0.0338 4k:-0.00192 8k:-0.105 16k:+0.083 32k:+0.271 64k:-0.0842 128k:-0.281 256k:-0.0466 512k:-0.688 1M:+1.54 512:-0.0586 4k:+0.151 64k:-0.0336 1M:+0.0285
mark_dirty=0.271981us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 79%: fio's own loop, the same for pwrite and pwritev
psync=0.1045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 79%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1045us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.22..5.43) against psync 3.42us (3.33..3.51) per IO, libaio - psync within each round 1.89us (1.83..2.01), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=0.998295us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.22..5.43) against psync 3.42us (3.33..3.51) per IO, libaio - psync within each round 1.89us (1.83..2.01), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=0.998295us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.87us per IO (2.78..3.08, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.39..3.42): -0.52us more per IO (-0.64..-0.31, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.94us per IO (3.85..3.94, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.33..3.42): 0.52us more per IO (0.52..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.623299us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (57.6..62.5), io_uring qd8 on ext4 65.4us (65.4..66.4) with scramble_buffers=0 and 59.6us (57.6..70.3) with it on; iowq.punt 0.00us
remote_copy_bw=67108863976
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (57.6..62.5), io_uring qd8 on ext4 65.4us (65.4..66.4) with scramble_buffers=0 and 59.6us (57.6..70.3) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 282us (157..300) with 64 KiB queued (4 KiB writes), 1248us (1203..1742) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 7.3us
worker_start=209.888us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 282us (157..300) with 64 KiB queued (4 KiB writes), 1248us (1203..1742) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 7.3us
start_bw=1017136448
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 15.75us per IO (15.38..15.99, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=3.40271us
