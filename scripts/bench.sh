#!/bin/sh
# Benchmark: duet build (cold and after editing one page) against Hugo and the cmark-gfm
# command on synthetic bilingual corpora of 100, 1,000 and 10,000 page pairs.
#
#   scripts/bench.sh                         all three sizes, 3 runs each (median)
#   scripts/bench.sh --sizes 100,1000 --runs 5
#   scripts/bench.sh --sizes 1000 --shapes today,dense   both corpus shapes, step times, bytes by kind
#   scripts/bench.sh --large-inputs          a 10 MB msgstr, a 50 MB XLIFF catalog, a 1 MB Chinese line
#   scripts/bench.sh --scale 100000 --shapes dense   one cold build and one edit, no Hugo (opt-in: long)
#
# Installs hugo, cmark-gfm and GNU time with apt-get when they are missing, builds duet in
# release mode, and writes .build/bench/report.md and .build/bench/report.json.
# Not part of `make test`: the 10,000-pair run takes minutes.
set -eu
cd "$(dirname "$0")/.."

missing=""
command -v hugo >/dev/null 2>&1 || missing="$missing hugo"
command -v cmark-gfm >/dev/null 2>&1 || missing="$missing cmark-gfm"
[ -x /usr/bin/time ] || missing="$missing time"
if [ -n "$missing" ]; then
    echo "Installing$missing with apt-get" >&2
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get install -y $missing >&2
fi

scripts/install-deps.sh
swift build -c release --product duet >&2
# scripts/bench.sh --figures 1000 --runs 5: only what figures add to a cold build (docs/benchmark.md).
# scripts/bench.sh --large-inputs: single large inputs to the imports (docs/benchmark.md).
if [ "${1:-}" = "--large-inputs" ]; then
    exec python3 scripts/bench-large-inputs.py
fi
exec python3 scripts/bench.py "$@"
