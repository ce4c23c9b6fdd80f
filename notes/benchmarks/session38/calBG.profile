# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 82.02us, qd2 57.37us, qd4 50.42us, qd8 38.93us, qd16 51.92us, qd32 55.56us; overlapped max(t1/qd, t32) rms error 18.2%; batched S + D/qd: S=43.52us D=32.32us, rms error 13.6%: overlapped
# note: write device curve: QD1 t(bs) 38.21us + bs/2854.5MB/s (R²=0.9933); deep queue B=2852.4MB/s, k=0.57 (R²=0.5044); measured at qd32: 2359.3MB/s (2332.6..2399.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 35.46us + bs/3437.3MB/s (R²=0.9355); deep queue B=3816.9MB/s, k=0.93 (R²=0.5354); measured at qd32: 3142.4MB/s (2991.4..3539.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 4.1 ps a byte (2.9..33.7)
# note: buffered write(): 1.613us per call + 0.3022us per new page (0.2172us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2639us per new folio + 0.2440us per new large folio + 32421MB/s (R²=0.9960, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.99 per core (2 jobs at once against one: 0.193 / 0.098 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 17130MB/s, best 18013MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1199 MB/s after the memory phase, 1280 MB/s at the end, +7%
# note: self-check cold memory, 1M psync 512M: measured 585 MB/s (582..589), predicted 597 MB/s, +1.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1190 MB/s (1189..1204), predicted 1185 MB/s, -0.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9130 MB/s (9048..9220), predicted 9281 MB/s, +1.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10077 MB/s (7197..10170), predicted 8944 MB/s, -11.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5017 MB/s (4793..5316), predicted 5634 MB/s, +12.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (1118..1147), predicted 953 MB/s, -16.9%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 189 MB/s (189..193), predicted 189 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 987 MB/s (952..1040), predicted 878 MB/s, -11.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8522..8948), predicted 7773 MB/s, -11.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8522..8801), predicted 7773 MB/s, -11.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 767 MB/s (763..785), predicted 737 MB/s, -3.9%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1116 MB/s (1085..1373), predicted 997 MB/s, -10.7%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1002 MB/s (935..1061), predicted 920 MB/s, -8.2%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1871 MB/s (1710..1874), predicted 1719 MB/s, -8.1%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1398 MB/s (1391..1517), predicted 1395 MB/s, -0.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2265 MB/s (1909..2385), predicted 2132 MB/s, -5.9%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1688 MB/s (1398..1890), predicted 1596 MB/s, -5.5%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2272 MB/s (1776..4276), predicted 2359 MB/s, +3.8%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 110% of their median (1776..4276 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1647 MB/s (1309..1743), predicted 1718 MB/s, +4.3%
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 29 MB/s, -0.1%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 22 MB/s, +1.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1306 MB/s (1286..1309), predicted 1233 MB/s, -5.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1426 MB/s (1374..1440), predicted 1326 MB/s, -7.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1374 MB/s (1337..1379), predicted 1280 MB/s, -6.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1463 MB/s (1049..1475), predicted 1375 MB/s, -6.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 819 MB/s (814..893), predicted 891 MB/s, +8.9%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1056 MB/s (1049..1113), predicted 1078 MB/s, +2.1%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 16:12 UTC, in /var/tmp/calBG, 269 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.934..1.046us
syscall=0.964341us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 4.1 ps a byte (2.9..33.7)
copy_unaligned=4.05932e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.1us, rewrite 64k 3.5/4.3/5.3us, rewrite 1M 32.6/35.6/68.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.1us, rewrite 64k 3.5/4.3/5.3us, rewrite 1M 32.6/35.6/68.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0251) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
copy_bw=32421375167
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.75us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.66us, halved
wakeup=8.2105us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.453432us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.3, 50us: 10.4, 100us: 10.6, 150us: 10.9, 200us: 43.3, 300us: 44.1, 500us: 46.8, 1000us: 50.0
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 39.6/39.6/41.7 us)
deep_wakeup=39.6705us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4785 MiB/s against one job 2813 MiB/s, per core 0.85 (0.79..0.91), paired within each round, median of 3
smp_efficiency=0.850467

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1640us (min 1593, max 1644us), against 103us per warm write; fitted from the median stall
fault_in_bw=639400562
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1640us, each of two writers at once 1814us (medians of 3 and 3 repeats): together 1.81 times one writer's rate
fault_in_parallel=1.80807
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1640us, p90 1945us, mean 1684us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBG) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBG (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.964us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
write_call=0.598572us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.1us against 40.0us, 3.4us more per IO (2.8..4.1, median of 3 rounds); bounded by the 15.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 0.6us of the host's allocation section (dev.fresh_serial): 2.44us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.33105us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.1us against 40.0us, 3.4us more per IO (2.8..4.1, median of 3 rounds); bounded by the 15.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 0.6us of the host's allocation section (dev.fresh_serial): 2.44us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.11374us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4183 discards, 413ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=98.733us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.48us per IO (133736 IOPS), 8 KiB 7.14us, 128 KiB 55.56us, 128 KiB from huge-page buffers 16.56us, against 1.44us for 4 KiB at B: per command 5.93us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7913.0MB/s from the huge-page run; the QD1 slope 2854.5MB/s, i.e. 1.43us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.48us, 8k 7.14us, 16k 9.98us, 32k 15.90us, 64k 25.69us, 128k 55.56us, 128k huge 16.56us; serial t = c + n s + bytes/bw: c=5.04us s=1.049us bw=12512MB/s, rms error 8.3%; parallel t = max(c + n s, bytes/7913MB/s): c=5.40us s=1.258us, rms error 9.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.92651us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.48us per IO (133736 IOPS), 8 KiB 7.14us, 128 KiB 55.56us, 128 KiB from huge-page buffers 16.56us, against 1.44us for 4 KiB at B: per command 5.93us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7913.0MB/s from the huge-page run; the QD1 slope 2854.5MB/s, i.e. 1.43us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.48us, 8k 7.14us, 16k 9.98us, 32k 15.90us, 64k 25.69us, 128k 55.56us, 128k huge 16.56us; serial t = c + n s + bytes/bw: c=5.04us s=1.049us bw=12512MB/s, rms error 8.3%; parallel t = max(c + n s, bytes/7913MB/s): c=5.40us s=1.258us, rms error 9.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.55091us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.9us / 3.91 (exponential service-time tail)
latency_jitter=7.39464us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.21us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.39us and the mean jitter 7.39us; R²=0.9933, residuals (us): 4k:+0.348 16k:+1.03 64k:-1.33 256k:-7.42 1M:+25.6; less dev.kick 9.67us (one per QD1 IO)
write_latency=12.7529us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2852.4MB/s k=0.57 (LM converged), R²=0.5044, residuals (MB/s): qd1:-219 qd2:+64.2 qd4:+103 qd8:+704 qd16:-230 qd32:-443; QD1 slope 2854.5MB/s, R²=0.9933, residuals (us): 4k:+0.348 16k:+1.03 64k:-1.33 256k:-7.42 1M:+25.6
write_bw=7912996410
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=35.46us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.39us and the mean jitter 7.39us (both as the writes fitted them); R²=0.9355, residuals (us): 4k:+4.54 16k:+2.52 64k:-8.13 256k:-6.97 1M:+57.5
read_latency=19.6743us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3816.9MB/s k=0.93 (LM converged), R²=0.5354, residuals (MB/s): qd1:-174 qd2:-139 qd4:-72.3 qd8:+1.28e+03 qd16:-376 qd32:-567; QD1 slope 3437.3MB/s, R²=0.9355, residuals (us): 4k:+4.54 16k:+2.52 64k:-8.13 256k:-6.97 1M:+57.5
read_bw=3816947727
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.87us per IO (15.56..16.02, median of 3) less the modelled 6.20us (syscall, direct IO, command, engine)
kick=9.66688us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, as the model adds the rest (by simulation); the closed form gave 109.9091us
flush_latency=77.5146us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 2M 1.14ms, 4M 2.47ms, 8M 4.18ms, 16M 7.83ms, 32M 14.75ms, 64M 25.30ms, 128M 49.02ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 109.9us + N / 2342.3MB/s, rms error 16.9%; with the cache writing out in the background above 11.3M while the run goes on (at 6213MB/s): 109.9us + the rest / 1930.1MB/s, rms error 6.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6213MB/s, 2048M at 5262MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1972604566
cache_drain_bw=1930120551
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 2M 1.14ms, 4M 2.47ms, 8M 4.18ms, 16M 7.83ms, 32M 14.75ms, 64M 25.30ms, 128M 49.02ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 109.9us + N / 2342.3MB/s, rms error 16.9%; with the cache writing out in the background above 11.3M while the run goes on (at 6213MB/s): 109.9us + the rest / 1930.1MB/s, rms error 6.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6213MB/s, 2048M at 5262MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1972604566
cache_size=1972604567
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 2M 1.14ms, 4M 2.47ms, 8M 4.18ms, 16M 7.83ms, 32M 14.75ms, 64M 25.30ms, 128M 49.02ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 109.9us + N / 2342.3MB/s, rms error 16.9%; with the cache writing out in the background above 11.3M while the run goes on (at 6213MB/s): 109.9us + the rest / 1930.1MB/s, rms error 6.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6213MB/s, 2048M at 5262MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1972604566
cache_background=11863283
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.350ms, 64 per flush 1.036ms, 256 per flush 3.457ms; 13.9us per write beyond dev.flush_latency 109.9us, less 2.1us for its bytes at dev.cache_drain_bw
cache_drain_io=11.7779us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3859MB/s, rewritten 5262MB/s: 72.450us more per MiB fresh, against 132.5us per MiB at dev.write_bw
fresh_write_factor=0.646521
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1497MB/s (1473..1506), 2x128M 1545MB/s (1482..1559), 1x512M 1590MB/s (1548..1593), 2x512M 1588MB/s (1574..1602); all bytes over all fsync times 1576MB/s, less the fresh transfer and the commands' serial time (5041MB/s), leaves 2293MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1930MB/s above dev.cache_background 11863283 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 472ms into a fresh file, 714ms rewritten
fresh_drain_factor=0.821365
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.36us against 14.68, 32k 23.44us against 17.51, 64k 38.82us against 28.94, 128k 79.59us against 57.68; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 6363MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.36us against 14.68, 32k 23.44us against 17.51, 64k 38.82us against 28.94, 128k 79.59us against 57.68; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 6363MB/s
fresh_serial_bw=6362663997

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.99us, 4.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.904us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
page_init=0.302215us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.523); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
folio_alloc=0.38068us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.523); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
add_folio=0.121818us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.523); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
mark_dirty=0.0609088us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
lru_add_large=0.243963us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.9ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.361016us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.9ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.121544us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.523); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
insert=0.334999us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.523); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.613us p=0.3022us f=1.2639us L=0.2440us b=32421MB/s; R²=0.9960, residuals (us): 512:-0.102 1k:-0.0426 2k:+0.0957 4k:-0.0139 8k:-0.221 16k:+0.188 32k:+0.366 64k:+0.0493 128k:+0.131 256k:+0.0215 512k:-2.81 1M:+1.87 512:-0.0508 4k:+0.206 64k:-0.0358 1M:-0.0114
mark_dirty=0.365453us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.193us per IO, spread 43%: fio's own loop, the same for pwrite and pwritev
psync=0.1935us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.193us per IO, spread 43%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1935us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.22..5.37) against psync 3.42us (3.39..3.48) per IO, libaio - psync within each round 1.89us (1.80..1.95), plus engine.psync 0.193us, split half to submit, half to complete
libaio_submit=1.04279us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.22..5.37) against psync 3.42us (3.39..3.48) per IO, libaio - psync within each round 1.89us (1.80..1.95), plus engine.psync 0.193us, split half to submit, half to complete
libaio_complete=1.04279us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.57..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 3.30us (3.20..3.36): 0.37us more per IO (0.21..0.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.559711us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.15us per IO (3.94..4.30, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.30..3.42): 0.73us more per IO (0.55..1.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.925922us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..54.7), io_uring qd8 on ext4 59.6us (58.6..61.5) with scramble_buffers=0 and 59.6us (59.6..61.5) with it on; iowq.punt 0.56us
remote_copy_bw=83535543919
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..54.7), io_uring qd8 on ext4 59.6us (58.6..61.5) with scramble_buffers=0 and 59.6us (59.6..61.5) with it on; iowq.punt 0.56us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.70us per IO (21.27..21.73, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.9408us
