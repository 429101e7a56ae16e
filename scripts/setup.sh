#!/usr/bin/env bash
# Set-up on a fresh Debian 12 machine with Node 20: Debian packages, pnpm, node packages and the
# build step of every package (the sandbox helper, the web shell, plugin UIs).
#   bash scripts/setup.sh          what running the site needs
#   bash scripts/setup.sh --test   plus what the test suite needs (chromium, PostgreSQL, Redis)
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=0
[ "${1:-}" = "--test" ] && want_test=1

lists=(scripts/apt-packages.txt)
[ "$want_test" = 1 ] && lists+=(scripts/apt-packages-test.txt)
missing=()
for list in "${lists[@]}"; do
  while read -r pkg; do
    pkg="${pkg%%#*}"; pkg="${pkg// /}"
    [ -z "$pkg" ] && continue
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done < "$list"
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "setup: not root and no sudo; install these yourself: ${missing[*]}" >&2; exit 1; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm"
  npm install -g pnpm@10.34.9 >/dev/null
fi

if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
pnpm -r --if-present run build
if [ "$want_test" = 1 ]; then
  # every package runs tap without its TypeScript plugin (tsx instead); tap rebuilds its runner for
  # that plugin set on the first run but runs that first run with the old one, which fails (TS5011)
  (cd core/kernel && pnpm exec tap build >/dev/null)
fi
echo "setup: done"
