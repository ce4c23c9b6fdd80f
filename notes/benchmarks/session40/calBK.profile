# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 88.29us, qd2 56.22us, qd4 45.31us, qd8 59.45us, qd16 57.30us, qd32 58.27us; overlapped max(t1/qd, t32) rms error 11.8%; batched S + D/qd: S=50.62us D=22.91us, rms error 14.8%: overlapped
# note: write device curve: QD1 t(bs) 41.63us + bs/3175.5MB/s (R²=0.9508); deep queue B=2488.9MB/s, k=0.37 (R²=0.3680); measured at qd32: 2249.5MB/s (1821.8..2431.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 36.65us + bs/4829.8MB/s (R²=0.6980); deep queue B=2780.5MB/s, k=0.06 (R²=0.0197); measured at qd32: 2176.9MB/s (1426.1..2480.4 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 21.6 ps a byte (-8.4..70.3)
# note: buffered write(): 2.269us per call + 0.3358us per new page (0.2508us copied in a chunk of cpu.copy_stream_bytes or more, held) + 0.6464us per new folio + 1.3583us per new large folio + 28156MB/s (R²=0.9896, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.201 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.17us per IO (2.99..3.17, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.36..3.48): -0.24us more per IO (-0.49..-0.18, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: iowq.remote_copy_bw not fitted: the punted writes took no longer than psync's and the punt (512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 60.5us (53.7..288.1), io_uring qd8 on ext4 60.5us (57.6..60.5) with scramble_buffers=0 and 58.6us (58.6..238.3) with it on; iowq.punt 0.00us)
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.4us against 44.9us, 3.5us more per IO (2.9..3.5, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 3.9us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15009MB/s, best 15313MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 849 MB/s after the memory phase, 880 MB/s at the end, +4%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 244 MB/s against the measured 244 MB/s
# note: self-check cold memory, 1M psync 512M: measured 498 MB/s (435..565), predicted 463 MB/s, -6.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1091 MB/s (978..1149), predicted 1155 MB/s, +5.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8301 MB/s (7956..8404), predicted 8215 MB/s, -1.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8502 MB/s (5813..8974), predicted 6976 MB/s, -18.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 37% of their median (5813..8974 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5651 MB/s (5535..5651), predicted 4601 MB/s, -18.6%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1291 MB/s (1291..1370), predicted 1053 MB/s, -18.4%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 244 MB/s (235..252), predicted 244 MB/s, -0.2%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1057 MB/s (1017..1091), predicted 900 MB/s, -14.8%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8659..9100), predicted 5323 MB/s, -38.5%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (2200..8948), predicted 5271 MB/s, -41.1%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: WARNING: the repeats spread 75% of their median (2200..8948 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 729 MB/s (706..750), predicted 693 MB/s, -5.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1116 MB/s (1053..1142), predicted 1042 MB/s, -6.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 836 MB/s (818..926), predicted 719 MB/s, -14.1%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2212 MB/s (1819..2262), predicted 1609 MB/s, -27.3%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1443 MB/s (1021..2018), predicted 1161 MB/s, -19.6%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 69% of their median (1021..2018 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2477 MB/s (2115..2646), predicted 1986 MB/s, -19.8%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1467 MB/s (1428..1667), predicted 1443 MB/s, -1.6%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2683 MB/s (2605..2978), predicted 2249 MB/s, -16.2%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2018 MB/s (1678..2334), predicted 1641 MB/s, -18.7%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1678..2334 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 29 MB/s, -0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 20 MB/s, -3.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1269 MB/s (1227..1361), predicted 1181 MB/s, -6.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1329 MB/s (1055..1390), predicted 1286 MB/s, -3.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1332 MB/s (758..1353), predicted 1190 MB/s, -10.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 45% of their median (758..1353 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 953 MB/s (812..1103), predicted 1070 MB/s, +12.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 31% of their median (812..1103 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 790 MB/s (764..804), predicted 864 MB/s, +9.5%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 991 MB/s (985..1007), predicted 961 MB/s, -3.0%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 22:23 UTC, in /var/tmp/calBK, 275 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.026..1.085us
syscall=1.05422us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 21.6 ps a byte (-8.4..70.3)
copy_unaligned=2.16371e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.4/4.6us, rewrite 64k 4.4/5.0/7.5us, rewrite 1M 36.1/46.8/87.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.4/4.6us, rewrite 64k 4.4/5.0/7.5us, rewrite 1M 36.1/46.8/87.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=8.93367us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0622) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
copy_bw=28155719893
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.58us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=8.416us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.765371us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.9, 50us: 10.0, 100us: 10.0, 150us: 10.3, 200us: 40.3, 300us: 41.2, 500us: 42.9, 1000us: 45.9
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.9/36.0/35.8 us)
deep_wakeup=35.9535us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5389 MiB/s against one job 2813 MiB/s, per core 0.94 (0.93..1.00), paired within each round, median of 3
smp_efficiency=0.938144

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2114us (min 1728, max 2275us), against 99us per warm write; fitted from the median stall
fault_in_bw=496003875
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2114us, each of two writers at once 1892us (medians of 3 and 3 repeats): together 2.23 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2114us, p90 2320us, mean 2001us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBK) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBK (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.054us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
write_call=1.16521us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4183 discards, 459ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=109.73us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.32us per IO (107334 IOPS), 8 KiB 7.34us, 128 KiB 58.27us, 128 KiB from huge-page buffers 22.35us, against 1.65us for 4 KiB at B: per command 7.74us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5863.4MB/s from the huge-page run; the QD1 slope 3175.5MB/s, i.e. 1.29us per page against 2.28us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.32us, 8k 7.34us, 16k 11.03us, 32k 17.17us, 64k 31.30us, 128k 58.27us, 128k huge 22.35us; serial t = c + n s + bytes/bw: c=5.46us s=1.044us bw=8267MB/s, rms error 11.8%; parallel t = max(c + n s, bytes/5863MB/s): c=6.65us s=1.159us, rms error 16.1%: not serial (4 KiB from 2 fio threads, 9.32us per IO, faster than one thread's 10.83us)
cmd_service=7.73766us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.32us per IO (107334 IOPS), 8 KiB 7.34us, 128 KiB 58.27us, 128 KiB from huge-page buffers 22.35us, against 1.65us for 4 KiB at B: per command 7.74us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5863.4MB/s from the huge-page run; the QD1 slope 3175.5MB/s, i.e. 1.29us per page against 2.28us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.32us, 8k 7.34us, 16k 11.03us, 32k 17.17us, 64k 31.30us, 128k 58.27us, 128k huge 22.35us; serial t = c + n s + bytes/bw: c=5.46us s=1.044us bw=8267MB/s, rms error 11.8%; parallel t = max(c + n s, bytes/5863MB/s): c=6.65us s=1.159us, rms error 16.1%: not serial (4 KiB from 2 fio threads, 9.32us per IO, faster than one thread's 10.83us)
segment_service=1.57906us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 47.4us / 3.91 (exponential service-time tail)
latency_jitter=12.1063us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.63us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.29us and the mean jitter 12.11us; R²=0.9508, residuals (us): 4k:+0.129 16k:+3.45 64k:-1.35 256k:-16.6 1M:+70.2; less dev.kick 8.67us (one per QD1 IO)
write_latency=10.5589us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2488.9MB/s k=0.37 (LM converged), R²=0.3680, residuals (MB/s): qd1:-331 qd2:+232 qd4:+615 qd8:-174 qd16:-145 qd32:-211; QD1 slope 3175.5MB/s, R²=0.9508, residuals (us): 4k:+0.129 16k:+3.45 64k:-1.35 256k:-16.6 1M:+70.2
write_bw=5863440625
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=36.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.29us and the mean jitter 12.11us (both as the writes fitted them); R²=0.6980, residuals (us): 4k:+2.31 16k:+0.0619 64k:+6.1 256k:-21.3 1M:+199
read_latency=14.2516us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2780.5MB/s k=0.06 (LM converged), R²=0.0197, residuals (MB/s): qd1:-394 qd2:+664 qd4:+153 qd8:+145 qd16:+30.1 qd32:-598; QD1 slope 4829.8MB/s, R²=0.6980, residuals (us): 4k:+2.31 16k:+0.0619 64k:+6.1 256k:-21.3 1M:+199
read_bw=4829791795
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.16us per IO (12.75..17.33, median of 3) less the modelled 6.49us (syscall, direct IO, command, engine)
kick=8.67224us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, as the model adds the rest (by simulation); the closed form gave 111.8323us
flush_latency=79.9561us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.14ms, 4M 2.38ms, 8M 4.23ms, 16M 7.77ms, 32M 14.22ms, 64M 26.61ms, 128M 50.07ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 111.8us + N / 2308.6MB/s, rms error 16.3%; with the cache writing out in the background above 6.7M while the run goes on (at 5387MB/s): 111.8us + the rest / 1805.5MB/s, rms error 7.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5387MB/s, 2048M at 5314MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1805460980
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.14ms, 4M 2.38ms, 8M 4.23ms, 16M 7.77ms, 32M 14.22ms, 64M 26.61ms, 128M 50.07ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 111.8us + N / 2308.6MB/s, rms error 16.3%; with the cache writing out in the background above 6.7M while the run goes on (at 5387MB/s): 111.8us + the rest / 1805.5MB/s, rms error 7.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5387MB/s, 2048M at 5314MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.14ms, 4M 2.38ms, 8M 4.23ms, 16M 7.77ms, 32M 14.22ms, 64M 26.61ms, 128M 50.07ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 111.8us + N / 2308.6MB/s, rms error 16.3%; with the cache writing out in the background above 6.7M while the run goes on (at 5387MB/s): 111.8us + the rest / 1805.5MB/s, rms error 7.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5387MB/s, 2048M at 5314MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.257ms, 64 per flush 0.717ms, 256 per flush 2.408ms; 9.2us per write beyond dev.flush_latency 111.8us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.88561us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4990MB/s, rewritten 5314MB/s: 12.809us more per MiB fresh, against 178.8us per MiB at dev.write_bw
fresh_write_factor=0.93316
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1480MB/s (1433..1558), 2x128M 1446MB/s (1114..1502), 1x512M 1554MB/s (1544..1574), 2x512M 1577MB/s (1573..2696); all bytes over all fsync times 1545MB/s, less the fresh transfer and the commands' serial time (5373MB/s), leaves 2170MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1805MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 503ms into a fresh file, 702ms rewritten
fresh_drain_factor=0.858686
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.59us against 14.68, 32k 22.71us against 14.81, 64k 44.68us against 26.46, 128k 64.94us against 48.85; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 3.32us, bw = 7237MB/s
fresh_serial=3.32107us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.59us against 14.68, 32k 22.71us against 14.81, 64k 44.68us against 26.46, 128k 64.94us against 48.85; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 3.32us, bw = 7237MB/s
fresh_serial_bw=7237136426

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.18us, 5.66us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.48us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
page_init=0.335814us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.779); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
folio_alloc=0.194702us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.779); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
add_folio=0.0623047us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.779); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
mark_dirty=0.0311523us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
lru_add_large=1.35828us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.8ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.511003us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.8ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.14646us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.779); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
insert=0.171338us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.779); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.269us p=0.3358us f=0.6464us L=1.3583us b=28156MB/s; R²=0.9896, residuals (us): 512:-0.101 1k:-0.299 2k:-0.0198 4k:+0.206 8k:-0.194 16k:-0.21 32k:+1.19 64k:+0.0738 128k:+0.0358 256k:-1.39 512k:+0.633 1M:-1.32 512:+0.0767 4k:+0.432 64k:-0.0641 1M:-0.00563
mark_dirty=0.186914us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.201us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
psync=0.201us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.201us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
pvsync=0.201us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.46..5.80) against psync 3.54us (3.39..3.54) per IO, libaio - psync within each round 2.08us (1.92..2.41), plus engine.psync 0.201us, split half to submit, half to complete
libaio_submit=1.1381us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.46..5.80) against psync 3.54us (3.39..3.54) per IO, libaio - psync within each round 2.08us (1.92..2.41), plus engine.psync 0.201us, split half to submit, half to complete
libaio_complete=1.1381us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.17us per IO (2.99..3.17, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.36..3.48): -0.24us more per IO (-0.49..-0.18, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.88us per IO (3.75..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.42..3.63): 0.46us more per IO (0.12..0.46, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.658764us
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 60.5us (53.7..288.1), io_uring qd8 on ext4 60.5us (57.6..60.5) with scramble_buffers=0 and 58.6us (58.6..238.3) with it on; iowq.punt 0.00us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 16.75us per IO (16.27..17.40, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 244 MB/s against the measured 244 MB/s
wakeup=0us
