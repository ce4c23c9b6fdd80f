# bcachefs. Switches follow `kernel`: the fgf order hint (large folios on the
# write path) from 6.11 (seed 000); each __bch2_buffered_write call takes
# contiguous folios up to 1 MiB; no FMODE_BUF_WASYNC (io_uring punts buffered
# writes). Add `--set fs.no_data_io=1` for the no_data_io mount option.
# Costs are estimates from the code path, not fitted to seed 000.
[profile]
name=fs-bcachefs
description=bcachefs: per-call disk reservation, per-folio bch_folio state, per-sector dirty state

[fs]
type=bcachefs
# bch2_write_iter: inode lock, file_update_time, bch2_pagecache_add_get. Estimate.
write_call=1.5us
# Per __bch2_buffered_write call: bch2_folio_reservation_get (disk and quota
# reservation), bch2_filemap_get_contig_folios_d, i_sectors accounting. Estimate.
write_iter=2us
# bch2_folio_create (struct bch_folio with per-sector state) and folio lock per folio. Estimate.
write_folio=0.3us
# The write path walks the 512-byte sector state of the bch_folio twice per
# 4 KiB, 16 entries: __bch2_folio_reservation_get (sectors_to_reserve, the
# quota count) and bch2_set_folio_dirty (under the bch_folio spinlock:
# replicas_reserved, bch2_folio_sector_set). About 12 ns an entry. Estimate
# from the code path (fs/bcachefs/fs-io-pagecache.c), raised from 0.05 us (one
# 8-entry walk) on 2026-12-02 after seed 000's rows with the order hint showed
# the per-byte path too cheap (predicted 6211 MB/s against 3430 and 4630).
write_page=0.2us
# bch2_fsync: journal flush. Estimate.
fsync_cpu=20us
log_write=8KiB
