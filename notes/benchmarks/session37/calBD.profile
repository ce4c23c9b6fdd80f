# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 104.34us, qd2 73.46us, qd4 48.98us, qd8 59.56us, qd16 62.80us, qd32 59.08us; overlapped max(t1/qd, t32) rms error 11.9%; batched S + D/qd: S=52.11us D=40.85us, rms error 13.8%: overlapped
# note: write device curve: QD1 t(bs) 44.47us + bs/2246.1MB/s (R²=0.9925); deep queue B=2395.4MB/s, k=0.63 (R²=0.5808); measured at qd32: 2218.6MB/s (1543.4..2467.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 41.69us + bs/2553.5MB/s (R²=0.9982); deep queue B=2146.0MB/s, k=0.38 (R²=0.2619); measured at qd32: 1678.0MB/s (1667.3..2072.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.9 ps a byte (-1.9..31.7)
# note: buffered write(): 1.547us per call + 0.2130us per new page (0.1280us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.3143us per new folio + 0.4475us per new large folio + 35382MB/s (R²=0.9967, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.93 per core (2 jobs at once against one: 0.105 / 0.057 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 12670MB/s, best 13052MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1217 MB/s after the memory phase, 1199 MB/s at the end, -2%
# note: self-check cold memory, 1M psync 512M: measured 591 MB/s (574..1153), predicted 602 MB/s, +1.7%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 98% of their median (574..1153 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1224 MB/s (1202..1252), predicted 1226 MB/s, +0.2%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11250 MB/s (10594..11541), predicted 11968 MB/s, +6.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10690 MB/s (7702..11230), predicted 11050 MB/s, +3.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (7702..11230 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5263 MB/s (5263..5369), predicted 5963 MB/s, +13.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1100 MB/s (1017..1167), predicted 1009 MB/s, -8.3%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 190 MB/s (182..191), predicted 190 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1040 MB/s (980..1057), predicted 994 MB/s, -4.5%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8659..8948), predicted 9641 MB/s, +9.5%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8522..8948), predicted 9641 MB/s, +7.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 737 MB/s (726..780), predicted 746 MB/s, +1.2%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1122 MB/s (920..1281), predicted 1116 MB/s, -0.6%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 32% of their median (920..1281 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 969 MB/s (858..1025), predicted 899 MB/s, -7.2%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1910 MB/s (1796..1917), predicted 1601 MB/s, -16.2%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1363 MB/s (1209..1413), predicted 1136 MB/s, -16.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2215 MB/s (1990..3221), predicted 1966 MB/s, -11.3%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 56% of their median (1990..3221 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1405 MB/s (1118..1667), predicted 1309 MB/s, -6.9%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 39% of their median (1118..1667 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2143 MB/s (1698..2262), predicted 2218 MB/s, +3.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1172 MB/s (952..1508), predicted 1415 MB/s, +20.7%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 47% of their median (952..1508 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1264 MB/s (1195..1266), predicted 1289 MB/s, +2.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1343 MB/s (1321..1380), predicted 1367 MB/s, +1.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1362 MB/s (1328..1372), predicted 1342 MB/s, -1.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1436 MB/s (969..1504), predicted 1433 MB/s, -0.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 37% of their median (969..1504 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 691 MB/s (674..716), predicted 907 MB/s, +31.3%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 906 MB/s (895..931), predicted 1038 MB/s, +14.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 12:35 UTC, in /var/tmp/calBD, 298 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.085..1.146us
syscall=1.10797us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.9 ps a byte (-1.9..31.7)
copy_unaligned=6.93971e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/2.9us, rewrite 64k 3.3/3.6/4.2us, rewrite 1M 30.3/33.0/60.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.1/2.9us, rewrite 64k 3.3/3.6/4.2us, rewrite 1M 30.3/33.0/60.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0201) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
copy_bw=35381947682
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.78us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.46us, halved
wakeup=7.43525us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.27622us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.6, 50us: 9.6, 100us: 9.7, 150us: 9.7, 200us: 38.5, 300us: 38.6, 500us: 40.3, 1000us: 43.8
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.3/34.2/34.2 us)
deep_wakeup=34.2495us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5020 MiB/s against one job 2876 MiB/s, per core 0.87 (0.83..0.90), paired within each round, median of 3
smp_efficiency=0.872549

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1648us (min 29, max 1726us), against 97us per warm write; fitted from the median stall
fault_in_bw=636222429
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1648us, each of two writers at once 2328us (medians of 3 and 3 repeats): together 1.42 times one writer's rate
fault_in_parallel=1.41588
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1648us, p90 1788us, mean 1669us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBD) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBD (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.108us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
write_call=0.388937us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.5us against 45.8us, 2.8us more per IO (2.6..6.3, median of 3 rounds); bounded by the 15.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 1.58us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.858624us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.5us against 45.8us, 2.8us more per IO (2.6..6.3, median of 3 rounds); bounded by the 15.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 1.58us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.71844us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4110 discards, 470ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=114.355us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.21us per IO (108629 IOPS), 8 KiB 8.23us, 128 KiB 59.08us, 128 KiB from huge-page buffers 20.75us, against 1.71us for 4 KiB at B: per command 7.60us, per page segment 1.61us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6317.0MB/s from the huge-page run; the QD1 slope 2246.1MB/s, i.e. 1.82us per page against 2.26us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.21us, 8k 8.23us, 16k 10.98us, 32k 16.42us, 64k 35.68us, 128k 59.08us, 128k huge 20.75us; serial t = c + n s + bytes/bw: c=5.81us s=1.131us bw=9493MB/s, rms error 11.4%; parallel t = max(c + n s, bytes/6317MB/s): c=6.85us s=1.236us, rms error 14.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=7.59689us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.21us per IO (108629 IOPS), 8 KiB 8.23us, 128 KiB 59.08us, 128 KiB from huge-page buffers 20.75us, against 1.71us for 4 KiB at B: per command 7.60us, per page segment 1.61us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6317.0MB/s from the huge-page run; the QD1 slope 2246.1MB/s, i.e. 1.82us per page against 2.26us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.21us, 8k 8.23us, 16k 10.98us, 32k 16.42us, 64k 35.68us, 128k 59.08us, 128k huge 20.75us; serial t = c + n s + bytes/bw: c=5.81us s=1.131us bw=9493MB/s, rms error 11.4%; parallel t = max(c + n s, bytes/6317MB/s): c=6.85us s=1.236us, rms error 14.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.60879us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 46.1us / 3.91 (exponential service-time tail)
latency_jitter=11.7791us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.47us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.20us and the mean jitter 11.78us; R²=0.9925, residuals (us): 4k:+0.935 16k:+0.219 64k:-0.885 256k:-10.3 1M:+36.3; less dev.kick 7.74us (one per QD1 IO)
write_latency=14.749us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2395.4MB/s k=0.63 (LM converged), R²=0.5808, residuals (MB/s): qd1:-218 qd2:-40.6 qd4:+605 qd8:-21.2 qd16:-218 qd32:-131; QD1 slope 2246.1MB/s, R²=0.9925, residuals (us): 4k:+0.935 16k:+0.219 64k:-0.885 256k:-10.3 1M:+36.3
write_bw=6316961871
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.69us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.20us and the mean jitter 11.78us (both as the writes fitted them); R²=0.9982, residuals (us): 4k:-0.299 16k:+0.713 64k:+0.3 256k:-5.03 1M:+12.2
read_latency=19.7061us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2146.0MB/s k=0.38 (LM converged), R²=0.2619, residuals (MB/s): qd1:-248 qd2:-35.3 qd4:+719 qd8:+131 qd16:-137 qd32:-443; QD1 slope 2553.5MB/s, R²=0.9982, residuals (us): 4k:-0.299 16k:+0.713 64k:+0.3 256k:-5.03 1M:+12.2
read_bw=2553487417
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.12us per IO (12.33..14.82, median of 3) less the modelled 6.38us (syscall, direct IO, command, engine)
kick=7.73516us
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 179.2us, minus the model's data write, log write of 8k and fsync CPU (42.6us)
flush_latency=136.649us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 2M 1.16ms, 4M 2.28ms, 8M 4.23ms, 16M 7.96ms, 32M 14.61ms, 64M 26.35ms, 128M 50.59ms, 256M 96.14ms; with dev.flush_latency as the fixed part; t = 136.6us + N / 2334.8MB/s, rms error 13.3%; with the cache writing out in the background above 13.5M while the run goes on (at 6326MB/s): 136.6us + the rest / 1957.4MB/s, rms error 3.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6326MB/s, 2048M at 5596MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1957361703
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 2M 1.16ms, 4M 2.28ms, 8M 4.23ms, 16M 7.96ms, 32M 14.61ms, 64M 26.35ms, 128M 50.59ms, 256M 96.14ms; with dev.flush_latency as the fixed part; t = 136.6us + N / 2334.8MB/s, rms error 13.3%; with the cache writing out in the background above 13.5M while the run goes on (at 6326MB/s): 136.6us + the rest / 1957.4MB/s, rms error 3.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6326MB/s, 2048M at 5596MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 2M 1.16ms, 4M 2.28ms, 8M 4.23ms, 16M 7.96ms, 32M 14.61ms, 64M 26.35ms, 128M 50.59ms, 256M 96.14ms; with dev.flush_latency as the fixed part; t = 136.6us + N / 2334.8MB/s, rms error 13.3%; with the cache writing out in the background above 13.5M while the run goes on (at 6326MB/s): 136.6us + the rest / 1957.4MB/s, rms error 3.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6326MB/s, 2048M at 5596MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=14107901
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.20ms, 512 per flush 5.93ms: 10.6us per write, less 2.1us for its bytes at dev.cache_drain_bw
cache_drain_io=8.45824us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4741MB/s, rewritten 5596MB/s: 33.762us more per MiB fresh, against 166.0us per MiB at dev.write_bw
fresh_write_factor=0.830983
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1483MB/s (1421..1485), 2x128M 1462MB/s (1449..1494), 1x512M 1611MB/s (1575..1625), 2x512M 1647MB/s (1581..2019); all bytes over all fsync times 1598MB/s, less the fresh transfer and the commands' serial time (5159MB/s), leaves 2316MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1957MB/s above dev.cache_background 14107900 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 509ms into a fresh file, 754ms rewritten
fresh_drain_factor=0.82229
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.60, 32k 24.05us against 17.15, 64k 46.63us against 29.58, 128k 111.82us against 61.15; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3919MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.60, 32k 24.05us against 17.15, 64k 46.63us against 29.58, 128k 111.82us against 61.15; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3919MB/s
fresh_serial_bw=3918941222

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.99us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
page_init=0.212972us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.583); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
folio_alloc=0.395865us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.583); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
add_folio=0.126677us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.583); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
mark_dirty=0.0633384us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
lru_add_large=0.447458us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.335599us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.11666us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.583); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
insert=0.348361us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.583); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.547us p=0.2130us f=1.3143us L=0.4475us b=35382MB/s; R²=0.9967, residuals (us): 512:+0.016 1k:-0.00182 2k:-0.0134 4k:+0.00541 8k:-0.0487 16k:+0.131 32k:-0.118 64k:-0.0574 128k:+0.478 256k:+0.434 512k:-3.57 1M:+5.59 512:-0.0744 4k:+0.12 64k:-0.0836 1M:+0.326
mark_dirty=0.38003us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.105us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.105us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.55us (5.25..5.65) against psync 3.48us (3.33..3.63) per IO, libaio - psync within each round 2.01us (1.92..2.08), plus engine.psync 0.105us, split half to submit, half to complete
libaio_submit=1.05958us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.55us (5.25..5.65) against psync 3.48us (3.33..3.63) per IO, libaio - psync within each round 2.01us (1.92..2.08), plus engine.psync 0.105us, split half to submit, half to complete
libaio_complete=1.05958us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.72us per IO (3.51..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.27us (3.20..3.36): 0.37us more per IO (0.31..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.471211us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.94us per IO (3.88..4.18, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.42..3.69): 0.43us more per IO (0.18..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.532246us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..54.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 58.6us (58.6..61.5) with it on; iowq.punt 0.47us
remote_copy_bw=118843007964
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..54.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 58.6us (58.6..61.5) with it on; iowq.punt 0.47us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.58us per IO (21.42..22.52, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.65491us
