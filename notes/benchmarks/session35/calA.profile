# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 92.56us, qd2 66.45us, qd4 50.43us, qd8 36.70us, qd16 52.47us, qd32 52.31us; overlapped max(t1/qd, t32) rms error 19.5%; batched S + D/qd: S=40.55us D=47.44us, rms error 15.5%: overlapped
# note: write device curve: QD1 t(bs) 48.76us + bs/3486.4MB/s (R²=0.9890); deep queue B=2993.7MB/s, k=0.87 (R²=0.5697); measured at qd32: 2505.8MB/s (2168.1..2875.5 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 51.84us + bs/7645.5MB/s (R²=0.8430); deep queue B=4117.2MB/s, k=1.24 (R²=0.2791); measured at qd32: 3071.8MB/s (3070.6..3142.1 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 0.2 ps a byte (-2.7..46.4)
# note: buffered write(): 1.610us per call + 0.3320us per new page (0.2646us copied in a chunk of cpu.copy_stream_bytes or more) + 0.9898us per new folio + 0.2287us per new large folio + 29275MB/s (R²=0.9960, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.200 / 0.100 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15845MB/s, best 15901MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 906 MB/s after the memory phase, 1309 MB/s at the end, +44%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 544 MB/s (403..547), predicted 548 MB/s, +0.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1253 MB/s (1253..1289), predicted 1271 MB/s, +1.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9880 MB/s (7178..10225), predicted 9843 MB/s, -0.4%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 31% of their median (7178..10225 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8514 MB/s (5771..8717), predicted 9819 MB/s, +15.3%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 35% of their median (5771..8717 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4837 MB/s (4474..5065), predicted 5574 MB/s, +15.2%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 706 MB/s (692..855), predicted 836 MB/s, +18.3%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 178 MB/s (173..181), predicted 178 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1002 MB/s (959..1049), predicted 910 MB/s, -9.2%
# note: self-check punted copy, 512k io_uring qd8: measured 7781 MB/s (6243..8948), predicted 8842 MB/s, +13.6%
# note: self-check punted copy, 512k io_uring qd8: WARNING: the repeats spread 35% of their median (6243..8948 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8389 MB/s (2645..9100), predicted 8842 MB/s, +5.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: WARNING: the repeats spread 77% of their median (2645..9100 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 742 MB/s (729..750), predicted 749 MB/s, +1.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1026 MB/s (992..1239), predicted 976 MB/s, -4.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 874 MB/s (765..1061), predicted 891 MB/s, +1.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 34% of their median (765..1061 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1674 MB/s (1672..1839), predicted 1585 MB/s, -5.3%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1198 MB/s (1177..1377), predicted 1163 MB/s, -2.9%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2188 MB/s (1933..2332), predicted 2036 MB/s, -6.9%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1231 MB/s (1114..1627), predicted 1373 MB/s, +11.5%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 42% of their median (1114..1627 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2123 MB/s (1981..2786), predicted 2374 MB/s, +11.8%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 38% of their median (1981..2786 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1391 MB/s (1226..1391), predicted 1508 MB/s, +8.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1283 MB/s (1199..1310), predicted 1299 MB/s, +1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1425 MB/s (1415..1462), predicted 1372 MB/s, -3.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1364 MB/s (970..1370), predicted 1304 MB/s, -4.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1463 MB/s (888..1498), predicted 1182 MB/s, -19.2%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 42% of their median (888..1498 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 874 MB/s (867..896), predicted 1073 MB/s, +22.8%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1102 MB/s (1102..1124), predicted 1235 MB/s, +12.1%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 05:38 UTC, in /var/tmp/cal35, 259 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.098..1.171us
syscall=1.10616us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 0.2 ps a byte (-2.7..46.4)
copy_unaligned=2.46405e-07us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/3.3us, rewrite 64k 4.0/4.6/7.3us, rewrite 1M 34.6/37.6/105.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=353.973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/3.3us, rewrite 64k 4.0/4.6/7.3us, rewrite 1M 34.6/37.6/105.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=25.1785us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0306 (none) to 0.0224
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
copy_stream_page=0.0674152us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
copy_bw=29274861045
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.94us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.72us, halved
wakeup=9.25424us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.715188us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4613 MiB/s against one job 2844 MiB/s, per core 0.81 (0.72..0.89), paired within each round, median of 3
smp_efficiency=0.810811

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1808us (min 1776, max 2504us), against 101us per warm write; fitted from the median stall
fault_in_bw=580005664
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1808us, each of two writers at once 2258us (medians of 3 and 1 repeats): together 1.60 times one writer's rate
fault_in_parallel=1.601
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1808us, p90 2020us, mean 1823us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/cal35) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/cal35 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.106us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
write_call=0.453874us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 51.6us against 42.9us, 3.9us more per IO (1.3..8.7, median of 3 rounds); bounded by the 18.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 2.57us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.39708us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 51.6us against 42.9us, 3.9us more per IO (1.3..8.7, median of 3 rounds); bounded by the 18.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 2.57us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.16898us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4861 discards, 464ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=95.4536us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.97us per IO (100332 IOPS), 8 KiB 8.20us, 128 KiB 52.31us, 128 KiB from huge-page buffers 18.18us, against 1.37us for 4 KiB at B: per command 8.60us, per page segment 1.37us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7209.0MB/s from the huge-page run; the QD1 slope 3486.4MB/s, i.e. 1.17us per page against 1.93us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.97us, 8k 8.20us, 16k 8.76us, 32k 14.87us, 64k 27.59us, 128k 52.31us, 128k huge 18.18us; serial t = c + n s + bytes/bw: c=5.87us s=0.884us bw=11474MB/s, rms error 15.3%; parallel t = max(c + n s, bytes/7209MB/s): c=6.38us s=1.101us, rms error 15.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=8.60106us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.97us per IO (100332 IOPS), 8 KiB 8.20us, 128 KiB 52.31us, 128 KiB from huge-page buffers 18.18us, against 1.37us for 4 KiB at B: per command 8.60us, per page segment 1.37us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7209.0MB/s from the huge-page run; the QD1 slope 3486.4MB/s, i.e. 1.17us per page against 1.93us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.97us, 8k 8.20us, 16k 8.76us, 32k 14.87us, 64k 27.59us, 128k 52.31us, 128k huge 18.18us; serial t = c + n s + bytes/bw: c=5.87us s=0.884us bw=11474MB/s, rms error 15.3%; parallel t = max(c + n s, bytes/7209MB/s): c=6.38us s=1.101us, rms error 15.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.36581us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 37.9us / 3.91 (exponential service-time tail)
latency_jitter=9.68501us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=48.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.21us and the mean jitter 9.69us; R²=0.9890, residuals (us): 4k:-1.29 16k:-0.997 64k:+2.39 256k:+10.7 1M:-18.7; less dev.kick 9.71us (one per QD1 IO)
write_latency=18.161us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2993.7MB/s k=0.87 (LM converged), R²=0.5697, residuals (MB/s): qd1:-185 qd2:-114 qd4:+140 qd8:+871 qd16:-341 qd32:-409; QD1 slope 3486.4MB/s, R²=0.9890, residuals (us): 4k:-1.29 16k:-0.997 64k:+2.39 256k:+10.7 1M:-18.7
write_bw=7208995219
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=51.84us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.21us and the mean jitter 9.69us (both as the writes fitted them); R²=0.8430, residuals (us): 4k:-4.59 16k:-3.06 64k:+6.41 256k:+36.4 1M:-19.3
read_latency=30.9488us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4117.2MB/s k=1.24 (LM converged), R²=0.2791, residuals (MB/s): qd1:-325 qd2:-417 qd4:-291 qd8:+2.91e+03 qd16:-1.11e+03 qd32:-892; QD1 slope 7645.5MB/s, R²=0.8430, residuals (us): 4k:-4.59 16k:-3.06 64k:+6.41 256k:+36.4 1M:-19.3
read_bw=7645548885
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.21us per IO (13.14..20.47, median of 3) less the modelled 6.51us (syscall, direct IO, command, engine)
kick=9.70696us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 2.15ms, 16M 7.90ms, 64M 28.18ms, 256M 79.17ms; t = 426.6us + N / 2765.2MB/s (R²=0.9632); sequential writes from huge pages: 256M at 5672MB/s, 2048M at 7714MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2765182681
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 2.15ms, 16M 7.90ms, 64M 28.18ms, 256M 79.17ms; t = 426.6us + N / 2765.2MB/s (R²=0.9632); sequential writes from huge pages: 256M at 5672MB/s, 2048M at 7714MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.14ms, 512 per flush 6.06ms: 11.0us per write, less 1.5us for its bytes at dev.cache_drain_bw
cache_drain_io=9.50844us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5477MB/s, rewritten 7714MB/s: 55.527us more per MiB fresh, against 145.5us per MiB at dev.write_bw
fresh_write_factor=0.723721
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1468MB/s (1367..1505), 2x128M 1536MB/s (1535..1576), 1x512M 1585MB/s (1582..1587), 2x512M 1625MB/s (1585..1646); all bytes over all fsync times 1591MB/s, less the fresh transfer and the commands' serial time (5128MB/s), leaves 2306MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2765MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 529ms into a fresh file, 759ms rewritten
fresh_drain_factor=0.834027
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 15.96, 32k 27.34us against 19.57, 64k 53.22us against 29.95, 128k 94.24us against 61.74; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3798MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 15.96, 32k 27.34us against 19.57, 64k 53.22us against 29.95, 128k 94.24us against 61.74; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3798MB/s
fresh_serial_bw=3797930788
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 158.7us, minus the model's data write, log write of 8k and fsync CPU (49.3us)
flush_latency=109.37us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.93us, 4.32us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
page_init=0.331989us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.193); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
folio_alloc=0.298137us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.193); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
add_folio=0.0954038us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.193); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
mark_dirty=0.0477019us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
lru_add_large=0.228699us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.3ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.324293us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.3ms for 64 folios; folios from the model's folio policy
invalidate_page=0.138289us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.193); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
insert=0.26236us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.193); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.610us p=0.3320us pl=0.2646us f=0.9898us L=0.2287us b=29275MB/s; R²=0.9960, residuals (us): 512:-0.086 1k:-0.0518 2k:+0.0157 4k:+0.0468 8k:-0.0174 16k:+0.036 32k:+0.00104 64k:-0.0298 256k:-0.288 512k:+0.766 1M:-0.397 512:-0.0933 4k:+0.242 64k:+0.206 1M:-1.21
mark_dirty=0.286211us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.200us per IO, spread 17%: fio's own loop, the same for pwrite and pwritev
psync=0.2005us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.200us per IO, spread 17%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2005us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.62) against psync 3.51us (3.48..3.57) per IO, libaio - psync within each round 2.04us (1.89..2.11), plus engine.psync 0.200us, split half to submit, half to complete
libaio_submit=1.12259us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.62) against psync 3.51us (3.48..3.57) per IO, libaio - psync within each round 2.04us (1.89..2.11), plus engine.psync 0.200us, split half to submit, half to complete
libaio_complete=1.12259us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.80us per IO (4.79..5.92, median of 3) against the same writes through fio's psync engine in the same rounds, 4.64us (4.27..4.76): 1.16us more per IO (0.52..1.16, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.36017us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.09us per IO (3.91..4.27, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.30..3.39): 0.76us more per IO (0.52..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.963439us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (54.7..255.9), io_uring qd8 on ext4 67.4us (58.6..84.0) with scramble_buffers=0 and 62.5us (57.6..198.2) with it on; iowq.punt 1.36us
remote_copy_bw=205919524355
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (54.7..255.9), io_uring qd8 on ext4 67.4us (58.6..84.0) with scramble_buffers=0 and 62.5us (57.6..198.2) with it on; iowq.punt 1.36us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 23.07us per IO (22.61..23.68, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.6051us
