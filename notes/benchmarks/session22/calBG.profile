# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 46.14us + bs/3345.9MB/s (R²=0.9464); deep queue B=2062.8MB/s, k=0.15 (R²=0.1567); measured at qd32: 1891.3MB/s (1784.5..4351.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.654us per call + 0.2511us per new page + 1.3224us per new folio + 33698MB/s (R²=0.9933, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.97 (fio's null engine, 2 jobs at once against one: 0.115 / 0.059 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 17121MB/s, best 17139MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1072 MB/s after the memory phase, 1290 MB/s at the end, +20%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 565 MB/s (554..885), predicted 575 MB/s, +1.8%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 58% of their median (554..885 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1225 MB/s (1178..1244), predicted 1157 MB/s, -5.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10393 MB/s (10279..10480), predicted 11185 MB/s, +7.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1032 MB/s (1009..1040), predicted 926 MB/s, -10.3%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 201 MB/s (177..211), predicted 201 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 939 MB/s (932..966), predicted 883 MB/s, -5.9%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8659..8801), predicted 8801 MB/s, +0.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8134 MB/s (6796..8659), predicted 8134 MB/s, +0.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 718 MB/s (703..737), predicted 714 MB/s, -0.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1652 MB/s (1478..2052), predicted 1734 MB/s, +4.9%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 35% of their median (1478..2052 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1096 MB/s (1069..1157), predicted 1096 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1640 MB/s (1498..1643), predicted 1890 MB/s, +15.2%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1105 MB/s (1087..1198), predicted 1105 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1413 MB/s (1355..1442), predicted 1254 MB/s, -11.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1551 MB/s (1444..1567), predicted 1335 MB/s, -13.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1240 MB/s (1048..1264), predicted 1257 MB/s, +1.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1475 MB/s (895..1570), predicted 1339 MB/s, -9.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 46% of their median (895..1570 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 17:38 UTC, in /tmp/calBG, 192 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.2/3.2us, rewrite 64k 3.4/3.7/4.9us, rewrite 1M 32.4/36.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.2/3.2us, rewrite 64k 3.4/3.7/4.9us, rewrite 1M 32.4/36.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
copy_bw=33698173112
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.43us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.41us, halved
wakeup=7.80051us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.280743us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1724us (min 1625, max 1768us), against 88us per warm write; fitted from the median stall
fault_in_bw=608256608
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1724us, each of two writers at once 1846us (medians of 3 and 3 repeats): together 1.87 times one writer's rate
fault_in_parallel=1.86796
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1724us, p90 1899us, mean 1747us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calBG) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calBG (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
write_call=1.30357us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 51.6us against 46.6us, 5.1us more per IO (-10.6..6.9, median of 3 rounds); bounded by the 16.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0.665921us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 822 discards, 136ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=165.45us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.25us per IO (121139 IOPS), 8 KiB 7.46us, 128 KiB 69.30us, 128 KiB from huge-page buffers 27.32us, against 1.99us for 4 KiB at B: per command 6.29us, per page segment 1.97us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 4797.4MB/s from the huge-page run; the QD1 slope 3345.9MB/s, i.e. 1.22us per page against 2.82us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=6.28572us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.25us per IO (121139 IOPS), 8 KiB 7.46us, 128 KiB 69.30us, 128 KiB from huge-page buffers 27.32us, against 1.99us for 4 KiB at B: per command 6.29us, per page segment 1.97us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 4797.4MB/s from the huge-page run; the QD1 slope 3345.9MB/s, i.e. 1.22us per page against 2.82us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.96927us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 59.1us / 3.91 (exponential service-time tail)
latency_jitter=15.1165us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=46.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.09us and the mean jitter 15.12us; R²=0.9464, residuals (us): 4k:+3.11 16k:+0.369 64k:-1.19 256k:-16.8 1M:+68.1; less dev.kick 7.29us (one per QD1 IO)
write_latency=15.6481us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2062.8MB/s k=0.15 (LM converged), R²=0.1567, residuals (MB/s): qd1:-238 qd2:+289 qd4:+327 qd8:-38.7 qd16:-180 qd32:-162; QD1 slope 3345.9MB/s, R²=0.9464, residuals (us): 4k:+3.11 16k:+0.369 64k:-1.19 256k:-16.8 1M:+68.1
write_bw=4797381991
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.00us per IO (12.79..19.54, median of 3) less the modelled 5.71us (syscall, direct IO, command, engine)
kick=7.29462us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 59.81us per IO, 128 KiB 118.65us, against 39.67 and 79.90us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.98us, bw = 1114MB/s
fresh_serial=0.976563us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 59.81us per IO, 128 KiB 118.65us, against 39.67 and 79.90us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.98us, bw = 1114MB/s
fresh_serial_bw=1113840066
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.63ms, 4M 1.76ms, 16M 6.72ms, 64M 23.46ms, 256M 87.56ms; t = 278.0us + N / 2873.9MB/s (R²=0.9956); sequential writes from huge pages: 256M at 5992MB/s, 2048M at 5535MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2873879132
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.63ms, 4M 1.76ms, 16M 6.72ms, 64M 23.46ms, 256M 87.56ms; t = 278.0us + N / 2873.9MB/s (R²=0.9956); sequential writes from huge pages: 256M at 5992MB/s, 2048M at 5535MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.11ms, 512 per flush 5.73ms: 10.3us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=8.90618us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3447MB/s, rewritten 5535MB/s: 114.792us more per MiB fresh, against 218.6us per MiB at dev.write_bw
fresh_write_factor=0.655657
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1618MB/s (1540..1657), 2x128M 1674MB/s (1569..1690), 1x512M 1420MB/s (1403..1548), 2x512M 1619MB/s (1584..1707); median 1619MB/s, less the fresh transfer and the commands' serial time (3112MB/s), leaves 3372MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2874MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 486ms into a fresh file, 694ms rewritten
fresh_drain_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 154.6us, minus the model's data write, log write of 8k and fsync CPU (44.6us)
flush_latency=110.018us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.02us, 4.45us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.424us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
page_init=0.251083us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.717); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
folio_alloc=0.429335us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.717); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
add_folio=0.137387us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.717); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
mark_dirty=0.0686937us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.2ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.314909us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.2ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.1219us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.717); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
insert=0.343468us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.717); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.654us p=0.2511us f=1.3224us b=33698MB/s; R²=0.9933, residuals (us): 512:-0.07 1k:-0.0495 2k:+0.0459 4k:-0.155 16k:+0.293 64k:+0.49 256k:-1.77 1M:+2.37 512:-0.0136 4k:+0.175 64k:-0.175 1M:+0.808
mark_dirty=0.343468us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.115us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.115us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.115us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.115us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.55..5.83) against psync 3.57us (3.48..3.60) per IO, plus engine.psync 0.115us, split half to submit, half to complete
libaio_submit=1.12562us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.55..5.83) against psync 3.57us (3.48..3.60) per IO, plus engine.psync 0.115us, split half to submit, half to complete
libaio_complete=1.12562us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.97us per IO (3.94..4.06, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.23..3.36): 0.70us more per IO (0.61..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.816904us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.36us per IO (4.24..4.39, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.33..3.60): 0.92us more per IO (0.76..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.03053us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (50.8..55.7), io_uring qd8 on ext4 59.6us (59.6..60.5) with scramble_buffers=0 and 64.5us (60.5..77.1) with it on; iowq.punt 0.82us
remote_copy_bw=65764876537
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (50.8..55.7), io_uring qd8 on ext4 59.6us (59.6..60.5) with scramble_buffers=0 and 64.5us (60.5..77.1) with it on; iowq.punt 0.82us
scrambled_sector=0.00476837us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 20.39us per IO (19.44..23.13, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.38538us
