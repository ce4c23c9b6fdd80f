#!/bin/sh
# in_cgroup.sh CGROUP CMD...: run CMD inside the (v1) cgroup directory CGROUP.
cg=$1; shift
echo $$ > "$cg/cgroup.procs" && exec "$@"
