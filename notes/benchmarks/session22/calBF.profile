# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 44.13us + bs/2155.6MB/s (R²=0.9979); deep queue B=2142.5MB/s, k=0.78 (R²=0.5767); measured at qd32: 1680.5MB/s (1360.6..1785.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.554us per call + 0.2004us per new page + 1.2514us per new folio + 34874MB/s (R²=0.9955, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.90 (fio's null engine, 2 jobs at once against one: 0.113 / 0.062 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 13876MB/s, best 13917MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1247 MB/s after the memory phase, 1293 MB/s at the end, +4%
# note: self-check cold memory, 1M psync 512M: measured 582 MB/s (570..583), predicted 591 MB/s, +1.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1269 MB/s (1246..1287), predicted 1243 MB/s, -2.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11622 MB/s (9953..12530), predicted 11185 MB/s, -3.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1049 MB/s (939..1057), predicted 1057 MB/s, +0.8%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 179 MB/s (178..181), predicted 179 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 959 MB/s (959..1017), predicted 994 MB/s, +3.7%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8260..9100), predicted 10737 MB/s, +22.0%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8134..8948), predicted 10527 MB/s, +19.6%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 733 MB/s (729..746), predicted 754 MB/s, +2.8%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2276 MB/s (1771..3367), predicted 1569 MB/s, -31.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 70% of their median (1771..3367 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1322 MB/s (932..1500), predicted 1322 MB/s, +0.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 43% of their median (932..1500 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2238 MB/s (1574..3820), predicted 1680 MB/s, -24.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 100% of their median (1574..3820 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1500 MB/s (1028..1864), predicted 1500 MB/s, +0.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 56% of their median (1028..1864 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1143 MB/s (1143..1168), predicted 1109 MB/s, -3.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1211 MB/s (1175..1232), predicted 1157 MB/s, -4.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1116 MB/s (817..1132), predicted 1109 MB/s, -0.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1207 MB/s (703..1322), predicted 1162 MB/s, -3.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 51% of their median (703..1322 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 17:32 UTC, in /tmp/calBF, 194 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/1.9/3.0us, rewrite 64k 3.3/3.6/4.4us, rewrite 1M 30.8/34.0/61.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/1.9/3.0us, rewrite 64k 3.3/3.6/4.4us, rewrite 1M 30.8/34.0/61.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=2.51785us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
copy_bw=34874485784
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.05us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.44us, halved
wakeup=7.5795us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.316912us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1689us (min 1689, max 1703us), against 91us per warm write; fitted from the median stall
fault_in_bw=620794180
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1689us, each of two writers at once 1834us (medians of 3 and 3 repeats): together 1.84 times one writer's rate
fault_in_parallel=1.84147
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1689us, p90 1941us, mean 1699us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calBF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calBF (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
write_call=1.2039us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.1us against 45.1us, 4.0us more per IO (1.5..5.3, median of 3 rounds); bounded by the 13.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 773 discards, 73ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=94.4373us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.80us per IO (128180 IOPS), 8 KiB 6.78us, 128 KiB 77.99us, 128 KiB from huge-page buffers 16.95us, against 1.91us for 4 KiB at B: per command 5.54us, per page segment 2.26us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7731.4MB/s from the huge-page run; the QD1 slope 2155.6MB/s, i.e. 1.90us per page against 2.79us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.53722us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.80us per IO (128180 IOPS), 8 KiB 6.78us, 128 KiB 77.99us, 128 KiB from huge-page buffers 16.95us, against 1.91us for 4 KiB at B: per command 5.54us, per page segment 2.26us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7731.4MB/s from the huge-page run; the QD1 slope 2155.6MB/s, i.e. 1.90us per page against 2.79us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=2.2643us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 35.8us / 3.91 (exponential service-time tail)
latency_jitter=9.1615us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.13us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.34us and the mean jitter 9.16us; R²=0.9979, residuals (us): 4k:-0.532 16k:-0.813 64k:+3.61 256k:+0.397 1M:-9.4; less dev.kick 8.81us (one per QD1 IO)
write_latency=18.8201us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2142.5MB/s k=0.78 (LM converged), R²=0.5767, residuals (MB/s): qd1:-3.79 qd2:+8.02 qd4:-97.3 qd8:-3.22 qd16:+505 qd32:-411; QD1 slope 2155.6MB/s, R²=0.9979, residuals (us): 4k:-0.532 16k:-0.813 64k:+3.61 256k:+0.397 1M:-9.4
write_bw=7731411689
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.42us per IO (14.31..18.98, median of 3) less the modelled 5.61us (syscall, direct IO, command, engine)
kick=8.81048us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 49.56us per IO, 128 KiB 87.40us, against 28.79 and 58.58us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.72us, bw = 1732MB/s
fresh_serial=11.7188us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 49.56us per IO, 128 KiB 87.40us, against 28.79 and 58.58us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 11.72us, bw = 1732MB/s
fresh_serial_bw=1731841650
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.75ms, 4M 2.28ms, 16M 8.45ms, 64M 27.66ms, 256M 51.64ms; t = 569.9us + N / 3806.8MB/s (R²=0.8336); sequential writes from huge pages: 256M at 3370MB/s, 2048M at 5593MB/s: writes are no faster than the drain, the cache never fills; capacity set to the long run
cache_drain_bw=3806764986
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.75ms, 4M 2.28ms, 16M 8.45ms, 64M 27.66ms, 256M 51.64ms; t = 569.9us + N / 3806.8MB/s (R²=0.8336); sequential writes from huge pages: 256M at 3370MB/s, 2048M at 5593MB/s: writes are no faster than the drain, the cache never fills; capacity set to the long run
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.40ms, 512 per flush 7.18ms: 12.9us per write, less 1.1us for its bytes at dev.cache_drain_bw
cache_drain_io=11.8154us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3121MB/s, rewritten 5593MB/s: 148.460us more per MiB fresh, against 135.6us per MiB at dev.write_bw
fresh_write_factor=0.47741
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1310MB/s (1299..1336), 2x128M 1299MB/s (1257..1323), 1x512M 1298MB/s (1284..1339), 2x512M 1317MB/s (1304..1434); median 1305MB/s, less the fresh transfer and the commands' serial time (3644MB/s), leaves 2032MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3807MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 669ms into a fresh file, 832ms rewritten
fresh_drain_factor=0.533768
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 224.3us, minus the model's data write, log write of 8k and fsync CPU (50.1us)
flush_latency=174.146us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.96us, 4.26us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.296us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
page_init=0.20043us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.625); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
folio_alloc=0.406308us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.625); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
add_folio=0.130018us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.625); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
mark_dirty=0.0650092us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.2ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.321664us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.2ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116759us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.625); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
insert=0.325046us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.625); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.554us p=0.2004us f=1.2514us b=34874MB/s; R²=0.9955, residuals (us): 512:-0.016 1k:+0.0166 2k:+0.0611 4k:-0.0458 16k:-0.0503 64k:+0.392 256k:-1.88 1M:+5.89 512:-0.00258 4k:+0.023 64k:-0.118 1M:+0.618
mark_dirty=0.325046us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 76%: fio's own loop, the same for pwrite and pwritev
psync=0.113us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 76%: fio's own loop, the same for pwrite and pwritev
pvsync=0.113us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.58us (5.49..5.62) against psync 3.54us (3.39..3.60) per IO, plus engine.psync 0.113us, split half to submit, half to complete
libaio_submit=1.07884us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.58us (5.49..5.62) against psync 3.54us (3.39..3.60) per IO, plus engine.psync 0.113us, split half to submit, half to complete
libaio_complete=1.07884us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.91us per IO (3.88..4.36, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.45..3.57): 0.46us more per IO (0.37..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.570764us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.27us per IO (4.03..4.27, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.42..3.60): 0.70us more per IO (0.43..0.85, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.814904us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..58.6), io_uring qd8 on ext4 59.6us (57.6..63.5) with scramble_buffers=0 and 59.6us (58.6..64.5) with it on; iowq.punt 0.57us
remote_copy_bw=121586749298
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..58.6), io_uring qd8 on ext4 59.6us (57.6..63.5) with scramble_buffers=0 and 59.6us (58.6..64.5) with it on; iowq.punt 0.57us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.83us per IO (22.61..22.98, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.57751us
