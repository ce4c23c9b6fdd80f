# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 97.17us, qd2 70.51us, qd4 56.48us, qd8 59.08us, qd16 65.01us, qd32 61.55us; overlapped max(t1/qd, t32) rms error 6.9%; batched S + D/qd: S=56.35us D=33.21us, rms error 8.5%: overlapped
# note: write device curve: QD1 t(bs) 45.55us + bs/2404.2MB/s (R²=0.9822); deep queue B=2269.5MB/s, k=0.50 (R²=0.7167); measured at qd32: 2129.4MB/s (1997.2..2186.5 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.18us + bs/2908.4MB/s (R²=0.9681); deep queue B=2576.9MB/s, k=0.40 (R²=0.4489); measured at qd32: 2089.6MB/s (1448.6..2605.4 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 12.1 ps a byte (-16.9..17.3)
# note: buffered write(): 2.171us per call + 0.3390us per new page (0.2540us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.4850us per new folio + 0.2987us per new large folio + 29564MB/s (R²=0.9981, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.55 per core (2 jobs at once against one: 0.111 / 0.101 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15354MB/s, best 15643MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1149 MB/s after the memory phase, 888 MB/s at the end, -23%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
# note: dev.flush_latency not fitted: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 07:03 UTC, in /var/tmp/calBT, 297 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.047..1.163us
syscall=1.09604us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 12.1 ps a byte (-16.9..17.3)
copy_unaligned=1.21159e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 11.3/13.1/41.2us, first 128k 18.6/20.9/48.9us, rewrite 4k 2.4/3.2/4.5us, rewrite 64k 4.2/4.8/7.3us, rewrite 1M 36.6/39.7/88.6us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 15 percentiles
interrupt_gap=223.342us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 11.3/13.1/41.2us, first 128k 18.6/20.9/48.9us, rewrite 4k 2.4/3.2/4.5us, rewrite 64k 4.2/4.8/7.3us, rewrite 1M 36.6/39.7/88.6us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 15 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0110) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
copy_bw=29564300351
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.43us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.44us, halved
wakeup=9.2685us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.566002us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 11.7, 50us: 12.2, 100us: 13.0, 150us: 13.7, 200us: 51.0, 300us: 57.4, 500us: 60.4, 1000us: 72.7
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 53.1/61.0/61.8 us)
deep_wakeup=60.9665us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4655 MiB/s against one job 2783 MiB/s, per core 0.84 (0.83..0.90), paired within each round, median of 3
smp_efficiency=0.843137

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1773us (min 1772, max 1775us), against 103us per warm write; fitted from the median stall
fault_in_bw=591394744
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1773us, each of two writers at once 2519us (medians of 3 and 3 repeats): together 1.41 times one writer's rate
fault_in_parallel=1.40801
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1773us, p90 2020us, mean 1770us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBT) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBT (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.096us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
write_call=1.02493us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.1us against 44.0us, 3.1us more per IO (1.8..4.9, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.00us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.08801us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.1us against 44.0us, 3.1us more per IO (1.8..4.9, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.00us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.910374us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4443 discards, 444ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=99.9325us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.2us and 134.4us a burst, 5.58us more per command (5.54..5.61, median of 3 rounds), less dev.segment_service 1.68us: per command 3.90us; the deep-queue ladder gave 7.71us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.40us per IO (106438 IOPS), 8 KiB 8.13us, 128 KiB 61.55us, 128 KiB from huge-page buffers 20.27us, against 1.80us for 4 KiB at B: per command 7.71us, per page segment 1.68us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6467.4MB/s from the huge-page run; the QD1 slope 2404.2MB/s, i.e. 1.70us per page against 2.32us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.40us, 8k 8.13us, 16k 11.74us, 32k 17.99us, 64k 28.30us, 128k 61.55us, 128k huge 20.27us; serial t = c + n s + bytes/bw: c=6.18us s=1.089us bw=10085MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/6467MB/s): c=6.71us s=1.332us, rms error 11.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.89526us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.2us and 134.4us a burst, 5.58us more per command (5.54..5.61, median of 3 rounds), less dev.segment_service 1.68us: per command 3.90us; the deep-queue ladder gave 7.71us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.40us per IO (106438 IOPS), 8 KiB 8.13us, 128 KiB 61.55us, 128 KiB from huge-page buffers 20.27us, against 1.80us for 4 KiB at B: per command 7.71us, per page segment 1.68us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6467.4MB/s from the huge-page run; the QD1 slope 2404.2MB/s, i.e. 1.70us per page against 2.32us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.40us, 8k 8.13us, 16k 11.74us, 32k 17.99us, 64k 28.30us, 128k 61.55us, 128k huge 20.27us; serial t = c + n s + bytes/bw: c=6.18us s=1.089us bw=10085MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/6467MB/s): c=6.71us s=1.332us, rms error 11.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.68248us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 43.8us / 3.91 (exponential service-time tail)
latency_jitter=11.1901us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.55us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.49us and the mean jitter 11.19us; R²=0.9822, residuals (us): 4k:+0.987 16k:+1.48 64k:-2.19 256k:-13.6 1M:+54.2; less dev.kick 8.30us (one per QD1 IO)
write_latency=19.5709us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2269.5MB/s k=0.50 (LM converged), R²=0.7167, residuals (MB/s): qd1:-159 qd2:+46.7 qd4:+306 qd8:+83.6 qd16:-184 qd32:-105; QD1 slope 2404.2MB/s, R²=0.9822, residuals (us): 4k:+0.987 16k:+1.48 64k:-2.19 256k:-13.6 1M:+54.2
write_bw=6467420023
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.18us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.49us and the mean jitter 11.19us (both as the writes fitted them); R²=0.9681, residuals (us): 4k:+2.36 16k:+1.19 64k:-3.59 256k:-13.2 1M:+60.3
read_latency=24.4959us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2576.9MB/s k=0.40 (LM converged), R²=0.4489, residuals (MB/s): qd1:-244 qd2:+89.2 qd4:+378 qd8:+308 qd16:-89 qd32:-456; QD1 slope 2908.4MB/s, R²=0.9681, residuals (us): 4k:+2.36 16k:+1.19 64k:-3.59 256k:-13.2 1M:+60.3
read_bw=2908419420
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.01us per IO (12.33..17.38, median of 3) less the modelled 6.71us (syscall, direct IO, command, engine)
kick=8.30249us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 136.2us, minus the data write and fsync CPU (31.3us)
flush_latency=104.892us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.47ms, 8M 4.55ms, 16M 7.90ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 104.9us + N / 2200.6MB/s, rms error 17.4%; with the cache writing out in the background above 6.7M while the run goes on (at 6247MB/s): 104.9us + the rest / 1786.5MB/s, rms error 8.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6247MB/s, 2048M at 6088MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1786528343
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.47ms, 8M 4.55ms, 16M 7.90ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 104.9us + N / 2200.6MB/s, rms error 17.4%; with the cache writing out in the background above 6.7M while the run goes on (at 6247MB/s): 104.9us + the rest / 1786.5MB/s, rms error 8.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6247MB/s, 2048M at 6088MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.47ms, 8M 4.55ms, 16M 7.90ms, 32M 15.40ms, 64M 27.66ms, 128M 52.17ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 104.9us + N / 2200.6MB/s, rms error 17.4%; with the cache writing out in the background above 6.7M while the run goes on (at 6247MB/s): 104.9us + the rest / 1786.5MB/s, rms error 8.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6247MB/s, 2048M at 6088MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.791ms, 256 per flush 2.572ms; 10.2us per write beyond dev.flush_latency 104.9us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.88481us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5007MB/s, rewritten 6088MB/s: 37.164us more per MiB fresh, against 162.1us per MiB at dev.write_bw
fresh_write_factor=0.813522
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1440MB/s (1026..1467), 2x128M 1474MB/s (1203..1482), 1x512M 1455MB/s (1359..1496), 2x512M 1522MB/s (1502..1565); all bytes over all fsync times 1492MB/s, less the fresh transfer and the commands' serial time (5192MB/s), leaves 2093MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1787MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 518ms into a fresh file, 767ms rewritten
fresh_drain_factor=0.83748
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.85us against 15.56, 32k 24.05us against 17.94, 64k 42.48us against 30.81, 128k 93.75us against 51.51; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4423MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.85us against 15.56, 32k 24.05us against 17.94, 64k 42.48us against 30.81, 128k 93.75us against 51.51; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4423MB/s
fresh_serial_bw=4422869361

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.92us, 6.05us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.128us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
page_init=0.339005us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
folio_alloc=0.447289us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
add_folio=0.143132us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
mark_dirty=0.0715662us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
lru_add_large=0.298747us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.5434us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.145567us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
insert=0.393614us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.789); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.171us p=0.3390us f=1.4850us L=0.2987us b=29564MB/s; R²=0.9981, residuals (us): 512:-0.0455 1k:-0.00486 2k:+0.0792 4k:-0.0494 8k:-0.101 16k:-0.0527 32k:+0.212 64k:+0.363 128k:+0.294 256k:-0.628 512k:-1.19 1M:-0.224 512:-0.057 4k:+0.169 64k:-0.192 1M:+0.814
mark_dirty=0.429397us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 85%: fio's own loop, the same for pwrite and pwritev
psync=0.111us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 85%: fio's own loop, the same for pwrite and pwritev
pvsync=0.111us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.51us (5.83..8.61) against psync 3.78us (3.75..5.16) per IO, libaio - psync within each round 2.35us (2.08..4.82), plus engine.psync 0.111us, split half to submit, half to complete
libaio_submit=1.23043us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.51us (5.83..8.61) against psync 3.78us (3.75..5.16) per IO, libaio - psync within each round 2.35us (2.08..4.82), plus engine.psync 0.111us, split half to submit, half to complete
libaio_complete=1.23043us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.91us per IO (3.63..4.06, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.42..3.57): 0.46us more per IO (0.06..0.64, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.568764us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.24us per IO (4.18..4.24, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.42..3.60): 0.76us more per IO (0.64..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.873939us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (53.7..54.7), io_uring qd8 on ext4 60.5us (59.6..67.4) with scramble_buffers=0 and 65.4us (60.5..71.3) with it on; iowq.punt 0.57us
remote_copy_bw=99097810607
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (53.7..54.7), io_uring qd8 on ext4 60.5us (59.6..67.4) with scramble_buffers=0 and 65.4us (60.5..71.3) with it on; iowq.punt 0.57us
scrambled_sector=0.000953674us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 451us (340..1674) with 64 KiB queued (4 KiB writes), 1914us (1784..2051) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.8us
worker_start=341.518us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 451us (340..1674) with 64 KiB queued (4 KiB writes), 1914us (1784..2051) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.8us
start_bw=672027629
