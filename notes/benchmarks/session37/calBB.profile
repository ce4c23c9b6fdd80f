# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 98.90us, qd2 70.78us, qd4 58.45us, qd8 58.13us, qd16 59.27us, qd32 52.82us; overlapped max(t1/qd, t32) rms error 12.5%; batched S + D/qd: S=52.12us D=42.30us, rms error 4.9%: batched (but the ladder is not served one command at a time)
# note: write device curve: QD1 t(bs) 38.65us + bs/2535.4MB/s (R²=0.9870); deep queue B=2481.1MB/s, k=0.75 (R²=0.9265); measured at qd32: 2481.4MB/s (1860.6..2717.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.24us + bs/3904.4MB/s (R²=0.9989); deep queue B=2967.7MB/s, k=0.58 (R²=0.8098); measured at qd32: 2619.0MB/s (2292.0..2864.6 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: -0.6 ps a byte (-4.8..50.6)
# note: buffered write(): 1.662us per call + 0.2962us per new page (0.2112us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.3583us per new folio + 0.2846us per new large folio + 35052MB/s (R²=0.9912, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.53 per core (2 jobs at once against one: 0.104 / 0.098 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 16793MB/s, best 19225MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1072 MB/s after the memory phase, 1144 MB/s at the end, +7%
# note: self-check cold memory, 1M psync 512M: measured 575 MB/s (445..626), predicted 557 MB/s, -3.1%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 32% of their median (445..626 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1126 MB/s (1119..1147), predicted 1143 MB/s, +1.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9455 MB/s (8328..10280), predicted 9602 MB/s, +1.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10105 MB/s (6917..10460), predicted 9602 MB/s, -5.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 35% of their median (6917..10460 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5212 MB/s (5065..5592), predicted 5733 MB/s, +10.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1209 MB/s (1040..1220), predicted 1003 MB/s, -17.1%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 187 MB/s (185..202), predicted 187 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1147 MB/s (1065..1157), predicted 946 MB/s, -17.5%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8389..9100), predicted 8013 MB/s, -9.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8801..9100), predicted 8013 MB/s, -10.5%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 785 MB/s (771..799), predicted 730 MB/s, -7.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1149 MB/s (1119..1515), predicted 1008 MB/s, -12.3%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 34% of their median (1119..1515 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 935 MB/s (839..1049), predicted 969 MB/s, +3.6%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2108 MB/s (1549..2116), predicted 1593 MB/s, -24.4%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1534 MB/s (1459..1678), predicted 1315 MB/s, -14.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2386 MB/s (2245..2397), predicted 1978 MB/s, -17.1%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1475 MB/s (1420..1588), predicted 1488 MB/s, +0.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2304 MB/s (2272..3378), predicted 2249 MB/s, -2.4%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 48% of their median (2272..3378 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1459 MB/s (1413..1627), predicted 1591 MB/s, +9.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1235 MB/s (1234..1244), predicted 1259 MB/s, +2.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1374 MB/s (1317..1454), predicted 1338 MB/s, -2.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1303 MB/s (1290..1434), predicted 1265 MB/s, -3.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1473 MB/s (989..1497), predicted 1342 MB/s, -8.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 34% of their median (989..1497 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 861 MB/s (857..864), predicted 1051 MB/s, +22.0%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1086 MB/s (1072..1099), predicted 1189 MB/s, +9.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 11:43 UTC, in /var/tmp/calBB, 263 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.962..1.231us
syscall=1.10583us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.5/3.5us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 30.8/34.0/61.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.2/2.5/3.5us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 30.8/34.0/61.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=5.02377us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0536) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
copy_bw=35052464727
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.57us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.21us, halved
wakeup=7.569us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.285713us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.5, 50us: 9.5, 100us: 9.5, 150us: 9.7, 200us: 38.2, 300us: 38.4, 500us: 41.1, 1000us: 43.1
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 34.1/33.6/33.6 us)
deep_wakeup=33.618us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4971 MiB/s against one job 2753 MiB/s, per core 0.88 (0.88..0.92), paired within each round, median of 3
smp_efficiency=0.877358

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1772us (min 1519, max 2182us), against 120us per warm write; fitted from the median stall
fault_in_bw=591736492
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1772us, each of two writers at once 1780us (medians of 3 and 3 repeats): together 1.99 times one writer's rate
fault_in_parallel=1.9908
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1772us, p90 2231us, mean 1697us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBB) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBB (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.106us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
write_call=0.506022us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.2us against 40.3us, 2.4us more per IO (1.7..3.2, median of 3 rounds); bounded by the 15.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.21us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.660021us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.2us against 40.3us, 2.4us more per IO (1.7..3.2, median of 3 rounds); bounded by the 15.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.21us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.552263us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4854 discards, 242ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=49.8558us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.26us per IO (137659 IOPS), 8 KiB 6.71us, 128 KiB 52.82us, 128 KiB from huge-page buffers 17.17us, against 1.65us for 4 KiB at B: per command 5.79us, per page segment 1.47us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7634.7MB/s from the huge-page run; the QD1 slope 2535.4MB/s, i.e. 1.62us per page against 2.01us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.94us, 8k 5.38us, 16k 7.76us, 32k 9.28us, 64k 26.93us, 128k 51.50us, 128k huge 15.85us; serial t = c + n s + bytes/bw: c=3.52us s=0.739us bw=11315MB/s, rms error 19.6%; parallel t = max(c + n s, bytes/8272MB/s): c=3.37us s=1.150us, rms error 19.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.79474us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.26us per IO (137659 IOPS), 8 KiB 6.71us, 128 KiB 52.82us, 128 KiB from huge-page buffers 17.17us, against 1.65us for 4 KiB at B: per command 5.79us, per page segment 1.47us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7634.7MB/s from the huge-page run; the QD1 slope 2535.4MB/s, i.e. 1.62us per page against 2.01us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.94us, 8k 5.38us, 16k 7.76us, 32k 9.28us, 64k 26.93us, 128k 51.50us, 128k huge 15.85us; serial t = c + n s + bytes/bw: c=3.52us s=0.739us bw=11315MB/s, rms error 19.6%; parallel t = max(c + n s, bytes/8272MB/s): c=3.37us s=1.150us, rms error 19.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.46957us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.6us / 3.91 (exponential service-time tail)
latency_jitter=8.8343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.40us and the mean jitter 8.83us; R²=0.9870, residuals (us): 4k:+0.182 16k:+1.07 64k:-0.295 256k:-12.1 1M:+43.1; less dev.kick 9.41us (one per QD1 IO)
write_latency=12.0065us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2481.1MB/s k=0.75 (LM converged), R²=0.9265, residuals (MB/s): qd1:-93.5 qd2:+46.7 qd4:+152 qd8:-14.1 qd16:-159 qd32:+57; QD1 slope 2535.4MB/s, R²=0.9870, residuals (us): 4k:+0.182 16k:+1.07 64k:-0.295 256k:-12.1 1M:+43.1
write_bw=7634707244
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.24us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.40us and the mean jitter 8.83us (both as the writes fitted them); R²=0.9989, residuals (us): 4k:-0.386 16k:+0.0586 64k:+0.101 256k:+2.88 1M:-5.65
read_latency=22.005us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2967.7MB/s k=0.58 (LM converged), R²=0.8098, residuals (MB/s): qd1:-90.2 qd2:-15 qd4:+81.6 qd8:+314 qd16:-5.27 qd32:-295; QD1 slope 3904.4MB/s, R²=0.9989, residuals (us): 4k:-0.386 16k:+0.0586 64k:+0.101 256k:+2.88 1M:-5.65
read_bw=2967653139
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.69us per IO (15.63..16.05, median of 3) less the modelled 6.29us (syscall, direct IO, command, engine)
kick=9.40525us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 4M 2.28ms, 16M 7.83ms, 64M 27.39ms, 256M 96.99ms; t = 392.3us + N / 2493.8MB/s, rms error 7.8%; with the cache writing out in the background above 11.3M while the run goes on (at 6156MB/s): 225.7us + the rest / 1934.6MB/s, rms error 3.7% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 6156MB/s, 2048M at 6217MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2493795970
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 4M 2.28ms, 16M 7.83ms, 64M 27.39ms, 256M 96.99ms; t = 392.3us + N / 2493.8MB/s, rms error 7.8%; with the cache writing out in the background above 11.3M while the run goes on (at 6156MB/s): 225.7us + the rest / 1934.6MB/s, rms error 3.7% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 6156MB/s, 2048M at 6217MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 6.06ms: 11.0us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=9.38298us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4572MB/s, rewritten 6217MB/s: 60.710us more per MiB fresh, against 137.3us per MiB at dev.write_bw
fresh_write_factor=0.693468
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1403MB/s (1400..1417), 2x128M 1479MB/s (1412..1570), 1x512M 1497MB/s (1493..1656), 2x512M 1620MB/s (1595..2036); all bytes over all fsync times 1550MB/s, less the fresh transfer and the commands' serial time (5218MB/s), leaves 2206MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2494MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 509ms into a fresh file, 826ms rewritten
fresh_drain_factor=0.884431
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.52us against 14.26, 32k 21.36us against 15.55, 64k 44.43us against 27.47, 128k 89.84us against 56.88; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4457MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.52us against 14.26, 32k 21.36us against 15.55, 64k 44.43us against 27.47, 128k 89.84us against 56.88; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4457MB/s
fresh_serial_bw=4457037992
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 175.1us, minus the model's data write, log write of 8k and fsync CPU (37.0us)
flush_latency=138.139us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.15us, 4.96us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.808us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
page_init=0.29625us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.636); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
folio_alloc=0.409113us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.636); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
add_folio=0.130916us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.636); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
mark_dirty=0.0654581us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
lru_add_large=0.284557us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.353297us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.122666us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.636); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
insert=0.360019us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.636); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.662us p=0.2962us f=1.3583us L=0.2846us b=35052MB/s; R²=0.9912, residuals (us): 512:-0.117 1k:-0.0762 2k:+0.0434 4k:+0.0531 8k:-0.0535 16k:+0.144 32k:+0.398 64k:-0.679 128k:-1.09 256k:+1.69 512k:+1.18 1M:+1.7 512:-0.0732 4k:+0.39 64k:-0.123 1M:+0.354
mark_dirty=0.392748us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 82%: fio's own loop, the same for pwrite and pwritev
psync=0.1045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 82%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1045us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.22us (5.13..5.31) against psync 3.33us (3.30..3.33) per IO, libaio - psync within each round 1.92us (1.80..1.98), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=1.01355us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.22us (5.13..5.31) against psync 3.33us (3.30..3.33) per IO, libaio - psync within each round 1.92us (1.80..1.98), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=1.01355us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.39us per IO (3.36..3.94, median of 3) against the same writes through fio's psync engine in the same rounds, 3.27us (3.20..3.30): 0.15us more per IO (0.09..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.257088us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.57us per IO (3.54..3.85, median of 3) against the same writes through fio's psync engine in the same rounds, 3.23us (3.17..3.23): 0.40us more per IO (0.31..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.501229us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (49.8..51.8), io_uring qd8 on ext4 59.6us (57.6..62.5) with scramble_buffers=0 and 58.6us (57.6..59.6) with it on; iowq.punt 0.26us
remote_copy_bw=61449784354
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (49.8..51.8), io_uring qd8 on ext4 59.6us (57.6..62.5) with scramble_buffers=0 and 58.6us (57.6..59.6) with it on; iowq.punt 0.26us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.94us per IO (20.23..22.13, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.85632us
