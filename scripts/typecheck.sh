#!/usr/bin/env bash
# Type-checks every TypeScript project: the server side (root tsconfig), the web shell with its
# browser tests, each plugin's UI, and the worked examples of the docs.
set -euo pipefail
cd "$(dirname "$0")/.."
for p in tsconfig.json web-shell/tsconfig.json plugins/*/ui/tsconfig.json docs/examples/*/tsconfig.json; do
  echo "typecheck: $p"
  pnpm exec tsc -p "$p" --noEmit
done
