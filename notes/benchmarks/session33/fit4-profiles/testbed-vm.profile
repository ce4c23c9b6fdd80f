# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured tb-quick4.json` from the testbed run on host vm, Linux 6.18.44-fc-v1272, 2026-12-06 00:26 UTC, fio-3.33, 2 CPUs, load average 0.99-1.34, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 6.6%, max 47.7%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                254016 IOPS measured,    265455 fitted (+4.5%)
#   xfs/psync/1m/1j/first/nofsync                 12800 IOPS measured,     12727 fitted (-0.6%)
#   xfs/pvsync/4k/1j/first/nofsync               264258 IOPS measured,    255228 fitted (-3.4%)
#   xfs/pvsync/1m/1j/first/nofsync                12800 IOPS measured,     12702 fitted (-0.8%)
#   xfs/libaio/4k/1j/first/nofsync               172010 IOPS measured,    168721 fitted (-1.9%)
#   xfs/libaio/1m/1j/first/nofsync                12800 IOPS measured,     12356 fitted (-3.5%)
#   xfs/io_uring/4k/1j/first/nofsync             213472 IOPS measured,    213126 fitted (-0.2%)
#   xfs/io_uring/1m/1j/first/nofsync              12190 IOPS measured,     12547 fitted (+2.9%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         50922 IOPS measured,     53116 fitted (+4.3%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          6737 IOPS measured,      7035 fitted (+4.4%)
#   ext4/psync/4k/1j/first/nofsync               235741 IOPS measured,    232163 fitted (-1.5%)
#   ext4/psync/1m/1j/first/nofsync                 7314 IOPS measured,      6655 fitted (-9.0%)
#   ext4/pvsync/4k/1j/first/nofsync              240941 IOPS measured,    224302 fitted (-6.9%)
#   ext4/pvsync/1m/1j/first/nofsync                5818 IOPS measured,      6649 fitted (+14.3%)
#   ext4/libaio/4k/1j/first/nofsync              141241 IOPS measured,    154263 fitted (+9.2%)
#   ext4/libaio/1m/1j/first/nofsync                5953 IOPS measured,      6552 fitted (+10.1%)
#   ext4/io_uring/4k/1j/first/nofsync             34934 IOPS measured,     51594 fitted (+47.7%)
#   ext4/io_uring/1m/1j/first/nofsync              4414 IOPS measured,      4593 fitted (+4.1%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        53238 IOPS measured,     51594 fitted (-3.1%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         5224 IOPS measured,      4593 fitted (-12.1%)
#   btrfs/psync/4k/1j/first/nofsync              265328 IOPS measured,    256480 fitted (-3.3%)
#   btrfs/psync/1m/1j/first/nofsync                2753 IOPS measured,      2716 fitted (-1.3%)
#   btrfs/pvsync/4k/1j/first/nofsync             219919 IOPS measured,    246921 fitted (+12.3%)
#   btrfs/pvsync/1m/1j/first/nofsync               2169 IOPS measured,      2715 fitted (+25.1%)
#   btrfs/libaio/4k/1j/first/nofsync             176647 IOPS measured,    165050 fitted (-6.6%)
#   btrfs/libaio/1m/1j/first/nofsync               2909 IOPS measured,      2699 fitted (-7.2%)
#   btrfs/io_uring/4k/1j/first/nofsync            41876 IOPS measured,     50086 fitted (+19.6%)
#   btrfs/io_uring/1m/1j/first/nofsync             2226 IOPS measured,      2295 fitted (+3.1%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       60851 IOPS measured,     52747 fitted (-13.3%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync        2535 IOPS measured,      2316 fitted (-8.6%)
#   fuse/psync/4k/1j/first/nofsync                32999 IOPS measured,     36400 fitted (+10.3%)
#   fuse/psync/1m/1j/first/nofsync                 1695 IOPS measured,      1367 fitted (-19.4%)
#   fuse/pvsync/4k/1j/first/nofsync               33956 IOPS measured,     36201 fitted (+6.6%)
#   fuse/pvsync/1m/1j/first/nofsync                1362 IOPS measured,      1367 fitted (+0.4%)
#   fuse/libaio/4k/1j/first/nofsync               29088 IOPS measured,     33747 fitted (+16.0%)
#   fuse/libaio/1m/1j/first/nofsync                1399 IOPS measured,      1370 fitted (-2.1%)
#   fuse/io_uring/4k/1j/first/nofsync             17594 IOPS measured,     11171 fitted (-36.5%)
#   fuse/io_uring/1m/1j/first/nofsync               898 IOPS measured,      1188 fitted (+32.2%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        22560 IOPS measured,     23511 fitted (+4.2%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          985 IOPS measured,      1258 fitted (+27.7%)
[profile]
name=testbed-vm
description=vm (2 CPUs, Linux 6.18.44-fc-v1272): RAM-backed testbed devices; engine and punt costs measured 2026-12-06 00:26 UTC

[cpu]
# Fact: online CPUs of the testbed host.
cores=2
# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).
wakeup=7.809us
# Measured: fio's null engine, 2 jobs at once against one, per CPU.
smp_efficiency=0.977778
# Measured: fio psync rewrites in cache of a 128 MiB file on the testbed's XFS, 16 loops, medians of 3 interleaved rounds: 1 MiB 65.92 us, 64 KiB 7.29 us per write; 960 KiB over the rounds' median difference.
copy_bw=16829MB/s
# Measured: getppid() in a loop, median of 7 rounds of 200000 calls (SyscallProbe).
syscall=1.059us

[mem]
# Fact: MemTotal of the testbed host.
total=24683748KiB

[params]
# Fact: the testbed's kernel (switches follow it, KernelFeatures).
kernel=6.18
# Fact: the VM reports free pages to the host (page_reporting's reported_kib exists). Each
# cell is predicted from the warm memory machine-state read before it (--set mem.start_warm);
# mem.fault_in_bw stays the measured default (ParamTable.def).
mem.page_reporting=1

[dev]
# The 'device' is a loop device over a tmpfs file: a memory copy, no media.
# Estimates, not fitted (block filesystems' first writes without fsync never reach it; the
# FUSE daemon's writes to its tmpfs backing file do, in the fit's baselines too):
write_bw=4GB/s
read_bw=4GB/s
write_latency=2us
read_latency=2us
flush_latency=5us

[engine]
# Measured: fio's null engine (fio's own loop per IO), for psync; pvsync adds the fitted
# pwritev extra. libaio and io_uring: fitted per-IO cost beyond the write itself, split
# evenly between submit and complete (estimate of the split).
psync=0.198us
pvsync=0.349us
libaio_submit=1.179us
libaio_complete=1.179us
uring_submit=0.562us
uring_complete=0.562us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two
# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).
idle_punt=2.073us
# Measured (fit): the worker's extra pass over a punted write's bytes, per byte; fio's scrambled
# buffers (scramble_buffers=1, the testbed's jobs) are inside it, so scrambled_sector is 0 here.
remote_copy_bw=21553MB/s
scrambled_sector=0
