# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 42.01us + bs/2302.1MB/s (R²=0.9891); deep queue B=1858.6MB/s, k=0.20 (R²=0.6867); measured at qd32: 1908.3MB/s (1604.1..2438.8 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 2.284us per call + 0.3063us per new page + 1.1182us per new folio + 29386MB/s (R²=0.9693, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.287 / 0.107 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 14402MB/s, best 14911MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 975 MB/s after the memory phase, 1308 MB/s at the end, +34%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup not fitted: with it at 0 the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 952 MB/s, within 5% of the measured 926 MB/s, so this phase does not constrain it; the profile keeps its default
# note: self-check cold memory, 1M psync 512M: measured 565 MB/s (558..599), predicted 561 MB/s, -0.7%
# note: self-check in cache, warm memory, 4k psync 32M: measured 935 MB/s (906..939), predicted 1017 MB/s, +8.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 9344 MB/s (9222..9503), predicted 8389 MB/s, -10.2%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1177 MB/s (823..1243), predicted 959 MB/s, -18.6%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 36% of their median (823..1243 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 926 MB/s (883..932), predicted 945 MB/s, +2.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1040 MB/s (692..1082), predicted 872 MB/s, -16.2%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 38% of their median (692..1082 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8522..8659), predicted 7670 MB/s, -11.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8389 MB/s (8134..8389), predicted 7457 MB/s, -11.1%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 695 MB/s (685..703), predicted 636 MB/s, -8.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2198 MB/s (2107..2388), predicted 1665 MB/s, -24.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1517 MB/s (1459..1543), predicted 1349 MB/s, -11.1%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2190 MB/s (2126..2397), predicted 1907 MB/s, -12.9%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1428 MB/s (1377..2418), predicted 1349 MB/s, -5.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 73% of their median (1377..2418 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1284 MB/s (1257..1318), predicted 1220 MB/s, -5.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1330 MB/s (1292..1404), predicted 1309 MB/s, -1.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1327 MB/s (1080..1359), predicted 1220 MB/s, -8.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1427 MB/s (880..1471), predicted 1313 MB/s, -8.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 41% of their median (880..1471 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 17:13 UTC, in /tmp/calBC, 218 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.5/4.6us, rewrite 64k 4.4/5.0/7.4us, rewrite 1M 36.1/39.7/89.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.5/4.6us, rewrite 64k 4.4/5.0/7.4us, rewrite 1M 36.1/39.7/89.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=8.93367us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
copy_bw=29385644968
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 24.34us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.41us, halved
wakeup=9.75301us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.896476us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1752us (min 1737, max 1763us), against 90us per warm write; fitted from the median stall
fault_in_bw=598655364
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1752us, each of two writers at once 2270us (medians of 3 and 3 repeats): together 1.54 times one writer's rate
fault_in_parallel=1.54342
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1752us, p90 1842us, mean 1756us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calBC) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calBC (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
write_call=1.93442us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.7us against 45.7us, 4.0us more per IO (3.1..5.9, median of 3 rounds); bounded by the 21.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 771 discards, 188ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=243.839us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 11.88us per IO (84206 IOPS), 8 KiB 7.23us, 128 KiB 68.68us, 128 KiB from huge-page buffers 15.50us, against 2.20us for 4 KiB at B: per command 10.04us, per page segment 1.83us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8453.8MB/s from the huge-page run; the QD1 slope 2302.1MB/s, i.e. 1.78us per page against 2.32us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=10.0431us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 11.88us per IO (84206 IOPS), 8 KiB 7.23us, 128 KiB 68.68us, 128 KiB from huge-page buffers 15.50us, against 2.20us for 4 KiB at B: per command 10.04us, per page segment 1.83us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 8453.8MB/s from the huge-page run; the QD1 slope 2302.1MB/s, i.e. 1.78us per page against 2.32us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.83255us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 42.0us / 3.91 (exponential service-time tail)
latency_jitter=10.732us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.01us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.84us and the mean jitter 10.73us; R²=0.9891, residuals (us): 4k:-2.46 16k:+1.25 64k:+3.91 256k:+10.6 1M:-30.9; less dev.kick 9.39us (one per QD1 IO)
write_latency=10.0463us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1858.6MB/s k=0.20 (LM converged), R²=0.6867, residuals (MB/s): qd1:-55.7 qd2:+85.5 qd4:+52.9 qd8:-29.8 qd16:-115 qd32:+61.3; QD1 slope 2302.1MB/s, R²=0.9891, residuals (us): 4k:-2.46 16k:+1.25 64k:+3.91 256k:+10.6 1M:-30.9
write_bw=8453783633
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.30us per IO (15.16..17.33, median of 3) less the modelled 5.91us (syscall, direct IO, command, engine)
kick=9.39018us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 43.21us per IO, 128 KiB 91.80us, against 29.81 and 59.85us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1349MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 43.21us per IO, 128 KiB 91.80us, against 29.81 and 59.85us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1349MB/s
fresh_serial_bw=1348921889
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 1.96ms, 16M 6.98ms, 64M 23.99ms, 256M 88.60ms; t = 329.3us + N / 2792.3MB/s (R²=0.9929); sequential writes from huge pages: 256M at 5872MB/s, 2048M at 4908MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1765252138
cache_drain_bw=2792267887
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 1.96ms, 16M 6.98ms, 64M 23.99ms, 256M 88.60ms; t = 329.3us + N / 2792.3MB/s (R²=0.9929); sequential writes from huge pages: 256M at 5872MB/s, 2048M at 4908MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1765252138
cache_size=1765252138
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.87ms: 10.6us per write, less 1.5us for its bytes at dev.cache_drain_bw
cache_drain_io=9.12052us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4776MB/s, rewritten 4908MB/s: 5.917us more per MiB fresh, against 124.0us per MiB at dev.write_bw
fresh_write_factor=0.954466
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1527MB/s (1478..1552), 2x128M 1425MB/s (1404..1519), 1x512M 1567MB/s (1551..1618), 2x512M 1560MB/s (1542..1583); median 1543MB/s, less the fresh transfer and the commands' serial time (7808MB/s), leaves 1924MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2792MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 483ms into a fresh file, 486ms rewritten
fresh_drain_factor=0.688935
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 193.5us, minus the model's data write, log write of 8k and fsync CPU (31.9us)
flush_latency=161.667us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.05us, 6.30us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.256us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
page_init=0.306319us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.452); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
folio_alloc=0.363052us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.452); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
add_folio=0.116177us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.452); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
mark_dirty=0.0580884us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.2ms for 16384 folios, 1M writes: 2.3ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.484146us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.2ms for 16384 folios, 1M writes: 2.3ms for 64 folios; folios from the model's folio policy
invalidate_page=0.140268us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.452); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
insert=0.290442us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.452); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.284us p=0.3063us f=1.1182us b=29386MB/s; R²=0.9693, residuals (us): 512:-0.0129 1k:+0.135 2k:-0.654 4k:+0.384 16k:+0.798 64k:+0.585 256k:-0.361 1M:-5.44 512:-0.0125 4k:+0.392 64k:-0.00571 1M:-0.214
mark_dirty=0.290442us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.287us per IO, spread 65%: fio's own loop, the same for pwrite and pwritev
psync=0.287us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.287us per IO, spread 65%: fio's own loop, the same for pwrite and pwritev
pvsync=0.287us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.89us (5.83..5.98) against psync 3.72us (3.33..3.81) per IO, plus engine.psync 0.287us, split half to submit, half to complete
libaio_submit=1.22687us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.89us (5.83..5.98) against psync 3.72us (3.33..3.81) per IO, plus engine.psync 0.287us, split half to submit, half to complete
libaio_complete=1.22687us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.48us per IO (3.30..4.97, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.42..3.72): -0.09us more per IO (-0.43..1.56, median of the rounds' differences), plus fio's psync loop engine.psync 0.29us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.195447us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.94us per IO (3.78..5.92, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.57..3.60): 0.34us more per IO (0.18..2.35, median of the rounds' differences), plus fio's psync loop engine.psync 0.29us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.622693us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..54.7), io_uring qd8 on ext4 60.5us (60.5..61.5) with scramble_buffers=0 and 62.5us (62.5..64.5) with it on; iowq.punt 0.20us
remote_copy_bw=68830821914
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..54.7), io_uring qd8 on ext4 60.5us (60.5..61.5) with scramble_buffers=0 and 62.5us (62.5..64.5) with it on; iowq.punt 0.20us
scrambled_sector=0.00190735us
