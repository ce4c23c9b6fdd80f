# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: dev.batch_completion not set: per IO at depth: qd1 84.01us, qd2 74.66us, qd4 39.03us, qd8 35.22us, qd16 32.21us, qd32 61.04us; overlapped max(t1/qd, t32) rms error 53.1%; batched S + D/qd: S=32.19us D=52.52us, rms error 22.1%: overlapped
# note: write device curve: QD1 t(bs) 41.58us + bs/3667.1MB/s (R²=0.9599); deep queue B=3548.5MB/s, k=1.08 (R²=0.4498); measured at qd32: 2147.3MB/s (1859.3..2357.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.51us + bs/5885.5MB/s (R²=0.9402); deep queue B=4405.3MB/s, k=0.62 (R²=0.1814); measured at qd32: 2654.3MB/s (2548.9..2712.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-19.5..23.4)
# note: buffered write(): 2.049us per call + 0.3271us per new page (0.2421us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.8021us per new folio + 0.3956us per new large folio + 32227MB/s (R²=0.9957, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.53 per core (2 jobs at once against one: 0.109 / 0.104 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 14329MB/s, best 14759MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1212 MB/s after the memory phase, 1236 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 558 MB/s (537..572), predicted 574 MB/s, +2.9%
# note: self-check in cache, warm memory, 4k psync 128M: measured 948 MB/s (899..1315), predicted 919 MB/s, -3.1%
# note: self-check in cache, warm memory, 4k psync 128M: WARNING: the repeats spread 44% of their median (899..1315 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 128M: measured 9012 MB/s (8503..10691), predicted 8690 MB/s, -3.6%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 8875 MB/s (7970..10744), predicted 8617 MB/s, -2.9%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: WARNING: the repeats spread 31% of their median (7970..10744 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3890 MB/s (3890..4130), predicted 3705 MB/s, -4.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 959 MB/s (926..1428), predicted 640 MB/s, -33.3%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 52% of their median (926..1428 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 208 MB/s (200..212), predicted 208 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 966 MB/s (932..1177), predicted 646 MB/s, -33.1%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8948 MB/s (8659..9100), predicted 7188 MB/s, -19.7%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8948..9100), predicted 7188 MB/s, -19.7%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 343 us (284..770), predicted 308 us, -10.3%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 142% of their median (284..770 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1455 us (1423..1523), predicted 1417 us, -2.6%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 746 MB/s (722..758), predicted 631 MB/s, -15.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1006 MB/s (814..1294), predicted 980 MB/s, -2.6%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 48% of their median (814..1294 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 780 MB/s (705..1009), predicted 973 MB/s, +24.7%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 39% of their median (705..1009 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1754 MB/s (1502..2020), predicted 1934 MB/s, +10.2%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1254 MB/s (1188..1570), predicted 1343 MB/s, +7.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 30% of their median (1188..1570 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2163 MB/s (1931..2223), predicted 2165 MB/s, +0.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1475 MB/s (1309..1561), predicted 1447 MB/s, -1.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2132 MB/s (2091..2516), predicted 2268 MB/s, +6.4%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1405 MB/s (1384..1802), predicted 1504 MB/s, +7.0%
# note: self-check 4k overwrite, fdatasync=1: measured 28 MB/s (28..28), predicted 28 MB/s, +0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 21 MB/s, +2.9%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1261 MB/s (1247..1280), predicted 1275 MB/s, +1.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1452 MB/s (1418..1457), predicted 1332 MB/s, -8.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1357 MB/s (1335..1364), predicted 1291 MB/s, -4.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1514 MB/s (1071..1534), predicted 1360 MB/s, -10.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 31% of their median (1071..1534 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 847 MB/s (844..862), predicted 924 MB/s, +9.1%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1052 MB/s (1046..1077), predicted 1035 MB/s, -1.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 11:57 UTC, in /var/tmp/calCB, 296 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.185..1.293us
syscall=1.19434us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-19.5..23.4)
copy_unaligned=9.76562e-07us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 11.2/12.7/38.7us, first 128k 18.3/20.6/49.9us, rewrite 4k 2.0/2.3/3.4us, rewrite 64k 4.3/4.8/6.4us, rewrite 1M 32.1/36.6/75.3us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_gap=397.164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 11.2/12.7/38.7us, first 128k 18.3/20.6/49.9us, rewrite 4k 2.0/2.3/3.4us, rewrite 64k 4.3/4.8/6.4us, rewrite 1M 32.1/36.6/75.3us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_time=22.4404us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0264) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
copy_bw=32226723303
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.08us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.31us, halved
wakeup=7.724us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.05561us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.2, 50us: 10.2, 100us: 10.3, 150us: 10.3, 200us: 44.3, 300us: 46.2, 500us: 55.7, 1000us: 47.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 50.0/34.9/34.6 us)
deep_wakeup=36.9615us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3710 MiB/s against one job 2783 MiB/s, per core 0.67 (0.64..0.78), paired within each round, median of 3
smp_efficiency=0.666667

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1706us (min 1705, max 1811us), against 105us per warm write; fitted from the median stall
fault_in_bw=614461446
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1706us, each of two writers at once 1861us (medians of 3 and 3 repeats): together 1.83 times one writer's rate
fault_in_parallel=1.83384
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1706us, p90 1967us, mean 1770us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCB) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCB (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.194us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
write_call=0.805133us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.1us against 41.8us, 1.9us more per IO (1.7..3.8, median of 3 rounds); bounded by the 15.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.7us of the host's allocation section (dev.fresh_serial): 0.15us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.0791525us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.1us against 41.8us, 1.9us more per IO (1.7..3.8, median of 3 rounds); bounded by the 15.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.7us of the host's allocation section (dev.fresh_serial): 0.15us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.0662297us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4639 discards, 438ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=94.4169us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.2us and 112.2us a burst, 4.45us more per command (4.41..4.54, median of 3 rounds), less dev.segment_service 1.72us: per command 2.73us; the deep-queue ladder gave 5.97us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.69us per IO (129995 IOPS), 8 KiB 6.90us, 128 KiB 61.04us, 128 KiB from huge-page buffers 18.56us, against 1.15us for 4 KiB at B: per command 5.97us, per page segment 1.72us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7063.6MB/s from the huge-page run; the QD1 slope 3667.1MB/s, i.e. 1.12us per page against 2.30us at depth: a lone command's segment takes 0.312 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.69us, 8k 6.90us, 16k 12.25us, 32k 15.89us, 64k 31.90us, 128k 61.04us, 128k huge 18.56us; serial t = c + n s + bytes/bw: c=4.78us s=1.227us bw=10445MB/s, rms error 10.8%; parallel t = max(c + n s, bytes/7064MB/s): c=5.49us s=1.370us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.73033us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.2us and 112.2us a burst, 4.45us more per command (4.41..4.54, median of 3 rounds), less dev.segment_service 1.72us: per command 2.73us; the deep-queue ladder gave 5.97us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.69us per IO (129995 IOPS), 8 KiB 6.90us, 128 KiB 61.04us, 128 KiB from huge-page buffers 18.56us, against 1.15us for 4 KiB at B: per command 5.97us, per page segment 1.72us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7063.6MB/s from the huge-page run; the QD1 slope 3667.1MB/s, i.e. 1.12us per page against 2.30us at depth: a lone command's segment takes 0.312 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.69us, 8k 6.90us, 16k 12.25us, 32k 15.89us, 64k 31.90us, 128k 61.04us, 128k huge 18.56us; serial t = c + n s + bytes/bw: c=4.78us s=1.227us bw=10445MB/s, rms error 10.8%; parallel t = max(c + n s, bytes/7064MB/s): c=5.49us s=1.370us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.72092us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.2us and 112.2us a burst, 4.45us more per command (4.41..4.54, median of 3 rounds), less dev.segment_service 1.72us: per command 2.73us; the deep-queue ladder gave 5.97us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.69us per IO (129995 IOPS), 8 KiB 6.90us, 128 KiB 61.04us, 128 KiB from huge-page buffers 18.56us, against 1.15us for 4 KiB at B: per command 5.97us, per page segment 1.72us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7063.6MB/s from the huge-page run; the QD1 slope 3667.1MB/s, i.e. 1.12us per page against 2.30us at depth: a lone command's segment takes 0.312 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.69us, 8k 6.90us, 16k 12.25us, 32k 15.89us, 64k 31.90us, 128k 61.04us, 128k huge 18.56us; serial t = c + n s + bytes/bw: c=4.78us s=1.227us bw=10445MB/s, rms error 10.8%; parallel t = max(c + n s, bytes/7064MB/s): c=5.49us s=1.370us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.312081
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 27.9us / 3.91 (exponential service-time tail)
latency_jitter=7.13288us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.58us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.42us and the mean jitter 7.13us; R²=0.9599, residuals (us): 4k:-0.682 16k:-0.786 64k:-0.977 256k:+26.9 1M:-28.5; less dev.kick 9.78us (one per QD1 IO)
write_latency=19.2397us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3548.5MB/s k=1.08 (LM converged), R²=0.4498, residuals (MB/s): qd1:-144 qd2:-547 qd4:+565 qd8:+595 qd16:+745 qd32:-1.29e+03; QD1 slope 3667.1MB/s, R²=0.9599, residuals (us): 4k:-0.682 16k:-0.786 64k:-0.977 256k:+26.9 1M:-28.5
write_bw=7063566385
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.51us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.42us and the mean jitter 7.13us (both as the writes fitted them); R²=0.9402, residuals (us): 4k:-0.982 16k:-0.749 64k:-1.3 256k:+23.4 1M:-18.3
read_latency=27.948us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4405.3MB/s k=0.62 (LM converged), R²=0.1814, residuals (MB/s): qd1:-254 qd2:-944 qd4:+1.14e+03 qd8:+2.26e+03 qd16:-593 qd32:-1.67e+03; QD1 slope 5885.5MB/s, R²=0.9402, residuals (us): 4k:-0.982 16k:-0.749 64k:-1.3 256k:+23.4 1M:-18.3
read_bw=5885539971
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.16us per IO (13.37..16.90, median of 3) less the modelled 6.38us (syscall, direct IO, command, engine)
kick=9.77982us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 138.2us, as the model adds the rest (by simulation); the closed form gave 107.2261us
flush_latency=84.8389us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.38ms, 8M 4.49ms, 16M 8.36ms, 32M 15.14ms, 64M 26.61ms, 128M 51.27ms, 256M 97.28ms; with dev.flush_latency as the fixed part; t = 107.2us + N / 2256.0MB/s, rms error 17.4%; with the cache writing out in the background above 13.5M while the run goes on (at 5708MB/s): 107.2us + the rest / 1862.2MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5708MB/s, 2048M at 5810MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1862183575
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.38ms, 8M 4.49ms, 16M 8.36ms, 32M 15.14ms, 64M 26.61ms, 128M 51.27ms, 256M 97.28ms; with dev.flush_latency as the fixed part; t = 107.2us + N / 2256.0MB/s, rms error 17.4%; with the cache writing out in the background above 13.5M while the run goes on (at 5708MB/s): 107.2us + the rest / 1862.2MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5708MB/s, 2048M at 5810MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.38ms, 8M 4.49ms, 16M 8.36ms, 32M 15.14ms, 64M 26.61ms, 128M 51.27ms, 256M 97.28ms; with dev.flush_latency as the fixed part; t = 107.2us + N / 2256.0MB/s, rms error 17.4%; with the cache writing out in the background above 13.5M while the run goes on (at 5708MB/s): 107.2us + the rest / 1862.2MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5708MB/s, 2048M at 5810MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=14107901
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.289ms, 64 per flush 0.864ms, 256 per flush 2.638ms; 10.7us per write beyond dev.flush_latency 107.2us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=8.52817us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4953MB/s, rewritten 5810MB/s: 31.193us more per MiB fresh, against 148.4us per MiB at dev.write_bw
fresh_write_factor=0.826362
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1478MB/s (1465..1535), 2x128M 1569MB/s (1550..1572), 1x512M 1584MB/s (1557..1619), 2x512M 1655MB/s (1633..2837); all bytes over all fsync times 1611MB/s, less the fresh transfer and the commands' serial time (5760MB/s), leaves 2237MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1862MB/s above dev.cache_background 14107900 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 502ms into a fresh file, 780ms rewritten
fresh_drain_factor=0.870857
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.00us against 16.28, 32k 26.12us against 18.68, 64k 44.43us against 30.30, 128k 93.26us against 61.48; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.78us, bw = 4602MB/s
fresh_serial=0.783825us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.00us against 16.28, 32k 26.12us against 18.68, 64k 44.43us against 30.30, 128k 93.26us against 61.48; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.78us, bw = 4602MB/s
fresh_serial_bw=4602322696

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.82us, 5.98us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.16us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
page_init=0.327059us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
folio_alloc=0.542805us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
add_folio=0.173698us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
mark_dirty=0.0868488us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
lru_add_large=0.395584us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.6ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.557173us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.6ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.152297us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
insert=0.477668us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.049us p=0.3271us f=1.8021us L=0.3956us b=32227MB/s; R²=0.9957, residuals (us): 512:+0.0523 1k:+0.0671 2k:+0.115 4k:-0.137 8k:-0.196 16k:+0.0627 32k:+0.26 64k:+0.26 128k:+0.305 256k:-0.545 512k:+1.15 1M:-4.31 512:+0.0648 4k:-0.217 64k:+0.363 1M:-1.02
mark_dirty=0.521093us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.109us per IO, spread 88%: fio's own loop, the same for pwrite and pwritev
psync=0.109us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.109us per IO, spread 88%: fio's own loop, the same for pwrite and pwritev
pvsync=0.109us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.40..5.68) against psync 3.57us (3.54..3.57) per IO, libaio - psync within each round 1.92us (1.86..2.11), plus engine.psync 0.109us, split half to submit, half to complete
libaio_submit=1.0158us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.40..5.68) against psync 3.57us (3.54..3.57) per IO, libaio - psync within each round 1.92us (1.86..2.11), plus engine.psync 0.109us, split half to submit, half to complete
libaio_complete=1.0158us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.27us per IO (2.87..4.43, median of 3) against the same writes through fio's psync engine in the same rounds, 3.66us (3.57..3.81): 0.70us more per IO (-0.95..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.810904us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.24us per IO (3.48..4.39, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.51..3.60): 0.64us more per IO (-0.03..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.749869us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (51.8..72.3), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 58.6us (57.6..58.6) with it on; iowq.punt 0.81us
remote_copy_bw=169379465248
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (51.8..72.3), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 58.6us (57.6..58.6) with it on; iowq.punt 0.81us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 343us (284..770) with 64 KiB queued (4 KiB writes), 1455us (1423..1523) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.2us
worker_start=258.591us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 343us (284..770) with 64 KiB queued (4 KiB writes), 1455us (1423..1523) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.2us
start_bw=883625901
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 19.71us per IO (19.32..20.45, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=1.98669us
