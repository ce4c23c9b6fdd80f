#!/usr/bin/env bash
# Native replay faults through the `wbsim replay` binary, on a tmpfs this test
# mounts itself. Needs root; without it the test is skipped (exit
# 77, ctest SKIP_RETURN_CODE) with a message. Layout, all under one mktemp dir:
#   $T/mnt          a 4 MiB tmpfs (size=4m): the only place anything is written
#   $T/mnt/work     --directory of every replay
#   $T/mnt/canary   a file next to it: must be byte-identical, same mtime, at the end
#   $T/outside      a directory outside the mount: a symlink target that must stay empty
# Every exit path (success, failure, SIGINT, SIGTERM) unmounts and removes $T.
#
#   replay_faults.sh WBSIM
set -uo pipefail
WBSIM=$1
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: replay_faults needs root to mount its own tmpfs"
  exit 77
fi

T=$(mktemp -d /tmp/wbsim-replay-faults-XXXXXX)
MNT=$T/mnt
cleanup() {
  if mountpoint -q "$MNT"; then umount "$MNT" || umount -l "$MNT"; fi
  rm -rf --one-file-system "$T"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$MNT" "$T/outside"
mount -t tmpfs -o size=4m,mode=0755 wbsim-replay-faults "$MNT" || { echo "FAIL: cannot mount tmpfs on $MNT"; exit 1; }
mkdir "$MNT/work"
head -c 4096 /dev/urandom > "$MNT/canary"
touch -d '2020-01-01 00:00:00' "$MNT/canary"
CANARY_SUM=$(sha256sum < "$MNT/canary")
CANARY_MTIME=$(stat -c %Y "$MNT/canary")

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
left_in_work() { find "$MNT/work" -mindepth 1 | wc -l; }

# 1. ENOSPC: a 16 MiB job on the 4 MiB tmpfs (the up-front space check off so
#    the job meets the full filesystem). Expected: exit 1 (partial results are
#    still results, ReplayCommand.cpp), JSON with "partial": true, stopped_by
#    ENOSPC, error 28 (ENOSPC) in the job as fio reports it, fewer than 16 MiB
#    written, files_removed, and nothing left in the directory.
out=$("$WBSIM" replay --name=t --rw=write --bs=64k --size=16M --directory "$MNT/work" --no-predict \
        --no-space-check --output-format=json 2>"$T/err")
status=$?
if [ $status -ne 1 ]; then fail "ENOSPC: exit $status, expected 1: $(cat "$T/err")"; fi
echo "$out" | /usr/bin/python3 -c '
import json, sys
d = json.load(sys.stdin)["measured"]  # replay prints {"measured", "predicted", "error"}
j = d["jobs"][0]
ok = (d["partial"] is True and d["wbsim"]["stopped_by"] == "ENOSPC" and j["error"] == 28
      and 0 < j["write"]["io_bytes"] < 16 << 20 and d["wbsim"]["files_removed"] is True)
sys.exit(0 if ok else "partial=%s stopped_by=%s error=%s io_bytes=%s removed=%s" % (
    d["partial"], d["wbsim"]["stopped_by"], j["error"], j["write"]["io_bytes"], d["wbsim"]["files_removed"]))
' && pass "ENOSPC gives partial results (stopped_by ENOSPC, error 28)" || fail "ENOSPC report: $out"
[ "$(left_in_work)" -eq 0 ] && pass "ENOSPC left no files" || fail "ENOSPC left $(ls -A "$MNT/work")"

# 2. A signal mid-run: a time_based job that would run 60 s, interrupted once
#    its file exists. Expected: the process exits on its own (no kill -9)
#    within 10 s, status 1, partial results stopped_by the signal with error 4
#    (EINTR), no files left. SIGTERM (kill, timeout) the same as SIGINT (before
#    2026-12-02 SIGTERM killed the process and left its files).
stop_mid_run() { # SIGNAL
  local sig=$1 pid status
  "$WBSIM" replay --name=t --rw=write --bs=64k --size=1M --time_based --runtime=60 --directory "$MNT/work" \
    --no-predict --output-format=json >"$T/$sig.json" 2>"$T/err" &
  pid=$!
  for _ in $(seq 200); do [ -e "$MNT/work/t.0.0" ] && break; sleep 0.05; done
  sleep 0.3
  kill -"$sig" $pid
  for _ in $(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
  if kill -0 $pid 2>/dev/null; then
    fail "$sig: still running 10 s after $sig"
    kill -KILL $pid
  fi
  wait $pid
  status=$?
  [ $status -eq 1 ] || fail "$sig: exit $status, expected 1: $(cat "$T/err")"
  /usr/bin/python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))["measured"]
j = d["jobs"][0]
ok = d["partial"] is True and d["wbsim"]["stopped_by"] == sys.argv[2] and j["error"] == 4 and j["write"]["io_bytes"] > 0
sys.exit(0 if ok else "partial=%s stopped_by=%s error=%s" % (d["partial"], d["wbsim"]["stopped_by"], j["error"]))
' "$T/$sig.json" "SIG$sig" && pass "SIG$sig gives partial results (stopped_by SIG$sig, error 4)" || fail "SIG$sig report"
  [ "$(left_in_work)" -eq 0 ] && pass "SIG$sig left no files" || fail "SIG$sig left $(ls -A "$MNT/work")"
}
stop_mid_run INT
stop_mid_run TERM

# 3. Refusals: exit 1 with the reason, before anything is written.
refused() { # name regex args...
  local name=$1 regex=$2
  shift 2
  "$WBSIM" replay "$@" --directory "$MNT/work" --no-predict >/dev/null 2>"$T/err"
  local s=$?
  if [ $s -eq 1 ] && grep -Eq "$regex" "$T/err"; then pass "refused: $name"; else fail "$name: exit $s: $(cat "$T/err")"; fi
}
# A block device node this test makes in its own tmpfs (loop major 7, an unused minor):
# refused on sight, even with --allow-existing and the path allowed; nothing is opened.
mknod "$MNT/work/blk" b 7 250
refused "block device" "blk is a block device" --name=t --rw=write --size=1M --filename=blk --allow-existing
rm -f "$MNT/work/blk"
# A symlink out of the directory.
ln -s "$T/outside/target" "$MNT/work/link"
refused "symlink out of the directory" "symbolic link" --name=t --rw=write --size=1M --filename=link
[ -z "$(ls -A "$T/outside")" ] && pass "symlink target never created" || fail "symlink target created: $(ls -A "$T/outside")"
rm -f "$MNT/work/link"
# An existing file: refused, and its content kept.
echo keep > "$MNT/work/existing"
refused "existing file" "already exists" --name=t --rw=write --size=1M --filename=existing
[ "$(cat "$MNT/work/existing")" = keep ] && pass "existing file untouched" || fail "existing file changed"
rm -f "$MNT/work/existing"
# The canary next to the directory (the parent path through ..).
refused "path out through .." "outside --directory" --name=t --rw=write --size=1M --filename=../canary

# 4. The canary: same bytes and same mtime as before every case above.
[ "$(sha256sum < "$MNT/canary")" = "$CANARY_SUM" ] && [ "$(stat -c %Y "$MNT/canary")" = "$CANARY_MTIME" ] &&
  pass "canary untouched" || fail "canary changed"
[ "$(ls -A "$MNT")" = "$(printf 'canary\nwork')" ] && pass "nothing else in the mount" || fail "mount holds: $(ls -A "$MNT")"

if [ $failures -ne 0 ]; then
  echo "replay_faults: $failures failure(s)"
  exit 1
fi
echo "replay_faults: all passed"
