# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 82.93us, qd2 57.34us, qd4 45.82us, qd8 47.77us, qd16 46.73us, qd32 57.33us; overlapped max(t1/qd, t32) rms error 16.0%; batched S + D/qd: S=45.11us D=29.80us, rms error 11.0%: overlapped
# note: write device curve: QD1 t(bs) 37.29us + bs/2750.0MB/s (R²=0.9601); deep queue B=2795.2MB/s, k=0.53 (R²=0.6127); measured at qd32: 2286.4MB/s (2074.0..2467.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.76us + bs/2826.1MB/s (R²=0.9984); deep queue B=3075.9MB/s, k=0.60 (R²=0.7961); measured at qd32: 2744.0MB/s (2467.2..2903.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 12.7 ps a byte (-3.1..47.4)
# note: buffered write(): 1.580us per call + 0.4274us per new page (0.2395us copied in a chunk of cpu.copy_stream_bytes or more) + 1.0052us per new folio + 0.0000us per new large folio + 31584MB/s (R²=0.9950, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.88 per core (2 jobs at once against one: 0.108 / 0.061 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15666MB/s, best 15723MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1194 MB/s after the memory phase, 1216 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 541 MB/s (436..851), predicted 590 MB/s, +9.1%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 77% of their median (436..851 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1243 MB/s (1060..1259), predicted 1244 MB/s, +0.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10417 MB/s (10118..10434), predicted 10783 MB/s, +3.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10362 MB/s (7007..10582), predicted 9486 MB/s, -8.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 35% of their median (7007..10582 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5263 MB/s (5263..5478), predicted 5606 MB/s, +6.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1109 MB/s (1074..1118), predicted 1047 MB/s, -5.6%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 177 MB/s (177..180), predicted 177 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 994 MB/s (926..1100), predicted 918 MB/s, -7.7%
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (8389..8801), predicted 7976 MB/s, -4.9%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8522..8801), predicted 7976 MB/s, -9.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 771 MB/s (763..771), predicted 762 MB/s, -1.2%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1220 MB/s (932..1359), predicted 1035 MB/s, -15.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 35% of their median (932..1359 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1036 MB/s (880..1193), predicted 985 MB/s, -4.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 30% of their median (880..1193 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1904 MB/s (1607..2078), predicted 1590 MB/s, -16.5%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1491 MB/s (1291..1721), predicted 1279 MB/s, -14.3%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2044 MB/s (1658..2085), predicted 1961 MB/s, -4.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1459 MB/s (1329..1647), predicted 1484 MB/s, +1.7%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1834 MB/s (1641..2099), predicted 2220 MB/s, +21.0%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1278 MB/s (1220..1508), predicted 1613 MB/s, +26.2%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1292 MB/s (1197..1339), predicted 1294 MB/s, +0.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1451 MB/s (1441..1472), predicted 1378 MB/s, -5.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1375 MB/s (1347..1393), predicted 1299 MB/s, -5.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1469 MB/s (962..1481), predicted 1382 MB/s, -5.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (962..1481 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 910 MB/s (863..923), predicted 1044 MB/s, +14.7%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1143 MB/s (1129..1150), predicted 1130 MB/s, -1.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 08:48 UTC, in /var/tmp/calZ2, 258 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.966..0.973us
syscall=0.970798us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 12.7 ps a byte (-3.1..47.4)
copy_unaligned=1.26843e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.2/3.1us, rewrite 64k 3.6/3.9/5.5us, rewrite 1M 33.5/37.6/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.2/3.1us, rewrite 64k 3.6/3.9/5.5us, rewrite 1M 33.5/37.6/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0856 (none) to 0.0280
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
copy_stream_page=0.187933us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
copy_bw=31583595038
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.79us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.31us, halved
wakeup=7.5885us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.362571us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.6, 50us: 9.6, 100us: 9.6, 150us: 9.7, 200us: 37.9, 300us: 38.4, 500us: 41.2, 1000us: 43.8
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 33.6/34.2/34.5 us)
deep_wakeup=34.1745us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5020 MiB/s against one job 2876 MiB/s, per core 0.87 (0.86..0.88), paired within each round, median of 3
smp_efficiency=0.872549

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1668us (min 1623, max 2222us), against 121us per warm write; fitted from the median stall
fault_in_bw=628799509
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1668us, each of two writers at once 1812us (medians of 3 and 2 repeats): together 1.84 times one writer's rate
fault_in_parallel=1.84063
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1668us, p90 2272us, mean 1811us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calZ2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calZ2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.971us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
write_call=0.559021us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 42.9us against 41.7us, 2.3us more per IO (1.2..3.9, median of 3 rounds); bounded by the 15.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 1.46us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.796584us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 42.9us against 41.7us, 2.3us more per IO (1.2..3.9, median of 3 rounds); bounded by the 15.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 1.46us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.666529us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4045 discards, 464ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=114.71us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.68us per IO (115258 IOPS), 8 KiB 8.17us, 128 KiB 57.33us, 128 KiB from huge-page buffers 20.85us, against 1.47us for 4 KiB at B: per command 7.11us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6287.6MB/s from the huge-page run; the QD1 slope 2750.0MB/s, i.e. 1.49us per page against 2.22us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.68us, 8k 8.17us, 16k 12.09us, 32k 14.29us, 64k 12.44us, 128k 57.33us, 128k huge 20.85us; serial t = c + n s + bytes/bw: c=7.82us s=0.147us bw=10176MB/s, rms error 26.3%; parallel t = max(c + n s, bytes/6288MB/s): c=4.83us s=1.177us, rms error 38.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=7.1068us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.68us per IO (115258 IOPS), 8 KiB 8.17us, 128 KiB 57.33us, 128 KiB from huge-page buffers 20.85us, against 1.47us for 4 KiB at B: per command 7.11us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6287.6MB/s from the huge-page run; the QD1 slope 2750.0MB/s, i.e. 1.49us per page against 2.22us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.68us, 8k 8.17us, 16k 12.09us, 32k 14.29us, 64k 12.44us, 128k 57.33us, 128k huge 20.85us; serial t = c + n s + bytes/bw: c=7.82us s=0.147us bw=10176MB/s, rms error 26.3%; parallel t = max(c + n s, bytes/6288MB/s): c=4.83us s=1.177us, rms error 38.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.56936us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.4us / 3.91 (exponential service-time tail)
latency_jitter=6.74025us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.29us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.58us and the mean jitter 6.74us; R²=0.9601, residuals (us): 4k:+1.3 16k:+1.42 64k:-2.25 256k:-16.2 1M:+81.2; less dev.kick 9.11us (one per QD1 IO)
write_latency=11.8612us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2795.2MB/s k=0.53 (LM converged), R²=0.6127, residuals (MB/s): qd1:-247 qd2:+76.1 qd4:+392 qd8:+122 qd16:+99.3 qd32:-463; QD1 slope 2750.0MB/s, R²=0.9601, residuals (us): 4k:+1.3 16k:+1.42 64k:-2.25 256k:-16.2 1M:+81.2
write_bw=6287649726
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.58us and the mean jitter 6.74us (both as the writes fitted them); R²=0.9984, residuals (us): 4k:+0.589 16k:-0.0245 64k:-1.9 256k:+3.89 1M:-3.61
read_latency=24.4459us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3075.9MB/s k=0.60 (LM converged), R²=0.7961, residuals (MB/s): qd1:-223 qd2:+78 qd4:+349 qd8:+66.7 qd16:-16.7 qd32:-275; QD1 slope 2826.1MB/s, R²=0.9984, residuals (us): 4k:+0.589 16k:-0.0245 64k:-1.9 256k:+3.89 1M:-3.61
read_bw=3075861246
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.26us per IO (13.15..17.65, median of 3) less the modelled 6.16us (syscall, direct IO, command, engine)
kick=9.10657us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.74ms, 4M 2.09ms, 16M 7.63ms, 64M 26.61ms, 256M 99.09ms; t = 342.2us + N / 2524.5MB/s, rms error 5.5%; with the cache writing out in the background above 181.0M while the run goes on (at 5510MB/s): 311.1us + the rest / 2403.0MB/s, rms error 3.5% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5510MB/s, 2048M at 5349MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2524524611
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.74ms, 4M 2.09ms, 16M 7.63ms, 64M 26.61ms, 256M 99.09ms; t = 342.2us + N / 2524.5MB/s, rms error 5.5%; with the cache writing out in the background above 181.0M while the run goes on (at 5510MB/s): 311.1us + the rest / 2403.0MB/s, rms error 3.5% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5510MB/s, 2048M at 5349MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.03ms, 512 per flush 5.47ms: 9.9us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=8.29752us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4916MB/s, rewritten 5349MB/s: 17.283us more per MiB fresh, against 166.8us per MiB at dev.write_bw
fresh_write_factor=0.906096
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1495MB/s (1390..1548), 2x128M 1568MB/s (1566..1601), 1x512M 1590MB/s (1562..1620), 2x512M 1591MB/s (1586..1606); all bytes over all fsync times 1581MB/s, less the fresh transfer and the commands' serial time (5595MB/s), leaves 2203MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2525MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 514ms into a fresh file, 687ms rewritten
fresh_drain_factor=0.872688
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.81us against 13.43, 32k 21.97us against 17.21, 64k 44.92us against 32.06, 128k 102.54us against 71.47; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5498MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.81us against 13.43, 32k 21.97us against 17.21, 64k 44.92us against 32.06, 128k 102.54us against 71.47; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5498MB/s
fresh_serial_bw=5498479137
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 156.7us, minus the model's data write, log write of 8k and fsync CPU (36.7us)
flush_latency=119.957us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.93us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.456us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
page_init=0.427419us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.211); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
folio_alloc=0.30277us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.211); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
add_folio=0.0968866us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.211); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
mark_dirty=0.0484433us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
lru_add_large=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.346768us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116033us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.211); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
insert=0.266438us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.211); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.580us p=0.4274us pl=0.2395us f=1.0052us L=0.0000us b=31584MB/s; R²=0.9950, residuals (us): 512:-0.0738 1k:+0.0236 2k:+0.0398 4k:+0.00221 8k:-0.0164 16k:+0.199 32k:-0.577 64k:+0.723 256k:+0.335 512k:-2.09 1M:+3.42 512:-0.0834 4k:+0.183 64k:-0.0149 1M:-0.107
mark_dirty=0.29066us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
psync=0.1075us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1075us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.31us (5.31..5.37) against psync 3.39us (3.39..3.51) per IO, libaio - psync within each round 1.92us (1.86..1.92), plus engine.psync 0.108us, split half to submit, half to complete
libaio_submit=1.01505us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.31us (5.31..5.37) against psync 3.39us (3.39..3.51) per IO, libaio - psync within each round 1.92us (1.86..1.92), plus engine.psync 0.108us, split half to submit, half to complete
libaio_complete=1.01505us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.69us per IO (3.66..3.81, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.30..3.63): 0.21us more per IO (0.18..0.40, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.321123us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.72..4.43, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.33..3.39): 0.76us more per IO (0.34..1.10, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.870439us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..58.6), io_uring qd8 on ext4 62.5us (59.6..62.5) with scramble_buffers=0 and 59.6us (59.6..61.5) with it on; iowq.punt 0.32us
remote_copy_bw=61914471991
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..58.6), io_uring qd8 on ext4 62.5us (59.6..62.5) with scramble_buffers=0 and 59.6us (59.6..61.5) with it on; iowq.punt 0.32us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 23.13us per IO (22.74..23.16, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.33948us
