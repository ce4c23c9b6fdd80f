# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 94.64us, qd2 71.16us, qd4 51.30us, qd8 54.55us, qd16 53.03us, qd32 50.16us; overlapped max(t1/qd, t32) rms error 12.7%; batched S + D/qd: S=47.52us D=43.83us, rms error 6.5%: overlapped
# note: write device curve: QD1 t(bs) 42.12us + bs/2472.0MB/s (R²=0.9846); deep queue B=2708.6MB/s, k=0.84 (R²=0.8958); measured at qd32: 2613.1MB/s (2136.0..2961.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 38.10us + bs/3186.1MB/s (R²=0.9751); deep queue B=3182.8MB/s, k=0.66 (R²=0.8365); measured at qd32: 2863.8MB/s (2685.0..3111.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 12.2 ps a byte (9.0..34.1)
# note: buffered write(): 1.777us per call + 0.3973us per new page (0.3393us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4092us per new folio + 0.0753us per new large folio + 33114MB/s (R²=0.9987, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.104 / 0.057 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 17636MB/s, best 23149MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1230 MB/s after the memory phase, 949 MB/s at the end, -23%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim-final, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim-final, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 10:07 UTC, in /var/tmp/calR2, 260 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.065..1.256us
syscall=1.18125us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 12.2 ps a byte (9.0..34.1)
copy_unaligned=1.21788e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.2/3.9us, rewrite 64k 3.6/4.3/6.8us, rewrite 1M 33.0/36.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.2/3.9us, rewrite 64k 3.6/4.3/6.8us, rewrite 1M 33.0/36.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_time=5.02377us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0115 (none) to 0.0068
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
copy_stream_page=0.058042us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
copy_bw=33114142598
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.07us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.32us, halved
wakeup=7.70851us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.905969us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.8, 50us: 9.9, 100us: 10.0, 150us: 10.1, 200us: 39.7, 300us: 40.5, 500us: 41.5, 1000us: 45.0
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.3/34.3/35.4 us)
deep_wakeup=35.2375us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4697 MiB/s against one job 2876 MiB/s, per core 0.79 (0.74..0.86), paired within each round, median of 3
smp_efficiency=0.788991

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1693us (min 1563, max 1726us), against 101us per warm write; fitted from the median stall
fault_in_bw=619292410
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1693us, each of two writers at once 2058us (medians of 3 and 2 repeats): together 1.65 times one writer's rate
fault_in_parallel=1.64568
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1693us, p90 2055us, mean 1734us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calR2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calR2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.181us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
write_call=0.545311us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.4us against 42.4us, 2.0us more per IO (1.8..5.7, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.5us of the host's allocation section (dev.fresh_serial): 0.29us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.156077us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.4us against 42.4us, 2.0us more per IO (1.8..5.7, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.5us of the host's allocation section (dev.fresh_serial): 0.29us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.130595us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 5057 discards, 268ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=52.9958us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.66us per IO (130468 IOPS), 8 KiB 7.77us, 128 KiB 50.16us, 128 KiB from huge-page buffers 16.80us, against 1.51us for 4 KiB at B: per command 6.29us, per page segment 1.37us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.10us), transfer rate 7801.6MB/s from the huge-page run; the QD1 slope 2472.0MB/s, i.e. 1.66us per page against 1.90us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.66us, 8k 7.77us, 16k 10.73us, 32k 15.59us, 64k 27.27us, 128k 50.16us, 128k huge 16.80us; serial t = c + n s + bytes/bw: c=5.64us s=1.010us bw=12909MB/s, rms error 4.9%; parallel t = max(c + n s, bytes/7802MB/s): c=6.43us s=1.076us, rms error 9.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.2939us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.66us per IO (130468 IOPS), 8 KiB 7.77us, 128 KiB 50.16us, 128 KiB from huge-page buffers 16.80us, against 1.51us for 4 KiB at B: per command 6.29us, per page segment 1.37us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.10us), transfer rate 7801.6MB/s from the huge-page run; the QD1 slope 2472.0MB/s, i.e. 1.66us per page against 1.90us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.66us, 8k 7.77us, 16k 10.73us, 32k 15.59us, 64k 27.27us, 128k 50.16us, 128k huge 16.80us; serial t = c + n s + bytes/bw: c=5.64us s=1.010us bw=12909MB/s, rms error 4.9%; parallel t = max(c + n s, bytes/7802MB/s): c=6.43us s=1.076us, rms error 9.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.37082us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 37.6us / 3.91 (exponential service-time tail)
latency_jitter=9.61958us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.12us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.98us and the mean jitter 9.62us; R²=0.9846, residuals (us): 4k:+2.08 16k:-0.77 64k:-0.743 256k:-12.4 1M:+47.2; less dev.kick 8.92us (one per QD1 IO)
write_latency=14.6021us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2708.6MB/s k=0.84 (LM converged), R²=0.8958, residuals (MB/s): qd1:-87.9 qd2:-66.2 qd4:+316 qd8:-48.9 qd16:-102 qd32:-26.3; QD1 slope 2472.0MB/s, R²=0.9846, residuals (us): 4k:+2.08 16k:-0.77 64k:-0.743 256k:-12.4 1M:+47.2
write_bw=7801552289
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.98us and the mean jitter 9.62us (both as the writes fitted them); R²=0.9751, residuals (us): 4k:+2.2 16k:-0.219 64k:-1.38 256k:-11.9 1M:+47.4
read_latency=19.5014us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3182.8MB/s k=0.66 (LM converged), R²=0.8365, residuals (MB/s): qd1:-178 qd2:+9.73 qd4:+285 qd8:+210 qd16:-92.7 qd32:-255; QD1 slope 3186.1MB/s, R²=0.9751, residuals (us): 4k:+2.2 16k:-0.219 64k:-1.38 256k:-11.9 1M:+47.4
read_bw=3182831165
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.22us per IO (14.03..22.12, median of 3) less the modelled 6.30us (syscall, direct IO, command, engine)
kick=8.92179us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 4M 2.74ms, 16M 9.76ms, 64M 33.82ms, 256M 124.37ms; t = 512.8us + N / 1999.4MB/s, rms error 5.9%; with the cache writing out in the background above 152.2M while the run goes on (at 5557MB/s): 467.6us + the rest / 1892.4MB/s, rms error 3.6% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5557MB/s, 2048M at 5937MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1999412483
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 4M 2.74ms, 16M 9.76ms, 64M 33.82ms, 256M 124.37ms; t = 512.8us + N / 1999.4MB/s, rms error 5.9%; with the cache writing out in the background above 152.2M while the run goes on (at 5557MB/s): 467.6us + the rest / 1892.4MB/s, rms error 3.6% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5557MB/s, 2048M at 5937MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.53ms, 512 per flush 7.37ms: 13.0us per write, less 2.0us for its bytes at dev.cache_drain_bw
cache_drain_io=10.9891us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4709MB/s, rewritten 5937MB/s: 46.077us more per MiB fresh, against 134.4us per MiB at dev.write_bw
fresh_write_factor=0.7447
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1197MB/s (1195..1588), 2x128M 1269MB/s (1225..1633), 1x512M 1230MB/s (1218..1698), 2x512M 1324MB/s (1262..1696); all bytes over all fsync times 1281MB/s, less the fresh transfer and the commands' serial time (5717MB/s), leaves 1651MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1999MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 649ms into a fresh file, 953ms rewritten
fresh_drain_factor=0.825901
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.85us against 16.17, 32k 21.61us against 16.86, 64k 43.95us against 30.58, 128k 90.33us against 60.07; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.74us, bw = 5315MB/s
fresh_serial=0.742495us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.85us against 16.17, 32k 21.61us against 16.86, 64k 43.95us against 30.58, 128k 90.33us against 60.07; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.74us, bw = 5315MB/s
fresh_serial_bw=5315173483
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 185.3us, minus the model's data write, log write of 8k and fsync CPU (42.1us)
flush_latency=143.203us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.54us, 5.54us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
page_init=0.397339us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.698); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
folio_alloc=0.424464us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.698); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
add_folio=0.135829us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.698); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
mark_dirty=0.0679143us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
lru_add_large=0.0752886us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.322028us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.123305us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.698); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
insert=0.373528us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.698); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.777us p=0.3973us pl=0.3393us f=1.4092us L=0.0753us b=33114MB/s; R²=0.9987, residuals (us): 512:-0.00234 1k:+0.011 2k:+0.0343 4k:-0.0367 8k:+0.0939 16k:-0.117 32k:-0.129 64k:+0.233 256k:+0.309 512k:+0.0997 1M:-1.21 512:+0.0976 4k:-0.0742 64k:-0.112 1M:+0.642
mark_dirty=0.407486us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
psync=0.1035us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 8%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1035us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.13us (5.10..5.62) against psync 3.30us (3.23..3.39) per IO, libaio - psync within each round 1.86us (1.74..2.32), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=0.982536us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.13us (5.10..5.62) against psync 3.30us (3.23..3.39) per IO, libaio - psync within each round 1.86us (1.74..2.32), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=0.982536us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.63us per IO (3.51..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 3.23us (3.23..3.27): 0.40us more per IO (0.27..0.49, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.500229us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.85..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.27us (3.27..3.30): 0.64us more per IO (0.55..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.744369us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (51.8..53.7), io_uring qd8 on ext4 61.5us (60.5..62.5) with scramble_buffers=0 and 58.6us (57.6..60.5) with it on; iowq.punt 0.50us
remote_copy_bw=63252322462
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (51.8..53.7), io_uring qd8 on ext4 61.5us (60.5..62.5) with scramble_buffers=0 and 58.6us (57.6..60.5) with it on; iowq.punt 0.50us
scrambled_sector=0us
