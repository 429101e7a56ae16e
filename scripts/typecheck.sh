#!/usr/bin/env bash
# Type-checks every TypeScript project: the server side (root tsconfig), the browser side in one
# program (tsconfig.ui.json: the web shell with its browser tests and every plugin's UI), and the
# worked examples of the docs.
set -euo pipefail
cd "$(dirname "$0")/.."
# tsconfig.ui.json checks the plugins' UIs with the web shell's options: each plugin UI's own
# tsconfig (what an editor uses) must say the same, or it would be checked with options it lacks
for p in plugins/*/ui/tsconfig.json; do
  cmp -s "$p" plugins/guestbook/ui/tsconfig.json || { echo "typecheck: $p differs from plugins/guestbook/ui/tsconfig.json: give tsconfig.ui.json its options" >&2; exit 1; }
done
for p in tsconfig.json tsconfig.ui.json docs/examples/*/tsconfig.json; do
  echo "typecheck: $p"
  pnpm exec tsc -p "$p" --noEmit
done
