# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 94.77us, qd2 70.40us, qd4 55.46us, qd8 56.31us, qd16 59.31us, qd32 51.15us; overlapped max(t1/qd, t32) rms error 13.4%; batched S + D/qd: S=50.79us D=40.47us, rms error 6.0%: batched (but the ladder is not served one command at a time)
# note: write device curve: QD1 t(bs) 45.63us + bs/2401.1MB/s (R²=0.9835); deep queue B=2540.5MB/s, k=0.73 (R²=0.8821); measured at qd32: 2562.7MB/s (2043.1..2589.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.21us + bs/3055.8MB/s (R²=0.9966); deep queue B=2991.1MB/s, k=0.59 (R²=0.5623); measured at qd32: 2280.8MB/s (1632.0..2569.4 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 8.1 ps a byte (-1.4..51.2)
# note: buffered write(): 1.571us per call + 0.2459us per new page (0.1609us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2166us per new folio + 0.1467us per new large folio + 33146MB/s (R²=0.9977, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.55 per core (2 jobs at once against one: 0.112 / 0.102 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13345MB/s, best 13391MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1197 MB/s after the memory phase, 1262 MB/s at the end, +5%
# note: self-check cold memory, 1M psync 512M: measured 447 MB/s (408..467), predicted 453 MB/s, +1.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1250 MB/s (1230..1254), predicted 1239 MB/s, -0.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10254 MB/s (10088..10360), predicted 10736 MB/s, +4.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9590 MB/s (6592..10171), predicted 9876 MB/s, +3.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 37% of their median (6592..10171 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4474 MB/s (4365..4793), predicted 5854 MB/s, +30.8%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1100 MB/s (1091..1254), predicted 1029 MB/s, -6.5%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 249 MB/s (249..254), predicted 249 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1147 MB/s (1009..1198), predicted 1029 MB/s, -10.3%
# note: self-check punted copy, 512k io_uring qd8: measured 8522 MB/s (8134..8659), predicted 8332 MB/s, -2.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8522 MB/s (8522..8659), predicted 8332 MB/s, -2.2%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 758 MB/s (754..767), predicted 766 MB/s, +1.1%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1081 MB/s (1078..1516), predicted 1022 MB/s, -5.4%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 41% of their median (1078..1516 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1078 MB/s (959..1272), predicted 831 MB/s, -22.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2128 MB/s (1831..2386), predicted 1557 MB/s, -26.8%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1483 MB/s (1322..1491), predicted 1153 MB/s, -22.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2326 MB/s (1745..2348), predicted 2108 MB/s, -9.4%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1443 MB/s (1231..1467), predicted 1429 MB/s, -1.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2439 MB/s (1950..2628), predicted 2562 MB/s, +5.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1607 MB/s (1420..1710), predicted 1623 MB/s, +1.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1286 MB/s (1057..1335), predicted 1166 MB/s, -9.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1418 MB/s (1114..1449), predicted 1225 MB/s, -13.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1226 MB/s (1203..1337), predicted 1170 MB/s, -4.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1216 MB/s (951..1257), predicted 1228 MB/s, +1.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 597 MB/s (536..683), predicted 972 MB/s, +62.8%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 684 MB/s (669..872), predicted 1264 MB/s, +84.7%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 09:04 UTC, in /var/tmp/calBA, 249 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.061..1.203us
syscall=1.11094us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 8.1 ps a byte (-1.4..51.2)
copy_unaligned=8.11327e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.4/3.7/4.8us, rewrite 1M 32.6/35.1/65.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.4/3.7/4.8us, rewrite 1M 32.6/35.1/65.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=3.16979us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0120) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
copy_bw=33146395619
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 15.06us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.34us, halved
wakeup=5.18451us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.194842us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 7.5, 50us: 7.5, 100us: 7.6, 150us: 7.5, 200us: 35.8, 300us: 36.7, 500us: 38.6, 1000us: 40.5
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 33.0/35.5/32.3 us)
deep_wakeup=32.9625us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4267 MiB/s against one job 2639 MiB/s, per core 0.82 (0.70..0.87), paired within each round, median of 3
smp_efficiency=0.816667

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2207us (min 2187, max 2349us), against 123us per warm write; fitted from the median stall
fault_in_bw=475063790
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2207us, each of two writers at once 1691us (medians of 3 and 1 repeats): together 2.61 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2207us, p90 2684us, mean 2217us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBA (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.111us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
write_call=0.410128us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 52.5us against 47.6us, 5.0us more per IO (4.9..5.7, median of 3 rounds); bounded by the 22.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 3.95us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=2.14933us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 52.5us against 47.6us, 5.0us more per IO (4.9..5.7, median of 3 rounds); bounded by the 22.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 3.95us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.79842us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4012 discards, 418ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=104.187us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.26us per IO (81558 IOPS), 8 KiB 7.69us, 128 KiB 51.15us, 128 KiB from huge-page buffers 17.41us, against 1.61us for 4 KiB at B: per command 11.01us, per page segment 1.25us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7526.9MB/s from the huge-page run; the QD1 slope 2401.1MB/s, i.e. 1.71us per page against 1.80us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 11.00us, 8k 6.42us, 16k 11.22us, 32k 15.74us, 64k 22.51us, 128k 49.88us, 128k huge 16.15us; serial t = c + n s + bytes/bw: c=5.69us s=0.894us bw=13700MB/s, rms error 18.4%; parallel t = max(c + n s, bytes/8116MB/s): c=6.06us s=1.088us, rms error 18.7%: not serial
cmd_service=11.0069us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.26us per IO (81558 IOPS), 8 KiB 7.69us, 128 KiB 51.15us, 128 KiB from huge-page buffers 17.41us, against 1.61us for 4 KiB at B: per command 11.01us, per page segment 1.25us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7526.9MB/s from the huge-page run; the QD1 slope 2401.1MB/s, i.e. 1.71us per page against 1.80us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 11.00us, 8k 6.42us, 16k 11.22us, 32k 15.74us, 64k 22.51us, 128k 49.88us, 128k huge 16.15us; serial t = c + n s + bytes/bw: c=5.69us s=0.894us bw=13700MB/s, rms error 18.4%; parallel t = max(c + n s, bytes/8116MB/s): c=6.06us s=1.088us, rms error 18.7%: not serial
segment_service=1.25432us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 42.0us / 3.91 (exponential service-time tail)
latency_jitter=10.732us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.63us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=13.62us and the mean jitter 10.73us; R²=0.9835, residuals (us): 4k:+0.628 16k:+1.18 64k:-0.791 256k:-14.1 1M:+51.3; less dev.kick 8.05us (one per QD1 IO)
write_latency=13.2364us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2540.5MB/s k=0.73 (LM converged), R²=0.8821, residuals (MB/s): qd1:-85.2 qd2:+0.911 qd4:+215 qd8:-0.116 qd16:-220 qd32:+78.9; QD1 slope 2401.1MB/s, R²=0.9835, residuals (us): 4k:+0.628 16k:+1.18 64k:-0.791 256k:-14.1 1M:+51.3
write_bw=7526858342
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.21us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=13.62us and the mean jitter 10.73us (both as the writes fitted them); R²=0.9966, residuals (us): 4k:+0.877 16k:-1.89 64k:+2.6 256k:-2.25 1M:+1.64
read_latency=17.8598us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2991.1MB/s k=0.59 (LM converged), R²=0.5623, residuals (MB/s): qd1:-205 qd2:+28 qd4:+291 qd8:+145 qd16:+377 qd32:-656; QD1 slope 3055.8MB/s, R²=0.9966, residuals (us): 4k:+0.877 16k:-1.89 64k:+2.6 256k:-2.25 1M:+1.64
read_bw=2991076440
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.32us per IO (12.28..15.29, median of 3) less the modelled 6.27us (syscall, direct IO, command, engine)
kick=8.04573us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.61ms, 4M 1.68ms, 16M 6.26ms, 64M 23.20ms, 256M 84.41ms; t = 263.9us + N / 2984.8MB/s, rms error 4.2%; with the cache writing out in the background above 181.0M while the run goes on (at 7394MB/s): 240.9us + the rest / 2859.2MB/s, rms error 1.7% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 7394MB/s, 2048M at 7817MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2984849609
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.61ms, 4M 1.68ms, 16M 6.26ms, 64M 23.20ms, 256M 84.41ms; t = 263.9us + N / 2984.8MB/s, rms error 4.2%; with the cache writing out in the background above 181.0M while the run goes on (at 7394MB/s): 240.9us + the rest / 2859.2MB/s, rms error 1.7% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 7394MB/s, 2048M at 7817MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 0.71ms, 512 per flush 3.78ms: 6.9us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=5.49402us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5993MB/s, rewritten 7817MB/s: 40.808us more per MiB fresh, against 139.3us per MiB at dev.write_bw
fresh_write_factor=0.773439
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1510MB/s (1206..1554), 2x128M 1537MB/s (1193..1576), 1x512M 1423MB/s (1396..1550), 2x512M 1348MB/s (1303..1633); all bytes over all fsync times 1401MB/s, less the fresh transfer and the commands' serial time (5695MB/s), leaves 1858MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2985MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 464ms into a fresh file, 757ms rewritten
fresh_drain_factor=0.622344
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.20us against 15.16, 32k 22.09us against 15.40, 64k 45.41us against 28.17, 128k 81.54us against 53.74; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4443MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.20us against 15.16, 32k 22.09us against 15.40, 64k 45.41us against 28.17, 128k 81.54us against 53.74; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4443MB/s
fresh_serial_bw=4443406643
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 220.2us, minus the model's data write, log write of 8k and fsync CPU (39.4us)
flush_latency=180.784us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.93us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.456us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
page_init=0.245892us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
folio_alloc=0.366439us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
add_folio=0.117261us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
mark_dirty=0.0586303us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
lru_add_large=0.146708us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.364711us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.129603us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
insert=0.322467us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.571us p=0.2459us f=1.2166us L=0.1467us b=33146MB/s; R²=0.9977, residuals (us): 512:-0.0726 1k:-0.00951 2k:+0.0751 4k:-0.0302 8k:-0.00399 16k:-0.0123 32k:-0.00333 64k:+0.126 256k:+0.0874 512k:-2.52 1M:+4.6 512:-0.0231 4k:+0.117 64k:-0.0951 1M:+0.394
mark_dirty=0.351782us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.112us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1125us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.112us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1125us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.34..5.43) against psync 3.54us (3.39..3.54) per IO, libaio - psync within each round 1.89us (1.86..1.95), plus engine.psync 0.112us, split half to submit, half to complete
libaio_submit=1.00229us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.34..5.43) against psync 3.54us (3.39..3.54) per IO, libaio - psync within each round 1.89us (1.86..1.95), plus engine.psync 0.112us, split half to submit, half to complete
libaio_complete=1.00229us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.72us per IO (3.27..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.33..3.54): 0.18us more per IO (-0.06..0.31, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.295605us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.57us per IO (3.42..4.06, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.33..3.57): 0.18us more per IO (-0.15..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.295605us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..55.7), io_uring qd8 on ext4 61.5us (60.5..64.5) with scramble_buffers=0 and 61.5us (60.5..61.5) with it on; iowq.punt 0.30us
remote_copy_bw=69747952187
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..55.7), io_uring qd8 on ext4 61.5us (60.5..64.5) with scramble_buffers=0 and 61.5us (60.5..61.5) with it on; iowq.punt 0.30us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 16.42us per IO (16.11..16.42, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=2.92664us
