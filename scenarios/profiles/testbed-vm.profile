# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured tb-quick2.json` from the testbed run on host vm, Linux 6.18.44-fc-v1272, 2026-12-05 21:47 UTC, fio-3.33, 2 CPUs, load average 1.28-1.73, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 6.8%, max 38.5%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                270810 IOPS measured,    241679 fitted (-10.8%)
#   xfs/psync/1m/1j/first/nofsync                 12190 IOPS measured,     12114 fitted (-0.6%)
#   xfs/pvsync/4k/1j/first/nofsync               186182 IOPS measured,    203697 fitted (+9.4%)
#   xfs/pvsync/1m/1j/first/nofsync                11636 IOPS measured,     12002 fitted (+3.1%)
#   xfs/libaio/4k/1j/first/nofsync               132396 IOPS measured,    154439 fitted (+16.6%)
#   xfs/libaio/1m/1j/first/nofsync                13474 IOPS measured,     11759 fitted (-12.7%)
#   xfs/io_uring/4k/1j/first/nofsync             227556 IOPS measured,    225769 fitted (-0.8%)
#   xfs/io_uring/1m/1j/first/nofsync               9846 IOPS measured,     12049 fitted (+22.4%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         48545 IOPS measured,     48086 fitted (-0.9%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          7529 IOPS measured,      7417 fitted (-1.5%)
#   ext4/psync/4k/1j/first/nofsync               248242 IOPS measured,    243122 fitted (-2.1%)
#   ext4/psync/1m/1j/first/nofsync                 7314 IOPS measured,      7185 fitted (-1.8%)
#   ext4/pvsync/4k/1j/first/nofsync              190512 IOPS measured,    204721 fitted (+7.5%)
#   ext4/pvsync/1m/1j/first/nofsync                6564 IOPS measured,      7145 fitted (+8.9%)
#   ext4/libaio/4k/1j/first/nofsync              166758 IOPS measured,    155395 fitted (-6.8%)
#   ext4/libaio/1m/1j/first/nofsync                7314 IOPS measured,      7259 fitted (-0.8%)
#   ext4/io_uring/4k/1j/first/nofsync             41930 IOPS measured,     48179 fitted (+14.9%)
#   ext4/io_uring/1m/1j/first/nofsync              5447 IOPS measured,      5223 fitted (-4.1%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        49387 IOPS measured,     48179 fitted (-2.4%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         5333 IOPS measured,      5223 fitted (-2.1%)
#   btrfs/psync/4k/1j/first/nofsync              213472 IOPS measured,    256862 fitted (+20.3%)
#   btrfs/psync/1m/1j/first/nofsync                2667 IOPS measured,      2521 fitted (-5.5%)
#   btrfs/pvsync/4k/1j/first/nofsync             242726 IOPS measured,    214377 fitted (-11.7%)
#   btrfs/pvsync/1m/1j/first/nofsync               2265 IOPS measured,      2516 fitted (+11.1%)
#   btrfs/libaio/4k/1j/first/nofsync             166758 IOPS measured,    160502 fitted (-3.8%)
#   btrfs/libaio/1m/1j/first/nofsync               2612 IOPS measured,      2505 fitted (-4.1%)
#   btrfs/io_uring/4k/1j/first/nofsync            37152 IOPS measured,     46386 fitted (+24.9%)
#   btrfs/io_uring/1m/1j/first/nofsync             2081 IOPS measured,      2208 fitted (+6.1%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       53109 IOPS measured,     48659 fitted (-8.4%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync        2286 IOPS measured,      2208 fitted (-3.4%)
#   fuse/psync/4k/1j/first/nofsync                32949 IOPS measured,     35752 fitted (+8.5%)
#   fuse/psync/1m/1j/first/nofsync                 1590 IOPS measured,      1264 fitted (-20.5%)
#   fuse/pvsync/4k/1j/first/nofsync               32982 IOPS measured,     34792 fitted (+5.5%)
#   fuse/pvsync/1m/1j/first/nofsync                1225 IOPS measured,      1263 fitted (+3.1%)
#   fuse/libaio/4k/1j/first/nofsync               30899 IOPS measured,     33011 fitted (+6.8%)
#   fuse/libaio/1m/1j/first/nofsync                1306 IOPS measured,      1260 fitted (-3.5%)
#   fuse/io_uring/4k/1j/first/nofsync             16836 IOPS measured,     10916 fitted (-35.2%)
#   fuse/io_uring/1m/1j/first/nofsync               895 IOPS measured,      1123 fitted (+25.5%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        19057 IOPS measured,     22415 fitted (+17.6%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          856 IOPS measured,      1186 fitted (+38.5%)
[profile]
name=testbed-vm
description=vm (2 CPUs, Linux 6.18.44-fc-v1272): RAM-backed testbed devices; engine and punt costs measured 2026-12-05 21:47 UTC

[cpu]
# Fact: online CPUs of the testbed host.
cores=2
# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).
wakeup=8.951us
# Measured: fio's null engine, 2 jobs at once against one, per CPU.
smp_efficiency=0.692982
# Measured: fio psync rewrites in cache of a 128 MiB file on the testbed's XFS, 16 loops, medians of 3 interleaved rounds: 1 MiB 56.64 us, 64 KiB 7.69 us per write; 960 KiB over the rounds' median difference.
copy_bw=20020MB/s

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
psync=0.158us
pvsync=0.930us
libaio_submit=1.245us
libaio_complete=1.245us
uring_submit=0.222us
uring_complete=0.222us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two
# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).
idle_punt=3.973us
# Measured (fit): the worker's extra pass over a punted write's bytes, per byte; fio's scrambled
# buffers (scramble_buffers=1, the testbed's jobs) are inside it, so scrambled_sector is 0 here.
remote_copy_bw=29016MB/s
scrambled_sector=0
