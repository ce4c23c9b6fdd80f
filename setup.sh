#!/usr/bin/env bash
# Installs every Debian package wbsim needs, and nothing from any other registry.
# Idempotent: packages already present are reported and skipped.
set -euo pipefail

PACKAGES=(
  # toolchain
  build-essential cmake ninja-build pkg-config
  # C++ libraries fixed by the design (DESIGN.md §7)
  libsimgrid-dev libeigen3-dev libboost-program-options-dev pybind11-dev
  nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  # native replay engines
  liburing-dev libaio-dev fio
  # wbsim testbed: filesystems on loop devices, the FUSE passthrough daemon, perf profiles
  xfsprogs btrfs-progs e2fsprogs fuse3 libfuse3-dev linux-perf
  # Python side: bindings, notebooks, sweeps, reports
  python3 python3-dev python3-numpy python3-pandas python3-matplotlib
  python3-nbclient python3-nbformat python3-ipykernel python3-pytest
  python3-dask python3-distributed python3-jinja2 python3-tqdm
  python3-six
  # wbsim plan: the report is checked in a real headless browser
  chromium
  # .ci/run's second stage (reliability): the libFuzzer targets need clang and
  # its libFuzzer runtime (tests/fuzz/run_fuzzers.sh)
  clang libclang-rt-14-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    :
  else
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages already installed"
  exit 0
fi

echo "setup: installing ${#missing[@]} package(s): ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
