#!/usr/bin/python3
"""Per-page CPU time of the page-cache functions from a perf record -a -g at
-F HZ: inclusive (children) share x samples / HZ / pages. Usage:
lockholds.py PERF.DATA PAGES [HZ]"""
import subprocess, sys

data, pages = sys.argv[1], float(sys.argv[2])
hz = float(sys.argv[3]) if len(sys.argv) > 3 else 4999.0
FUNCS = ["iomap_file_buffered_write", "generic_perform_write", "filemap_add_folio", "__filemap_add_folio",
         "folio_add_lru", "filemap_alloc_folio_noprof", "__filemap_get_folio", "__filemap_get_folio_mpol",
         "__folio_mark_dirty", "folio_account_dirtied", "filemap_dirty_folio", "iomap_dirty_folio",
         "__folio_start_writeback", "__folio_end_writeback", "folio_end_writeback", "folio_end_writeback_no_dropbehind",
         "copy_page_from_iter_atomic", "rep_movs_alternative", "__remove_mapping",
         "_raw_spin_lock_irq", "_raw_spin_lock_irqsave", "_raw_spin_unlock_irqrestore", "_raw_spin_unlock_irq",
         "native_queued_spin_lock_slowpath", "balance_dirty_pages_ratelimited_flags", "iomap_writepages",
         "iomap_finish_ioends", "xfs_end_io", "iomap_write_begin", "iomap_write_end", "xfs_buffered_write_iomap_begin",
         "wb_workfn", "do_writepages", "writeback_iter", "folio_clear_dirty_for_io", "iomap_writepage_map",
         "xfs_vm_writepages", "ext4_writepages", "ext4_do_writepages", "mpage_submit_folio", "ext4_bio_write_folio",
         "btrfs_writepages", "extent_writepages", "submit_bio", "submit_bio_noacct", "filemap_get_folios_tag",
         "ext4_end_io_end", "ext4_end_bio", "ext4_finish_bio", "end_bbio_data_write", "btrfs_finish_ordered_io",
         "iomap_finish_ioend_buffered", "xfs_end_ioend", "loop_process_work", "lo_rw_aio"]

def report(mode):
    out = subprocess.run(["perf", "report", "-i", data, mode, "--sort", "sym", "--stdio", "-q", "-g", "none", "-n"],
                         capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) < 4:
            continue
        rows[f[-1]] = f
    return rows

ch = report("--children")
total = sum(int(r[1]) for r in report("--no-children").values() if r[1].isdigit())
print(f"samples {total}  cpu {total / hz:.3f} s  pages {pages:.0f}")
for fn in FUNCS:
    r = ch.get(fn)
    if not r:
        continue
    incl, selfp = float(r[0].rstrip('%')), float(r[1].rstrip('%'))
    print(f"{fn:42s} incl {incl:6.2f}%  {incl / 100 * total / hz / pages * 1e9:8.1f} ns/page   self {selfp / 100 * total / hz / pages * 1e9:7.1f} ns/page")
