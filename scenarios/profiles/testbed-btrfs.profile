# btrfs on the testbed: the write-path costs measured on this kernel. Values not
# here are estimates from fs-btrfs.profile (where it exists) or the built-in defaults.
# Fitted by `wbsim testbed --fit --measured tb-quick5.json` from the testbed run on host vm, Linux 6.18.44-fc-v1272, 2026-12-06 03:02 UTC, fio-3.33, 2 CPUs, load average 0.97-1.32, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 4.2%, max 38.1%.
[profile]
name=testbed-btrfs
description=btrfs write path fitted on vm, Linux 6.18.44-fc-v1272, 2026-12-06 03:02 UTC

[fs]
# Measured (fit): per write() call, and per 4 KiB block written beyond the copy
# (cpu.copy_bw) and the per-folio defaults (includes, on this VM, faulting memory
# back in from the host). write_iter is 0: the per-iteration work is inside write_page
# (btrfs on 6.13+ copies one order-0 folio, one page, per iteration).
write_call=1.516us
write_page=0.174us
write_iter=0us
