# calY (session 35) with cpu.deep_wakeup and cpu.idle_poll as calZ measured them on 2026-12-06 08:36 (calY predates the parameters)
# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 86.86us, qd2 62.65us, qd4 51.81us, qd8 59.13us, qd16 60.34us, qd32 55.30us; overlapped max(t1/qd, t32) rms error 7.0%; batched S + D/qd: S=52.99us D=26.53us, rms error 8.7%: overlapped
# note: write device curve: QD1 t(bs) 39.89us + bs/2703.2MB/s (R²=0.9861); deep queue B=2422.5MB/s, k=0.44 (R²=0.6684); measured at qd32: 2370.3MB/s (2219.1..2458.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.70us + bs/3173.7MB/s (R²=0.9749); deep queue B=2775.2MB/s, k=1.23 (R²=0.6292); measured at qd32: 2650.7MB/s (1751.1..3324.2 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.4 ps a byte (-40.3..51.8)
# note: buffered write(): 2.236us per call + 0.2999us per new page (0.2149us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.8007us per new folio + 0.5901us per new large folio + 27120MB/s (R²=0.9896, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.90 per core (2 jobs at once against one: 0.166 / 0.092 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13434MB/s, best 13491MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1199 MB/s after the memory phase, 1187 MB/s at the end, -1%
# note: self-check cold memory, 1M psync 512M: measured 527 MB/s (450..552), predicted 539 MB/s, +2.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 878 MB/s (864..927), predicted 883 MB/s, +0.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8328 MB/s (8183..8421), predicted 8723 MB/s, +4.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8545 MB/s (5924..8832), predicted 8260 MB/s, -3.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 34% of their median (5924..8832 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4295 MB/s (4162..5423), predicted 4183 MB/s, -2.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1091 MB/s (994..1109), predicted 737 MB/s, -32.5%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 170 MB/s (170..192), predicted 170 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 771 MB/s (733..877), predicted 576 MB/s, -25.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (8260..8801), predicted 7169 MB/s, -14.5%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8389..8801), predicted 7169 MB/s, -18.5%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 750 MB/s (737..785), predicted 624 MB/s, -16.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 986 MB/s (774..1109), predicted 1037 MB/s, +5.1%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 34% of their median (774..1109 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 874 MB/s (636..952), predicted 814 MB/s, -6.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 36% of their median (636..952 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1923 MB/s (1515..2250), predicted 1501 MB/s, -22.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 38% of their median (1515..2250 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1183 MB/s (1057..1297), predicted 1066 MB/s, -9.9%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1803 MB/s (1729..2196), predicted 1858 MB/s, +3.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1082 MB/s (1061..1398), predicted 1260 MB/s, +16.4%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 31% of their median (1061..1398 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2322 MB/s (1825..2963), predicted 2107 MB/s, -9.3%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 49% of their median (1825..2963 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1363 MB/s (1220..1459), predicted 1385 MB/s, +1.6%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1149 MB/s (1056..1245), predicted 1133 MB/s, -1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1265 MB/s (1249..1388), predicted 1202 MB/s, -5.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1205 MB/s (1190..1266), predicted 1138 MB/s, -5.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1365 MB/s (869..1373), predicted 1205 MB/s, -11.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 37% of their median (869..1373 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 743 MB/s (729..743), predicted 926 MB/s, +24.7%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 917 MB/s (906..926), predicted 1023 MB/s, +11.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 06:51 UTC, in /var/tmp/calY, 262 s

