# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.77us + bs/549.4MB/s (R²=0.9678); deep queue B=712.1MB/s, k=0.34 (R²=0.1273); measured at qd32: 550.6MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.444us per call + 0.6840us per new page + 1.9485us per new folio + 11091MB/s (R²=0.9826, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 5112MB/s, best 5639MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 553 MB/s (476..857), predicted 552 MB/s, -0.2%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 69% of their median (476..857 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 931 MB/s (838..990), predicted 883 MB/s, -5.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3696 MB/s (3384..4358), predicted 3728 MB/s, +0.9%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 620 MB/s (568..621), predicted 602 MB/s, -3.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 355 MB/s (349..407), predicted 447 MB/s, +25.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 493 MB/s (466..496), predicted 477 MB/s, -3.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 456 MB/s (430..459), predicted 449 MB/s, -1.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 504 MB/s (478..578), predicted 492 MB/s, -2.3%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 04:02 UTC, in /tmp/calA, 129 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.1/4.8us, rewrite 64k 7.5/10.3/29.3us, rewrite 1M 84.5/117.2/177.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.1/4.8us, rewrite 64k 7.5/10.3/29.3us, rewrite 1M 84.5/117.2/177.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
copy_bw=11090846613
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 16.85us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.07us, halved
wakeup=7.35401us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1628us (min 1300, max 1949us); spread 538..806MB/s
fault_in_bw=644025157

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calA) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
write_call=1.09421us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 65.2us against 47.2us from the rewrite fit; bounded by the 29.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=17.9384us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.45us per IO (60805 IOPS), 8 KiB 21.47us, 128 KiB 238.03us, 128 KiB from huge-page buffers 45.41us, against 5.75us for 4 KiB at B; 128 KiB from huge pages at QD1 21.34us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4383.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.21us, per command 4 KiB - segment - transfer = 9.30us
cmd_service=9.29814us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.45us per IO (60805 IOPS), 8 KiB 21.47us, 128 KiB 238.03us, 128 KiB from huge-page buffers 45.41us, against 5.75us for 4 KiB at B; 128 KiB from huge pages at QD1 21.34us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4383.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.21us, per command 4 KiB - segment - transfer = 9.30us
segment_service=6.21357us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.45us per IO (60805 IOPS), 8 KiB 21.47us, 128 KiB 238.03us, 128 KiB from huge-page buffers 45.41us, against 5.75us for 4 KiB at B; 128 KiB from huge pages at QD1 21.34us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4383.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 6.21us, per command 4 KiB - segment - transfer = 9.30us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 205.8us / 3.91 (exponential service-time tail)
latency_jitter=52.6132us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.77us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=11.10us and the mean jitter 52.61us; R²=0.9678, residuals (us): 4k:+4.66 16k:-9.61 64k:+33.8 256k:+20.9 1M:-132
write_latency=0us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=712.1MB/s k=0.34 (LM converged), R²=0.1273, residuals (MB/s): qd1:-13.2 qd2:-65.2 qd4:+20.7 qd8:+344 qd16:-134 qd32:-154; QD1 slope 549.4MB/s, R²=0.9678, residuals (us): 4k:+4.66 16k:-9.61 64k:+33.8 256k:+20.9 1M:-132
write_bw=4383764247
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.07ms, 4M 7.24ms, 16M 25.30ms, 64M 90.70ms, 256M 329.25ms; t = 729.9us + N / 737.9MB/s (R²=0.9902); sequential writes from huge pages: 256M at 1774MB/s, 2048M at 1647MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=737941214
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.07ms, 4M 7.24ms, 16M 25.30ms, 64M 90.70ms, 256M 329.25ms; t = 729.9us + N / 737.9MB/s (R²=0.9902); sequential writes from huge pages: 256M at 1774MB/s, 2048M at 1647MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.73ms, 512 per flush 8.16ms: 14.4us per write, less 5.6us for its bytes at dev.cache_drain_bw
cache_drain_io=8.80371us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 2063MB/s, rewritten 1647MB/s: -128.489us more per MiB fresh, against 239.2us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 391MB/s (385..451), 2x128M 525MB/s (495..527), 1x512M 513MB/s (483..517), 2x512M 538MB/s (509..618); median 519MB/s, less the fresh transfer and the commands' serial time (4233MB/s), leaves 591MB/s for the drain of fresh blocks, against dev.cache_drain_bw 738MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1867ms into a fresh file, 2325ms rewritten
fresh_drain_factor=0.801304
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 276.5us, minus the model's data write, log write of 8k and fsync CPU (13.1us)
flush_latency=263.377us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.08us, 8.77us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.688us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
page_init=0.683958us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.185); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
folio_alloc=1.04628us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.185); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
add_folio=0.334809us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x4.185); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.444us p=0.6840us f=1.9485us b=11091MB/s; R²=0.9826, residuals (us): 512:-0.22 1k:-0.0292 2k:+0.252 4k:-0.194 16k:+0.684 64k:-0.53 256k:-3.08 1M:+10.6 512:-0.083 4k:+0.522 64k:+0.686 1M:-7.36
mark_dirty=0.167405us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 17.8ms for 16384 folios, 1M writes: 4.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.797045us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 17.8ms for 16384 folios, 1M writes: 4.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.288411us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 6.60us per IO (6.60..7.22, median of 3) less the same psync writes' write() 4.40us
punt=2.19941us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.395us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
psync=0.395us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.395us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
pvsync=0.395us
