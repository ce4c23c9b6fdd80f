# XFS (iomap buffered write path): the built-in defaults, stated explicitly so
# that fs profiles can be compared side by side. Combine with a machine:
#   --profile workstation-gen3+fs-xfs
# Switches (large folios 6.6, copy chunk 6.6, ioend bound 5.17, ioend = bio 6.9,
# FMODE_BUF_WASYNC 6.0) follow `kernel` (model/KernelFeatures.cpp); a profile
# must not set them, or kernel=X.Y can no longer change them.
[profile]
name=fs-xfs
description=XFS through iomap: the built-in per-call and per-folio costs

[fs]
type=xfs
# vfs_write, xfs_ilock, file_update_time, iomap_iter setup per write(). Estimate (the built-in default).
write_call=1.2us
# iomap_write_begin/end per folio (ifs bitmap: per-folio, not per-block, state). Estimate.
write_folio=0.15us
# iomap has no per-iteration reservation beyond the folio work, and no buffer heads.
write_iter=0
write_page=0
# xfs_file_fsync and a log force writing one log record. Estimate.
fsync_cpu=10us
log_write=8KiB