[cpu]
deep_wakeup=35.6225us
idle_poll=175us
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.028..1.125us
syscall=1.06578us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.4 ps a byte (-40.3..51.8)
copy_unaligned=6.42592e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.9/3.2/4.5us, rewrite 64k 4.4/4.8/7.0us, rewrite 1M 39.2/43.3/98.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=397.164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.9/3.2/4.5us, rewrite 64k 4.4/4.8/7.0us, rewrite 1M 39.2/43.3/98.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=22.4404us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0553) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
copy_bw=27119858254
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.90us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.64us, halved
wakeup=8.316us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.552894us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4096 MiB/s against one job 2438 MiB/s, per core 0.83 (0.81..1.00), paired within each round, median of 3
smp_efficiency=0.832

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1819us (min 1739, max 2195us), against 106us per warm write; fitted from the median stall
fault_in_bw=576414298
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1819us, each of two writers at once 2450us (medians of 3 and 2 repeats): together 1.49 times one writer's rate
fault_in_parallel=1.48506
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1819us, p90 2247us, mean 1881us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calY) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calY (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.066us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
write_call=1.11988us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.3us against 42.2us, 5.6us more per IO (3.3..7.7, median of 3 rounds); bounded by the 17.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.2us of the host's allocation section (dev.fresh_serial): 3.94us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=2.14262us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.3us against 42.2us, 5.6us more per IO (3.3..7.7, median of 3 rounds); bounded by the 17.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.2us of the host's allocation section (dev.fresh_serial): 3.94us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.7928us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4546 discards, 230ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=50.5939us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.95us per IO (91365 IOPS), 8 KiB 8.61us, 128 KiB 55.30us, 128 KiB from huge-page buffers 20.49us, against 1.69us for 4 KiB at B: per command 9.51us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6396.7MB/s from the huge-page run; the QD1 slope 2703.2MB/s, i.e. 1.52us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.95us, 8k 8.61us, 16k 9.84us, 32k 12.52us, 64k 25.39us, 128k 55.30us, 128k huge 20.49us; serial t = c + n s + bytes/bw: c=6.63us s=0.683us bw=9948MB/s, rms error 17.6%; parallel t = max(c + n s, bytes/6397MB/s): c=6.52us s=1.123us, rms error 17.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=9.5144us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.95us per IO (91365 IOPS), 8 KiB 8.61us, 128 KiB 55.30us, 128 KiB from huge-page buffers 20.49us, against 1.69us for 4 KiB at B: per command 9.51us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6396.7MB/s from the huge-page run; the QD1 slope 2703.2MB/s, i.e. 1.52us per page against 2.07us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.95us, 8k 8.61us, 16k 9.84us, 32k 12.52us, 64k 25.39us, 128k 55.30us, 128k huge 20.49us; serial t = c + n s + bytes/bw: c=6.63us s=0.683us bw=9948MB/s, rms error 17.6%; parallel t = max(c + n s, bytes/6397MB/s): c=6.52us s=1.123us, rms error 17.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.4307us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 33.5us / 3.91 (exponential service-time tail)
latency_jitter=8.57255us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.89us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=12.08us and the mean jitter 8.57us; R²=0.9861, residuals (us): 4k:+1.08 16k:+0.381 64k:-0.998 256k:-11.3 1M:+41.9; less dev.kick 9.11us (one per QD1 IO)
write_latency=10.1277us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2422.5MB/s k=0.44 (LM converged), R²=0.6684, residuals (MB/s): qd1:-176 qd2:+105 qd4:+346 qd8:-80.1 qd16:-186 qd32:-19.4; QD1 slope 2703.2MB/s, R²=0.9861, residuals (us): 4k:+1.08 16k:+0.381 64k:-0.998 256k:-11.3 1M:+41.9
write_bw=6396706412
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.70us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=12.08us and the mean jitter 8.57us (both as the writes fitted them); R²=0.9749, residuals (us): 4k:+2.27 16k:-0.0261 64k:-1.53 256k:-12.2 1M:+47
read_latency=20.0437us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2775.2MB/s k=1.23 (LM converged), R²=0.6292, residuals (MB/s): qd1:+49.3 qd2:+347 qd4:-427 qd8:-454 qd16:+543 qd32:-21.8; QD1 slope 3173.7MB/s, R²=0.9749, residuals (us): 4k:+2.27 16k:-0.0261 64k:-1.53 256k:-12.2 1M:+47
read_bw=2775153282
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.24us per IO (13.85..20.60, median of 3) less the modelled 6.13us (syscall, direct IO, command, engine)
kick=9.11078us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 4M 2.31ms, 16M 8.72ms, 64M 32.64ms, 256M 114.82ms; t = 408.2us + N / 2172.0MB/s, rms error 5.0%; with the cache writing out in the background above 181.0M while the run goes on (at 5198MB/s): 373.3us + the rest / 2074.2MB/s, rms error 2.2% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5198MB/s, 2048M at 5811MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2171979121
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 4M 2.31ms, 16M 8.72ms, 64M 32.64ms, 256M 114.82ms; t = 408.2us + N / 2172.0MB/s, rms error 5.0%; with the cache writing out in the background above 181.0M while the run goes on (at 5198MB/s): 373.3us + the rest / 2074.2MB/s, rms error 2.2% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5198MB/s, 2048M at 5811MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.06ms, 512 per flush 5.28ms: 9.4us per write, less 1.9us for its bytes at dev.cache_drain_bw
cache_drain_io=7.53131us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3631MB/s, rewritten 5811MB/s: 108.320us more per MiB fresh, against 163.9us per MiB at dev.write_bw
fresh_write_factor=0.602123
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1370MB/s (1223..1427), 2x128M 1359MB/s (1335..1492), 1x512M 1404MB/s (1369..1451), 2x512M 1473MB/s (1372..1477); all bytes over all fsync times 1431MB/s, less the fresh transfer and the commands' serial time (3798MB/s), leaves 2296MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2172MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 553ms into a fresh file, 900ms rewritten
fresh_drain_factor=1
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 16.61, 32k 27.71us against 17.04, 64k 60.55us against 36.36, 128k 96.19us against 56.46; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3349MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 16.61, 32k 27.71us against 17.04, 64k 60.55us against 36.36, 128k 96.19us against 56.46; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3349MB/s
fresh_serial_bw=3349094459
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 222.2us, minus the model's data write, log write of 8k and fsync CPU (33.7us)
flush_latency=188.543us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.13us, 6.62us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.496us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
page_init=0.299866us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.170); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
folio_alloc=0.54239us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.170); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
add_folio=0.173565us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.170); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
mark_dirty=0.0867824us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
lru_add_large=0.590067us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.467115us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.122478us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.170); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
insert=0.477303us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.170); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.236us p=0.2999us f=1.8007us L=0.5901us b=27120MB/s; R²=0.9896, residuals (us): 512:-0.301 1k:-0.0272 2k:+0.13 4k:+0.0258 8k:-0.311 16k:+0.224 32k:+0.532 64k:+0.147 256k:-1.68 512k:-1.56 1M:+5.7 512:+0.00373 4k:+0.471 64k:-0.109 1M:+0.197
mark_dirty=0.520695us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.166us per IO, spread 51%: fio's own loop, the same for pwrite and pwritev
psync=0.166us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.166us per IO, spread 51%: fio's own loop, the same for pwrite and pwritev
pvsync=0.166us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.46us (5.22..5.55) against psync 3.51us (3.48..4.58) per IO, libaio - psync within each round 1.74us (0.98..1.95), plus engine.psync 0.166us, split half to submit, half to complete
libaio_submit=0.952751us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.46us (5.22..5.55) against psync 3.51us (3.48..4.58) per IO, libaio - psync within each round 1.74us (0.98..1.95), plus engine.psync 0.166us, split half to submit, half to complete
libaio_complete=0.952751us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.75us per IO (3.69..4.12, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.27..3.60): 0.43us more per IO (0.34..0.52, median of the rounds' differences), plus fio's psync loop engine.psync 0.17us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.593246us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.31us per IO (4.67..5.58, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.33..3.60): 1.98us more per IO (1.07..2.26, median of the rounds' differences), plus fio's psync loop engine.psync 0.17us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.14964us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (52.7..56.6), io_uring qd8 on ext4 62.5us (59.6..63.5) with scramble_buffers=0 and 59.6us (59.6..62.5) with it on; iowq.punt 0.59us
remote_copy_bw=83984289133
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (52.7..56.6), io_uring qd8 on ext4 62.5us (59.6..63.5) with scramble_buffers=0 and 59.6us (59.6..62.5) with it on; iowq.punt 0.59us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 24.05us per IO (21.36..24.14, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.85632us
