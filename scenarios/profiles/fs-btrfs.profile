# btrfs. Switches follow `kernel`: btrfs_buffered_write takes up to 512 pages
# (2 MiB) per iteration up to 6.12 and one folio per iteration from 6.13
# ('btrfs: make buffered write to copy one page a time'); nowait
# (FMODE_BUF_WASYNC) from 6.1; order-0 folios for data. Costs are estimates from
# the code path, not fitted to any result.
[profile]
name=fs-btrfs
description=btrfs: a fixed reservation and extent-lock cost per write-loop iteration

[fs]
type=btrfs
# btrfs_do_write_iter: inode lock, btrfs_write_check (file_update_time, hole expansion check). Estimate.
write_call=1.5us
# Per iteration: btrfs_check_data_free_space + btrfs_delalloc_reserve_metadata,
# lock_and_cleanup_extent_if_need (extent io tree lock), btrfs_dirty_pages ->
# btrfs_set_extent_delalloc, unlock, btrfs_delalloc_release_extents. Estimate.
write_iter=3us
# prepare_pages / btrfs_dirty_folio per folio (lock, uptodate, subpage bits). Estimate.
write_folio=0.2us
write_page=0
# btrfs_sync_file: log tree update and its write, superblock-less. Estimate.
fsync_cpu=30us
log_write=16KiB

[wb]
# The flusher's work per folio (extent_write_cache_pages: extent state bits,
# delalloc range, ordered extent per folio) besides the i_pages hold. Measured
# on this project's VM (Linux 6.18, 4 KiB folios written back by `sync`, perf
# cpu-clock, notes/benchmarks/session25): do_writepages 1.02-1.19 us per folio,
# less lock.wb_start's 0.1 us.
folio_start=1us
