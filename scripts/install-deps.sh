#!/usr/bin/env bash
# Installs the system packages Duet builds against, only when they are missing:
# cmark-gfm's C library and extensions (found through pkg-config).
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark-gfm 2>/dev/null; then
  need+=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
elif [ ! -e /usr/include/cmark-gfm-core-extensions.h ] && [ ! -e /usr/local/include/cmark-gfm-core-extensions.h ]; then
  need+=(libcmark-gfm-extensions-dev)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} with apt-get"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
