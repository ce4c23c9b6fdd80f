# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_parallel not measured: the two-writer run did not run
# note: write device curve: QD1 t(bs) 43.10us + bs/3412.8MB/s (R²=0.9950); deep queue B=3462.5MB/s, k=1.05 (R²=0.9368); measured at qd32: 3127.7MB/s (3033.6..3432.3 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 39.5 ps a byte (11.3..42.2)
# note: buffered write(): 0.663us per call + 0.3227us per new page (0.2585us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5788us per new folio + 0.6342us per new large folio + 34510MB/s (R²=0.9987, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.74 per core (2 jobs at once against one: 0.137 / 0.092 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.05ms, 16M 0.09ms, 64M 0.09ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 13167MB/s, best 13879MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1422 MB/s after the memory phase, 1447 MB/s at the end, +2%
# note: self-check cold memory, 1M psync 512M: measured 456 MB/s (450..725), predicted 459 MB/s, +0.7%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 60% of their median (450..725 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1464 MB/s (1452..1502), predicted 1446 MB/s, -1.3%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10935 MB/s (10796..11486), predicted 10529 MB/s, -3.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7725 MB/s (7655..9069), predicted 7438 MB/s, -3.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6032 MB/s (5965..6101), predicted 5911 MB/s, -2.0%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1157 MB/s (1118..1167), predicted 1099 MB/s, -5.0%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 109 MB/s (105..111), predicted 109 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1091 MB/s (1032..1118), predicted 1031 MB/s, -5.5%
# note: self-check punted copy, 512k io_uring qd8: measured 6628 MB/s (6628..6628), predicted 6564 MB/s, -1.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6316..6628), predicted 6564 MB/s, -1.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 926 MB/s (883..994), predicted 961 MB/s, +3.9%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3570 MB/s (3151..3633), predicted 2265 MB/s, -36.6%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1617 MB/s (1607..1688), predicted 1617 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3632 MB/s (3433..3838), predicted 3127 MB/s, -13.9%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2081 MB/s (1988..2097), predicted 2081 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2449 MB/s (2353..2464), predicted 2176 MB/s, -11.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2688 MB/s (2629..3018), predicted 2552 MB/s, -5.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2491 MB/s (1998..2539), predicted 2189 MB/s, -12.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2688 MB/s (1068..2853), predicted 2563 MB/s, -4.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 66% of their median (1068..2853 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 12:16 UTC, in /var/tmp/calN, 180 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 39.5 ps a byte (11.3..42.2)
copy_unaligned=3.9469e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/2.0us, rewrite 64k 2.7/2.9/3.7us, rewrite 1M 29.8/31.4/51.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/2.0us, rewrite 64k 2.7/2.9/3.7us, rewrite 1M 29.8/31.4/51.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.355656us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0263 (none) to 0.0093
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
copy_stream_page=0.0641724us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
copy_bw=34509570906
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 43.16us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.961us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=4.54566us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5753 MiB/s against one job 2943 MiB/s, per core 0.98 (0.93..1.00), paired within each round, median of 3
smp_efficiency=0.977528

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2141us (min 2078, max 2143us), against 134us per warm write; fitted from the median stall
fault_in_bw=489717838
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2141us, p90 2289us, mean 2158us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calN) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calN (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
write_call=0.313183us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 46.4us against 37.3us, 9.0us more per IO (7.9..10.2, median of 3 rounds); bounded by the 10.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.69951us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 729 discards, 51ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=69.9588us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.77us per IO (59618 IOPS), 8 KiB 11.07us, 128 KiB 41.91us, 128 KiB from huge-page buffers 27.68us, against 1.18us for 4 KiB at B: per command 15.96us, per page segment 0.81us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 4734.5MB/s from the huge-page run; the QD1 slope 3412.8MB/s, i.e. 1.20us per page against 1.68us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=15.9628us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.77us per IO (59618 IOPS), 8 KiB 11.07us, 128 KiB 41.91us, 128 KiB from huge-page buffers 27.68us, against 1.18us for 4 KiB at B: per command 15.96us, per page segment 0.81us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 4734.5MB/s from the huge-page run; the QD1 slope 3412.8MB/s, i.e. 1.20us per page against 1.68us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=0.810733us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 31.5us / 3.91 (exponential service-time tail)
latency_jitter=8.04903us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=17.76us and the mean jitter 8.05us; R²=0.9950, residuals (us): 4k:+0.422 16k:+1.37 64k:-1.92 256k:-4.77 1M:+15.1; less dev.kick 0.64us (one per QD1 IO)
write_latency=16.6461us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3462.5MB/s k=1.05 (LM converged), R²=0.9368, residuals (MB/s): qd1:-130 qd2:-22.2 qd4:+118 qd8:+260 qd16:-29.5 qd32:-224; QD1 slope 3412.8MB/s, R²=0.9950, residuals (us): 4k:+0.422 16k:+1.37 64k:-1.92 256k:-4.77 1M:+15.1
write_bw=4734540786
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.36us per IO (5.32..5.73, median of 3) less the modelled 4.72us (syscall, direct IO, command, engine)
kick=0.639178us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.53us per IO, 128 KiB 62.99us, against 18.36 and 36.08us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 18.07us, bw = 2918MB/s
fresh_serial=18.0664us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.53us per IO, 128 KiB 62.99us, against 18.36 and 36.08us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 18.07us, bw = 2918MB/s
fresh_serial_bw=2917776693
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3625MB/s (3437..3655), 2x128M 3312MB/s (3217..3810), 1x512M 3767MB/s (3499..3879), 2x512M 3307MB/s (3290..3532); median 3469MB/s over dev.write_bw 4735MB/s (O_DIRECT rewrites)
fresh_write_factor=0.732623
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 124.4us, minus the model's data write, log write of 8k and fsync CPU (46.5us)
flush_latency=77.9127us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.51us, 5.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
page_init=0.322682us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.902); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
folio_alloc=0.475553us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.902); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
add_folio=0.152177us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.902); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
mark_dirty=0.0760885us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
lru_add_large=0.634162us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.512984us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.119032us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.902); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
insert=0.418487us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.902); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.663us p=0.3227us pl=0.2585us f=1.5788us L=0.6342us b=34510MB/s; R²=0.9987, residuals (us): 512:-0.00303 1k:+0.0368 2k:+0.000499 4k:-0.0358 8k:-0.134 16k:+0.134 32k:+0.0868 64k:+0.26 256k:-0.84 512k:+2.32 1M:-3.7 512:-0.0117 4k:-0.00518 64k:+0.0822 1M:-0.586
mark_dirty=0.456531us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.137us per IO, spread 7%: fio's own loop, the same for pwrite and pwritev
psync=0.1365us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.137us per IO, spread 7%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1365us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.43us (4.12..4.64) against psync 3.30us (3.02..3.51) per IO, libaio - psync within each round 1.13us (1.10..1.13), plus engine.psync 0.137us, split half to submit, half to complete
libaio_submit=0.632825us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.43us (4.12..4.64) against psync 3.30us (3.02..3.51) per IO, libaio - psync within each round 1.13us (1.10..1.13), plus engine.psync 0.137us, split half to submit, half to complete
libaio_complete=0.632825us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.54us per IO (3.51..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 3.02us (2.99..3.60): 0.52us more per IO (-0.09..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.14us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.655299us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.75us per IO (3.66..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.93..2.99): 0.76us more per IO (0.73..1.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.14us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.899439us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..73.2), io_uring qd8 on ext4 79.1us (79.1..79.1) with scramble_buffers=0 and 79.1us (79.1..83.0) with it on; iowq.punt 0.66us
remote_copy_bw=73253215532
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..73.2), io_uring qd8 on ext4 79.1us (79.1..79.1) with scramble_buffers=0 and 79.1us (79.1..83.0) with it on; iowq.punt 0.66us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 37.45us per IO (36.74..39.12, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.96301us
