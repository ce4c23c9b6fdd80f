# fuse on the testbed: the write-path costs measured on this kernel. Values not
# here are estimates from fs-fuse.profile (where it exists) or the built-in defaults.
# Fitted by `wbsim testbed --fit --measured tb-quick5.json` from the testbed run on host vm, Linux 6.18.44-fc-v1272, 2026-12-06 03:02 UTC, fio-3.33, 2 CPUs, load average 0.97-1.32, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 4.2%, max 38.1%.
[profile]
name=testbed-fuse
description=fuse write path fitted on vm, Linux 6.18.44-fc-v1272, 2026-12-06 03:02 UTC

[fs]
type=fuse
# Measured (fit): per write() call.
write_call=0.000us

[fuse]
# Facts of the daemon: wbsim-fusepass, write-through, max_write as negotiated.
writeback_cache=0
max_request=1024KiB
daemon_threads=4
# Measured (fit): per request (round trip and daemon work), and bytes per second.
round_trip=12.181us
daemon_bw=6667MB/s
