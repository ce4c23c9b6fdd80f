# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured tb-quick-final.json` from the testbed run on host vm, Linux 6.18.44-fc-v1045, 2026-12-02 16:54 UTC, fio-3.33, 2 CPUs, load average 1.06-2.42, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 2.5%, max 15.7%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                187246 IOPS measured,    183177 fitted (-2.2%)
#   xfs/psync/1m/1j/first/nofsync                  6737 IOPS measured,      6862 fitted (+1.9%)
#   xfs/pvsync/4k/1j/first/nofsync               177124 IOPS measured,    183177 fitted (+3.4%)
#   xfs/pvsync/1m/1j/first/nofsync                 6919 IOPS measured,      6862 fitted (-0.8%)
#   xfs/libaio/4k/1j/first/nofsync               144352 IOPS measured,    144081 fitted (-0.2%)
#   xfs/libaio/1m/1j/first/nofsync                 6919 IOPS measured,      6775 fitted (-2.1%)
#   xfs/io_uring/4k/1j/first/nofsync             148608 IOPS measured,    148247 fitted (-0.2%)
#   xfs/io_uring/1m/1j/first/nofsync               6400 IOPS measured,      6783 fitted (+6.0%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         49017 IOPS measured,     47979 fitted (-2.1%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          5953 IOPS measured,      5687 fitted (-4.5%)
#   ext4/psync/4k/1j/first/nofsync               147272 IOPS measured,    151290 fitted (+2.7%)
#   ext4/psync/1m/1j/first/nofsync                 2485 IOPS measured,      2649 fitted (+6.6%)
#   ext4/pvsync/4k/1j/first/nofsync              153480 IOPS measured,    151290 fitted (-1.4%)
#   ext4/pvsync/1m/1j/first/nofsync                2813 IOPS measured,      2649 fitted (-5.8%)
#   ext4/libaio/4k/1j/first/nofsync              125308 IOPS measured,    123592 fitted (-1.4%)
#   ext4/libaio/1m/1j/first/nofsync                2783 IOPS measured,      2636 fitted (-5.3%)
#   ext4/io_uring/4k/1j/first/nofsync             41296 IOPS measured,     45469 fitted (+10.1%)
#   ext4/io_uring/1m/1j/first/nofsync              2226 IOPS measured,      2454 fitted (+10.2%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        48944 IOPS measured,     45469 fitted (-7.1%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         2485 IOPS measured,      2454 fitted (-1.3%)
#   btrfs/psync/4k/1j/first/nofsync              124830 IOPS measured,    127059 fitted (+1.8%)
#   btrfs/psync/1m/1j/first/nofsync                 707 IOPS measured,       694 fitted (-1.9%)
#   btrfs/pvsync/4k/1j/first/nofsync             129774 IOPS measured,    127059 fitted (-2.1%)
#   btrfs/pvsync/1m/1j/first/nofsync                707 IOPS measured,       694 fitted (-1.9%)
#   btrfs/libaio/4k/1j/first/nofsync             105194 IOPS measured,    106933 fitted (+1.7%)
#   btrfs/libaio/1m/1j/first/nofsync                746 IOPS measured,       693 fitted (-7.1%)
#   btrfs/io_uring/4k/1j/first/nofsync            41610 IOPS measured,     41245 fitted (-0.9%)
#   btrfs/io_uring/1m/1j/first/nofsync              629 IOPS measured,       680 fitted (+8.1%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       43749 IOPS measured,     43004 fitted (-1.7%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync         640 IOPS measured,       680 fitted (+6.2%)
#   fuse/psync/4k/1j/first/nofsync                33557 IOPS measured,     32286 fitted (-3.8%)
#   fuse/psync/1m/1j/first/nofsync                  632 IOPS measured,       572 fitted (-9.5%)
#   fuse/pvsync/4k/1j/first/nofsync               33695 IOPS measured,     32286 fitted (-4.2%)
#   fuse/pvsync/1m/1j/first/nofsync                 529 IOPS measured,       572 fitted (+8.2%)
#   fuse/libaio/4k/1j/first/nofsync               30142 IOPS measured,     30812 fitted (+2.2%)
#   fuse/libaio/1m/1j/first/nofsync                 566 IOPS measured,       572 fitted (+0.9%)
#   fuse/io_uring/4k/1j/first/nofsync              9264 IOPS measured,     10714 fitted (+15.7%)
#   fuse/io_uring/1m/1j/first/nofsync               554 IOPS measured,       548 fitted (-1.1%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        20650 IOPS measured,     21572 fitted (+4.5%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          534 IOPS measured,       563 fitted (+5.3%)
[profile]
name=testbed-vm
description=vm (2 CPUs, Linux 6.18.44-fc-v1045): RAM-backed testbed devices; engine and punt costs measured 2026-12-02 16:54 UTC

[cpu]
# Fact: online CPUs of the testbed host.
cores=2
# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).
wakeup=7.114us
# Measured: fio's null engine, 2 jobs at once against one, per CPU.
smp_efficiency=0.936396

[mem]
# Fact: MemTotal of the testbed host.
total=24683584KiB

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
psync=0.398us
pvsync=0.398us
libaio_submit=0.939us
libaio_complete=0.939us
uring_submit=0.842us
uring_complete=0.842us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two
# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).
idle_punt=3.624us
# Measured (fit): the worker's extra pass over a punted write's bytes, per byte; fio's scrambled
# buffers (scramble_buffers=1, the testbed's jobs) are inside it, so scrambled_sector is 0 here.
remote_copy_bw=80093MB/s
scrambled_sector=0
