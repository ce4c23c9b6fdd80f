# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: mem.fault_in_parallel not measured: the two-writer run did not run
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 24us, p90 403us, mean 170us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: write device curve: QD1 t(bs) 27.10us + bs/2169.8MB/s (R²=0.9954); deep queue B=2452.1MB/s, k=0.73 (R²=0.9802); measured at qd32: 2360.2MB/s (2282.9..2506.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 29.48us + bs/1268.4MB/s (R²=0.9882); deep queue B=1267.5MB/s, k=0.19 (R²=0.7453); measured at qd32: 1252.0MB/s (1153.2..1326.9 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: -2.0 ps a byte (-27.3..52.7)
# note: buffered write(): 0.540us per call + 0.5516us per new page (0.4666us copied in a chunk of cpu.copy_stream_bytes or more, held) + 0.7560us per new folio + 0.2849us per new large folio + 14545MB/s (R²=0.9918, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.436 / 0.216 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 2M 0.05ms, 4M 0.09ms, 8M 0.10ms, 16M 0.10ms, 32M 0.10ms, 64M 0.11ms, 128M 0.12ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 8339MB/s, best 8603MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1378 MB/s after the memory phase, 1447 MB/s at the end, +5%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 266 MB/s against the measured 267 MB/s
# note: self-check cold memory, 1M psync 512M: measured 2498 MB/s (2484..2597), predicted 4395 MB/s, +76.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 128M: measured 1951 MB/s (1585..2110), predicted 1797 MB/s, -7.9%
# note: self-check in cache, warm memory, 1M psync 128M: measured 4611 MB/s (4355..5418), predicted 4876 MB/s, +5.8%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 4422 MB/s (3927..4818), predicted 4876 MB/s, +10.3%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5113 MB/s (4751..5711), predicted 5781 MB/s, +13.1%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1428 MB/s (1398..1525), predicted 1122 MB/s, -21.5%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 267 MB/s (254..289), predicted 266 MB/s, -0.2%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1157 MB/s (1147..1167), predicted 1068 MB/s, -7.7%
# note: self-check punted copy, 512k io_uring qd8: measured 4474 MB/s (4401..4971), predicted 4063 MB/s, -9.2%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 4365 MB/s (4006..4837), predicted 3973 MB/s, -9.0%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 210 us (143..216), predicted 189 us, -9.8%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 35% of their median (143..216 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 259 us (256..266), predicted 281 us, +8.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 1128 MB/s (1091..1579), predicted 1025 MB/s, -9.1%
# note: self-check libaio engine, 4k libaio qd8 128M: WARNING: the repeats spread 43% of their median (1091..1579 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1123 MB/s (1091..1149), predicted 1107 MB/s, -1.4%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 739 MB/s (716..849), predicted 723 MB/s, -2.2%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1598 MB/s (1529..1604), predicted 1628 MB/s, +1.9%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 994 MB/s (949..1009), predicted 999 MB/s, +0.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2007 MB/s (1854..2232), predicted 2129 MB/s, +6.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1266 MB/s (1215..1303), predicted 1234 MB/s, -2.5%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2581 MB/s (2483..2675), predicted 2515 MB/s, -2.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1377 MB/s (1272..1475), predicted 1398 MB/s, +1.6%
# note: self-check 4k overwrite, fdatasync=1: measured 39 MB/s (39..39), predicted 39 MB/s, +0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 24 MB/s (24..24), predicted 30 MB/s, +25.9%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1364 MB/s (1206..1456), predicted 987 MB/s, -27.7%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1488 MB/s (1459..1493), predicted 1501 MB/s, +0.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1332 MB/s (1269..1346), predicted 1221 MB/s, -8.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1564 MB/s (1400..1659), predicted 1504 MB/s, -3.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 1126 MB/s (1109..1129), predicted 924 MB/s, -17.9%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1492 MB/s (1455..1553), predicted 1402 MB/s, -6.0%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 23:50 UTC, in /var/tmp/calCJ, 250 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.127..0.142us
syscall=0.129312us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 14.5/16.5/32.4us, first 128k 27.8/31.9/49.4us, rewrite 4k 0.9/1.0/2.3us, rewrite 64k 4.5/5.1/9.9us, rewrite 1M 76.3/94.7/124.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 15 percentiles
interrupt_gap=62.9463us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 14.5/16.5/32.4us, first 128k 27.8/31.9/49.4us, rewrite 4k 0.9/1.0/2.3us, rewrite 64k 4.5/5.1/9.9us, rewrite 1M 76.3/94.7/124.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 15 percentiles
interrupt_time=3.99052us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0725) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
copy_bw=14544512496
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 12.92us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.65us, halved
wakeup=5.8105us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 1.65us, less the same write() with no one asleep, 0.31us (medians of 7 rounds)
wake_send=1.341us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0102
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=13.3856us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.457956us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 6.4, 50us: 6.8, 100us: 6.6, 150us: 6.7, 200us: 12.9, 300us: 15.6, 500us: 15.5, 1000us: 26.4
idle_poll=750us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 20.3/21.4/17.4 us)
deep_wakeup=20.0275us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4876 MiB/s against one job 2639 MiB/s, per core 0.88 (0.88..1.00), paired within each round, median of 3
smp_efficiency=0.884956

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24731400 kB)
total=25324953600
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 24us (min -23, max 200us), against 245us per warm write; the median stall is within the phase's noise (a quarter of the warm write): cold memory costs next to nothing on this host; the median is taken
fault_in_bw=44521739130

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCJ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCJ (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.129us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
write_call=0.361082us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 33.4us against 26.6us, 5.6us more per IO (4.3..6.9, median of 3 rounds); bounded by the 12.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 1.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.8us of the host's allocation section (dev.fresh_serial): 1.83us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.994051us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 33.4us against 26.6us, 5.6us more per IO (4.3..6.9, median of 3 rounds); bounded by the 12.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 1.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.8us of the host's allocation section (dev.fresh_serial): 1.83us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.831757us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4087 discards, 122ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=29.8507us
# dev.batch_completion: libaio bs=128k per IO at depth: qd1 92.32us, qd2 72.96us, qd4 65.24us, qd8 55.98us, qd16 55.98us, qd32 55.53us; overlapped max(t1/qd, t32) rms error 11.5%; batched S + D/qd: S=53.44us D=39.15us, rms error 2.2%: batched
batch_completion=1
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.26us, 8k 11.70us, 16k 15.01us, 32k 19.88us, 64k 28.29us, 128k 54.31us, 128k huge 46.00us; serial t = c + n s + bytes/bw: c=9.06us s=0.182us bw=3566MB/s, rms error 3.7%; parallel t = max(c + n s, bytes/2849MB/s): c=12.96us s=0.268us, rms error 18.0%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.22us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 39.6us and 284.8us a burst, 16.34us more per command (15.99..16.71, median of 3 rounds): not below the ladder's
cmd_service=9.06401us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.26us, 8k 11.70us, 16k 15.01us, 32k 19.88us, 64k 28.29us, 128k 54.31us, 128k huge 46.00us; serial t = c + n s + bytes/bw: c=9.06us s=0.182us bw=3566MB/s, rms error 3.7%; parallel t = max(c + n s, bytes/2849MB/s): c=12.96us s=0.268us, rms error 18.0%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.22us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 39.6us and 284.8us a burst, 16.34us more per command (15.99..16.71, median of 3 rounds): not below the ladder's
segment_service=0.182347us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.26us, 8k 11.70us, 16k 15.01us, 32k 19.88us, 64k 28.29us, 128k 54.31us, 128k huge 46.00us; serial t = c + n s + bytes/bw: c=9.06us s=0.182us bw=3566MB/s, rms error 3.7%; parallel t = max(c + n s, bytes/2849MB/s): c=12.96us s=0.268us, rms error 18.0%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.22us of batched completion, dev.batch_completion); bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 39.6us and 284.8us a burst, 16.34us more per command (15.99..16.71, median of 3 rounds): not below the ladder's
serial_transfer=1
# dev.alone_write_bw: the QD1 slope 2169.8MB/s, i.e. 1.888us per page, against 1.331us queued (segment and transfer): a lone command moves its data at 4 KiB / (QD1 time per page - dev.segment_service 0.182us)
alone_write_bw=2401839600
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 29.4us / 3.91 (exponential service-time tail)
latency_jitter=7.52552us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=27.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.69us and the mean jitter 7.53us; R²=0.9954, residuals (us): 4k:-0.224 16k:+0.616 64k:+0.457 256k:-8.91 1M:+29.1; less dev.kick 0.00us (one per QD1 IO)
write_latency=8.88321us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2452.1MB/s k=0.73 (LM converged), R²=0.9802, residuals (MB/s): qd1:+5.55 qd2:+2.59 qd4:-63 qd8:+95.2 qd16:-3.08 qd32:-37; QD1 slope 2169.8MB/s, R²=0.9954, residuals (us): 4k:-0.224 16k:+0.616 64k:+0.457 256k:-8.91 1M:+29.1
write_bw=3565777569
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=29.48us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.69us and the mean jitter 7.53us (both as the writes fitted them); R²=0.9882, residuals (us): 4k:+0.144 16k:+0.737 64k:-1.32 256k:-20.4 1M:+108
read_latency=11.266us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 104.69us per IO less dev.cmd_service and 32 x dev.segment_service leaves 89.79us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1267.5MB/s k=0.19 (LM converged), R²=0.7453, residuals (MB/s): qd1:-37.8 qd2:+71.5 qd4:+11.2 qd8:-53.6 qd16:+16.3 qd32:-8.03; QD1 slope 1268.4MB/s, R²=0.9882, residuals (us): 4k:+0.144 16k:+0.737 64k:-1.32 256k:-20.4 1M:+108
read_bw=1459720306
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 4.52us per IO (4.35..4.57, median of 3) less the modelled 5.00us (syscall, direct IO, command, engine)
kick=0us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 64.3us, as the model adds the rest (by simulation); the closed form gave 44.0948us
flush_latency=59.2041us
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1923MB/s (1703..2044), 2x128M 1758MB/s (1728..1812), 1x512M 1878MB/s (1745..1941), 2x512M 1905MB/s (1811..1995); all bytes over all fsync times 1878MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 2.45us per MiB), leaves 1886MB/s for the fresh transfer, against dev.write_bw 3566MB/s (serial transfer)
fresh_write_factor=0.529
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 22.16us against 14.59, 32k 32.96us against 20.50, 64k 51.76us against 32.66, 128k 95.21us against 50.79; less the slower fresh transfer (0.256us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.61us, bw = 23544MB/s
fresh_serial=2.60767us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 22.16us against 14.59, 32k 32.96us against 20.50, 64k 51.76us against 32.66, 128k 95.21us against 50.79; less the slower fresh transfer (0.256us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.61us, bw = 23544MB/s
fresh_serial_bw=23544325803

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.77us, 4.51us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.744us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
page_init=0.551611us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.911); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
folio_alloc=0.227707us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.911); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
add_folio=0.0728661us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.911); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
mark_dirty=0.0364331us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
lru_add_large=0.28494us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.574015us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.150499us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.911); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
insert=0.200382us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.911); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=0.540us p=0.5516us f=0.7560us L=0.2849us b=14545MB/s; R²=0.9918, residuals (us): 512:+0.0613 1k:+0.154 2k:+0.0388 4k:-0.18 8k:-0.0664 16k:+0.0649 32k:+0.293 64k:-0.00692 128k:+0.592 256k:-1.93 512k:-5.67 1M:+12.4 512:-0.0328 4k:-0.0495 64k:-0.497 1M:+11.9
mark_dirty=0.218598us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.436us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.436us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.436us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.436us
# engine.uring_submit: fio's CPU per IO (usr + sys) in the same io_uring runs, 2.07us (1.94..2.13), 72% of the time per IO, less the submit's syscall entry cpu.syscall 0.13us, split evenly between submit and reap
uring_submit=0.969434us
# engine.uring_complete: fio's CPU per IO (usr + sys) in the same io_uring runs, 2.07us (1.94..2.13), 72% of the time per IO, less the submit's syscall entry cpu.syscall 0.13us, split evenly between submit and reap
uring_complete=0.969434us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 3.63us (2.59..3.75) against psync 2.35us (2.23..2.84) per IO, libaio - psync within each round 1.28us (-0.24..1.53), plus engine.psync 0.436us, split half to submit, half to complete
libaio_submit=0.858869us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 3.63us (2.59..3.75) against psync 2.35us (2.23..2.84) per IO, libaio - psync within each round 1.28us (-0.24..1.53), plus engine.psync 0.436us, split half to submit, half to complete
libaio_complete=0.858869us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.87us per IO (2.69..2.93, median of 3) against the same writes through fio's psync engine in the same rounds, 2.20us (2.04..2.96): 0.49us more per IO (-0.09..0.89, median of the rounds' differences), plus fio's psync loop engine.psync 0.44us and the syscall's entry and exit cpu.syscall 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.05359us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.54us per IO (3.51..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 2.87us (2.75..2.90): 0.67us more per IO (0.61..0.82, median of the rounds' differences), plus fio's psync loop engine.psync 0.44us and the syscall's entry and exit cpu.syscall 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.2367us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 0.13us + engine.psync 0.44us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 97.7us (96.7..101.6), io_uring qd8 on ext4 117.2us (105.5..119.1) with scramble_buffers=0 and 120.1us (108.4..130.9) with it on; iowq.punt 1.05us
remote_copy_bw=27531841617
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 97.7us (96.7..101.6), io_uring qd8 on ext4 117.2us (105.5..119.1) with scramble_buffers=0 and 120.1us (108.4..130.9) with it on; iowq.punt 1.05us
scrambled_sector=0.00286102us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 210us (143..216) with 64 KiB queued (4 KiB writes), 259us (256..266) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 8.3us
worker_start=198.213us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 210us (143..216) with 64 KiB queued (4 KiB writes), 259us (256..266) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 8.3us
start_bw=20082533197
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 15.35us per IO (14.16..16.11, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 266 MB/s against the measured 267 MB/s
wakeup=0us
