#!/usr/bin/env bash
# Compatibility kit (issue 11 §6): walks the plugin guide's path from outside the workspace —
# `oj plugin new`, build, type-check, test, pack, install the tarball into a clean site, start it
# and check its routes, page and admin page in Chromium, switch it off (gone, nothing rebuilt),
# uninstall it (tables gone); then build and type-check the guide's two server-only plugins (a
# remote judge site and an AI provider on the kit's @oj/sdk/extensions types). The steps are the
# guide's own sh blocks, so a broken step in the guide fails here. Then an attacker plugin, made
# the same way, tries each attack of issue 32 on a site of its own and is refused, or finds the
# effect did not happen (scripts/plugin-compat/attacks.sh). Kit packages come from each
# plugin's own kit/ folder (packed by `oj plugin new`); third-party packages from the pnpm store
# where it has them.
set -euo pipefail
OJ="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/oj-plugin-compat.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PORT="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"

{
  echo 'set -euo pipefail'
  echo 'starts=0'
  # the guide's start command, in the background on $PORT; checked in Chromium, then stopped
  cat <<'SH'
site_run() {
  starts=$((starts + 1))
  local log="$WORK/site-$starts.log"
  ( exec "$@" ) >"$log" 2>&1 &
  local pid=$!
  local ok=0
  (cd "$OJ" && node --conditions=oj-source --import tsx scripts/plugin-compat/check.ts "start-$starts" "http://127.0.0.1:$PORT" "$log" "$pid") || ok=$?
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" || true
  if [ "$ok" != 0 ]; then echo "--- the site's output:"; cat "$log"; return 1; fi
}
SH
  awk -f "$OJ/scripts/plugin-compat/blocks.awk" "$OJ/docs/plugin-guide.md"
  echo 'site="$PWD"'
  echo '(cd "$OJ" && node --conditions=oj-source --import tsx scripts/plugin-compat/check.ts uninstalled "$site")'
  echo 'cd "$WORK"'
  echo '. "$OJ/scripts/plugin-compat/attacks.sh"'
} >"$WORK/guide.sh"

grep -q '^site_run ' "$WORK/guide.sh" || { echo "plugin-compat: no tested steps found in docs/plugin-guide.md" >&2; exit 1; }
echo "plugin-compat: running the plugin guide's steps in $WORK"
cd "$WORK"
env -u INIT_CWD OJ="$OJ" WORK="$WORK" PORT="$PORT" npm_config_prefer_offline=true bash -x "$WORK/guide.sh"
echo "plugin-compat: the guide's path works, and the attacker plugin was refused each time"
