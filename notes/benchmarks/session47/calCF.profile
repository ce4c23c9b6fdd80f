# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: dev.batch_completion not set: per IO at depth: qd1 68.10us, qd2 62.07us, qd4 34.73us, qd8 54.00us, qd16 56.42us, qd32 55.74us; overlapped max(t1/qd, t32) rms error 25.1%; batched S + D/qd: S=45.32us D=16.46us, rms error 21.8%: overlapped
# note: write device curve: QD1 t(bs) 41.49us + bs/3031.5MB/s (R²=0.9270); deep queue B=2685.1MB/s, k=0.26 (R²=0.1162); measured at qd32: 2351.6MB/s (1716.6..2364.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 47.15us + bs/3950.4MB/s (R²=0.7157); deep queue B=2182.7MB/s, k=0.12 (R²=0.0374); measured at qd32: 1965.3MB/s (1672.4..2016.5 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: -1.0 ps a byte (-16.6..20.5)
# note: buffered write(): 2.182us per call + 0.3379us per new page (0.2529us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.3715us per new folio + 0.2829us per new large folio + 30839MB/s (R²=0.9957, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.66 per core (2 jobs at once against one: 0.205 / 0.154 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt is an upper bound: fio's own thread was 98% busy in its io_uring runs, so the time per IO is fio's, and the worker's chain (the write and the punt) may be shorter
# note: memcpy of 128M buffers: median 14405MB/s, best 14766MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 893 MB/s after the memory phase, 1221 MB/s at the end, +37%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 166 MB/s against the measured 169 MB/s
# note: self-check cold memory, 1M psync 512M: measured 648 MB/s (576..725), predicted 468 MB/s, -27.8%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 128M: measured 966 MB/s (914..998), predicted 981 MB/s, +1.5%
# note: self-check in cache, warm memory, 1M psync 128M: measured 8576 MB/s (8468..8919), predicted 8424 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 8729 MB/s (8393..10087), predicted 8424 MB/s, -3.5%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4162 MB/s (4006..4437), predicted 4257 MB/s, +2.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1220 MB/s (780..1220), predicted 766 MB/s, -37.2%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 36% of their median (780..1220 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 169 MB/s (154..170), predicted 166 MB/s, -1.5%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 742 MB/s (624..895), predicted 544 MB/s, -26.6%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 36% of their median (624..895 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8522 MB/s (8522..8948), predicted 6864 MB/s, -19.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8659..8801), predicted 6864 MB/s, -20.7%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 183 us (169..2967), predicted 130 us, -29.0%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 1533% of their median (169..2967 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1576 us (1523..4455), predicted 1519 us, -3.6%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 186% of their median (1523..4455 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 722 MB/s (703..729), predicted 635 MB/s, -12.1%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1046 MB/s (939..1075), predicted 1030 MB/s, -1.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 874 MB/s (701..942), predicted 897 MB/s, +2.6%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1839 MB/s (1626..1919), predicted 1969 MB/s, +7.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1198 MB/s (1157..1413), predicted 1362 MB/s, +13.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2160 MB/s (2094..3209), predicted 2343 MB/s, +8.5%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 52% of their median (2094..3209 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1342 MB/s (1284..1356), predicted 1443 MB/s, +7.5%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2447 MB/s (2333..2458), predicted 2509 MB/s, +2.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1443 MB/s (1237..1459), predicted 1486 MB/s, +3.0%
# note: self-check 4k overwrite, fdatasync=1: measured 27 MB/s (27..27), predicted 27 MB/s, -0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 18 MB/s (18..18), predicted 20 MB/s, +9.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1225 MB/s (1159..1319), predicted 1258 MB/s, +2.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1308 MB/s (1206..1449), predicted 1324 MB/s, +1.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1312 MB/s (928..1328), predicted 1269 MB/s, -3.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 31% of their median (928..1328 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1223 MB/s (876..1246), predicted 1241 MB/s, +1.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 30% of their median (876..1246 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 810 MB/s (500..836), predicted 871 MB/s, +7.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: WARNING: the repeats spread 41% of their median (500..836 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1070 MB/s (1046..1076), predicted 1027 MB/s, -4.0%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 20:08 UTC, in /var/tmp/calCF, 292 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.997..1.006us
syscall=1.00323us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 10.9/12.7/38.7us, first 128k 18.0/20.1/47.9us, rewrite 4k 2.7/3.2/4.7us, rewrite 64k 4.1/4.5/6.9us, rewrite 1M 34.6/38.1/83.5us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 10.9/12.7/38.7us, first 128k 18.0/20.1/47.9us, rewrite 4k 2.7/3.2/4.7us, rewrite 64k 4.1/4.5/6.9us, rewrite 1M 34.6/38.1/83.5us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0248) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
copy_bw=30838808751
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.35us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.40us, halved
wakeup=8.78099us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 6.06us, less the same write() with no one asleep, 1.20us (medians of 7 rounds)
wake_send=4.86us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0193
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=22.2931us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.525764us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 11.5, 50us: 11.7, 100us: 11.9, 150us: 12.1, 200us: 47.2, 300us: 48.7, 500us: 50.7, 1000us: 55.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 43.8/44.0/42.0 us)
deep_wakeup=43.7835us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3969 MiB/s against one job 2723 MiB/s, per core 0.74 (0.70..0.74), paired within each round, median of 3
smp_efficiency=0.736434

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2117us (min 1658, max 2182us), against 96us per warm write; fitted from the median stall
fault_in_bw=495284160
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2117us, each of two writers at once 2313us (medians of 3 and 3 repeats): together 1.83 times one writer's rate
fault_in_parallel=1.83086
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2117us, p90 2260us, mean 1512us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCF (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.003us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
write_call=1.12921us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.4us against 43.6us, 4.9us more per IO (3.7..8.4, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 3.48us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.89357us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.4us against 43.6us, 4.9us more per IO (3.7..8.4, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 3.48us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.58442us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 5002 discards, 345ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=68.9724us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.3us and 108.1us a burst, 4.28us more per command (4.25..5.42, median of 3 rounds), less dev.segment_service 1.55us: per command 2.73us; the deep-queue ladder gave 6.23us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.77us per IO (128640 IOPS), 8 KiB 6.50us, 128 KiB 55.74us, 128 KiB from huge-page buffers 21.31us, against 1.53us for 4 KiB at B: per command 6.23us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6149.9MB/s from the huge-page run; the QD1 slope 3031.5MB/s, i.e. 1.35us per page against 2.21us at depth: a lone command's segment takes 0.443 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.77us, 8k 6.50us, 16k 9.93us, 32k 16.05us, 64k 33.36us, 128k 55.74us, 128k huge 21.31us; serial t = c + n s + bytes/bw: c=4.39us s=1.065us bw=8266MB/s, rms error 12.0%; parallel t = max(c + n s, bytes/6150MB/s): c=5.69us s=1.110us, rms error 18.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.72824us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.3us and 108.1us a burst, 4.28us more per command (4.25..5.42, median of 3 rounds), less dev.segment_service 1.55us: per command 2.73us; the deep-queue ladder gave 6.23us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.77us per IO (128640 IOPS), 8 KiB 6.50us, 128 KiB 55.74us, 128 KiB from huge-page buffers 21.31us, against 1.53us for 4 KiB at B: per command 6.23us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6149.9MB/s from the huge-page run; the QD1 slope 3031.5MB/s, i.e. 1.35us per page against 2.21us at depth: a lone command's segment takes 0.443 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.77us, 8k 6.50us, 16k 9.93us, 32k 16.05us, 64k 33.36us, 128k 55.74us, 128k huge 21.31us; serial t = c + n s + bytes/bw: c=4.39us s=1.065us bw=8266MB/s, rms error 12.0%; parallel t = max(c + n s, bytes/6150MB/s): c=5.69us s=1.110us, rms error 18.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.54719us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 44.3us and 108.1us a burst, 4.28us more per command (4.25..5.42, median of 3 rounds), less dev.segment_service 1.55us: per command 2.73us; the deep-queue ladder gave 6.23us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.77us per IO (128640 IOPS), 8 KiB 6.50us, 128 KiB 55.74us, 128 KiB from huge-page buffers 21.31us, against 1.53us for 4 KiB at B: per command 6.23us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6149.9MB/s from the huge-page run; the QD1 slope 3031.5MB/s, i.e. 1.35us per page against 2.21us at depth: a lone command's segment takes 0.443 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.77us, 8k 6.50us, 16k 9.93us, 32k 16.05us, 64k 33.36us, 128k 55.74us, 128k huge 21.31us; serial t = c + n s + bytes/bw: c=4.39us s=1.065us bw=8266MB/s, rms error 12.0%; parallel t = max(c + n s, bytes/6150MB/s): c=5.69us s=1.110us, rms error 18.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.442825
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 29.4us / 3.91 (exponential service-time tail)
latency_jitter=7.52552us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.49us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.23us and the mean jitter 7.53us; R²=0.9270, residuals (us): 4k:+1.78 16k:+4.68 64k:-5.71 256k:-16.5 1M:+95.2; less dev.kick 8.91us (one per QD1 IO)
write_latency=19.8258us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2685.1MB/s k=0.26 (LM converged), R²=0.1162, residuals (MB/s): qd1:-200 qd2:-261 qd4:+1.26e+03 qd8:-172 qd16:-318 qd32:-312; QD1 slope 3031.5MB/s, R²=0.9270, residuals (us): 4k:+1.78 16k:+4.68 64k:-5.71 256k:-16.5 1M:+95.2
write_bw=6149870422
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=47.15us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.23us and the mean jitter 7.53us (both as the writes fitted them); R²=0.7157, residuals (us): 4k:+1.51 16k:+4.51 64k:+2.17 256k:-25.7 1M:+224
read_latency=34.3888us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2182.7MB/s k=0.12 (LM converged), R²=0.0374, residuals (MB/s): qd1:-292 qd2:+179 qd4:+888 qd8:-233 qd16:-335 qd32:-209; QD1 slope 3950.4MB/s, R²=0.7157, residuals (us): 4k:+1.51 16k:+4.51 64k:+2.17 256k:-25.7 1M:+224
read_bw=3950449262
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.35us per IO (14.72..15.45, median of 3) less the modelled 6.44us (syscall, direct IO, command, engine)
kick=8.90806us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 142.3us, as the model adds the rest (by simulation); the closed form gave 110.8410us
flush_latency=92.1631us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.22ms, 4M 2.38ms, 8M 4.62ms, 16M 7.70ms, 32M 14.35ms, 64M 25.56ms, 128M 49.55ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 110.8us + N / 2313.3MB/s, rms error 20.1%; with the cache writing out in the background above 8.0M while the run goes on (at 6697MB/s): 110.8us + the rest / 1899.6MB/s, rms error 10.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6697MB/s, 2048M at 5682MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1995629743
cache_drain_bw=1899591467
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.22ms, 4M 2.38ms, 8M 4.62ms, 16M 7.70ms, 32M 14.35ms, 64M 25.56ms, 128M 49.55ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 110.8us + N / 2313.3MB/s, rms error 20.1%; with the cache writing out in the background above 8.0M while the run goes on (at 6697MB/s): 110.8us + the rest / 1899.6MB/s, rms error 10.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6697MB/s, 2048M at 5682MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1995629743
cache_size=1995629743
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.22ms, 4M 2.38ms, 8M 4.62ms, 16M 7.70ms, 32M 14.35ms, 64M 25.56ms, 128M 49.55ms, 256M 94.90ms; with dev.flush_latency as the fixed part; t = 110.8us + N / 2313.3MB/s, rms error 20.1%; with the cache writing out in the background above 8.0M while the run goes on (at 6697MB/s): 110.8us + the rest / 1899.6MB/s, rms error 10.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6697MB/s, 2048M at 5682MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1995629743
cache_background=8388608
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.301ms, 64 per flush 0.750ms, 256 per flush 2.671ms; 10.3us per write beyond dev.flush_latency 110.8us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=8.11209us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4105MB/s, rewritten 5682MB/s: 70.878us more per MiB fresh, against 170.5us per MiB at dev.write_bw
fresh_write_factor=0.706365
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1407MB/s (1309..1541), 2x128M 1405MB/s (1295..1580), 1x512M 1519MB/s (1382..1548), 2x512M 1709MB/s (1629..1736); all bytes over all fsync times 1588MB/s, less the fresh transfer and the commands' serial time (4304MB/s), leaves 2515MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1900MB/s above dev.cache_background 8M (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 493ms into a fresh file, 564ms rewritten
fresh_drain_factor=0.840053
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 15.66, 32k 27.34us against 17.82, 64k 48.83us against 30.34, 128k 90.82us against 53.56; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3663MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 15.66, 32k 27.34us against 17.82, 64k 48.83us against 30.34, 128k 90.82us against 53.56; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3663MB/s
fresh_serial_bw=3662525372

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.82us, 5.92us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.096us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
page_init=0.337856us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.652); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
folio_alloc=0.413104us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.652); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
add_folio=0.132193us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.652); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
mark_dirty=0.0660966us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
lru_add_large=0.282949us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.515627us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.151246us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.652); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
insert=0.363531us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.652); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.182us p=0.3379us f=1.3715us L=0.2829us b=30839MB/s; R²=0.9957, residuals (us): 512:-0.111 1k:-0.107 2k:+0.0337 4k:+0.0645 8k:-0.153 16k:+0.0463 32k:+0.231 64k:+0.204 128k:+0.24 256k:-0.0234 512k:-0.818 1M:-2.2 512:-0.0748 4k:+0.37 64k:-0.0823 1M:+0.136
mark_dirty=0.39658us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.205us per IO, spread 45%: fio's own loop, the same for pwrite and pwritev
psync=0.2045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.205us per IO, spread 45%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2045us
# engine.uring_submit: fio's CPU per IO (usr + sys) in the same io_uring runs, 3.30us (3.08..5.03), 98% of the time per IO, less the submit's syscall entry cpu.syscall 1.00us, split evenly between submit and reap
uring_submit=1.14605us
# engine.uring_complete: fio's CPU per IO (usr + sys) in the same io_uring runs, 3.30us (3.08..5.03), 98% of the time per IO, less the submit's syscall entry cpu.syscall 1.00us, split evenly between submit and reap
uring_complete=1.14605us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.68us (5.62..5.83) against psync 3.63us (3.60..3.72) per IO, libaio - psync within each round 2.08us (1.98..2.11), plus engine.psync 0.205us, split half to submit, half to complete
libaio_submit=1.13985us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.68us (5.62..5.83) against psync 3.63us (3.60..3.72) per IO, libaio - psync within each round 2.08us (1.98..2.11), plus engine.psync 0.205us, split half to submit, half to complete
libaio_complete=1.13985us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.36us per IO (3.36..5.25, median of 3) against the same writes through fio's psync engine in the same rounds, 3.48us (3.42..3.51): -0.12us more per IO (-0.15..1.83, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us and the syscall's entry and exit cpu.syscall 1.00us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.08566us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.52us per IO (4.58..6.56, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.48..3.60): 1.92us more per IO (1.10..3.05, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us and the syscall's entry and exit cpu.syscall 1.00us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=3.13034us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 1.00us + engine.psync 0.20us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..56.6), io_uring qd8 on ext4 61.5us (58.6..61.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 1.09us
remote_copy_bw=104755299845
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..56.6), io_uring qd8 on ext4 61.5us (58.6..61.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 1.09us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 183us (169..2967) with 64 KiB queued (4 KiB writes), 1576us (1523..4455) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.3us
worker_start=78.4249us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 183us (169..2967) with 64 KiB queued (4 KiB writes), 1576us (1523..4455) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.3us
start_bw=705696382
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 24.26us per IO (24.08..26.55, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 166 MB/s against the measured 169 MB/s
wakeup=0us
