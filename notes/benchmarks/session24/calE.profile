# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 43.78us + bs/4197.7MB/s (R²=0.9910); deep queue B=4201.4MB/s, k=1.29 (R²=0.9835); measured at qd32: 3904.4MB/s (3699.2..4308.9 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.723us per call + 0.3127us per new page + 1.7652us per new folio + 32796MB/s (R²=0.9825, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.133 / 0.069 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.07ms, 16M 0.07ms, 64M 0.08ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 13473MB/s, best 13588MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1428 MB/s after the memory phase, 1447 MB/s at the end, +1%
# note: self-check cold memory, 1M psync 512M: measured 446 MB/s (445..529), predicted 451 MB/s, +1.1%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1427 MB/s (1370..1428), predicted 1342 MB/s, -5.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10374 MB/s (9743..10557), predicted 8389 MB/s, -19.1%  WARNING: past 15%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5711 MB/s (4925..6032), predicted 7064 MB/s, +23.7%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1329 MB/s (1074..1356), predicted 1254 MB/s, -5.6%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 105 MB/s (96..105), predicted 104 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1040 MB/s (966..1147), predicted 966 MB/s, -7.2%
# note: self-check punted copy, 512k io_uring qd8: measured 6547 MB/s (6243..6711), predicted 8134 MB/s, +24.2%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6547..6628), predicted 8134 MB/s, +22.7%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 959 MB/s (855..973), predicted 926 MB/s, -3.4%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3180 MB/s (3072..3340), predicted 3711 MB/s, +16.7%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1678 MB/s (1517..1766), predicted 1678 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3548 MB/s (3187..3709), predicted 4200 MB/s, +18.4%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1851 MB/s (1561..1974), predicted 1851 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2496 MB/s (2494..2682), predicted 2355 MB/s, -5.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2891 MB/s (2698..2953), predicted 2711 MB/s, -6.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2623 MB/s (1749..2725), predicted 2376 MB/s, -9.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 37% of their median (1749..2725 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 3203 MB/s (1187..3206), predicted 2711 MB/s, -15.3%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 63% of their median (1187..3206 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 23:43 UTC, in /tmp/calE, 196 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.3/2.5us, rewrite 64k 2.9/3.3/5.1us, rewrite 1M 30.8/32.6/53.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.3/2.5us, rewrite 64k 2.9/3.3/5.1us, rewrite 1M 30.8/32.6/53.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=0.502377us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
copy_bw=32796491099
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.49us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.6255us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.91953us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5447 MiB/s against one job 2844 MiB/s, per core 0.94 (0.83..1.00), paired within each round, median of 3
smp_efficiency=0.93617

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2211us (min 2183, max 2213us), against 97us per warm write; fitted from the median stall
fault_in_bw=474183839
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2211us, each of two writers at once 2230us (medians of 3 and 3 repeats): together 1.98 times one writer's rate
fault_in_parallel=1.98347
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2211us, p90 2449us, mean 2220us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calE) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calE (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
write_call=0.37297us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.6us against 41.7us, 7.6us more per IO (7.3..10.2, median of 3 rounds); bounded by the 11.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.46169us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 730 discards, 57ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=78.0822us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 17.66us per IO (56633 IOPS), 8 KiB 12.23us, 128 KiB 33.57us, 128 KiB from huge-page buffers 29.94us, against 0.97us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=17.6575us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.5us / 3.91 (exponential service-time tail)
latency_jitter=8.31079us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.78us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=19.46us and the mean jitter 8.31us; R²=0.9910, residuals (us): 4k:-2.61 16k:+2.87 64k:+2.18 256k:-2.57 1M:+1.05; less dev.kick 0.95us (one per QD1 IO)
write_latency=15.0593us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4201.4MB/s k=1.29 (LM converged), R²=0.9835, residuals (MB/s): qd1:-126 qd2:-7.47 qd4:+143 qd8:+99.6 qd16:-5.49 qd32:-134; QD1 slope 4197.7MB/s, R²=0.9910, residuals (us): 4k:-2.61 16k:+2.87 64k:+2.18 256k:-2.57 1M:+1.05
write_bw=4201422767
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.76us per IO (5.47..6.20, median of 3) less the modelled 4.81us (syscall, direct IO, command, engine)
kick=0.951194us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.06us per IO, 128 KiB 70.80us, against 20.61 and 36.95us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 7.32us, bw = 2065MB/s
fresh_serial=7.32422us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 39.06us per IO, 128 KiB 70.80us, against 20.61 and 36.95us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 7.32us, bw = 2065MB/s
fresh_serial_bw=2064888121
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3395MB/s (3361..3620), 2x128M 3544MB/s (3500..3641), 1x512M 3712MB/s (3436..3773), 2x512M 3934MB/s (3912..3940); median 3628MB/s over dev.write_bw 4201MB/s (O_DIRECT rewrites)
fresh_write_factor=0.863489
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 117.2us, minus the model's data write, log write of 8k and fsync CPU (43.5us)
flush_latency=73.7506us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.58us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
page_init=0.3127us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.293); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
folio_alloc=0.57313us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.293); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
add_folio=0.183402us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.293); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
mark_dirty=0.0917009us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.559435us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.130785us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.293); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
insert=0.458504us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.293); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.723us p=0.3127us f=1.7652us b=32796MB/s; R²=0.9825, residuals (us): 512:-0.0634 1k:-0.0504 2k:-0.0531 4k:-0.205 16k:+0.958 64k:+1.43 256k:+1.01 1M:-13.6 512:-0.013 4k:+0.0925 64k:+0.165 1M:-1.39
mark_dirty=0.458504us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.133us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
psync=0.1335us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.133us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1335us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.27us (4.21..4.79) against psync 3.05us (2.99..3.27) per IO, libaio - psync within each round 1.22us (1.22..1.53), plus engine.psync 0.133us, split half to submit, half to complete
libaio_submit=0.677102us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.27us (4.21..4.79) against psync 3.05us (2.99..3.27) per IO, libaio - psync within each round 1.22us (1.22..1.53), plus engine.psync 0.133us, split half to submit, half to complete
libaio_complete=0.677102us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.08us per IO (3.02..3.81, median of 3) against the same writes through fio's psync engine in the same rounds, 3.08us (3.05..3.11): -0.03us more per IO (-0.06..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.102982us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.94us per IO (3.57..4.24, median of 3) against the same writes through fio's psync engine in the same rounds, 3.05us (3.02..3.27): 0.92us more per IO (0.52..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.04903us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..74.2), io_uring qd8 on ext4 80.1us (78.1..84.0) with scramble_buffers=0 and 79.1us (79.1..80.1) with it on; iowq.punt 0.10us
remote_copy_bw=91079263992
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 73.2us (72.3..74.2), io_uring qd8 on ext4 80.1us (78.1..84.0) with scramble_buffers=0 and 79.1us (79.1..80.1) with it on; iowq.punt 0.10us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 39.18us per IO (38.94..42.72, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=11.5448us
